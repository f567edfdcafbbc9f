import type { Result } from '../../domain/kernel/Result';
import type { PreparableUseCase, UseCase } from '../usecases/UseCase';

/** What a tracking policy does around a use case: before the call (prepare ids) and after it (fire on outcomes). */
export interface TrackingPolicy<I, O, E extends { kind: string }> {
  before?(input: I): Promise<void>;
  after(input: I, result: Result<O, E>): void;
}

/**
 * Wraps `useCase` so conversion tracking stays out of both the core and the ui (docs/architecture.md house rule 5;
 * "withAnalytics" in bespoyasov/explicit-design): same input, same result, tracking on the side. `prepare` runs the
 * policy's `before` (and the wrapped use case's own `prepare`) ahead of the call: the ids it makes are persisted and
 * reused, so the call finds them ready.
 */
export function withTracking<I, O, E extends { kind: string }>(
  useCase: UseCase<{ execute(input: I): Promise<Result<O, E>> }> & { prepare?(input: I): Promise<void> },
  policy: TrackingPolicy<I, O, E>,
): PreparableUseCase<{ execute(input: I): Promise<Result<O, E>> }> {
  return {
    async prepare(input: I): Promise<void> {
      await policy.before?.(input);
      await useCase.prepare?.(input);
    },
    async execute(input: I): Promise<Result<O, E>> {
      await policy.before?.(input);
      const result = await useCase.execute(input);
      policy.after(input, result);
      return result;
    },
  };
}
