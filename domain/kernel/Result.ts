/** Expected failures are values (docs/architecture.md house rule 1): a use case or rule returns one of these, never throws. */
export type Result<T, E extends { kind: string } = { kind: string }> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly error: E };

export const ok = <T>(value: T): { ok: true; value: T } => ({ ok: true, value });
export const err = <E extends { kind: string }>(error: E): { ok: false; error: E } => ({ ok: false, error });
