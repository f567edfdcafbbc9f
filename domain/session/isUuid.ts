/**
 * The session rule (docs/sessions-and-storage.md "Session id") and the landing parser use the one UUID check of domain/validation (docs/validation-by-country.md "Other rules": "sessionId from the URL must be a valid UUID"), so a URL id the validator refuses is never adopted as a session.
 */
export { isUuid } from '../validation/isUuid';
