import { ContainerModule } from 'inversify';
import { sessionRecorder } from './portFactories';
import { AppEnvironment, BrandConfig, ConsentSource, Random, SessionRecorder } from './tokens';

/**
 * SessionRecorder: LogRocket, started only as the brand's sessionRecording settings and consent allow. Its adapter
 * code is fetched once recording is asked for, consent is given and the browser is idle (LazySessionRecorder); a
 * brand that records nothing gets the no-op recorder and fetches nothing.
 */
export const recordingModule = new ContainerModule(({ bind }) => {
  bind(SessionRecorder)
    .toDynamicValue((ctx) => sessionRecorder(ctx.get(BrandConfig), ctx.get(AppEnvironment), ctx.get(ConsentSource), ctx.get(Random)))
    .inSingletonScope();
});
