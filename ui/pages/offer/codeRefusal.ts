import type { UseCaseError } from '../../../application/usecases/UseCaseError';

/**
 * Why a mobile code or a new code was refused, as the applicant must hear it (issue 15: the screen says when to try
 * again). Read from the API's refusal on field `code` (domain/api/MobileVerificationContract.ts).
 */
export type CodeRefusal =
  /** Not 4 to 8 digits (checked before any call). */
  | { readonly kind: 'format' }
  | { readonly kind: 'wrong'; readonly attemptsLeft: number | null }
  /** Too many wrong codes for this code: a new one is needed (`seconds` until one may be sent, 0: now). */
  | { readonly kind: 'spent'; readonly seconds: number }
  /** Too many wrong codes for the application: locked for `seconds`. */
  | { readonly kind: 'locked'; readonly seconds: number }
  /** A new code cannot be sent yet. */
  | { readonly kind: 'tooSoon'; readonly seconds: number }
  /** The number is not a mobile of the brand's country. */
  | { readonly kind: 'phone' }
  /** No answer the screen can explain (network, server): try again. */
  | { readonly kind: 'failed' };

const numberParam = (value: string | number | undefined): number | null => {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) && n >= 0 ? Math.ceil(n) : null;
};

/** The refusal a use case error means (a `TooManyAttempts` without `reason`, from an older backend: spent). */
export function codeRefusalOf(error: UseCaseError): CodeRefusal {
  if (error.kind === 'InvalidInput') return 'code' in error.errors ? { kind: 'format' } : { kind: 'phone' };
  if (error.kind !== 'Validation') return { kind: 'failed' };
  const first = error.fieldErrors[0];
  if (!first) return { kind: 'failed' };
  const retry = numberParam(first.params?.retryAfterSeconds) ?? 0;
  switch (first.code) {
    case 'WrongCode':
      return { kind: 'wrong', attemptsLeft: numberParam(first.params?.attemptsLeft) };
    case 'TooManyAttempts':
      return first.params?.reason === 'locked' ? { kind: 'locked', seconds: retry } : { kind: 'spent', seconds: retry };
    case 'ResendTooSoon':
      return { kind: 'tooSoon', seconds: retry };
    default:
      // Any other field error names the phone number (InvalidFormat, PhoneNotMobile …) or a malformed code.
      return first.field === 'code' ? { kind: 'format' } : { kind: 'phone' };
  }
}
