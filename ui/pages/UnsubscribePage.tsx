import { observer } from 'mobx-react-lite';
import { Button } from '../kit/Button';
import { ErrorSummary } from '../kit/ErrorSummary';
import { TextField } from '../kit/TextField';
import { useT } from '../kit/Translate';
import { useApp } from '../hooks/AppContext';
import { ResultScreen } from './ResultScreen';
import { unsubscribeStoreOf } from '../stores/UnsubscribeStore';

/** /unsubscribe (docs/states-and-routes.md "Routes", docs/product.md "Calls"): e-mail address, validated on submit, sent to the API. */
export const UnsubscribePage = observer(function UnsubscribePage() {
  const t = useT();
  const store = unsubscribeStoreOf(useApp().stores);
  const error = store.problem ? t(`validation^validation>${store.problem}`) : undefined;
  return (
    <ResultScreen title={t('common^results>unsubscribe>title')}>
      {store.status === 'done' ? (
        <p role="status">{t('common^results>unsubscribe>done')}</p>
      ) : (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void store.submit();
          }}
        >
          <ErrorSummary errors={error ? [{ fieldId: 'unsubscribe-email', message: error }] : []} focusKey={store.attempts} />
          {store.status === 'failed' && <p role="alert">{t('common^results>unsubscribe>failed')}</p>}
          <TextField
            id="unsubscribe-email"
            name="email"
            type="email"
            label={t('common^results>unsubscribe>label')}
            value={store.email}
            onChange={(value) => store.setEmail(value)}
            autoComplete="email"
            spellCheck={false}
            {...(error ? { error } : {})}
          />
          <Button type="submit" busy={store.status === 'sending'}>
            {t('common^results>unsubscribe>submit')}
          </Button>
        </form>
      )}
    </ResultScreen>
  );
});
