import { errorId } from './fieldIds';
import { useT } from './Translate';
import { VisuallyHidden } from './VisuallyHidden';

/**
 * The inline error message: above the input, with a visually hidden "Error:" prefix, referenced by the input's
 * `aria-describedby` (docs/accessible-forms.md "Inline error"; GOV.UK error-message component).
 */
export function InlineError({ fieldId, message }: { fieldId: string; message: string }) {
  const t = useT();
  return (
    <p id={errorId(fieldId)} className="error-message">
      <VisuallyHidden>{t('common^errorSummary>errorPrefix')}</VisuallyHidden> {message}
    </p>
  );
}
