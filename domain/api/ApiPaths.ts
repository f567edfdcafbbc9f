/**
 * Paths of the lead API (docs/product.md "Calls"), relative to the configured API base URL (brand `apiBaseUrl`, default `/api`).
 * The funnel's HTTP adapter and the reference server both build paths here, so they cannot drift apart.
 * Every segment taken from data is URI-encoded.
 */
const seg = (value: string): string => encodeURIComponent(value);

export const ApiPaths = {
  /** POST: create (docs/product.md "Calls"). */
  createLead: '/v2/lead',
  /** PUT: update (docs/product.md "Calls"). */
  updateLead: '/v3/lead',
  leadStatus: (id: string): string => `/lead/status/${seg(id)}`,
  /** GET: resume data; the refTransactionId travels as a path suffix (docs/product.md "Calls"). */
  continueLead: (id: string, urlType: string, refTransactionId?: string): string =>
    `/v3/lead/url/${seg(id)}/${seg(urlType)}${refTransactionId ? `/${seg(refTransactionId)}` : ''}`,
  /** GET: the older form; `queryString` is appended as given (must start with `?` when not empty). */
  continueLeadV2: (id: string, urlType: string, queryString = ''): string => `/v2/lead/url/${seg(id)}/${seg(urlType)}${queryString}`,
  /** POST: sends a one-time code to resume the lead in a browser without its credential (issue 15 item 2). */
  resumeCode: (id: string): string => `/v3/lead/${seg(id)}/resume-code`,
  /** POST: checks that code; the right one sets the lead's credential cookie. */
  verifyResumeCode: (id: string): string => `/v3/lead/${seg(id)}/resume-code/verify`,
  /** POST: the partner target of a redirected lead. */
  redirect: (id: string): string => `/lead/${seg(id)}/redirect`,
  /** POST: skip the current offer-stage step. */
  skip: (id: string): string => `/lead/skip/${seg(id)}`,
  /** POST: continue selling (hand a rejected or finished lead on to a partner). */
  continueSelling: (id: string): string => `/lead/continue/${seg(id)}`,
  /** POST: an offer step under /lead/offer/. */
  offerStep: (step: string): string => `/lead/offer/${seg(step)}`,
  /** POST: another offer-stage path directly under /lead/ (vehicle, idUpload, …; see LEAD_STEP_PATHS). */
  leadStep: (path: string): string => `/lead/${path.split('/').map(seg).join('/')}`,
  verifyMobile: '/v2/customer/mobile/verify',
  verifyMobileLegacy: '/lead/mobile/verification',
  resendCode: '/v2/customer/mobile/resend-code',
  changeMobile: '/v2/customer/mobile',
  postcodeLookup: (code: string): string => `/postcode/lookup/${seg(code)}`,
  postcode: (code: string): string => `/postcode/${seg(code)}`,
  company: (name: string): string => `/company/${seg(name)}`,
  customerConsents: (id: string): string => `/customer/${seg(id)}/consents`,
  emailValidate: (email: string): string => `/email/validate/${seg(email)}`,
  /** POST (GET is not accepted, so link prefetchers cannot unsubscribe anyone). */
  unsubscribe: (email: string): string => `/customer/email/unsubscribe?email=${seg(email)}`,
  choicesCountry: '/choices/country',
  choicesPosition: '/choices/position',
  partnerLogos: '/partner/logos',
  affiliateEvent: '/affiliate/event',
  vehicleModels: '/data/vehicleModels.json',
  testDataPoints: '/v3/test/datapoints',
  /** Default translations path (brand `translationsPath` may name another): `{{lng}}`/`{{ns}}` placeholders. */
  translations: '/translations/{{lng}}/{{ns}}.json',
  /** Default policies path (brand `policiesPath` may name another). */
  policies: '/policies',
} as const;
