import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveFloor, type FloorServer } from '../../../scripts/bench/floor';

describe('serveFloor', () => {
  let floor: FloorServer;
  beforeAll(async () => {
    floor = await serveFloor();
  });
  afterAll(() => floor.close());

  it('starts at /floor/1 on loopback', () => {
    expect(floor.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/floor\/1$/);
  });

  it.each(['/floor/1', '/floor/17', '/'])('serves the floor page at %s (a reload of any step shows it), uncached', async (path) => {
    const response = await fetch(new URL(path, floor.url));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const html = await response.text();
    // What the harness drives and waits for: a form in main with one input and a submit, and a new path per Continue.
    expect(html).toMatch(/<main>[\s\S]*<form[\s\S]*<input id="answer-1"[\s\S]*<button type="submit">/);
    expect(html).toMatch(/history\.pushState\(/);
  });
});
