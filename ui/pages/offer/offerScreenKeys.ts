/**
 * Translation keys of a data screen's texts, in the lazy `offer` namespace (locales/{lng}/offer.json `screens`):
 * `screens>{screen}>hint`, `…>fields>{field}>label|hint|options>{value}`, and for the API's policies
 * `screens>dynamic-consents>{titleKey}`. The shape of the flows' keys (ui/steps/flowText.ts), so StepForm renders them.
 */
export function offerScreenKeys(screen: string) {
  const base = `offer^screens>${screen}`;
  return {
    title: `${base}>title`,
    hint: `${base}>hint`,
    label: (field: string) => `${base}>fields>${field}>label`,
    fieldHint: (field: string) => `${base}>fields>${field}>hint`,
    option: (field: string, value: string) => `${base}>fields>${field}>options>${value}`,
    policy: (titleKey: string) => `${base}>${titleKey}`,
  };
}
