import type { APIResponse, Route } from '@playwright/test';

/**
 * `route.fetch`, sent again once when it meets ECONNRESET. Playwright forwards through Node's agent, whose idle
 * keep-alive sockets live 5 s, as long as the server keeps them (server/http/clientLimits.ts): a socket the server
 * closes just as the agent picks it up fails before the server read the request. A harness race, not the product's; a
 * browser sends the request again on a new connection in that case, and so does this.
 */
export async function forwardRoute(route: Route, options?: Parameters<Route['fetch']>[0]): Promise<APIResponse> {
  try {
    return await route.fetch(options);
  } catch (error) {
    if (!String(error).includes('ECONNRESET')) throw error;
    return route.fetch(options);
  }
}
