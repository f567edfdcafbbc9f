import { ContainerModule } from 'inversify';
import { createContainer } from '../../src/container/createContainer';
import { Clock } from '../../src/container/tokens';
import { FixedClock } from '../../tests/support/FixedClock';
import { aBrand } from '../../tests/support/leadMother';
import { fakeEnvironment } from '../../tests/unit/container/fakeEnvironment';

// The real composition root in Node: a fake browser (no global is touched) and the bindings the test controls.
export const clock = new FixedClock();
const overrides = new ContainerModule(({ rebind }) => {
  rebind(Clock).toConstantValue(clock);
});

export const container = createContainer(aBrand(), { environment: fakeEnvironment().environment, integrations: [], modules: [overrides] });
