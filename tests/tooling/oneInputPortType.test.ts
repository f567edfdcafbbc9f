import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = process.cwd();
/** The one declaration of the input-port type (application/usecases/UseCase.ts). */
const THE_ONE = 'application/usecases/UseCase.ts';

const sources = (dir: string): string[] =>
  readdirSync(join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)));

/** A type that is "a use case's execute" by another name: a Pick of `execute`, or a type or interface holding only it. */
const OTHER_INPUT_PORT = [
  /Pick<[^<>]+,\s*'execute'>/,
  /\b(?:interface|type)\s+\w+(?:<[^>]*>)?\s*(?:=\s*)?\{\s*(?:readonly\s+)?execute\s*[(:<][^;]*;?\s*\}/,
];

describe('one input-port type (issue 23 item 4)', () => {
  const files = ['application', 'src', 'ui', 'adapters', 'examples'].flatMap(sources).filter((file) => file !== THE_ONE);

  it('finds the files it scans', () => {
    expect(files).toContain('ui/services/AppServices.ts');
  });

  it('no other file declares an input-port type of its own (each uses UseCase<…>)', () => {
    const offenders = files.filter((file) => {
      const text = readFileSync(join(ROOT, file), 'utf8');
      return OTHER_INPUT_PORT.some((pattern) => pattern.test(text));
    });
    expect(offenders).toEqual([]);
  });

  it('catches the old forms', () => {
    const old = [
      "type UseCaseOf<T extends { execute: (...args: never[]) => unknown }> = Pick<T, 'execute'>;",
      'export interface AsyncUseCase<I, O, E extends { kind: string }> {\n  execute(input: I): Promise<Result<O, E>>;\n}',
      "readonly extendSession: Pick<ExtendSession, 'execute'>,",
    ];
    for (const text of old) expect(OTHER_INPUT_PORT.some((pattern) => pattern.test(text)), text).toBe(true);
  });
});
