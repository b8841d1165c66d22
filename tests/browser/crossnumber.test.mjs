// The Crossnumber screen as a person uses it: the spec's 3×2 example filled in by hand (taps on
// the grid, the digit pad and the keyboard), a broken rule named, Undo, the link with the game;
// then the solver watched step by step and run to its end, and Solve. The solution 111 / 333 is
// the spec's (../shared/specs/crossnumber.md), checked by hand: qs(111) = 3, qs(333) = 9,
// 333 = 3 · 111, 13 is prime, 1 1 1 never increases.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { startBrowser, openApp, expectNoProblems, walkFocusTo, examplesDir } from './harness.mjs';

let session;
before(async () => { session = await startBrowser(); });
after(async () => { await session.close(); });

const SPEC_EXAMPLE = `# A 3x2 puzzle. Solution: 111 / 333
grid
A . C
B . .
end
PZ(C_s)          # C down is prime
=(qs(A_w), 3)    # digit sum of A across is 3
=(qs(B_w), 9)
V(B_w, A_w)      # B across is a multiple of A across
AB(A_w)          # without this rule 201 / 603 would be a second solution
`;

async function tapCell(app, row, col) {
  // Rects are those of the last frame drawn, the state is now's: after loadText the grid's rect can
  // still be the old puzzle's (a 4x4 grid's half height fell into row 1 of the 2x3 one, one run in
  // several), so a frame is drawn first, as AppPage.tap does.
  await app.nextFrame();
  const grid = await app.waitForRect('grid');
  const state = await app.state();
  await app.page.mouse.click(grid.x + (grid.w * (col + 0.5)) / state.view.cols, grid.y + (grid.h * (row + 0.5)) / state.view.rows);
  await app.waitForState((s) => s.view.selected && s.view.selected[0] === row && s.view.selected[1] === col);
}

test('Crossnumber: the spec example filled in by hand is solved; a broken rule is named by its line', async () => {
  const app = await openApp(session, '#crossnumber');
  assert.equal(await app.page.evaluate((text) => window.knobel.loadText('crossnumber', text, 'spec.kz'), SPEC_EXAMPLE), true);
  let state = await app.waitForState((s) => s.view.rows === 2 && s.view.cols === 3);
  assert.deepEqual(state.view.grid, ['...', '...']);
  assert.equal(state.play.solved, false);

  // Pencil marks note digits without filling the cell (not a move).
  await tapCell(app, 0, 0);
  await app.click('pencil');
  await app.click('digit-1');
  await app.click('digit-2');
  state = await app.waitForState((s) => s.view.pencil_marks[0] === '12');
  assert.deepEqual(state.view.grid, ['...', '...']);
  assert.equal(state.play.moves.length, 0);
  await app.click('pencil');
  await app.waitForState((s) => !s.view.pencil);

  // Row 0 by the digit pad, row 1 by the keyboard; the last cell wrong first: 14 is no prime.
  for (let col = 0; col < 3; ++col) {
    await tapCell(app, 0, col);
    await app.click('digit-1');
    await app.waitForState((s) => s.view.grid[0][col] === '1');
  }
  for (let col = 0; col < 3; ++col) {
    await tapCell(app, 1, col);
    await app.page.keyboard.type(col === 2 ? '4' : '3');
    await app.waitForState((s) => s.view.grid[1][col] !== '.');
  }
  state = await app.state();
  assert.deepEqual(state.view.grid, ['111', '334']);
  assert.equal(state.play.solved, false);
  assert.match(state.play.sentence, /^the rule "C down is a prime number" does not hold/,
    'PZ(C_s), on line 6 of the file, is the first rule broken, named in words');
  await app.waitForRect('check');  // the live check lists the broken rules

  await app.page.keyboard.type('3');
  state = await app.waitForState((s) => s.view.grid[1] === '333');
  assert.equal(await app.rect('check'), null, 'nothing is broken any more');
  assert.equal(state.play.solved, true);
  assert.equal(state.play.moves.length, 7);
  assert.deepEqual(state.play.moves.slice(-2), ['1,2=4', '1,2=3']);
  await app.screenshot('crossnumber-played.png');

  await app.click('undo');
  state = await app.waitForState((s) => s.view.grid[1] === '334');
  assert.equal(state.play.solved, false);
  await app.click('redo');
  state = await app.waitForState((s) => s.play.solved);

  // The link carries the puzzle and the game.
  const again = await openApp(session, state.link);
  const reopened = await again.waitForState((s) => s.view.rows === 2 && s.play.moves.length === 7);
  assert.deepEqual(reopened.view.grid, ['111', '333']);
  expectNoProblems(again, assert);
  await again.close();
  expectNoProblems(app, assert);
  await app.close();
});

// The keyboard alone (issue 20): the arrows and Space reach the grid from the top of the page,
// Enter puts the cursor in its first cell, and the spec example's solution is typed entry by entry.
for (const [size, options] of [['1280 px', {}], ['360 px', { viewport: { width: 360, height: 740 }, hasTouch: true }]]) {
test(`Crossnumber: the spec example solved with the keyboard alone (${size})`, async () => {
  const app = await openApp(session, '#crossnumber', options);
  assert.equal(await app.page.evaluate((text) => window.knobel.loadText('crossnumber', text, 'spec.kz'), SPEC_EXAMPLE), true);
  await app.waitForState((s) => s.view.rows === 2 && s.view.cols === 3);
  let state = await walkFocusTo(app, (s) => s.view.keyboard_focus, 'grid', ['screen']);
  assert.equal(state.view.keyboard_focus, 'grid', 'the arrows and Space reach the grid');
  assert.equal(state.view.selected, null);
  await app.page.keyboard.press('Enter');
  state = await app.waitForState((s) => s.view.selected !== null);
  assert.deepEqual(state.view.selected, [0, 0], 'Enter starts in the first cell');
  assert.equal(state.view.typing, 'across');
  await app.page.keyboard.type('111');
  await app.waitForState((s) => s.view.grid[0] === '111');
  await app.page.keyboard.press('ArrowDown');
  await app.waitForState((s) => s.view.selected[0] === 1);
  for (let i = 0; i < 2; ++i) await app.page.keyboard.press('ArrowLeft');
  state = await app.waitForState((s) => s.view.selected[1] === 0);
  assert.equal(state.view.typing, 'across');
  await app.page.keyboard.type('333');
  state = await app.waitForState((s) => s.play.solved);
  assert.deepEqual(state.view.grid, ['111', '333']);
  assert.equal(state.play.moves.length, 6, 'one move a digit');
  expectNoProblems(app, assert);
  await app.close();
});
}

// The keyboard's cursor (issue 20, docs/keyboard.md): typing moves on along the entry, Backspace
// goes back, Tab and a second tap turn across/down, the arrows move over the cells, Escape leaves.
test('Crossnumber: an entry is typed in one go; Backspace, Tab, the arrows and Escape move the cursor', async () => {
  const app = await openApp(session, '#crossnumber');
  let state = await app.waitForState((s) => s.view.rows === 4 && s.view.cols === 4);
  assert.deepEqual(state.view.grid, ['....', '....', '....', '....']);
  await tapCell(app, 0, 0);
  assert.equal((await app.state()).view.typing, 'across');

  await app.page.keyboard.type('1234');
  state = await app.waitForState((s) => s.view.grid[0] === '1234');
  assert.deepEqual(state.view.selected, [0, 3], 'the cursor stops at the end of the entry');
  assert.equal(state.play.moves.length, 4);

  await app.page.keyboard.press('Backspace');
  state = await app.waitForState((s) => s.view.grid[0] === '123.');
  assert.deepEqual(state.view.selected, [0, 3], 'a filled cell is emptied where it is');
  await app.page.keyboard.press('Backspace');
  state = await app.waitForState((s) => s.view.grid[0] === '12..');
  assert.deepEqual(state.view.selected, [0, 2], 'from an empty cell Backspace goes back and empties that one');

  await app.page.keyboard.press('Tab');
  await app.waitForState((s) => s.view.typing === 'down');
  await app.page.keyboard.type('56');
  state = await app.waitForState((s) => s.view.grid[1][2] === '6');
  assert.deepEqual(state.view.grid.slice(0, 3), ['125.', '..6.', '....']);
  assert.deepEqual(state.view.selected, [2, 2], 'typing down moves down');

  await app.page.keyboard.press('ArrowRight');
  state = await app.waitForState((s) => s.view.selected[1] === 3);
  assert.equal(state.view.typing, 'across', 'a left or right arrow types across');
  for (let i = 0; i < 4; ++i) await app.page.keyboard.press('ArrowLeft');
  state = await app.waitForState((s) => s.view.selected[1] === 0);
  assert.deepEqual(state.view.selected, [2, 0], 'the arrows stop at the edge');
  await app.page.keyboard.press('ArrowUp');
  state = await app.waitForState((s) => s.view.selected[0] === 1);
  assert.equal(state.view.typing, 'down');

  await app.page.keyboard.press('Escape');
  await app.waitForState((s) => s.view.selected === null);
  await tapCell(app, 3, 3);
  state = await app.state();
  const before = state.view.typing;
  await tapCell(app, 3, 3);  // the same cell again
  await app.waitForState((s) => s.view.typing !== before);
  assert.equal((await app.state()).play.moves.length, 8, 'moving the cursor plays no move');
  expectNoProblems(app, assert);
  await app.close();
});

// Solve shows the answer on the board (issue 20, item 6): in grey on the play grid, made the game
// by "Fill in the solution" (moves, so Undo takes them back); a hint's own solve shows nothing.
test('Crossnumber: Solve shows the answer on the grid and Fill in plays it; a hint shows no answer', async () => {
  const app = await openApp(session, '#crossnumber');
  await app.waitForState((s) => s.view.rows === 4 && s.view.cols === 4);
  const hint = await app.page.evaluate(() => JSON.parse(window.knobel.hint()));
  assert.ok(hint && hint.move, JSON.stringify(hint));
  let state = await app.state();
  assert.equal(state.result, null, 'the hint solved without showing the answer');
  assert.equal(await app.rect('answer'), null);
  assert.equal(await app.rect('fill-solution'), null);

  state = JSON.parse(await app.page.evaluate(() => window.knobel.solve()));
  assert.notEqual(state.result, null, 'asked for: the answer is shown');
  assert.deepEqual(state.view.grid, ['....', '....', '....', '....'], 'shown, not played');
  await app.click('fill-solution');
  state = await app.waitForState((s) => s.play.solved);
  assert.equal(state.play.moves.length, 16, 'one move a cell');
  assert.ok(state.view.grid.every((row) => /^[0-9]{4}$/.test(row)));
  await app.click('undo');
  state = await app.waitForState((s) => !s.play.solved);
  assert.equal(state.play.moves.length, 15);
  expectNoProblems(app, assert);
  await app.close();
});

test('Crossnumber: the Rules pane says each rule in words; a bad edit of the source is marked at its line', async () => {
  const app = await openApp(session, '#crossnumber');
  await app.page.evaluate((text) => window.knobel.loadText('crossnumber', text), SPEC_EXAMPLE);
  await app.click('board-solver');
  let state = await app.waitForState((s) => s.view.board === 'solver');
  await app.scrollTo('rule-0');
  // SPEC_EXAMPLE's rules are on lines 6 to 10; the words follow the spec's tables.
  assert.deepEqual(state.view.rules.map((r) => r.line), [6, 7, 8, 9, 10]);
  assert.equal(state.view.rules[0].words, 'C down is a prime number');
  assert.deepEqual(state.view.rules[0].derived, ['the last digit of C down is 1, 3, 7 or 9']);
  assert.equal(state.view.rules[1].words, 'the digit sum of A across equals 3');
  assert.equal(state.view.rules[3].words, 'B across is a multiple of A across');

  await app.scrollTo('source');
  await app.click('source');
  await app.scrollTo('source-use');
  await app.click('source-text');
  await app.page.keyboard.press('Control+End');
  await app.page.keyboard.type('\n=(qs(Z_w), 3)');
  await app.click('source-use');
  await app.scrollTo('source-error-line');  // the line itself, the culprit underlined
  await app.waitForRect('source-message');  // the line itself, the culprit underlined
  state = await app.state();
  assert.deepEqual(state.view.rules.map((r) => r.line), [6, 7, 8, 9, 10], 'the puzzle stays as it was');
  expectNoProblems(app, assert);
  await app.close();
});

test('Crossnumber: the solver watched step by step ends with the one solution; Solve says unique', async () => {
  const app = await openApp(session, '#crossnumber');
  await app.page.evaluate((text) => window.knobel.loadText('crossnumber', text), SPEC_EXAMPLE);
  await app.click('board-solver');
  let state = await app.waitForState((s) => s.view.board === 'solver');
  assert.equal(state.view.steps, 0);

  // Before the start, a click on a candidate strikes it; Shift-click keeps only it. (Where a
  // candidate sits: a 5×2 layout in the cell, as docs/js-api.md says for solver-grid.)
  const clickCandidate = async (cell, digit, modifiers = []) => {
    const grid = await app.waitForRect('solver-grid');
    const size = grid.w / 3;
    const row = Math.floor(cell / 3), col = cell % 3;
    const x = grid.x + col * size + 2 + (digit % 5) * (size - 4) / 5 + 3;
    const y = grid.y + row * size + size * 0.42 + Math.floor(digit / 5) * size * 0.28 + Math.max(8, size * 0.24) / 2;
    // Shift is held down in a frame of its own before the click, and let go only after the click
    // has been taken in: as a hand does it (the app also keeps them in order when they come at once).
    for (const key of modifiers) await app.page.keyboard.down(key);
    if (modifiers.length) await app.nextFrame();
    await app.page.mouse.click(x, y);
    await app.clickTakenIn();
    for (const key of modifiers) await app.page.keyboard.up(key);
  };
  assert.equal(state.view.candidates[0], '123456789', 'A_w cannot start with 0');
  await clickCandidate(0, 9);
  state = await app.waitForState((s) => s.view.candidates[0] === '12345678');
  await clickCandidate(0, 1, ['Shift']);
  state = await app.waitForState((s) => s.view.candidates[0] === '1');
  assert.equal(state.view.steps, 0);
  await app.click('unstrike');
  state = await app.waitForState((s) => s.view.candidates[0] === '123456789');

  for (let i = 1; i <= 3; ++i) {
    await app.click('step');
    state = await app.waitForState((s) => s.view.steps === i);
  }
  assert.equal(state.view.log_lines, 3);
  assert.notEqual(state.view.last_line, '');
  // The playback letters of every screen: J shows the grid a step back, L forward and then a new
  // step, K runs and pauses.
  assert.equal(state.view.viewed_step, null);
  await app.page.keyboard.press('j');
  state = await app.waitForState((s) => s.view.viewed_step === 2);
  await app.page.keyboard.press('j');
  state = await app.waitForState((s) => s.view.viewed_step === 1);
  await app.page.keyboard.press('l');
  state = await app.waitForState((s) => s.view.viewed_step === 2);
  await app.page.keyboard.press('l');
  state = await app.waitForState((s) => s.view.viewed_step === null);
  assert.equal(state.view.steps, 3, 'back to now, no step made');
  await app.page.keyboard.press('l');
  state = await app.waitForState((s) => s.view.steps === 4);
  // One step, and the solver does not go on by itself (frames and time pass).
  for (let frame = 0; frame < 20; ++frame) state = await app.nextFrame();
  await app.page.waitForTimeout(600);
  state = await app.nextFrame();
  assert.equal(state.view.steps, 4, 'L made one step');
  assert.equal(state.view.watching, false, 'L does not start the solver running');
  // , and . step back and on through the steps made, as J and L do.
  await app.page.keyboard.press('Comma');
  state = await app.waitForState((s) => s.view.viewed_step === 3);
  await app.page.keyboard.press('Period');
  state = await app.waitForState((s) => s.view.viewed_step === null);
  assert.equal(state.view.steps, 4, 'back to now, no step made');
  await app.page.keyboard.press('k');
  state = await app.waitForState((s) => s.view.watching || s.view.stepper_finished);
  if (!state.view.stepper_finished) {
    await app.page.keyboard.press('k');
    state = await app.waitForState((s) => !s.view.watching);
  }
  // Stop goes back to the start; then Run steps by itself to the end.
  await app.click('restart-steps');
  state = await app.waitForState((s) => s.view.steps === 0 && s.view.log_lines === 0);
  await app.click('run');
  state = await app.waitForState((s) => s.view.stepper_finished, 30000);
  // Black cells have no candidates; every white cell is down to the solution's digit.
  assert.deepEqual(state.view.candidates, ['1', '1', '1', '3', '3', '3']);
  // The grid shows the solution found; the intermediate values are down to the rules' targets.
  assert.deepEqual(state.view.solver_grid, ['1', '1', '1', '3', '3', '3']);
  assert.equal(state.view.shown_solution, 1);
  await app.waitForRect('shown-solution');
  assert.deepEqual(state.view.intermediate.map((v) => `${v.line} ${v.expression} ${v.text}`), ['7 qs(A_w) 3', '8 qs(B_w) 9']);
  await app.screenshot('crossnumber-steps.png');

  await app.click('solve');
  state = await app.waitForState((s) => s.result && !s.solving);
  assert.equal(state.result.status, 'unique');
  assert.equal(state.result.solutions.length, 1);
  assert.deepEqual(state.result.solutions[0].grid, ['111', '333']);
  expectNoProblems(app, assert);
  await app.close();
});

// Without AB(A_w) the spec's puzzle has two solutions, 111 / 333 and 201 / 603: the stepped run
// ends showing the first, a switch shows the other, the log stays. A step flashes the cells it
// changed for half a second; then the page draws no more frames.
test('Crossnumber: a stepped run that finds two solutions shows each; the flash of a step fades and the page idles', async () => {
  const app = await openApp(session, '#crossnumber');
  await app.page.evaluate((text) => window.knobel.loadText('crossnumber', text), SPEC_EXAMPLE.replace(/^AB\(A_w\).*$/m, ''));
  await app.click('board-solver');
  let state = await app.waitForState((s) => s.view.board === 'solver' && s.view.steps === 0);
  assert.equal(state.view.shown_solution, 0);
  assert.deepEqual(state.view.solver_grid, state.view.candidates);
  // Before any step the Entries pane lists the intermediate values: qs(A_w) is 3, qs(B_w) is 9.
  await app.scrollTo('entries');
  await app.click('entries');
  await app.scrollTo('intermediate');
  assert.deepEqual(state.view.intermediate.map((v) => [v.expression, v.lo, v.hi]), [['qs(A_w)', '3', '3'], ['qs(B_w)', '9', '9']]);
  await app.screenshot('crossnumber-intermediate.png');

  await app.scrollTo('step');
  await app.click('step');
  state = await app.waitForState((s) => s.view.steps === 1);
  await app.screenshot('crossnumber-flash.png');
  await app.page.waitForTimeout(1300);  // the flash (0.5 s) and the frame loop's settle time
  const frame = (await app.state()).frame;
  await app.page.waitForTimeout(1000);
  assert.equal((await app.state()).frame, frame, 'no frames are drawn once the flash has faded');

  await app.click('run');
  state = await app.waitForState((s) => s.view.stepper_finished, 30000);
  assert.equal(state.view.shown_solution, 1);
  const first = state.view.solver_grid.join('');
  assert.ok(['111333', '201603'].includes(first), first);
  await app.scrollTo('other-solution');
  await app.click('other-solution');
  state = await app.waitForState((s) => s.view.shown_solution === 2);
  const second = state.view.solver_grid.join('');
  assert.deepEqual([first, second].sort(), ['111333', '201603']);
  assert.ok(state.view.log_lines > 1, 'the log stays');
  expectNoProblems(app, assert);
  await app.close();
});

test('Crossnumber on a wide window: the rules beside the grid, the log beside the step buttons, all on the first screen', async () => {
  const onScreen = (rect, height) => rect && rect.y >= 0 && rect.y + rect.h <= height;
  const app = await openApp(session, '#crossnumber');  // 1280 × 800: the Warm-up's 4×4 grid
  const grid = await app.waitForRect('grid');
  const rules = await app.waitForRect('rules');
  assert.ok(rules.x >= grid.x + grid.w, `the Rules pane (x ${rules.x}) stands right of the grid (ends at ${grid.x + grid.w})`);
  assert.ok(onScreen(grid, 800) && onScreen(rules, 800), `grid ${JSON.stringify(grid)} and rules ${JSON.stringify(rules)} on screen`);
  await app.click('board-solver');
  await app.waitForState((s) => s.view.board === 'solver');
  await app.click('step-10');
  const step = await app.waitForRect('step');
  const log = await app.waitForRect('log');
  assert.ok(log.x >= step.x + step.w, 'the log stands right of the step buttons');
  assert.ok(onScreen(step, 800) && onScreen(log, 800), `step ${JSON.stringify(step)} and log ${JSON.stringify(log)} on screen`);
  expectNoProblems(app, assert);
  await app.close();

  // Too narrow for two columns (but not a phone): the rules follow the grid.
  const narrow = await openApp(session, '#crossnumber', { viewport: { width: 800, height: 800 } });
  const narrowGrid = await narrow.waitForRect('grid');
  const narrowRules = await narrow.scrollTo('rules');
  const gridAfter = await narrow.waitForRect('grid');
  assert.ok(narrowRules.y >= gridAfter.y + gridAfter.h, `the Rules pane (y ${narrowRules.y}) is below the grid (${JSON.stringify(narrowGrid)})`);
  expectNoProblems(narrow, assert);
  await narrow.close();
});

// On a 1280×800 laptop the largest gallery grid fits the window with the digit keys under it
// (issue 20: an 8×8 grid of 64 px cells ran off the screen, and the keys were below the fold).
test('a laptop shows the whole 8x8 grid and its digit keys without scrolling', async () => {
  const app = await openApp(session, '#crossnumber', { viewport: { width: 1280, height: 800 } });
  const text = readFileSync(join(examplesDir, 'crossnumber', 'eight-8x8.kz'), 'utf8');
  assert.equal(await app.page.evaluate((t) => window.knobel.loadText('crossnumber', t, 'eight-8x8.kz'), text), true);
  const state = await app.waitForState((s) => s.view.rows === 8 && s.view.cols === 8);
  assert.equal(state.scroll.y, 0);
  const grid = await app.rect('grid');
  assert.ok(grid.y + grid.h <= 800, `the grid ends at ${grid.y + grid.h}`);
  assert.ok(grid.w / 8 >= 22, `cells of ${grid.w / 8} px`);
  for (const key of ['digit-0', 'digit-9']) {
    const r = await app.rect(key);
    assert.ok(r.y + r.h <= 800, `${key} ends at ${r.y + r.h}, below the window`);
  }
  expectNoProblems(app, assert);
  await app.close();
});
