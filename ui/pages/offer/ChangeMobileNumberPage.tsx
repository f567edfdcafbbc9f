import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useFunnelNavigate } from '../../hooks/useFunnelNavigate';
import { Button } from '../../kit/Button';
import { ErrorSummary } from '../../kit/ErrorSummary';
import { TextField } from '../../kit/TextField';
import { useT } from '../../kit/Translate';
import { ResultScreen } from '../ResultScreen';
import type { MobileCodeStore } from './MobileCodeStore';
import { refusalText } from './refusalText';

const PHONE_FIELD = 'mobile-number';

/**
 * /change-mobile-number (docs/states-and-routes.md "Application states": state 15; issue 12): a new mobile number, to which a new code is sent; then the
 * verification screen (state 7). A number that is not a mobile of the brand's country, or a send the limits refuse,
 * says so.
 */
export const ChangeMobileNumberPage = observer(function ChangeMobileNumberPage({ store, title }: { store: MobileCodeStore; title: string }) {
  const t = useT();
  const navigate = useFunnelNavigate();
  const [phone, setPhone] = useState('');
  const refusal = store.refusalOn('number');
  const error = refusal ? refusalText(t, refusal) : undefined;

  return (
    <ResultScreen title={title}>
      <ErrorSummary errors={error ? [{ fieldId: PHONE_FIELD, message: error }] : []} focusKey={store.attempts} />
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void store.changeNumber(phone).then((outcome) => {
            if (outcome.kind === 'route') navigate(outcome.route, 'REPLACE');
          });
        }}
      >
        <TextField
          id={PHONE_FIELD}
          name="phoneNumber"
          type="tel"
          label={t('offer^offer>changeMobile>label')}
          hint={t('offer^offer>changeMobile>hint')}
          value={phone}
          onChange={(value) => setPhone(value)}
          autoComplete="tel"
          inputMode="tel"
          width="20"
          {...(error ? { error } : {})}
        />
        <Button type="submit" busy={store.busy} busyLabel={t('offer^offer>mobile>checking')}>
          {t('offer^offer>changeMobile>submit')}
        </Button>
      </form>
    </ResultScreen>
  );
});
