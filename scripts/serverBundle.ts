import { build } from 'esbuild';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** The repository's root: a bundle's folder must sit right below it (the server finds brands/ and dist/ one level up). */
export const ROOT = resolve(import.meta.dirname, '..');

/**
 * server/main.ts and everything it imports bundled into `outDir`/main.mjs (its npm packages stay in node_modules), with
 * the database migrations beside it (server/db/migrate.ts reads them next to its own module). `npm run build` makes the
 * shipped one in dist-server/ (scripts/buildServer.ts); the API suite makes its own for the servers it spawns
 * (tests/api/support/serverBundle.ts). A start took 3.5 s of CPU through tsx, which compiles and resolves each
 * TypeScript module at every start, and takes about 1.7 s from a bundle (README "Where the test time goes").
 */
export async function bundleServer(outDir: string): Promise<string> {
  rmSync(outDir, { recursive: true, force: true });
  const outfile = join(outDir, 'main.mjs');
  await build({
    entryPoints: [join(ROOT, 'server', 'main.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: 'linked',
    outfile,
    logLevel: 'warning',
    // The registry swaps of scripts/funnelCountries.mjs (FUNNEL_COUNTRIES, FUNNEL_OFFER_SCREENS) happen at module
    // resolution, which a bundle has done already: a server asked for them runs the sources with that hook instead.
    banner: {
      js: "if (process.env.FUNNEL_COUNTRIES || process.env.FUNNEL_OFFER_SCREENS) { console.error('FUNNEL_COUNTRIES and FUNNEL_OFFER_SCREENS need the sources: node --import tsx --import ./scripts/funnelCountries.mjs server/main.ts'); process.exit(1); }",
    },
  });
  cpSync(join(ROOT, 'server', 'db', 'migrations'), join(outDir, 'migrations'), { recursive: true });
  return outfile;
}

/**
 * A bundle of this tree in a folder of its own right below the root (`.server-bundle-*`, git-ignored), for tools that
 * start the server as `npm start` runs it without writing dist-server/ (which a build running beside them may be
 * writing): the API suite's spawned servers, the API bench. `remove` deletes the folder.
 */
export async function temporaryServerBundle(): Promise<{ readonly file: string; readonly remove: () => void }> {
  const dir = mkdtempSync(join(ROOT, '.server-bundle-'));
  try {
    return { file: await bundleServer(dir), remove: () => rmSync(dir, { recursive: true, force: true }) };
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}
