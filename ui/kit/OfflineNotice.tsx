import { useT } from './Translate';

/**
 * Says the connection is lost and that answers are kept (docs/security-and-reliability.md "Offline"). The live region is
 * always in the page so the message is announced when it appears.
 */
export function OfflineNotice({ online }: { online: boolean }) {
  const t = useT();
  return (
    <div className={online ? 'notice notice--hidden' : 'notice notice--offline'} role="status">
      {!online && (
        <>
          <strong>{t('common^notices>offlineTitle')}</strong> {t('common^notices>offlineBody')}
        </>
      )}
    </div>
  );
}
