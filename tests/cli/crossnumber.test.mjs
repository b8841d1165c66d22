// `knobel crossnumber` (../shared/specs/cli.md, ../shared/specs/crossnumber.md). The checks of a
// solution below read the .kz grid with this file's own small reader, not the program's.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync, writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { run, example } from './run.mjs';

const tmp = mkdtempSync(join(tmpdir(), 'knobel-crossnumber-'));
function file(name, text) {
  const path = join(tmp, name);
  writeFileSync(path, text);
  return path;
}

// The grid block of a .kz file: rows of tokens ('#', '.', a digit, a label).
function readGrid(text) {
  const lines = text.split(/\r?\n/).map((l) => l.trim());
  const start = lines.findIndex((l) => l.toLowerCase() === 'grid');
  const end = lines.findIndex((l, i) => i > start && l.toLowerCase() === 'end');
  return lines.slice(start + 1, end).filter((l) => l !== '').map((l) => (/\s/.test(l) ? l.split(/\s+/) : [...l]));
}

// The entry's digits read off a solved grid: across (w) to the right, down (s) downwards.
function entryValue(grid, rows, name) {
  const [label, dir] = name.split('_');
  for (let r = 0; r < grid.length; r++) {
    const c = grid[r].indexOf(label);
    if (c < 0) continue;
    let digits = '';
    for (let rr = r, cc = c; rr < rows.length && cc < rows[0].length && rows[rr][cc] !== '#'; dir === 'w' ? cc++ : rr++) digits += rows[rr][cc];
    return digits;
  }
  throw new Error(`no label ${label}`);
}

const SPEC = 'grid\nA . C\nB . .\nend\nPZ(C_s)\n=(qs(A_w), 3)\n=(qs(B_w), 9)\nV(B_w, A_w)\n';
const examples = readdirSync(example('crossnumber')).filter((n) => n.endsWith('.kz')).sort();

test('the examples are there', () => assert.ok(examples.length >= 6));

for (const name of examples) {
  test(`${name}: unique, and the grid agrees with the file and the entries`, () => {
    const path = example('crossnumber', name);
    const { status, stdout, stderr } = run(['crossnumber', path, '--json']);
    assert.equal(status, 0, stderr);
    const answer = JSON.parse(stdout);
    assert.equal(answer.status, 'unique');
    assert.equal(answer.solutions.length, 1);
    const grid = readGrid(readFileSync(path, 'utf8'));
    const { grid: rows, entries } = answer.solutions[0];
    assert.equal(rows.length, grid.length);
    grid.forEach((cells, r) => {
      assert.equal(rows[r].length, cells.length);
      cells.forEach((cell, c) => {
        if (cell === '#') assert.equal(rows[r][c], '#');
        else assert.match(rows[r][c], /[0-9]/);
        if (/^[0-9]$/.test(cell)) assert.equal(rows[r][c], cell);
      });
    });
    for (const [entry, value] of Object.entries(entries)) {
      assert.equal(value, entryValue(grid, rows, entry), entry);
      assert.notEqual(value[0], '0', entry);
    }
    assert.equal(typeof answer.stats.rule_applications, 'number');
  });
}

test('the spec example: 111 / 333, in text and JSON', () => {
  const path = example('crossnumber', '7down-example.kz');
  const text = run(['crossnumber', path]);
  assert.equal(text.status, 0);
  assert.match(text.stdout, /^unique\n111\n333\n/);
  assert.match(text.stdout, /^C_s = 13$/m);
  const { solutions } = JSON.parse(run(['crossnumber', path, '--json']).stdout);
  assert.deepEqual(solutions[0].grid, ['111', '333']);
  assert.deepEqual(solutions[0].entries, { A_w: '111', B_w: '333', C_s: '13' });
});

test('four rules of the spec: multiple, with both fillings the spec names', () => {
  const { status, stdout } = run(['crossnumber', '-', '--json'], SPEC);
  assert.equal(status, 0);
  const answer = JSON.parse(stdout);
  assert.equal(answer.status, 'multiple');
  assert.equal(answer.solutions.length, 2);
  const grids = answer.solutions.map((s) => s.grid.join('/')).sort();
  assert.deepEqual(grids, ['111/333', '201/603']);
  const one = JSON.parse(run(['crossnumber', '-', '--json', '--max-solutions', '1'], SPEC).stdout);
  assert.equal(one.status, 'multiple');
  assert.equal(one.solutions.length, 1);
});

test('no solution is an answer: exit 0', () => {
  const { status, stdout } = run(['crossnumber', file('none.kz', 'grid\nA .\nend\nPZ(A_w)\nGERADE(A_w)\n'), '--json']);
  assert.equal(status, 0);
  assert.deepEqual(JSON.parse(stdout).solutions, []);
  assert.equal(JSON.parse(stdout).status, 'none');
  assert.match(run(['crossnumber', file('none.kz', 'grid\nA .\nend\nPZ(A_w)\nGERADE(A_w)\n')]).stdout, /^none\n/);
});

test('bad files: exit 2, nothing on stdout, one line naming file:line:column', () => {
  const cases = [
    ['unknown.kz', 'grid\nA . C\nB . .\nend\n\n\nPX(A_w)\n', /unknown\.kz:7:1: unknown function 'PX'/],
    ['rows.kz', 'grid\nA . C\nB . . .\nend\n', /rows\.kz:3:1: row 2 has 4 cells, row 1 has 3/],
    ['label.kz', 'grid\nA . C\nB . .\nend\n=(qs(A_w), 3)\n   PZ(Z_w)\n', /label\.kz:6:7: entry 'Z_w': no label Z/],
    ['paren.kz', 'grid\nA\nend\nPZ(A_w\n', /paren\.kz:4:7: /],
    ['big.kz', `grid\nA${'.'.repeat(19)}\nB${'.'.repeat(19)}\nend\n=(mal(A_w, B_w), 1)\n`, /big\.kz:5:3: mal/],
    ['control.kz', 'grid\nA\u0001\nend\n', /control\.kz:2:2: control character/],
    ['nogrid.kz', 'title: nothing\n', /nogrid\.kz:1:1: no grid/],
  ];
  for (const [name, text, pattern] of cases) {
    const { status, stdout, stderr } = run(['crossnumber', file(name, text)]);
    assert.equal(status, 2, name);
    assert.equal(stdout, '', name);
    assert.match(stderr, pattern, name);
    assert.equal(stderr.trim().split('\n').length, 1, name);
  }
  const stdin = run(['crossnumber', '-'], 'grid\nA\nend\nPZ(A)\n');
  assert.equal(stdin.status, 2);
  assert.match(stdin.stderr, /^knobel crossnumber: stdin:4:4: /);
});

test('--steps: the log, one line per step, then the answer', () => {
  const { status, stdout } = run(['crossnumber', example('crossnumber', '7down-example.kz'), '--steps']);
  assert.equal(status, 0);
  const lines = stdout.split('\n');
  const done = lines.findIndex((l) => l.startsWith('done: '));
  assert.ok(done > 0);
  assert.equal(lines[done + 1], 'unique');
  assert.ok(lines.slice(0, done).some((l) => l.startsWith('PZ(C_s): ') && l.includes('the last digit of C_s cannot be 0, 2, 4, 5, 6 or 8')));
  const json = JSON.parse(run(['crossnumber', example('crossnumber', '7down-example.kz'), '--steps', '--json']).stdout);
  assert.equal(json.status, 'unique');
  assert.ok(json.log.length === done + 1);
});

test('usage errors and what is not built yet: exit 2', () => {
  for (const args of [[], ['a.kz', 'b.kz'], ['x.kz', '--colour'], ['--max-solutions', 'x', 'x.kz'], ['/nonexistent/x.kz']]) {
    const { status, stdout, stderr } = run(['crossnumber', ...args]);
    assert.equal(status, 2, args.join(' '));
    assert.equal(stdout, '');
    assert.equal(stderr.trim().split('\n').length, 1);
  }
  for (const args of [['--check', 'x.kz'], ['--generate', '5x5']]) {
    const { status, stdout, stderr } = run(['crossnumber', ...args]);
    assert.equal(status, 2);
    assert.equal(stdout, '');
    assert.match(stderr, /not built yet/);
  }
  assert.match(run(['crossnumber', '--help']).stdout, /Usage: knobel crossnumber FILE/);
});
