import type { Container } from 'inversify';
import { DomPageLifecycle } from '../../adapters/browser/DomPageLifecycle';
import { AnswerDrafts } from '../../application/drafts/AnswerDrafts';
import type { KeyValueStorage } from '../../application/ports/KeyValueStorage';
import type { FunnelState } from '../../application/session/FunnelState';
import type { Wait } from '../../application/usecases/AwaitDecision';
import type { BrandConfig } from '../../domain/brand/BrandConfigSchema';
import type { AppEnvironment } from './AppEnvironment';

const built = new WeakMap<object, AnswerDrafts>();

/**
 * The screens' AnswerDrafts (ui/services/AppServices.ts `answerDrafts`, docs/drafts.md): one per funnel `host`, whose state
 * the drafts belong to, in the later-steps chunk (first-step budget). Tokens by registry key, as saveQueueServices.ts does.
 */
export function answerDraftsFor(container: Container, host: { readonly state: FunnelState | null }): AnswerDrafts {
  let drafts = built.get(host);
  if (!drafts) {
    const get = <T>(name: string): T => container.get<T>(Symbol.for(name));
    const environment = get<AppEnvironment>('AppEnvironment');
    drafts = new AnswerDrafts({
      storage: get<KeyValueStorage>('KeyValueStorage'),
      state: () => host.state,
      wait: get<Wait>('WaitBetweenTries'),
      expiryMs: get<BrandConfig>('BrandConfig').applicationDataExpiryMilliseconds,
      lifecycle: new DomPageLifecycle(environment.window, environment.document),
    });
    built.set(host, drafts);
  }
  return drafts;
}
