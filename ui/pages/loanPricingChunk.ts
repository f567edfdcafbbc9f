// The representative example's code (ui/pages/loanPricing.ts): the pricing maths, the country's disclosure and the
// table that shows them, one chunk off the first step's start-up path.
// The registry loads the brand country's pack on its own (its disclosure names the figure and says what is shown).
export { loadCountryPack } from '../../domain/country/countryRegistry';
export { representativeExample } from '../../domain/loan/representativeExample';
export { RepresentativeExample } from '../kit/RepresentativeExample';
