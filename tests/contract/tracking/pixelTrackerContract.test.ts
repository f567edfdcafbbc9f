import { GoogleTagTracker, type GoogleWindow } from '../../../adapters/tracking/GoogleTagTracker';
import { MetaPixelTracker, type MetaWindow } from '../../../adapters/tracking/MetaPixelTracker';
import { TikTokPixelTracker, type TikTokWindow } from '../../../adapters/tracking/TikTokPixelTracker';
import { AcmePixelTracker, type AcmeWindow } from '../../../examples/acme-pixel/AcmePixelTracker';
import { FixedClock } from '../../support/FixedClock';
import { describePixelTrackerContract, serialise, type PixelTrackerContractSetup } from '../suites/pixelTrackerContract';

const ADAPTERS: [string, PixelTrackerContractSetup][] = [
  ['MetaPixelTracker', (deps) => {
    const win: MetaWindow = {};
    return { tracker: new MetaPixelTracker('1', { ...deps, win }), sent: () => (win.fbq ? serialise(win.fbq.queue) : '') };
  }],
  ['TikTokPixelTracker', (deps) => {
    const win: TikTokWindow = {};
    return { tracker: new TikTokPixelTracker('T', { ...deps, win, clock: new FixedClock() }), sent: () => (win.ttq ? serialise([...win.ttq]) : '') };
  }],
  ['GoogleTagTracker', (deps) => {
    const win: GoogleWindow = {};
    const config = { tagManagerId: 'GTM-X1', adsConversionTagId: 'AW-1', adsConversionLabels: { Lead: 'AW-1/a', CompleteRegistration: 'AW-1/b' } };
    return { tracker: new GoogleTagTracker(config, { ...deps, win, clock: new FixedClock() }), sent: () => (win.dataLayer ? serialise(win.dataLayer) : '') };
  }],
  ['AcmePixelTracker (examples/acme-pixel)', (deps) => {
    const win: AcmeWindow = {};
    return { tracker: new AcmePixelTracker('acme-1', { ...deps, win }), sent: () => (win.acme ? serialise(win.acme.q) : '') };
  }],
];

for (const [label, setup] of ADAPTERS) describePixelTrackerContract(label, setup);

