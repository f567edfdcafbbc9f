import { describe, expect, it } from 'vitest';
import { loggedLoad } from '../../../adapters/vendorLoading/loggedLoad';

describe('loggedLoad (a lazy adapter chunk that fails is logged once and rethrown)', () => {
  it('passes a loaded module through without logging', async () => {
    const lines: unknown[] = [];
    expect(await loggedLoad(async () => 'module', { error: (...args) => lines.push(args) }, 'failed')()).toBe('module');
    expect(lines).toEqual([]);
  });

  it('logs the message with its context and the error, then rethrows the same error', async () => {
    const lines: unknown[] = [];
    const failure = new Error('chunk missing');
    const load = loggedLoad(async () => Promise.reject(failure), { error: (...args) => lines.push(args) }, 'Pixel adapter failed', { vendor: 'meta' });
    await expect(load()).rejects.toBe(failure);
    expect(lines).toEqual([['Pixel adapter failed', { vendor: 'meta', error: 'Error: chunk missing' }]]);
  });
});
