import { spawnSync } from 'node:child_process';
import { EXAMPLES_BUILD_ENV } from './exampleContent';

// `npm run build:examples`: the app built with the examples switched on (scripts/exampleContent.ts), for their e2e.
const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', env: { ...process.env, ...EXAMPLES_BUILD_ENV } });
process.exit(result.status ?? 1);
