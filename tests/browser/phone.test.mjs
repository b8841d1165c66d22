// A phone held upright (360 CSS pixels wide, touch only), as a person uses it: every key of the
// Hex-Max keypad is on screen, a one-finger swipe scrolls the page, tapping a text field brings up
// the phone's keyboard (the page focuses its hidden input), and what is typed there arrives.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { startBrowser, openApp, expectNoProblems, examplesDir } from './harness.mjs';
import { screenIds, screens } from './screens.mjs';

let session;
before(async () => { session = await startBrowser(); });
after(async () => { await session.close(); });

const phone = { viewport: { width: 360, height: 740 }, hasTouch: true };

// A one-finger swipe (AppPage.swipe: a position per frame, past the drag threshold at once).
const swipe = (app, from, dy) => app.swipe(from, dy);

// Where widget `id` is and how far the page is scrolled, in a frame drawn after this call.
async function where(app, id) {
  await app.nextFrame();
  return JSON.parse(await app.page.evaluate((widget) =>
    JSON.stringify({ rect: window.knobel.rect(widget), scroll: JSON.parse(window.knobel.state()).scroll.y }), id));
}

const inside = (rect, width) => rect.x >= 0 && rect.x + rect.w <= width + 0.5;
const onScreen = (rect) => rect !== null && rect.y >= 0 && rect.y + rect.h <= phone.viewport.height + 0.5;

// The widgets whose drags are their own (they paint, orbit, pan or carry: touch_scroll.h): a
// swipe that starts on one of them does not scroll the page.
const ownDrags = ['view-top', 'view-front', 'view-side', 'view-3d', 'display', 'board', 'goal', 'edit-before',
                  'edit-after', 'solution-board'];

// A point at which a swipe by `dy` can start and end on the screen, below the top bar (`top`, it
// does not scroll) and on no widget of ownDrags.
async function swipeStart(app, dy, top) {
  const claimed = (await app.page.evaluate((list) => list.map((w) => window.knobel.rect(w)), ownDrags))
    .filter((rect) => rect !== null);
  const x = 180;
  for (let y = Math.ceil((top + 10) / 20) * 20; y <= 720; y += 20) {
    if (y + dy < 10 || y + dy > 730) continue;
    if (!claimed.some((r) => x >= r.x - 2 && x <= r.x + r.w + 2 && y >= r.y - 2 && y <= r.y + r.h + 2)) return { x, y };
  }
  return null;
}

// Whether `rect` is on screen: in the top bar, or below it (`top`) and above the screen's bottom.
function inView(rect, top, height = phone.viewport.height) {
  if (rect === null) return false;
  if (rect.y + rect.h <= top + 0.5) return true;  // in the top bar itself
  return rect.y >= top + 30 && rect.y + rect.h <= height;  // not cut by the screen's top edge
}

// Whether `rect`, on screen, may be cut by the screen's bottom edge (a widget reports only its
// visible part) and can still come further up.
const cutAtBottom = (rect, top) =>
  inView(rect, top) && rect.y > top + 80 && rect.y + rect.h >= phone.viewport.height - 24;

// Brings widget `id` on screen by one-finger swipes that start where no widget takes the drag, as
// a person would: towards the widget when it is drawn, else the way the last widget was found
// first (down the page on a screen just opened), then the other way; a swipe that leaves the page
// where it was (state().scroll) has reached the page's end in that direction. A widget cut by the
// bottom edge (it reports only its visible part) is swiped up a little more, as far as the page
// goes. Returns its rect, or null if no swipe reached it.
const lastDirection = new WeakMap();  // per page: the way the last widget searched for was found

async function swipeTo(app, id) {
  const bar = await app.rect('about');
  const top = bar.y + bar.h;  // the top bar stays; the screen under it scrolls
  let { rect, scroll } = await where(app, id);
  const first = lastDirection.get(app.page) ?? -1;  // a screen starts at its top: down the page
  for (const direction of [first, -first]) {
    for (let swipes = 0; !inView(rect, top) && swipes < 15; ++swipes) {
      // Half a screen at a time while the widget is not drawn, less where it is.
      let dy = rect === null ? 450 * direction : Math.max(-450, Math.min(450, top + 60 - rect.y));
      let from = await swipeStart(app, dy, top);
      for (const shorter of [300, 200, 120]) {  // a board fills most of the screen: a shorter swipe beside it
        if (from || Math.abs(dy) <= shorter) continue;
        dy = Math.sign(dy) * shorter;
        from = await swipeStart(app, dy, top);
      }
      assert.ok(from, `a free spot to start a swipe of ${dy} px`);
      await swipe(app, from, dy);
      const before = scroll;
      ({ rect, scroll } = await where(app, id));
      if (rect === null && scroll === before) break;  // the page's end in this direction
    }
    if (inView(rect, top)) {
      lastDirection.set(app.page, direction);  // the next widget is most likely further that way
      break;
    }
  }
  if (cutAtBottom(rect, top)) {
    const dy = -Math.min(200, rect.y - top - 60);
    await swipe(app, await swipeStart(app, dy, top), dy);
    rect = await app.rect(id);
  }
  return inView(rect, top) ? rect : null;
}

test('phone: the keypad fits, a swipe scrolls to Solve, and the phone keyboard types into Number', async () => {
  const app = await openApp(session, '#hexmax/D24/3', phone);
  await app.tap('mode-edit');  // the number changes only in Edit (issue 20)
  await app.tap('keypad-toggle');
  await app.waitForState((s) => s.view.keypad === true);
  for (const key of ['key-0', 'key-7', 'key-F', 'key-delete', 'key-clear']) {
    // A key below the fold is brought up by swiping (a swipe that starts on a button scrolls
    // too; the button is not pressed).
    const rect = await swipeTo(app, key);
    assert.ok(rect, `${key} can be brought on screen by swiping`);
    assert.ok(inside(rect, 360), `${key} is within the screen's width: ${JSON.stringify(rect)}`);
    assert.ok(rect.w >= 40 && rect.h >= 40, `${key} is finger-sized: ${JSON.stringify(rect)}`);
  }

  // None of those swipes typed anything.
  assert.equal((await app.state()).link, '#hexmax/D24/3');
  assert.ok(await swipeTo(app, 'keypad-toggle'));
  await app.tap('keypad-toggle');

  // A swipe upwards on text (no widget takes it) scrolls the page: what was below comes up.
  const anchor = await swipeTo(app, 'play-counter');
  assert.ok(anchor, 'the move counter can be brought on screen by swiping');
  const before = anchor.y;
  await swipe(app, { x: anchor.x + 4, y: anchor.y + anchor.h / 2 }, -250);
  const moved = await app.rect('play-counter');
  assert.ok(moved === null || moved.y < before - 100, `the page scrolled: ${before} -> ${moved && moved.y}`);

  // Swipes bring Solve up from wherever the page is, and a tap on it solves.
  const solve = await swipeTo(app, 'solve');
  assert.ok(solve, 'Solve can be brought on screen by swiping');
  assert.ok(solve.h >= 40, `Solve is finger-sized: ${JSON.stringify(solve)}`);
  await app.tap('solve');
  await app.waitForState((s) => s.result !== null && !s.solving);

  // The animation's sliders: each value is written beside its track, not under its handle, and
  // both fit the screen (the speed once ran off its right edge).
  for (const id of ['scrubber', 'speed']) {
    const track = await swipeTo(app, id);
    assert.ok(track, `${id} can be brought on screen by swiping`);
    const value = await app.rect(`${id}-value`);
    assert.ok(value && inside(track, 360) && inside(value, 360), `${id} fits: ${JSON.stringify([track, value])}`);
    assert.ok(value.x + value.w <= track.x, `the value of ${id} is left of its track: ${JSON.stringify([track, value])}`);
    assert.ok(track.h >= 40, `${id} is finger-sized: ${JSON.stringify(track)}`);
  }

  // The examples' list: each item a finger's height.
  assert.ok(await swipeTo(app, 'gallery'));
  await app.tap('gallery');
  // Read once the list has its size: ImGui lays a new popup out in its first frame, where an
  // item's visible rect can still be clipped (16 px of 44 in a CI run), and draws it at that size
  // from the next. The rect is taken when two frames in a row agree.
  let item = await app.waitForRect('gallery-hexmax0.txt');
  for (let frames = 0; frames < 10; ++frames) {
    await app.nextFrame();
    const next = await app.rect('gallery-hexmax0.txt');
    if (JSON.stringify(next) === JSON.stringify(item)) break;
    item = next;
  }
  assert.ok(item && item.h >= 43.5 && inside(item, 360),
            `a gallery item is finger-sized: ${JSON.stringify(item)}, layout ${JSON.stringify((await app.state()).layout)}`);
  await app.page.keyboard.press('Escape');
  await app.nextFrame();
  await app.nextFrame();
  assert.equal(await app.rect('gallery-hexmax0.txt'), null, 'the list closed');

  // Back to the top, then the Number field: a tap focuses the page's hidden input (the phone's
  // keyboard comes up for it), and text typed there lands in the field.
  assert.ok(await swipeTo(app, 'number'), 'Number can be brought back by swiping');
  await app.tap('number');
  await app.page.waitForFunction(() => document.activeElement && document.activeElement.id === 'keyboard-proxy');
  await app.page.keyboard.press('End');
  await app.page.keyboard.insertText('A');
  await app.waitForState((s) => s.link === '#hexmax/D24A/3');
  await app.page.keyboard.press('Backspace');
  await app.waitForState((s) => s.link === '#hexmax/D24/3');
  await app.screenshot('phone-hexmax.png');
  expectNoProblems(app, assert);
  await app.close();
});

// Every screen at 360 pixels: each widget named here is reached by swiping (none is skipped for
// being below the fold), lies within the screen's width, and — for what a finger taps — is at
// least 40 pixels tall (cells of a grid at least 40 wide and tall). Screenshots of each screen,
// at the top, at each big widget and at the end, go to the test artifacts.
test('phone: every puzzle screen fits in 360 pixels, and its tap targets are finger-sized', async () => {
  // One page shows every screen in turn (screens/<id>.mjs, one per puzzle of src/puzzles.def, the
  // hidden template included), as a person follows links to them (each starts at its top); the
  // page lists the same puzzles.
  const app = await openApp(session, '', phone);
  const listed = (await app.state()).puzzles;
  for (const puzzle of listed) assert.ok(screenIds.includes(puzzle), `the page lists ${puzzle}, which has no screens/${puzzle}.mjs`);
  for (const { phoneLink: link, phone: { board, wide, tap, cells } } of Object.values(screens)) {
    assert.ok(await app.page.evaluate((fragment) => window.knobel.open(fragment), link), `${link} opens`);
    lastDirection.delete(app.page);
    const name = link.split('/')[0].slice(1);
    assert.equal((await where(app, 'about')).scroll, 0, `${link} starts at the top of its screen`);
    // The top bar takes one row (issue 20): every tab, Copy link and About side by side, within
    // the screen's width; with the labels of a laptop it took two rows.
    const bar = await app.page.evaluate((ids) => ids.map((id) => window.knobel.rect(id)),
      [...listed.map((puzzle) => `tab-${puzzle}`), 'copy-link', 'about']);
    for (const rect of bar) {
      assert.ok(rect && rect.y === bar[0].y && rect.h >= 40 && inside(rect, 360), `${link}: the top bar is one row: ${JSON.stringify(bar)}`);
    }
    await app.screenshot(`phone-${name}.png`);
    // The board first (issue 20): at the top of the screen, before any swipe, its top edge is on
    // the first screen and it is at least the height asked of it.
    const first = await app.rect(board.id);
    assert.ok(first.y >= 0 && first.y < 740, `${link}: the board's top is on the first screen: ${JSON.stringify(first)}`);
    assert.ok(first.h >= board.minHeight, `${link}: ${board.id} is ${first.h} px tall, at least ${board.minHeight} asked`);
    // Each widget as the page brings it: those on screen now first, then a swipe to the next.
    const top = bar.at(-1).y + bar.at(-1).h;
    const remaining = [...new Set([...wide, ...tap])];
    while (remaining.length > 0) {
      await app.nextFrame();
      const shown = await app.page.evaluate((list) => list.map((w) => window.knobel.rect(w)), remaining);
      const index = Math.max(0, shown.findIndex((r) => inView(r, top)));
      const id = remaining.splice(index, 1)[0];
      const rect = inView(shown[index], top) && !cutAtBottom(shown[index], top) ? shown[index] : await swipeTo(app, id);
      assert.ok(rect, `${link}: ${id} can be brought on screen by swiping`);
      assert.ok(inside(rect, 360), `${link}: ${id} is within the screen's width: ${JSON.stringify(rect)}`);
      if (tap.includes(id)) assert.ok(rect.h >= 40, `${link}: ${id} is finger-sized: ${JSON.stringify(rect)}`);
      if (wide.includes(id)) await app.screenshot(`phone-${name}-${id}.png`);  // each part of the page, to look at
      if (cells[id]) {
        assert.ok(rect.w / cells[id] >= 40 && rect.h / cells[id] >= 40, `${link}: the cells of ${id} are finger-sized: ${JSON.stringify(rect)}`);
      }
    }
    await app.screenshot(`phone-${name}-scrolled.png`);
  }
  expectNoProblems(app, assert);
  await app.close();
});

// Hex-Max's stick places are a finger's targets on a phone (issue 20): each place's rect is at least
// 44 px square, and a tap anywhere in it, near its corners too, picks that stick. (Fitted as on a
// laptop, D24's places were 22 px: a tap 11 px off a stick's middle went to its neighbour or nowhere.)
test('phone: every Hex-Max stick place is a 44 px target, to its corners', async () => {
  const app = await openApp(session, '#hexmax/D24/3', phone);
  const bar = await app.rect('about');
  const top = bar.y + bar.h;
  // D: b, c, d, e and g lit; 2: a, b, d, e and g.
  for (const place of ['0b', '0g', '0d', '1a', '1e']) {
    const rect = await swipeTo(app, `stick-${place}`);
    assert.ok(rect && rect.w >= 44 && rect.h >= 44, `stick-${place} is a finger's target: ${JSON.stringify(rect)}`);
    for (const [fx, fy] of [[0.1, 0.1], [0.9, 0.1], [0.1, 0.9], [0.9, 0.9]]) {
      const at = await app.rect(`stick-${place}`);
      await app.page.touchscreen.tap(at.x + fx * at.w, at.y + fy * at.h);
      await app.waitForState((s) => s.view.picked === place);
      await app.page.touchscreen.tap(at.x + at.w / 2, at.y + at.h / 2);  // put back
      await app.waitForState((s) => s.view.picked === null);
    }
    assert.ok(inView(await app.rect(`stick-${place}`), top), `stick-${place} stayed in view`);
  }
  assert.deepEqual((await app.state()).play.moves, [], 'taps that put a stick back make no move');
  expectNoProblems(app, assert);
  await app.close();
});

// A Crossnumber grid wider than a phone keeps finger-sized cells (issue 20): the 8×8 gallery grid
// at 44 px a cell is 352 px, more than the 332 px the screen has beside the page's margins, so it
// pans sideways in a strip (by 20 px: the page has no scrollbar of its own on a touch screen). Its rect is the whole grid (js-api.md's cell formula holds); a sideways
// swipe on it pans it and selects nothing, a tap then selects the cell under the finger, the
// arrow keys bring the selected cell back into view, and an up swipe on the grid still scrolls the
// page. (Fitted to the screen, its cells were 39 px.)
test('phone: a Crossnumber grid wider than the screen pans sideways and keeps 44 px cells', async () => {
  const app = await openApp(session, '#crossnumber', phone);
  const text = readFileSync(join(examplesDir, 'crossnumber', 'eight-8x8.kz'), 'utf8');
  assert.equal(await app.page.evaluate((t) => window.knobel.loadText('crossnumber', t, 'eight-8x8.kz'), text), true);
  const { link } = await app.state();
  let grid = await swipeTo(app, 'grid');
  assert.ok(grid && grid.w / 8 >= 44 && grid.h / 8 >= 44, `the cells are finger-sized: ${JSON.stringify(grid)}`);
  assert.ok(grid.x + grid.w > 360, `the grid is wider than the screen: ${JSON.stringify(grid)}`);
  const cell = (row, col, g) => ({ x: g.x + (g.w * (col + 0.5)) / 8, y: g.y + (g.h * (row + 0.5)) / 8 });

  // Sideways from the middle of row 2: the grid pans left, as far as it goes, and nothing is selected.
  const startX = grid.x;
  await app.swipe(cell(2, 4, grid), 0, 4, -150);
  await app.nextFrame();
  grid = await app.rect('grid');
  assert.ok(grid.x <= startX - 15 && grid.x + grid.w <= 360, `the grid panned to its right edge: ${startX} -> ${JSON.stringify(grid)}`);
  assert.equal((await app.state()).view.selected, null, 'a swipe selects no cell');

  // The last column is in view now: a tap there selects its cell (row 2's I).
  const last = cell(2, 7, grid);
  await app.page.touchscreen.tap(last.x, last.y);
  await app.waitForState((s) => JSON.stringify(s.view.selected) === '[2,7]');

  // The arrows walk back to the first column; the grid follows the selected cell.
  for (let presses = 0; presses < 8 && (await app.state()).view.selected[1] > 0; ++presses) {
    await app.page.keyboard.press('ArrowLeft');
    await app.nextFrame();
  }
  assert.deepEqual((await app.state()).view.selected, [2, 0]);
  await app.nextFrame();
  grid = await app.rect('grid');
  assert.ok(Math.abs(grid.x - startX) < 1, `the grid panned back to show column 0: ${JSON.stringify(grid)}`);

  // Up and down swipes on the grid still scroll the page.
  const before = await app.state();
  await app.swipe(cell(4, 3, grid), -150);
  const after = await app.state();
  assert.ok(after.scroll.y > before.scroll.y + 50, `the page scrolled: ${before.scroll.y} -> ${after.scroll.y}`);
  assert.equal(after.link, link, 'the puzzle is unchanged');
  assert.deepEqual(after.play.moves, [], 'no digit was written');
  expectNoProblems(app, assert);
  await app.close();
});

// The page follows the selected cell up and down too: on a 12×12 grid (528 px tall) the arrows
// walk a column down past the screen's bottom, and the page scrolls so that the selected cell stays
// on screen (it stayed where it was, and the player typed blind).
test('phone: the page scrolls to keep the selected Crossnumber cell on screen', async () => {
  const app = await openApp(session, '#crossnumber', phone);
  assert.equal(await app.page.evaluate(() => window.knobel.newGame({ size: '12', seed: 7 })), true);
  let grid = await swipeTo(app, 'grid');
  const bar = await app.rect('about');
  // The grid's top near the screen's middle, its lower rows below the screen's bottom.
  if (grid.y < 280) await app.swipe({ x: grid.x + 20, y: grid.y + 40 }, 300 - grid.y);
  grid = await app.rect('grid');
  const { view, scroll } = await app.state();
  // The column with the lowest white cell, and its top white cell on screen.
  let column = -1, lowest = -1;
  for (let col = 0; col < 12; ++col) {
    for (let row = 11; row >= 0; --row) {
      if (view.grid[row][col] !== '#') {
        if (row > lowest) { lowest = row; column = col; }
        break;
      }
    }
  }
  const cellSize = grid.w / 12;
  const topRow = view.grid.findIndex((line, row) => line[column] !== '#' && grid.y + row * cellSize >= bar.y + bar.h);
  assert.ok(lowest >= 10 && topRow >= 0 && topRow < lowest, `a column to walk down: ${column}, rows ${topRow}..${lowest}`);
  assert.ok(grid.y + lowest * cellSize > phone.viewport.height, `row ${lowest} starts below the screen: ${JSON.stringify(grid)}`);
  await app.page.touchscreen.tap(grid.x + (column + 0.5) * cellSize, grid.y + (topRow + 0.5) * cellSize);
  await app.waitForState((s) => s.view.selected !== null);
  for (let presses = 0; presses < 12 && (await app.state()).view.selected[0] < lowest; ++presses) {
    await app.page.keyboard.press('ArrowDown');
    await app.nextFrame();
  }
  await app.nextFrame();
  const after = await app.state();
  const row = after.view.selected[0];
  assert.ok(row >= 10, `the selection went down the column: ${JSON.stringify(after.view.selected)}`);
  // The selected cell's place: the grid's top moved up by what the page scrolled.
  const top = grid.y - (after.scroll.y - scroll.y) + row * cellSize;
  assert.ok(top >= bar.y + bar.h - 0.5 && top + cellSize <= phone.viewport.height + 0.5,
            `row ${row} is on screen: its top at ${top} (page scrolled ${scroll.y} -> ${after.scroll.y})`);
  expectNoProblems(app, assert);
  await app.close();
});

// The watched solver's candidates are a fifth of a cell: too small for a finger. A tap on a cell
// opens a picker of its digits, each a finger's target: before the start a tap strikes the digit,
// or with "keep only" ticked keeps only it, as a mouse's click and Shift-click do.
test('phone: the watched solver\'s candidates are struck and kept from a finger-sized picker', async () => {
  const app = await openApp(session, '#crossnumber', phone);
  await app.tap('board-solver');
  let state = await app.waitForState((s) => s.view.board === 'solver' && s.view.candidates.length > 0);
  const first = state.view.grid[0].indexOf('#') === 0 ? 1 : 0;  // a white cell of the first row
  const digits = state.view.candidates[first];
  assert.ok(digits.length >= 3, `the cell has digits to choose from: ${digits}`);
  const tapCell = async () => {
    const grid = await swipeTo(app, 'solver-grid');
    const size = grid.w / state.view.cols;
    await app.page.touchscreen.tap(grid.x + (first + 0.5) * size, grid.y + size * 0.2);
    await app.waitForRect('candidate-picker');
  };
  await tapCell();
  const struck = digits.at(-1);
  const button = await app.rect(`pick-${struck}`);
  assert.ok(button.w >= 44 && button.h >= 44, `a digit is a finger's target: ${JSON.stringify(button)}`);
  assert.deepEqual((await app.state()).view.candidates[first], digits, 'opening the picker strikes nothing');
  await app.tap(`pick-${struck}`);
  state = await app.waitForState((s) => s.view.candidates[first] === digits.slice(0, -1));
  await tapCell();
  await app.tap('pick-keep-only');
  await app.tap(`pick-${digits[0]}`);
  state = await app.waitForState((s) => s.view.candidates[first] === digits[0]);
  assert.equal(state.view.steps, 0, 'striking is before the start');
  expectNoProblems(app, assert);
  await app.close();
});

// Views' layers of K = 8 keep 44 px cells on a phone in the same way: each layer pans sideways in
// its strip, the layers together, and a tap on a cell panned into view builds the cube of that cell.
test('phone: a Views layer of K = 8 pans sideways and keeps 44 px cells', async () => {
  const app = await openApp(session, '#views', phone);
  assert.equal(await app.page.evaluate(() => window.knobel.newGame({ size: 8, seed: 3 })), true);
  let layer = await swipeTo(app, 'build-layer-0');
  // The whole layer on screen (352 px tall): up until its top is just under the top bar.
  const bar = await app.rect('about');
  for (let swipes = 0; layer && layer.h < 352 && swipes < 3; ++swipes) {
    const dy = -Math.min(300, layer.y - (bar.y + bar.h) - 20);
    await app.swipe(await swipeStart(app, dy, bar.y + bar.h), dy);
    layer = await app.rect('build-layer-0');
  }
  assert.ok(layer && layer.w / 8 >= 44 && layer.h / 8 >= 44, `the cells are finger-sized: ${JSON.stringify(layer)}`);
  assert.ok(layer.x + layer.w > 360, `the layer is wider than the screen: ${JSON.stringify(layer)}`);
  const startX = layer.x;
  const cell = (x, z, g) => ({ x: g.x + (g.w * (x + 0.5)) / 8, y: g.y + (g.h * (z + 0.5)) / 8 });
  await app.swipe(cell(3, 4, layer), 0, 4, -150);
  await app.nextFrame();
  layer = await app.rect('build-layer-0');
  assert.ok(layer.x <= startX - 15 && layer.x + layer.w <= 360, `the layer panned to its right edge: ${startX} -> ${JSON.stringify(layer)}`);
  assert.deepEqual((await app.state()).play.moves, [], 'a swipe builds nothing');
  // The layer under it panned with it (a frame later): a column stays at one place in every layer.
  let next = await app.rect('build-layer-1');
  for (let frames = 0; frames < 5 && !(next && Math.abs(next.x - layer.x) < 0.5); ++frames) {
    await app.nextFrame();
    next = await app.rect('build-layer-1');
  }
  assert.ok(next && Math.abs(next.x - layer.x) < 0.5, `layer 1 panned with layer 0: ${JSON.stringify(next)}, ${JSON.stringify(layer)}`);
  const last = cell(7, 2, layer);
  await app.page.touchscreen.tap(last.x, last.y);
  await app.waitForState((s) => s.play.moves.length === 1);
  assert.deepEqual((await app.state()).play.moves, ['+7,0,2'], 'the tapped cell got its cube');
  expectNoProblems(app, assert);
  await app.close();
});

// The view editors paint under a drag, so they cannot pan as a layer does: at K = 8 a row of eight
// pixels fits the phone's width, each at least 40 px (issue 20; views_screen.cpp's editor_cell_size).
test('phone: in Edit the views, K = 8 view editors fit the width with finger-sized pixels', async () => {
  const app = await openApp(session, '#views', phone);
  assert.equal(await app.page.evaluate(() => window.knobel.newGame({ size: 8, seed: 3 })), true);
  await swipeTo(app, 'mode-edit');
  await app.tap('mode-edit');
  await app.waitForState((s) => s.view.editing);
  const bar = await app.rect('about');
  for (const id of ['view-top', 'view-front', 'view-side']) {
    // The whole square on screen (a rect is cut where the page cuts it): up until its top is just
    // under the top bar.
    let rect = await swipeTo(app, id);
    for (let swipes = 0; rect && rect.h < rect.w - 0.5 && swipes < 3; ++swipes) {
      const dy = -Math.min(300, rect.y - (bar.y + bar.h) - 20);
      await app.swipe(await swipeStart(app, dy, bar.y + bar.h), dy);
      rect = await app.rect(id);
    }
    assert.ok(rect && inside(rect, 360), `${id} is within the screen's width: ${JSON.stringify(rect)}`);
    assert.ok(rect.w / 8 >= 40 && rect.h / 8 >= 40, `the pixels of ${id} are finger-sized: ${JSON.stringify(rect)}`);
  }
  // A tap on the last pixel of the side view's first row (at the screen's right) edits the puzzle.
  const before = (await app.state()).link;
  const side = await app.rect('view-side');
  await app.page.touchscreen.tap(side.x + side.w * (7.5 / 8), side.y + side.h * (0.5 / 8));
  const state = await app.waitForState((s) => s.link !== before);
  assert.deepEqual(state.play.moves, [], 'an edit, not a move');
  expectNoProblems(app, assert);
  await app.close();
});

// A swipe that starts on the display where no stick place is (the hollow of a digit) scrolls the
// page when the display shows all it holds: the finger-sized display fills much of the screen, and
// only presses on a stick place (which may carry it) are the display's own.
test('phone: a swipe from the hollow of a Hex-Max digit scrolls the page', async () => {
  const app = await openApp(session, '#hexmax/D24/3', phone);
  const a = await app.rect('stick-0a'), g = await app.rect('stick-0g');
  const hollow = { x: a.x + a.w / 2, y: (a.y + a.h / 2 + g.y + g.h / 2) / 2 };
  const before = await app.state();
  await swipe(app, hollow, -150);
  const after = await app.state();
  assert.ok(after.scroll.y > before.scroll.y + 50, `the page scrolled: ${before.scroll.y} -> ${after.scroll.y}`);
  assert.deepEqual(after.play.moves, [], 'no stick moved');
  assert.equal(after.link, before.link);
  expectNoProblems(app, assert);
  await app.close();
});

// About fits a phone: its Close button can be reached (the window scrolls) and nothing of it is
// wider than the screen.
test('phone: About fits the screen and scrolls to Close', async () => {
  const app = await openApp(session, '#views', phone);
  await app.tap('about');
  // Close may lie below the window's visible part (then it has no rect): wait for the window,
  // and look for Close in a frame drawn after it.
  await app.waitForRect('about-window');
  await app.nextFrame();
  const first = await app.rect('about-close');
  await app.screenshot('phone-about.png');
  let close = first && onScreen(first) && first.h >= 40 ? first : null;
  for (let swipes = 0; close === null && swipes < 10; ++swipes) {
    await swipe(app, { x: 180, y: 600 }, -300);
    const rect = await app.rect('about-close');
    close = rect && onScreen(rect) && rect.h >= 40 ? rect : null;  // not cut by the window's edge
  }
  assert.ok(close, 'Close can be reached by swiping in About');
  assert.ok(inside(close, 360));
  await app.screenshot('phone-about-scrolled.png');
  await app.tap('about-close');
  await app.nextFrame();
  assert.equal(await app.rect('about-close'), null, 'About closed');
  expectNoProblems(app, assert);
  await app.close();
});

// A move that solves a puzzle shows it where the finger is: the verdict and the celebration come
// on screen at once (the page scrolls to them if need be, as on Crossnumber, whose verdict lies
// below the grid and the digit pad) — they once stood off screen, and a solved puzzle looked as if
// nothing had happened. Each puzzle is solved from its start by following its hints.
// On a laptop too (1280×800), where the verdict lies under a tall board.
for (const [size, options] of [['360 px', phone], ['1280 px', { viewport: { width: 1280, height: 800 } }]]) {
test(`a move that solves shows the verdict and the celebration on screen (${size})`, async () => {
  const app = await openApp(session, '', options);
  for (const { phoneLink: link } of Object.values(screens)) {
    assert.ok(await app.page.evaluate((fragment) => window.knobel.open(fragment), link), `${link} opens`);
    const bar = await app.rect('about');
    const top = bar.y + bar.h;
    let state = await app.state();
    for (let hints = 0; !(state.play.solved && state.play.optimal); ++hints) {
      assert.ok(hints < 200, `${link}: solved by hints`);
      const hint = await app.page.evaluate(() => JSON.parse(window.knobel.hint()));
      assert.ok(hint && hint.move, `${link}: hint ${hints + 1} is a move: ${JSON.stringify(hint)}`);
      assert.equal(await app.page.evaluate((move) => window.knobel.play(move), hint.move), true, `${link}: ${hint.move}`);
      // Each board drawn, as a person sees it: a game solved between two frames (knobel.hint()
      // answers in the call) was never seen unsolved, and such a game does not celebrate.
      state = await app.nextFrame();
    }
    // The frame that sees the solved board starts the celebration and asks for the scroll; the
    // next shows both where they are. (The celebration lasts 1.6 s and at least 30 frames.)
    await app.nextFrame();
    await app.screenshot(`${options.hasTouch ? 'phone' : 'laptop'}-solved-${link.split('/')[0].slice(1)}.png`);
    for (const id of ['play-verdict', 'play-celebration']) {
      const rect = await app.rect(id);
      assert.ok(inView(rect, top, options.viewport.height), `${link}: ${id} is on screen when the move solves: ${JSON.stringify(rect)}`);
    }
  }
  expectNoProblems(app, assert);
  await app.close();
});
}
