// The Views screen in a real browser. Expected answers come from a brute force written here and
// from ../views-model.mjs (the spec's bit conventions and an exact set-cover minimum, shared with
// the CLI tests), never from the app's own code.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { expectNoProblems, openApp, startBrowser, walkFocusTo } from './harness.mjs';
import * as model from '../views-model.mjs';

// --- K = 4 shorthands over the independent model ---------------------------------------------------
const { bitsOfHex, hexOfBits, batteryHex } = model;
const viewsOf = (cells) => model.viewsOf(4, cells);
const minimumCubes = (hex, k = 4) => model.minimumCubes(k, bitsOfHex(hex, 3 * k * k));
// Every cell whose three pixels are set, then the smallest subsets of them that show the views.
function bruteForce(puzzleHex) {
  const bits = bitsOfHex(puzzleHex);
  const candidates = model.candidateCells(4, bits);
  assert.ok(candidates.length <= 22, 'brute force only for puzzles with few candidate cells');
  let best = Infinity, count = 0;
  for (let subset = 0; subset < 1 << candidates.length; ++subset) {
    const cells = candidates.filter((_, j) => subset & (1 << j));
    if (cells.length > best) continue;
    if (viewsOf(cells).some((b, k) => b !== bits[k])) continue;
    if (cells.length < best) { best = cells.length; count = 0; }
    ++count;
  }
  return { solvable: best !== Infinity, cubes: best, count, candidates };
}

let session;
before(async () => { session = await startBrowser(); });
after(async () => { await session?.close(); });

test('a battery link opens the puzzle; Solve by its pixels gives the brute force minimum and count', async () => {
  const app = await openApp(session, '#views/battery/157');
  let state = await app.state();
  assert.equal(state.puzzle, 'views');
  assert.equal(state.result, null);
  const hex = batteryHex(157);
  assert.equal(hex, 'fe88e8f9b499', 'the spec\'s example is battery puzzle 000157');

  await app.click('solve');
  state = await app.waitForState((s) => !s.solving && s.result !== null);
  const expected = bruteForce(hex);
  assert.equal(minimumCubes(hex), expected.cubes, 'the two independent checks agree');
  assert.equal(state.result.puzzle, hex);
  assert.equal(state.result.solvable, expected.solvable);
  assert.equal(state.result.cubes, expected.cubes);
  assert.equal(state.result.optimal_count, expected.count);
  // The shape shown is an optimal shape: it shows exactly the views.
  const shapeCells = bitsOfHex(state.result.shape).flatMap((b, i) => (b ? [i] : []));
  assert.equal(shapeCells.length, expected.cubes);
  assert.equal(hexOfBits(viewsOf(shapeCells)), hex);
  assert.equal(state.result.max_cubes, expected.candidates.length);

  // The cubes drop in by themselves after Solve, from an empty box.
  assert.equal(state.view.steps, expected.cubes);
  assert.equal(state.view.playing, true, 'the drop animation starts playing on its own after Solve');
  assert.ok(state.view.step < expected.cubes, `the animation starts at the beginning (step ${state.view.step})`);
  assert.ok(state.view.cubes_drawn < expected.cubes);
  // Pause it and go back to step 0: no cube in the box.
  await app.click('play');
  state = await app.waitForState((s) => !s.view.playing);
  if (state.view.step < state.view.steps) {
    // Paused inside a step (a cube half fallen): Step lands on the next whole step.
    const before = state.view.step;
    await app.click('step');
    state = await app.waitForState((s) => s.view.step === before + 1);
  }
  while (state.view.step > 0) {
    const before = state.view.step;
    await app.click('step-back');
    state = await app.waitForState((s) => s.view.step === before - 1);
  }
  assert.equal(state.view.cubes_drawn, 0, 'step 0 shows an empty box');
  await app.screenshot('views-step0.png');
  // Drop the cubes in one by one with the Step button, then play to the end.
  await app.click('step');
  state = await app.waitForState((s) => s.view.step === 1);
  assert.equal(state.view.cubes_drawn, 1);
  await app.click('step');
  state = await app.waitForState((s) => s.view.step === 2);
  assert.equal(state.view.cubes_drawn, 2);
  assert.equal(state.view.playing, false);
  await app.clickEnd('speed');  // the rest at the fastest speed: every step is still played
  await app.click('play');
  state = await app.waitForState((s) => s.view.step === expected.cubes && !s.view.playing, 20000);
  assert.equal(state.view.cubes_drawn, expected.cubes, 'the animation ends with every cube placed');
  await app.screenshot('views.png');
  expectNoProblems(app, assert);
  await app.close();
});

test('clicking a pixel of the top view toggles exactly that bit of the puzzle', async () => {
  const app = await openApp(session, '#views/000000000000');
  const grid = await app.waitForRect('view-top');
  // Row 1, column 2 of the top view: bit 4·1 + 2 of the 48 (the top view comes first).
  await app.page.mouse.click(grid.x + grid.w * (2.5 / 4), grid.y + grid.h * (1.5 / 4));
  let state = await app.waitForState((s) => s.link !== '#views/000000000000');
  const bits = new Array(48).fill(0);
  bits[4 * 1 + 2] = 1;
  assert.equal(state.link, `#views/${hexOfBits(bits)}`);
  // The side view: row 3, column 0 is bit 32 + 12.
  const side = await app.waitForRect('view-side');
  await app.page.mouse.click(side.x + side.w * (0.5 / 4), side.y + side.h * (3.5 / 4));
  bits[32 + 12] = 1;
  state = await app.waitForState((s) => s.link === `#views/${hexOfBits(bits)}`);
  // Drag across the front view's first row: four pixels painted on.
  const front = await app.waitForRect('view-front');
  await app.page.mouse.move(front.x + front.w * 0.1, front.y + front.h * 0.1);
  await app.page.mouse.down();
  for (let col = 0; col < 4; ++col) {
    await app.page.mouse.move(front.x + front.w * ((col + 0.5) / 4), front.y + front.h * 0.1, { steps: 3 });
    await app.nextFrame();
  }
  await app.page.mouse.up();
  for (let col = 0; col < 4; ++col) bits[16 + col] = 1;
  state = await app.waitForState((s) => s.link === `#views/${hexOfBits(bits)}`);
  // Not solvable (the top view has one pixel, the side one in another row): the app says so.
  const solved = JSON.parse(await app.page.evaluate(() => window.knobel.solve()));
  assert.equal(solved.result.solvable, bruteForce(hexOfBits(bits)).solvable);
  expectNoProblems(app, assert);
  await app.close();
});

// On a touch screen a swipe never edits, not even in Edit (issue 20: a swipe that began on the top
// view changed the puzzle): it scrolls the page, and a tap turns one pixel, one edit of the history.
test('Edit the views on a phone: a swipe scrolls and never edits, a tap turns one pixel', async () => {
  const app = await openApp(session, '#views/fe88e8f9b499', { viewport: { width: 360, height: 740 }, hasTouch: true });
  await app.scrollTo('mode-edit');
  await app.tap('mode-edit');
  let state = await app.waitForState((s) => s.view.editing);
  const link = state.link;
  // The views stand just above the switch: up a little, then the top view into the window.
  const up = async () => {
    await app.page.mouse.move(180, 400);
    await app.page.mouse.wheel(0, -400);
    await app.nextFrame();
    return app.scrollTo('view-top');
  };
  let grid = await up();
  state = await app.state();
  const scrolled = state.scroll.y;
  await app.swipe({ x: grid.x + grid.w * 0.3, y: grid.y + grid.h * 0.6 }, -120, 6, grid.w * 0.4);
  await app.clickTakenIn();
  state = await app.state();
  assert.equal(state.link, link, 'a swipe across the top view changed no pixel');
  assert.notEqual(state.scroll.y, scrolled, 'the swipe scrolled the page');
  grid = await up();
  const cell = grid.w / 4;
  await app.page.touchscreen.tap(grid.x + cell * 0.5, grid.y + cell * 0.5);
  state = await app.waitForState((s) => s.link !== link);
  assert.equal(state.view.editing, true);
  await app.scrollTo('edit-undo');
  await app.tap('edit-undo');
  await app.waitForState((s) => s.link === link);
  expectNoProblems(app, assert);
  await app.close();
});

test('in play the views are read-only; Edit the views makes them editable, a stroke one edit of its own history', async () => {
  const app = await openApp(session, '#views/battery/157');
  const link = (await app.state()).link;
  assert.equal((await app.state()).view.editing, false, 'a puzzle opens in play');
  // A click and a drag on every view in play leave the puzzle (the link) as it was.
  for (const id of ['view-top', 'view-front', 'view-side']) {
    const grid = await app.waitForRect(id);
    await app.page.mouse.click(grid.x + grid.w * 0.375, grid.y + grid.h * 0.375);
    await app.mouseDrag({ x: grid.x + grid.w * 0.1, y: grid.y + grid.h * 0.1 }, { x: grid.x + grid.w * 0.9, y: grid.y + grid.h * 0.1 });
    await app.nextFrame();
    assert.equal((await app.state()).link, link, `${id} in play`);
  }
  // A cube, then Ctrl+Z: in play the shortcut takes the cube back.
  assert.equal(await app.page.evaluate(() => window.knobel.play('+0,3,3')), true);
  await app.page.keyboard.press('Control+z');
  let state = await app.waitForState((s) => s.play.moves.length === 0);

  // Edit: a click on the top view's pixel (row 1, column 2) toggles bit 4 + 2 of the puzzle.
  await app.click('mode-edit');
  state = await app.waitForState((s) => s.view.editing);
  const bits = bitsOfHex(batteryHex(157));
  const top = await app.waitForRect('view-top');
  await app.page.mouse.click(top.x + top.w * (2.5 / 4), top.y + top.h * (1.5 / 4));
  bits[4 + 2] ^= 1;
  state = await app.waitForState((s) => s.link === `#views/${hexOfBits(bits)}`);
  // A drag across the front view's last row paints four pixels: one edit.
  const front = await app.waitForRect('view-front');
  const value = bits[16 + 12] ? 0 : 1;  // the first pixel's new value, painted on all four
  await app.page.mouse.move(front.x + front.w * 0.1, front.y + front.h * 0.9);
  await app.page.mouse.down();
  for (let col = 0; col < 4; ++col) {
    await app.page.mouse.move(front.x + front.w * ((col + 0.5) / 4), front.y + front.h * 0.9, { steps: 3 });
    await app.nextFrame();
  }
  await app.page.mouse.up();
  const afterClick = hexOfBits(bits);
  for (let col = 0; col < 4; ++col) bits[16 + 12 + col] = value;
  state = await app.waitForState((s) => s.link === `#views/${hexOfBits(bits)}`);
  // Ctrl+Z takes back the whole stroke, then the click; Redo brings the click back.
  await app.page.keyboard.press('Control+z');
  state = await app.waitForState((s) => s.link === `#views/${afterClick}`);
  await app.click('edit-undo');
  state = await app.waitForState((s) => s.link === `#views/${batteryHex(157)}`);
  await app.click('edit-redo');
  state = await app.waitForState((s) => s.link === `#views/${afterClick}`);
  // Back to play: the views are read-only again.
  await app.click('mode-play');
  await app.waitForState((s) => !s.view.editing);
  await app.page.mouse.click(top.x + top.w * (0.5 / 4), top.y + top.h * (0.5 / 4));
  await app.nextFrame();
  assert.equal((await app.state()).link, `#views/${afterClick}`);
  // A blank puzzle has nothing to play: it opens in edit mode.
  await app.page.evaluate(() => window.knobel.open('#views/000000000000'));
  assert.equal((await app.waitForState((s) => s.link === '#views/000000000000')).view.editing, true);
  expectNoProblems(app, assert);
  await app.close();
});

// The keyboard alone (issue 20, docs/keyboard.md): the arrows walk from the top bar, Space steps
// into the screen, down to a build layer; Enter shows the cursor there, the arrows move it (on into
// the next layer at a layer's edge, Page Up / Page Down a layer at a time), Enter or Space adds or
// takes away the cube under it. The puzzle: the views of two cubes that share no pixel (K = 3),
// whose only optimal shape is those two cubes (by the independent model).
for (const [size, options] of [['1280 px', {}], ['360 px', { viewport: { width: 360, height: 740 }, hasTouch: true }]]) {
test(`keyboard alone: a cursor over the layers builds the shape (${size})`, async () => {
  const k = 3;
  const cubes = [{ x: 2, y: 1, z: 0 }, { x: 0, y: 2, z: 2 }];
  const index = (c) => c.x + k * c.z + k * k * c.y;
  const bits = model.viewsOf(k, cubes.map(index));
  assert.equal(model.minimumCubes(k, bits), 2);
  const app = await openApp(session, `#views/${hexOfBits(bits)}`, options);
  let state = await walkFocusTo(app, (s) => s.view.keyboard_focus, 'layer', ['screen']);
  assert.equal(state.view.keyboard_focus, 'layer', 'the arrows and Space reach a build layer');
  assert.equal(state.view.cursor, null);
  await app.page.keyboard.press('Enter');
  state = await app.waitForState((s) => s.view.cursor !== null);
  assert.equal(state.play.moves.length, 0, 'the first Enter only shows the cursor');
  assert.ok(await app.rect('layer-cursor'), 'the cursor is drawn');
  const press = async (key) => {
    await app.page.keyboard.press(key);
    await app.nextFrame();
    return (await app.state()).view.cursor;
  };
  for (const target of cubes) {
    let [x, y, z] = (await app.state()).view.cursor;
    while (y !== target.y) [x, y, z] = await press(y < target.y ? 'PageDown' : 'PageUp');
    while (x !== target.x) [x, y, z] = await press(x < target.x ? 'ArrowRight' : 'ArrowLeft');
    while (z !== target.z) [x, y, z] = await press(z < target.z ? 'ArrowDown' : 'ArrowUp');
    await app.page.keyboard.press('Enter');
    await app.nextFrame();
  }
  state = await app.waitForState((s) => s.play.moves.length === 2);
  assert.deepEqual(state.play.moves, cubes.map((c) => `+${c.x},${c.y},${c.z}`));
  assert.ok(state.play.solved && state.play.optimal, state.play.sentence);
  // Right at a layer's right edge goes on into the next layer: from the middle layer's last
  // column to the bottom layer's first.
  let cursor = await press('PageUp');
  assert.equal(cursor[1], 1);
  while (cursor[0] !== k - 1) cursor = await press('ArrowRight');
  cursor = await press('ArrowRight');
  assert.deepEqual([cursor[0], cursor[1]], [0, 2]);
  // Space acts as Enter: a cube added, then taken away again.
  await app.page.keyboard.press('Space');
  state = await app.waitForState((s) => s.play.moves.length === 3);
  await app.page.keyboard.press('Space');
  state = await app.waitForState((s) => s.play.moves.length === 4 && s.play.solved);
  await app.page.keyboard.press('Escape');
  state = await app.waitForState((s) => s.view.cursor === null);
  expectNoProblems(app, assert);
  await app.close();
});
}

test('hovering the 3D view picks a cell, and dragging orbits', async () => {
  const app = await openApp(session, '#views/ffffffffffff');
  await app.page.evaluate(() => window.knobel.solve());
  await app.waitForState((s) => !s.solving && s.result !== null);
  await app.clickEnd('scrubber');
  await app.waitForState((s) => !s.view.playing && s.view.cubes_drawn === 16, 20000);  // the cubes are in
  const view = await app.waitForRect('view-3d');
  // Sweep the middle of the view until the pointer is over a cube (the shape fills the box).
  let state;
  for (let i = 0; i < 10; ++i) {
    await app.page.mouse.move(view.x + view.w * (0.35 + i * 0.03), view.y + view.h * 0.55);
    await app.nextFrame();
    state = await app.state();
    if (state.view.hovered) break;
  }
  assert.ok(state.view.hovered, 'no cell under the pointer in the middle of the 3D view');
  const [x, y, z] = state.view.hovered;
  assert.ok([x, y, z].every((v) => Number.isInteger(v) && v >= 0 && v < 4), JSON.stringify(state.view.hovered));
  // Off the view, nothing is hovered.
  const puzzleText = await app.waitForRect('puzzle-hex');
  await app.page.mouse.move(puzzleText.x + 2, puzzleText.y + 2);
  state = await app.waitForState((s) => s.view.hovered === null);
  await app.page.mouse.move(view.x + view.w * (0.35 + 0.03 * 3), view.y + view.h * 0.55);
  await app.screenshot('views-hover.png');
  const before = await app.page.screenshot({ clip: { x: view.x, y: view.y, width: view.w, height: view.h } });
  await app.page.mouse.move(view.x + view.w * 0.5, view.y + view.h * 0.5);
  await app.page.mouse.down();
  await app.page.mouse.move(view.x + view.w * 0.8, view.y + view.h * 0.6, { steps: 8 });
  await app.page.mouse.up();
  await app.nextFrame();
  const afterDrag = await app.page.screenshot({ clip: { x: view.x, y: view.y, width: view.w, height: view.h } });
  assert.ok(!before.equals(afterDrag), 'dragging did not change the 3D view');
  expectNoProblems(app, assert);
  await app.close();
});

test('the battery runs in the page, stays responsive, and its totals match an independent count', async () => {
  // A tall window: the battery section sits below the 3D view.
  const app = await openApp(session, '#views', { viewport: { width: 1280, height: 1400 } });
  const first = 150000, count = 20000;
  let expectedSolvable = 0, expectedCubes = 0;
  for (let n = first; n < first + count; ++n) {
    const cubes = minimumCubes(batteryHex(n));
    if (cubes === null) continue;  // unsolvable
    ++expectedSolvable;
    expectedCubes += cubes;
  }

  await app.click('battery');
  await app.setField('battery-first', first);
  await app.setField('battery-count', count);
  await app.click('battery-run');
  const state = await app.waitForState((s) => s.view.battery && !s.view.battery.running, 60000);
  assert.equal(state.view.battery.puzzles, count);
  assert.equal(state.view.battery.solvable, expectedSolvable);
  assert.equal(state.view.battery.cubes, expectedCubes);
  await app.waitForRect('battery-totals');
  await app.screenshot('views-battery.png');

  // A long run can be cancelled, and the page keeps drawing frames while it works. The whole
  // battery takes under a second here; with a job budget of 0.2 ms a frame it takes thousands of
  // frames, so a Cancel sent three frames after the start always meets it running (no race with a
  // fast machine, no retries).
  await app.setField('battery-first', 0);
  await app.setField('battery-count', 1000000);
  await app.page.evaluate(() => window.knobel.setJobBudget(0.2));
  await app.click('battery-run');
  await app.waitForRect('battery-cancel', 30000);
  const frameBefore = (await app.state()).frame;
  const running = await app.waitForState((s) => s.frame > frameBefore + 2, 30000);
  assert.equal(running.view.battery.running, true);
  await app.click('battery-cancel');
  const cancelled = await app.waitForState((s) => s.view.battery && !s.view.battery.running, 60000);
  assert.ok(cancelled.view.battery.puzzles > 0 && cancelled.view.battery.puzzles < 1000000,
    `Cancel stopped the run part way: ${cancelled.view.battery.puzzles} puzzles`);
  await app.page.evaluate(() => window.knobel.setJobBudget(0));
  expectNoProblems(app, assert);
  await app.close();
});

test('bad links and files get a clear message and a puzzle all the same', async () => {
  const app = await openApp(session, '#views/fe88e8f9b4zz');
  let state = await app.state();
  assert.equal(state.puzzle, 'views');
  assert.match(state.error, /link part 2, character 11/);
  assert.equal(await app.page.evaluate(() => window.knobel.open('#views/fe88e8f9b49')), false);
  state = await app.state();
  assert.match(state.error, /link part 2/);
  assert.match(state.error, /12/);
  assert.equal(await app.page.evaluate(() => window.knobel.loadText('views', '# my puzzles\nfe88e8f9b499\nnot hex\n', 'mine.txt')), false);
  state = await app.state();
  assert.match(state.error, /mine\.txt:3:/);
  // A good file loads its first puzzle.
  assert.equal(await app.page.evaluate(() => window.knobel.loadText('views', '# two\nfe88e8f9b499\nffffffffffff\n')), true);
  state = await app.state();
  assert.equal(state.link, '#views/fe88e8f9b499');
  expectNoProblems(app, assert);
  await app.close();
});

test('Random gives a solvable puzzle; a 6×6×6 puzzle solves in slices with a shape that shows it', async () => {
  const app = await openApp(session, '#views');
  await app.click('random');
  let state = await app.waitForState((s) => s.link !== '#views/battery/000157');
  state = JSON.parse(await app.page.evaluate(() => window.knobel.solve()));
  assert.equal(state.result.solvable, true);
  const cells = bitsOfHex(state.result.shape).flatMap((b, i) => (b ? [i] : []));
  assert.equal(hexOfBits(viewsOf(cells)), state.result.puzzle);

  // A 6×6×6 shape made here (a deterministic scatter), its views as the link.
  const k = 6, shape = [];
  for (let i = 0, seed = 12345; i < k * k * k; ++i) {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    if (seed % 100 < 30) shape.push(i);
  }
  const hex = hexOfBits(model.viewsOf(k, shape));
  assert.equal(hex.length, 27);
  assert.equal(await app.page.evaluate((h) => window.knobel.open(`#views/${h}`), hex), true);
  await app.click('solve');
  state = await app.waitForState((s) => !s.solving && s.result !== null, 120000);
  assert.equal(state.result.size, 6);
  assert.equal(state.result.solvable, true);
  const found = bitsOfHex(state.result.shape).slice(0, k * k * k).flatMap((b, i) => (b ? [i] : []));
  assert.equal(found.length, state.result.cubes);
  assert.equal(hexOfBits(model.viewsOf(k, found)), hex, 'the answer shows the views');
  assert.ok(state.result.cubes <= shape.length, 'no more cubes than the shape the views came from');
  await app.clickEnd('scrubber');
  await app.waitForState((s) => !s.view.playing && s.view.step === s.view.steps, 30000);
  await app.screenshot('views-6.png');
  expectNoProblems(app, assert);
  await app.close();
});

// A shape of K×K×K from a rule, as cell numbers (the spec's cell order).
function shapeFrom(k, has) {
  const cells = [];
  for (let i = 0; i < k * k * k; ++i) {
    const { x, y, z } = model.cellXYZ(k, i);
    if (has(x, y, z)) cells.push(i);
  }
  return cells;
}

test('presets: picking one by its pixels loads its views, and Solve answers them', async () => {
  const app = await openApp(session, '#views/000000000000');
  // Staircase (the second preset): cells with z >= K-1-y; Cross (the third): K = 5, the cells on
  // two of the three middle planes.
  const presets = [
    { id: 'preset-1', k: 4, has: (x, y, z) => z >= 3 - y },
    { id: 'preset-2', k: 5, has: (x, y, z) => (x === 2) + (y === 2) + (z === 2) >= 2 },
  ];
  for (const preset of presets) {
    const shape = shapeFrom(preset.k, preset.has);
    const hex = hexOfBits(model.viewsOf(preset.k, shape));
    await app.click('presets');
    await app.click(preset.id);  // the item of the open combo, by its rectangle
    let state = await app.waitForState((s) => s.link === `#views/${hex}`);
    assert.equal(state.view.size, preset.k);
    assert.equal(await app.rect(preset.id), null, 'the combo closed');
    await app.click('solve');
    state = await app.waitForState((s) => !s.solving && s.result !== null);
    assert.equal(state.result.puzzle, hex);
    assert.equal(state.result.solvable, true);
    assert.equal(state.result.cubes, minimumCubes(hex, preset.k));
    assert.ok(state.result.cubes <= shape.length);
    const found = model.cellsOfShape(preset.k, bitsOfHex(state.result.shape));
    assert.equal(found.length, state.result.cubes);
    assert.equal(hexOfBits(model.viewsOf(preset.k, found)), hex, 'the answer shows the preset\'s views');
  }
  expectNoProblems(app, assert);
  await app.close();
});

test('the arrows step through optimal shapes, each shown whole; the Layers section shows the shape', async () => {
  // All 48 pixels set: the optimal shapes are the 576 Latin squares of order 4 (16 cubes each).
  const app = await openApp(session, '#views/ffffffffffff', { viewport: { width: 1280, height: 1400 } });
  assert.equal(await app.rect('layers'), null, 'no Layers section before a solve');
  await app.click('solve');
  let state = await app.waitForState((s) => !s.solving && s.result !== null);
  const all = bitsOfHex('ffffffffffff');
  assert.equal(state.result.cubes, minimumCubes('ffffffffffff'));
  assert.equal(state.result.optimal_count, 576);
  assert.equal(state.view.shape_index, 0);
  assert.ok(state.view.shapes_kept > 3);
  await app.waitForRect('layers');

  const isOptimal = (shapeHex) => {
    const cells = model.cellsOfShape(4, bitsOfHex(shapeHex));
    return cells.length === state.result.cubes && viewsOf(cells).every((b, p) => b === all[p]);
  };
  const seen = [state.view.shown_shape];
  assert.equal(state.view.shown_shape, state.result.shape);
  assert.ok(isOptimal(state.view.shown_shape));
  for (let index = 1; index <= 3; ++index) {
    await app.click('next-shape');
    state = await app.waitForState((s) => s.view.shape_index === index);
    assert.ok(!seen.includes(state.view.shown_shape), `shape ${index} is new`);
    assert.ok(isOptimal(state.view.shown_shape), `shape ${index} is optimal: ${state.view.shown_shape}`);
    // Picked with an arrow, a shape is shown whole: the animation at its end, paused.
    assert.equal(state.view.playing, false);
    assert.equal(state.view.step, state.view.steps);
    assert.equal(state.view.cubes_drawn, state.result.cubes);
    seen.push(state.view.shown_shape);
  }
  await app.click('previous-shape');
  state = await app.waitForState((s) => s.view.shape_index === 2);
  assert.equal(state.view.shown_shape, seen[2]);
  // Play drops the picked shape in from an empty box (once it plays, at the fastest speed).
  await app.click('play');
  state = await app.waitForState((s) => s.view.playing || s.view.step < s.view.steps);
  await app.clickEnd('speed');
  state = await app.waitForState((s) => !s.view.playing && s.view.step === s.view.steps, 20000);
  assert.equal(state.view.cubes_drawn, state.result.cubes);
  await app.waitForRect('layers');
  await app.screenshot('views-layers.png');
  expectNoProblems(app, assert);
  await app.close();
});

test('narrow screen: each Cancel stops its own job (a long solve, the battery); the app stays usable', async () => {
  // An 8×8×8 puzzle (the views of a random shape, 15 % full) with 10000+ optimal shapes: its
  // analysis takes about 0.45 s natively, longer in the page, in slices over many frames.
  const hex = '5ebc3f9af9fddfffab7ebe6bfff6f6bead2ff7f5e6fefe7f';
  // Narrow: one column, so the solve's and the battery's progress lines (each with a Cancel
  // button) share one window.
  const app = await openApp(session, `#views/${hex}`, { viewport: { width: 760, height: 1150 } });
  await app.click('build-section');  // folds "Build it yourself" away, so the battery is in view
  await app.click('battery');
  await app.setField('battery-count', 1000000);
  // Both jobs must still run when their Cancel is clicked: with a job budget of 0.2 ms a frame,
  // shared by the two, each takes thousands of frames. (With one ID for both Cancel buttons, the
  // battery's did nothing while the solve's was on screen.)
  await app.page.evaluate(() => window.knobel.setJobBudget(0.2));
  await app.click('battery-run');
  await app.click('solve');
  await app.waitForRect('cancel', 30000);
  await app.waitForRect('battery-cancel', 30000);
  let state = await app.state();
  assert.ok(state.solving && state.view.battery.running, 'both jobs run');
  await app.click('battery-cancel');
  state = await app.waitForState((s) => s.view.battery && !s.view.battery.running, 30000);
  assert.ok(state.view.battery.puzzles < 1000000, 'the battery stopped part way');
  assert.equal(state.solving, true, "the battery's Cancel leaves the solve running");
  await app.click('cancel');
  state = await app.waitForState((s) => !s.solving, 30000);
  assert.equal(state.result, null, 'the solve was cancelled, not finished');
  assert.equal(await app.rect('cancel'), null);
  assert.equal(state.view.battery.running, false);
  await app.page.evaluate(() => window.knobel.setJobBudget(0));
  // Still usable: another puzzle solves as before.
  assert.equal(await app.page.evaluate(() => window.knobel.open('#views/battery/157')), true);
  await app.click('solve');
  const solved = await app.waitForState((s) => !s.solving && s.result !== null);
  assert.equal(solved.result.puzzle, 'fe88e8f9b499');
  assert.equal(solved.result.cubes, minimumCubes('fe88e8f9b499'));
  expectNoProblems(app, assert);
  await app.close();
});

// Battery #: Enter loads as the Load button does; a number outside the battery (0 to 999,999) is
// refused with a message under the field, not clamped; the puzzle on screen stays.
test('Battery #: Enter loads; -5 and 1,000,000 are refused with a message', async () => {
  const app = await openApp(session, '#views/battery/157');
  await app.setField('battery-index', '42');
  let state = await app.waitForState((s) => s.link === '#views/battery/000042');
  assert.equal(state.view.battery_field_message, '');
  let shown = '#views/battery/000042';
  for (const [bad, why] of [['-5', /negative/], ['1000000', /too large.*999999/]]) {
    await app.setField('battery-index', bad);
    state = await app.waitForState((s) => s.view.battery_field_message !== '');
    assert.equal(state.view.battery_field, bad);
    assert.equal(state.link, shown, `${bad} leaves the puzzle as it was`);
    assert.match(state.view.battery_field_message, why, `${bad}: the message says why`);
    await app.waitForRect('battery-index-message');
    // A good number clears the message and loads.
    await app.setField('battery-index', '7');
    shown = '#views/battery/000007';
    state = await app.waitForState((s) => s.link === shown && s.view.battery_field_message === '');
  }
  expectNoProblems(app, assert);
  await app.close();
});

// A link that arrives while Battery # is being edited wins: the field shows the link's number
// (before the fix it still showed the half-typed 1573).
test('Battery #: a battery link that arrives while the field is being edited wins', async () => {
  const app = await openApp(session, '#views/battery/157');
  await app.click('battery-index');
  await app.page.keyboard.press('End');
  await app.page.keyboard.type('3');
  let state = await app.waitForState((s) => s.view.battery_field === '1573');
  await app.page.evaluate(() => { location.hash = '#views/battery/000042'; });
  state = await app.waitForState((s) => s.link === '#views/battery/000042');
  assert.equal(state.view.battery_field, '42');
  // The field is no longer being edited: a key typed now goes nowhere, Enter loads nothing else.
  await app.page.keyboard.type('9');
  await app.page.keyboard.press('Enter');
  await app.nextFrame();
  state = await app.state();
  assert.equal(state.view.battery_field, '42');
  assert.equal(state.link, '#views/battery/000042');
  // Through knobel.open too, and a new tap edits the link's number.
  await app.click('battery-index');
  await app.page.keyboard.press('End');
  await app.page.keyboard.type('1');
  await app.waitForState((s) => s.view.battery_field === '421');
  assert.equal(await app.page.evaluate(() => window.knobel.open('#views/battery/5')), true);
  state = await app.waitForState((s) => s.link === '#views/battery/000005');
  assert.equal(state.view.battery_field, '5');
  expectNoProblems(app, assert);
  await app.close();
});
