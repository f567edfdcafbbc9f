import type { TestProject } from 'vitest/node';
import { temporaryServerBundle } from '../../../scripts/serverBundle';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The server bundle the API files' spawned servers run (tests/api/support/serverProcess.ts). */
    serverBundle: string;
  }
}

/**
 * Vitest global setup: the server bundled from this tree once per run, as `npm run build` bundles it for `npm start`
 * (scripts/serverBundle.ts), for the servers the API files start as processes of their own. From the bundle a start
 * takes about 1.7 s of CPU, through tsx 3.5 s. In a folder of its own (the server finds brands/ one level above its
 * module, and its npm packages in the root's node_modules), so that it never races `npm run build` writing dist-server/
 * beside the suite; removed at the end.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  const bundle = await temporaryServerBundle();
  project.provide('serverBundle', bundle.file);
  return bundle.remove;
}
