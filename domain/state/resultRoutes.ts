import type { AppRoute } from './routes';

/** The result routes of docs/states-and-routes.md "Routes": where a submitted application's decision (or the wait for it) is shown. */
export const RESULT_ROUTES = ['/checking', '/accepted', '/thank-you', '/redirected', '/rejected'] as const satisfies readonly AppRoute[];
export type ResultRoute = (typeof RESULT_ROUTES)[number];
