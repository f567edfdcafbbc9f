import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { scratchRoot } from './scratchRoot.mjs';

/**
 * Fresh embedded databases for tests, servers under test and the budget check. A new PGlite data directory starts
 * with initdb, about 10 s of CPU on this project's 2-core CI machine; a copy of an initialised, empty one opens in a
 * fraction of that. So each fresh directory is a copy of one template made once per PGlite version: empty (no
 * migration), so every server and test file still migrates its copy as a new installation does. Template and copies
 * live under scratchRoot() (tests/support/scratchRoot.mjs: memory-backed where the machine has room).
 */
const THIS_FILE = fileURLToPath(import.meta.url);
const ROOT = join(THIS_FILE, '..', '..', '..');
const PGLITE_VERSION = (JSON.parse(readFileSync(join(ROOT, 'node_modules', '@electric-sql', 'pglite', 'package.json'), 'utf8')) as { version: string }).version;

/** The template's place: PGLITE_TEMPLATE_DIR (`.ci/run` makes one per run), else one per PGlite version in the scratch folder. */
export const PGLITE_TEMPLATE_DIR = process.env.PGLITE_TEMPLATE_DIR ?? join(scratchRoot(), `funnel-pglite-initdb-${PGLITE_VERSION}`);

const templateReady = (): boolean => existsSync(join(PGLITE_TEMPLATE_DIR, 'PG_VERSION'));

/** Makes the template when missing; built aside and renamed into place, so a parallel maker never sees half of one. */
export async function ensurePgliteTemplate(): Promise<string> {
  if (templateReady()) return PGLITE_TEMPLATE_DIR;
  const building = mkdtempSync(`${PGLITE_TEMPLATE_DIR}.building-`);
  const { PGlite } = await import('@electric-sql/pglite');
  const db = await PGlite.create(building);
  await db.close();
  try {
    renameSync(building, PGLITE_TEMPLATE_DIR);
  } catch (error) {
    rmSync(building, { recursive: true, force: true });
    if (!templateReady()) throw error; // not another maker's win: a real failure
  }
  return PGLITE_TEMPLATE_DIR;
}

/** Vitest global setup: the template is made once, before the test files that copy it start side by side. */
export async function setup(): Promise<void> {
  await ensurePgliteTemplate();
}

/**
 * A new temporary PGlite data directory (named `prefix` + random) holding a copy of the empty template, for a test's
 * database or a server's DATA_DIR. Synchronous, so servers' environments can be set up anywhere; a missing template is
 * made first by this file run as a script.
 */
export function freshPgliteDir(prefix: string): string {
  if (!templateReady()) execFileSync(process.execPath, ['--import', 'tsx', THIS_FILE], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  const dir = mkdtempSync(join(scratchRoot(), prefix));
  cpSync(PGLITE_TEMPLATE_DIR, dir, { recursive: true });
  return dir;
}

// `node --import tsx tests/support/pgliteTemplate.ts` makes the template.
if (process.argv[1] === THIS_FILE) {
  ensurePgliteTemplate().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
