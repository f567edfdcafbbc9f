import type { Container } from 'inversify';
import { DomPageLifecycle } from '../../adapters/browser/DomPageLifecycle';
import type { IdGenerator } from '../../application/ports/IdGenerator';
import type { Logger } from '../../application/ports/Logger';
import { SaveQueue, type SaveQueueDeps, type SaveQueueHost } from '../../application/saving/SaveQueue';
import type { FunnelStorage } from '../../application/session/FunnelStorage';
import type { Wait } from '../../application/usecases/AwaitDecision';
import type { AppEnvironment } from './AppEnvironment';

/**
 * The save queue behind the steps (ui/services/AppServices.ts `saveQueue`), with the saves a previous page left pending, in the later-steps chunk (laterStepUseCases.ts,
 * first-step budget), built over the tracked SaveStep use case. Tokens by registry key, as offerStageServices.ts does.
 */
export function saveQueueFor(container: Container, host: SaveQueueHost): SaveQueue {
  const environment = container.get<AppEnvironment>(Symbol.for('AppEnvironment'));
  const queue = new SaveQueue(
    {
      save: (input) => container.get<{ execute: SaveQueueDeps['save'] }>(Symbol.for('SaveStep')).execute(input),
      storage: container.get<FunnelStorage>(Symbol.for('FunnelStorage')),
      ids: container.get<IdGenerator>(Symbol.for('IdGenerator')),
      wait: container.get<Wait>(Symbol.for('WaitBetweenTries')),
      logger: container.get<Logger>(Symbol.for('Logger')),
      lifecycle: new DomPageLifecycle(environment.window, environment.document),
    },
    host,
  );
  // What a previous page left pending goes out first.
  queue.restore();
  return queue;
}
