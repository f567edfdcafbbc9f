import { accessSync, constants, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { freshPgliteDir, PGLITE_TEMPLATE_DIR } from '../support/pgliteTemplate';
import { scratchRoot } from '../support/scratchRoot.mjs';

const chosenBefore = process.env.FUNNEL_SCRATCH_DIR;
afterEach(() => {
  if (chosenBefore === undefined) delete process.env.FUNNEL_SCRATCH_DIR;
  else process.env.FUNNEL_SCRATCH_DIR = chosenBefore;
});

describe('the scratch folder of throwaway test databases (tests/support/scratchRoot.mjs)', () => {
  it('is FUNNEL_SCRATCH_DIR when set', () => {
    process.env.FUNNEL_SCRATCH_DIR = '/somewhere/else';
    expect(scratchRoot()).toBe('/somewhere/else');
  });

  it('is otherwise /dev/shm or the temp folder, a folder this process can write', () => {
    delete process.env.FUNNEL_SCRATCH_DIR;
    const root = scratchRoot();
    expect(['/dev/shm', tmpdir()]).toContain(root);
    expect(statSync(root).isDirectory()).toBe(true);
    expect(() => accessSync(root, constants.W_OK)).not.toThrow();
  });

  it('holds each fresh embedded database, a whole copy of the template', () => {
    const scratch = mkdtempSync(join(tmpdir(), 'scratch-root-'));
    try {
      process.env.FUNNEL_SCRATCH_DIR = scratch;
      const dir = freshPgliteDir('scratch-test-');
      expect(dirname(dir)).toBe(scratch);
      expect(readdirSync(dir).sort()).toEqual(readdirSync(PGLITE_TEMPLATE_DIR).sort());
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
  });
});
