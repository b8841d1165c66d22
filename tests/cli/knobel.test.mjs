// The command line's general contract (../shared/specs/cli.md): help, version, exit codes.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { run } from './run.mjs';
import { hiddenPuzzleIds, puzzleIds } from '../puzzle-list.mjs';

test('--help lists every puzzle and exits 0', () => {
  const { status, stdout } = run(['--help']);
  assert.equal(status, 0);
  for (const puzzle of puzzleIds) assert.match(stdout, new RegExp(`^  ${puzzle} `, 'm'));
});

test('hidden puzzles (the template) are not listed but their subcommands run', () => {
  assert.ok(hiddenPuzzleIds.length > 0, 'src/puzzles.def has the hidden template puzzle');
  const help = run(['--help']).stdout;
  const noArguments = run([]).stderr;
  for (const puzzle of hiddenPuzzleIds) {
    assert.doesNotMatch(help, new RegExp(puzzle));
    assert.doesNotMatch(noArguments, new RegExp(puzzle));
    const { status, stdout } = run([puzzle, '--help']);
    assert.equal(status, 0);
    assert.match(stdout, new RegExp(`knobel ${puzzle}`));
  }
});

test('--version prints the version', () => {
  const { status, stdout } = run(['--version']);
  assert.equal(status, 0);
  assert.match(stdout, /^knobel \d+\.\d+\.\d+\n$/);
});

test('an unknown puzzle is a usage error with a one-line message', () => {
  const { status, stdout, stderr } = run(['sudoku']);
  assert.equal(status, 2);
  assert.equal(stdout, '');
  assert.match(stderr, /unknown puzzle "sudoku"/);
  assert.equal(stderr.trim().split('\n').length, 1);
});

test('no arguments is a usage error with a one-line message naming the puzzles', () => {
  const { status, stdout, stderr } = run([]);
  assert.equal(status, 2);
  assert.equal(stdout, '');
  assert.equal(stderr.trim().split('\n').length, 1);
  for (const puzzle of puzzleIds) assert.match(stderr, new RegExp(puzzle));
});
