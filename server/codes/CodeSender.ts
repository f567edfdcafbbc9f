/** What a one-time code is for: the mobile verification of an offer step, or resuming from another browser. */
export type CodePurpose = 'mobile-verification' | 'resume';

/** One one-time code to deliver to the applicant. */
export interface CodeMessage {
  readonly leadId: string;
  readonly channel: 'sms' | 'email';
  /** The mobile number (E.164) or e-mail address on file: personal data, for the gateway only, never for a log. */
  readonly destination: string;
  /** The code in clear: only the gateway sees it; the database keeps its hash. */
  readonly code: string;
  readonly purpose: CodePurpose;
}

/**
 * The server's port to an SMS or e-mail gateway (server/docs/security-and-reliability.md "One-time codes"). The reference server ships
 * LoggingCodeSender (logs the masked destination only); a deployment passes its gateway's adapter to
 * `createServer({ codeSender })`. Called after the code is committed; a rejection is logged and the applicant may ask
 * for a new code.
 */
export interface CodeSender {
  /** Delivers `message.code` to `message.destination` by `message.channel`. */
  send(message: CodeMessage): Promise<void>;
}
