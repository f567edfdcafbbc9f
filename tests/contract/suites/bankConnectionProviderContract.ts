import { describe, expect, it } from 'vitest';
import type { BankConnectionProvider } from '../../../application/ports/BankConnectionProvider';
import { BANK_CONNECTIONS } from '../../../domain/offer/bank/bankConnections';
import { ID_UPLOAD_STATE, UNKNOWN_LEAD_ID, type OfferStageHarness } from './offerStageHarness';

/** A provider under contract, a backend holding leads at any state, and a funnel address that backend accepts to return to. */
export interface BankConnectionProviderHarness extends OfferStageHarness {
  readonly provider: BankConnectionProvider;
  /** A funnel address on the funnel's own origin (the backend refuses any other: no open redirect). */
  readonly returnTo: string;
}

/**
 * The contract every `BankConnectionProvider` passes (application/ports/BankConnectionProvider.ts): the fake, the
 * lead API adapter and any integrator's. `setup` runs before each test.
 */
export const describeBankConnectionProviderContract = (label: string, setup: () => BankConnectionProviderHarness | Promise<BankConnectionProviderHarness>): void => {
  describe(`${label} honours the BankConnectionProvider contract`, () => {
    it.each(BANK_CONNECTIONS.map((connection) => [connection.route, connection] as const))('a lead waiting at %s gets an authorize URL of its provider', async (_route, connection) => {
      const harness = await setup();
      const answer = await harness.provider.authorize(await harness.leadAt(connection.state), harness.returnTo);
      if (!answer.ok) throw new Error(`expected an authorize URL, got ${JSON.stringify(answer.error)}`);
      expect(new URL(answer.value.authorizeUrl).protocol).toMatch(/^https?:$/);
      expect(answer.value.provider).toBe(connection.provider);
    });

    it('a lead at another step is refused by the transition table (StepNotPending naming its step), an unknown lead is NotFound', async () => {
      const harness = await setup();
      const elsewhere = await harness.provider.authorize(await harness.leadAt(ID_UPLOAD_STATE), harness.returnTo);
      expect(elsewhere.ok || elsewhere.error).toMatchObject({ kind: 'StepNotPending', progressState: ID_UPLOAD_STATE, pendingRoute: '/id-upload' });
      const unknown = await harness.provider.authorize(UNKNOWN_LEAD_ID, harness.returnTo);
      expect(unknown.ok || unknown.error.kind).toBe('NotFound');
    });
  });
};
