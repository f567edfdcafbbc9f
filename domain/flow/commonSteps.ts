import { field, personal } from './fieldBuilders';
import type { FlowStep } from './FlowDefinition';

/**
 * The initial-details step every v3 flow starts with (docs/product.md "Screens and routes", Spanish order row 1): e-mail, phone, marketing
 * consents, general policies and captcha, with the amount asked in a modal shown at start.
 */
export const INITIAL_DETAILS_STEP: FlowStep = {
  path: 'initial-details',
  section: 'contact-information',
  type: 'personal-information',
  fields: [
    personal('contactDetails.email', 'email', 'email', { autocomplete: 'email', inputMode: 'email' }),
    personal('contactDetails.phoneNumber', 'tel', 'phone', { autocomplete: 'tel', inputMode: 'tel', mobileOnly: true }),
    field('contactDetails.marketingConsents', 'checkbox', 'accepted', { required: false }),
    field('generalPolicies', 'checkbox', 'accepted'),
    field('googleCaptchaToken', 'captcha', 'text'),
  ],
  modal: {
    path: 'loan-details',
    showAtStart: true,
    fields: [field('amount', 'money', 'amount', { inputMode: 'numeric' })],
  },
};
