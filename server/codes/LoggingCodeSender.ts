import type { CodeMessage, CodeSender } from './CodeSender';
import { maskDestination } from './maskDestination';

/**
 * The reference server's CodeSender: it has no SMS or e-mail gateway, so "sending" is one log line naming the purpose,
 * the channel and the masked destination (`code for resume sent by sms to +34 6•• ••• •78`). Never the code, in any
 * mode: a log is read by more people than the applicant. Test suites that need the code inject their own sender.
 */
export class LoggingCodeSender implements CodeSender {
  constructor(private readonly log: (line: string) => void) {}

  async send(message: CodeMessage): Promise<void> {
    this.log(`code for ${message.purpose} sent by ${message.channel} to ${maskDestination(message.channel, message.destination)}`);
  }
}
