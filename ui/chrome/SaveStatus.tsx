import { makeAutoObservable } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useApp } from '../hooks/AppContext';
import type { FunnelStore } from '../stores/FunnelStore';
import { useFunnelNavigate } from '../hooks/useFunnelNavigate';
import { Button } from '../kit/Button';
import { useT } from '../kit/Translate';

/**
 * The saves going on behind the steps (issue 14, application/saving/SaveQueue.ts), out of the applicant's way: a polite
 * status only while they fail, with a retry; the applicant brought to the earliest page the server found errors on
 * (docs/product.md "The form flow"); the browser's leave-page warning while answers storage may not keep (national id, IBAN) are unsent.
 */
export const SaveStatus = observer(function SaveStatus() {
  const t = useT();
  const { funnel } = useApp().stores;
  const navigate = useFunnelNavigate();
  const [shown] = useState(() => new ShownStatus(funnel));
  const { errorPath, unsafeToLeave, failing } = shown;

  useEffect(() => {
    if (errorPath === null) return;
    funnel.saves?.clearErrorPath();
    navigate(funnel.routeOf(errorPath));
  }, [errorPath, funnel, navigate]);

  useEffect(() => {
    if (!unsafeToLeave) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsafeToLeave]);

  return (
    <div className={failing ? 'notice notice--warning' : 'notice notice--hidden'} role="status" aria-live="polite" id="save-status">
      {failing && (
        <>
          <p>{t('common^saving>failing')}</p>
          <Button variant="secondary" onClick={() => funnel.saves?.retryNow()}>
            {t('common^saving>retry')}
          </Button>
        </>
      )}
    </div>
  );
});


/**
 * What the status shows, each a computed value: a save queued or confirmed changes only the pending count, and renders
 * the status no more (it would be a commit of its own in every step change: issue 14).
 */
export class ShownStatus {
  constructor(private readonly funnel: Pick<FunnelStore, 'saveStatus'>) {
    makeAutoObservable<this, 'funnel'>(this, { funnel: false });
  }

  get failing(): boolean {
    const status = this.funnel.saveStatus;
    return status !== null && status.pending > 0 && status.failing !== null;
  }

  get errorPath(): string | null {
    return this.funnel.saveStatus?.errorPath ?? null;
  }

  get unsafeToLeave(): boolean {
    return this.funnel.saveStatus?.unsafeToLeave === true;
  }
}
