import { createHash } from 'node:crypto';

/** Test-only SHA-256 (the production hash sits behind the Hasher port). */
export const sha256 = async (text: string): Promise<string> => createHash('sha256').update(text, 'utf8').digest('hex');
