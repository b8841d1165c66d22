// Every reader of every puzzle, fed what a hostile or careless user feeds it: a directory, a
// device that never ends, a directory on standard input, a byte-order mark, input too long to
// hold. Each gets exit 2 and one line naming the file, or the answer; never a crash or a hang.
// (issue "Every input, every device": each case was reproduced before the shared reader.)
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync, openSync, closeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { run, knobel, casesOf } from './run.mjs';

const dir = mkdtempSync(join(tmpdir(), 'knobel-inputs-'));

// `knobel ...args` with standard input taken from the file (or directory) at `path`.
function runWithStdinFrom(path, args) {
  const fd = openSync(path, 'r');
  try {
    const result = spawnSync(knobel, args, { stdio: [fd, 'pipe', 'pipe'], encoding: 'utf8', timeout: 60000,
                                             maxBuffer: 64 * 1024 * 1024 });
    if (result.error) throw result.error;
    return result;
  } finally {
    closeSync(fd);
  }
}

for (const puzzle of ['hexmax', 'matches', 'crossnumber']) {
  test(`${puzzle}: a directory as FILE is exit 2 with a sentence, not an abort`, () => {
    const { status, stdout, stderr } = run([puzzle, dir]);
    assert.equal(status, 2);
    assert.equal(stdout, '');
    assert.match(stderr, new RegExp(`^knobel ${puzzle}: .*: is a directory, not a puzzle file\\n$`));
  });

  test(`${puzzle}: /dev/zero ends with a size message, in bounded time`, () => {
    const started = Date.now();
    const { status, stderr } = run([puzzle, '/dev/zero']);
    assert.equal(status, 2);
    assert.match(stderr, /\/dev\/zero: more than 64 MiB of text/);
    assert.ok(Date.now() - started < 30000);
  });
}

test('views -: a directory on standard input is exit 2, not silence', () => {
  const { status, stdout, stderr } = runWithStdinFrom(dir, ['views', '-']);
  assert.equal(status, 2);
  assert.equal(stdout, '');
  assert.match(stderr, /^knobel views: stdin: is a directory/);
});

test('views -: /dev/zero (one endless line) is exit 2 naming the line', () => {
  const { status, stderr } = runWithStdinFrom('/dev/zero', ['views', '-']);
  assert.equal(status, 2);
  assert.match(stderr, /stdin: line 1 is longer than 1 MiB/);
});

test('a UTF-8 byte-order mark is accepted by every reader alike', () => {
  const bom = '\uFEFF';
  // The spec examples: D24 with m = 3 gives EE4; fe88e8f9b499 is the classic Views example (views.md).
  const hexmax = run(['hexmax', '-'], `${bom}D24\n3\n`);
  assert.equal(hexmax.status, 0, hexmax.stderr);
  assert.equal(hexmax.stdout.split('\n')[0], 'EE4');
  const views = run(['views', '-'], `${bom}fe88e8f9b499\n`);
  assert.equal(views.status, 0, views.stderr);
  assert.match(views.stdout, /^fe88e8f9b499 \d+ [0-9a-f]{16}\n$/);
  const matches = run(['matches', '-'], `${bom}before\n0 0 0 0 0\nafter\n0 0 0 0 0\n`);
  assert.equal(matches.status, 0, matches.stderr);
  const crossnumber = run(['crossnumber', '-'], `${bom}grid\nA\nend\n=(A_w, 7)\n`);
  assert.equal(crossnumber.status, 0, crossnumber.stderr);
});

test('only one byte-order mark is dropped, by the streaming reader as by the whole-file reader', () => {
  // A second mark is text: line 1 then starts with a character that is not a digit. `views -`
  // reads in blocks of lines (it once dropped a mark again on its second read), `hexmax -` whole.
  const mark = '\uFEFF';
  const views = run(['views', '-'], `${mark}${mark}fe88e8f9b499\n`);
  assert.equal(views.status, 2, views.stdout);
  assert.match(views.stderr, /stdin:1:1: /);
  const hexmax = run(['hexmax', '-'], `${mark}${mark}D24\n3\n`);
  assert.equal(hexmax.status, 2, hexmax.stdout);
  assert.match(hexmax.stderr, /stdin:1:1: /);
});

// cli.md: never partial output on bad input. The reader takes standard input in blocks of 65,536
// lines, and the answers to the first block once went out before a later block's bad line was
// read; now every line (up to 64 MiB of them) is checked before the first answer.
test('views -: a bad line after the first block of 65,536 lines prints no answer either', () => {
  const lines = 70000;
  const path = join(dir, 'long.txt');
  writeFileSync(path, 'fe88e8f9b499\n'.repeat(lines) + 'zz\n');
  const { status, stdout, stderr } = runWithStdinFrom(path, ['views', '-']);
  assert.equal(status, 2);
  assert.match(stderr, new RegExp(`stdin:${lines + 1}:1: 'z' is not a hex digit`));
  assert.equal(stdout, '');
  // The same lines without the bad one: every puzzle answered, in order.
  writeFileSync(path, 'fe88e8f9b499\n'.repeat(lines));
  const good = runWithStdinFrom(path, ['views', '-']);
  assert.equal(good.status, 0, good.stderr);
  const answers = good.stdout.split('\n').filter(Boolean);
  assert.equal(answers.length, lines);
  assert.ok(answers.every((line) => line === answers[0] && line.startsWith('fe88e8f9b499 ')), answers[0]);
});

test('views -: a bad line within the first block prints no answer at all', () => {
  const { status, stdout, stderr } = run(['views', '-'], 'fe88e8f9b499\n'.repeat(100) + 'fe88e8f9b49g\n');
  assert.equal(status, 2);
  assert.equal(stdout, '');
  assert.match(stderr, /stdin:101:12: /);
});

// Line ends and the size line across blocks (issue 21, section 4, item 9): a lone CR ended no
// line for the block reader, so 100,000 CR-ended lines were one "line 1 longer than 1 MiB"; each
// block was read as a file of its own, so a size line after the puzzles was refused at line 4 but
// taken at line 65,537, and its message said "but size 4 was asked for" when nobody had asked.

test('views -: CR-only and CRLF line ends count as lines, however many blocks', () => {
  for (const end of casesOf(['\r\n', '\r'])) {
    const lines = 100000;
    const { status, stdout, stderr } = run(['views', '-'], `fe88e8f9b499${end}`.repeat(lines));
    assert.equal(status, 0, stderr);
    const answers = stdout.split('\n').filter(Boolean);
    assert.equal(answers.length, lines, JSON.stringify(end));
    assert.ok(answers.every((line) => line === answers[0]) && answers[0].startsWith('fe88e8f9b499 '));
  }
});

test('views -: a bad line after the first block is named by its line with CR or CRLF ends', () => {
  for (const end of casesOf(['\n', '\r\n', '\r'])) {
    const path = join(dir, 'ends.txt');
    writeFileSync(path, `fe88e8f9b499${end}`.repeat(70000) + `zz${end}fe88e8f9b499${end}`);
    const { status, stdout, stderr } = runWithStdinFrom(path, ['views', '-']);
    assert.equal(status, 2, JSON.stringify(end));
    assert.match(stderr, /^knobel views: stdin:70001:1: 'z' is not a hex digit/, JSON.stringify(end));
    assert.equal(stdout, '', `${JSON.stringify(end)}: no answer before the bad line is known`);
  }
});

test('views -: a size line after the first puzzle is refused wherever it comes, naming that puzzle', () => {
  const path = join(dir, 'late-size.txt');
  const places = [[3, 4], [3, 5], [65536, 5], [65536, 4], [70000, 5], [70000, 4]];  // puzzles before, size
  for (const [before, size] of casesOf(places)) {
    writeFileSync(path, '# puzzles\n' + 'fe88e8f9b499\n'.repeat(before) + `size ${size}\n`);
    const { status, stderr } = runWithStdinFrom(path, ['views', '-']);
    assert.equal(status, 2, `${before} ${size}`);
    assert.equal(stderr, `knobel views: stdin:${before + 2}:1: the size line must come before the first puzzle (line 2)\n`);
  }
  // A second size line, blocks apart.
  writeFileSync(path, 'size 4\n' + '#\n'.repeat(70000) + 'size 4\n');
  const second = runWithStdinFrom(path, ['views', '-']);
  assert.equal(second.status, 2);
  assert.equal(second.stderr, 'knobel views: stdin:70002:1: a second size line (the first is line 1)\n');
});

test('views -: "was asked for" only when --size asked; a size line before every puzzle works in any block', () => {
  const path = join(dir, 'size-later-block.txt');
  const k5 = '0'.repeat(19);  // the empty K = 5 puzzle
  writeFileSync(path, '#\n'.repeat(70000) + `size 5\n${k5}\n`);
  const unasked = runWithStdinFrom(path, ['views', '-']);
  assert.equal(unasked.status, 0, unasked.stderr);
  assert.equal(unasked.stdout, `${k5} 0 ${'0'.repeat(32)}\n`);  // 125 bits: 32 hex digits, no cube
  const asked = runWithStdinFrom(path, ['views', '--size', '4', '-']);
  assert.equal(asked.status, 2);
  assert.equal(asked.stderr, 'knobel views: stdin:70001:6: the file is for size 5, but size 4 was asked for\n');
});
