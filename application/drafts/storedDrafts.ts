import * as v from 'valibot';
import { STORED_VERSION } from '../../domain/storage/storedEnvelope';

/** A date control's three parts as typed (ui/kit/dateParts.ts). */
export interface DraftDate {
  readonly day: string;
  readonly month: string;
  readonly year: string;
}

/** One typed answer as its control holds it: text, or the parts of a date (docs/drafts.md "What a draft keeps"). */
export type DraftValue = string | DraftDate;

/** The typed answers of one screen, by field name. */
export type DraftAnswers = Readonly<Record<string, DraftValue>>;

/** Whose drafts these are (docs/drafts.md "When a draft is dropped"). */
export interface DraftOwner {
  readonly sessionId: string;
  /** Absent while the lead is not created yet (the first step); such drafts go with the session's lead. */
  readonly leadId?: string;
  /** The session start the drafts were typed under, in milliseconds since the Unix epoch. */
  readonly sessionStartedAtMs: number;
}

/** Every draft of one owner, by screen (a flow step's path, a legacy page, an offer-stage screen). */
export interface DraftRecord {
  readonly owner: DraftOwner;
  readonly screens: Readonly<Record<string, DraftAnswers>>;
}

/** Longest text kept (characters): a longer value is left out of the draft, never cut (docs/drafts.md "What a draft keeps"). */
export const MAX_DRAFT_TEXT = 1_000;
/** Most screens and most fields per screen a stored record may hold: a bigger one is foreign and read as none. */
export const MAX_DRAFT_SCREENS = 100;
export const MAX_DRAFT_FIELDS = 100;

const Text = v.pipe(v.string(), v.maxLength(MAX_DRAFT_TEXT));
const DateSchema = v.strictObject({ day: v.pipe(v.string(), v.maxLength(10)), month: v.pipe(v.string(), v.maxLength(10)), year: v.pipe(v.string(), v.maxLength(10)) });
const ValueSchema = v.union([Text, DateSchema]);
// A check rather than valibot's maxEntries: that action would join the first step's shared valibot chunk (first-step budget).
const atMost = <T>(max: number) => v.check<Readonly<Record<string, T>>>((record) => Object.keys(record).length <= max);
const AnswersSchema = v.pipe(v.record(v.pipe(v.string(), v.maxLength(200)), ValueSchema), atMost<DraftValue>(MAX_DRAFT_FIELDS));

const StoredDraftsSchema = v.object({
  v: v.literal(STORED_VERSION),
  data: v.object({
    owner: v.object({
      sessionId: v.pipe(v.string(), v.maxLength(200)),
      leadId: v.optional(v.pipe(v.string(), v.maxLength(200))),
      sessionStartedAtMs: v.pipe(v.number(), v.finite()),
    }),
    screens: v.pipe(v.record(v.pipe(v.string(), v.maxLength(200)), AnswersSchema), atMost<DraftAnswers>(MAX_DRAFT_SCREENS)),
  }),
});

/** A draft value as the codec keeps it: text within the limit, or a date's three text parts; anything else is not a draft value. */
export const isDraftValue = (value: unknown): value is DraftValue => v.safeParse(ValueSchema, value).success;

/**
 * The `answerDrafts` storage value (docs/drafts.md "Where a draft lives"), in the versioned envelope `{ v: 1, data }`
 * (docs/sessions-and-storage.md "Encoding and versions").
 */
export function encodeDrafts(record: DraftRecord): unknown {
  return { v: STORED_VERSION, data: record };
}

/**
 * The record read back from storage, or undefined when absent, of another version, the wrong shape or beyond the
 * limits (docs/architecture.md house rule 2: parse at the edges). Never throws: a corrupt draft is no draft.
 */
export function decodeDrafts(raw: unknown): DraftRecord | undefined {
  const parsed = v.safeParse(StoredDraftsSchema, raw);
  if (!parsed.success) return undefined;
  const { owner, screens } = parsed.output.data;
  return { owner: { sessionId: owner.sessionId, sessionStartedAtMs: owner.sessionStartedAtMs, ...(owner.leadId !== undefined ? { leadId: owner.leadId } : {}) }, screens };
}
