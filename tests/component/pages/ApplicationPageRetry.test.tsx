import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from './renderApp';

// jsdom loads no stylesheet: the brand stylesheet link fails or loads as the test says.
let stylesheetsFail = true;
const append = document.head.appendChild.bind(document.head);
document.head.appendChild = <T extends Node>(node: T): T => {
  const result = append(node);
  if (node instanceof HTMLLinkElement) {
    const failed = stylesheetsFail;
    queueMicrotask(() => (failed ? node.onerror?.(new Event('error')) : node.onload?.(new Event('load'))));
    if (failed) node.remove();
  }
  return result;
};

const contact = { contactDetails: { email: 'ana@example.es', phoneNumber: '+34612345678' }, generalPolicies: true, amount: 2500 };

// One file of its own: the application page's load state belongs to the module.
describe('the application page failing to load (docs/product.md "Error catalogue", "Page chrome")', () => {
  it('shows the translated error fallback; its retry loads the page again, every answer kept', async () => {
    const { stores } = await renderApp('/step/loan-purpose', {}, async ({ stores }) => {
      await stores.funnel.saveStep('initial-details', contact);
      // The save goes out behind the applicant (issue 14): confirmed before the test goes on.
      await stores.funnel.saves?.flush();
    });
    const retry = await screen.findByRole('button', { name: 'common^fallback>retry' }, { timeout: 10_000 });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('common^fallback>title');
    stylesheetsFail = false;
    await userEvent.click(retry);
    expect(await screen.findByText('flow^flow>steps>loan-purpose>fields>otherDetails.loanPurpose>options>OTHER', {}, { timeout: 10_000 })).toBeTruthy();
    expect(stores.funnel.lead.contactDetails?.email).toBe('ana@example.es');
  });
});
