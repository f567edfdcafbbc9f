import * as v from 'valibot';
import { pixelVendor } from '../../adapters/tracking/PixelVendor';
import type { AcmeWindow } from './AcmePixelTracker';

/**
 * Acme's registration: brand.json `tracking.acmePixelId` switches it on, `marketing` consent gates it, its host goes
 * into the page's CSP, and its adapter's code is imported only after consent and idle time.
 */
export const acmePixel = pixelVendor<string>({
  id: 'acme',
  setting: 'acmePixelId',
  settings: v.pipe(v.string(), v.regex(/^acme-[0-9a-z]+$/, 'an Acme pixel id looks like acme-123')),
  consent: 'marketing',
  hosts: () => ({ 'script-src': ['https://pixel.acme.example'], 'connect-src': ['https://pixel.acme.example'], 'img-src': ['https://pixel.acme.example'] }),
  load: () => import('./AcmePixelTracker').then(({ AcmePixelTracker }) => (pixelId: string, deps) => new AcmePixelTracker(pixelId, { ...deps, win: deps.win as AcmeWindow })),
});
