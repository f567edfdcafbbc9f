import { describe, expect, it } from 'vitest';
import type { Result } from '../../../domain/kernel/Result';
import { ok } from '../../../domain/kernel/Result';
import type { UseCase } from '../../../application/usecases/UseCase';
import { lazyUseCase, USE_CASE_LOAD_FAILED } from '../../../src/container/lazyUseCase';
import { settle } from '../../support/RecordingVendorRuntime';
import { SpyLogger } from '../../support/SpyLogger';

type Failure = { readonly kind: 'Network'; readonly input: number };

/** A promise the test settles by hand: the chunk "arrives" (or fails) exactly when the test says. */
const deferred = <T>() => {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
};

/** A use case that records the inputs it ran, answering each doubled. */
class Doubling implements UseCase<{ execute(input: number): Promise<Result<number, Failure>> }> {
  readonly ran: number[] = [];
  async execute(input: number): Promise<Result<number, Failure>> {
    this.ran.push(input);
    return ok(input * 2);
  }
}

const failure = (input: number): Failure => ({ kind: 'Network', input });

describe('lazyUseCase: a use case whose code arrives on first call', () => {
  it('holds calls made before the module arrives and runs them in call order once it does', async () => {
    const chunk = deferred<Doubling>();
    const proxy = lazyUseCase('Doubling', () => chunk.promise, failure, new SpyLogger());
    const answers = [proxy.execute(1), proxy.execute(2), proxy.execute(3)];
    await settle();
    const real = new Doubling();
    expect(real.ran).toEqual([]);
    chunk.resolve(real);
    expect(await Promise.all(answers)).toEqual([ok(2), ok(4), ok(6)]);
    expect(real.ran).toEqual([1, 2, 3]);
  });

  it('builds the use case once for every call, before and after it arrived', async () => {
    let builds = 0;
    const real = new Doubling();
    const proxy = lazyUseCase('Doubling', async () => ((builds += 1), real), failure, new SpyLogger());
    await Promise.all([proxy.execute(1), proxy.execute(2)]);
    await proxy.execute(3);
    expect(builds).toBe(1);
    expect(real.ran).toEqual([1, 2, 3]);
  });

  it('answers a failed fetch with the failure value for that input (never rejects), logs it, and fetches again next call', async () => {
    const logger = new SpyLogger();
    const attempts: Array<ReturnType<typeof deferred<Doubling>>> = [];
    const proxy = lazyUseCase('Doubling', () => (attempts.push(deferred<Doubling>()), attempts[attempts.length - 1]!.promise), failure, logger);
    const first = proxy.execute(7);
    attempts[0]!.reject(new Error('ChunkLoadError: offline'));
    expect(await first).toEqual({ ok: false, error: { kind: 'Network', input: 7 } });
    expect(logger.entries).toEqual([{ level: 'warn', message: USE_CASE_LOAD_FAILED, context: { useCase: 'Doubling', error: 'Error: ChunkLoadError: offline' } }]);

    const real = new Doubling();
    const retry = proxy.execute(8);
    expect(attempts).toHaveLength(2);
    attempts[1]!.resolve(real);
    expect(await retry).toEqual(ok(16));
    expect(real.ran).toEqual([8]);
  });

  it('every call waiting on a fetch that fails gets its own failure value', async () => {
    const chunk = deferred<Doubling>();
    const proxy = lazyUseCase('Doubling', () => chunk.promise, failure, new SpyLogger());
    const answers = [proxy.execute(1), proxy.execute(2)];
    chunk.reject(new Error('offline'));
    expect(await Promise.all(answers)).toEqual([
      { ok: false, error: { kind: 'Network', input: 1 } },
      { ok: false, error: { kind: 'Network', input: 2 } },
    ]);
  });
});
