/**
 * The input port of a use case (docs/architecture.md "Names": verb + noun, one public `execute`): what the ui, the
 * composition root and a decorator such as withTracking hold of use case `C` — its `execute`, with the exact signature
 * `C` declares (a generic one stays generic, a synchronous one synchronous) — and nothing of how it is built. The one
 * input-port type of the app: `UseCase<SaveStep>` for a use case class, `UseCase<{ execute(input: I): Promise<Result<O, E>> }>`
 * where code is generic over what a use case takes and answers.
 */
export type UseCase<C extends { execute(input: never): unknown }> = Pick<C, 'execute'>;
