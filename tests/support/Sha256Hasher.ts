import { createHash } from 'node:crypto';
import type { Hasher } from '../../application/ports/Hasher';

/** The real SHA-256 from node:crypto, so tests can assert golden vectors; also records what it hashed. */
export class Sha256Hasher implements Hasher {
  readonly inputs: string[] = [];

  async sha256Hex(text: string): Promise<string> {
    this.inputs.push(text);
    return createHash('sha256').update(text, 'utf8').digest('hex');
  }
}
