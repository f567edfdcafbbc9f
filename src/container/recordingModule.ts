import { ContainerModule } from 'inversify';
import { ConsoleLogger } from '../../adapters/logging/ConsoleLogger';
import { LogRocketSessionRecorder } from '../../adapters/recording/LogRocketSessionRecorder';
import { loadLogRocket } from '../../adapters/recording/loadLogRocket';
import { AppEnvironment, BrandConfig, ConsentSource, Random, SessionRecorder } from './tokens';

/** SessionRecorder: LogRocket, started only as the brand's sessionRecording settings and consent allow. */
export const recordingModule = new ContainerModule(({ bind }) => {
  bind(SessionRecorder)
    .toDynamicValue((ctx) => {
      const environment = ctx.get(AppEnvironment);
      return new LogRocketSessionRecorder(ctx.get(BrandConfig).sessionRecording, {
        consent: ctx.get(ConsentSource),
        random: ctx.get(Random),
        // Its own console logger: the app Logger fans out to this recorder, which would make a cycle.
        logger: new ConsoleLogger(environment.console),
        runtime: environment.vendorRuntime,
        load: loadLogRocket,
      });
    })
    .inSingletonScope();
});
