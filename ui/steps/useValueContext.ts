import { useApp } from '../hooks/AppContext';
import type { ValueContext } from './formValues';

/** The brand facts the form values are converted with (country, Intl locale, calling code). */
export function useValueContext(): ValueContext {
  const { brand } = useApp().services;
  return { country: brand.country, intlLocale: brand.intlLocale, callingCode: brand.callingCode };
}
