import type { CodeMessage, CodePurpose, CodeSender } from '../../../server/codes/CodeSender';

/**
 * A CodeSender for API tests (`createServer({ codeSender })`): keeps every message, so a test can type the code an
 * applicant would have received, and optionally hands it on (e.g. to the LoggingCodeSender whose log a test reads).
 */
export class RecordingCodeSender implements CodeSender {
  readonly sent: CodeMessage[] = [];

  constructor(private readonly next?: CodeSender) {}

  async send(message: CodeMessage): Promise<void> {
    this.sent.push(message);
    await this.next?.send(message);
  }

  /** The last code sent for `leadId` and `purpose`; throws when none was (the test expected one). */
  lastCode(leadId: string, purpose: CodePurpose): string {
    const found = this.sent.filter((m) => m.leadId === leadId && m.purpose === purpose).at(-1);
    if (!found) throw new Error(`no ${purpose} code was sent for ${leadId}`);
    return found.code;
  }
}
