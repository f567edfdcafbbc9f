import { useT } from '../kit/Translate';
import type { ChromeVariant } from './chromeVariant';

export interface HeaderProps {
  /** The site root the logo links to (docs/product.md "Page chrome": "brand logo linking to the site root"). */
  homeHref: string;
  logoSrc: string;
  /** Intrinsic size of the logo, so the header does not shift when it loads (CLS 0, first-step budget). */
  logoWidth?: number;
  logoHeight?: number;
  variant?: ChromeVariant;
}

/** The page header: the brand logo as a link named "Home" (translated). */
export function Header({ homeHref, logoSrc, logoWidth, logoHeight, variant = 'default' }: HeaderProps) {
  const t = useT();
  return (
    <header className={`site-header site-header--${variant}`}>
      <div className="site-header__inner">
        <a className="site-header__home" href={homeHref}>
          <img className="site-header__logo" src={logoSrc} alt={t('common^chrome>home')} width={logoWidth} height={logoHeight} />
        </a>
      </div>
    </header>
  );
}
