import { defineConfig } from 'vitest/config';

// Two projects: everything below ui/ runs in plain Node (no DOM); component tests get jsdom. Both in worker threads
// rather than child processes: each file still gets a fresh worker, at half the CPU (the node tests of domain/: 35 s against 69 s).
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
          include: ['domain/**/*.test.ts', 'tests/unit/**/*.test.ts', 'tests/contract/**/*.test.ts', 'tests/api/**/*.test.ts', 'tests/tooling/**/*.test.ts', 'tests/fuzz/**/*.test.ts', 'examples/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'component',
          environment: 'jsdom',
          pool: 'threads',
          include: ['tests/component/**/*.test.tsx'],
          setupFiles: ['tests/component/setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
