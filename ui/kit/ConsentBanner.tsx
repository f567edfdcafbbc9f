import { useEffect, useId, useRef, useState } from 'react';
import { Button } from './Button';
import { announce, pageHeading } from './pageFocus';
import { useT } from './Translate';

/** The optional purposes an applicant can allow (tracking-privacy-security.md §2). Necessary storage needs no consent. */
export interface ConsentChoices {
  analytics: boolean;
  marketing: boolean;
}

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

/**
 * The consent banner shown before any tracker runs in EU brands (tracking-privacy-security.md §2). It sits in the page
 * flow at the top, never fixed over the content, so it cannot hide the focused control (WCAG 2.4.11). Both options
 * are unticked in settings (a pre-ticked box is not consent).
 */
export function ConsentBanner({ brandName, onAccept, onReject, onSave, policyHref, current }: ConsentBannerProps) {
  const t = useT();
  const headingId = useId();
  const [settingsOpen, setSettingsOpen] = useState(current !== undefined);
  const [choices, setChoices] = useState<ConsentChoices>(current ?? NONE);
  const settingsHeading = useRef<HTMLHeadingElement>(null);
  const section = useRef<HTMLElement>(null);
  useEffect(() => {
    if (current) settingsHeading.current?.focus();
  }, []); // eslint-disable-line react-hooks/exhaustive-deps -- only when it opens

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

  const openSettings = () => {
    setSettingsOpen(true);
    // Focus follows the newly shown panel after it renders.
    queueMicrotask(() => settingsHeading.current?.focus());
  };

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
        {!settingsOpen ? (
          <div className="button-group">
            <Button onClick={() => decide({ analytics: true, marketing: true }, onAccept)}>{t('common^consent>accept')}</Button>
            <Button onClick={() => decide(NONE, onReject)}>{t('common^consent>reject')}</Button>
            <Button variant="secondary" onClick={openSettings}>
              {t('common^consent>settings')}
            </Button>
          </div>
        ) : (
          <div className="consent-banner__settings">
            <h3 className="heading-s" ref={settingsHeading} tabIndex={-1}>
              {t('common^consent>settingsTitle')}
            </h3>
            {(['analytics', 'marketing'] as const).map((purpose) => (
              <div className="choice choice--checkbox" key={purpose}>
                <input
                  className="choice__input"
                  type="checkbox"
                  id={`consent-${purpose}`}
                  checked={choices[purpose]}
                  onChange={(event) => setChoices({ ...choices, [purpose]: event.target.checked })}
                  aria-describedby={`consent-${purpose}-hint`}
                />
                <label className="choice__label" htmlFor={`consent-${purpose}`}>
                  {t(`common^consent>${purpose}`)}
                </label>
                <div className="hint choice__hint" id={`consent-${purpose}-hint`}>
                  {t(`common^consent>${purpose}Hint`)}
                </div>
              </div>
            ))}
            <div className="button-group">
              <Button onClick={() => decide(choices, () => onSave(choices))}>{t('common^consent>save')}</Button>
              <Button variant="secondary" onClick={() => decide(NONE, onReject)}>
                {t('common^consent>reject')}
              </Button>
            </div>
          </div>
        )}
      </div>
    </section>
  );
}
