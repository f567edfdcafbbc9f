/**
 * Option values of the catalogue's choice questions. The catalogue's questions come with no given options (docs/product.md "Screens and routes"): these are
 * the product's codes (decision), sent to the API as they are; the ui translates `flow>steps>{step}>fields>{field}>options>{value}`.
 */
export const OPTIONS = {
  loanPurpose: ['CAR_PURCHASE', 'CAR_REPAIR', 'HOME_IMPROVEMENT', 'DEBT_CONSOLIDATION', 'EDUCATION', 'HEALTH', 'TRAVEL', 'OTHER'],
  incomeSource: ['EMPLOYED_PERMANENT', 'EMPLOYED_TEMPORARY', 'SELF_EMPLOYED', 'CIVIL_SERVANT', 'PENSIONER', 'UNEMPLOYED', 'STUDENT', 'OTHER'],
  // No 'NONE': the step is only asked by vehicle-backed loans, which need a vehicle (issue 15 item 5).
  vehicleOwnership: ['OWNER', 'CO_OWNER', 'LEASED'],
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
} as const;
