import { useEffect, useId, useRef, useState } from 'react';
import { lazyModule } from '../../application/kernel/lazyModule';
import { Button } from './Button';
import { NotLoadedNotice } from './NotLoadedNotice';
import { announce, pageHeading } from './pageFocus';
import { useT } from './Translate';
import type { ConsentChoices } from './ConsentSettings';
import { useLazyModule } from './useLazyModule';

export type { ConsentChoices };

export interface ConsentBannerProps {
  /** Brand name for the heading ("Cookies on {{brand}}"). */
  brandName: string;
  onAccept: () => void;
  onReject: () => void;
  /** Saves the choices made in the settings panel. */
  onSave: (choices: ConsentChoices) => void;
  /** Link to the brand's cookie policy. */
  policyHref?: string;
  /** Reopened from the footer: opens on the settings with the choices in force, focused (issue 15 item 3). */
  current?: ConsentChoices;
}

const NONE: ConsentChoices = { analytics: false, marketing: false };

/** The settings panel: its own chunk, fetched when the applicant opens it (first-step budget). */
const settingsPanel = lazyModule(() => import('./ConsentSettings'));

/**
 * The consent banner shown before any tracker runs in EU brands (docs/click-ids-and-consent.md "Consent sources"). It sits in the page
 * flow at the top, never fixed over the content, so it cannot hide the focused control (WCAG 2.4.11). Both options
 * are unticked in settings (a pre-ticked box is not consent); Settings stays busy while the panel's code arrives.
 */
export function ConsentBanner({ brandName, onAccept, onReject, onSave, policyHref, current }: ConsentBannerProps) {
  const t = useT();
  const headingId = useId();
  const [settingsOpen, setSettingsOpen] = useState(current !== undefined);
  const panel = useLazyModule(settingsPanel);
  const section = useRef<HTMLElement>(null);
  useEffect(() => {
    if (settingsOpen) settingsPanel.prefetch();
  }, [settingsOpen]);

  // The banner goes once answered: the choice is read out and focus moves to the page heading (not lost on <body>);
  // reopened from the footer, focus goes back to the footer's button instead (its opener, RootLayout).
  const decide = (granted: ConsentChoices, record: () => void) => {
    const doc = section.current?.ownerDocument;
    record();
    if (!doc) return;
    const saved = granted.analytics ? (granted.marketing ? 'all' : 'analytics') : granted.marketing ? 'marketing' : 'none';
    announce(doc, t(`common^a11y>consentSaved>${saved}`));
    if (!current) pageHeading(doc)?.focus();
  };
  const Settings = settingsOpen ? panel.module?.ConsentSettings : undefined;

  return (
    <section ref={section} className="consent-banner" aria-labelledby={headingId}>
      <div className="consent-banner__inner">
        <h2 className="heading-m" id={headingId}>
          {t('common^consent>title', { brand: brandName })}
        </h2>
        <p>{t('common^consent>body')}</p>
        {policyHref !== undefined && (
          <p>
            <a href={policyHref}>{t('common^consent>policyLink')}</a>
          </p>
        )}
        {Settings ? (
          <Settings initial={current ?? NONE} onSave={(choices) => decide(choices, () => onSave(choices))} onReject={() => decide(NONE, onReject)} />
        ) : (
          <div className="button-group">
            <Button onClick={() => decide({ analytics: true, marketing: true }, onAccept)}>{t('common^consent>accept')}</Button>
            <Button onClick={() => decide(NONE, onReject)}>{t('common^consent>reject')}</Button>
            <Button variant="secondary" busy={settingsOpen && !panel.failed} onClick={() => (settingsOpen ? settingsPanel.prefetch() : setSettingsOpen(true))}>
              {t('common^consent>settings')}
            </Button>
          </div>
        )}
        {settingsOpen && panel.failed && <NotLoadedNotice onRetry={settingsPanel.prefetch} secondary />}
      </div>
    </section>
  );
}
