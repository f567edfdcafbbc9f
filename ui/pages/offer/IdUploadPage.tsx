import { observer } from 'mobx-react-lite';
import { ID_DOCUMENT_SIDES, ID_DOCUMENT_TYPES, MAX_ID_DOCUMENT_BYTES, type IdDocumentSide } from '../../../domain/offer/documents/idDocumentFile';
import { useFunnelNavigate } from '../../hooks/useFunnelNavigate';
import { Button } from '../../kit/Button';
import { ErrorSummary } from '../../kit/ErrorSummary';
import { FormGroup } from '../../kit/FormGroup';
import { Hint } from '../../kit/Hint';
import { InlineError } from '../../kit/InlineError';
import { Label } from '../../kit/Label';
import { useT, type TranslateFn } from '../../kit/Translate';
import { fieldDescribedBy } from '../../kit/fieldIds';
import { ResultScreen } from '../ResultScreen';
import type { IdUploadStore, SideProblem } from './IdUploadStore';

const fieldId = (side: IdDocumentSide): string => `id-upload-${side}`;
const MAX_MEGABYTES = MAX_ID_DOCUMENT_BYTES / (1024 * 1024);

const problemText = (t: TranslateFn, side: IdDocumentSide, problem: SideProblem): string =>
  problem === 'tooLarge' ? t('partner^partner>upload>errors>tooLarge', { max: MAX_MEGABYTES }) : problem === 'missing' ? t(`partner^partner>upload>errors>missing>${side}`) : t(`partner^partner>upload>errors>${problem}`);

/** One side: the file (or camera) picker, what happened to the file, its progress while it goes, and a retry. */
const SideField = observer(function SideField({ store, side }: { store: IdUploadStore; side: IdDocumentSide }) {
  const t = useT();
  const id = fieldId(side);
  const state = store.sides[side];
  const error = state.problem ? problemText(t, side, state.problem) : undefined;
  const percent = Math.round(state.progress * 100);
  return (
    <FormGroup hasError={error !== undefined}>
      <Label htmlFor={id}>{t(`partner^partner>upload>${side}`)}</Label>
      <Hint fieldId={id}>{t('partner^partner>upload>hint', { max: MAX_MEGABYTES })}</Hint>
      {error !== undefined && <InlineError fieldId={id} message={error} />}
      <input
        id={id}
        name={side}
        type="file"
        className="file-upload"
        accept={ID_DOCUMENT_TYPES.join(',')}
        capture="environment"
        aria-describedby={fieldDescribedBy(id, true, error !== undefined)}
        aria-invalid={error !== undefined ? true : undefined}
        disabled={state.uploading}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          // The input forgets the file at once: only the store's memory holds it, for a retry.
          event.currentTarget.value = '';
          if (file) void store.choose(side, file, file.name);
        }}
      />
      {state.uploading && (
        <p>
          <progress id={`${id}-progress`} max={100} value={percent} aria-label={t(`partner^partner>upload>${side}`)} /> {percent} %
        </p>
      )}
      <p role="status" className="hint" id={`${id}-status`}>
        {state.uploading
          ? t('partner^partner>upload>uploading', { name: state.fileName })
          : state.uploaded
            ? t('partner^partner>upload>uploaded', { name: state.fileName })
            : ''}
      </p>
      {state.problem === 'failed' && state.file && (
        <Button variant="secondary" id={`${id}-retry`} onClick={() => void store.retry(side)}>
          {t('partner^partner>upload>retry', { side: t(`partner^partner>upload>${side}`) })}
        </Button>
      )}
    </FormGroup>
  );
});

/**
 * /id-upload (docs/states-and-routes.md "Application states": state 30; issue 12): the front and back of the identity document, from a file or the phone's
 * camera (`capture`); type and size checked before sending, progress while sending, a retry after a failure; the
 * files are kept in memory only. Continue confirms both sides and goes where the answered state points.
 */
export const IdUploadPage = observer(function IdUploadPage({ store, title }: { store: IdUploadStore; title: string }) {
  const t = useT();
  const navigate = useFunnelNavigate();
  const errors = store.problems.map(({ side, problem }) => ({ fieldId: fieldId(side), message: problemText(t, side, problem) }));
  return (
    <ResultScreen title={title}>
      <ErrorSummary errors={errors} focusKey={store.attempts} />
      {store.failed && <p role="alert" className="error-message">{t('partner^partner>errors>failed')}</p>}
      <p>{t('partner^partner>upload>intro')}</p>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void store.confirm().then((outcome) => {
            if (outcome.kind === 'route') navigate(outcome.route, 'REPLACE');
          });
        }}
      >
        {ID_DOCUMENT_SIDES.map((side) => (
          <SideField key={side} store={store} side={side} />
        ))}
        <Button type="submit" busy={store.busy} busyLabel={t('partner^partner>sending')}>
          {t('partner^partner>continue')}
        </Button>
      </form>
    </ResultScreen>
  );
});
