// Layer rules of the architecture (docs/architecture.md): imports point inward.
// Change (with reason): domain/ may also use `ibantools` — DEVELOPERS.md prefers a well-kept library for IBAN over hand-written code.

/**
 * The one-way folder order of docs/architecture.md "Folder order", lowest first. A folder imports only folders of
 * EARLIER rows (a row's folders do not import one another); a subfolder counts as its top folder. Every folder with
 * code is listed: a new one must take its place here.
 */
const FOLDER_ORDER = {
  domain: [
    ['shared'],
    ['validation'],
    ['lead', 'state'],
    ['api', 'country', 'session', 'storage', 'affiliate', 'clickId', 'device'],
    ['landing', 'loan', 'flow'],
    ['brand'],
    ['phone'],
    ['fields', 'tracking'],
    ['offer'],
    ['transitions'],
  ],
  application: [['ports', 'shared'], ['session'], ['redirect', 'tracking'], ['usecases'], ['saving', 'analytics', 'drafts']],
  // The files at server/'s root (createServer, main, loadBrand) compose the folders; of them, the folders import the
  // type ServerContext.ts only.
  server: [['data', 'db', 'openapi'], ['lookups'], ['validation'], ['decision'], ['codes'], ['leads'], ['http'], ['routes']],
  // kit draws, services is what the composition root hands the ui, stores hold the app-wide state, hooks read the
  // context that carries both, steps (the form engine and its stores) and chrome build on them, pages compose, app routes.
  ui: [['kit', 'styles'], ['services'], ['stores'], ['hooks'], ['steps', 'chrome'], ['pages'], ['app']],
};

/** One rule per folder: it imports no folder of its own row or a later one, and (server/) no root file but ServerContext.ts. */
function folderOrderRules() {
  return Object.entries(FOLDER_ORDER).flatMap(([top, rows]) => {
    const listed = rows.flat();
    const rules = rows.flatMap((row, index) =>
      row.map((folder) => {
        const later = rows.slice(index).flat().filter((other) => other !== folder);
        const earlier = rows.slice(0, index).flat().map((other) => `${top}/${other}`);
        const root = top === 'server' ? { path: [`^server/(${later.join('|')})/`, '^server/[^/]+$'], pathNot: '^server/ServerContext\\.ts$' } : undefined;
        return {
          name: `${top}-folder-order`,
          comment: `Of ${top}/'s folders, ${top}/${folder} imports only: ${earlier.join(', ') || 'none'} (docs/architecture.md "Folder order").`,
          severity: 'error',
          from: { path: `^${top}/${folder}/` },
          to: root ?? { path: `^${top}/(${later.join('|')})/` },
        };
      }),
    );
    rules.push({
      name: 'folder-not-in-order',
      comment: `A folder of ${top}/ missing from FOLDER_ORDER (.dependency-cruiser.cjs): give it its place in docs/architecture.md "Folder order" and there.`,
      severity: 'error',
      from: { path: `^${top}/[^/]+/`, pathNot: `^${top}/(${listed.join('|')})/` },
      to: { path: `^${top}/` },
    });
    return rules;
  });
}

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
    ...folderOrderRules(),
    {
      name: 'no-folder-cycle',
      comment:
        'No loop between folders (docs/architecture.md "Folder order"): dependency-cruiser counts a folder with its subfolders and names the loop.',
      severity: 'error',
      scope: 'folder',
      from: { path: '^(domain|application|server|ui)/' },
      to: { circular: true },
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
