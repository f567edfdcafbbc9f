import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { builtTrackingSettings, loadBrand, TRACKING_SETTINGS_FILE } from '../../../server/loadBrand';
import { BRANDS_DIR } from '../../support/shippedBrand';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A brands/ folder holding one brand `xx-test`: es-vehicle's brand.json after `change`, or the text `change` answers. */
const brandsWith = (change: (document: Record<string, unknown>) => string | void): string => {
  const dir = mkdtempSync(join(tmpdir(), 'brands-'));
  dirs.push(dir);
  mkdirSync(join(dir, 'xx-test'));
  const document = JSON.parse(readFileSync(join(BRANDS_DIR, 'es-vehicle', 'brand.json'), 'utf8')) as Record<string, unknown>;
  const text = change(document);
  writeFileSync(join(dir, 'xx-test', 'brand.json'), typeof text === 'string' ? text : JSON.stringify(document));
  return dir;
};

describe('loadBrand (server and prerender read brands through it)', () => {
  it('answers the merged configuration, its id the folder name', () => {
    const brand = loadBrand(brandsWith(() => {}), 'xx-test');
    expect([brand.id, brand.currency, brand.affiliateExpiryHours]).toEqual(['xx-test', 'EUR', 480]);
  });

  it('refuses a misspelt key, naming the file and the key', () => {
    const dir = brandsWith((document) => {
      document['offerExpirationHour'] = 12;
    });
    expect(() => loadBrand(dir, 'xx-test')).toThrow(`Invalid ${join(dir, 'xx-test', 'brand.json')}: offerExpirationHour: unknown key`);
  });

  it('refuses a bad value, naming the key', () => {
    const dir = brandsWith((document) => {
      document['country'] = 'FR';
    });
    expect(() => loadBrand(dir, 'xx-test')).toThrow(/brand\.json: .*country: /);
  });

  it('at the server start, refuses a tracking key no vendor of the build reads (the keys the build recorded)', () => {
    const dist = mkdtempSync(join(tmpdir(), 'dist-'));
    dirs.push(dist);
    const dir = brandsWith((document) => {
      document['tracking'] = { metaPixelId: '1', metaPixl: '2' };
    });
    // No build: the API-only server serves no page, so no pixel; tracking stays open.
    expect(loadBrand(dir, 'xx-test', builtTrackingSettings(dist)).tracking).toMatchObject({ metaPixl: '2' });
    writeFileSync(join(dist, TRACKING_SETTINGS_FILE), JSON.stringify(['googleTag', 'metaPixelId']));
    expect(() => loadBrand(dir, 'xx-test', builtTrackingSettings(dist))).toThrow(`Invalid ${join(dir, 'xx-test', 'brand.json')}: tracking.metaPixl: unknown key`);
  });

  it('refuses a file that is not JSON, naming the file', () => {
    expect(() => loadBrand(brandsWith(() => '{ nope'), 'xx-test')).toThrow(/xx-test\/brand\.json: not JSON/);
  });
});
