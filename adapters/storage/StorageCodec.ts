/** Turns stored values into text and back (the encoding of spec §3 "Browser storage keys"). */
export interface StorageCodec {
  /** The text to store for `value`; `undefined` when the value has no JSON form (then nothing is stored). */
  encode(value: unknown): string | undefined;
  /** The value for stored `text`; throws on corrupt text (the adapter catches, logs and answers "absent"). */
  decode(text: string): unknown;
}
