import { makeAutoObservable, runInAction } from 'mobx';
import type { Clock } from '../../../application/ports/Clock';
import type { OfferStageServices } from '../../services/AppServices';
import type { FunnelStore } from '../../stores/FunnelStore';
import { codeRefusalOf, type CodeRefusal } from './codeRefusal';

/** What a screen does after an answer: go to the route the new progress state points to (docs/states-and-routes.md "Application states"), or stay. */
export type CodeOutcome = { readonly kind: 'route'; readonly route: string } | { readonly kind: 'stay' };

/**
 * The mobile verification and change-of-number screens' work (docs/states-and-routes.md "Application states": states 7 and 15; issue 12): checks the code,
 * sends a new one and changes the number through the use cases, and keeps what the screen must say: the refusal of
 * the last code and when a new code may be asked for (the server's cooldown, counted down on the clock).
 */
export class MobileCodeStore {
  busy = false;
  /** Why the last code, resend or number was refused; null when it was not. */
  refusal: CodeRefusal | null = null;
  /** The screen the refusal belongs to: one screen never shows the other's (the code's error on the number field). */
  refusedOn: 'code' | 'number' = 'code';
  /** Counts refusals, so the error summary takes focus again on a repeated one. */
  attempts = 0;
  /** The masked number the last new code went to; null until a resend. */
  sentTo: string | null = null;
  /** When a new code may be asked for (epoch ms); 0: now. */
  resendAt = 0;
  /** The clock's time at the last tick, for the countdown. */
  now: number;

  constructor(
    private readonly useCases: OfferStageServices,
    private readonly funnel: FunnelStore,
    private readonly clock: Clock,
  ) {
    this.now = clock.now();
    makeAutoObservable<this, 'useCases' | 'funnel' | 'clock'>(this, { useCases: false, funnel: false, clock: false });
  }

  /** The refusal the `screen` shows; null when the last one belongs to the other screen. */
  refusalOn(screen: 'code' | 'number'): CodeRefusal | null {
    return this.refusedOn === screen ? this.refusal : null;
  }

  /** Whole seconds before a new code may be asked for; 0 when one may be now. */
  get resendWaitSeconds(): number {
    return Math.max(0, Math.ceil((this.resendAt - this.now) / 1000));
  }

  /** Moves the countdown on (the screen calls it every second while one runs). */
  tick(): void {
    this.now = this.clock.now();
  }

  async verify(code: string): Promise<CodeOutcome> {
    const state = this.funnel.state;
    if (!state || this.busy) return { kind: 'stay' };
    this.busy = true;
    const result = await this.useCases.verifyMobile.execute({ state, code });
    return runInAction(() => this.settle(result, 'code'));
  }

  async resend(): Promise<void> {
    const state = this.funnel.state;
    if (!state || this.busy || this.resendWaitSeconds > 0) return;
    this.busy = true;
    const result = await this.useCases.resendMobileCode.execute({ state });
    runInAction(() => {
      this.busy = false;
      this.tick();
      if (result.ok) {
        this.refusal = null;
        this.sentTo = result.value.maskedPhoneNumber;
        this.waitFor(result.value.nextResendInSeconds ?? 0);
        return;
      }
      this.refuse(codeRefusalOf(result.error), 'code');
    });
  }

  async changeNumber(phoneNumber: string): Promise<CodeOutcome> {
    const state = this.funnel.state;
    if (!state || this.busy) return { kind: 'stay' };
    this.busy = true;
    const result = await this.useCases.changeMobileNumber.execute({ state, phoneNumber });
    return runInAction(() => {
      const outcome = this.settle(result, 'number');
      // The new number was sent a code: the verification screen starts without the old number's refusal.
      if (outcome.kind === 'route') this.sentTo = null;
      return outcome;
    });
  }

  private settle(result: Awaited<ReturnType<OfferStageServices['verifyMobile']['execute']>>, screen: 'code' | 'number'): CodeOutcome {
    this.busy = false;
    this.tick();
    if (result.ok) {
      this.refusal = null;
      this.funnel.adopt(result.value.state);
      return { kind: 'route', route: result.value.route };
    }
    this.refuse(codeRefusalOf(result.error), screen);
    return { kind: 'stay' };
  }

  private refuse(refusal: CodeRefusal, screen: 'code' | 'number'): void {
    this.refusal = refusal;
    this.refusedOn = screen;
    this.attempts += 1;
    // A wait the server named also holds back the resend button, so the screen never offers what will be refused.
    if (refusal.kind === 'tooSoon' || refusal.kind === 'locked' || refusal.kind === 'spent') this.waitFor(refusal.seconds);
  }

  private waitFor(seconds: number): void {
    this.resendAt = this.now + seconds * 1000;
  }
}
