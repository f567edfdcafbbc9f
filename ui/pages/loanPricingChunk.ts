// The representative example's code (ui/pages/loanPricing.ts): the pricing maths, the country's disclosure and the
// table that shows them, one chunk off the first step's start-up path.
export { COUNTRY_PACK_LOADERS } from '../../domain/country/countryPackLoaders';
export { disclosureRuleFor } from '../../domain/loan/disclosureRules';
export { representativeExample } from '../../domain/loan/representativeExample';
export { RepresentativeExample } from '../kit/RepresentativeExample';
