import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildOpenApi } from './buildOpenApi';

/** Writes openapi/openapi.json: `node --import tsx server/openapi/writeOpenApi.ts` after changing the contract. */
const file = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'openapi', 'openapi.json');
mkdirSync(dirname(file), { recursive: true });
writeFileSync(file, `${JSON.stringify(buildOpenApi(), null, 2)}\n`);
console.log(`wrote ${file}`);
