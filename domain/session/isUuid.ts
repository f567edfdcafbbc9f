/**
 * The session rule (spec §4) and the landing parser use the one UUID check of domain/validation (spec §5
 * "sessionId from the URL must be a valid UUID"), so a URL id the validator refuses is never adopted as a session.
 */
export { isUuid } from '../validation/isUuid';
