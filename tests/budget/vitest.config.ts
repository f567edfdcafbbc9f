import { defineConfig } from 'vitest/config';

// The budget checker's own tests (Node, no DOM): run by `npm run test:budget` before the check itself.
export default defineConfig({ test: { include: ['tests/budget/**/*.test.ts'], environment: 'node', testTimeout: 20_000 } });
