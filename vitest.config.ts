import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';

/** The folders of the Node test files: everything below ui/ that needs no DOM. */
const NODE_TEST_DIRS = ['domain', 'tests/unit', 'tests/contract', 'tests/api', 'tests/tooling', 'tests/fuzz', 'examples'];
const NODE_TESTS = NODE_TEST_DIRS.map((dir) => `${dir}/**/*.test.ts`);

/**
 * Node test files that replace or reset modules (`vi.mock`, `vi.doMock`, `vi.resetModules`, `vi.stubGlobal`): they need
 * a module registry of their own. Every other Node file shares its worker's registry with the files before it.
 */
const MODULE_REPLACING = /\bvi\.(?:mock|doMock|resetModules|stubGlobal)\(/;
const nodeFilesReplacingModules = NODE_TEST_DIRS.flatMap((dir) =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.test.ts'))
    .map((file) => join(dir, file))
    .filter((file) => MODULE_REPLACING.test(readFileSync(file, 'utf8'))),
);

// Three projects: everything below ui/ runs in plain Node (no DOM), in two projects (files sharing their worker's modules,
// and files with modules of their own); component tests get jsdom, each file in a VM context of its own inside a reused
// worker (they patch the document and keep lazy-loading state in modules: several fail when run after others with shared
// modules). All in worker threads rather than child processes: at half the CPU (the node tests of domain/: 35 s against 69 s).
export default defineConfig({
  test: {
    // The empty embedded database every API test file copies, made once before the files run side by side.
    globalSetup: ['tests/support/pgliteTemplate.ts'],
    // Two files at a time: Vitest's default (cores − 1) is one on this project's 2-core machines, which leaves a core
    // idle while an API file waits on PostgreSQL or a server process; `npm test` runs the suite at a lower priority.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'node',
          environment: 'node',
          pool: 'threads',
          include: NODE_TESTS,
          exclude: nodeFilesReplacingModules,
          // The server bundle the API files' spawned servers run: made for this project's files only.
          globalSetup: ['tests/api/support/serverBundle.ts'],
          // Files share their worker's modules: 126 s and 224 s of CPU for this project instead of 212 s and 389 s, most
          // of it loading the same modules again per file (README "Where the test time goes"). Files that replace
          // modules run in the next project. The files of this one passed in three shuffled orders
          // (`--sequence.shuffle.files --sequence.seed=N`), with and without PostgreSQL: run that after adding module state.
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'node-own-modules',
          environment: 'node',
          pool: 'threads',
          include: nodeFilesReplacingModules,
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'component',
          environment: 'jsdom',
          // A fresh VM context per file in a reused worker, not a fresh worker: 39 s and 61 s of CPU instead of 95 s and
          // 174 s, the same isolation (every file passed in three shuffled orders that broke shared modules).
          pool: 'vmThreads',
          include: ['tests/component/**/*.test.tsx'],
          setupFiles: ['tests/component/setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
