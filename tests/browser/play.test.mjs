// Playing by hand, as a person does it: real mouse drags and clicks, touch, the keyboard, Undo
// and Redo, a reload, and links that carry a game. Expected boards come from the specs'
// glyph and view tables (../shared/specs/hexmax.md, views.md), never from the app.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';

import { startBrowser, openApp, expectNoProblems, waitReady, walkFocusTo, stateAtRest } from './harness.mjs';
import { viewsOf, hexOfBits, minimumCubes, candidateCells } from '../views-model.mjs';

let session;
before(async () => { session = await startBrowser(); });
after(async () => { await session.close(); });

const middle = (rect) => ({ x: rect.x + rect.w / 2, y: rect.y + rect.h / 2 });

// Presses on one widget and lets go on another, moving in small steps with frames in between, as
// a hand does (ImGui sees the press, the drag and the release in separate frames).
async function drag(app, fromId, toId, { touch = false } = {}) {
  const from = middle(await app.waitForRect(fromId));
  const to = middle(await app.waitForRect(toId));
  const steps = 8;
  if (touch) {
    const cdp = await app.context.newCDPSession(app.page);
    const touchAt = (type, point) => cdp.send('Input.dispatchTouchEvent', {
      type, touchPoints: type === 'touchEnd' ? [] : [{ x: point.x, y: point.y }] });
    await touchAt('touchStart', from);
    await app.nextFrame();
    for (let i = 1; i <= steps; i++) {
      await touchAt('touchMove', { x: from.x + ((to.x - from.x) * i) / steps, y: from.y + ((to.y - from.y) * i) / steps });
      await app.nextFrame();
    }
    await touchAt('touchEnd', to);
    await app.nextFrame();
    return;
  }
  await app.mouseDrag(from, to, steps);
}

// Swipes the page up with one finger (touch_scroll.h), as a person on a phone does, until widget
// `id` is on screen whole. The swipes start off the Hex-Max display (a drag there is the
// display's own: it pans or carries a stick).
async function swipeUntilShown(app, id) {
  const { width, height } = app.page.viewportSize();
  for (let swipes = 0; swipes < 12; ++swipes) {
    const rect = await app.rect(id);
    if (rect && rect.y >= 0 && rect.y + rect.h <= height) return rect;
    const display = await app.rect('display');
    let y = height * 0.85;
    if (display && y >= display.y - 8 && y <= display.y + display.h + 8) y = display.y - 16;
    const from = { x: width / 2, y };
    const dy = -Math.max(40, Math.min(300, y - 140));
    await app.swipe(from, dy, 8);
  }
  return null;
}

// D24 → EE4 from the spec's table: d = bcdeg, 2 = abdeg, E = adefg. Digit 0 gives up b and c and
// needs a and f; digit 1 gives up b and needs f; 4 stays. Three moves, the spec's answer.
test('Hex-Max: D24 with m = 3 played by hand (drag, click-click, typed) to EE4 is declared optimal', async () => {
  const app = await openApp(session, '#hexmax/D24/3');
  let state = await app.state();
  assert.equal(state.view.mode, 'play');
  assert.deepEqual(state.play, { moves: [], solved: true, optimal: false, message: '', sentence: state.play.sentence },
    'the untouched number is itself a number within m, but not the largest');

  await drag(app, 'stick-0b', 'stick-0a');
  state = await app.waitForState((s) => s.play.moves.length === 1);
  assert.deepEqual(state.play.moves, ['0b-0a']);
  assert.equal(state.play.solved, false, 'digit 0 is no digit now');
  assert.match(state.view.display, /^\?24$/);

  await app.click('stick-0c');
  state = await app.waitForState((s) => s.view.picked === '0c');
  await app.click('stick-0f');
  state = await app.waitForState((s) => s.play.moves.length === 2);
  assert.equal(state.view.display, 'E24');
  assert.equal(state.view.picked, null);

  await app.setField('move-field', '1b-1f');
  state = await app.waitForState((s) => s.play.moves.length === 3);
  assert.deepEqual(state.play.moves, ['0b-0a', '0c-0f', '1b-1f']);
  assert.equal(state.view.display, 'EE4');
  assert.equal(state.play.solved, true);
  assert.equal(state.play.optimal, true);
  assert.equal(state.play.message, '');
  assert.match(state.link, /^#hexmax\/D24\/3\/play=0b-0a;0c-0f;1b-1f$/);
  await app.screenshot('hexmax-played.png');

  // Undo and Redo with the buttons.
  await app.click('undo');
  state = await app.waitForState((s) => s.play.moves.length === 2);
  assert.equal(state.view.display, 'E24');
  assert.equal(state.play.optimal, false);
  await app.click('redo');
  state = await app.waitForState((s) => s.play.moves.length === 3 && s.play.optimal);

  // A reload keeps the game: it is in the address bar.
  await app.page.reload();
  await waitReady(app.page);
  state = await app.state();
  assert.deepEqual(state.play.moves, ['0b-0a', '0c-0f', '1b-1f']);
  assert.equal(state.view.display, 'EE4');
  assert.equal(state.play.optimal, true);
  expectNoProblems(app, assert);
  await app.close();
});

// The keyboard alone, as docs/keyboard.md describes it: the arrows walk from the top bar, Space
// steps into the screen and into the display; there the arrows move the stick cursor over the
// figure 8 (Right from a: b; Up from b: a; Down from b: c; Left from b: f; Right from b: the next
// digit's f), Enter picks up the stick under it and puts it on a free place, Escape puts it back,
// Ctrl+Z / Ctrl+Y undo and redo. The same three moves as above.
async function keyboardIntoDisplay(app, assert) {
  const state = await walkFocusTo(app, (s) => s.view.display_focus, 'display', ['screen', 'frame'], 60);
  assert.equal(state.view.display_focus, 'display', 'the arrows and Space reach the display');
  return state;
}

// At a laptop's size and at a phone's (issue 20: every puzzle solved with the keyboard alone at
// both; on a phone the display comes first and the keys still reach it).
for (const [size, options] of [['1280 px', {}], ['360 px', { viewport: { width: 360, height: 740 }, hasTouch: true }]]) {
test(`Hex-Max: D24 with m = 3 played with the keys only to EE4 (${size})`, async () => {
  const app = await openApp(session, '#hexmax/D24/3', options);
  let state = await keyboardIntoDisplay(app, assert);
  assert.deepEqual(state.play.moves, [], 'walking in played nothing');
  assert.equal(state.view.cursor, '0a', 'the cursor starts on the first place');
  assert.ok(await app.rect('stick-cursor'), 'the cursor is drawn');

  // Presses `keys` one by one; after each the cursor must be where `expected` says, read once the
  // key has had its whole effect (a state read one frame after the press was once a key behind).
  const keys = async (...steps) => {
    for (const [key, expected] of steps) {
      await app.page.keyboard.press(key);
      state = await stateAtRest(app);
      if (expected !== undefined) assert.equal(state.view.cursor, expected, `after ${key}`);
    }
  };
  // 0b-0a: pick up the upper right, drop it on the top.
  await keys(['ArrowRight', '0b'], ['Enter']);
  assert.equal(state.view.picked, '0b');
  // Escape puts it back and stays in the display; Enter picks it up again.
  await keys(['Escape']);
  assert.equal(state.view.picked, null);
  assert.equal(state.view.display_focus, 'display', 'Escape with a stick in hand only puts it back');
  await keys(['Enter'], ['ArrowUp', '0a'], ['Enter']);
  state = await app.waitForState((s) => s.play.moves.length === 1);
  assert.deepEqual(state.play.moves, ['0b-0a']);
  // 0c-0f, with Space this time (the focus frame is shown, so Space presses as Enter does).
  await keys(['ArrowRight', '0b'], ['ArrowDown', '0c'], ['Space']);
  assert.equal(state.view.picked, '0c');
  await keys(['ArrowUp', '0b'], ['ArrowLeft', '0f'], ['Space']);
  state = await app.waitForState((s) => s.play.moves.length === 2);
  assert.equal(state.view.display, 'E24');
  // 1b-1f: across to the next digit.
  await keys(['ArrowRight', '0b'], ['ArrowRight', '1f'], ['ArrowRight', '1b'], ['Enter'], ['ArrowLeft', '1f'], ['Enter']);
  state = await app.waitForState((s) => s.play.moves.length === 3);
  assert.deepEqual(state.play.moves, ['0b-0a', '0c-0f', '1b-1f']);
  assert.equal(state.view.display, 'EE4');
  assert.equal(state.play.optimal, true);
  assert.equal(state.view.display_focus, 'display', 'the keyboard stayed in the display throughout');
  assert.ok(await app.rect('play-celebration'), 'reaching the optimum is celebrated');

  // Undo and redo by keys.
  await app.page.keyboard.press('Control+z');
  state = await app.waitForState((s) => s.play.moves.length === 2);
  await app.page.keyboard.press('Control+y');
  state = await app.waitForState((s) => s.play.moves.length === 3 && s.play.optimal);

  expectNoProblems(app, assert);
  await app.close();
});
}

test('Hex-Max: a move by keys that would empty a digit is refused with the same reason', async () => {
  // "11": each 1 is bc. 0b-1a is fine; then 0c-1d would leave digit 0 empty.
  const app = await openApp(session, '#hexmax/11/5');
  let state = await keyboardIntoDisplay(app, assert);
  const keys = async (...names) => {
    for (const key of names) {
      await app.page.keyboard.press(key);
      await app.nextFrame();
    }
    state = await app.state();
  };
  await keys('ArrowRight', 'Enter', 'ArrowRight', 'ArrowUp');
  assert.equal(state.view.picked, '0b');
  assert.equal(state.view.cursor, '1a');
  await keys('Enter');
  state = await app.waitForState((s) => s.play.moves.length === 1);
  assert.deepEqual(state.play.moves, ['0b-1a']);
  await keys('ArrowLeft', 'ArrowLeft', 'ArrowDown');
  assert.equal(state.view.cursor, '0c');
  await keys('Enter', 'ArrowRight', 'ArrowDown');
  assert.equal(state.view.picked, '0c');
  assert.equal(state.view.cursor, '1d');
  await keys('Enter');
  state = await app.waitForState((s) => s.play.message !== '');
  assert.deepEqual(state.play.moves, ['0b-1a'], 'the refused move was not made');
  assert.match(state.play.message, /digit 0 would be empty/);
  assert.ok(await app.rect('play-message'), 'the reason is on screen');
  assert.equal(state.view.picked, null, 'the stick is back in its place');
  expectNoProblems(app, assert);
  await app.close();
});

test('Hex-Max: a move that would empty a digit is refused with a reason, by hand and by knobel.play', async () => {
  // "11": each 1 is bc. Taking b to the other digit leaves c; taking c as well would empty it.
  const app = await openApp(session, '#hexmax/11/5');
  await drag(app, 'stick-0b', 'stick-1a');
  let state = await app.waitForState((s) => s.play.moves.length === 1);
  await app.click('stick-0c');
  await app.waitForState((s) => s.view.picked === '0c');
  await app.click('stick-1d');
  state = await app.waitForState((s) => s.play.message !== '');
  assert.deepEqual(state.play.moves, ['0b-1a'], 'the refused move was not made');
  assert.match(state.play.message, /empty/);
  assert.ok(await app.rect('play-message'), 'the reason is on screen');

  const played = await app.page.evaluate(() => window.knobel.play('0c-1d'));
  assert.equal(played, false);
  state = await app.state();
  assert.match(state.play.message, /empty/);
  assert.equal(await app.page.evaluate(() => window.knobel.play('0b-1b')), false, 'no stick at 0b any more');
  assert.equal(await app.page.evaluate(() => window.knobel.play('zz')), false, 'not a move at all');
  assert.notEqual((await app.state()).play.message, '');
  assert.equal(await app.page.evaluate(() => window.knobel.undo()), true);
  state = await app.state();
  assert.deepEqual(state.play.moves, []);
  assert.equal(state.play.message, '');
  assert.equal(await app.page.evaluate(() => window.knobel.undo()), false, 'nothing left to undo');
  expectNoProblems(app, assert);
  await app.close();
});

test('Hex-Max: a touch drag moves a stick on a phone-sized screen', async () => {
  const app = await openApp(session, '#hexmax/D24/3', { viewport: { width: 390, height: 844 }, hasTouch: true });
  assert.ok(await swipeUntilShown(app, 'display'), 'a swipe brings the display on screen');
  await drag(app, 'stick-2f', 'stick-2a', { touch: true });
  const state = await app.waitForState((s) => s.play.moves.length === 1);
  assert.deepEqual(state.play.moves, ['2f-2a']);
  expectNoProblems(app, assert);
  await app.close();
});

test('Hex-Max: a link with moves opens mid-game; a bad move in it is named', async () => {
  const app = await openApp(session, '#hexmax/D24/3/play=0b-0a;0c-0f');
  let state = await app.state();
  assert.equal(state.error, null);
  assert.deepEqual(state.play.moves, ['0b-0a', '0c-0f']);
  assert.equal(state.view.display, 'E24');

  assert.equal(await app.page.evaluate(() => window.knobel.open('#hexmax/D24/3/play=0b-0a;5a-0a;1b-1f')), false);
  state = await app.state();
  assert.match(state.error, /link part 4: move 2 "5a-0a"/);
  assert.deepEqual(state.play.moves, ['0b-0a'], 'the moves before the bad one stay');

  // Show solution hands the display to the answer's animation; a move brings the game back.
  await app.click('show-solution');
  state = await app.waitForState((s) => s.view.mode === 'solution' && s.result !== null);
  assert.equal(state.result.result, 'EE4');
  await app.click('back-to-game');
  state = await app.waitForState((s) => s.view.mode === 'play');
  assert.deepEqual(state.play.moves, ['0b-0a']);
  expectNoProblems(app, assert);
  await app.close();
});

// A K = 4 staircase-free shape: the main diagonal x = y = z. Its views come from the independent
// model; the model's own exact minimum says how few cubes can show them.
test('Views: a shape built by clicks on the layers is solved and optimal; Undo, Redo and a reload', async () => {
  const k = 4;
  const diagonal = [0, 1, 2, 3].map((i) => k * k * i + k * i + i);
  const bits = viewsOf(k, diagonal);
  const hex = hexOfBits(bits);
  assert.equal(minimumCubes(k, bits), 4, 'the model: four cubes are needed');
  // Tall enough for every layer to be on screen whole (rects are clipped to what is visible).
  const app = await openApp(session, `#views/${hex}`, { viewport: { width: 1280, height: 1300 } });
  let state = await app.state();
  assert.equal(state.view.mode, 'play');
  assert.equal(state.play.solved, false);

  const clickCell = async (x, y, z) => {
    // The verdict above the layers changes with every cube and may move them: read their place
    // from a frame drawn after the last click was taken in.
    await app.nextFrame();
    const layer = await app.waitForRect(`build-layer-${y}`);
    await app.page.mouse.click(layer.x + (layer.w * (x + 0.5)) / k, layer.y + (layer.h * (z + 0.5)) / k);
  };
  await clickCell(1, 0, 0);  // an extra cube first: it shows pixels the views do not have
  state = await app.waitForState((s) => s.play.moves.length === 1);
  assert.deepEqual(state.play.moves, ['+1,0,0']);
  assert.ok(state.view.mismatches > 0);
  await clickCell(1, 0, 0);  // and away again
  state = await app.waitForState((s) => s.play.moves.length === 2);
  assert.deepEqual(state.play.moves, ['+1,0,0', '-1,0,0']);
  for (let i = 0; i < k; i++) {
    await clickCell(i, i, i);
    await app.waitForState((s) => s.play.moves.length === 3 + i);
  }
  state = await app.state();
  assert.equal(state.view.mismatches, 0, `moves played: ${state.play.moves.join(' ')}`);
  assert.equal(state.play.solved, true);
  assert.equal(state.play.optimal, true);
  await app.screenshot('views-played.png');

  await app.click('undo');
  state = await app.waitForState((s) => s.play.moves.length === 5);
  assert.equal(state.play.solved, false);
  await app.click('redo');
  state = await app.waitForState((s) => s.play.moves.length === 6 && s.play.optimal);

  await app.page.reload();
  await waitReady(app.page);
  state = await app.state();
  assert.equal(state.play.moves.length, 6);
  assert.equal(state.play.optimal, true);

  assert.equal(await app.page.evaluate(() => window.knobel.play('+0,0,0')), false, 'a cube is there already');
  assert.match((await app.state()).play.message, /already/);
  assert.equal(await app.page.evaluate(() => window.knobel.play('+0,0,9')), false, 'outside the grid');
  expectNoProblems(app, assert);
  await app.close();
});

test('Views: a solved shape with more cubes than needed is solved but not optimal', async () => {
  // The full 2×2×2 block: every view is full, so the block shows them; so do fewer cubes (one
  // per column, staggered: the model says how few, the verdict only that fewer will do).
  const k = 2;
  const block = [...Array(k * k * k).keys()];
  const bits = viewsOf(k, block);
  const minimum = minimumCubes(k, bits);
  assert.ok(minimum < block.length, `the model: ${minimum} cubes show it`);
  const app = await openApp(session, `#views/${hexOfBits(bits)}`);
  for (let y = 0; y < k; y++) {
    for (let z = 0; z < k; z++) {
      for (let x = 0; x < k; x++) {
        assert.equal(await app.page.evaluate((move) => window.knobel.play(move), `+${x},${y},${z}`), true);
      }
    }
  }
  const state = await app.state();
  assert.equal(state.play.solved, true);
  assert.equal(state.play.optimal, false);
  assert.match(state.play.sentence, /fewer cubes will do/, 'it says fewer would do');
  assert.doesNotMatch(state.play.sentence, new RegExp(`\\b${minimum}\\b`), 'but not how few: that is the answer');
  expectNoProblems(app, assert);
  await app.close();
});

// The K = 4 diagonal of the first Views test: four cubes (i, i, i), the fewest possible.
const diagonalPuzzle = () => {
  const k = 4;
  return hexOfBits(viewsOf(k, [0, 1, 2, 3].map((i) => k * k * i + k * i + i)));
};

test('Views: a link with moves opens mid-game, and the game goes on from there', async () => {
  const hex = diagonalPuzzle();
  const app = await openApp(session, `#views/${hex}/play=+0,0,0;+1,1,1`);
  let state = await app.state();
  assert.equal(state.error, null);
  assert.equal(state.puzzle, 'views');
  assert.equal(state.view.mode, 'play');
  assert.deepEqual(state.play.moves, ['+0,0,0', '+1,1,1']);
  assert.equal(state.play.solved, false);
  assert.ok(state.view.mismatches > 0, 'two of four cubes do not show the views yet');
  assert.ok(state.link.startsWith(`#views/${hex}/play=`), 'the address bar keeps the game');
  assert.equal(await app.page.evaluate(() => window.knobel.play('+2,2,2')), true);
  assert.equal(await app.page.evaluate(() => window.knobel.play('+3,3,3')), true);
  state = await app.state();
  assert.equal(state.play.solved, true);
  assert.equal(state.play.optimal, true);
  expectNoProblems(app, assert);
  await app.close();
});

test('Views: a link whose move cannot be played names it; the puzzle opens with the moves before it', async () => {
  const hex = diagonalPuzzle();
  // Move 2 lies outside the 4×4×4 grid (docs/links.md: the first bad move stops the replay).
  const app = await openApp(session, `#views/${hex}/play=+0,0,0;+0,0,9;+1,1,1`);
  const state = await app.state();
  assert.match(state.error, /link part 3: move 2 "\+0,0,9" cannot be played: .*The game shows the 1 move before it/);
  assert.ok(await app.rect('error'), 'the message is on screen');
  assert.equal(state.puzzle, 'views');
  assert.ok(state.link.startsWith(`#views/${hex}`), 'the link\'s puzzle is on screen');
  assert.deepEqual(state.play.moves, ['+0,0,0'], 'the move before the bad one stays; none after it is played');
  expectNoProblems(app, assert);
  await app.close();
});

test('touch: Views built by tapping layer cells is solved and optimal', async () => {
  const k = 4;
  const hex = diagonalPuzzle();
  const app = await openApp(session, `#views/${hex}`, { viewport: { width: 820, height: 1300 }, hasTouch: true });
  const tapCell = async (x, y, z) => {
    await app.nextFrame();
    const layer = await app.waitForRect(`build-layer-${y}`);
    await app.page.touchscreen.tap(layer.x + (layer.w * (x + 0.5)) / k, layer.y + (layer.h * (z + 0.5)) / k);
    await app.clickTakenIn();
  };
  await tapCell(2, 1, 3);  // a wrong cube, tapped away again
  await app.waitForState((s) => s.play.moves.length === 1);
  await tapCell(2, 1, 3);
  await app.waitForState((s) => s.play.moves.length === 2);
  for (let i = 0; i < k; i++) {
    await tapCell(i, i, i);
    await app.waitForState((s) => s.play.moves.length === 3 + i);
  }
  const state = await app.state();
  assert.deepEqual(state.play.moves, ['+2,1,3', '-2,1,3', '+0,0,0', '+1,1,1', '+2,2,2', '+3,3,3']);
  assert.equal(state.view.mismatches, 0);
  assert.equal(state.play.solved, true);
  assert.equal(state.play.optimal, true);
  expectNoProblems(app, assert);
  await app.close();
});

test('touch: Hex-Max D24 played to EE4 on a phone by tapping a stick, then a free place', async () => {
  const app = await openApp(session, '#hexmax/D24/3', { viewport: { width: 390, height: 844 }, hasTouch: true });
  assert.ok(await swipeUntilShown(app, 'display'), 'a swipe brings the display on screen');
  for (const [from, to, count] of [['0b', '0a', 1], ['0c', '0f', 2], ['1b', '1f', 3]]) {
    await app.tap(`stick-${from}`);
    const picked = await app.waitForState((s) => s.view.picked === from);
    assert.equal(picked.play.moves.length, count - 1);
    await app.tap(`stick-${to}`);
    await app.waitForState((s) => s.play.moves.length === count);
  }
  const state = await app.state();
  assert.deepEqual(state.play.moves, ['0b-0a', '0c-0f', '1b-1f']);
  assert.equal(state.view.display, 'EE4');
  assert.equal(state.play.optimal, true);
  await app.screenshot('hexmax-phone-played.png');
  expectNoProblems(app, assert);
  await app.close();
});

test('reaching the optimum is celebrated for a moment, and then the page idles', async () => {
  const app = await openApp(session, '#hexmax/D24/3/play=0b-0a;0c-0f');
  assert.equal(await app.rect('play-celebration'), null, 'a game opened from a link is not celebrated');
  assert.equal(await app.page.evaluate(() => window.knobel.play('1b-1f')), true);
  assert.ok(await app.waitForRect('play-celebration', 1000), 'the banner shows');
  await app.screenshot('celebration.png');
  // It runs by itself (no input) and ends within two seconds; the verdict stays.
  await app.page.waitForTimeout(2200);
  let state = await app.state();
  assert.equal(state.play.optimal, true);
  assert.equal(await app.rect('play-celebration'), null, 'the banner is gone');
  await app.page.waitForTimeout(800);  // the frame loop's settle time after the last request
  const frame = (await app.state()).frame;
  await app.page.waitForTimeout(1000);
  state = await app.state();
  assert.equal(state.frame, frame, 'no frames are drawn once it is over');
  // Undo and Redo reach the optimum again: celebrated again.
  await app.page.evaluate(() => window.knobel.undo());
  await app.nextFrame();
  await app.page.evaluate(() => window.knobel.redo());
  assert.ok(await app.waitForRect('play-celebration', 1000));
  expectNoProblems(app, assert);
  await app.close();
});

// The 3D view as a voxel editor. The puzzle is the bottom layer of a 3×3×3 box, so the ghosts (the
// cells the views allow, candidateCells) lie on the floor and the pointer in the middle of the
// view falls on one of them; everything expected is read from hovered (the cell the app
// highlights under the pointer), not from the camera's arithmetic.
test('Views: clicks on the 3D view add cubes as in a voxel editor; Shift+click and the switch take them away', async () => {
  const k = 3;
  const floor = [...Array(k * k).keys()].map((i) => k * k * (k - 1) + i);
  const bits = viewsOf(k, floor);
  assert.deepEqual(candidateCells(k, bits), floor, 'the model: only the bottom layer is allowed');
  const app = await openApp(session, `#views/${hexOfBits(bits)}`);
  const scene = await app.waitForRect('view-3d');
  const at = { x: scene.x + scene.w / 2, y: scene.y + scene.h / 2 };
  const text = (cell) => cell.join(',');
  const hoveredAt = async () => {
    await app.page.mouse.move(at.x + 1, at.y);
    await app.page.mouse.move(at.x, at.y);
    await app.nextFrame();
    return (await app.state()).view.hovered;
  };
  const clickScene = async () => {
    await app.page.mouse.click(at.x, at.y);
    await app.clickTakenIn();
  };

  // A click on a ghost adds it.
  const ghost = await hoveredAt();
  assert.ok(ghost, 'a ghost is under the middle of the view');
  assert.equal(ghost[1], k - 1, 'on the floor');
  await clickScene();
  let state = await app.waitForState((s) => s.play.moves.length === 1);
  assert.deepEqual(state.play.moves, [`+${text(ghost)}`]);

  // A click on that cube adds the cube beyond the face the pointer is on: a neighbour.
  await clickScene();
  state = await app.waitForState((s) => s.play.moves.length === 2);
  const added = state.play.moves[1];
  assert.match(added, /^\+\d,\d,\d$/);
  const beyond = added.slice(1).split(',').map(Number);
  assert.equal(beyond.reduce((sum, c, i) => sum + Math.abs(c - ghost[i]), 0), 1, `${added} is next to ${text(ghost)}`);

  // Shift+click takes away the cube under the pointer (Shift held a frame before the click).
  const under = await hoveredAt();
  assert.ok([text(ghost), text(beyond)].includes(text(under)), 'a built cube is under the pointer');
  await app.page.keyboard.down('Shift');
  await app.nextFrame();
  await clickScene();
  await app.page.keyboard.up('Shift');
  state = await app.waitForState((s) => s.play.moves.length === 3);
  assert.equal(state.play.moves[2], `-${text(under)}`);

  // For touch screens (no Shift) a switch makes clicks remove.
  await app.click('scene-remove');
  const left = text(under) === text(ghost) ? beyond : ghost;  // the cube still there
  // Each new cube lies in front of the one clicked, so the pointer was on `beyond`; with it gone,
  // the pointer is on the first cube again.
  assert.equal(text(await hoveredAt()), text(left));
  await clickScene();
  state = await app.waitForState((s) => s.play.moves.length === 4);
  assert.equal(state.play.moves[3], `-${text(left)}`);
  await clickScene();  // nothing is left under the pointer but the ghost: removing removes nothing
  await app.nextFrame();
  assert.equal((await app.state()).play.moves.length, 4);
  await app.click('scene-remove');

  // A drag orbits the view and builds nothing.
  const before = (await app.state()).play.moves.length;
  await app.mouseDrag(at, { x: at.x + 90, y: at.y + 10 });
  await app.clickTakenIn();
  assert.equal((await app.state()).play.moves.length, before, 'the drag added nothing');
  expectNoProblems(app, assert);
  await app.close();
});
