import { useEffect, useRef, useState } from 'react';
import { Button } from './Button';
import { useT } from './Translate';

/** The optional purposes an applicant can allow (docs/click-ids-and-consent.md "Consent categories"). Necessary storage needs no consent. */
export interface ConsentChoices {
  analytics: boolean;
  marketing: boolean;
}

export interface ConsentSettingsProps {
  /** The choices shown first: none ticked (a pre-ticked box is not consent), or those in force when reopened. */
  readonly initial: ConsentChoices;
  readonly onSave: (choices: ConsentChoices) => void;
  readonly onReject: () => void;
}

/**
 * The consent banner's settings (docs/click-ids-and-consent.md "Consent sources"): one checkbox per optional purpose, save or reject.
 * Its own chunk, fetched when the applicant opens it (first-step budget); focus moves to its heading once shown.
 */
export function ConsentSettings({ initial, onSave, onReject }: ConsentSettingsProps) {
  const t = useT();
  const [choices, setChoices] = useState<ConsentChoices>(initial);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="consent-banner__settings">
      <h3 className="heading-s" ref={heading} tabIndex={-1}>
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
        <Button onClick={() => onSave(choices)}>{t('common^consent>save')}</Button>
        <Button variant="secondary" onClick={onReject}>
          {t('common^consent>reject')}
        </Button>
      </div>
    </div>
  );
}
