import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FUNNEL_EVENTS } from '../../../application/analytics/FunnelEvents';
import type { BrandConfig } from '../../../domain/brand/BrandConfigSchema';
import { stylesheetsLoad } from '../support/stylesheetsLoad';
import { renderApp } from './renderApp';

stylesheetsLoad();

/** Answers only this applicant gives: none may appear in any event property (docs/funnel-events.md). */
const PERSONAL = { email: 'anabel.quintanilla@example.es', phone: '612345678', firstName: 'Anabel', lastName: 'Quintanilla' };
const personalNeedles = [PERSONAL.email, PERSONAL.phone, '+34612345678', '34612345678', PERSONAL.firstName, PERSONAL.lastName, 'Anabel1', 'anabel'];
const FLOW: BrandConfig['flow'] = ['initial-details', 'loan-purpose', 'name'];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const label = (step: string, field: string) => new RegExp(`flow\\^flow>steps>${step}>fields>${field.replace('.', '\\.')}>label`);
/** The step's own Continue (the amount dialog, closed, keeps one of its own in the page). */
const continueButton = () => document.querySelector('main form button[type=submit]') as HTMLElement;

describe('the funnel events of a whole journey (issue 24 item 5)', () => {
  it('one event per step shown, refused and continued, then lead created, submitted and decided: in order, with times from the clock, one id each, no personal value', { timeout: 60_000 }, async () => {
    const { router, analytics, clock, interact, brand } = await renderApp('/step/initial-details', { flow: FLOW });
    // A step reads its shown time in an effect after its fields are in the page (ui/pages/StepPage.tsx): the clock moves
    // only once React has run the effects, else a loaded machine can count the advance as time before the step was shown.
    const shown = () => act(async () => undefined);
    interact();
    // The amount dialog opens at start; answered, the step itself is asked.
    await userEvent.click(await waitFor(() => document.getElementById('loan-modal-continue') as HTMLElement));
    await screen.findByLabelText(label('initial-details', 'contactDetails.email'), {}, { timeout: 15_000 });
    await shown();

    // Step 1: Continue with nothing answered is refused, then answered and continued 4 s after it was shown.
    clock.advance(1_500);
    await userEvent.click(continueButton());
    await waitFor(() => expect(document.activeElement?.className).toBe('error-summary'), { timeout: 15_000 });
    clock.advance(2_500);
    await userEvent.type(screen.getByLabelText(label('initial-details', 'contactDetails.email')), PERSONAL.email);
    await userEvent.type(screen.getByLabelText(label('initial-details', 'contactDetails.phoneNumber')), PERSONAL.phone);
    await userEvent.click(screen.getByLabelText(/generalPolicies/));
    await userEvent.click(continueButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/step/loan-purpose'), { timeout: 15_000 });
    await shown();

    // Step 2 at once.
    clock.advance(3_000);
    await userEvent.click(await screen.findByLabelText('flow^flow>steps>loan-purpose>fields>otherDetails.loanPurpose>options>OTHER'));
    await userEvent.click(continueButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/step/name'));
    await shown();

    // Step 3: a first name with a digit is refused (its code, never its value), then corrected.
    clock.advance(1_000);
    await userEvent.type(screen.getByLabelText(label('name', 'personalDetails.firstName')), `${PERSONAL.firstName}1`);
    await userEvent.type(screen.getByLabelText(label('name', 'personalDetails.lastName')), PERSONAL.lastName);
    await userEvent.click(continueButton());
    await waitFor(() => expect(document.activeElement?.className).toBe('error-summary'), { timeout: 15_000 });
    const firstName = screen.getByLabelText(label('name', 'personalDetails.firstName'));
    await userEvent.clear(firstName);
    await userEvent.type(firstName, PERSONAL.firstName);
    clock.advance(2_000);
    await userEvent.click(continueButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/check-answers'), { timeout: 15_000 });

    await userEvent.click(await screen.findByRole('button', { name: /submit/i }, { timeout: 15_000 }));
    await waitFor(() => expect(analytics.eventNames()).toContain(FUNNEL_EVENTS.leadDecided), { timeout: 15_000 });

    const events = analytics.captured.filter((entry) => entry.event.startsWith('funnel_'));
    const steps = events.filter((entry) => entry.event.startsWith('funnel_step_')).map((entry) => [entry.event, entry.properties?.step]);
    expect(steps).toEqual([
      [FUNNEL_EVENTS.stepShown, 'initial-details'],
      [FUNNEL_EVENTS.stepInvalid, 'initial-details'],
      [FUNNEL_EVENTS.stepContinued, 'initial-details'],
      [FUNNEL_EVENTS.stepShown, 'loan-purpose'],
      [FUNNEL_EVENTS.stepContinued, 'loan-purpose'],
      [FUNNEL_EVENTS.stepShown, 'name'],
      [FUNNEL_EVENTS.stepInvalid, 'name'],
      [FUNNEL_EVENTS.stepContinued, 'name'],
    ]);
    const names = events.map((entry) => entry.event);
    const at = (name: string, step?: string) => events.findIndex((entry) => entry.event === name && (step === undefined || entry.properties?.step === step));
    expect(names.filter((name) => name.startsWith('funnel_lead_'))).toEqual([FUNNEL_EVENTS.leadCreated, FUNNEL_EVENTS.leadSubmitted, FUNNEL_EVENTS.leadDecided]);
    expect(at(FUNNEL_EVENTS.leadCreated)).toBeGreaterThan(at(FUNNEL_EVENTS.stepContinued, 'initial-details'));
    expect(at(FUNNEL_EVENTS.leadSubmitted)).toBeGreaterThan(at(FUNNEL_EVENTS.stepContinued, 'name'));

    const props = (name: string, step?: string) => events[at(name, step)]?.properties ?? {};
    expect(props(FUNNEL_EVENTS.stepShown, 'loan-purpose')).toMatchObject({ position: 2, steps: 3, brand: brand.id });
    expect(props(FUNNEL_EVENTS.stepInvalid, 'initial-details')).toMatchObject({ position: 1, time_on_step_ms: 1_500, attempt: 1 });
    expect(props(FUNNEL_EVENTS.stepInvalid, 'initial-details').error_codes).toEqual(expect.arrayContaining(['contactDetails.email:Required', 'generalPolicies:MustBeAccepted']));
    expect(props(FUNNEL_EVENTS.stepContinued, 'initial-details')).toMatchObject({ time_on_step_ms: 4_000, attempts: 2 });
    expect(props(FUNNEL_EVENTS.stepContinued, 'loan-purpose')).toMatchObject({ time_on_step_ms: 3_000, attempts: 1, error_codes: [] });
    expect(props(FUNNEL_EVENTS.stepInvalid, 'name').error_codes).toEqual(['personalDetails.firstName:InvalidFormat']);
    expect(props(FUNNEL_EVENTS.stepContinued, 'name')).toMatchObject({ position: 3, time_on_step_ms: 3_000, error_codes: ['personalDetails.firstName:InvalidFormat'] });
    expect(props(FUNNEL_EVENTS.leadCreated)).toMatchObject({ step: 'initial-details' });
    expect(props(FUNNEL_EVENTS.leadDecided)).toMatchObject({ status: 'accepted' });

    // One id per event, carried as the event's id and as a property.
    const ids = events.map((entry) => entry.eventId);
    for (const [index, id] of ids.entries()) {
      expect(id).toMatch(UUID);
      expect(events[index]?.properties?.event_id).toBe(id);
    }
    expect(new Set(ids).size).toBe(ids.length);

    // No answer of the applicant in any property, nor in anything else handed to analytics.
    const sent = JSON.stringify({ captured: analytics.captured, registered: analytics.registered });
    for (const needle of personalNeedles) expect(sent).not.toContain(needle);
  });
});
