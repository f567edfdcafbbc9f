import { useEffect, useState } from 'react';
import { checkEmail } from '../../domain/validation/checkEmail';
import { useApp } from '../hooks/AppContext';
import { useT } from '../kit/Translate';

/** Quiet time after the last keystroke before the address is checked: one request per address typed, not per key. */
const SETTLE_MS = 600;

type Verdict = { readonly email: string; readonly suggestion?: string; readonly disposable?: true };

/**
 * The API's word on the email typed (docs/product.md "Calls" `/email/validate/{email}`; issue 15 item 5): a likely typo gets "did you
 * mean …?" with a button that puts the correction in the field (never applied silently), a disposable address is
 * named before Continue (the API refuses it then). Silent when the check cannot run: the field's own rule still holds.
 * Rendered from the applicant's first interaction on (FieldControl), in a chunk.
 */
export function EmailSuggestion({ email, inputId, onUse }: { readonly email: string; readonly inputId: string; readonly onUse: (email: string) => void }) {
  const t = useT();
  const { services } = useApp();
  const [verdict, setVerdict] = useState<Verdict | undefined>(undefined);
  const typed = email.trim();
  useEffect(() => {
    if (typed === '' || checkEmail(typed) !== null) return;
    let live = true;
    const timer = setTimeout(() => {
      void services.useCases.validateEmail.execute({ email: typed }).then((answer) => {
        if (!live || !answer.ok) return;
        const { suggestion, reason } = answer.value;
        setVerdict({ email: typed, ...(suggestion ? { suggestion } : {}), ...(reason === 'DisposableDomain' ? { disposable: true as const } : {}) });
      });
    }, SETTLE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [typed, services]);

  const current = verdict?.email === typed ? verdict : undefined;
  return (
    <div className="email-suggestion" role="status">
      {current?.disposable && <p className="email-suggestion__text">{t('common^emailCheck>disposable')}</p>}
      {current?.suggestion && (
        <p className="email-suggestion__text">
          {t('common^emailCheck>didYouMean', { email: current.suggestion })}{' '}
          <button
            type="button"
            className="email-suggestion__use"
            onClick={() => {
              onUse(current.suggestion as string);
              document.getElementById(inputId)?.focus();
            }}
          >
            {t('common^emailCheck>use', { email: current.suggestion })}
          </button>
        </p>
      )}
    </div>
  );
}
