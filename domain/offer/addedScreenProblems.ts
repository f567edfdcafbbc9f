import { LEAD_STEP_PATHS, OFFER_STAGE_STEPS } from '../api/OfferStepRequest';
import { APPLICATION_STATES } from '../state/applicationStates';
import { MAIN_ROUTES, OFFER_STAGE_ROUTES } from '../state/routes';
import type { OfferScreenDefinition } from './OfferScreenDefinition';

/**
 * What is wrong with the screens a build adds, as one sentence each (none: they fit). An added screen takes a route, a
 * screen key and a call no shipped route, step or other screen has; its state is the next free number after the shipped
 * table's (42, 43, … in the order registered: the state table has no gaps, domain/state/applicationStates.ts stateRow);
 * a numbered `next` is a state of the table.
 */
export function addedScreenProblems(shipped: readonly OfferScreenDefinition[], added: readonly OfferScreenDefinition[], states = APPLICATION_STATES): string[] {
  const problems: string[] = [];
  const routes = new Set<string>([...MAIN_ROUTES, ...OFFER_STAGE_ROUTES]);
  const calls = new Set<string>([...OFFER_STAGE_STEPS, ...LEAD_STEP_PATHS, ...shipped.map((screen) => screen.call)]);
  const screens = new Set(shipped.map((screen) => screen.screen));
  const firstAdded = states.length - added.length + 1;
  added.forEach((screen, index) => {
    const at = `${screen.route}`;
    if (routes.has(screen.route)) problems.push(`${at}: the route is taken`);
    if (screens.has(screen.screen)) problems.push(`${at}: the screen key ${screen.screen} is taken`);
    if (calls.has(screen.call)) problems.push(`${at}: the call ${screen.call} is taken`);
    if (screen.state !== firstAdded + index) problems.push(`${at}: state ${screen.state} is not the next free state, ${firstAdded + index}`);
    if (typeof screen.next === 'number' && !states.some((row) => row.state === screen.next)) problems.push(`${at}: next state ${screen.next} is not in the table`);
    routes.add(screen.route);
    screens.add(screen.screen);
    calls.add(screen.call);
  });
  states.forEach((row, index) => {
    if (row.state !== index + 1) problems.push(`state ${row.state} is row ${index + 1} of the table`);
  });
  return problems;
}
