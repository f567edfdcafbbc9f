import { makeAutoObservable, runInAction } from 'mobx';
import { ID_DOCUMENT_SIDES, type IdDocumentSide, type UploadedIdDocument } from '../../../domain/offer/documents/idDocumentFile';
import type { FunnelStore } from '../../stores/FunnelStore';
import type { PartnerScreenServices } from '../../services/PartnerScreenServices';
import type { CodeOutcome } from './MobileCodeStore';

/** What the screen says about one side: why the file was refused, or that sending it failed. */
export type SideProblem = 'wrongType' | 'tooLarge' | 'empty' | 'failed' | 'missing';

export interface SideState {
  /** The picked file, held in memory only (retry sends it again); never written to browser storage. */
  file: Blob | null;
  fileName: string;
  uploading: boolean;
  /** Share sent, 0 to 1. */
  progress: number;
  uploaded: UploadedIdDocument | null;
  problem: SideProblem | null;
}

const emptySide = (): SideState => ({ file: null, fileName: '', uploading: false, progress: 0, uploaded: null, problem: null });

/**
 * The id upload screen's work (docs/states-and-routes.md "Application states": state 30; issue 12): each side is checked and sent as soon as it is picked,
 * with its progress; a failed send can be retried with the same file; Continue confirms both sides (`documentId`)
 * and follows the answered state.
 */
export class IdUploadStore {
  sides: Record<IdDocumentSide, SideState> = { front: emptySide(), back: emptySide() };
  busy = false;
  /** Counts refused Continues and refused files, so the error summary takes focus again. */
  attempts = 0;
  /** The confirmation failed for another reason than a missing side. */
  failed = false;

  constructor(
    private readonly services: PartnerScreenServices,
    private readonly funnel: FunnelStore,
  ) {
    makeAutoObservable<this, 'services' | 'funnel'>(this, { services: false, funnel: false });
  }

  /** Sides that must be fixed before Continue, in screen order. */
  get problems(): ReadonlyArray<{ side: IdDocumentSide; problem: SideProblem }> {
    return ID_DOCUMENT_SIDES.flatMap((side) => {
      const problem = this.sides[side].problem;
      return problem ? [{ side, problem }] : [];
    });
  }

  async choose(side: IdDocumentSide, file: Blob, fileName: string): Promise<void> {
    this.sides[side] = { ...emptySide(), file, fileName };
    await this.send(side);
  }

  async retry(side: IdDocumentSide): Promise<void> {
    if (this.sides[side].file) await this.send(side);
  }

  private async send(side: IdDocumentSide): Promise<void> {
    const state = this.funnel.state;
    const file = this.sides[side].file;
    if (!state || !file) return;
    this.sides[side] = { ...this.sides[side], uploading: true, progress: 0, problem: null, uploaded: null };
    const result = await this.services.uploadIdDocument.execute({
      state,
      side,
      file,
      onProgress: (fraction) => runInAction(() => {
        this.sides[side].progress = fraction;
      }),
    });
    runInAction(() => {
      const current = this.sides[side];
      current.uploading = false;
      if (result.ok) {
        current.uploaded = result.value;
        current.progress = 1;
        return;
      }
      const error = result.error;
      const fileError = error.kind === 'InvalidInput' ? error.errors.file : error.kind === 'Validation' ? error.fieldErrors.find((e) => e.field === 'file') : undefined;
      const kind = fileError && 'kind' in fileError ? fileError.kind : fileError && 'code' in fileError ? fileError.code : undefined;
      current.problem = kind === 'NotAnOption' ? 'wrongType' : kind === 'AboveMaximum' || (error.kind === 'Refused' && error.status === 413) ? 'tooLarge' : kind === 'Required' ? 'empty' : 'failed';
      // A refused file is not sent again: the applicant picks another one.
      if (current.problem !== 'failed') current.file = null;
      this.attempts += 1;
    });
  }

  /** Confirms both sides and answers where to go; stays with a problem on each side still missing. */
  async confirm(): Promise<CodeOutcome> {
    const state = this.funnel.state;
    if (!state || this.busy || ID_DOCUMENT_SIDES.some((side) => this.sides[side].uploading)) return { kind: 'stay' };
    this.failed = false;
    const missing = ID_DOCUMENT_SIDES.filter((side) => !this.sides[side].uploaded);
    if (missing.length > 0) {
      for (const side of missing) if (!this.sides[side].problem) this.sides[side].problem = 'missing';
      this.attempts += 1;
      return { kind: 'stay' };
    }
    this.busy = true;
    const result = await this.services.submitOfferStep.execute({
      state,
      action: { kind: 'step', step: 'documentId' },
      data: { front: this.sides.front.uploaded?.sha256, back: this.sides.back.uploaded?.sha256 },
    });
    return runInAction(() => {
      this.busy = false;
      if (result.ok) {
        this.funnel.adopt(result.value.state);
        // Nothing of the document stays in memory once the lender has it.
        this.sides = { front: emptySide(), back: emptySide() };
        return { kind: 'route', route: result.value.route } as const;
      }
      if (result.error.kind === 'Validation') {
        for (const e of result.error.fieldErrors) if (e.field === 'front' || e.field === 'back') this.sides[e.field] = { ...emptySide(), problem: 'missing' };
      } else this.failed = true;
      this.attempts += 1;
      return { kind: 'stay' } as const;
    });
  }
}
