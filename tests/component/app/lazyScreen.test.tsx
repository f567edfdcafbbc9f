import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, type ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { AppProvider } from '../../../ui/hooks/AppContext';
import { ErrorBoundary } from '../../../ui/app/ErrorBoundary';
import { lazyScreen } from '../../../ui/app/lazyScreen';
import { PageLoader } from '../../../ui/chrome/PageLoader';
import { TranslateProvider } from '../../../ui/kit/Translate';
import { appFixture } from '../stores/support/appFixture';

/** A chunk the test settles by hand: each call of `load` is one fetch. */
function manualChunk() {
  const fetches: { resolve: (screen: () => ReactElement) => void; reject: (error: Error) => void }[] = [];
  const load = () =>
    new Promise<() => ReactElement>((resolve, reject) => {
      fetches.push({ resolve, reject });
    });
  return { fetches, load };
}

const Later = () => <h1>later screen</h1>;
const contact = { contactDetails: { email: 'ana@example.es', phoneNumber: '+34612345678' }, generalPolicies: true, amount: 2500 };

/** The screen where RootLayout puts a route: inside the app's error boundary and the page loader's Suspense. */
async function renderInLayout(Screen: () => ReactElement) {
  const fixture = await appFixture();
  await fixture.stores.funnel.start('');
  await fixture.stores.funnel.saveStep('initial-details', contact);
  // The save goes out behind the applicant (issue 14): confirmed before the test goes on.
  await fixture.stores.funnel.saves?.flush();
  render(
    <AppProvider services={fixture.services} stores={fixture.stores}>
      <TranslateProvider t={fixture.services.t}>
        <ErrorBoundary logger={fixture.logger} recorder={fixture.services.sessionRecorder}>
          <Suspense fallback={<PageLoader />}>
            <Screen />
          </Suspense>
        </ErrorBoundary>
      </TranslateProvider>
    </AppProvider>,
  );
  return fixture;
}

describe('lazyScreen (first-step budget: screens step 1 never shows load with their route)', () => {
  it('shows the page loader while the chunk is pending, then the screen', async () => {
    const chunk = manualChunk();
    const Screen = lazyScreen(chunk.load);
    await renderInLayout(() => <Screen />);
    expect(screen.getByText('common^chrome>loading')).toBeTruthy();
    expect(screen.queryByText('later screen')).toBeNull();
    expect(Screen.loaded()).toBe(false);
    chunk.fetches[0]?.resolve(Later);
    expect(await screen.findByRole('heading', { name: 'later screen' })).toBeTruthy();
    expect(screen.queryByText('common^chrome>loading')).toBeNull();
    expect(Screen.loaded()).toBe(true);
    expect(chunk.fetches).toHaveLength(1);
  });

  it('a chunk that fails shows the translated error fallback; its retry fetches again and shows the screen, answers kept', async () => {
    const chunk = manualChunk();
    const Screen = lazyScreen(chunk.load);
    const { stores, logger } = await renderInLayout(() => <Screen />);
    chunk.fetches[0]?.reject(new Error('Loading chunk later-screens failed'));
    const retry = await screen.findByRole('button', { name: 'common^fallback>retry' });
    expect(screen.getByRole('heading', { name: 'common^fallback>title' })).toBeTruthy();
    expect(logger.messages('error')).toContain('Uncaught error');
    await userEvent.click(retry);
    expect(chunk.fetches).toHaveLength(2);
    expect(screen.getByText('common^chrome>loading')).toBeTruthy();
    chunk.fetches[1]?.resolve(Later);
    expect(await screen.findByRole('heading', { name: 'later screen' })).toBeTruthy();
    expect(stores.funnel.lead.contactDetails?.email).toBe('ana@example.es');
  });

  it('a prefetch fetches once however often it is asked, and the screen then renders at once', async () => {
    const chunk = manualChunk();
    const Screen = lazyScreen(chunk.load);
    const first = Screen.prefetch();
    void Screen.prefetch();
    expect(chunk.fetches).toHaveLength(1);
    chunk.fetches[0]?.resolve(Later);
    await first;
    await renderInLayout(() => <Screen />);
    expect(screen.getByRole('heading', { name: 'later screen' })).toBeTruthy();
    expect(screen.queryByText('common^chrome>loading')).toBeNull();
  });

  it('a failed prefetch neither rejects nor sticks: the screen fetches again when it renders', async () => {
    const chunk = manualChunk();
    const Screen = lazyScreen(chunk.load);
    const prefetch = Screen.prefetch();
    chunk.fetches[0]?.reject(new Error('offline'));
    await expect(prefetch).resolves.toBeUndefined();
    await renderInLayout(() => <Screen />);
    expect(chunk.fetches).toHaveLength(2);
    chunk.fetches[1]?.resolve(Later);
    expect(await screen.findByRole('heading', { name: 'later screen' })).toBeTruthy();
  });
});

describe('lazyScreen with a chunk another caller has loaded', () => {
  it('draws the screen in the first render, never the loader, and fetches nothing', () => {
    const chunk = manualChunk();
    const Screen = lazyScreen(chunk.load, () => Later);
    expect(Screen.loaded()).toBe(true);
    render(
      <Suspense fallback={<p>loading</p>}>
        <Screen />
      </Suspense>,
    );
    // Synchronously there: a fallback drawn for a moment would blank the prerendered first screen it replaces.
    expect(screen.getByRole('heading', { name: 'later screen' })).toBeTruthy();
    expect(screen.queryByText('loading')).toBeNull();
    expect(chunk.fetches).toHaveLength(0);
  });
});
