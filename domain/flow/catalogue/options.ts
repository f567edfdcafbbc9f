/**
 * Option values of the catalogue's choice questions. Spec §2 names the questions but not their options: these are
 * the product's codes (decision), sent to the API as they are; the ui translates `flow>steps>{step}>fields>{field}>options>{value}`.
 */
export const OPTIONS = {
  loanPurpose: ['CAR_PURCHASE', 'CAR_REPAIR', 'HOME_IMPROVEMENT', 'DEBT_CONSOLIDATION', 'EDUCATION', 'HEALTH', 'TRAVEL', 'OTHER'],
  incomeSource: ['EMPLOYED_PERMANENT', 'EMPLOYED_TEMPORARY', 'SELF_EMPLOYED', 'CIVIL_SERVANT', 'PENSIONER', 'UNEMPLOYED', 'STUDENT', 'OTHER'],
  vehicleOwnership: ['OWNER', 'CO_OWNER', 'LEASED', 'NONE'],
  gender: ['FEMALE', 'MALE'],
  maritalStatus: ['SINGLE', 'MARRIED', 'COHABITING', 'DIVORCED', 'SEPARATED', 'WIDOWED'],
  education: ['PRIMARY', 'SECONDARY', 'VOCATIONAL', 'UNIVERSITY', 'POSTGRADUATE', 'NONE'],
  jobArea: [
    'ADMINISTRATION', 'AGRICULTURE', 'CONSTRUCTION', 'EDUCATION', 'FINANCE', 'HEALTH', 'HOSPITALITY', 'INDUSTRY',
    'IT', 'PUBLIC_SECTOR', 'RETAIL', 'SERVICES', 'TRANSPORT', 'OTHER',
  ],
  positionType: ['EMPLOYEE', 'SKILLED_WORKER', 'MANAGER', 'EXECUTIVE', 'SELF_EMPLOYED', 'OTHER'],
  housingTenure: ['OWNER', 'OWNER_WITH_MORTGAGE', 'TENANT', 'WITH_PARENTS', 'OTHER'],
  /** How often the salary is paid (payroll loans repay on pay days). */
  salaryCycle: ['WEEKLY', 'BIWEEKLY', 'SEMIMONTHLY', 'MONTHLY'],
  referenceType: ['FAMILY', 'FRIEND', 'COLLEAGUE'],
  cofidisProfession: ['EMPLOYEE', 'CIVIL_SERVANT', 'SELF_EMPLOYED', 'PROFESSIONAL', 'FARMER', 'PENSIONER', 'STUDENT', 'HOMEMAKER', 'UNEMPLOYED', 'OTHER'],
  bankAccountType: ['SAVINGS', 'CHECKING'],
} as const;

/**
 * Country lists asked as choices. Short lists of real entries for now (codes as values): the country packs
 * (domain/country, issue 11 §1) are to supply the full bank, region and id-type lists.
 */
export const COUNTRY_OPTIONS = {
  /** Colombia: cédula de ciudadanía, cédula de extranjería, permiso por protección temporal, pasaporte. */
  coIdDocumentType: ['CC', 'CE', 'PPT', 'PA'],
  /** Philippines: the applicant chooses the id (PhilSys, UMID, SSS, driver's licence, passport, TIN). */
  phIdDocumentType: ['PHILSYS', 'UMID', 'SSS', 'DRIVERS_LICENSE', 'PASSPORT', 'TIN'],
  coBank: ['BANCOLOMBIA', 'BANCO_DE_BOGOTA', 'DAVIVIENDA', 'BBVA_CO', 'BANCO_DE_OCCIDENTE', 'NEQUI'],
  vnBank: ['VCB', 'BIDV', 'CTG', 'TCB', 'MB', 'ACB', 'VPB'],
  /** Banks and the two e-wallets (GCash, Maya) a loan can be paid into. */
  phBank: ['BDO', 'BPI', 'METROBANK', 'LANDBANK', 'PNB', 'SECURITY_BANK', 'GCASH', 'MAYA'],
  /** Mexican states (INEGI codes). */
  mxState: ['CMX', 'MEX', 'JAL', 'NLE', 'PUE', 'GUA', 'VER', 'YUC'],
  /** Colombian departments (DANE codes). */
  coDepartment: ['11', '05', '76', '08', '68', '13', '25'],
  /** Vietnamese provinces after the 2025 merger (provincial code). */
  vnProvince: ['01', '79', '48', '31', '92', '75'],
  /** Philippine provinces and NCR (PSGC region/province). */
  phProvince: ['NCR', 'CEBU', 'DAVAO_DEL_SUR', 'LAGUNA', 'CAVITE', 'PAMPANGA', 'ILOILO'],
} as const;
