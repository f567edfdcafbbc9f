/**
 * A stand-in for `window.localStorage` in Node with the browser's failure modes: a size quota that throws
 * `QuotaExceededError`, and a `blocked` switch that makes every call throw `SecurityError` (cookies disabled).
 */
export class MemoryWebStorage {
  readonly items = new Map<string, string>();
  blocked = false;

  constructor(private quotaCharacters = Number.POSITIVE_INFINITY) {}

  getItem(key: string): string | null {
    this.guard();
    return this.items.get(key) ?? null;
  }

  setItem(key: string, value: string): void {
    this.guard();
    const text = String(value);
    const others = [...this.items].reduce((sum, [k, v]) => (k === key ? sum : sum + k.length + v.length), 0);
    if (others + key.length + text.length > this.quotaCharacters) {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    }
    this.items.set(key, text);
  }

  removeItem(key: string): void {
    this.guard();
    this.items.delete(key);
  }

  limitTo(characters: number): void {
    this.quotaCharacters = characters;
  }

  private guard(): void {
    if (this.blocked) throw new DOMException('The operation is insecure.', 'SecurityError');
  }
}
