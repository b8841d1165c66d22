// Options, read the same way by every subcommand (src/cli/args.h; issue 21, section 4, item 10):
// an option with a value given twice, a missing value, an unknown option and a flag given a value
// are refused with exit 2 and one line; "--" ends the options. Each case was reproduced first:
// a repeated option took the last value, `--moves --json` took "--json" as m, `hexmax --moves
// d24.txt` said "no FILE given", `views --battery 3 --count-limit 3` ignored --count-limit and
// "--" was an unknown option.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { run, example } from './run.mjs';

const dir = mkdtempSync(join(tmpdir(), 'knobel-options-'));
const HEXMAX = example('hexmax', 'hexmax0.txt');  // D24, m = 3: EE4
const MATCHES = example('matches', 'streichhoelzer0.txt');
const CROSSNUMBER = example('crossnumber', '7down-example.kz');
const VIEWS = 'fe88e8f9b499';

function expectRefused(args, pattern, input = '', options = {}) {
  const { status, stdout, stderr } = run(args, input, options);
  const what = args.join(' ');
  assert.equal(status, 2, `${what}: ${stdout}`);
  assert.equal(stdout, '', what);
  assert.match(stderr, pattern, what);
  assert.equal(stderr.split('\n').length, 2, `${what}: one line, ${JSON.stringify(stderr)}`);
}

test('an option with a value given twice is refused, in every subcommand and both spellings', () => {
  const cases = [
    [['views', '--size', '4', '--size', '5', VIEWS], '--size', '"4" and "5"'],
    [['views', '--battery', '3', '--battery', '4'], '--battery', '"3" and "4"'],
    [['views', '--battery', '3', '--first', '1', '--first=2'], '--first', '"1" and "2"'],
    [['views', '--json', '--count-limit', '3', '--count-limit', '3', VIEWS], '--count-limit', '"3" and "3"'],
    [['hexmax', HEXMAX, '--moves', '1', '--moves', '2'], '--moves', '"1" and "2"'],
    [['hexmax', HEXMAX, '--glyphs=variant', '--glyphs', 'contest'], '--glyphs', '"variant" and "contest"'],
    [['matches', MATCHES, '--moves', '3', '--moves=4'], '--moves', '"3" and "4"'],
    [['crossnumber', CROSSNUMBER, '--max-solutions', '1', '--max-solutions', '5'], '--max-solutions', '"1" and "5"'],
    [['crossnumber', '--generate', '4x4', '--generate', '5x5'], '--generate', '"4x4" and "5x5"'],
    [['crossnumber', '--generate', '4x4', '--seed', '1', '--seed', '2'], '--seed', '"1" and "2"'],
    [['crossnumber', '--generate', '4x4', '--difficulty', 'easy', '--difficulty', 'hard'], '--difficulty', '"easy" and "hard"'],
  ];
  for (const [args, option, values] of cases)
    expectRefused(args, new RegExp(`^knobel ${args[0]}: ${option} is given twice \\(${values}\\): give it once\\n$`));
});

test('a repeated flag says the same thing twice and is accepted', () => {
  const once = run(['hexmax', HEXMAX, '--json']);
  const twice = run(['hexmax', HEXMAX, '--json', '--json']);
  assert.equal(once.status, 0, once.stderr);
  assert.equal(twice.status, 0, twice.stderr);
  assert.equal(twice.stdout, once.stdout);
  assert.equal(JSON.parse(twice.stdout).result, 'EE4');
});

test('an option missing its value never takes the next option as its value', () => {
  expectRefused(['hexmax', HEXMAX, '--moves', '--json'], /^knobel hexmax: --moves needs a value, found the option "--json"\n$/);
  expectRefused(['matches', MATCHES, '--moves', '--rotate'], /^knobel matches: --moves needs a value, found the option "--rotate"\n$/);
  expectRefused(['crossnumber', '--generate', '5x5', '--seed', '--difficulty', 'hard'],
                /^knobel crossnumber: --seed needs a value, found the option "--difficulty"\n$/);
  expectRefused(['views', '--size', '--json', VIEWS], /^knobel views: --size needs a value, found the option "--json"\n$/);
  // At the end, and just before the end of the options.
  expectRefused(['views', '--battery'], /^knobel views: --battery needs a value\n$/);
  expectRefused(['hexmax', '--moves', '--', HEXMAX], /^knobel hexmax: --moves needs a value\n$/);
  // A value that merely starts with one '-' is a value, and its own check names it.
  expectRefused(['hexmax', HEXMAX, '--moves', '-3'], /--moves: m must not be negative, found "-3"/);
});

test('hexmax --moves d24.txt: the bad value is named, not a missing FILE', () => {
  writeFileSync(join(dir, 'd24.txt'), 'D24\n3\n');
  expectRefused(['hexmax', '--moves', 'd24.txt'], /^knobel hexmax: --moves: m must be a whole number, found 'd' in "d24.txt"\n$/,
                '', { cwd: dir });
  expectRefused(['matches', '--moves', 'f.txt'], /^knobel matches: --moves: .*"f.txt"/);
  expectRefused(['crossnumber', '--max-solutions', 'f.kz'], /^knobel crossnumber: --max-solutions must be a whole number.*"f.kz"/);
  // With the FILE given as well, the command is right.
  const right = run(['hexmax', '--moves', '2', 'd24.txt'], '', { cwd: dir });
  assert.equal(right.status, 0, right.stderr);
  assert.equal(right.stdout.split('\n')[1], '2');
});

test('an unknown option is refused by every subcommand, whatever else is given', () => {
  const cases = [
    ['views', VIEWS], ['views', '--battery', '3'], ['views', '-'], ['hexmax', HEXMAX], ['matches', MATCHES],
    ['crossnumber', CROSSNUMBER], ['crossnumber', '--generate', '4x4'], ['crossnumber', CROSSNUMBER, '--check'],
  ];
  for (const args of cases) {
    expectRefused([...args, '--frobnicate'], new RegExp(`^knobel ${args[0]}: unknown option "--frobnicate" \\(see --help\\)\\n$`));
    expectRefused([...args, '-x'], new RegExp(`^knobel ${args[0]}: unknown option "-x" \\(see --help; an argument that starts with - goes after --\\)\\n$`));
  }
  // A flag given a value is not the flag.
  expectRefused(['hexmax', HEXMAX, '--json=yes'], /^knobel hexmax: --json takes no value, found "--json=yes"\n$/);
  // Options of views that a mode would ignore are refused the same way.
  expectRefused(['views', '--battery', '3', '--count-limit', '3'], /^knobel views: --count-limit goes with --json for one puzzle/);
  expectRefused(['views', '--battery', '3', '--summary', '--json'], /^knobel views: --summary and --json: give one/);
});

test('-- ends the options: what follows is a FILE or a puzzle, even when it starts with -', () => {
  writeFileSync(join(dir, '-x'), 'D24\n3\n');
  const hexmax = run(['hexmax', '--json', '--', '-x'], '', { cwd: dir });
  assert.equal(hexmax.status, 0, hexmax.stderr);
  assert.equal(JSON.parse(hexmax.stdout).result, 'EE4');

  writeFileSync(join(dir, '--json'), 'before\n0 0 0 0 0\nafter\n0 0 0 0 60\nmoves 1\n');
  const matches = run(['matches', '--', '--json'], '', { cwd: dir });
  assert.equal(matches.status, 0, matches.stderr);
  assert.match(matches.stdout, /^u = 1 \(exact\): solvable$/m);  // text: --json after -- is the FILE

  writeFileSync(join(dir, '-c.kz'), 'grid\nA\nend\n=(A_w, 7)\n');
  const crossnumber = run(['crossnumber', '--', '-c.kz'], '', { cwd: dir });
  assert.equal(crossnumber.status, 0, crossnumber.stderr);
  assert.match(crossnumber.stdout, /^unique\n7\n/);

  // "-" after -- is still standard input; only the first -- ends the options, a second is a FILE.
  const views = run(['views', '--', '-'], `${VIEWS}\n`);
  assert.equal(views.status, 0, views.stderr);
  assert.match(views.stdout, new RegExp(`^${VIEWS} \\d+ [0-9a-f]{16}\\n$`));
  expectRefused(['hexmax', '--', HEXMAX, '--'], /give one FILE only/);
  expectRefused(['views', '--', '-json'], /argument "-json"/);
  // Options before -- still count.
  expectRefused(['hexmax', '--moves', 'x', '--', '-x'], /--moves: m must be a whole number/, '', { cwd: dir });
});
