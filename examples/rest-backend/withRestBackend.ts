import { Hono } from 'hono';
import type { LeadApiServer } from '../../server/createServer';
import { restBackendRoutes } from './restBackendRoutes';

/** Where the example backend is mounted beside the reference API (`/api`) and the funnel. */
export const REST_BACKEND_PATH = '/rest';

/** The reference server's app with the example REST backend mounted at `mountPath`; everything else is the reference server's. */
export function withRestBackend(server: LeadApiServer, mountPath = REST_BACKEND_PATH): Hono {
  const app = new Hono();
  app.route(mountPath, restBackendRoutes({ reference: (request) => server.app.fetch(request), apiBase: server.context.apiBase, mountPath, product: server.context.brand.product }));
  app.all('*', (c) => server.app.fetch(c.req.raw));
  return app;
}
