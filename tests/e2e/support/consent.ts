import { expect, type Page } from '@playwright/test';
import { BASE, appTakenOver } from './funnel';

/** The Spanish banner's buttons (locales/es/common.json `consent`). */
export const CONSENT_BUTTONS = {
  accept: 'Aceptar todas las cookies',
  reject: 'Rechazar las cookies opcionales',
  settings: 'Elegir cookies',
  save: 'Guardar mis preferencias',
  reopen: 'Configuración de cookies',
} as const;

/**
 * Opens the funnel at the index with `query` (a landing), as support/funnel.ts openFunnel does, with the patience a
 * loaded machine needs for the app to replace the index by the first step's address.
 */
export async function land(page: Page, query = ''): Promise<void> {
  await page.goto(`${BASE}/${query}`);
  await expect(page).toHaveURL(new RegExp(`${BASE}/step/initial-details`), { timeout: 60_000 });
  await expect(page.getByRole('dialog')).toBeVisible({ timeout: 30_000 });
  await appTakenOver(page);
}

/** Closes the amount dialog shown at start (clicked again if a click lands before the app took the page over). */
export async function closeAmountDialog(page: Page): Promise<void> {
  await appTakenOver(page);
  const dialog = page.getByRole('dialog');
  const close = page.locator('#loan-modal-continue');
  // After a reload the app may open the dialog a moment after the take-over (it reads whether the loan was chosen):
  // wait for it, or a 'hidden' seen before it opens lets its backdrop cover the step for the rest of the test.
  await dialog.waitFor({ state: 'visible', timeout: 15_000 }).catch(() => undefined);
  await expect(async () => {
    // A click that did close it may be slow to show: click again only while the button is there to be clicked.
    if (await close.isVisible()) await close.click({ timeout: 2_000 });
    await expect(dialog).toBeHidden({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
}

/**
 * Answers the cookie banner: everything, nothing optional, or the given purposes through its settings (the panel opens
 * first when it is not open: a banner reopened from the footer opens on it, ui/kit/ConsentBanner.tsx).
 */
export async function chooseCookies(page: Page, choice: 'all' | 'none' | { readonly analytics: boolean; readonly marketing: boolean }): Promise<void> {
  const panel = page.locator('#consent-analytics');
  if (choice === 'none') return page.getByRole('button', { name: CONSENT_BUTTONS.reject }).click();
  if (choice === 'all' && !(await panel.isVisible())) return page.getByRole('button', { name: CONSENT_BUTTONS.accept }).click();
  const wanted = choice === 'all' ? { analytics: true, marketing: true } : choice;
  if (!(await panel.isVisible())) await page.getByRole('button', { name: CONSENT_BUTTONS.settings }).click();
  await panel.setChecked(wanted.analytics);
  await page.locator('#consent-marketing').setChecked(wanted.marketing);
  await page.getByRole('button', { name: CONSENT_BUTTONS.save }).click();
}

/** Opens the cookie settings again from the footer (a choice can be changed at any time): the panel with the choices in force. */
export async function reopenCookieSettings(page: Page): Promise<void> {
  await page.getByRole('button', { name: CONSENT_BUTTONS.reopen }).click();
  await expect(page.locator('#consent-marketing')).toBeVisible();
}

/** The lead the reference API holds for `email` (test mode's `/v3/test/leads`). */
export async function storedLead(page: Page, email: string): Promise<Record<string, any> | undefined> {
  const answer = (await (await page.request.get(`/api/v3/test/leads?email=${encodeURIComponent(email)}`)).json()) as { leads: Array<{ lead: Record<string, any> }> };
  return answer.leads[0]?.lead;
}
