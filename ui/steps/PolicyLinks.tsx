import { useEffect, useState } from 'react';
import type { PoliciesResponse } from '../../domain/api/LookupResponses';
import { useApp } from '../hooks/AppContext';
import { Button } from '../kit/Button';
import { useT } from '../kit/Translate';
import { VisuallyHidden } from '../kit/VisuallyHidden';

type Linked = PoliciesResponse['policies'][number] & { readonly url: string };

/**
 * The documents the required box accepts, from the API's policies path (docs/product.md "Calls"; issue 15 item 4 "what is agreed is
 * shown"): each opens in a new tab, so the answers on this step stay as they are. If the list cannot be loaded the
 * applicant is told and can try again. Rendered from the applicant's first interaction on (FieldControl), in a chunk.
 */
export function PolicyLinks() {
  const t = useT();
  const { services } = useApp();
  const [policies, setPolicies] = useState<readonly Linked[] | 'failed' | undefined>(undefined);
  const [tries, setTries] = useState(0);
  useEffect(() => {
    let live = true;
    void services.useCases.loadReferenceData.execute({ kind: 'policies' }).then((answer) => {
      if (!live) return;
      setPolicies(answer.ok ? answer.value.policies.filter((p): p is Linked => p.required && typeof p.url === 'string') : 'failed');
    });
    return () => {
      live = false;
    };
  }, [services, tries]);

  if (policies === undefined) return <div className="policy-links" />;
  if (policies === 'failed') {
    return (
      <div className="policy-links">
        <p role="alert">{t('common^policies>failed')}</p>
        <Button variant="secondary" onClick={() => setTries((n) => n + 1)}>
          {t('common^buttons>retry')}
        </Button>
      </div>
    );
  }
  return (
    <div className="policy-links">
      <p className="policy-links__intro">{t('common^policies>read')}</p>
      <ul className="policy-links__list">
        {policies.map((policy) => (
          <li key={policy.id}>
            <a href={policy.url} target="_blank" rel="noopener noreferrer">
              {t(`common^${policy.titleKey}`)}
              <VisuallyHidden> ({t('common^policies>newTab')})</VisuallyHidden>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
