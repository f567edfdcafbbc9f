/**
 * Server log lines that carry no personal data (issue 15 "never personal data in logs"; docs/security-and-reliability.md
 * on minimisation): an error's message and properties are left out, because a database error quotes the values it
 * failed on (a unique-key detail, PGlite's `params`: a lead's email and phone). What stays is enough to find the bug:
 * the error's class, its code, the route pattern (no ids) and the top stack frames.
 */
export function serverErrorLine(error: unknown, method: string, route: string): string {
  if (isClientAbort(error)) return `request aborted by the client: ${method} ${route}`;
  const name = error instanceof Error ? error.name : typeof error;
  const code = typeof (error as { code?: unknown } | null)?.code === 'string' ? ` code=${(error as { code: string }).code}` : '';
  const frames = error instanceof Error ? stackFrames(error.stack) : '';
  return `unexpected ${name}${code} in ${method} ${route}${frames ? ` ${frames}` : ''}`;
}

/** The first three `at …` frames of a stack, joined on one line (the first stack line repeats the message: dropped). */
function stackFrames(stack: string | undefined): string {
  return (stack ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.startsWith('at '))
    .slice(0, 3)
    .join(' | ');
}

/** A request the client gave up on mid-way (closed tab, lost network): expected, one short line, no stack. */
export function isClientAbort(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (error.name === 'AbortError' || code === 'ECONNRESET' || code === 'ERR_STREAM_PREMATURE_CLOSE' || code === 'ABORT_ERR') return true;
  const cause = (error as { cause?: unknown }).cause;
  return /^(aborted|terminated|Request aborted)$/i.test(error.message) || (cause !== undefined && cause !== error && isClientAbort(cause));
}
