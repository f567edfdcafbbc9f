/**
 * The input port of a use case (docs/architecture.md "Names": verb + noun, one public `execute`): what the ui, the
 * composition root and a decorator such as withTracking hold of use case `C` — its `execute`, with the exact signature
 * `C` declares (a generic one stays generic, a synchronous one synchronous) — and nothing of how it is built. The one
 * input-port type of the app: `UseCase<SaveStep>` for a use case class, `UseCase<{ execute(input: I): Promise<Result<O, E>> }>`
 * where code is generic over what a use case takes and answers.
 */
export type UseCase<C extends { execute(input: never): unknown }> = Pick<C, 'execute'>;

/**
 * A use case whose call starts with work that needs nothing the applicant has still to give (its code loaded, an id made
 * and persisted): `prepare` does that work ahead, while the applicant reads, so the call does not (issue 25 item 4: the
 * final submission prepared on the review). Preparing is idempotent and never calls the API; the call still prepares
 * whatever was not.
 */
export type PreparableUseCase<C extends { execute(input: never): unknown }> = UseCase<C> & {
  prepare(input: Parameters<C['execute']>[0]): Promise<void>;
};
