import type { BrandConfig } from '../../domain/brand/BrandConfigSchema';
import { requireCountryPack } from '../../domain/country/countryPacks';
import { resolveLegacyFlow } from '../../domain/flow/catalogue';
import { legacyProgressState } from '../../domain/flow/legacyPages';
import type { Lead } from '../../domain/lead/LeadSchema';

/**
 * How the server moves a lead of a legacy-flow brand before its submission (issue 12 item 3): each save gives it the
 * progress state of the page to fill next (1 … 5, then 25), so `/continue/{id}` and a reload open that page. Null for
 * a brand of the v3 flow, whose leads keep the in-progress state until they are submitted.
 */
export function legacyProgressOf(brand: BrandConfig): ((lead: Lead) => number) | null {
  if (!brand.legacyFlow) return null;
  const flow = resolveLegacyFlow({ flowId: brand.flowId, legacyFlow: brand.legacyFlow }, requireCountryPack(brand.country));
  return (lead) => legacyProgressState(flow, lead);
}
