import type { AddedOfferCall } from '../api/OfferStepRequest';
import type { AddedOfferRoute } from '../state/routes';
import type { OfferScreenDefinition } from './OfferScreenDefinition';

/** What an added screen declares: a definition whose route is its own; its call is `/lead/offer/{screen}` unless named. */
export type OfferScreenDeclaration = Omit<OfferScreenDefinition, 'route' | 'screen' | 'call'> & {
  readonly route: `/${string}`;
  readonly call?: string;
};

/** A route or call name: lower-case words joined by hyphens. */
const NAME = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

/**
 * An offer screen a build adds (domain/kernel/addedOfferScreens.ts), as the shipped definitions are: the screen key is
 * the route without its slash and the call `/lead/offer/{call}` (the screen's name unless given). Checks what the
 * declaration alone can tell (a malformed route or call is a bug: it throws); what it must not clash with (the shipped
 * routes, states and calls; the next free state) is checked when the screens are put together (offerScreenDefinitions.ts).
 */
export function declareOfferScreen(declaration: OfferScreenDeclaration): OfferScreenDefinition {
  const screen = declaration.route.slice(1);
  const call = declaration.call ?? screen;
  if (!NAME.test(screen)) throw new Error(`Offer screen route ${declaration.route}: one path segment of lower-case words and hyphens`);
  if (!NAME.test(call)) throw new Error(`Offer screen ${declaration.route}: call ${call} must be lower-case words and hyphens`);
  return { ...declaration, route: declaration.route as AddedOfferRoute, screen, call: call as AddedOfferCall };
}
