/**
 * Node flags for every server process a test suite starts (the e2e suites' servers, the API suite's spawned servers).
 * `--liftoff-only`: the embedded database is PostgreSQL compiled to WebAssembly, and V8 recompiles its hot functions
 * with its optimising compiler on other threads. A server under test lives for one test or one file, too short to gain
 * from that: it cost about 1.5 s of CPU per server start, a third of it, on this project's 2-core machine (README "Where
 * the test time goes"). Only the compiler tier changes, not what the code does.
 */
export const TEST_SERVER_NODE_FLAGS = ['--liftoff-only'] as const;

/** The server `npm start` runs: server/main.ts bundled by `npm run build` (scripts/buildServer.ts), run by the e2e suites' servers. */
export const SERVER_BUNDLE = 'dist-server/main.mjs';

/** Node's arguments for a server bundle under test: the flags above, and source maps on, as `npm start` runs it. */
export const bundledServerArgs = (bundle: string = SERVER_BUNDLE): string[] => [...TEST_SERVER_NODE_FLAGS, '--enable-source-maps', bundle];
