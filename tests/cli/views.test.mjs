// `knobel views` (../shared/specs/cli.md): output lines, exit codes, standard input, the battery,
// --json. Answers are checked against independent JavaScript: node's own MD5 makes the battery
// puzzles, a shape's views are projected here from the spec's rules, small puzzles are solved by
// trying every subset of their candidate cells, and the whole battery by the set-cover branch and
// bound of ../views-model.mjs (shared with the browser tests; no C++ in it).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { run } from './run.mjs';
import * as model from '../views-model.mjs';

// ---- The rules, written out again from views.md ----------------------------------------------
function hexToBits(hex, count) {
  const bits = [];
  for (const digit of hex) {
    const value = parseInt(digit, 16);
    for (let b = 3; b >= 0; b--) bits.push((value >> b) & 1);
  }
  return bits.slice(0, count);
}

function bitsToHex(bits) {
  const padded = bits.concat(Array((4 - (bits.length % 4)) % 4).fill(0));
  let hex = '';
  for (let i = 0; i < padded.length; i += 4) hex += (padded[i] * 8 + padded[i + 1] * 4 + padded[i + 2] * 2 + padded[i + 3]).toString(16);
  return hex;
}

// Puzzle bits: top (row z, col x) at K*z+x, front (row y, col x) at K*K + K*y+x, side (row y,
// col K-1-z) at 2*K*K + K*y + (K-1-z). Cell i = K*K*y + K*z + x.
function viewsOf(shapeBits, k) {
  const puzzle = Array(3 * k * k).fill(0);
  shapeBits.forEach((on, i) => {
    if (!on) return;
    const x = i % k, z = Math.floor(i / k) % k, y = Math.floor(i / (k * k));
    puzzle[k * z + x] = 1;
    puzzle[k * k + k * y + x] = 1;
    puzzle[2 * k * k + k * y + (k - 1 - z)] = 1;
  });
  return bitsToHex(puzzle);
}

function candidates(puzzleHex, k) {
  const p = hexToBits(puzzleHex, 3 * k * k);
  const cells = [];
  for (let i = 0; i < k * k * k; i++) {
    const x = i % k, z = Math.floor(i / k) % k, y = Math.floor(i / (k * k));
    if (p[k * z + x] && p[k * k + k * y + x] && p[2 * k * k + k * y + (k - 1 - z)]) cells.push(i);
  }
  return cells;
}

// The fewest cubes by brute force, or null when unsolvable: every subset of the candidate cells,
// each cube lighting its three pixels (the layout above), the lit pixels kept as two bit words
// (pixels 0-23 and 24-47 for K = 4) so that a subset costs a few ORs, not a shape drawn again.
function bruteMinimum(puzzleHex, k) {
  const pixels = hexToBits(puzzleHex, 3 * k * k);
  const half = Math.ceil(pixels.length / 2);
  if (half > 30) throw new Error('bruteMinimum takes K <= 4');
  const words = (indices) => indices.reduce(([low, high], i) => (i < half ? [low | (1 << i), high] : [low, high | (1 << (i - half))]), [0, 0]);
  const [wantedLow, wantedHigh] = words(pixels.flatMap((on, i) => (on ? [i] : [])));
  const lit = candidates(puzzleHex, k).map((cell) => {
    const x = cell % k, z = Math.floor(cell / k) % k, y = Math.floor(cell / (k * k));
    return words([k * z + x, k * k + k * y + x, 2 * k * k + k * y + (k - 1 - z)]);
  });
  let best = null;
  for (let mask = 0; mask < 1 << lit.length; mask++) {
    let size = 0, low = 0, high = 0;
    for (let j = 0; j < lit.length; j++) {
      if (!((mask >> j) & 1)) continue;
      size++;
      low |= lit[j][0];
      high |= lit[j][1];
    }
    if (low === wantedLow && high === wantedHigh && (best === null || size < best)) best = size;
  }
  return best;
}

const batteryPuzzle = model.batteryHex;

// "<hex> unsolvable" or "<hex> <cubes> <shape>", and the shape must show the puzzle.
function checkAnswerLine(line, puzzleHex, k = 4) {
  const fields = line.split(' ');
  assert.equal(fields[0], puzzleHex, line);
  if (fields[1] === 'unsolvable') {
    assert.equal(fields.length, 2, line);
    return null;
  }
  assert.equal(fields.length, 3, line);
  const cubes = Number(fields[1]);
  assert.ok(Number.isInteger(cubes), line);
  const shape = hexToBits(fields[2], k * k * k);
  assert.equal(fields[2].length, Math.ceil((k * k * k) / 4), line);
  assert.equal(shape.reduce((a, b) => a + b, 0), cubes, `cube count of ${line}`);
  assert.equal(viewsOf(shape, k), puzzleHex, `views of the shape in ${line}`);
  return cubes;
}

function expectUsageError(result, pattern) {
  assert.equal(result.status, 2);
  assert.equal(result.stdout, '');
  assert.equal(result.stderr.trim().split('\n').length, 1, result.stderr);
  assert.match(result.stderr, /^knobel views: /);
  if (pattern) assert.match(result.stderr, pattern);
}

// ---- Tests ------------------------------------------------------------------------------------
test('one line per puzzle, shapes that show the views, minimums that match brute force', () => {
  const puzzles = ['fe88e8f9b499', '000000000000', 'ffffffffffff'];
  const { status, stdout, stderr } = run(['views', ...puzzles]);
  assert.equal(status, 0, stderr);
  const lines = stdout.trimEnd().split('\n');
  assert.equal(lines.length, 3);
  assert.equal(checkAnswerLine(lines[0], 'fe88e8f9b499'), bruteMinimum('fe88e8f9b499', 4));
  assert.equal(lines[1], '000000000000 0 0000000000000000');
  assert.equal(checkAnswerLine(lines[2], 'ffffffffffff'), 16);  // a Latin square of order 4
});

test('an unsolvable puzzle is an answer, exit 0', () => {
  // Top pixel (0, 0) only, nothing in front or side: no cube can show it.
  const { status, stdout } = run(['views', '800000000000']);
  assert.equal(status, 0);
  assert.equal(stdout, '800000000000 unsolvable\n');
});

test('uppercase input is answered in lowercase', () => {
  const { stdout } = run(['views', 'FE88E8F9B499']);
  assert.match(stdout, /^fe88e8f9b499 \d+ [0-9a-f]{16}\n$/);
});

test('--size switches the grid', () => {
  // K = 3: the single cube (0, 0, 0): top bit 0, front bit 9, side bit 18 + 2 (col 2 = z 0).
  const puzzle = viewsOf([1, ...Array(26).fill(0)], 3);
  const { status, stdout } = run(['views', '--size', '3', puzzle]);
  assert.equal(status, 0);
  assert.equal(stdout, `${puzzle} 1 8000000\n`);
  const five = run(['views', '--size=5', '0'.repeat(19)]);
  assert.equal(five.stdout, `${'0'.repeat(19)} 0 ${'0'.repeat(32)}\n`);
});

test('standard input: one output line per puzzle line; comments and blank lines skipped', () => {
  const puzzles = [];
  for (let n = 0; n < 300; n++) puzzles.push(batteryPuzzle(n));
  const input = '# battery 0..299\n\n' + puzzles.join('\n') + '\n';
  const { status, stdout, stderr } = run(['views', '-'], input);
  assert.equal(status, 0, stderr);
  const lines = stdout.trimEnd().split('\n');
  assert.equal(lines.length, 300);
  lines.forEach((line, i) => checkAnswerLine(line, puzzles[i]));
});

test('standard input: a size line sets K when --size is not given', () => {
  // One cube at (0, 0, 0) in K = 3 (bits 0, 9, 20 of 27): views by the rules above.
  const puzzle = viewsOf([1, ...Array(26).fill(0)], 3);
  const { status, stdout } = run(['views', '-'], `size 3\n${puzzle}\n`);
  assert.equal(status, 0);
  assert.equal(stdout, `${puzzle} 1 8000000\n`);
  expectUsageError(run(['views', '--size', '4', '-'], `size 3\n${puzzle}\n`), /stdin:1:6: the file is for size 3, but size 4 was asked for/);
  expectUsageError(run(['views', '-'], `${puzzle}\n`), /stdin:1:8: a K = 4 puzzle has 12 hex digits, found 7/);
});

test('small battery puzzles: minimums match brute force', () => {
  const solvable = [];
  for (let n = 0; n < 3000 && solvable.length < 12; n++) {
    const puzzle = batteryPuzzle(n);
    const cells = candidates(puzzle, 4).length;
    if (cells <= 16) {
      const best = bruteMinimum(puzzle, 4);
      if (best !== null) solvable.push([puzzle, best]);
    }
  }
  assert.ok(solvable.length >= 5);
  const { stdout } = run(['views', ...solvable.map(([p]) => p)]);
  stdout.trimEnd().split('\n').forEach((line, i) => {
    assert.equal(checkAnswerLine(line, solvable[i][0]), solvable[i][1], line);
  });
});

test('--battery: puzzles from MD5, and the last line adds up the single-puzzle answers', () => {
  const first = 1000, count = 2500;
  const puzzles = [];
  for (let n = first; n < first + count; n++) puzzles.push(batteryPuzzle(n));
  const single = run(['views', '-'], puzzles.join('\n'));
  assert.equal(single.status, 0);
  let solvable = 0, cubes = 0;
  for (const [i, line] of single.stdout.trimEnd().split('\n').entries()) {
    const answer = checkAnswerLine(line, puzzles[i]);
    if (answer !== null) { solvable++; cubes += answer; }
  }
  assert.ok(solvable > 0);

  const battery = run(['views', '--battery', String(count), '--first', String(first)]);
  assert.equal(battery.status, 0);
  const lines = battery.stdout.trimEnd().split('\n');
  assert.equal(lines.length, count + 1);
  assert.equal(lines.at(-1), `battery ${count} solvable ${solvable} cubes ${cubes}`);
  assert.deepEqual(lines.slice(0, -1), single.stdout.trimEnd().split('\n'));

  const summary = run(['views', '--battery', String(count), '--first', String(first), '--summary']);
  assert.equal(summary.stdout, `battery ${count} solvable ${solvable} cubes ${cubes}\n`);

  const json = JSON.parse(run(['views', '--battery', String(count), '--first', String(first), '--json']).stdout);
  assert.equal(json.solvable, solvable);
  assert.equal(json.cubes, cubes);
  assert.equal(Object.values(json.histogram).reduce((a, b) => a + b, 0), solvable);
});

// The battery by the independent model: for each n, node's MD5, the solvability test, and for
// the solvable ones the exact minimum. `from` … `to` − 1.
function modelBattery(from, to) {
  const totals = { solvable: 0, cubes: 0, histogram: {} };
  for (let n = from; n < to; n++) {
    const bits = model.bitsOfHex(model.batteryHex(n));
    if (!model.isSolvable(4, bits)) continue;
    const cubes = model.minimumCubes(4, bits);
    totals.solvable++;
    totals.cubes += cubes;
    totals.histogram[cubes] = (totals.histogram[cubes] ?? 0) + 1;
  }
  return totals;
}

test('the whole battery: the CLI\'s totals and histogram match the independent model', () => {
  // All 1,000,000 puzzles in JavaScript take about 5 s here (MD5 included), so no subset is needed.
  const expected = modelBattery(0, 1000000);
  assert.ok(expected.solvable > 0);
  const summary = run(['views', '--battery', '1000000', '--summary']);
  assert.equal(summary.status, 0, summary.stderr);
  assert.equal(summary.stdout, `battery 1000000 solvable ${expected.solvable} cubes ${expected.cubes}\n`);
  const json = JSON.parse(run(['views', '--battery', '1000000', '--json']).stdout);
  assert.equal(json.battery, 1000000);
  assert.equal(json.first, 0);
  assert.equal(json.solvable, expected.solvable);
  assert.equal(json.cubes, expected.cubes);
  assert.deepEqual(json.histogram, expected.histogram);
});

test('--battery lines: each answer matches the independent model', () => {
  const first = 731000, count = 4000;
  const battery = run(['views', '--battery', String(count), '--first', String(first)]);
  assert.equal(battery.status, 0, battery.stderr);
  const lines = battery.stdout.trimEnd().split('\n');
  assert.equal(lines.length, count + 1);
  let solvable = 0, cubes = 0;
  for (let i = 0; i < count; i++) {
    const hex = model.batteryHex(first + i);
    const expected = model.minimumCubes(4, model.bitsOfHex(hex));  // null: unsolvable
    // The printed shape shows exactly the puzzle's views and has the printed number of cubes.
    const answer = checkAnswerLine(lines[i], hex);
    assert.equal(answer, expected, lines[i]);
    if (expected !== null) {
      const cells = model.cellsOfShape(4, model.bitsOfHex(lines[i].split(' ')[2]));
      assert.equal(cells.length, expected, lines[i]);
      assert.equal(model.hexOfBits(model.viewsOf(4, cells)), hex, lines[i]);
      solvable++;
      cubes += expected;
    }
  }
  assert.ok(solvable >= 10, `only ${solvable} solvable puzzles in the range`);
  assert.equal(lines.at(-1), `battery ${count} solvable ${solvable} cubes ${cubes}`);
});

test('--battery starts at 0 by default and puzzle 157 is the spec example', () => {
  const { stdout } = run(['views', '--battery', '158']);
  const lines = stdout.trimEnd().split('\n');
  assert.equal(lines[0].split(' ')[0], batteryPuzzle(0));
  assert.equal(lines[157].split(' ')[0], 'fe88e8f9b499');
});

test('--json prints one object with the documented fields', () => {
  const { status, stdout } = run(['views', '--json', 'fe88e8f9b499']);
  assert.equal(status, 0);
  assert.equal(stdout.trim().split('\n').length, 1);
  const r = JSON.parse(stdout);
  for (const key of ['size', 'puzzle', 'solvable', 'cubes', 'shape', 'optimal_count', 'optimal_count_exact',
    'max_cubes', 'max_shape', 'forced', 'impossible']) assert.ok(key in r, key);
  assert.equal(r.size, 4);
  assert.equal(r.solvable, true);
  assert.equal(r.cubes, bruteMinimum('fe88e8f9b499', 4));
  assert.equal(viewsOf(hexToBits(r.shape, 64), 4), 'fe88e8f9b499');
  assert.equal(viewsOf(hexToBits(r.max_shape, 64), 4), 'fe88e8f9b499');
  assert.equal(r.max_cubes, candidates('fe88e8f9b499', 4).length);
  assert.ok(r.optimal_count >= 1);

  const none = JSON.parse(run(['views', '--json', '800000000000']).stdout);
  assert.equal(none.solvable, false);
  assert.equal(none.cubes, null);
  assert.equal(none.shape, null);
  assert.equal(none.optimal_count, 0);

  const latin = JSON.parse(run(['views', '--json', '--count-limit', '100', 'ffffffffffff']).stdout);
  assert.equal(latin.cubes, 16);
  assert.equal(latin.optimal_count, 100);  // 576 Latin squares of order 4, capped
  assert.equal(latin.optimal_count_exact, false);
  const all = JSON.parse(run(['views', '--json', 'ffffffffffff']).stdout);
  assert.equal(all.optimal_count, 576);
  assert.equal(all.optimal_count_exact, true);
});

test('--count-limit: a count that stops at the node limit, before L, says it is not exact', () => {
  // All-set 5×5×5 views: one optimal shape (25 cubes) per Latin square of order 5, and there are
  // 161280 of those (OEIS A002860). Counting them takes more search nodes than the node limit
  // allows, so the count stops early, below L, and must say it is only a lower bound.
  const full5 = model.hexOfBits(new Array(75).fill(1));
  const r = JSON.parse(run(['views', '--json', '--size', '5', '--count-limit', '1000000', full5]).stdout);
  assert.equal(r.cubes, 25);
  assert.equal(r.optimal_count_exact, false);
  assert.ok(r.optimal_count >= 1 && r.optimal_count < 161280, String(r.optimal_count));
  // Stopped by L: exactly L, not exact either.
  const capped = JSON.parse(run(['views', '--json', '--size', '5', '--count-limit', '50', full5]).stdout);
  assert.equal(capped.optimal_count, 50);
  assert.equal(capped.optimal_count_exact, false);
  // The help says both.
  const help = run(['views', '--help']).stdout;
  assert.match(help, /--count-limit L/);
  assert.match(help, /node limit/);
  assert.match(help, /lower bound/);
});

test('bad input: exit 2, one line on stderr naming the argument and column, nothing on stdout', () => {
  expectUsageError(run(['views', 'fe88e8f9b499', 'fe88e8g9b499']), /argument "fe88e8g9b499", character 7: 'g' is not a hex digit/);
  expectUsageError(run(['views', 'fe88e8f9b49']), /12 hex digits, found 11/);
  expectUsageError(run(['views', '1234562']), /found 7 .*use --size 3/);
  expectUsageError(run(['views', '--size', '3', '0000001']), /character 7: the last hex digit sets padding bits/);
  expectUsageError(run(['views', '--size', '9', '0']), /--size: the size must be 2 to 8, not 9/);
  expectUsageError(run(['views', '--json', 'fe88e8f9b499', '000000000000']), /--json takes exactly one puzzle/);
  expectUsageError(run(['views', '--frobnicate', 'fe88e8f9b499']), /unknown option "--frobnicate"/);
  expectUsageError(run(['views']), /no puzzle given/);
  expectUsageError(run(['views', '--battery', '10', '--first', '999995']), /past its end/);
  expectUsageError(run(['views', '--battery', 'ten']), /--battery N must be a whole number/);
  expectUsageError(run(['views', '--battery', '10', 'fe88e8f9b499']), /takes no puzzles/);
  expectUsageError(run(['views', '--battery', '10', '--size', '5']), /--size must be 4/);
});

test('bad standard input: line and column, and no answers at all', () => {
  const input = 'fe88e8f9b499\n\n   fe88e8f9b4z9\n000000000000\n';
  expectUsageError(run(['views', '-'], input), /stdin:3:14: 'z' is not a hex digit/);
  expectUsageError(run(['views', '-'], 'fe88e8f9b499 000000000000\n'), /stdin:1:14: one puzzle per line/);
  expectUsageError(run(['views', '--size', '5', '-'], 'fe88e8f9b499\n'), /stdin:1:13: a K = 5 puzzle has 19 hex digits/);
});

test('--help explains the command and exits 0', () => {
  const { status, stdout } = run(['views', '--help']);
  assert.equal(status, 0);
  assert.match(stdout, /knobel views -/);
  assert.match(stdout, /--battery N/);
});

// The battery writes its lines with a fast writer of its own; the lines must be those the
// general path prints for the same puzzles given as arguments.
test('battery lines equal the answers to the same puzzles given as arguments', () => {
  const battery = run(['views', '--battery', '3000']);
  assert.equal(battery.status, 0);
  const lines = battery.stdout.trim().split('\n').slice(0, -1);
  assert.equal(lines.length, 3000);
  const solvable = lines.filter((line) => !line.endsWith('unsolvable')).slice(0, 20);
  const unsolvable = lines.filter((line) => line.endsWith('unsolvable')).slice(0, 5);
  assert.ok(solvable.length >= 5, 'some battery puzzles of the first 3,000 are solvable');
  const chosen = [...solvable, ...unsolvable];
  const direct = run(['views', ...chosen.map((line) => line.split(' ')[0])]);
  assert.equal(direct.status, 0);
  assert.deepEqual(direct.stdout.trim().split('\n'), chosen);
});
