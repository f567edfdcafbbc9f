import { ContainerModule, type ResolutionContext, type ServiceIdentifier } from 'inversify';
import { lazyModule } from '../../application/kernel/lazyModule';
import { lazyPort } from '../../application/kernel/lazyPort';

/**
 * An integration that replaces `token`'s adapter with one whose code stays out of the first step (docs/integrating.md):
 * `load` imports and builds it on the port's first call (once; a failed import is tried again by the next call), and
 * a call made while the import fails answers `onLoadFailure(method, args, error)`, the port's failure value.
 * For ports whose methods answer promises (a lead gateway, a use case).
 */
export const lazyBinding = <T extends object>(
  token: ServiceIdentifier<T>,
  load: (ctx: ResolutionContext) => Promise<T>,
  options: { readonly onLoadFailure: (method: string, args: readonly unknown[], error: unknown) => unknown },
): ContainerModule =>
  new ContainerModule(({ rebind }) => {
    void rebind(token)
      .toDynamicValue((ctx) => lazyPort(lazyModule(() => load(ctx)).load, options.onLoadFailure))
      .inSingletonScope();
  });
