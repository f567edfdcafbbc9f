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
    const { stdout } = await run(depcruise, ['domain', 'application', 'adapters', 'ui', 'server', '--config', config, '--output-type', 'err'], { cwd });
    return { code: 0, output: stdout };
  } catch (e) {
    const failure = e as { code: number; stdout: string; stderr: string };
    return { code: failure.code, output: failure.stdout + failure.stderr };
  }
}

/** The planted tree, cruised once for both tests that read its report (a cruise is mostly dependency-cruiser's start). */
let violating: Promise<{ code: number; output: string }> | undefined;
const cruiseViolating = () => (violating ??= cruise(resolve(__dirname, 'fixtures/violating')));

describe('layer dependency rules (docs/architecture.md)', () => {
  it('fail on planted violations, naming each broken rule', async () => {
    const { code, output } = await cruiseViolating();
    expect(code).not.toBe(0);
    expect(output).toContain('domain-is-pure');
    expect(output).toContain('application-imports-domain-only');
    expect(output).toContain('ui-never-imports-adapters-or-root');
    expect(output).toContain('validation-knows-no-country');
  });

  it('fail on planted folder loops and imports against the folder order (docs/architecture.md "Folder order")', async () => {
    const { code, output } = await cruiseViolating();
    expect(code).not.toBe(0);
    // A loop of folders that is no loop of modules: only the folder-scoped rule sees it, and it names the loop.
    expect(output).not.toMatch(/no-circular: domain\/brand/);
    expect(output).toMatch(/no-folder-cycle: domain\/brand →\s+domain\/flow →\s+domain\/brand/);
    expect(output).toMatch(/no-folder-cycle: application\/usecases →\s+application\/tracking →\s+application\/usecases/);
    expect(output).toMatch(/no-folder-cycle: ui\/app →\s+ui\/stores →\s+ui\/app/);
    expect(output).toContain('domain-folder-order: domain/flow/flowReadsTheBrand.ts → domain/brand/brandName.ts');
    expect(output).toContain('domain-folder-order: domain/lead/asksTheOffer.ts → domain/offer/offerTable.ts');
    expect(output).toContain('application-folder-order: application/tracking/trackSave.ts → application/usecases/SaveThing.ts');
    expect(output).toContain('server-folder-order: server/leads/asksTheRoutes.ts → server/routes/leadRoutes.ts');
    expect(output).toContain('server-folder-order: server/codes/startsTheServer.ts → server/createServer.ts');
    expect(output).toContain('ui-folder-order: ui/stores/readsTheScreens.ts → ui/app/screenTable.ts');
    expect(output).not.toContain('server/codes/usesTheContext.ts');
    expect(output).toContain('folder-not-in-order: domain/unplaced/newConcern.ts');
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
