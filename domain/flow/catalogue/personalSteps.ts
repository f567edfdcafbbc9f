import { step, type CatalogueStep } from './CatalogueStep';
import { F } from './fields';

/** Who the applicant is: name, birth, ids, family (docs/product.md "Screens and routes": personal and demographic steps). */
export const PERSONAL_STEPS: readonly CatalogueStep[] = [
  step('personal-details', 'personal-details', [F.firstName, F.lastName, F.dateOfBirth]),
  step('name', 'personal-details', [F.firstName, F.lastName]),
  // Where the country accepts several id documents (its pack lists their types), the applicant says which first.
  step('personal-code', 'personal-details', [F.personalCode], {
    fieldsFor: (pack) => (pack.idDocumentTypes.length > 0 ? [F.idDocumentType, F.personalCode] : [F.personalCode]),
  }),
  step('id-card', 'personal-details', [F.idCardNumber]),
  step('tax-registry-code', 'personal-details', [F.taxId]),
  step('demographic-details', 'demographic-details', [F.gender, F.maritalStatus, F.dependants, F.education]),
  step('gender', 'demographic-details', [F.gender]),
  step('date-of-birth', 'demographic-details', [F.dateOfBirth]),
  step('marital-status', 'marital-details', [F.maritalStatus]),
  step('education', 'education', [F.education]),
  step('dependants', 'demographic-details', [F.dependants]),
  step('number-of-dependants', 'demographic-details', [F.dependants]),
  step('country-of-birth', 'demographic-details', [F.countryOfBirth]),
  step('city-of-birth', 'demographic-details', [F.cityOfBirth]),
  step('citizenship', 'demographic-details', [F.citizenship]),
  step('pep-details', 'other-information', [F.pep, F.connectedToPep]),
  step('is-politically-exposed', 'other-information', [F.pep]),
];
