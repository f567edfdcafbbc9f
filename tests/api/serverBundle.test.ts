import { spawnSync } from 'node:child_process';
import { describe, expect, inject, it } from 'vitest';

/**
 * The server's bundle (scripts/serverBundle.ts, what `npm start` runs) resolved its modules when it was made, so the
 * registry swaps that act at module resolution (FUNNEL_COUNTRIES, FUNNEL_OFFER_SCREENS: the worked examples) cannot
 * reach it. It must say so and stop, not serve the shipped registries as if the swap had happened.
 */
describe('the server bundle', () => {
  it.each(['FUNNEL_COUNTRIES', 'FUNNEL_OFFER_SCREENS'])('refuses %s with a message naming the way that honours it, before opening anything', (variable) => {
    const run = spawnSync(process.execPath, [inject('serverBundle')], {
      env: { ...process.env, [variable]: 'examples/anything.ts', PORT: '0', HOST: '127.0.0.1', DATA_DIR: '/nonexistent/never-opened' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('need the sources: node --import tsx --import ./scripts/funnelCountries.mjs server/main.ts');
    expect(run.stdout).not.toContain('http://');
  });
});
