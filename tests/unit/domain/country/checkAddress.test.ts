import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkAddressConsistency } from '../../../../domain/country/checkAddress';
import { requireCountryPack } from '../../../../domain/country/countryPacks';
import { SPANISH_PROVINCES } from '../../../../domain/country/es/spanishProvinces';
import type { Lead } from '../../../../domain/lead/LeadSchema';

const ES = requireCountryPack('ES');
const address = (postalCode: string, province: string): Lead => ({ contactDetails: { postalCode, province } }) as Lead;

describe('the province must be the postal code’s (issue 15 item 5, docs/validation-by-country.md "Postal codes")', () => {
  it('41001 with "Madrid" is refused on the province, naming Sevilla; 41001 with Sevilla passes', () => {
    expect(checkAddressConsistency(address('41001', 'Madrid'), ES)).toEqual([{ path: 'contactDetails.province', error: { kind: 'RegionMismatch', params: { region: 'Sevilla' } } }]);
    expect(checkAddressConsistency(address('41001', 'Sevilla'), ES)).toEqual([]);
  });

  it('accepts how applicants write a province: case, accents, either language, article, everyday names, the code', () => {
    for (const [code, written] of [
      ['46001', 'valencia'], ['46001', 'València'], ['03001', 'Alacant'], ['03001', 'Alicante / Alacant'], ['15001', 'Coruña'],
      ['15001', 'La Coruña'], ['48001', 'Vizcaya'], ['07001', 'Baleares'], ['26001', 'Rioja'], ['28001', ' MADRID '], ['08001', 'B'],
    ] as const) {
      expect(checkAddressConsistency(address(code, written), ES), `${code} ${written}`).toEqual([]);
    }
  });

  it('every province’s own name passes with its postal codes and fails with every other province’s', () => {
    fc.assert(
      fc.property(fc.constantFrom(...SPANISH_PROVINCES), fc.constantFrom(...SPANISH_PROVINCES), fc.integer({ min: 0, max: 999 }), (home, other, rest) => {
        const code = `${home.prefix}${String(rest).padStart(3, '0')}`;
        expect(checkAddressConsistency(address(code, home.name), ES)).toEqual([]);
        if (other.key !== home.key) expect(checkAddressConsistency(address(code, other.name), ES)).toHaveLength(1);
      }),
    );
  });

  it('says nothing when an answer is missing or the postal code names no province (its own rule speaks)', () => {
    expect(checkAddressConsistency({ contactDetails: { postalCode: '41001' } } as Lead, ES)).toEqual([]);
    expect(checkAddressConsistency(address('99999', 'Madrid'), ES)).toEqual([]);
    expect(checkAddressConsistency(address('41001', ''), ES)).toEqual([]);
  });
});
