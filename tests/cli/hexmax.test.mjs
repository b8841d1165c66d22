// `knobel hexmax` (../shared/specs/cli.md, ../shared/specs/hexmax.md). The replay below is this
// test's own, written from the spec's segment table, not taken from the program.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bruteForce, seededRandom, shapes } from './hexmax_brute_force.mjs';
import { run, example, cases, sanitized } from './run.mjs';

const examplePath = (i) => example('hexmax', `hexmax${i}.txt`);

const SHAPES = ['abcdef', 'bc', 'abdeg', 'abcdg', 'bcfg', 'acdfg', 'acdefg', 'abc',
  'abcdefg', 'abcdfg', 'abcefg', 'cdefg', 'adef', 'bcdeg', 'adefg', 'aefg'];
const mask = (letters) => [...letters].reduce((m, c) => m | (1 << (c.charCodeAt(0) - 97)), 0);
const MASKS = SHAPES.map(mask);
const sticks = (m) => { let n = 0; for (; m; m &= m - 1) n++; return n; };
const masksOf = (hex) => [...hex].map((c) => MASKS[parseInt(c, 16)]);
const stateChar = (m) => { const d = MASKS.indexOf(m); return d < 0 ? '?' : d.toString(16).toUpperCase(); };

// Replays steps; returns the state line after every move. Throws on an illegal move.
function replay(input, steps) {
  const display = masksOf(input);
  const lines = [];
  steps.forEach(({ from, to }, k) => {
    const [fd, fs] = [from[0], from[1].charCodeAt(0) - 97];
    const [td, ts] = [to[0], to[1].charCodeAt(0) - 97];
    assert.ok(fd >= 0 && fd < display.length && td >= 0 && td < display.length, `step ${k + 1}: digit out of range`);
    assert.ok(fs >= 0 && fs < 7 && ts >= 0 && ts < 7, `step ${k + 1}: segment out of range`);
    assert.ok(display[fd] & (1 << fs), `step ${k + 1}: no stick at the source`);
    display[fd] &= ~(1 << fs);
    assert.notEqual(display[fd], 0, `step ${k + 1}: digit ${fd} is empty`);
    assert.ok(!(display[td] & (1 << ts)), `step ${k + 1}: the destination is taken`);
    display[td] |= 1 << ts;
    lines.push(display.map(stateChar).join(''));
  });
  return { display, lines };
}

function readExample(name) {
  const [number, m] = readFileSync(example('hexmax', name), 'utf8').split(/\r?\n/);
  return { number: number.trim().toUpperCase(), m: Number(m.trim()) };
}

const tmp = mkdtempSync(join(tmpdir(), 'knobel-hexmax-'));
function file(name, text) {
  const path = join(tmp, name);
  writeFileSync(path, text);
  return path;
}

for (let i = 0; i <= 5; i++) {
  const name = `hexmax${i}.txt`;
  test(`${name}: the JSON move list replays legally to the result`, () => {
    const { number, m } = readExample(name);
    const { status, stdout, stderr } = run(['hexmax', example('hexmax', name), '--json']);
    assert.equal(status, 0, stderr);
    assert.equal(stdout.trim().split('\n').length, 1, 'exactly one JSON object on one line');
    const answer = JSON.parse(stdout);
    assert.deepEqual(Object.keys(answer).slice(0, 5), ['input', 'm', 'result', 'moves', 'steps']);
    assert.equal(answer.input, number);
    assert.equal(answer.m, m);
    assert.match(answer.result, /^[0-9A-F]+$/);
    assert.equal(answer.result.length, number.length);
    assert.ok(answer.moves <= m, 'no more moves than allowed');
    assert.equal(answer.steps.length, answer.moves);
    const { display } = replay(number, answer.steps);
    assert.deepEqual(display, masksOf(answer.result), 'the replay ends at the result');
    const unlit = masksOf(number).reduce((n, from, k) => n + sticks(from & ~MASKS[parseInt(answer.result[k], 16)]), 0);
    assert.equal(answer.moves, unlit, 'as many moves as positions that go dark');
    // Never smaller than the input (doing nothing is always allowed).
    assert.ok(answer.result >= number);
  });

  test(`${name}: text output has one state line per move, each one move after the last`, () => {
    const json = JSON.parse(run(['hexmax', example('hexmax', name), '--json']).stdout);
    const { status, stdout } = run(['hexmax', example('hexmax', name)]);
    assert.equal(status, 0);
    assert.ok(stdout.endsWith('\n'));
    const lines = stdout.slice(0, -1).split('\n');
    assert.equal(lines[0], json.result);
    assert.equal(lines[1], String(json.moves));
    assert.equal(lines.length, 2 + json.moves);
    const expected = replay(json.input, json.steps).lines;
    let previous = json.input;
    for (let k = 2; k < lines.length; k++) {
      assert.equal(lines[k].length, json.input.length, `line ${k + 1}: one character per digit`);
      const changed = [...lines[k]].filter((c, j) => c !== previous[j]).length;
      assert.ok(changed <= 2, `line ${k + 1}: a move changes at most two digits`);
      assert.equal(lines[k], expected[k - 2], `line ${k + 1}`);
      previous = lines[k];
    }
    if (json.moves > 0) assert.equal(lines.at(-1), json.result);
  });
}

test('the spec example: D24 with 3 moves is EE4', () => {
  const { status, stdout } = run(['hexmax', '-'], 'D24\n3\n');
  assert.equal(status, 0);
  const lines = stdout.trim().split('\n');
  assert.equal(lines[0], 'EE4');
  assert.equal(lines[1], '3');
  assert.equal(lines.length, 5);
});

test('CRLF, no final newline, lower case and comment lines are read', () => {
  for (const text of ['d24\r\n3\r\n', 'D24\n3', 'D24\n3\n# a comment\n\n']) {
    const { status, stdout, stderr } = run(['hexmax', file('ok.txt', text), '--json']);
    assert.equal(status, 0, stderr);
    assert.equal(JSON.parse(stdout).result, 'EE4');
  }
});

test('options: --moves and --help', () => {
  const none = JSON.parse(run(['hexmax', example('hexmax', 'hexmax1.txt'), '--json', '--moves', '0']).stdout);
  assert.equal(none.result, readExample('hexmax1.txt').number);
  assert.equal(none.m, 0);
  assert.deepEqual(none.steps, []);

  const help = run(['hexmax', '--help']);
  assert.equal(help.status, 0);
  assert.match(help.stdout, /Usage: knobel hexmax FILE/);
  assert.match(help.stdout, /--decimal +the result uses the digits 0-9 only/);
});

// Replays JSON steps on the shapes `masks` (never an empty digit, never onto a lit place) and
// returns the display they end at; linear in the steps, for numbers of any length.
function replayMasks(input, steps, masks, where) {
  const display = [...input].map((c) => masks[parseInt(c, 16)]);
  steps.forEach(({ from, to }, k) => {
    const [fd, fs, td, ts] = [from[0], from[1].charCodeAt(0) - 97, to[0], to[1].charCodeAt(0) - 97];
    assert.ok(display[fd] & (1 << fs), `${where} step ${k + 1}: no stick at the source`);
    display[fd] &= ~(1 << fs);
    assert.notEqual(display[fd], 0, `${where} step ${k + 1}: digit ${fd} is empty`);
    assert.ok(!(display[td] & (1 << ts)), `${where} step ${k + 1}: the destination is taken`);
    display[td] |= 1 << ts;
  });
  return display;
}

// Random short numbers and m against the brute force of hexmax_brute_force.mjs, for one set of
// options. Returns how many answers differ from the plain contest answer, so that a test can
// insist that its options were really exercised.
function checkOptionAgainstBruteForce(flags, options, seed) {
  const random = seededRandom(seed);
  let differing = 0;
  for (let round = 0; round < 36; ++round) {
    const length = 1 + Math.floor(random() * 4);
    let input = '';
    for (let i = 0; i < length; ++i) input += '0123456789ABCDEF'[Math.floor(random() * 16)];
    const m = Math.floor(random() * (3 * length + 2));
    const expected = bruteForce(input, m, options);
    const { status, stdout, stderr } = run(['hexmax', '-', '--json', ...flags], `${input}\n${m}\n`);
    const where = `${input} m=${m} ${flags.join(' ')}`;
    assert.equal(status, 0, `${where}: ${stderr}`);
    const answer = JSON.parse(stdout);
    if (expected === null) {
      // No allowed number within m moves: an answer (exit 0), with the reason in words.
      assert.equal(answer.solvable, false, where);
      assert.equal(answer.result, null, where);
      assert.deepEqual(answer.steps, [], where);
      assert.match(answer.reason, /no number of decimal digits 0-9 is within m = \d+ moves/, where);
      const text = run(['hexmax', '-', ...flags], `${input}\n${m}\n`);
      assert.equal(text.status, 0, where);
      assert.match(text.stdout, /^unsolvable\nno number of decimal digits 0-9 is within m = \d+ moves.*\n$/, where);
      differing++;
      continue;
    }
    assert.equal(answer.solvable, true, where);
    assert.equal(answer.result, expected.result, where);
    assert.equal(answer.moves, expected.moves, where);
    assert.equal(answer.steps.length, answer.moves, where);
    assert.equal(answer.goal, options.goal ?? 'max');
    assert.equal(answer.glyphs, options.variant ? 'variant' : 'contest');
    assert.equal(answer.digits, options.decimal ? 'decimal' : 'hex');
    // The steps replay legally (never an empty digit) to the result, in the option's shapes.
    const masks = shapes(options.variant);
    assert.deepEqual(replayMasks(input, answer.steps, masks, where), [...answer.result].map((c) => masks[parseInt(c, 16)]),
      `${where}: replay ends at result`);
    if (bruteForce(input, m)?.result !== expected.result) differing++;
  }
  return differing;
}

test('--glyphs=variant: exact answers from the brute force, where the variant shapes matter', () => {
  // 7 -> 9 costs one move with the contest's shapes (abc -> abcdfg takes 3 sticks) but the
  // variant's abcf -> abcfg only takes one: answers that really depend on the shapes.
  const differing = checkOptionAgainstBruteForce(['--glyphs=variant'], { variant: true }, 7);
  assert.ok(differing >= 5, `only ${differing} of the random cases depend on the glyphs`);
  for (const [input, m] of [['77', 2], ['1797', 3], ['9F7', 4]]) {
    const expected = bruteForce(input, m, { variant: true });
    assert.notEqual(expected.result, bruteForce(input, m).result, `${input} m=${m} should depend on the glyphs`);
    const answer = JSON.parse(run(['hexmax', '-', '--json', '--glyphs', 'variant'], `${input}\n${m}\n`).stdout);
    assert.equal(answer.result, expected.result);
    assert.equal(answer.moves, expected.moves);
  }
});

test('--min: exact answers from the brute force', () => {
  const differing = checkOptionAgainstBruteForce(['--min'], { goal: 'min' }, 11);
  assert.ok(differing >= 20, `only ${differing} of the random cases differ from the largest`);
});

test('--decimal: exact answers from the brute force, for numbers with A-F too', () => {
  const differing = checkOptionAgainstBruteForce(['--decimal'], { decimal: true }, 13);
  assert.ok(differing >= 10, `only ${differing} of the random cases depend on --decimal`);
  // The contest's own example and every contest file: --decimal gives a decimal answer.
  const d24 = JSON.parse(run(['hexmax', '-', '--json', '--decimal'], 'D24\n3\n').stdout);
  assert.equal(d24.result, bruteForce('D24', 3, { decimal: true }).result);
  for (let i = 0; i <= 5; i++) {
    const { status, stdout, stderr } = run(['hexmax', examplePath(i), '--json', '--decimal']);
    assert.equal(status, 0, stderr);
    assert.match(JSON.parse(stdout).result, /^[0-9]+$/);
  }
});

test('all options at once: exact answers from the brute force', () => {
  checkOptionAgainstBruteForce(['--min', '--glyphs=variant', '--decimal'], { goal: 'min', variant: true, decimal: true }, 17);
});

test('free text after m is a comment, as hexmax.md says', () => {
  const { status, stdout } = run(['hexmax', file('described.txt', 'D24\n3\nThe task example; the answer is EE4\n')]);
  assert.equal(status, 0);
  assert.equal(stdout.split('\n')[0], 'EE4', 'the spec example');
});

test('bad input: exit 2, one line naming file, line and column, nothing on stdout', () => {
  const cases = [
    ['letter.txt', 'D2G\n3\n', /letter\.txt:1:3: 'G' is not a hex digit/],
    ['nom.txt', 'D24\n', /nom\.txt:2:1: m is missing/],
    ['negative.txt', 'D24\n-3\n', /negative\.txt:2:1: m must not be negative/],
    ['empty.txt', '', /empty\.txt:1:1: the file is empty/],
    ['hugem.txt', 'D24\n' + '9'.repeat(30) + '\n', /hugem\.txt:2:1: m is too large/],
    ['long.txt', 'A'.repeat(1000000) + '\n5\n', /long\.txt:1:100001: the number is too long/],
  ];
  for (const [name, text, message] of cases) {
    const { status, stdout, stderr } = run(['hexmax', file(name, text)]);
    assert.equal(status, 2, name);
    assert.equal(stdout, '', name);
    assert.match(stderr, message, name);
    assert.equal(stderr.trim().split('\n').length, 1, name);
  }
  const stdin = run(['hexmax', '-'], 'XYZ\n1\n');
  assert.equal(stdin.status, 2);
  assert.match(stdin.stderr, /stdin:1:1: 'X' is not a hex digit/);
});

test('usage errors exit 2', () => {
  for (const args of [['hexmax'], ['hexmax', 'a.txt', 'b.txt'], ['hexmax', '-', '--glyphs', 'round'],
    ['hexmax', '-', '--moves', 'x'], ['hexmax', '-', '--frobnicate'], ['hexmax', join(tmp, 'missing.txt')]]) {
    const { status, stdout, stderr } = run(args);
    assert.equal(status, 2, args.join(' '));
    assert.equal(stdout, '');
    assert.match(stderr, /^knobel hexmax: /);
  }
  const tooBig = run(['hexmax', '-', '--moves', '1000000000000000001'], 'E'.repeat(100000) + '\n1\n');  // past 10^18
  assert.equal(tooBig.status, 2);
  assert.match(tooBig.stderr, /^knobel hexmax: --moves: .*too large/);
  const overridden = run(['hexmax', '-', '--moves', '2'], 'E'.repeat(100000) + '\n100000\n');
  assert.equal(overridden.status, 0, overridden.stderr);
});

test('the most digits with an m that used to be refused as too large a table', () => {
  // 100,000 E (5 sticks each) with m = 100,000: every E -> F frees one stick (d), enough to turn
  // the first digits into F and the rest into 8s, the best number with the same 500,000 sticks.
  // That number, computed here from stick counts alone: as many F (4 sticks) as the remaining
  // digits can take the rest at up to 7 (8) each, then the largest digit using exactly what the
  // 8s leave.
  const n = 100000;
  const input = 'E'.repeat(n);
  let expected = '';
  let left = 5 * n;
  for (let i = 0; i < n; ++i) {
    const after = n - 1 - i;
    const digit = [...'FEDCBA9876543210'].find((c) => {
      const rest = left - sticks(MASKS[parseInt(c, 16)]);
      return rest >= 2 * after && rest <= 7 * after;
    });
    expected += digit;
    left -= sticks(MASKS[parseInt(digit, 16)]);
  }
  const { status, stdout, stderr } = run(['hexmax', '-', '--json', '--moves', '100000'], `${input}\n1\n`);
  assert.equal(status, 0, stderr);
  const answer = JSON.parse(stdout);
  assert.equal(answer.result, expected);
  const moves = [...expected].reduce((sum, c) => sum + sticks(MASKS[0xE] & ~MASKS[parseInt(c, 16)]), 0);
  assert.equal(answer.moves, moves);
  assert.ok(moves <= 100000);
  assert.deepEqual(replayMasks(input, answer.steps, MASKS, 'E x 100000'), masksOf(expected));
});

test('--generate: a Hex-Max file whose m binds, the same for the same seed', () => {
  const first = run(['hexmax', '--generate', '4', '--seed', '9', '--difficulty', 'hard']);
  assert.equal(first.status, 0, first.stderr);
  assert.equal(first.stderr, '');
  assert.equal(run(['hexmax', '--generate', '4', '--seed', '9', '--difficulty', 'hard']).stdout, first.stdout);
  const outputs = new Set();
  const seeds = cases(12);
  for (let seed = 1; seed <= seeds; ++seed) {
    for (const difficulty of ['easy', 'medium', 'hard']) {
      const { status, stdout } = run(['hexmax', '--generate', '4', '--seed', String(seed), '--difficulty', difficulty]);
      assert.equal(status, 0);
      outputs.add(stdout);
      const [number, mLine, comment] = stdout.split('\n');
      assert.match(number, /^[0-9A-F]{4}$/);
      assert.match(comment, new RegExp(`^# generated: seed ${seed}, difficulty ${difficulty}$`));
      const m = Number(mLine);
      assert.ok(m >= 1, stdout);
      // m binds: with every move allowed (here 28 > the sticks of four digits) the best number is better.
      assert.notEqual(bruteForce(number, m).result, bruteForce(number, 28).result, stdout);
      // The file is one the solver reads, and its answer is the brute force's.
      const answer = JSON.parse(run(['hexmax', '-', '--json'], stdout).stdout);
      assert.equal(answer.result, bruteForce(number, m).result, stdout);
    }
  }
  assert.ok(outputs.size >= Math.floor((seeds * 3 * 7) / 12), `only ${outputs.size} different files of ${seeds * 3}`);
  // The largest size (a sanitized build fills its tables 250 times slower: a smaller one there).
  const digits = sanitized ? 1000 : 10000;
  const big = run(['hexmax', '--generate', String(digits)]);
  assert.equal(big.status, 0, big.stderr);
  // Without --seed a fresh one is drawn, and named in the comment so the file can be made again.
  const fresh = big.stdout.match(new RegExp(`^[0-9A-F]{${digits}}\\n[1-9]\\d*\\n# generated: seed (\\d+), difficulty medium\\n$`));
  assert.ok(fresh, big.stdout.slice(-80));
  assert.equal(run(['hexmax', '--generate', String(digits), '--seed', fresh[1]]).stdout, big.stdout);
});

test('--generate: bad size, seed or difficulty exit 2 with one line', () => {
  for (const args of [['--generate', '0'], ['--generate', '10001'], ['--generate', 'x'], ['--generate', '5', '--seed', '-1'],
    ['--generate', '5', '--seed', 'abc'], ['--generate', '5', '--difficulty', 'extreme'], ['--generate', '5', 'd24.txt'],
    ['--generate', '5', '--json'], ['--generate', '5', '--moves', '3'], ['--seed', '3', '-'], ['--difficulty', 'easy', '-'],
    ['--generate', '7'.repeat(100000)]]) {
    const { status, stdout, stderr } = run(['hexmax', ...args]);
    const shown = args.join(' ').slice(0, 60);
    assert.equal(status, 2, shown);
    assert.equal(stdout, '', shown);
    assert.match(stderr, /^knobel hexmax: [^\n]+\n$/, shown);
    assert.ok(stderr.length < 200, shown);
  }
  assert.match(run(['hexmax', '--generate', '0']).stderr, /from 1 to 10,000/);
});
