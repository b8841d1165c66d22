// Output that cannot be written is an error, never a silent success (src/cli/output.h; issue 21,
// section 4, item 8): `knobel views fe88e8f9b499 >/dev/full` exited 0 (so did --battery and -),
// the other subcommands exited 1 with nothing on stderr. Now every subcommand and every kind of
// output, written to /dev/full (every write fails: no space left), exits 2 with one line.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { run, example, knobel } from './run.mjs';

const HEXMAX = example('hexmax', 'hexmax0.txt');
const MATCHES = example('matches', 'streichhoelzer0.txt');
const CROSSNUMBER = example('crossnumber', '7down-example.kz');
const VIEWS = 'fe88e8f9b499';

const dir = mkdtempSync(join(tmpdir(), 'knobel-output-'));

// `knobel ...args` with standard output on /dev/full. Standard input comes from a file, so that
// a run that stops reading early leaves no writer behind.
function runIntoFullDevice(args, input = '') {
  const path = join(dir, 'stdin.txt');
  writeFileSync(path, input);
  const [stdin, full] = [openSync(path, 'r'), openSync('/dev/full', 'w')];
  try {
    const result = spawnSync(knobel, args, { stdio: [stdin, full, 'pipe'], encoding: 'utf8', timeout: 120000 });
    if (result.error) throw result.error;
    return result;
  } finally {
    closeSync(stdin);
    closeSync(full);
  }
}

const cases = [
  [['--help']],
  [['--version']],
  [['views', VIEWS]],
  [['views', VIEWS, '000000000000']],
  [['views', '--json', VIEWS]],
  [['views', '--help']],
  [['views', '-'], `${VIEWS}\n`.repeat(3)],
  [['views', '--battery', '3']],
  [['views', '--battery', '3', '--summary']],
  [['views', '--battery', '3', '--json']],
  [['hexmax', HEXMAX]],
  [['hexmax', HEXMAX, '--json']],
  [['hexmax', '--help']],
  [['matches', MATCHES]],
  [['matches', MATCHES, '--json']],
  [['matches', '--help']],
  [['crossnumber', CROSSNUMBER]],
  [['crossnumber', CROSSNUMBER, '--json', '--steps']],
  [['crossnumber', CROSSNUMBER, '--check']],
  [['crossnumber', '--generate', '4x4']],
  [['crossnumber', '--help']],
];

test('/dev/full: every subcommand exits 2 with one line saying the output is lost', { skip: !existsSync('/dev/full') }, () => {
  for (const [args, input = ''] of cases) {
    const what = args.join(' ');
    // The same command writes its answer when it can (the case is one that prints something).
    const fine = run(args, input);
    assert.equal(fine.status, 0, `${what}: ${fine.stderr}`);
    assert.ok(fine.stdout.length > 0, what);

    const { status, stderr } = runIntoFullDevice(args, input);
    const who = args[0].startsWith('--') ? 'knobel' : `knobel ${args[0]}`;
    assert.equal(status, 2, `${what}: ${stderr}`);
    assert.equal(stderr, `${who}: cannot write the output: No space left on device\n`, what);
  }
});

test('/dev/full: long streams stop at the first lost block, with the same one line', { skip: !existsSync('/dev/full') }, () => {
  // The whole battery (a million lines) and 200,000 lines from standard input: the first write
  // fails, and the run says so once instead of solving on into nothing.
  for (const [args, input] of [[['views', '--battery', '1000000']], [['views', '-'], `${VIEWS}\n`.repeat(200000)]]) {
    const { status, stderr } = runIntoFullDevice(args, input ?? '');
    assert.equal(status, 2, args.join(' '));
    assert.equal(stderr, 'knobel views: cannot write the output: No space left on device\n');
  }
});
