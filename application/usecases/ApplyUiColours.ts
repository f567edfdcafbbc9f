import * as v from 'valibot';
import type { Result } from '../../domain/kernel/Result';
import { ok } from '../../domain/kernel/Result';
import { deepEqual } from '../kernel/deepEqual';
import type { FunnelStorage } from '../session/FunnelStorage';
import { sanitizeUiColours, type UiColours } from '../session/uiColours';

const StoredUiColoursSchema = v.record(v.string(), v.unknown());

/**
 * Applies custom UI colours (docs/product.md "Page chrome": "UI colours: custom colours, merged over the stored ones"; docs/sessions-and-storage.md "Persistence": "Changes to ... UI
 * colours are persisted when they differ"; storage key `uiColors`). Called with no custom colours it only reads the
 * stored ones, which is how the ui restores them at start-up.
 *
 * Where custom colours come from is not in the spec. Decision: a partner page that embeds the funnel sends them as a
 * `UI_COLORS` message, accepted only from an exact configured parent origin (`ParentFrame.listenForUiColours`, wired in
 * src/bootstrap/mount.tsx); the raw data arrives here, where every value is checked as a CSS colour
 * (application/session/uiColours.ts) and anything else dropped.
 * Ports: KeyValueStorage (FunnelStorage).
 */
export class ApplyUiColours {
  constructor(private readonly storage: FunnelStorage) {}

  /** The merged colours; `custom` is untrusted data (any shape), merged entry by entry over the stored colours. */
  execute(input: { readonly custom?: unknown } = {}): Result<UiColours, never> {
    const stored = sanitizeUiColours(this.storage.readSealed('uiColors', StoredUiColoursSchema));
    const merged = { ...stored, ...sanitizeUiColours(input.custom) };
    if (!deepEqual(stored, merged)) this.storage.writeSealed('uiColors', merged);
    return ok(merged);
  }
}
