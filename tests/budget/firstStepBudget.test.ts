import { inlineFiles } from '../../scripts/bench/firstStepFiles';
import { describe, expect, it } from 'vitest';
import { budgetViolations, FIRST_STEP_BUDGET, FORBIDDEN_MARKERS, measureFirstStep, type FirstStepFile } from './firstStepBudget';

const js = (text: string | Buffer, url = 'https://app/static/js/a.js'): FirstStepFile => ({ url, kind: 'js', body: Buffer.from(text) });
const css = (text: string | Buffer): FirstStepFile => ({ url: 'https://app/static/css/a.css', kind: 'css', body: Buffer.from(text) });
const clean = { jsGzipBytes: 0, cssGzipBytes: 0, forbidden: [], extraPhoneCountries: [] };

/** Bytes gzip cannot shrink: xorshift32 output, so the fixture is the same on every run. */
function incompressible(bytes: number): Buffer {
  let x = 2463534242;
  const out = Buffer.alloc(bytes);
  for (let i = 0; i < bytes; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    out[i] = x & 0xff;
  }
  return out;
}

describe('first-step byte budget checker (first-step budget), fed fixtures that break it on purpose', () => {
  it('passes a small first step with nothing forbidden', () => {
    expect(budgetViolations(measureFirstStep([js('console.log(1)'), css('body{margin:0}')]))).toEqual([]);
  });

  it('JS: exactly the budget (114 KB since issue 25) passes, one byte more fails', () => {
    expect(budgetViolations({ ...clean, jsGzipBytes: FIRST_STEP_BUDGET.jsGzipBytes })).toEqual([]);
    expect(budgetViolations({ ...clean, jsGzipBytes: FIRST_STEP_BUDGET.jsGzipBytes + 1 })).toEqual(['first-step JS 114.0 KB gzip > 114.0 KB']);
  });

  it('CSS: exactly 15 KB gzip passes, one byte more fails', () => {
    expect(budgetViolations({ ...clean, cssGzipBytes: 15 * 1024 })).toEqual([]);
    expect(budgetViolations({ ...clean, cssGzipBytes: 15 * 1024 + 1 })).toHaveLength(1);
  });

  it('a real over-budget fixture (180 KB of incompressible JS in two files) fails on the JS sum', () => {
    const measure = measureFirstStep([js(incompressible(90 * 1024), 'https://app/1.js'), js(incompressible(90 * 1024), 'https://app/2.js'), css('a{}')]);
    expect(measure.jsGzipBytes).toBeGreaterThan(FIRST_STEP_BUDGET.jsGzipBytes);
    expect(measure.jsBrotliBytes).toBeGreaterThan(0);
    expect(budgetViolations(measure)[0]).toMatch(/^first-step JS 1\d\d\.\d KB gzip > 114\.0 KB$/);
  });

  it('an over-budget CSS fixture fails on CSS', () => {
    const measure = measureFirstStep([css(incompressible(16 * 1024))]);
    expect(budgetViolations(measure)).toEqual([expect.stringMatching(/^first-step CSS .* > 15\.0 KB$/)]);
  });

  it.each([
    ['posthog-js', 'console.warn("PostHog logs flush failed:",e)'],
    ['logrocket', '"LogRocket is truncating to first 1000 characters"'],
    ['react-toastify', 'n("Toastify__progress-bar")'],
    ['check-answers screen (later step)', 'id:"submit-application"'],
    ['IBAN country registry (bank-account step)', 'GB:{chars:22,bban_regexp:"^[A-Z]{4}[0-9]{14}$"}'],
    ["later steps' controls and validators", 't("common^selectPlaceholder")'],
    ['phone as-you-type formatter', 'throw new Error("Illegal characters found in a pattern: "+e)'],
    ['phone core and metadata (libphonenumber-js)', `JSON.parse('{"version":4,"country_calling_codes":{"34":["ES"]}}')`],
  ])('finds %s by its marker', (name, text) => {
    const problems = budgetViolations(measureFirstStep([js(`var x=1;${text};`)]));
    expect(problems).toEqual([`not allowed in the first step: ${name} in https://app/static/js/a.js`]);
  });

  it('every marker is exercised above', () => {
    expect(FORBIDDEN_MARKERS.map((m) => m.name).sort()).toEqual(
      ['IBAN country registry (bank-account step)', 'check-answers screen (later step)', "later steps' controls and validators", 'logrocket', 'phone as-you-type formatter', 'phone core and metadata (libphonenumber-js)', 'posthog-js', 'react-toastify'].sort(),
    );
  });

  it('phone metadata: the 8 brand countries pass, any other country fails (quoted and minified keys)', () => {
    const brandOnly = '{"countries":{"ES":["34","00","400\\\\d{6}"],"MX":["52","0[09]"],"PH":["63","00"]}}';
    expect(budgetViolations(measureFirstStep([js(brandOnly)]))).toEqual([]);
    const withGb = '{"countries":{"ES":["34","00","x"],"GB":["44","00","x"]}}';
    expect(budgetViolations(measureFirstStep([js(withGb)]))).toEqual(["phone metadata beyond the brands' countries: GB"]);
    const minified = 'countries:{ES:["34","00"],US:["1","011"]}';
    expect(measureFirstStep([js(minified)]).extraPhoneCountries).toEqual(['US']);
  });

  it('an ISO country list (not metadata) is not mistaken for phone metadata', () => {
    expect(measureFirstStep([js('["GB","US","FR"]')]).extraPhoneCountries).toEqual([]);
  });
});

describe('inline code of the prerendered page counts as first-step bytes', () => {
  const page =
    '<html><head><style nonce="n" data-critical-css>.a{color:red}</style><script nonce="n">(function(){var x=1})()</script>' +
    '<script type="application/json" id="brand-config">{"id":"es"}</script><script defer src="/static/js/index.js"></script>' +
    '</head><body><noscript><p>x</p></noscript><div id="root"></div></body></html>';

  it('takes the critical CSS and the take-over script, not the data block or external scripts', () => {
    const files = inlineFiles(page, 'https://app/');
    expect(files.map((file) => [file.kind, file.body.toString()])).toEqual([
      ['css', '.a{color:red}'],
      ['js', '(function(){var x=1})()'],
    ]);
    const measure = measureFirstStep(files);
    expect(measure.cssGzipBytes).toBeGreaterThan(0);
    expect(measure.jsGzipBytes).toBeGreaterThan(0);
  });
});
