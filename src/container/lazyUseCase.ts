import type { Logger } from '../../application/ports/Logger';
import type { UseCase } from '../../application/usecases/UseCase';
import { lazyModule } from '../../application/kernel/lazyModule';
import { lazyPort } from '../../application/kernel/lazyPort';
import type { Result } from '../../domain/kernel/Result';
import { err } from '../../domain/kernel/Result';

/** Logged when a use case's code could not be fetched (a diagnostic; the ui shows the failure value's own message). */
export const USE_CASE_LOAD_FAILED = 'Failed to load use case';

/**
 * A use case whose code arrives on first call (docs/architecture.md house rule 7): `build` fetches its module and builds
 * it once; calls made meanwhile wait and run in the order they were made. A failed fetch is answered with
 * `failure(input)` — the value the use case gives for a network failure, so the ui offers its usual retry — and the
 * next call fetches again. Never rejects for a failed fetch.
 */
export function lazyUseCase<I, O, E extends { kind: string }>(
  name: string,
  build: () => Promise<UseCase<{ execute(input: I): Promise<Result<O, E>> }>>,
  failure: (input: I) => E,
  logger: Logger,
): UseCase<{ execute(input: I): Promise<Result<O, E>> }> {
  return lazyPort(lazyModule(build).load, (_method, [input], error) => {
    logger.warn(USE_CASE_LOAD_FAILED, { useCase: name, error: String(error) });
    return err(failure(input as I));
  });
}
