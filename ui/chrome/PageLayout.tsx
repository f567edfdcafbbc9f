import type { ReactNode } from 'react';
import { ANNOUNCER_ID } from '../kit/pageFocus';
import { useT } from '../kit/Translate';

export interface PageLayoutProps {
  /** Inside an iframe header and footer are omitted (docs/product.md "Page chrome"). */
  iframe?: boolean;
  header?: ReactNode;
  footer?: ReactNode;
  /** Above the header, in the page flow: the consent banner (never fixed over content, WCAG 2.4.11). */
  banner?: ReactNode;
  /** Notices drawn above the main content (offline). */
  notices?: ReactNode;
  /** pageData.layoutClassName and mainClassName (docs/product.md "Entities": configuration object). */
  className?: string;
  mainClassName?: string;
  children: ReactNode;
}

/** The page frame: skip link, banner, header, `<main>`, footer, the polite live region; header and footer left out in iframe mode. */
export function PageLayout({ iframe = false, header, footer, banner, notices, className, mainClassName, children }: PageLayoutProps) {
  const t = useT();
  return (
    <div className={['page', iframe ? 'page--iframe' : '', className ?? ''].filter(Boolean).join(' ')}>
      <a className="skip-link" href="#main-content">
        {t('common^chrome>skipToContent')}
      </a>
      {banner}
      {!iframe && header}
      <div className="page__container">
        {notices}
        <main id="main-content" tabIndex={-1} className={['page__main', mainClassName ?? ''].filter(Boolean).join(' ')}>
          {children}
        </main>
      </div>
      {!iframe && footer}
      <div id={ANNOUNCER_ID} className="visually-hidden" role="status" />
    </div>
  );
}
