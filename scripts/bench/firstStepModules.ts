/**
 * Which source modules the first step's JavaScript is made of, largest first (first-step budget analysis):
 * `node --import tsx scripts/bench/firstStepModules.ts [brand ...] [--top N]` builds the app with source maps into
 * bench-results/modules-dist, opens each brand's first step as tests/budget/checkBudget.ts does, and prints every
 * first-step file with its gzip size, then the modules summed over those files with an estimated gzip share (a
 * module's minified bytes times its file's gzip ratio). Brands default to es-vehicle.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipBytes, kb } from '../../tests/budget/firstStepBudget';
import { launchChromium } from './browser';
import { loadFirstStep } from './firstStepFiles';
import { ROOT, serveBuilt } from './serveBuilt';

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** Source index of every generated segment of a v3 source map's `mappings`, as [line, column, source] triples. */
function segments(mappings: string): Array<[number, number, number]> {
  const out: Array<[number, number, number]> = [];
  let source = 0;
  mappings.split(';').forEach((line, lineIndex) => {
    let column = 0;
    for (const segment of line.split(',')) {
      if (segment === '') continue;
      const fields: number[] = [];
      let value = 0;
      let shift = 0;
      for (const char of segment) {
        const digit = B64.indexOf(char);
        value += (digit & 31) << shift;
        if (digit & 32) shift += 5;
        else {
          fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = 0;
          shift = 0;
        }
      }
      column += fields[0] ?? 0;
      if (fields.length >= 4) source += fields[1] ?? 0;
      out.push([lineIndex, column, fields.length >= 4 ? source : -1]);
    }
  });
  return out;
}

interface ModuleBytes {
  total: number;
  /** Bytes V8 never ran during the first step (block coverage). */
  unused: number;
}

/** Minified bytes per source module of one built file, from its source map, and how many of them never ran. */
function bytesPerModule(code: string, map: { sources: string[]; mappings: string }, ran: Uint8Array): Map<string, ModuleBytes> {
  const lines = code.split('\n');
  const lineStart: number[] = [];
  lines.reduce((offset, line) => (lineStart.push(offset), offset + line.length + 1), 0);
  const result = new Map<string, ModuleBytes>();
  const segs = segments(map.mappings);
  segs.forEach(([line, column, source], index) => {
    const next = segs[index + 1];
    const end = next && next[0] === line ? next[1] : (lines[line]?.length ?? column);
    const name = source >= 0 ? (map.sources[source] ?? '?').replace(/^webpack:\/\/[^/]*\//, '').replace(/^(\.\.?\/)+/, '') : '(unmapped)';
    const entry = result.get(name) ?? { total: 0, unused: 0 };
    const start = (lineStart[line] ?? 0) + column;
    for (let offset = start; offset < (lineStart[line] ?? 0) + end; offset += 1) if (ran[offset] === 0) entry.unused += 1;
    entry.total += Math.max(0, end - column);
    result.set(name, entry);
  });
  return result;
}

/** 1 for every character V8 ran, from block coverage ranges (inner ranges painted over outer ones). */
function ranCharacters(length: number, functions: ReadonlyArray<{ ranges: ReadonlyArray<{ startOffset: number; endOffset: number; count: number }> }>): Uint8Array {
  const ran = new Uint8Array(length);
  const ranges = functions.flatMap((fn) => fn.ranges).sort((a, b) => b.endOffset - b.startOffset - (a.endOffset - a.startOffset));
  for (const range of ranges) ran.fill(range.count > 0 ? 1 : 0, range.startOffset, Math.min(length, range.endOffset));
  return ran;
}

const args = process.argv.slice(2);
const topArg = args.indexOf('--top');
const top = topArg >= 0 ? Number(args[topArg + 1]) : 80;
const brands = args.filter((arg, index) => !arg.startsWith('--') && index !== topArg + 1);
const distDir = join(ROOT, 'bench-results', 'modules-dist');
if (!args.includes('--no-build') || !existsSync(join(distDir, 'index.html'))) {
  execFileSync('npx', ['rsbuild', 'build', '-c', 'scripts/bench/rsbuild.bench.config.ts'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, BENCH_DIST_DIR: distDir, BENCH_SOURCE_MAP: '1' },
  });
}

const browser = await launchChromium();
try {
  for (const brandId of brands.length > 0 ? brands : ['es-vehicle']) {
    const server = await serveBuilt(brandId, distDir);
    try {
      const { files, coverage = [] } = await loadFirstStep(browser, server.appUrl, { coverage: true });
      const modules = new Map<string, { gzip: number; unused: number }>();
      let total = 0;
      console.log(`${brandId}: first-step files`);
      for (const file of files.filter((f) => f.kind === 'js')) {
        const gzip = gzipBytes(file.body);
        total += gzip;
        console.log(`  ${kb(gzip).padStart(9)}  ${file.url}`);
        const path = join(distDir, new URL(file.url).pathname.replace(/^\/[^/]+\//, ''));
        if (!existsSync(`${path}.map`)) {
          modules.set(`(no map) ${file.url}`, { gzip, unused: 0 });
          continue;
        }
        const code = file.body.toString('utf8');
        const ran = ranCharacters(code.length, coverage.find((entry) => entry.url === file.url)?.functions ?? []);
        const perModule = bytesPerModule(code, JSON.parse(readFileSync(`${path}.map`, 'utf8')), ran);
        for (const [name, bytes] of perModule) {
          const entry = modules.get(name) ?? { gzip: 0, unused: 0 };
          entry.gzip += (bytes.total * gzip) / code.length;
          entry.unused += (bytes.unused * gzip) / code.length;
          modules.set(name, entry);
        }
      }
      const unused = [...modules.values()].reduce((sum, entry) => sum + entry.unused, 0);
      console.log(`${brandId}: ${kb(total)} gzip, of which ≈ ${kb(unused)} never ran; modules by estimated gzip share (never ran)`);
      for (const [name, share] of [...modules].sort((a, b) => b[1].gzip - a[1].gzip).slice(0, top)) {
        console.log(`  ${kb(share.gzip).padStart(9)} ${`(${kb(share.unused)})`.padStart(11)}  ${name}`);
      }
    } finally {
      await server.close();
    }
  }
} finally {
  await browser.close();
}
