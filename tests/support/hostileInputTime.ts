/**
 * The bound of the tests that guard against super-linear work (backtracking patterns, quadratic loops) on hostile input
 * of 10,000 characters: a linear answer takes a few milliseconds, a backtracking one seconds or more. Not 50 ms: the CI
 * runs the unit suite at low priority beside the e2e browsers, where a scheduling pause alone passed 50 ms. Speed
 * itself is measured by `npm run bench`, never asserted in tests.
 */
export const HOSTILE_INPUT_MS = 250;
