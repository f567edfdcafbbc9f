/** Route of the check-your-answers page (docs/accessible-forms.md "Check your answers"). */
export const REVIEW_ROUTE = '/check-answers';

/** The captcha action of the initial-details step (docs/product.md "Screens and routes": row 1). */
export const CAPTCHA_ACTION = 'initial_details';
