import { NoopProductAnalytics } from '../../../adapters/analytics/NoopProductAnalytics';
import { PostHogProductAnalytics } from '../../../adapters/analytics/PostHogProductAnalytics';
import { LogRocketSessionRecorder } from '../../../adapters/recording/LogRocketSessionRecorder';
import { FixedConsentSource } from '../../support/FixedConsentSource';
import { FixedRandom } from '../../support/FixedRandom';
import { RecordingVendorRuntime } from '../../support/RecordingVendorRuntime';
import { SpyLogger } from '../../support/SpyLogger';
import { SpyProductAnalytics } from '../../support/SpyProductAnalytics';
import { SpySessionRecorder } from '../../support/SpySessionRecorder';
import { describeProductAnalyticsContract } from '../suites/productAnalyticsContract';
import { describeSessionRecorderContract } from '../suites/sessionRecorderContract';

const neverLoaded = async () => {
  throw new Error('must not load in this contract');
};

describeProductAnalyticsContract('SpyProductAnalytics (test double)', () => new SpyProductAnalytics());
describeProductAnalyticsContract('NoopProductAnalytics', () => new NoopProductAnalytics());
describeProductAnalyticsContract('PostHogProductAnalytics before consent', () =>
  new PostHogProductAnalytics({ key: 'k', host: 'https://eu.i.posthog.com' }, { consent: new FixedConsentSource(), logger: new SpyLogger(), runtime: new RecordingVendorRuntime(), load: neverLoaded }));

describeSessionRecorderContract('SpySessionRecorder (test double)', () => new SpySessionRecorder());
describeSessionRecorderContract('LogRocketSessionRecorder before consent', () =>
  new LogRocketSessionRecorder({ enabled: true, appId: 'a/b', logPercentage: 100 }, { consent: new FixedConsentSource(), random: new FixedRandom(), logger: new SpyLogger(), runtime: new RecordingVendorRuntime(), load: neverLoaded }));
