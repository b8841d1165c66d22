// `knobel crossnumber` (../shared/specs/cli.md, ../shared/specs/crossnumber.md). The checks of a
// solution below read the .kz grid with this file's own small reader, not the program's.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync, writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { run, example, casesOf } from './run.mjs';

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

test('usage errors: exit 2', () => {
  for (const args of [[], ['a.kz', 'b.kz'], ['x.kz', '--colour'], ['--max-solutions', 'x', 'x.kz'], ['/nonexistent/x.kz']]) {
    const { status, stdout, stderr } = run(['crossnumber', ...args]);
    assert.equal(status, 2, args.join(' '));
    assert.equal(stdout, '');
    assert.equal(stderr.trim().split('\n').length, 1);
  }
  const help = run(['crossnumber', '--help']).stdout;
  assert.match(help, /Usage: knobel crossnumber FILE/);
  assert.match(help, /--check/);
  assert.match(help, /--generate WxH/);
});

// ---- The setter report (--check) ----------------------------------------------------------------

// The line numbers of a .kz file's rules, read here: the non-blank, non-comment lines after 'end'.
function ruleLines(text) {
  const lines = text.split(/\r?\n/);
  const end = lines.findIndex((l) => l.trim().toLowerCase() === 'end');
  const numbers = [];
  for (let i = end + 1; i < lines.length; i++) if (lines[i].replace(/#.*/, '').trim() !== '') numbers.push(i + 1);
  return numbers;
}

function check(path, input = '') {
  const { status, stdout, stderr } = run(['crossnumber', path, '--check', '--json'], input);
  assert.equal(status, 0, stderr);
  return JSON.parse(stdout);
}

// Every solution of a puzzle, as grid strings, by the solver (for puzzles with few).
function allGrids(text) {
  const answer = JSON.parse(run(['crossnumber', '-', '--json', '--max-solutions', '1000'], text).stdout);
  return answer.solutions.map((s) => s.grid.join('/'));
}

test('--check: the spec example is unique and every rule of it essential', () => {
  const path = example('crossnumber', '7down-example.kz');
  const report = check(path);
  assert.equal(report.status, 'unique');
  const lines = ruleLines(readFileSync(path, 'utf8'));
  assert.equal(lines.length, 5);
  // Without any one of its rules the puzzle has another solution (the file says so for AB).
  assert.deepEqual(report.essential, lines);
  assert.deepEqual(report.redundant, []);
  assert.deepEqual(report.open_cells, []);  // propagation alone fills it
  assert.equal(report.assumptions, 0);
  assert.equal(report.difficulty, 'easy');
  assert.deepEqual(report.suggestions, []);
  assert.deepEqual(report.solutions[0].grid, ['111', '333']);
  const text = run(['crossnumber', path, '--check']);
  assert.equal(text.status, 0);
  assert.match(text.stdout, /^unique$/m);
  assert.match(text.stdout, /^ {2}line 13: AB\(A_w\): essential$/m);
});

test('--check: a duplicated rule is redundant, both copies, by their line numbers', () => {
  const original = readFileSync(example('crossnumber', '7down-example.kz'), 'utf8');
  const text = original + 'PZ(C_s)\n';
  const lines = ruleLines(text);
  const report = check('-', text);
  assert.equal(report.status, 'unique');
  assert.deepEqual(report.redundant, [lines[0], lines[lines.length - 1]]);
  assert.deepEqual([...report.redundant, ...report.essential].sort((a, b) => a - b), lines);
});

test('--check: without a needed rule, two solutions and suggestions that cut the second', () => {
  const report = check('-', SPEC);
  assert.equal(report.status, 'multiple');
  assert.equal(report.solutions.length, 2);
  const [first, second] = report.solutions.map((s) => s.grid.join('/'));
  assert.deepEqual([first, second].sort(), ['111/333', '201/603']);
  // The cells where they differ, and each of them still open after propagation alone.
  const differing = [];
  for (let r = 0; r < 2; r++) for (let c = 0; c < 3; c++) if (first.split('/')[r][c] !== second.split('/')[r][c]) differing.push([r, c]);
  assert.deepEqual(report.differing_cells, differing);
  for (const cell of differing) assert.ok(report.open_cells.some(([r, c]) => r === cell[0] && c === cell[1]), String(cell));
  assert.ok(report.suggestions.length >= 1 && report.suggestions.length <= 5);
  assert.deepEqual(report.redundant, []);
  assert.deepEqual(report.essential, []);
  for (const rule of report.suggestions) {
    const grids = allGrids(SPEC + rule + '\n');
    assert.ok(grids.includes(first), `${rule} keeps solution 1`);
    assert.ok(!grids.includes(second), `${rule} cuts solution 2`);
    assert.equal(grids.length === 1, report.suggestions_making_unique.includes(rule), rule);
  }
  assert.ok(report.suggestions_making_unique.length >= 1);
});

test('--check: warnings, every example, bad combinations', () => {
  const report = check('-', 'grid\nA . C\nB . .\nend\nPZ(C_s)\n');
  assert.ok(report.warnings.includes('A_w is mentioned by no rule'), report.warnings.join('; '));
  assert.ok(report.warnings.some((w) => w.includes('no entry')), report.warnings.join('; '));
  for (const name of ['five-5x5.kz', 'primes-6x6.kz', 'eight-8x8.kz']) {
    const path = example('crossnumber', name);
    const r = check(path);
    assert.equal(r.status, 'unique', name);
    assert.deepEqual([...r.redundant, ...r.essential].sort((a, b) => a - b), ruleLines(readFileSync(path, 'utf8')), name);
    assert.equal(typeof r.assumptions, 'number');
    assert.ok(['easy', 'medium', 'hard'].includes(r.difficulty));
    assert.equal(r.difficulty === 'easy', r.assumptions === 0, name);
    for (const [row, col] of r.open_cells) assert.ok(row >= 0 && col >= 0 && row < 8 && col < 8, name);
  }
  for (const args of [['--check', '--steps'], ['--check', '--max-solutions', '3']]) {
    const { status, stdout, stderr } = run(['crossnumber', example('crossnumber', '7down-example.kz'), ...args]);
    assert.equal(status, 2, args.join(' '));
    assert.equal(stdout, '');
    assert.equal(stderr.trim().split('\n').length, 1);
  }
});

// ---- The generator (--generate) ---------------------------------------------------------------------

function generate(...args) {
  const { status, stdout, stderr } = run(['crossnumber', '--generate', ...args]);
  assert.equal(status, 0, stderr);
  return stdout;
}

test('--generate: the same seed gives the same puzzle, other seeds others', () => {
  assert.equal(generate('5x4', '--seed', '3'), generate('5x4', '--seed', '3'));
  assert.equal(generate('4x4'), generate('4x4', '--seed', '1'));  // the default seed is 1
  const bodies = new Set();
  for (const seed of [1, 2, 3, 4, 5]) bodies.add(generate('4x4', '--seed', String(seed)).replace(/^title:.*\n/, ''));
  assert.ok(bodies.size >= 4);
});

test('--generate: reads back unique, every run mentioned, no rule redundant, as hard as its title says', () => {
  for (const [size, difficulty, seed] of casesOf([['6x5', 'easy', '11'], ['5x5', 'medium', '12'], ['6x6', 'hard', '13']])) {
    const text = generate(size, '--seed', seed, '--difficulty', difficulty);
    const [cols, rows] = size.split('x').map(Number);
    const grid = readGrid(text);
    assert.equal(grid.length, rows, size);
    assert.ok(grid.every((r) => r.length === cols), size);
    const title = text.split('\n')[0];
    assert.match(title, new RegExp(`^title: Generated ${size}, seed ${seed}, (easy|medium|hard)`));
    const answer = JSON.parse(run(['crossnumber', '-', '--json'], text).stdout);
    assert.equal(answer.status, 'unique', text);
    assert.deepEqual(answer.warnings, [], text);
    const report = check('-', text);
    assert.equal(report.status, 'unique');
    assert.deepEqual(report.redundant, [], text);
    assert.deepEqual(report.warnings, [], text);  // every labelled run is mentioned
    assert.deepEqual(report.essential, ruleLines(text));
    const reached = title.match(/, (easy|medium|hard)/)[1];
    assert.equal(report.difficulty, reached, text);
    assert.equal(title.includes('asked'), reached !== difficulty, title);
  }
});

test('--generate: bad arguments exit 2 with one line', () => {
  const cases = [
    [['--generate', '9y9'], /--generate: "9y9" is not a size WxH such as 8x8 \(W and H from 2 to 12\)/],
    [['--generate', '1000000x1000000'], /--generate: "1000000x1000000": each side must be 2 to 12$/m],
    [['--generate', `${'7'.repeat(50000)}x${'7'.repeat(50000)}`], /^knobel crossnumber: --generate: "7{40}…": each side must be 2 to 12\n$/],
    [['--generate', '1x5'], /2 to 12/],
    [['--generate', '13x4'], /2 to 12/],
    [['--generate', '5x5', '--difficulty', 'extreme'], /--difficulty: "extreme"/],
    [['--generate', '5x5', '--seed', 'abc'], /--seed/],
    [['--generate', '5x5', '--seed', '-1'], /--seed/],
    [['--generate', '5x5', 'x.kz'], /takes no FILE/],
    [['--generate', '5x5', '--json'], /--generate/],
    [['--generate', '5x5', '--check'], /--generate/],
    [['--seed', '3', 'x.kz'], /--seed and --difficulty go with --generate/],
    [['--generate'], /--generate needs a value/],
  ];
  for (const [args, pattern] of cases) {
    const { status, stdout, stderr } = run(['crossnumber', ...args]);
    assert.equal(status, 2, args.join(' '));
    assert.equal(stdout, '', args.join(' '));
    assert.match(stderr, pattern, args.join(' '));
    assert.equal(stderr.trim().split('\n').length, 1, args.join(' '));
  }
});
