/** Route of the check-your-answers page (accessibility.md "Check your answers"). */
export const REVIEW_ROUTE = '/check-answers';

/** The captcha action of the initial-details step (spec §2 row 1). */
export const CAPTCHA_ACTION = 'initial_details';
