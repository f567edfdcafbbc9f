import { WebCryptoHasher } from '../../../adapters/browser/WebCryptoHasher';
import { Sha256Hasher } from '../../support/Sha256Hasher';
import { describeHasherContract } from '../suites/hasherContract';

describeHasherContract('WebCryptoHasher', () => new WebCryptoHasher());
describeHasherContract('Sha256Hasher (test double)', () => new Sha256Hasher());
