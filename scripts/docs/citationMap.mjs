// Where each rule of the documents once kept outside the repository now lives in it (house rule 14,
// docs/architecture.md): the product specification's sections, the country, tracking/privacy/security and
// accessibility notes, and the performance brief, each mapped to the docs/ page and heading that hold the rule.
// Read by scripts/docs/rewriteCitations.mjs; tests/tooling/selfContained.test.ts checks that every heading named here
// exists in its page.

/** The repository's pages, by short name. */
export const PAGES = {
  product: 'docs/product.md',
  states: 'docs/states-and-routes.md',
  sessions: 'docs/sessions-and-storage.md',
  clicks: 'docs/click-ids-and-consent.md',
  affiliates: 'docs/affiliates.md',
  validation: 'docs/validation-by-country.md',
  disclosure: 'docs/disclosure.md',
  security: 'docs/security-and-reliability.md',
  forms: 'docs/accessible-forms.md',
  architecture: 'docs/architecture.md',
  brands: 'docs/brands.md',
  legacy: 'docs/legacy-flow.md',
  offer: 'docs/offer-stage.md',
  readme: 'README.md',
};

/**
 * Headings of docs/states-and-routes.md, written on another branch: the one place to adjust if that page names its
 * sections differently.
 */
export const STATES = {
  table: 'Application states',
  routes: 'Routes',
  redirect: 'Redirect on progress change',
};

/** Every target the map names, for the check that each heading exists (tests/tooling/selfContained.test.ts). */
export const ALL_TARGETS = [];

/** A target: [page, heading or null for the whole page]. */
const t = (page, heading = null) => {
  const target = [page, heading];
  ALL_TARGETS.push(target);
  return target;
};

const CHROME = t('product', 'Page chrome');
const FLOW = t('product', 'The form flow');
const LANDING = t('product', 'Landing parameters');
const SCREENS = t('product', 'Screens and routes');
const ENTITIES = t('product', 'Entities');
const CALLS = t('product', 'Calls');
const CONSTANTS = t('product', 'Constants');
const ERRORS = t('product', 'Error catalogue');
const PRODUCT = t('product', 'What the product is');
const STATE_TABLE = t('states', STATES.table);
const ROUTES = t('states', STATES.routes);
const REDIRECT = t('states', STATES.redirect);
const SESSION_ID = t('sessions', 'Session id');
const STALE = t('sessions', 'Stale data');
const CLEAR = t('sessions', 'Clearing the state');
const EXPIRY = t('sessions', 'Session expiry and the timeout warning');
const KEYS = t('sessions', 'Storage keys');
const CODEC = t('sessions', 'Encoding and versions');
const NO_STORAGE = t('sessions', 'When storage is unavailable');
const NEVER_STORED = t('sessions', 'What is never stored');
const PERSISTENCE = t('sessions', 'Persistence');
const GOOGLE_CLICK = t('clicks', 'Google click ids');
const AD_CLICK = t('clicks', 'Meta and TikTok click ids');
const CAMPAIGN = t('clicks', 'Campaign fields');
const CONSENT = t('clicks', 'Consent categories');
const CONSENT_SOURCES = t('clicks', 'Consent sources');
const MARKETING_IDS = t('clicks', 'Marketing ids follow consent');
const IDENTITY = t('clicks', 'Tracking identity');
const EVENT_IDS = t('clicks', 'Event ids');
const EVENTS = t('clicks', 'Which events go to which pixel');
const ANALYTICS = t('clicks', 'Product analytics and session recording');
const AFFILIATE = t('affiliates', 'The reference');
const REPLACEMENT = t('affiliates', 'Replacement');
const AFFILIATE_EXPIRY = t('affiliates', 'Expiry');
const STATIC_NAMES = t('affiliates', 'Static-named references');
const INVALID_AFFILIATE = t('affiliates', 'Invalid data');
const FIELD_CHECK = t('validation', 'How a field is checked');
const COUNTRY_FACTS = t('validation', 'Country facts');
const NAMES = t('validation', 'Names and free text');
const ADDRESS_NUMBERS = t('validation', 'Street, house, flat and block numbers');
const CITY = t('validation', 'City and similar');
const COMPANY = t('validation', 'Company name');
const EMAIL = t('validation', 'Email');
const AMOUNT = t('validation', 'Amount and period');
const DEBTS = t('validation', 'Debts and money');
const DATES = t('validation', 'Dates and age');
const PHONE = t('validation', 'Phone numbers');
const POSTAL = t('validation', 'Postal codes');
const NATIONAL_IDS = t('validation', 'National ids');
const TAX_IDS = t('validation', 'Tax ids and id cards');
const BANK = t('validation', 'Bank accounts');
const PLATES = t('validation', 'Licence plates');
const OTHER_RULES = t('validation', 'Other rules');
const EXAMPLE = t('disclosure', 'Representative example');
const APR = t('disclosure', 'APR');
const ROUNDING = t('disclosure', 'Rounding');
const PER_COUNTRY = t('disclosure', 'Per country');
const ENCODING = t('security', 'Output encoding');
const CSP = t('security', 'Content-Security-Policy');
const FRAMING = t('security', 'Framing and parent messages');
const REDIRECTS = t('security', 'Partner redirects');
const HEADERS = t('security', 'Headers');
const IDEMPOTENCY = t('security', 'Idempotent creates');
const RETRIES = t('security', 'Retries');
const DOUBLE_SUBMIT = t('security', 'Double submit');
const SAVING = t('security', 'Saving answers');
const OFFLINE = t('security', 'Offline');
const FIRST_STEP = t('readme', 'What the first step loads (issue 6)');

/**
 * Per document and top section: rules [pattern, target] tried in order against the citation's topic (its quotes and
 * the words after it), then its line, then its file path; `default` when none matches.
 */
export const SECTION_RULES = {
  'spec 1': { rules: [], default: PRODUCT },
  'spec 2': {
    rules: [
      [/base path/i, PRODUCT],
      [/fbclid|ttclid/, AD_CLICK],
      [/gclid|gclsrc|gbraid|wbraid/, GOOGLE_CLICK],
      [/utm_|campaign/i, CAMPAIGN],
      [/refName|refSubId|refTransactionId|s_id|affiliate/, AFFILIATE],
      [/landing|query param|URL query|sellingTier|prefill/i, LANDING],
      [/Spanish brand|order of|\border\b|35 steps|step keys|step types|catalogue|section label/i, SCREENS],
      [/iframe|FORM_HEIGHT|height/i, CHROME],
      [/chrome|header|footer|logo|favicon|document title|(?<![-\w])title(?![-\w])|spinner|loader|fallback screen|error boundary|went wrong|root container|transparent|resume flow|recorder|recording|if that is enabled/i, CHROME],
      [/data point|form path|last page|server field error|field errors|earliest page|previous and next|clears the errors|resets the dynamic pages|dynamic pages|Behaviour of the dynamic flow|attach/i, FLOW],
      [/Main routes|route paths|Offer-stage routes/i, ROUTES],
      [/legacy|loan-information|six (multi-field )?pages|multi-field/i, t('legacy')],
      [/offer-stage|offer stage|partner screen/i, t('offer')],
      [/\broutes?\b|\/continue|\/404|\/unsubscribe|Main routes|\bURL\b/i, ROUTES],
      [/application page|chosen by country and product|stylesheet/i, SCREENS],
    ],
    default: SCREENS,
  },
  'spec 3': {
    rules: [
      [/configuration object|brand\.json|brand config|pageData/i, ENTITIES],
      [/Reads unwrap|nested JSON|ISO instant|ISO date|revive|decod|encod|codec/i, CODEC],
      [/no-op|unavailable|falls back/i, NO_STORAGE],
      [/event_id|event id|timestamp plus a random/i, EVENT_IDS],
      [/Campaign|utm_/i, CAMPAIGN],
      [/fbclid|_fbc|\bfbc\b|ttclid/, AD_CLICK],
      [/gclid|googleClick|legacyGclid|click id/i, GOOGLE_CLICK],
      [/Tracking identity|external_id|hash|email is trimmed|phone_number|identity/i, IDENTITY],
      [/UI colou?rs|uiColors|isLoading|loading flag/i, CHROME],
      [/\blid\b|storage key/i, KEYS],
      [/Redirect method|PUSH|REPLACE|routeChange/, REDIRECT],
      [/Affiliate/i, AFFILIATE],
      [/storage key|Browser storage|localStorage|storage|\bkeys\b/i, KEYS],
      [/Device data|deviceMemory|screenResolution|timezone|device/i, ENTITIES],
    ],
    default: ENTITIES,
  },
  'spec 4': {
    rules: [
      [/Redirect on progress change|redirect (method|rule|target)|\bPUSH\b|\bREPLACE\b|routeChange|route change/i, REDIRECT],
      [/clear-state|clear state|ClearState|empties the result|clearState|result emptied|progress state 0/i, CLEAR],
      [/Stale|expiresAt|leadStatus|applicationDataExpiry|older than|clear these fields/i, STALE],
      [/Session recording|session-recording|logRocketBlocked|retargeting|abandonment|recording|LogRocket/i, ANALYTICS],
      [/product analytics|identifies the user|PostHog|autocapture/i, ANALYTICS],
      [/Persistence|persist|One specific action|saves the loan application|storedLoanApplication|stores the returned id|lead creation stores|only when (its|their) value|when they differ|UI colou?rs|Changes to/i, PERSISTENCE],
      [/Click-id|click id|clickId|googleClick|gclid|gclsrc|wbraid|gbraid|migrat/i, GOOGLE_CLICK],
      [/static-named|static name/i, STATIC_NAMES],
      [/Invalid affiliate|only logged|invalid/i, INVALID_AFFILIATE],
      [/affiliate[^.]*expir|expir[^.]*affiliate|480/i, AFFILIATE_EXPIRY],
      [/affiliate|resets the session data|session data|be reset|reference/i, REPLACEMENT],
      [/"Session"|new id|new-session|newSessionFlag|session id|sessionId|the session rule/i, SESSION_ID],
      [/Tracking events|pixel|Short-video|Meta|TikTok|Google tag|conversion|\bLead\b|CompleteRegistration|Rejected/, EVENTS],
      [/analytics/i, ANALYTICS],
      [/Toasts?\b/i, CONSTANTS],
      [/\bstates?\b|\broute|progress|offer|decided|pre-offer|post-offer/i, STATE_TABLE],
      [/session/i, SESSION_ID],
    ],
    default: STATE_TABLE,
  },
  'spec 5': {
    rules: [
      [/send_to|event name|tag manager id|Tracking:|short-video pixel requires|Tag Manager|Google tag|conversion|pixel/i, EVENTS],
      [/FieldRule|\bFIELD_RULES|DEFERRED_FIELD_RULES|validateField|field rule|every rule|form value|rule name|validation rules|field definition/i, FIELD_CHECK],
      [/postal|postcode|5 digits/i, POSTAL],
      [/phone|NOT_A_NUMBER|TOO_SHORT|extension|calling code|libphonenumber|mobile/i, PHONE],
      [/e-?mail/i, EMAIL],
      [/street|house number|flat|block number/i, ADDRESS_NUMBERS],
      [/city|suburb|district|municipality/i, CITY],
      [/company|pension payer/i, COMPANY],
      [/sessionId|uuid/i, OTHER_RULES],
      [/amount|period|steps? of|slider|loan choice/i, AMOUNT],
      [/debt/i, DEBTS],
      [/date|birth|\bage\b/i, DATES],
      [/IBAN|bank account/i, BANK],
      [/job title|jobTitle|\bnames?\b|free[- ]text/i, NAMES],
    ],
    default: FIELD_CHECK,
  },
  'spec 6': { rules: [], default: PRODUCT },
  'spec 7': { rules: [], default: CALLS },
  'spec 8': {
    rules: [[/Storage read\/write|storage/i, NO_STORAGE]],
    default: ERRORS,
  },
  'spec 9': {
    rules: [
      [/\bconstants\b/i, CONSTANTS],
      [/Iframe|debounce|threshold|10 px/i, CHROME],
      [/Translation|i18next|separator|Toast|Logged JSON|1024|truncat|larger ones are dropped|Fetch cache|60 seconds|polling|Offer expiration/i, CONSTANTS],
      [/Session log|logging|logPercentage|sampl|retargeting|abandonment|recording/i, ANALYTICS],
      [/affiliate|480/i, AFFILIATE_EXPIRY],
      [/click|gclid|90 days|legacyGclid/i, GOOGLE_CLICK],
      [/overdue|debt/i, DEBTS],
      [/application data|stale|applicationDataExpiry/i, STALE],
      [/expir/i, CONSTANTS],
      [/amount|period|\bbase\b|range|default|limits|\bstep/i, AMOUNT],
    ],
    default: CONSTANTS,
  },
  'tps 1': {
    rules: [
      [/event_id|eventID|dedup|retries|reused|logical|one key/i, EVENT_IDS],
      [/\bfbc\b|fbclid|click identif|click id/i, AD_CLICK],
    ],
    default: IDENTITY,
  },
  'tps 2': {
    rules: [
      [/external consent platform|ConsentSource|ConsentRecorder|consent platform|banner|non-EU|consent mode|consent\.mode/i, CONSENT_SOURCES],
      [/PostHog|LogRocket|recorder|record|mask|replay|sanitiz/i, ANALYTICS],
      [/click id|gclid|storage key|marketing id|URL tracking|vendor cookie/i, MARKETING_IDS],
    ],
    default: CONSENT,
  },
  'tps 3': {
    rules: [
      [/Redirect|3\.7\.2|partner|navigat/i, REDIRECTS],
      [/postMessage|3\.5\.5|parent|origin|iframe|frame/i, FRAMING],
      [/\bCSP\b|Content-Security|3\.4\.3|nonce|vendor host/i, CSP],
      [/Headers|HSTS|nosniff|Referrer/i, HEADERS],
      [/parse|inject|render|markup|XSS|as text|as data/i, ENCODING],
      [/Browser storage|storage|14\.3\.3|national ID|IBAN|sensitive|never written|stored|privacy|persist/i, NEVER_STORED],
    ],
    default: ENCODING,
  },
  'tps 4': {
    rules: [
      [/Session timeout|2 minutes|timeout warning/i, EXPIRY],
      [/Double submit|double/i, DOUBLE_SUBMIT],
      [/Offline|onLine|retry when back/i, OFFLINE],
      [/Idempoten|\bkey\b|replay/i, IDEMPOTENCY],
      [/backoff|jitter|retr|5xx|4xx/i, RETRIES],
      [/Autosave|visibilitychange|pending|\bsave/i, SAVING],
      [/session|timeout|WCAG/i, EXPIRY],
    ],
    default: RETRIES,
  },
  'tps 5': {
    rules: [
      [/IBAN|storage/i, NEVER_STORED],
      [/hash|golden|vector/i, IDENTITY],
      [/XSS|probe|script-like|javascript:/i, ENCODING],
      [/abort|503|reload|double|one lead/i, IDEMPOTENCY],
      [/vendor|consent/i, CONSENT],
    ],
    default: t('security'),
  },
  'tps': { rules: [], default: t('security') },
  'forms': {
    rules: [
      [/Never clear|When to validate|on Continue/i, t('forms', 'When to validate')],
      [/Question pages?/i, t('forms', 'Question pages')],
      [/Error summary|"Error: "|title gains/i, t('forms', 'Error summary')],
      [/Inline error/i, t('forms', 'Inline error')],
      [/Check your answers|check answers|review|Change link|3\.3\.4/i, t('forms', 'Check your answers')],
      [/Autofill|autocomplete/i, t('forms', 'Autofill')],
      [/"Inputs"|inputmode/i, t('forms', 'Inputs')],
      [/Focus/i, t('forms', 'Focus')],
      [/Timing|timeout|2\.2\.1/i, t('forms', 'Timing')],
      [/"Tests"|axe|WCAG 2\.2 A/i, t('forms', 'Tests')],
      [/Redundant entry|pre-?filled/i, t('forms', 'Redundant entry')],
    ],
    default: t('forms'),
  },
  'cr': {
    rules: [
      [/APR|disclosure|TAE|annual/i, PER_COUNTRY],
      [/currency|§x\.5/i, COUNTRY_FACTS],
      [/Steuer|tax id|RFC|NIT/i, TAX_IDS],
      [/CCCD|PESEL|CNP|CURP|DNI|national id|birth date/i, NATIONAL_IDS],
      [/IBAN|CLABE|account/i, BANK],
      [/postal|address|colonia|department|province/i, POSTAL],
    ],
    default: FIELD_CHECK,
  },
};

/** The reference notes' country subsections: §<country>.<n> by what the subsection holds. */
const COUNTRY_SUBSECTIONS = {
  ES: { 1: NATIONAL_IDS, 2: POSTAL, 3: BANK, 4: PHONE, 5: COUNTRY_FACTS, 6: PLATES, 7: PER_COUNTRY },
  MX: { 1: NATIONAL_IDS, 2: TAX_IDS, 3: TAX_IDS, 4: BANK, 5: PHONE, 6: POSTAL, 7: COUNTRY_FACTS, 8: PER_COUNTRY },
  PL: { 1: NATIONAL_IDS, 2: TAX_IDS, 3: POSTAL, 4: BANK, 5: PHONE, 6: COUNTRY_FACTS, 7: PER_COUNTRY },
  CO: { 1: NATIONAL_IDS, 2: TAX_IDS, 3: POSTAL, 4: BANK, 5: PHONE, 6: COUNTRY_FACTS, 7: PER_COUNTRY },
  RO: { 1: NATIONAL_IDS, 2: POSTAL, 3: BANK, 4: PHONE, 5: COUNTRY_FACTS, 6: PER_COUNTRY },
  DE: { 1: NATIONAL_IDS, 2: POSTAL, 3: BANK, 4: PHONE, 5: COUNTRY_FACTS, 6: PER_COUNTRY },
  VN: { 1: NATIONAL_IDS, 2: POSTAL, 3: BANK, 4: PHONE, 5: COUNTRY_FACTS, 6: PER_COUNTRY },
  PH: { 1: NATIONAL_IDS, 2: POSTAL, 3: BANK, 4: PHONE, 5: COUNTRY_FACTS, 6: PER_COUNTRY },
};
const COUNTRY_ORDER = ['ES', 'MX', 'PL', 'CO', 'RO', 'DE', 'VN', 'PH'];

/**
 * The target of a country-notes section ("1.3", "9", "0"), or null. `topic` refines §0 and Germany's §6.1 (the
 * Steuer-IdNr is a tax id).
 */
export function countrySection(section, topic) {
  const [major, minor] = section.split('.').map(Number);
  if (major === 0) {
    if (/postal|post code|zip/i.test(topic)) return POSTAL;
    if (/IBAN|bank/i.test(topic)) return BANK;
    return COUNTRY_FACTS;
  }
  if (major === 9) {
    if (minor === 2) return EXAMPLE;
    if (minor === 3) return /round/i.test(topic) ? ROUNDING : EXAMPLE;
    return /round/i.test(topic) ? ROUNDING : APR;
  }
  if (major === 10) return FIELD_CHECK;
  const country = COUNTRY_ORDER[major - 1];
  if (!country) return null;
  if (minor === undefined) return /APR|disclos/i.test(topic) ? PER_COUNTRY : COUNTRY_FACTS;
  if (country === 'DE' && minor === 1 && /Steuer|tax/i.test(topic)) return TAX_IDS;
  return COUNTRY_SUBSECTIONS[country][minor] ?? null;
}

/** Quotes naming a section whose rules all live under one heading: decisive, before any pattern. */
export const QUOTE_TARGETS = {
  'main routes': ROUTES,
  'offer-stage routes': ROUTES,
  'dynamic form flow (v3)': SCREENS,
  "order of the spanish brand's dynamic form": SCREENS,
  'behaviour of the dynamic flow': FLOW,
  'landing url query parameters': LANDING,
  'page chrome': CHROME,
  'inside an iframe': CHROME,
  'application': ENTITIES,
  'application (lead)': ENTITIES,
  'device data': ENTITIES,
  'application result': ENTITIES,
  'other state': ENTITIES,
  'dynamic form page': ENTITIES,
  'configuration object': ENTITIES,
  'browser storage keys': KEYS,
  'tracking identity': IDENTITY,
  'application state (numeric, 0 = none)': STATE_TABLE,
  'application state': STATE_TABLE,
  'each state maps to a route': STATE_TABLE,
  'redirect on progress change': REDIRECT,
  'session': SESSION_ID,
  'stale application data': STALE,
  'persistence': PERSISTENCE,
  'click-id rule': GOOGLE_CLICK,
  'tracking events': EVENTS,
  'patterns for the spanish brand': NAMES,
  'translation files': CALLS,
  'mobile': CALLS,
  'lead create': CALLS,
  'lead update': CALLS,
  'continue a lead': CALLS,
  'test data points': CALLS,
  'lead status': CALLS,
  'postcode lookup': CALLS,
  'company lookup': CALLS,
  'lookups': CALLS,
  'unsubscribe': CALLS,
  'offer steps under /lead/offer/': CALLS,
  'paths are relative to a configured api base url': CALLS,
  'translation': CONSTANTS,
  'session log percentage': ANALYTICS,
  'logged or thrown, not shown to users': ERRORS,
  'browser storage': NEVER_STORED,
  'redirects': REDIRECTS,
  'headers': HEADERS,
  'offline': OFFLINE,
  'session timeout': EXPIRY,
  'double submit': DOUBLE_SUBMIT,
  'deduplication': EVENT_IDS,
  'ui colours': CHROME,
};

/**
 * Quotes that name a section of an outside document rather than state a rule: replaced by the page's heading, not
 * kept. Compared case-insensitively.
 */
export const SECTION_NAMES = [
  'Main routes', 'Offer-stage routes', 'Dynamic form flow (v3)', 'Behaviour of the dynamic flow', 'Landing URL query parameters',
  'Page chrome', 'Application', 'Application (lead)', 'Affiliate reference', 'Device data', 'Application result', 'Other state',
  'Dynamic form page', 'Browser storage keys', 'Configuration object', 'Tracking identity', 'Application state (numeric, 0 = none)',
  'Application state', 'Redirect on progress change', 'Session', 'Stale application data', 'Other rules', 'Persistence',
  'Click-id rule', 'Tracking events', 'Patterns for the Spanish brand', 'Translation', 'Translation files', 'Mobile',
  'Lead create', 'Lead update', 'Continue a lead', 'Test data points', 'Lead status', 'Postcode lookup', 'Company lookup',
  'Lookups', 'Unsubscribe', 'Redirect', 'Offer steps under /lead/offer/', 'Each state maps to a route', 'Inside an iframe',
  'Order of the Spanish brand\'s dynamic form', 'UI colours', 'Browser storage', 'Redirects', 'Headers', 'Offline',
  'Session timeout', 'Double submit', 'Deduplication', 'Question pages', 'Error summary', 'Inline error', 'When to validate',
  'Check your answers', 'Autofill', 'Inputs', 'Focus', 'Timing', 'Tests', 'Budgets', 'Names', 'Layers', 'ui/',
  'Logged or thrown, not shown to users', 'Session log percentage', 'Paths are relative to a configured API base URL',
];

/**
 * Sentences whose meaning a mechanical rewrite would bend ("spec §5 is silent" is not "the validation page is
 * silent"): replaced as written here. Keys are exact text.
 */
export const OVERRIDES = [
  ['(spec §5 is silent)', '(a decision, docs/validation-by-country.md "Dates and age")'],
  ['(spec §5 silent)', '(a decision, docs/validation-by-country.md "Dates and age")'],
  ['decisions, spec §5 silent)', 'decisions, docs/validation-by-country.md "Dates and age")'],
  ['(spec §5 is silent: chosen to fit the lead API\'s columns)', '(a decision, docs/validation-by-country.md "Names and free text": chosen to fit the lead API\'s columns)'],
  ['(spec §5 has no pattern)', '(no pattern, docs/validation-by-country.md "Names and free text")'],
  ['The same patterns serve every country: spec §5 names no other country\'s variant.', 'The same patterns serve every country (docs/validation-by-country.md "Names and free text").'],
  ['Decision (spec §2 is silent):', 'Decision (docs/product.md "The form flow"):'],
  ['(spec §2 does not show their content)', '(the product names these screens, not their content: docs/offer-stage.md)'],
  ['(spec §8 lists no text for these; they are diagnostics only)', '(diagnostics only, docs/product.md "Error catalogue")'],
  ['// Not in spec §3: the built-in consent banner\'s choice and the per-lead idempotency key (tracking-privacy-security.md §2, §4).', '// Added to the older funnel\'s keys: the built-in consent banner\'s choice and the per-lead idempotency key (docs/sessions-and-storage.md "Storage keys").'],
  ['Decision (issue 15 item 0 over spec §4\'s "clear these fields"):', 'Decision (issue 15 item 0, beyond clearing the stale fields; docs/sessions-and-storage.md "Stale data"):'],
  ['(decision: spec §3 names salaryCycleValue without a meaning)', '(a decision: salaryCycleValue is the net pay of one pay period; docs/product.md "Entities")'],
  ['Spec §2 names the questions but not their options: these are', 'The catalogue\'s questions come with no given options (docs/product.md "Screens and routes"): these are'],
  ['(spec §8: server messages are not shown)', '(server messages are never shown, docs/product.md "Error catalogue")'],
  ['(spec §8: server texts are not shown)', '(server texts are never shown, docs/product.md "Error catalogue")'],
  ['Messages are the exact texts of spec §8 where the spec names one.', 'Messages are the exact texts of docs/product.md "Error catalogue" where it names one.'],
  ['spec §3\'s', 'docs/click-ids-and-consent.md "Google click ids":'],
  ['Spec §3 takes fbclid from the `_fbc` cookie, which no', 'The older funnel took fbclid from the `_fbc` cookie, which no'],
  ['(performance brief "at least 10,000 generated cases each")', '(at least 10,000 generated cases each)'],
  ['Identifiers are the worked examples of ../shared/reference/country-rules.md (or values built with its algorithms)', 'Identifiers are the worked examples of the country packs\' tests (domain/country/<cc>/<cc>Pack.test.ts; rules in docs/validation-by-country.md "National ids"), or values built with their algorithms'],
  ['Use `../shared/reference/country-rules.md`\n   for the facts and a maintained library', 'Write its rules into `docs/validation-by-country.md`\n   (and its APR name into `docs/disclosure.md`); use a maintained library'],
];

/** Other outside references, replaced by text. */
export const PLAIN_REPLACEMENTS = [
  [/(?:\.\.\/)*(?<![\w-])shared\/reference\/country-rules\.md/g, 'docs/validation-by-country.md'],
  [/(?:\.\.\/)*(?<![\w-])shared\/reference\/tracking-privacy-security\.md/g, 'docs/click-ids-and-consent.md'],
  [/(?:\.\.\/)*(?<![\w-])shared\/reference\/accessibility\.md/g, 'docs/accessible-forms.md'],
  [/(?:\.\.\/)*(?<![\w-])shared\/design\/architecture\.md/g, 'docs/architecture.md'],
  [/(?:\.\.\/)*(?<![\w-])shared\/spec\/product-spec\.md/g, 'docs/product.md'],
  [/\bperformance brief "Budgets"/g, 'README.md "What the first step loads (issue 6)"'],
  [/\bperformance brief "Not in the first-step bundle"/g, 'README.md "What the first step loads (issue 6)"'],
  [/\bperformance brief §2/g, 'README.md "What the first step loads (issue 6)"'],
  [/\bperformance brief "never a blank screen"/g, 'docs/product.md "Page chrome"'],
  [/(?<![\w/])architecture\.md "Names"/g, 'docs/architecture.md "Names"'],
  [/(?<![\w/])architecture\.md "(?:Layers|ui\/)"/g, 'docs/architecture.md "Layers and the dependency rule"'],
  [/(?<![\w/])architecture\.md,? (?:house )?rules? (\d+(?:(?:,| and| or) \d+)*)/g, (_m, numbers) => `docs/architecture.md house rule${/\D/.test(numbers) ? 's' : ''} ${numbers}`],
  [/(?<![\w/])architecture\.md(?![\w-])/g, 'docs/architecture.md'],
];

export { FIRST_STEP };
