import type { ConsentCategory, ConsentSource, ConsentState } from '../../application/ports/ConsentSource';

/**
 * Calls `onGrant` once, when `category` is first granted (now, if it already is), and `onChange` with every later
 * state. Returns the function that stops listening. Vendors use it to load nothing before consent
 * (docs/click-ids-and-consent.md "Consent categories").
 */
export const onConsent = (
  consent: ConsentSource,
  category: ConsentCategory,
  onGrant: () => void,
  onChange: (state: ConsentState) => void = () => {},
): (() => void) => {
  let granted = false;
  const check = (state: ConsentState): void => {
    if (!granted && state.granted[category]) {
      granted = true;
      onGrant();
    }
  };
  const unsubscribe = consent.subscribe((state) => {
    check(state);
    onChange(state);
  });
  check(consent.current());
  return unsubscribe;
};
