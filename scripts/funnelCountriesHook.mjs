// The resolve hook scripts/funnelCountries.mjs registers: each swapped registry (domain/country/addedCountries.ts,
// domain/kernel/addedOfferScreens.ts) → the file its variable names.
let swaps = new Map();

export function initialize(data) {
  swaps = new Map(data.swaps.map(({ from, to }) => [from, to]));
}

export async function resolve(specifier, context, nextResolve) {
  const resolved = await nextResolve(specifier, context);
  const to = swaps.get(resolved.url);
  return to ? { ...resolved, url: to } : resolved;
}
