// Layer rules of the architecture (docs/architecture.md): imports point inward.
// Change (with reason): domain/ may also use `ibantools` — DEVELOPERS.md prefers a well-kept library for IBAN over hand-written code.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'domain-is-pure',
      comment: 'domain/ imports only domain/, valibot, libphonenumber-js (core) and ibantools.',
      severity: 'error',
      from: { path: '^domain/' },
      to: {
        pathNot: ['^domain/', 'node_modules/(valibot|libphonenumber-js|ibantools)/'],
      },
    },
    {
      name: 'validation-knows-no-country',
      comment:
        'domain/validation holds the rules no country decides; a validator that needs a country lives beside the packs (domain/country), the phone rule in domain/phone, and domain/fields gathers them all, so the arrows run one way.',
      severity: 'error',
      from: { path: '^domain/validation/' },
      to: { path: '^domain/(country|phone|fields)/' },
    },
    {
      name: 'application-imports-domain-only',
      comment: 'application/ imports domain/ and application/ only.',
      severity: 'error',
      from: { path: '^application/' },
      to: { pathNot: ['^application/', '^domain/', 'node_modules/valibot/'] },
    },
    {
      name: 'ui-never-imports-adapters-or-root',
      comment: 'ui/ gets use cases from the container through one context; it never sees adapters, src/ or inversify.',
      severity: 'error',
      from: { path: '^ui/' },
      to: { path: ['^adapters/', '^src/', '^server/', 'node_modules/inversify/'] },
    },
    {
      name: 'adapters-stay-outward',
      comment: 'adapters/ implement ports; they never import ui/, src/, server/ or inversify.',
      severity: 'error',
      from: { path: '^adapters/' },
      to: { path: ['^ui/', '^src/', '^server/', 'node_modules/inversify/'] },
    },
    {
      name: 'only-root-uses-inversify',
      severity: 'error',
      from: { pathNot: ['^src/', '^tests/'] },
      to: { path: 'node_modules/inversify/' },
    },
    {
      name: 'server-shares-domain-only',
      comment: 'The reference API shares domain schemas, nothing of the browser app.',
      severity: 'error',
      from: { path: '^server/' },
      to: { path: ['^application/', '^adapters/', '^ui/', '^src/'] },
    },
    {
      name: 'example-gateways-stay-outward',
      comment: 'An example adapter (examples/*/…Gateway.ts) is bundled into the funnel: like adapters/, it never imports ui/, src/, server/ or inversify.',
      severity: 'error',
      from: { path: '^examples/.+Gateway\\.ts$' },
      to: { path: ['^ui/', '^src/', '^server/', 'node_modules/inversify/'] },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Tests beside the code (domain/country/<cc>/*.test.ts) use vitest and fast-check; they are not shipped.
    exclude: { path: ['^dist/', '^tests/', '\\.test\\.ts$'] },
    tsConfig: { fileName: require('node:path').join(__dirname, 'tsconfig.json') },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'], extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] },
  },
};
