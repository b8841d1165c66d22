// `knobel <puzzle> --generate ...` (../shared/specs/cli.md): a new puzzle in the puzzle's own
// format, solvable, the same for the same seed; bad size, seed or difficulty: exit 2, one line.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { run } from './run.mjs';

const difficulties = ['easy', 'medium', 'hard'];

test('views --generate K prints one solvable puzzle line of size K, the same for the same seed', () => {
  for (let k = 2; k <= 8; k++) {
    for (const difficulty of difficulties) {
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
