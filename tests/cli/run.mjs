// Runs build/native/knobel (path in $KNOBEL) for the CLI tests.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

export const knobel = process.env.KNOBEL;
export const examples = process.env.KNOBEL_EXAMPLES_DIR;
if (!knobel) throw new Error('KNOBEL (the path of the knobel binary) is not set; run the tests through ctest');

// { status, stdout, stderr } of `knobel ...args`, with `input` on standard input; `options` go to
// spawnSync (cwd, stdio).
export function run(args, input = '', options = {}) {
  const result = spawnSync(knobel, args, { input, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024, timeout: 120000,
                                           ...options });
  if (result.error) throw result.error;
  return { status: result.status, signal: result.signal, stdout: result.stdout, stderr: result.stderr };
}

export function example(...parts) {
  return join(examples, ...parts);
}
