import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from './renderApp';

describe('the unsubscribe page (docs/states-and-routes.md "Routes": /unsubscribe, docs/product.md "Calls")', () => {
  it('an invalid address shows the summary and inline message without a call, the typed text kept', async () => {
    const { gateway } = await renderApp('/unsubscribe');
    const input = await screen.findByLabelText('common^results>unsubscribe>label');
    await userEvent.type(input, 'no-at-sign');
    await userEvent.click(screen.getByRole('button', { name: 'common^results>unsubscribe>submit' }));
    await waitFor(() => expect(document.activeElement?.className).toBe('error-summary'));
    expect((input as HTMLInputElement).value).toBe('no-at-sign');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(gateway.callsOf('unsubscribe')).toHaveLength(0);
  });

  it('a valid address is sent and confirmed', async () => {
    const { gateway } = await renderApp('/unsubscribe');
    await userEvent.type(await screen.findByLabelText('common^results>unsubscribe>label'), 'ana@example.es');
    await userEvent.click(screen.getByRole('button', { name: 'common^results>unsubscribe>submit' }));
    expect(await screen.findByText('common^results>unsubscribe>done')).toBeTruthy();
    expect(gateway.callsOf('unsubscribe')[0]?.args[0]).toBe('ana@example.es');
  });
});
