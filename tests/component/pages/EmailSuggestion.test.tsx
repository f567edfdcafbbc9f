import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stylesheetsLoad } from '../support/stylesheetsLoad';
import { renderApp } from './renderApp';

stylesheetsLoad();

const emailInput = async () => (await screen.findByLabelText(/contactDetails\.email>label/)) as HTMLInputElement;

/** Consistent data (issue 15 item 5): a misspelt or disposable email is pointed out before Continue. */
describe('the email check under the email field', () => {
  it('offers the correction of a misspelt domain, applies it only when asked, and checks once per settled address', async () => {
    const { gateway, interact } = await renderApp('/step/initial-details');
    interact();
    const input = await emailInput();
    await userEvent.type(input, 'ana@gmial.com');
    const use = await screen.findByRole('button', { name: 'common^emailCheck>use {"email":"ana@gmail.com"}' }, { timeout: 3000 });
    expect(input.value).toBe('ana@gmial.com');
    expect(gateway.callsOf('validateEmail')).toHaveLength(1);
    await userEvent.click(use);
    expect(input.value).toBe('ana@gmail.com');
    expect(document.activeElement).toBe(input);
    await waitFor(() => expect(gateway.callsOf('validateEmail')).toHaveLength(2));
    expect(screen.queryByRole('button', { name: /emailCheck>use/ })).toBeNull();
  });

  it('names a disposable address, and says nothing about an ordinary one or an unfinished one', async () => {
    const { gateway, interact } = await renderApp('/step/initial-details');
    interact();
    const input = await emailInput();
    await userEvent.type(input, 'ana@mailinator.com');
    expect(await screen.findByText('common^emailCheck>disposable', {}, { timeout: 3000 })).toBeTruthy();
    await userEvent.clear(input);
    await userEvent.type(input, 'ana@example');
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(gateway.callsOf('validateEmail')).toHaveLength(1);
    await userEvent.type(input, '.com');
    await waitFor(() => expect(gateway.callsOf('validateEmail')).toHaveLength(2), { timeout: 3000 });
    expect(screen.queryByText('common^emailCheck>disposable')).toBeNull();
  });
});
