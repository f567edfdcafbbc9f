import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import type { OfferScreenDefinition } from '../../../domain/offer/OfferScreenDefinition';
import { ROOT } from '../prerender/brandServer';

/**
 * How the examples' e2e drives an example offer screen (examples/<name>/journey.ts, `JOURNEY`): the screen's
 * declaration, a brand it is asked of, its heading, how an applicant answers it right, and the route that follows.
 */
export interface OfferScreenJourney {
  readonly screen: OfferScreenDefinition;
  /** A brand whose applicants the screen is asked of (of its `brandsOf` country, if it names one). */
  readonly brand: string;
  /** The page heading: the screen's title in the brand's language (its texts). */
  readonly title: string;
  readonly answer: (page: Page) => Promise<void>;
  /** One answer the screen refuses, and the message it shows for it. */
  readonly refuse: { readonly answer: (page: Page) => Promise<void>; readonly message: string };
  /** The route the application goes to after the answers (the decision's pending outcome: `/accepted`). */
  readonly next: string;
}

/** The example folders that bring an offer screen: those with a `journey.ts`, found by convention (no line to add here). */
export const EXAMPLE_OFFER_SCREEN_FOLDERS: readonly string[] = readdirSync(join(ROOT, 'examples'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(join(ROOT, 'examples', entry.name, 'journey.ts')))
  .map((entry) => `examples/${entry.name}`)
  .sort();

/** The journey of an example offer screen's folder. */
export async function offerScreenJourney(folder: string): Promise<OfferScreenJourney> {
  const module = (await import(join(ROOT, folder, 'journey.ts'))) as { JOURNEY: OfferScreenJourney };
  return module.JOURNEY;
}
