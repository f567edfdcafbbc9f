import { describe, expect, it } from 'vitest';
import { ResumeApplication } from '../../../application/usecases/ResumeApplication';
import { InMemoryKeyValueStorage } from '../../support/InMemoryKeyValueStorage';
import { aLeadWithSensitiveAnswers, SESSION_ID } from '../../support/leadMother';
import { esPages, harness } from './support/harness';
import { REFERENCE_VERIFICATION_CODE } from '../../../domain/api/TestIdentities';
import { RESUME_MASKED_TARGET } from '../../support/InMemoryLeadGateway';

function setUp(progressState = 7) {
  const h = harness(new InMemoryKeyValueStorage());
  h.gateway.seed({ ...aLeadWithSensitiveAnswers(), id: 'lead-9', sessionId: SESSION_ID }, progressState, { status: 'offer-stage' });
  const useCase = new ResumeApplication({ gateway: h.gateway, storage: h.storage, keys: h.keys, ids: h.ids, clock: h.clock, initialPages: esPages });
  return { ...h, useCase };
}

describe('ResumeApplication (docs/states-and-routes.md "Routes": /continue/:id, docs/product.md "Calls")', () => {
  it('calls the v3 path with the refTransactionId and follows the progress state by REPLACE', async () => {
    const { useCase, gateway } = setUp(7);
    const result = await useCase.execute({ id: 'lead-9', urlType: 'sms', refTransactionId: 'tx-1' });
    if (!result.ok) throw new Error(result.error.kind);
    expect(gateway.callsOf('resumeApplication')[0]?.args[0]).toEqual({ id: 'lead-9', urlType: 'sms', refTransactionId: 'tx-1' });
    expect(result.value.route).toBe('/mobile-verification');
    expect(result.value.method).toBe('REPLACE');
    expect(result.value.state.sessionId).toBe(SESSION_ID);
    expect(result.value.state.lead.id).toBe('lead-9');
  });

  it('follows a pre-offer state to its page', async () => {
    const { useCase, gateway } = setUp(3);
    const result = await useCase.execute({ id: 'lead-9', urlType: 'email' });
    expect(result.ok && result.value.route).toBe('/contact-details');
    expect(gateway.callsOf('resumeApplication')[0]?.args[0]).toEqual({ id: 'lead-9', urlType: 'email' });
  });

  it('keeps the sensitive answers in memory only', async () => {
    const { useCase, memory } = setUp();
    const result = await useCase.execute({ id: 'lead-9' });
    expect(result.ok && result.value.state.lead.incomeDetails?.iban).toBe('ES9121000418450200051332');
    expect(memory.rawText('leadApplication')).not.toContain('ES9121000418450200051332');
    expect(memory.read('sessionId')).toBe(SESSION_ID);
    expect(memory.read('lid')).toBe('lead-9');
  });

  it.each([
    ['an unknown id', { id: 'nope' }, 'NotFound'],
    ['an empty id', { id: '  ' }, 'InvalidInput'],
    ['a urlType with a slash', { id: 'lead-9', urlType: 'a/b' }, 'InvalidInput'],
  ])('%s → %s', async (_label, input, kind) => {
    const { useCase } = setUp();
    const result = await useCase.execute(input);
    expect(!result.ok && result.error.kind).toBe(kind);
  });

  describe('from a browser without the credential (issue 15 item 2)', () => {
    it('answers ProofRequired with the masked target and stores nothing; a code is sent only when asked', async () => {
      const { useCase, gateway, memory } = setUp();
      gateway.withoutCredential.add('lead-9');
      const asked = await useCase.execute({ id: 'lead-9' });
      expect(!asked.ok && asked.error).toEqual({ kind: 'ProofRequired', channel: 'sms', maskedTarget: RESUME_MASKED_TARGET, codeSent: false, retryAfterSeconds: 0 });
      expect(gateway.callsOf('sendResumeCode')).toHaveLength(0);
      const sent = await useCase.execute({ id: 'lead-9', sendCode: true });
      expect(!sent.ok && sent.error).toEqual({ kind: 'ProofRequired', channel: 'sms', maskedTarget: RESUME_MASKED_TARGET, codeSent: true, retryAfterSeconds: 30 });
      // A second ask within the cooldown sends nothing new and says when another may be asked for.
      const again = await useCase.execute({ id: 'lead-9', sendCode: true });
      expect(!again.ok && again.error).toMatchObject({ kind: 'ProofRequired', codeSent: false, retryAfterSeconds: 30 });
      expect(memory.read('lid')).toBeUndefined();
      expect(memory.read('leadApplication')).toBeUndefined();
    });

    it('a wrong code is a Validation error naming the attempts left; the right one resumes with the answers', async () => {
      const { useCase, gateway } = setUp(3);
      gateway.withoutCredential.add('lead-9');
      await useCase.execute({ id: 'lead-9', sendCode: true });
      const wrong = await useCase.execute({ id: 'lead-9', code: '0000' });
      expect(!wrong.ok && wrong.error.kind === 'Validation' && wrong.error.fieldErrors[0]).toMatchObject({ field: 'code', code: 'WrongCode', params: { attemptsLeft: 4 } });
      expect(gateway.callsOf('resumeApplication')).toHaveLength(1);
      const right = await useCase.execute({ id: 'lead-9', code: REFERENCE_VERIFICATION_CODE });
      expect(right.ok && right.value.state.lead.personalDetails?.personalCode).toBe(aLeadWithSensitiveAnswers().personalDetails?.personalCode);
      expect(right.ok && right.value.route).toBe('/contact-details');
    });
  });
});
