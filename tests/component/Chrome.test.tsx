import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ErrorFallback } from '../../ui/chrome/ErrorFallback';
import { Footer } from '../../ui/chrome/Footer';
import { Header } from '../../ui/chrome/Header';
import { PageLayout } from '../../ui/chrome/PageLayout';
import { PageLoader } from '../../ui/chrome/PageLoader';
import { chromeVariant, loaderVariant } from '../../ui/chrome/chromeVariant';
import { renderWithT } from './support/renderWithT';

describe('Header (docs/product.md "Page chrome": logo linking to the site root, labelled Home)', () => {
  it.each([
    ['en', 'Home'],
    ['es', 'Inicio'],
  ])('in %s the logo link is named %s and points at the root', (locale, name) => {
    renderWithT(<Header homeHref="/" logoSrc="/brands/es-vehicle/logo.svg" />, locale);
    const link = screen.getByRole('link', { name });
    expect(link.getAttribute('href')).toBe('/');
    expect(link.querySelector('img')?.getAttribute('src')).toBe('/brands/es-vehicle/logo.svg');
  });

  it('has a transparent variant', () => {
    renderWithT(<Header homeHref="/" logoSrc="/l.svg" variant="transparent" />);
    expect(screen.getByRole('banner').className).toContain('site-header--transparent');
  });
});

describe('Footer', () => {
  it("reads 'footer text - current year' with the year passed in", () => {
    renderWithT(<Footer logoSrc="/f.svg" text="AutoCrédito, préstamos con garantía de vehículo" year={2026} />);
    expect(screen.getByRole('contentinfo').textContent).toBe('AutoCrédito, préstamos con garantía de vehículo - 2026');
  });
});

describe('PageLayout', () => {
  const header = <Header homeHref="/" logoSrc="/l.svg" />;
  const footer = <Footer logoSrc="/f.svg" text="Brand" year={2026} />;

  it('draws header, main and footer', () => {
    renderWithT(
      <PageLayout header={header} footer={footer}>
        <p>step</p>
      </PageLayout>,
    );
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('main').textContent).toBe('step');
    expect(screen.getByRole('contentinfo')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Skip to main content' }).getAttribute('href')).toBe('#main-content');
  });

  it('omits header and footer in iframe mode (docs/product.md "Page chrome")', () => {
    renderWithT(
      <PageLayout iframe header={header} footer={footer}>
        <p>step</p>
      </PageLayout>,
    );
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(screen.getByRole('main').textContent).toBe('step');
  });
});

describe('chromeVariant and loaderVariant (docs/product.md "Page chrome")', () => {
  it.each([
    ['/personal-details', 0, 'default'],
    ['/continue/abc', 0, 'transparent'],
    ['/name', 1, 'transparent'],
    ['/continue/abc', 2, 'transparent'],
  ] as const)('%s with %i UI-colour entries → %s', (path, entries, variant) => {
    expect(chromeVariant(path, entries)).toBe(variant);
  });

  it.each([
    ['/continue/abc', 'neutral'],
    ['/', 'brand'],
  ] as const)('loader on %s is %s', (path, variant) => {
    expect(loaderVariant(path)).toBe(variant);
  });

  it('the neutral loader announces loading', () => {
    renderWithT(<PageLoader variant="neutral" />, 'es');
    expect(screen.getByRole('status').textContent).toBe('Cargando');
    expect(document.querySelector('.spinner--neutral')).not.toBeNull();
  });
});

describe('ErrorFallback (docs/product.md "Page chrome", "Error catalogue")', () => {
  it.each([
    ['en', 'Something went wrong. Please, try again later.'],
    ['es', 'Algo ha salido mal. Por favor, inténtelo de nuevo más tarde.'],
  ])('reads the fallback text in %s', (locale, text) => {
    renderWithT(<ErrorFallback />, locale);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(text);
  });
});
