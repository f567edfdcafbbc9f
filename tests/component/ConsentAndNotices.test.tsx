import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ConsentBanner, type ConsentChoices } from '../../ui/kit/ConsentBanner';
import { Dialog } from '../../ui/kit/Dialog';
import { OfflineNotice } from '../../ui/kit/OfflineNotice';
import { SessionTimeoutWarning, formatTimeLeft } from '../../ui/kit/SessionTimeoutWarning';
import { TOAST_MESSAGE_KEYS, toastOptions } from '../../ui/kit/toastOptions';
import { localeT, renderWithT } from './support/renderWithT';

function banner() {
  const calls: string[] = [];
  const saved: ConsentChoices[] = [];
  renderWithT(<ConsentBanner brandName="AutoCrédito" onAccept={() => calls.push('accept')} onReject={() => calls.push('reject')} onSave={(c) => saved.push(c)} />);
  return { calls, saved };
}

describe('ConsentBanner (docs/click-ids-and-consent.md "Consent sources")', () => {
  it('is a labelled region naming the brand, in the page flow', () => {
    banner();
    const region = screen.getByRole('region', { name: 'Cookies on AutoCrédito' });
    expect(region.tagName).toBe('SECTION');
  });

  it('accept and reject call their callbacks once each', async () => {
    const user = userEvent.setup();
    const { calls } = banner();
    await user.click(screen.getByRole('button', { name: 'Accept all cookies' }));
    await user.click(screen.getByRole('button', { name: 'Reject optional cookies' }));
    expect(calls).toEqual(['accept', 'reject']);
  });

  it('settings shows unticked purposes, moves focus to them, and saves exactly what was chosen', async () => {
    const user = userEvent.setup();
    const { calls, saved } = banner();
    await user.click(screen.getByRole('button', { name: 'Choose cookies' }));
    // The panel's code arrives on demand (its own chunk): focus moves to it once shown.
    const heading = await screen.findByRole('heading', { name: 'Choose which cookies we may use' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    const analytics = screen.getByLabelText('Analytics cookies') as HTMLInputElement;
    const marketing = screen.getByLabelText('Marketing cookies') as HTMLInputElement;
    expect([analytics.checked, marketing.checked]).toEqual([false, false]);
    await user.click(analytics);
    await user.click(screen.getByRole('button', { name: 'Save my choices' }));
    expect(saved).toEqual([{ analytics: true, marketing: false }]);
    expect(calls).toEqual([]);
  });

  it('reopened from the footer: opens on the settings with the choices in force, focused (issue 15 item 3)', async () => {
    const user = userEvent.setup();
    const saved: ConsentChoices[] = [];
    renderWithT(<ConsentBanner brandName="AutoCrédito" onAccept={() => undefined} onReject={() => undefined} onSave={(c) => saved.push(c)} current={{ analytics: true, marketing: true }} />);
    const heading = await screen.findByRole('heading', { name: 'Choose which cookies we may use' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    const marketing = screen.getByLabelText('Marketing cookies') as HTMLInputElement;
    expect([(screen.getByLabelText('Analytics cookies') as HTMLInputElement).checked, marketing.checked]).toEqual([true, true]);
    await user.click(marketing);
    await user.click(screen.getByRole('button', { name: 'Save my choices' }));
    expect(saved).toEqual([{ analytics: true, marketing: false }]);
  });

  it('is translated (es)', () => {
    renderWithT(<ConsentBanner brandName="AutoCrédito" onAccept={() => undefined} onReject={() => undefined} onSave={() => undefined} />, 'es');
    expect(screen.getByRole('button', { name: 'Aceptar todas las cookies' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Rechazar las cookies opcionales' })).toBeTruthy();
  });
});

describe('OfflineNotice', () => {
  it('keeps an empty live region while online and fills it when offline', () => {
    const { rerender } = renderWithT(<OfflineNotice online />);
    expect(screen.getByRole('status').textContent).toBe('');
    rerender(<OfflineNotice online={false} />);
    expect(screen.getByRole('status').textContent).toContain('You are offline.');
    expect(screen.getByRole('status').textContent).toContain('Your answers are kept');
  });
});

describe('SessionTimeoutWarning (WCAG 2.2.1)', () => {
  it.each([
    [120, 'en', '2 minutes'],
    [61, 'en', '2 minutes'],
    [60, 'en', '1 minute'],
    [59, 'en', '59 seconds'],
    [120, 'es-ES', '2 minutos'],
  ])('%i s in %s reads "%s"', (seconds, locale, text) => {
    expect(formatTimeLeft(seconds, locale)).toBe(text);
  });

  it('opens as a dialog with focus inside, extends with one action and gives focus back', async () => {
    const user = userEvent.setup();
    let extended = 0;
    const outside = document.createElement('button');
    document.body.append(outside);
    act(() => outside.focus());
    const { rerender } = renderWithT(<SessionTimeoutWarning open secondsLeft={120} intlLocale="en" onExtend={() => extended++} />);
    const dialog = screen.getByRole('alertdialog', { name: 'Your session is about to end' });
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(dialog.textContent).toContain('2 minutes');
    await user.click(screen.getByRole('button', { name: 'Continue my application' }));
    expect(extended).toBe(1);
    rerender(<SessionTimeoutWarning open={false} secondsLeft={120} intlLocale="en" onExtend={() => undefined} />);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(document.activeElement).toBe(outside);
    outside.remove();
  });

  it('after the end says whether the answers were kept', () => {
    renderWithT(<SessionTimeoutWarning open secondsLeft={0} intlLocale="en" onExtend={() => undefined} answersKept />);
    expect(screen.getByRole('alertdialog').textContent).toContain('Your answers have been saved');
  });
});

describe('toastOptions (docs/product.md "Constants")', () => {
  it('is top-right, 3000 ms, no progress bar, coloured theme', () => {
    expect(toastOptions).toMatchObject({ position: 'top-right', autoClose: 3000, hideProgressBar: true, theme: 'colored' });
  });

  it('has a translated message for added, updated and removed', () => {
    const t = localeT('es');
    expect(Object.values(TOAST_MESSAGE_KEYS).map((key) => t(key))).toEqual(['Añadido', 'Actualizado', 'Eliminado']);
  });
});

describe('Dialog focus handling', () => {
  it('keeps Tab inside and closes on Escape when it may', async () => {
    const user = userEvent.setup();
    let closed = 0;
    renderWithT(
      <Dialog open title="¿Cuánto dinero necesita?" onClose={() => closed++}>
        <button type="button">Primero</button>
        <button type="button">Último</button>
      </Dialog>,
    );
    expect(document.activeElement?.textContent).toBe('¿Cuánto dinero necesita?');
    await user.tab();
    expect(document.activeElement?.textContent).toBe('Primero');
    await user.tab();
    await user.tab();
    expect(document.activeElement?.textContent).toBe('Primero');
    await user.tab({ shift: true });
    expect(document.activeElement?.textContent).toBe('Último');
    await user.keyboard('{Escape}');
    expect(closed).toBe(1);
  });
});
