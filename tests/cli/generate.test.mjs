// `knobel <puzzle> --generate ...` (../shared/specs/cli.md): a new puzzle in the puzzle's own
// format, solvable, the same for the same seed; bad size, seed or difficulty: exit 2, one line.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { run, casesOf } from './run.mjs';

const difficulties = ['easy', 'medium', 'hard'];

test('views --generate K prints one solvable puzzle line of size K, the same for the same seed', () => {
  const sizes = [2, 3, 4, 5, 6, 7, 8].flatMap((k) => difficulties.map((difficulty) => [k, difficulty]));
  for (const [k, difficulty] of casesOf(sizes)) {
    const args = ['views', '--generate', String(k), '--seed', '12345', '--difficulty', difficulty];
    const first = run(args);
    assert.equal(first.status, 0, first.stderr);
    assert.match(first.stdout, new RegExp(`^[0-9a-f]{${Math.ceil((3 * k * k) / 4)}}\\n$`), `K=${k}`);
    assert.equal(run(args).stdout, first.stdout, 'the same seed gives the same line');
    // Solvable: the solver (with the size) finds a shape.
    const hex = first.stdout.trim();
    const solved = run(['views', '--size', String(k), hex]);
    assert.equal(solved.status, 0, solved.stderr);
    assert.doesNotMatch(solved.stdout, /unsolvable/, `K=${k} ${difficulty}: ${hex}`);
  }
});

test('views --generate: other seeds give other puzzles; no seed draws a fresh one; --size may agree', () => {
  const lines = new Set();
  for (let seed = 1; seed <= 10; seed++) lines.add(run(['views', '--generate', '5', '--seed', String(seed)]).stdout);
  assert.ok(lines.size >= 8, `only ${lines.size} different puzzles from 10 seeds`);
  const fresh = new Set([1, 2, 3, 4, 5].map(() => run(['views', '--generate', '6']).stdout));
  assert.ok(fresh.size >= 2, 'without --seed each run draws its own');
  assert.equal(run(['views', '--generate', '3', '--size', '3', '--seed', '1']).status, 0);
});

test('views --generate: bad size, seed or difficulty is exit 2 with one line and nothing on stdout', () => {
  const bad = [
    [['views', '--generate', '9'], /2 to 8/],
    [['views', '--generate', '1'], /2 to 8/],
    [['views', '--generate', 'x'], /2 to 8/],
    [['views', '--generate', '4', '--seed', '-1'], /--seed/],
    [['views', '--generate', '4', '--seed', '18446744073709551616'], /--seed/],
    [['views', '--generate', '4', '--difficulty', 'insane'], /easy, medium or hard/],
    [['views', '--generate', '4', '--size', '5'], /differ/],
    [['views', '--generate', '4', 'fe88e8f9b499'], /--generate/],
    [['views', '--seed', '3', 'fe88e8f9b499'], /--generate/],
    [['views', '--generate'], /--generate/],
  ];
  for (const [args, message] of bad) {
    const { status, stdout, stderr } = run(args);
    assert.equal(status, 2, args.join(' '));
    assert.equal(stdout, '', args.join(' '));
    assert.match(stderr, message, args.join(' '));
    assert.equal(stderr.trim().split('\n').length, 1, args.join(' '));
  }
  assert.equal(run(['views', '--generate', '4', '--seed', '18446744073709551615']).status, 0, 'the largest seed');
});

// Matches: a file of about N matches per figure whose moves line is the minimum (with the options
// given), so `knobel matches` on it is solvable with exactly that many moves and min_moves says so.
test('matches --generate N prints a file that knobel matches solves in exactly its moves line, the same for the same seed', () => {
  const kinds = [4, 12, 60, 300].flatMap((n) => difficulties.flatMap((difficulty) =>
    [[], ['--rotate', '--mirror']].map((turns) => [n, difficulty, turns])));
  for (const [n, difficulty, turns] of casesOf(kinds)) {
    const args = ['matches', '--generate', String(n), '--seed', '2024', '--difficulty', difficulty, ...turns];
    const first = run(args);
    const where = args.join(' ');
    assert.equal(first.status, 0, first.stderr);
    assert.equal(first.stderr, '', where);
    assert.equal(run(args).stdout, first.stdout, `${where}: the same seed gives the same file`);
    const text = first.stdout;
    assert.match(text, new RegExp(`^# generated: seed 2024, difficulty ${difficulty}`, 'm'), where);
    const moves = /^moves (\d+)$/m.exec(text);
    assert.ok(moves, `${where}: a moves line`);
    const k = Number(moves[1]);
    assert.ok(k >= 1, `${where}: k = ${k}`);
    const before = text.split(/^after/m)[0].split('\n').filter((line) => /^-?\d/.test(line)).length;
    assert.ok(before >= n - 1 && before <= n + 8, `${where}: ${before} matches`);
    const solved = run(['matches', '-', '--json', ...turns], text);
    assert.equal(solved.status, 0, solved.stderr);
    const answer = JSON.parse(solved.stdout);
    assert.equal(answer.min_moves, k, `${where}: the moves line is the minimum`);
    assert.equal(answer.solvable, true, where);
    assert.equal(answer.moves.length, k, where);
    // One move fewer is not enough.
    const fewer = JSON.parse(run(['matches', '-', '--json', '--at-most', '--moves', String(k - 1), ...turns], text).stdout);
    assert.equal(fewer.solvable, false, where);
  }
});

test('matches --generate: other seeds give other files; no seed draws a fresh one and names it', () => {
  const files = new Set();
  for (let seed = 1; seed <= 10; seed++) files.add(run(['matches', '--generate', '30', '--seed', String(seed)]).stdout);
  assert.ok(files.size >= 9, `only ${files.size} different files from 10 seeds`);
  const fresh = [1, 2, 3].map(() => run(['matches', '--generate', '20']).stdout);
  assert.ok(new Set(fresh).size >= 2, 'without --seed each run draws its own');
  // The seed named in the comment makes the same file again.
  const seed = /# generated: seed (\d+), difficulty medium/.exec(fresh[0]);
  assert.ok(seed, fresh[0]);
  assert.equal(run(['matches', '--generate', '20', '--seed', seed[1]]).stdout, fresh[0]);
  assert.match(run(['matches', '--generate', '20', '--seed', '1', '--rotate']).stdout, /^# generated: seed 1, difficulty medium, with --rotate$/m);
});

test('matches --generate: bad size, seed, difficulty or company is exit 2 with one line and nothing on stdout', () => {
  const bad = [
    [['matches', '--generate', '3'], /4 to 1,000/],
    [['matches', '--generate', '1001'], /4 to 1,000/],
    [['matches', '--generate', 'x'], /4 to 1,000/],
    [['matches', '--generate', '-4'], /--generate/],
    [['matches', '--generate', '20', '--seed', '-1'], /--seed/],
    [['matches', '--generate', '20', '--seed', '18446744073709551616'], /--seed/],
    [['matches', '--generate', '20', '--seed', 'abc'], /--seed/],
    [['matches', '--generate', '20', '--difficulty', 'insane'], /easy, medium or hard/],
    [['matches', '--generate', '20', 'file.txt'], /--generate/],
    [['matches', '--generate', '20', '--json'], /--generate/],
    [['matches', '--generate', '20', '--moves', '3'], /--generate/],
    [['matches', '--seed', '3', 'file.txt'], /--generate/],
    [['matches', '--difficulty', 'hard', 'file.txt'], /--generate/],
    [['matches', '--generate'], /--generate/],
  ];
  for (const [args, message] of bad) {
    const { status, stdout, stderr } = run(args);
    assert.equal(status, 2, args.join(' '));
    assert.equal(stdout, '', args.join(' '));
    assert.match(stderr, message, args.join(' '));
    assert.equal(stderr.trim().split('\n').length, 1, args.join(' '));
  }
  assert.equal(run(['matches', '--generate', '20', '--seed', '18446744073709551615']).status, 0, 'the largest seed');
});
