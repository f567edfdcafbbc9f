/**
 * Position types of `/choices/position` (lead `incomeDetails.positionType`): value → label per language.
 * Labels for `es` and `en`; other languages fall back to English.
 */
export const POSITIONS: ReadonlyArray<{ value: string; label: { es: string; en: string } }> = [
  { value: 'employee', label: { es: 'Empleado/a', en: 'Employee' } },
  { value: 'specialist', label: { es: 'Técnico/a especialista', en: 'Specialist' } },
  { value: 'middle-manager', label: { es: 'Mando intermedio', en: 'Middle manager' } },
  { value: 'manager', label: { es: 'Director/a o gerente', en: 'Manager or director' } },
  { value: 'executive', label: { es: 'Alta dirección', en: 'Executive' } },
  { value: 'civil-servant', label: { es: 'Funcionario/a', en: 'Civil servant' } },
  { value: 'self-employed', label: { es: 'Autónomo/a', en: 'Self-employed' } },
  { value: 'business-owner', label: { es: 'Empresario/a', en: 'Business owner' } },
  { value: 'military', label: { es: 'Fuerzas armadas o seguridad', en: 'Armed or security forces' } },
  { value: 'worker', label: { es: 'Operario/a', en: 'Manual worker' } },
  { value: 'other', label: { es: 'Otro', en: 'Other' } },
];
