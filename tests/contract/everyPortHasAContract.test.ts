import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = process.cwd();

/** The ports: one file each in application/ports/, named after the port (docs/architecture.md "Names"). */
const PORTS = readdirSync(join(ROOT, 'application', 'ports'))
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
  .map((file) => basename(file, '.ts'))
  .sort();

/** Every test file that may run a contract suite: the contract runners, the DOM adapters' (jsdom) and the examples' tests. */
const RUNNERS = ['tests/contract', 'tests/component', 'examples'].flatMap((dir) =>
  readdirSync(join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.test\.tsx?$/.test(entry.name))
    .map((entry) => relative(ROOT, join(entry.parentPath, entry.name))),
);

const suiteFileOf = (port: string): string => `tests/contract/suites/${port[0]!.toLowerCase()}${port.slice(1)}Contract.ts`;

describe('every port has a contract suite, run by at least one runner (docs/architecture.md "Add a port")', () => {
  it('finds the ports and the runners', () => {
    expect(PORTS).toContain('LeadGateway');
    expect(RUNNERS.length).toBeGreaterThan(0);
  });

  it.each(PORTS)('%s: its suite in tests/contract/suites/ exports describe<Port>Contract(label, setup)', (port) => {
    const file = suiteFileOf(port);
    expect(existsSync(join(ROOT, file)), `${file} is missing`).toBe(true);
    expect(readFileSync(join(ROOT, file), 'utf8')).toMatch(new RegExp(`export (?:const|function) describe${port}Contract\\b`));
  });

  it.each(PORTS)('%s: a runner calls its suite', (port) => {
    const calling = RUNNERS.filter((runner) => readFileSync(join(ROOT, runner), 'utf8').includes(`describe${port}Contract(`));
    expect(calling, `no test under tests/contract/, tests/component/ or examples/ runs describe${port}Contract`).not.toEqual([]);
  });
});
