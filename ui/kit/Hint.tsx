import type { ReactNode } from 'react';
import { hintId } from './fieldIds';

/** A field's hint; its id is referenced by the input's `aria-describedby`. */
export function Hint({ fieldId, children }: { fieldId: string; children: ReactNode }) {
  return (
    <div id={hintId(fieldId)} className="hint">
      {children}
    </div>
  );
}
