import { makeAutoObservable, runInAction } from 'mobx';
import type { ValidationErrorKind } from '../../domain/validation/ValidationError';
import type { AppUseCases } from '../services/AppServices';
import type { RootStore } from './RootStore';

/** The /unsubscribe screen (docs/states-and-routes.md "Routes", docs/product.md "Calls"): one e-mail field, validated on submit. */
export class UnsubscribeStore {
  email = '';
  problem: ValidationErrorKind | null = null;
  status: 'idle' | 'sending' | 'done' | 'failed' = 'idle';
  attempts = 0;

  constructor(private readonly useCase: AppUseCases['unsubscribe']) {
    makeAutoObservable<this, 'useCase'>(this, { useCase: false });
  }

  setEmail(email: string): void {
    this.email = email;
  }

  async submit(): Promise<void> {
    this.status = 'sending';
    const result = await this.useCase.execute({ email: this.email });
    runInAction(() => {
      if (result.ok) {
        this.problem = null;
        this.status = 'done';
        return;
      }
      if (result.error.kind === 'InvalidInput') {
        this.problem = Object.values(result.error.errors)[0]?.kind ?? 'InvalidFormat';
        this.attempts += 1;
        this.status = 'idle';
        return;
      }
      this.status = 'failed';
    });
  }
}

/** The session's one UnsubscribeStore, built on first use by the /unsubscribe screen (RootStore.screenStore). */
export function unsubscribeStoreOf(stores: RootStore): UnsubscribeStore {
  return stores.screenStore(UnsubscribeStore, (services) => new UnsubscribeStore(services.useCases.unsubscribe));
}
