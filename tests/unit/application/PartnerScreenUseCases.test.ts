import { describe, expect, it } from 'vitest';
import { LoadPartnerOffers } from '../../../application/usecases/LoadPartnerOffers';
import { StartBankConnection } from '../../../application/usecases/StartBankConnection';
import { UploadIdDocument } from '../../../application/usecases/UploadIdDocument';
import { MAX_ID_DOCUMENT_BYTES } from '../../../domain/offer/documents/idDocumentFile';
import { ok } from '../../../domain/kernel/Result';
import { aFunnelState, aSavedState } from '../../support/leadMother';
import { FixedBankConnectionProvider, FixedPartnerOfferSource, SpyDocumentUploader } from '../../support/SpyOfferStagePorts';

/** A Blob-like file of `size` bytes (the use case reads only type and size; no bytes are allocated). */
const fileOf = (type: string, size: number): Blob => ({ type, size }) as Blob;

describe('UploadIdDocument (issue 12: checked before upload)', () => {
  it.each([
    ['text/plain', 100, 'NotAnOption', undefined],
    ['image/png', MAX_ID_DOCUMENT_BYTES + 1, 'AboveMaximum', { max: 10 }],
    ['application/pdf', 0, 'Required', undefined],
  ])('a %s file of %i bytes is refused as %s without any upload', async (type, size, kind, params) => {
    const uploader = new SpyDocumentUploader();
    const result = await new UploadIdDocument(uploader).execute({ state: aSavedState('lead-1', 30), side: 'front', file: fileOf(type, size) });
    expect(result).toEqual({ ok: false, error: { kind: 'InvalidInput', errors: { file: { kind, ...(params ? { params } : {}) } } } });
    expect(uploader.uploads).toHaveLength(0);
  });

  it('sends a valid file for the lead, passing its progress on, and answers what the lender kept', async () => {
    const uploader = new SpyDocumentUploader();
    const progress: number[] = [];
    const file = fileOf('image/jpeg', 2048);
    const result = await new UploadIdDocument(uploader).execute({ state: aSavedState('lead-9', 30), side: 'back', file, onProgress: (f) => progress.push(f) });
    expect(result).toEqual(ok({ side: 'back', type: 'image/jpeg', size: 2048, sha256: 'a'.repeat(64) }));
    expect(uploader.uploads).toEqual([{ leadId: 'lead-9', side: 'back', file }]);
    expect(progress).toEqual([0.25, 0.5, 0.75, 1]);
  });

  it('needs a lead', async () => {
    const result = await new UploadIdDocument(new SpyDocumentUploader()).execute({ state: aFunnelState(), side: 'front', file: fileOf('image/png', 10) });
    expect(result).toEqual({ ok: false, error: { kind: 'NoLead' } });
  });
});

describe('StartBankConnection', () => {
  it('answers the provider\'s http(s) address for the lead and the return address', async () => {
    const provider = new FixedBankConnectionProvider();
    const result = await new StartBankConnection(provider).execute({ state: aSavedState('lead-2', 9), returnTo: 'https://funnel.example/instantor' });
    expect(result).toEqual(ok({ authorizeUrl: 'https://bank.example/authorize?state=s1' }));
    expect(provider.calls).toEqual([{ leadId: 'lead-2', returnTo: 'https://funnel.example/instantor' }]);
  });

  it.each(['javascript:alert(1)', 'not a url', 'data:text/html,x'])('never answers %s as a place to go', async (url) => {
    const result = await new StartBankConnection(new FixedBankConnectionProvider(url)).execute({ state: aSavedState('lead-2', 9), returnTo: 'https://funnel.example/instantor' });
    expect(result).toEqual({ ok: false, error: { kind: 'MalformedResponse' } });
  });

  it('passes a provider failure on', async () => {
    const result = await new StartBankConnection(new FixedBankConnectionProvider(undefined, { kind: 'Network' })).execute({ state: aSavedState(), returnTo: 'https://f.example/' });
    expect(result).toEqual({ ok: false, error: { kind: 'Network' } });
  });
});

describe('LoadPartnerOffers', () => {
  it('answers the partner\'s offers for the lead', async () => {
    const result = await new LoadPartnerOffers(new FixedPartnerOfferSource()).execute({ state: aSavedState('lead-3', 38), partner: 'ipfd' });
    expect(result.ok && result.value.offers.map((o) => o.termMonths)).toEqual([12, 24, 36]);
  });

  it('refuses an answer about another partner as malformed', async () => {
    const source = new FixedPartnerOfferSource();
    source.answer = await source.offersFor('lead-3', 'cofidis');
    const result = await new LoadPartnerOffers(source).execute({ state: aSavedState('lead-3', 38), partner: 'ipfd' });
    expect(result).toEqual({ ok: false, error: { kind: 'MalformedResponse' } });
  });
});
