import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stylesheetsLoad } from '../support/stylesheetsLoad';
import { renderApp } from './renderApp';

stylesheetsLoad();

describe('a step page (issue 5 §3; docs/accessible-forms.md "Question pages")', () => {
  it('shows section, progress and the question; Continue with no answer shows the summary, focuses it and prefixes the title', async () => {
    const { router, documentMetadata } = await renderApp('/step/name');
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.textContent).toBe('flow^flow>steps>name>title');
    expect(screen.getByText('common^progress>stepOf {"current":3,"total":35}')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('flow^flow>steps>name>fields>personalDetails.firstName>label'), 'Ana1');
    await userEvent.click(screen.getByRole('button', { name: 'common^buttons>continue' }));
    await waitFor(() => expect(document.activeElement?.className).toBe('error-summary'));
    const summary = document.querySelector('.error-summary');
    const first = document.getElementById('f-personalDetails-firstName') as HTMLInputElement;
    expect(first.value).toBe('Ana1');
    expect(first.getAttribute('aria-invalid')).toBe('true');
    expect(summary?.textContent).toContain('validation^validation>InvalidFormat');
    expect(summary?.textContent).toContain('validation^validation>Required');
    expect(documentMetadata.applied.at(-1)?.title.startsWith('common^titles>errorPrefix')).toBe(true);
    expect(router.state.location.pathname).toBe('/step/name');
  });

  it('valid answers are saved and the next step opens at its own URL', async () => {
    const { router, gateway } = await renderApp('/step/loan-purpose', {}, async ({ stores }) => {
      await stores.funnel.saveStep('initial-details', { contactDetails: { email: 'a@b.es', phoneNumber: '+34612345678' }, generalPolicies: true, amount: 2500 });
      // The save goes out behind the applicant (issue 14): confirmed before the test goes on.
      await stores.funnel.saves?.flush();
    });
    await userEvent.click(await screen.findByLabelText('flow^flow>steps>loan-purpose>fields>otherDetails.loanPurpose>options>OTHER'));
    await userEvent.click(screen.getByRole('button', { name: 'common^buttons>continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/step/name'));
    expect(gateway.callsOf('saveAnswers')).toHaveLength(1);
  });

  it('the next step is prepared hidden while this one is answered, and Continue shows that very page (issue 14 item 2)', async () => {
    const { router } = await renderApp('/step/name', {}, async ({ stores }) => {
      await stores.funnel.saveStep('initial-details', { contactDetails: { email: 'a@b.es', phoneNumber: '+34612345678' }, generalPolicies: true, amount: 2500 });
    });
    const nextTitle = 'flow^flow>steps>personal-code>fields>personalDetails.personalCode>label';
    // In the page, out of the accessibility tree and out of sight until Continue.
    const prepared = await waitFor(() => {
      const found = [...document.querySelectorAll('h1')].find((h1) => h1.textContent?.includes(nextTitle));
      expect(found).toBeTruthy();
      return found!;
    });
    expect(screen.queryByRole('heading', { level: 1, name: new RegExp(nextTitle.replace(/[.^>]/g, '.')) })).toBeNull();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await userEvent.type(screen.getByLabelText('flow^flow>steps>name>fields>personalDetails.firstName>label'), 'Ana');
    await userEvent.type(screen.getByLabelText('flow^flow>steps>name>fields>personalDetails.lastName>label'), 'Ruiz');
    await userEvent.click(screen.getByRole('button', { name: 'common^buttons>continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/step/personal-code'));
    // The same element, now shown: the step change rendered nothing new for it.
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toBe(prepared));
    expect(prepared.isConnected).toBe(true);
    await waitFor(() => expect(document.activeElement).toBe(prepared));
  });

  it('the next step is on screen in the router\'s pending commit, while its match still is the step left (issue 14)', async () => {
    const { router } = await renderApp('/step/name', {}, async ({ stores }) => {
      await stores.funnel.saveStep('initial-details', { contactDetails: { email: 'a@b.es', phoneNumber: '+34612345678' }, generalPolicies: true, amount: 2500 });
    });
    const nextTitle = 'flow^flow>steps>personal-code>fields>personalDetails.personalCode>label';
    await waitFor(() => expect([...document.querySelectorAll('h1')].some((h1) => h1.textContent?.includes(nextTitle))).toBe(true));
    await userEvent.type(screen.getByLabelText('flow^flow>steps>name>fields>personalDetails.firstName>label'), 'Ana');
    await userEvent.type(screen.getByLabelText('flow^flow>steps>name>fields>personalDetails.lastName>label'), 'Ruiz');
    // The first DOM change showing the next step: what the router's state held then.
    const seen: Array<{ status: string; matchedPath: unknown }> = [];
    const observer = new MutationObserver(() => {
      const shown = screen.queryAllByRole('heading', { level: 1 }).some((h1) => h1.textContent?.includes(nextTitle));
      if (shown && seen.length === 0) seen.push({ status: router.state.status, matchedPath: (router.state.matches.at(-1)?.params as { path?: string }).path });
    });
    observer.observe(document.body, { subtree: true, childList: true, attributes: true });
    await userEvent.click(screen.getByRole('button', { name: 'common^buttons>continue' }));
    await waitFor(() => expect(router.state.status).toBe('idle'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/step/personal-code'));
    observer.disconnect();
    expect(seen).toEqual([{ status: 'pending', matchedPath: 'name' }]);
  });

  it('the review is prepared hidden on a step Continue returns from to it, and Continue shows that very page (issue 14)', async () => {
    // A brand whose flow ends with this step: once it is answered, every asked answer is (the review opens only then).
    const { router } = await renderApp('/step/name?review=1', { flow: ['initial-details', 'name'] }, async ({ stores }) => {
      await stores.funnel.saveStep('initial-details', { contactDetails: { email: 'a@b.es', phoneNumber: '+34612345678' }, generalPolicies: true, amount: 2500, period: 60 });
      await stores.funnel.saves?.flush();
    });
    const reviewHeading = 'common^checkAnswers>heading';
    const prepared = await waitFor(() => {
      const found = [...document.querySelectorAll('h1')].find((h1) => h1.textContent === reviewHeading);
      expect(found).toBeTruthy();
      return found!;
    });
    // Out of sight and of the accessibility tree: the step is the page.
    expect(screen.getAllByRole('heading', { level: 1 }).map((h1) => h1.textContent)).toEqual(['flow^flow>steps>name>title']);
    await userEvent.type(screen.getByLabelText('flow^flow>steps>name>fields>personalDetails.firstName>label'), 'Ana');
    await userEvent.type(screen.getByLabelText('flow^flow>steps>name>fields>personalDetails.lastName>label'), 'Ruiz');
    await userEvent.click(screen.getByRole('button', { name: 'common^buttons>continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/check-answers'));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toBe(prepared));
    expect(screen.getByText('Ruiz', { exact: false })).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(prepared));
  });

  it('a step opened with its postcode already answered (a reload, Back) shows the province beside it, not a blank', async () => {
    await renderApp('/step/address-information', {}, async ({ stores }) => {
      await stores.funnel.saveStep('initial-details', { contactDetails: { email: 'a@b.es', phoneNumber: '+34612345678' }, generalPolicies: true, amount: 2500 });
      await stores.funnel.saveStep('address-information', { contactDetails: { postalCode: '28013', city: 'Madrid', street: 'Calle Mayor', houseNumber: '1' } });
      await stores.funnel.saves?.flush();
    });
    const postcode = (await screen.findByLabelText('flow^flow>steps>address-information>fields>contactDetails.postalCode>label')) as HTMLInputElement;
    expect(postcode.value).toBe('28013');
    await waitFor(() => expect(document.getElementById(`${postcode.id}-province`)?.textContent).toContain('Madrid'));
    // Only an empty province is filled: the answer given stays the applicant's.
    expect((document.getElementById('f-contactDetails-province') as HTMLInputElement).value).toBe('Madrid');
  });

  it('an unknown step and an unknown path show the not-found screen', async () => {
    await renderApp('/step/no-such-step');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('common^results>notFound>title');
  });
});

describe('the check-your-answers page (docs/accessible-forms.md "Check your answers"; WCAG 3.3.4)', () => {
  it('lists the answers with a Change link to each step that returns to the review', async () => {
    // Every asked answer given (a brand of two steps): the review opens only then (issue 22 item 4).
    await renderApp('/check-answers', { flow: ['initial-details', 'name'] }, async ({ stores }) => {
      await stores.funnel.saveStep('initial-details', { contactDetails: { email: 'ana@example.es', phoneNumber: '+34612345678' }, generalPolicies: true, amount: 2500, period: 60 });
      await stores.funnel.saveStep('name', { personalDetails: { firstName: 'Ana', lastName: 'Ruiz' } });
      // The save goes out behind the applicant (issue 14): confirmed before the test goes on.
      await stores.funnel.saves?.flush();
    });
    expect(await screen.findByText('ana@example.es')).toBeTruthy();
    const change = screen.getByRole('link', { name: /flow\^flow>steps>name>fields>personalDetails\.firstName>label/ });
    expect(change.getAttribute('href')).toBe('/application-frontend/step/name?review=1');
    expect(screen.getByText('+34 612 34 56 78')).toBeTruthy();
  });
});

describe('unknown paths (docs/states-and-routes.md "Routes": "/404")', () => {
  it('any unknown path renders the 404 screen', async () => {
    await renderApp('/nowhere/at/all');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('common^results>notFound>title');
  });
});
