import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { bundleServer, ROOT } from '../../../scripts/serverBundle';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The server bundle the API files' spawned servers run (tests/api/support/serverProcess.ts). */
    serverBundle: string;
  }
}

/**
 * Vitest global setup: the server bundled from this tree once per run, as `npm run build` bundles it for `npm start`
 * (scripts/serverBundle.ts), for the servers the API files start as processes of their own. From the bundle a start
 * takes about 1.7 s of CPU, through tsx 3.5 s. A folder of its own right below the root (the server finds brands/ one
 * level above its module, and its npm packages in the root's node_modules), so that it never races `npm run build`
 * writing dist-server/ beside the suite; removed at the end.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  const dir = mkdtempSync(join(ROOT, '.test-server-'));
  project.provide('serverBundle', await bundleServer(dir));
  return () => rmSync(dir, { recursive: true, force: true });
}
