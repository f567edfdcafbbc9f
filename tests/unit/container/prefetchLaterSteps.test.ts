import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ContainerModule } from 'inversify';
import { describe, expect, it } from 'vitest';
import { resolveBrandConfig } from '../../../domain/brand/resolveBrandConfig';
import { createContainer } from '../../../src/container/createContainer';
import { FetchGatewayChunk } from '../../../src/container/leadGatewayModule';
import { INTERACTION_EVENTS, LaterStepChunk, onFirstInteraction, prefetchLaterSteps } from '../../../src/container/prefetchLaterSteps';
import { LeadGateway } from '../../../src/container/tokens';
import { InMemoryLeadGateway } from '../../support/InMemoryLeadGateway';
import { fakeEnvironment } from './fakeEnvironment';

const brand = () => {
  const parsed = resolveBrandConfig('es-vehicle', JSON.parse(readFileSync(join(process.cwd(), 'brands', 'es-vehicle', 'brand.json'), 'utf8')));
  if (!parsed.ok) throw new Error(parsed.error.issues.join('\n'));
  return parsed.value;
};

/** An EventTarget that also counts the listeners still attached. */
class CountingTarget extends EventTarget {
  listeners = 0;
  override addEventListener(...args: Parameters<EventTarget['addEventListener']>): void {
    this.listeners += 1;
    super.addEventListener(...args);
  }
  override removeEventListener(...args: Parameters<EventTarget['removeEventListener']>): void {
    this.listeners -= 1;
    super.removeEventListener(...args);
  }
}

describe('onFirstInteraction: later steps prefetched while the applicant fills step 1', () => {
  it.each(INTERACTION_EVENTS)('%s prefetches once and stops listening', (type) => {
    const target = new CountingTarget();
    let prefetches = 0;
    onFirstInteraction(target, () => (prefetches += 1), (run) => run());
    target.dispatchEvent(new Event(type));
    for (const again of INTERACTION_EVENTS) target.dispatchEvent(new Event(again));
    expect(prefetches).toBe(1);
    expect(target.listeners).toBe(0);
  });

  it.each(['focus', 'focusin', 'scroll', 'load'])('%s is not interaction: nothing is prefetched (the first step is measured before any)', (type) => {
    const target = new CountingTarget();
    let prefetches = 0;
    onFirstInteraction(target, () => (prefetches += 1));
    target.dispatchEvent(new Event(type));
    expect(prefetches).toBe(0);
    expect(target.listeners).toBe(INTERACTION_EVENTS.length);
  });

  it('the prefetch waits until the event has been dispatched: a render inside it would reset the typed value of a controlled input', async () => {
    const target = new CountingTarget();
    const seen: string[] = [];
    onFirstInteraction(target, () => seen.push('prefetch'));
    // A later listener of the same event stands for React's own: it must see the event before the prefetch runs.
    target.addEventListener('input', () => seen.push('react'));
    // Microtasks run between listeners (the checkpoint a resolved promise or a sync render would use): not soon enough.
    target.addEventListener('input', () => void Promise.resolve().then(() => seen.push('microtask')));
    target.dispatchEvent(new Event('input'));
    expect(seen).toEqual(['react']);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(seen).toEqual(['react', 'microtask', 'prefetch']);
  });

  it('the returned function stops listening without prefetching', () => {
    const target = new CountingTarget();
    let prefetches = 0;
    onFirstInteraction(target, () => (prefetches += 1))();
    target.dispatchEvent(new Event('keydown'));
    expect(prefetches).toBe(0);
    expect(target.listeners).toBe(0);
  });
});

/**
 * Waits for the chunks the container's prefetch started: a load still in flight when the file ends would import its
 * modules into the next file's run, or after the worker is torn down (an error charged to another file).
 */
const prefetchesSettled = (container: ReturnType<typeof createContainer>): Promise<unknown> =>
  Promise.all(container.getAll(LaterStepChunk).map((chunk) => ('settled' in chunk && typeof chunk.settled === 'function' ? (chunk.settled as () => Promise<void>)() : undefined)));

describe('prefetchLaterSteps', () => {
  it('prefetches every chunk bound as LaterStepChunk, the lead gateway, later-step use cases and the brand flow among them', async () => {
    let prefetched = 0;
    const extra = new ContainerModule(({ bind }) => {
      bind(LaterStepChunk).toConstantValue({ prefetch: () => (prefetched += 1) });
    });
    const container = createContainer(brand(), { environment: fakeEnvironment().environment, modules: [extra] });
    // The lead gateway, the later-step use cases, the brand's flow (step catalogue) and the captcha slot (a no-op
    // without reCAPTCHA), plus the one above.
    expect(container.getAll(LaterStepChunk)).toHaveLength(5);
    prefetchLaterSteps(container);
    expect(prefetched).toBe(1);
    await prefetchesSettled(container);
  });

  /** The composition root with the fetch gateway's chunk counted, and LeadGateway rebound when `swapBackend`. */
  const gatewayChunkPrefetches = async (swapBackend: boolean): Promise<number> => {
    let prefetched = 0;
    const modules = [
      new ContainerModule(({ rebind }) => {
        rebind(FetchGatewayChunk).toConstantValue({ load: () => Promise.reject(new Error('not in this test')), prefetch: () => (prefetched += 1) });
        if (swapBackend) rebind(LeadGateway).toConstantValue(new InMemoryLeadGateway());
      }),
    ];
    const container = createContainer(brand(), { environment: fakeEnvironment().environment, modules });
    prefetchLaterSteps(container);
    await prefetchesSettled(container);
    return prefetched;
  };

  it('prefetches the fetch gateway\'s chunk with the default backend, and not once an integrator rebinds LeadGateway', async () => {
    expect(await gatewayChunkPrefetches(false)).toBe(1);
    expect(await gatewayChunkPrefetches(true)).toBe(0);
  });
});
