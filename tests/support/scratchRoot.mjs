#!/usr/bin/env node
// Where test runs put throwaway embedded databases (tests/support/pgliteTemplate.ts) and `.ci/run` its run folder.
// A PGlite data directory is about 1,000 small files: copying the empty template to this project's ext4 disk cost
// 0.55–0.8 s of kernel CPU per copy, to the memory-backed /dev/shm 0.04–0.06 s, and the database's own writes there
// cost less kernel time too (README "Where the test time goes"). Nothing a test checks depends on the disk: a killed
// server's writes stay in the page cache on either.
import { accessSync, constants, statSync, statfsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { fileURLToPath } from 'node:url';

/** /dev/shm is used only with this much room left: a container's default of 64 MiB would not hold one run's databases. */
const MIN_FREE_BYTES = 4 * 1024 ** 3;
const SHARED_MEMORY = '/dev/shm';

/** FUNNEL_SCRATCH_DIR when set; else /dev/shm when it is a writable folder with room; else the temp folder. */
export function scratchRoot() {
  const chosen = process.env.FUNNEL_SCRATCH_DIR;
  if (chosen) return chosen;
  try {
    if (!statSync(SHARED_MEMORY).isDirectory()) return tmpdir();
    accessSync(SHARED_MEMORY, constants.W_OK);
    const { bavail, bsize } = statfsSync(SHARED_MEMORY);
    return bavail * bsize >= MIN_FREE_BYTES ? SHARED_MEMORY : tmpdir();
  } catch {
    return tmpdir();
  }
}

// `node tests/support/scratchRoot.mjs` prints it (`.ci/run` makes its run folder there).
if (fileURLToPath(import.meta.url) === process.argv[1]) console.log(scratchRoot());
