// The resolve hook scripts/funnelCountries.mjs registers: domain/country/addedCountries.ts → the FUNNEL_COUNTRIES file.
let from = '';
let to = '';

export function initialize(data) {
  ({ from, to } = data);
}

export async function resolve(specifier, context, nextResolve) {
  const resolved = await nextResolve(specifier, context);
  return resolved.url === from ? { ...resolved, url: to } : resolved;
}
