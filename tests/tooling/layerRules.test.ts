import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM script without types
import { findImpurities } from '../../scripts/check-purity.mjs';

const run = promisify(execFile);
const root = resolve(__dirname, '../..');
const depcruise = resolve(root, 'node_modules/.bin/depcruise');
const config = resolve(root, '.dependency-cruiser.cjs');

async function cruise(cwd: string): Promise<{ code: number; output: string }> {
  try {
    const { stdout } = await run(depcruise, ['domain', 'application', 'adapters', 'ui', '--config', config, '--output-type', 'err'], { cwd });
    return { code: 0, output: stdout };
  } catch (e) {
    const failure = e as { code: number; stdout: string; stderr: string };
    return { code: failure.code, output: failure.stdout + failure.stderr };
  }
}

describe('layer dependency rules (docs/architecture.md)', () => {
  it('fail on planted violations, naming each broken rule', async () => {
    const { code, output } = await cruise(resolve(__dirname, 'fixtures/violating'));
    expect(code).not.toBe(0);
    expect(output).toContain('domain-is-pure');
    expect(output).toContain('application-imports-domain-only');
    expect(output).toContain('ui-never-imports-adapters-or-root');
    expect(output).toContain('validation-knows-no-country');
  });

  it('pass on the real tree', async () => {
    const { code, output } = await cruise(root);
    expect(output).not.toMatch(/error/i);
    expect(code).toBe(0);
    // The whole tree takes dependency-cruiser ~10 s alone and several times that beside the e2e browsers.
  }, 180_000);
});

describe('purity scan (no browser, time or randomness globals below adapters)', () => {
  it('finds each planted global', () => {
    const found: string[] = findImpurities([resolve(__dirname, 'fixtures/violating/domain')]);
    expect(found.join('\n')).toMatch(/Date\.now/);
    expect(found.join('\n')).toMatch(/new Date\(\) without an argument/);
    expect(found.join('\n')).toMatch(/Math\.random/);
    expect(found.join('\n')).toMatch(/browser storage/);
  });

  it('ignores comments and dates built from an argument', () => {
    expect(findImpurities([resolve(__dirname, 'fixtures/clean/domain')])).toEqual([]);
  });

  it('passes on the real domain/ and application/', () => {
    expect(findImpurities([resolve(root, 'domain'), resolve(root, 'application')].filter((p) => require('node:fs').existsSync(p)))).toEqual([]);
  });
});
