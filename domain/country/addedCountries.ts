/**
 * Countries a build adds to the registry, one line each like domain/country/countries.ts: none here. A build may read
 * another list instead (FUNNEL_COUNTRIES=examples/countries.ts: rsbuild.config.ts for the browser,
 * scripts/funnelCountries.mjs for Node), which is how the ninth-country example is switched on in its test build only.
 */
export {};
