// knobel matches against the contract (../shared/specs/cli.md) and an independent model: the
// official examples' minima (translation only: 3, 4, 3, 8, 2, 4, as the task's solutions say),
// and every answer's moves checked by replaying them in exact file coordinates in JavaScript:
// taking every `from` away and laying every `to` must give after, placed as `placement` says.
import { test } from 'node:test';
import assert from 'node:assert/strict';

import { run, example } from './run.mjs';

// Unit steps in file coordinates (a, b, c, d) for 0°, 30°, …, 150°; the rest are their negatives.
// x = a/2 + b·√3/2, y = c/2 + d·√3/2: 0° is (1, 0) = a 2; 30° is (√3/2, 1/2) = b 1, c 1; …
const UNIT = [[2, 0, 0, 0], [0, 1, 1, 0], [1, 0, 0, 1], [0, 0, 2, 0], [-1, 0, 0, 1], [0, -1, 1, 0]];
const unit = (angle) => {
  const k = (((angle / 30) % 12) + 12) % 12;
  return k < 6 ? UNIT[k] : UNIT[k - 6].map((v) => -v);
};
const add = (p, q) => p.map((v, i) => v + q[i]);
// A turn by 30° counter-clockwise: x' = x·√3/2 − y/2, y' = x/2 + y·√3/2, worked out in (a, b, c, d).
const turn30 = ([a, b, c, d]) => [(3 * b - c) / 2, (a - d) / 2, (a + 3 * d) / 2, (b + c) / 2];
const mirror = ([a, b, c, d]) => [a, b, -c, -d];
// A match as the set of its two ends, written as one key.
const key = (point, angle) => {
  const ends = [point, add(point, unit(angle))].map((p) => p.join(',')).sort();
  return ends.join(' ');
};

function readFigures(text) {
  const figures = { before: [], after: [] };
  let section = null;
  for (const raw of text.split('\n')) {
    const line = raw.replace(/#.*/, '').trim();
    if (line === 'before' || line === 'after') section = line;
    else if (/^moves/.test(line) || line === '') continue;
    else figures[section].push(line.split(/\s+/).map(Number));
  }
  return figures;
}

function place(match, placement) {
  let point = match.slice(0, 4);
  let angle = match[4];
  if (placement.mirror) { point = mirror(point); angle = -angle; }
  for (let i = 0; i < placement.rotate / 30; ++i) point = turn30(point);
  angle += placement.rotate;
  return key(add(point, placement.translate), angle);
}

function checkMoves(text, answer) {
  const { before, after } = readFigures(text);
  const table = new Set(before.map((m) => key(m.slice(0, 4), m[4])));
  for (const move of answer.moves) {
    const from = key(move.from.slice(0, 4), move.from[4]);
    assert.ok(table.delete(from), `the move takes a match that lies there: ${move.from}`);
  }
  for (const move of answer.moves) table.add(key(move.to.slice(0, 4), move.to[4]));
  const goal = new Set(after.map((m) => place(m, answer.placement)));
  assert.deepEqual([...table].sort(), [...goal].sort(), 'the moves make the placed after figure');
}

const MINIMA = [3, 4, 3, 8, 2, 4];

for (let i = 0; i < 6; ++i) {
  test(`streichhoelzer${i}: the minimum is ${MINIMA[i]}, and the moves make after`, async () => {
    const path = example('matches', `streichhoelzer${i}.txt`);
    const { readFileSync } = await import('node:fs');
    const text = readFileSync(path, 'utf8');
    const { status, stdout } = run(['matches', path, '--json', '--moves', String(MINIMA[i])]);
    assert.equal(status, 0);
    const answer = JSON.parse(stdout);
    assert.equal(answer.min_moves, MINIMA[i]);
    assert.equal(answer.solvable, true);
    assert.equal(answer.mode, 'exact');
    assert.equal(answer.moves.length, MINIMA[i]);
    checkMoves(text, answer);

    const turned = JSON.parse(run(['matches', path, '--json', '--rotate', '--mirror']).stdout);
    assert.ok(turned.min_moves <= MINIMA[i], 'more placements can only help');
    checkMoves(text, turned);
  });
}

// The classic puzzles of the app's gallery (examples/matches/classic-*.txt), whose minima follow
// from how they were drawn: the fish turns around by moving its two tail matches (and is its own
// answer when mirroring is allowed); the 2x2 grid loses one square by moving three.
const CLASSICS = [['classic-fish.txt', 2, 0], ['classic-three-squares.txt', 3, 3]];
for (const [name, minimum, withTurns] of CLASSICS) {
  test(`gallery ${name}: the minimum is ${minimum} (${withTurns} with turns and the mirror), and its u is solvable`, async () => {
    const { readFileSync } = await import('node:fs');
    const path = new URL(`../../examples/matches/${name}`, import.meta.url).pathname;
    const text = readFileSync(path, 'utf8');
    const answer = JSON.parse(run(['matches', path, '--json']).stdout);
    assert.equal(answer.min_moves, minimum);
    assert.equal(answer.moves_requested, minimum, 'the file asks for the minimum');
    assert.equal(answer.solvable, true);
    checkMoves(text, answer);
    const turned = JSON.parse(run(['matches', path, '--json', '--rotate', '--mirror']).stdout);
    assert.equal(turned.min_moves, withTurns);
    checkMoves(text, turned);
  });
}

test('standard input, u from the command line, and the three modes', () => {
  // An L (0° and 90° from the origin) to a V (0° and 60°): one move, by hand.
  const text = 'before\n0 0 0 0 0\n0 0 0 0 90\nafter\n0 0 0 0 0\n0 0 0 0 60\n';
  const exact1 = JSON.parse(run(['matches', '-', '--json', '--moves', '1'], text).stdout);
  assert.equal(exact1.solvable, true);
  assert.equal(exact1.min_moves, 1);
  checkMoves(text, exact1);
  const none = JSON.parse(run(['matches', '-', '--json'], text).stdout);
  assert.equal(none.solvable, null, 'without any u');
  const strict0 = JSON.parse(run(['matches', '-', '--json', '--moves', '0', '--strict'], text).stdout);
  assert.equal(strict0.solvable, false);
  assert.equal(strict0.moves, undefined, 'no moves when unsolvable');
  const atMost = JSON.parse(run(['matches', '-', '--json', '--moves', '2', '--at-most'], text).stdout);
  assert.equal(atMost.solvable, true);
  assert.equal(atMost.mode, 'at-most');
});

// Every achievable k needs every placement counted, so it is asked for on its own: the L and V
// share one direction (0°), so a placement leaves 1 match uncovered (the 0° matches on each other)
// or 2 (far away), nothing else.
test('--every-k lists every achievable number of uncovered matches', () => {
  const text = 'before\n0 0 0 0 0\n0 0 0 0 90\nafter\n0 0 0 0 0\n0 0 0 0 60\n';
  const plain = JSON.parse(run(['matches', '-', '--json'], text).stdout);
  assert.equal(plain.achievable, undefined);
  const every = JSON.parse(run(['matches', '-', '--json', '--every-k'], text).stdout);
  assert.deepEqual(every.achievable, [1, 2]);
  assert.equal(every.min_moves, 1);
  assert.match(run(['matches', '-', '--every-k'], text).stdout, /^achievable: 1, 2 matches uncovered by some placement$/m);
  // Strict mode decides its u without --every-k.
  assert.equal(JSON.parse(run(['matches', '-', '--json', '--strict', '--moves', '2'], text).stdout).solvable, true);
  assert.equal(JSON.parse(run(['matches', '-', '--json', '--strict', '--moves', '0'], text).stdout).solvable, false);
});

test('bad figures: exit 2, one line naming the line, nothing on stdout', () => {
  const cases = [
    // A match from (1/2, −√3/2) upwards crosses the first one at (1/2, 0).
    ['before\n0 0 0 0 0\n1 0 0 -1 90\nafter\n0 0 0 0 0\n0 0 0 0 60\n', /:3:/],
    ['before\n0 0 0 0 0\nafter\n0 0 0 0 0\n0 0 0 0 60\n', /./],
    ['before\n0 0 0 0 45\nafter\n0 0 0 0 0\n', /:2:/],
    ['before\n1 0 0 0 0\nafter\n0 0 0 0 0\n', /:2:/],
    ['', /./],
  ];
  for (const [text, where] of cases) {
    const { status, stdout, stderr } = run(['matches', '-'], text);
    assert.equal(status, 2, text);
    assert.equal(stdout, '', text);
    assert.match(stderr, /^knobel matches: /, text);
    assert.match(stderr, where, text);
    assert.equal(stderr.trim().split('\n').length, 1, text);
  }
  // No input: knobel refuses the option before it reads standard input, so a text written to it
  // could meet a closed pipe (EPIPE in the test, not in knobel).
  assert.equal(run(['matches', '-', '--bogus']).status, 2);
});

// Issue 21, section 4, item 11: with two byte-order marks, the second (text, not a mark) was
// quoted as itself: '"before" is not a keyword' with an invisible character in the quotes.
test('a second byte-order mark is named as U+FEFF in the message', () => {
  const { status, stdout, stderr } = run(['matches', '-'], '\uFEFF\uFEFFbefore\n0 0 0 0 0\nafter\n0 0 0 0 0\n');
  assert.equal(status, 2);
  assert.equal(stdout, '');
  assert.match(stderr, /^knobel matches: stdin:1:1: "<U\+FEFF>before" is not a keyword/);
  assert.ok(!stderr.includes('\uFEFF'), 'the mark itself is not in the message');
});

// Issue 21, section 4, item 11: an answer's placement and moves may lie beyond the file's range
// (10^9); they are printed exactly (the move syntax reads them back up to 7·10^9: docs/matches.md).
test('figures at opposite ends of the table: the placement and the move beyond 10^9 are exact', () => {
  const R = 999999800;
  // before: two matches end to end at +R, one at the origin; after: the same two at -R, and one
  // lone match at +R that only the placement carrying -R onto +R leaves uncovered: k = 1.
  const text = `before\n${R} 0 0 0 0\n${R + 2} 0 0 0 0\n0 0 0 0 90\n` +
               `after\n${-R} 0 0 0 0\n${-R + 2} 0 0 0 0\n${R} 0 200 0 90\nmoves 1\n`;
  const { status, stdout, stderr } = run(['matches', '-', '--json'], text);
  assert.equal(status, 0, stderr);
  const answer = JSON.parse(stdout);
  assert.equal(answer.min_moves, 1);
  assert.equal(answer.solvable, true);
  const shift = [2 * R, 0, 0, 0];  // after's -R onto before's +R
  assert.deepEqual(answer.placement, { translate: shift, rotate: 0, mirror: false });
  assert.deepEqual(answer.moves, [{ from: [0, 0, 0, 0, 90], to: [R + shift[0], 0, 200, 0, 90] }]);
  assert.ok(answer.moves[0].to[0] > 1e9 && answer.moves[0].to[0] <= 7e9);
});
