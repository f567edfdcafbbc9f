import { ContainerModule } from 'inversify';
import { ConsoleLogger } from '../../adapters/logging/ConsoleLogger';
import { LazySessionRecorder } from '../../adapters/recording/LazySessionRecorder';
import { NoopSessionRecorder } from '../../adapters/recording/NoopSessionRecorder';
import { loadLogRocket } from '../../adapters/recording/loadLogRocket';
import { AppEnvironment, BrandConfig, ConsentSource, Random, SessionRecorder } from './tokens';

/**
 * SessionRecorder: LogRocket, started only as the brand's sessionRecording settings and consent allow. Its adapter
 * code is fetched once recording is asked for, consent is given and the browser is idle (LazySessionRecorder); a
 * brand that records nothing gets the no-op recorder and fetches nothing.
 */
export const recordingModule = new ContainerModule(({ bind }) => {
  bind(SessionRecorder)
    .toDynamicValue((ctx) => {
      const config = ctx.get(BrandConfig).sessionRecording;
      if (!config.enabled || !config.appId) return new NoopSessionRecorder();
      const environment = ctx.get(AppEnvironment);
      const deps = {
        consent: ctx.get(ConsentSource),
        random: ctx.get(Random),
        // Its own console logger: the app Logger fans out to this recorder, which would make a cycle.
        logger: new ConsoleLogger(environment.console),
        runtime: environment.vendorRuntime,
      };
      return new LazySessionRecorder({
        ...deps,
        load: async () => {
          const { LogRocketSessionRecorder } = await import('../../adapters/recording/LogRocketSessionRecorder');
          return new LogRocketSessionRecorder(config, { ...deps, load: loadLogRocket });
        },
      });
    })
    .inSingletonScope();
});
