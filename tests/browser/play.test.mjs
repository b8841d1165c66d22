// Playing by hand, as a person does it: real mouse drags and clicks, touch, the keyboard, Undo
// and Redo, a reload, and links that carry a game. Expected boards come from the specs'
// glyph and view tables (../shared/specs/hexmax.md, views.md), never from the app.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';

import { startBrowser, openApp, expectNoProblems } from './harness.mjs';
import { viewsOf, hexOfBits, minimumCubes } from '../views-model.mjs';

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
  await app.page.waitForFunction(() => window.knobel && JSON.parse(window.knobel.state()).ready);
  state = await app.state();
  assert.deepEqual(state.play.moves, ['0b-0a', '0c-0f', '1b-1f']);
  assert.equal(state.view.display, 'EE4');
  assert.equal(state.play.optimal, true);
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
  await app.page.waitForFunction(() => window.knobel && JSON.parse(window.knobel.state()).ready);
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
  // per column, staggered), and the model says how few.
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
  assert.match(state.play.sentence, new RegExp(`${minimum}`), 'it says how few would do');
  expectNoProblems(app, assert);
  await app.close();
});
