import type { Ref } from 'react';
import { useT } from '../kit/Translate';
import type { ChromeVariant } from './chromeVariant';

export interface FooterProps {
  logoSrc: string;
  /** The brand's footer text (pageData.footerText). */
  text: string;
  /** The current year, from the Clock port: the view reads no time itself. */
  year: number;
  variant?: ChromeVariant;
  logoWidth?: number;
  logoHeight?: number;
  /** Reopens the cookie settings (issue 15 item 3); absent where the brand's consent tool is not the built-in banner. */
  onCookieSettings?: () => void;
  cookieSettingsRef?: Ref<HTMLButtonElement>;
}

/** The page footer: logo plus 'footer text - current year' (docs/product.md "Page chrome"). The logo is decorative beside the text. */
export function Footer({ logoSrc, text, year, variant = 'default', logoWidth, logoHeight, onCookieSettings, cookieSettingsRef }: FooterProps) {
  const t = useT();
  return (
    <footer className={`site-footer site-footer--${variant}`}>
      <div className="site-footer__inner">
        <img className="site-footer__logo" src={logoSrc} alt="" width={logoWidth} height={logoHeight} />
        <p className="site-footer__text">{t('common^chrome>footer', { text, year })}</p>
        {onCookieSettings && (
          <button type="button" className="link-button site-footer__cookies" ref={cookieSettingsRef} onClick={onCookieSettings}>
            {t('common^consent>footerLink')}
          </button>
        )}
      </div>
    </footer>
  );
}
