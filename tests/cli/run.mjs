// Runs build/native/knobel (path in $KNOBEL) for the CLI tests.
import { spawnSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const knobel = process.env.KNOBEL;
export const examples = process.env.KNOBEL_EXAMPLES_DIR;
// Whether knobel is the sanitized build (tests/CMakeLists.txt): a case costs it 8 to 250 times as
// much, and it is there to catch memory and undefined-behaviour errors, which the first cases
// reach as well; the answers of every case are checked against the plain build.
export const sanitized = process.env.KNOBEL_SANITIZED === '1';
// `n` cases in the plain build; under the sanitizers a quarter of them, at least one (as
// tests/unit/sanitized_cases.h).
export function cases(n) {
  return sanitized ? Math.ceil(n / 4) : n;
}
// The items of `list` a test runs: all of them in the plain build; under the sanitizers `cases`
// of them, spread over the list and always with its last (the largest, where a list grows).
export function casesOf(list) {
  const n = cases(list.length);
  if (n === list.length) return list;
  return Array.from({ length: n }, (_, i) => list[list.length - 1 - Math.floor((i * list.length) / n)]).reverse();
}
if (!knobel) throw new Error('KNOBEL (the path of the knobel binary) is not set; run the tests through ctest');

// { status, stdout, stderr } of `knobel ...args`, with `input` on standard input; `options` go to
// spawnSync (cwd, stdio).
//
// The input comes from a file, not a pipe: knobel may refuse its arguments and exit before it reads
// standard input (as it should), and a pipe written after that exit fails with EPIPE — a race that
// made "usage errors" fail now and then with a large input. A file has no such race.
export function run(args, input = '', options = {}) {
  if (options.stdio) return finish(spawnSync(knobel, args, spawnOptions(options)));
  const dir = mkdtempSync(join(tmpdir(), 'knobel-stdin-'));
  const path = join(dir, 'stdin');
  writeFileSync(path, input);
  const fd = openSync(path, 'r');
  try {
    return finish(spawnSync(knobel, args, spawnOptions({ stdio: [fd, 'pipe', 'pipe'], ...options })));
  } finally {
    closeSync(fd);
    rmSync(dir, { recursive: true, force: true });
  }
}

function spawnOptions(options) {
  return { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024, timeout: 120000, ...options };
}

function finish(result) {
  if (result.error) throw result.error;
  return { status: result.status, signal: result.signal, stdout: result.stdout, stderr: result.stderr };
}

export function example(...parts) {
  return join(examples, ...parts);
}
