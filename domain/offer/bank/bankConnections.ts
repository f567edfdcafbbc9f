import * as v from 'valibot';

/** An open-banking provider the lender works with (docs/states-and-routes.md "Routes" /instantor, /wenance-tink, /wenance-account, /moneyman-paylands). */
export type BankProviderId = 'instantor' | 'tink' | 'paylands';

export interface BankConnection {
  /** Progress state that sends the applicant here (docs/states-and-routes.md "Application states"). */
  readonly state: number;
  readonly route: string;
  readonly provider: BankProviderId;
  /** The provider's name as the applicant sees it. */
  readonly providerName: string;
}

/** The bank-connection screens, one row per route (docs/states-and-routes.md "Application states": states 9, 17, 18, 19): data, no per-route code. */
export const BANK_CONNECTIONS: readonly BankConnection[] = [
  { state: 9, route: '/instantor', provider: 'instantor', providerName: 'Instantor' },
  { state: 17, route: '/wenance-tink', provider: 'tink', providerName: 'Tink' },
  { state: 18, route: '/wenance-account', provider: 'tink', providerName: 'Tink' },
  { state: 19, route: '/moneyman-paylands', provider: 'paylands', providerName: 'Paylands' },
];

/** The bank connection of a progress state; undefined when the state asks for none. */
export const bankConnectionForState = (state: number): BankConnection | undefined => BANK_CONNECTIONS.find((c) => c.state === state);

/** The bank connection of a route; undefined when the route is not one. */
export const bankConnectionForRoute = (route: string): BankConnection | undefined => BANK_CONNECTIONS.find((c) => c.route === route);

/**
 * Body of `POST /lead/bank/authorize`: the lead and the funnel address the provider sends the applicant back to
 * (same origin as the page that asks; the server refuses any other).
 */
export const BankAuthorizeRequestSchema = v.object({
  id: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
  returnTo: v.pipe(v.string(), v.maxLength(2048), v.url()),
});

/** Answer of `POST /lead/bank/authorize`: where the applicant goes to approve access at the provider. */
export const BankAuthorizeResponseSchema = v.object({
  authorizeUrl: v.pipe(v.string(), v.maxLength(4096)),
  provider: v.picklist(['instantor', 'tink', 'paylands']),
});
export type BankAuthorizeResponse = v.InferOutput<typeof BankAuthorizeResponseSchema>;

/**
 * What the provider's redirect back carries in the funnel's query: `state` (the one the authorize call made) and
 * either `code` (access approved; the funnel sends it to `POST /lead/account`) or `error` (refused or failed).
 */
export const BankReturnSchema = v.union([
  v.object({ state: v.pipe(v.string(), v.minLength(8), v.maxLength(128)), code: v.pipe(v.string(), v.minLength(8), v.maxLength(128)) }),
  v.object({ state: v.pipe(v.string(), v.maxLength(128)), error: v.pipe(v.string(), v.maxLength(128)) }),
]);
export type BankReturn = v.InferOutput<typeof BankReturnSchema>;
