// The Matches screen as a person uses it: a puzzle opened from a file, played by dragging and by
// click-and-lay, Undo/Redo, solved with the Solve button and animated, edited (lay a match, take
// it away), and its link reopened with the game in it. Expected answers are worked out by hand
// from ../shared/specs/matches.md in the comments, never read from the app.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { startBrowser, openApp, expectNoProblems, examplesDir, stateAtRest, walkFocusTo } from './harness.mjs';

let session;
before(async () => { session = await startBrowser(); });
after(async () => { await session.close(); });

// Before: A from (0,0) at 0° and B from (0,0) at 90° (an L). After: A again and C from (0,0) at
// 60°. Translations only: the after match at 0° can only cover A (no other before match lies at
// 0°), and then the 60° match covers nothing, so at most one match stays: k = 1, with exactly one
// optimal placement (no shift). The one move: B goes where C is.
const L_TO_V = `before
0 0 0 0 0
0 0 0 0 90
after
0 0 0 0 0
0 0 0 0 60
moves 1
`;

// Screen pixels of a plane point on board `id`, from the board's origin and scale in view_json.
// The plane point of file coordinates (a, b, c, d) is (a/2 + b·√3/2, c/2 + d·√3/2), y upwards.
function pixel(state, id, x, y) {
  const board = state.view.boards[id];
  assert.ok(board, `board ${id} is drawn`);
  return { x: board.x + x * board.scale, y: board.y - y * board.scale };
}

// The state once frames stop changing it: a board fits itself to an edited figure in the frame
// after the edit, and settle frames go on after it, so a press sent later can land in a frame
// whose layout moved again (ImGui places a scroll bar by the frame before's content). Pixels are
// computed from a state a further frame drew the same. (The first drag of the L-to-V test, which
// read one frame only, once missed in a full run and never again in 13 runs; not pinned down.)
async function settledState(app) {
  return stateAtRest(app);
}

async function pointerClick(app, at) {
  await app.page.mouse.click(at.x, at.y);
  await app.nextFrame();
}

test('Matches: an L becomes a V by hand — drag, undo, click and lay — and is declared optimal', async () => {
  const app = await openApp(session, '#matches');
  assert.equal(await app.page.evaluate((text) => window.knobel.loadText('matches', text, 'l-to-v.txt'), L_TO_V), true);
  let state = await settledState(app);
  assert.equal(state.puzzle, 'matches');
  assert.equal(state.view.board, 'play');
  assert.equal(state.view.before, 2);
  assert.equal(state.play.solved, false, 'before is not after');
  assert.match(state.link, /^#matches\//);

  // Drag B by its middle, plane (0, 0.5), and let go at (1, 0.5): carried upright, it is laid from
  // (1, 0) — file point 2 0 0 0 — at 90°, touching A only at A's end, which the rules allow.
  await app.mouseDrag(pixel(state, 'board', 0, 0.5), pixel(state, 'board', 1, 0.5));
  state = await app.waitForState((s) => s.play.moves.length === 1);
  assert.deepEqual(state.play.moves, ['0 0 0 0 90 > 2 0 0 0 90']);
  assert.equal(state.play.solved, false);

  await app.click('undo');
  await app.waitForState((s) => s.play.moves.length === 0);
  state = await settledState(app);

  // Click B (it stays picked up), then press on the dot at the origin and drag towards 60°.
  await pointerClick(app, pixel(state, 'board', 0, 0.5));
  await app.waitForState((s) => s.view.carried === '0 0 0 0 90');
  state = await settledState(app);  // the board as the drag will meet it (a CI run dragged from a stale one)
  assert.equal(state.view.carried, '0 0 0 0 90');
  const origin = pixel(state, 'board', 0, 0);
  const towards60 = pixel(state, 'board', 0.5 * 0.9, (Math.sqrt(3) / 2) * 0.9);
  await app.mouseDrag(origin, towards60);
  state = await app.waitForState((s) => s.play.moves.length === 1);
  assert.deepEqual(state.play.moves, ['0 0 0 0 90 > 0 0 0 0 60']);
  assert.equal(state.play.solved, true, 'the table shows after');
  assert.equal(state.play.optimal, true, 'one move is the fewest');
  assert.equal(state.play.message, '');
  assert.equal(state.view.carried, null);
  const played = state.link;
  assert.match(played, /play=/);
  await app.screenshot('matches-played.png');

  // A refused move names its reason and changes nothing.
  assert.equal(await app.page.evaluate(() => window.knobel.play('0 0 0 0 30 > 0 0 0 0 120')), false);
  state = await app.state();
  assert.notEqual(state.play.message, '');
  assert.equal(state.play.moves.length, 1);

  // The link carries the game: a fresh page shows the same table.
  const again = await openApp(session, played);
  state = await again.waitForState((s) => s.play.moves.length === 1);
  assert.equal(state.play.solved, true);
  expectNoProblems(again, assert);
  await again.close();
  expectNoProblems(app, assert);
  await app.close();
});

test('Matches: the gallery opens the official figures and the classics', async () => {
  const app = await openApp(session, '#matches');
  const first = (await app.state()).link;
  await app.click('gallery');
  await app.waitForRect('gallery-streichhoelzer5.txt');
  await app.click('gallery-classic-fish.txt');
  const state = await app.waitForState((s) => s.link !== first);
  assert.equal(state.error, null);
  await app.click('solve');
  // The fish turns around by moving its two tail matches (examples/matches/classic-fish.txt).
  const solved = await app.waitForState((s) => s.result && !s.solving);
  assert.equal(solved.result.min_moves, 2);
  assert.equal(solved.result.solvable, true);
  expectNoProblems(app, assert);
  await app.close();
});

test('Matches: Solve finds k = 1 with one placement and animates the one move', async () => {
  const app = await openApp(session, '#matches');
  await app.page.evaluate((text) => window.knobel.loadText('matches', text), L_TO_V);
  await app.click('solve');
  let state = await app.waitForState((s) => s.result && !s.solving);
  assert.equal(state.result.min_moves, 1);
  assert.equal(state.result.solvable, true);
  assert.equal(state.result.optimal_placements, 1);
  assert.equal(state.result.moves.length, 1);
  assert.deepEqual(state.result.moves[0].from, [0, 0, 0, 0, 90]);
  assert.deepEqual(state.result.moves[0].to, [0, 0, 0, 0, 60]);

  await app.click('board-solution');
  state = await app.waitForState((s) => s.view.board === 'solution');
  assert.equal(state.view.steps, 1);
  await app.waitForState((s) => s.view.step === 1 && !s.view.playing, 20000);
  await app.screenshot('matches-solution.png');
  expectNoProblems(app, assert);
  await app.close();
});

test('Matches: the editor lays a match by press-and-drag, takes one away by a click, and undoes', async () => {
  const app = await openApp(session, '#matches');
  await app.page.evaluate((text) => window.knobel.loadText('matches', text), L_TO_V);
  await app.click('board-edit');
  await app.waitForState((s) => s.view.board === 'edit' && s.view.boards['edit-after']);
  let state = await settledState(app);
  assert.equal(state.view.after, 2);

  // Lay a match in after from (1, 0) towards 0°: the figure gets a third match.
  await app.mouseDrag(pixel(state, 'edit-after', 1, 0), pixel(state, 'edit-after', 1.9, 0));
  state = await app.waitForState((s) => s.view.after === 3);
  assert.equal(state.view.edit_messages[1], '');

  // A match laid across A — from (1/2, -√3/2), file point 1 0 0 -1, upwards through A's middle —
  // is kept, and the figure is explained as one that cannot be solved.
  state = await settledState(app);
  const below = -Math.sqrt(3) / 2;
  await app.mouseDrag(pixel(state, 'edit-after', 0.5, below), pixel(state, 'edit-after', 0.5, below + 0.9));
  state = await app.waitForState((s) => s.view.after === 4);
  assert.notEqual(state.view.edit_messages[1], '', 'the crossing is explained');

  // Ctrl+Z undoes the last edit of the figure being edited; Ctrl+Y lays it again; Undo too.
  await app.page.keyboard.press('Control+Z');
  state = await app.waitForState((s) => s.view.after === 3 && s.view.edit_messages[1] === '');
  await app.page.keyboard.press('Control+Y');
  state = await app.waitForState((s) => s.view.after === 4);
  // Ctrl+Shift+Z redoes too (Ctrl, Shift and Z sent at once: the app reads each key with the
  // modifiers it was sent with).
  await app.page.keyboard.press('Control+Z');
  state = await app.waitForState((s) => s.view.after === 3);
  await app.page.keyboard.press('Control+Shift+Z');
  state = await app.waitForState((s) => s.view.after === 4);
  await app.click('after-undo');
  await app.waitForState((s) => s.view.after === 3 && s.view.edit_messages[1] === '');
  state = await settledState(app);

  // Click the middle of the new match, plane (1.5, 0): it is taken away.
  await pointerClick(app, pixel(state, 'edit-after', 1.5, 0));
  state = await app.waitForState((s) => s.view.after === 2);
  await app.click('after-undo');
  state = await app.waitForState((s) => s.view.after === 3);
  await app.click('after-redo');
  state = await app.waitForState((s) => s.view.after === 2);
  assert.match(state.link, /^#matches\//);
  expectNoProblems(app, assert);
  await app.close();
});

// A link that arrives (Back/Forward, a link typed into the address bar) while the user is typing
// in the u field wins over the half-typed text: the field shows the link's u, and typing on after
// a new tap goes on from it (before the fix, typing went on in the old text: u = 39 became 392).
test('Matches: a link that arrives while u is being edited wins', async () => {
  const app = await openApp(session, '#matches');
  await app.page.evaluate((text) => window.knobel.loadText('matches', text), L_TO_V);
  await app.setField('u', '3');
  let state = await app.waitForState((s) => /\/u=3(\/|$)/.test(s.link));
  await app.click('u');
  await app.page.keyboard.press('Control+A');
  await app.page.keyboard.type('39');
  state = await app.waitForState((s) => /\/u=39(\/|$)/.test(s.link));
  const arriving = state.link.replace('/u=39', '/u=1');
  assert.equal(await app.page.evaluate((link) => window.knobel.open(link), arriving), true);
  state = await app.waitForState((s) => s.link === arriving);
  // The field is no longer being edited: a key typed now changes nothing.
  await app.page.keyboard.type('2');
  await app.nextFrame();
  assert.equal((await app.state()).link, arriving, 'typing after the link did not go on in the old text');
  // A new tap on the field edits the link's u.
  await app.click('u');
  await app.page.keyboard.press('End');
  await app.page.keyboard.type('2');
  state = await app.waitForState((s) => /\/u=12(\/|$)/.test(s.link));
  assert.doesNotMatch(state.link, /u=39/);
  // The same through the address bar (hashchange).
  await app.page.keyboard.press('Backspace');
  await app.page.keyboard.type('5');
  state = await app.waitForState((s) => /\/u=15(\/|$)/.test(s.link));
  await app.page.evaluate((link) => { location.hash = link; }, arriving.replace('/u=1', '/u=2'));
  state = await app.waitForState((s) => /\/u=2(\/|$)/.test(s.link));
  await app.page.keyboard.type('7');
  await app.nextFrame();
  assert.match((await app.state()).link, /\/u=2(\/|$)/);
  expectNoProblems(app, assert);
  await app.close();
});

// Official example 1 (examples/matches/streichhoelzer1.txt): nine matches at 30°, 90° and 150°.
// On such a figure a lattice dot (the end of one match plus a unit step) lies 0.13 of a match from
// the middle of another: a press on a match's middle must still take the match.
const S1 = () => readFileSync(join(examplesDir, 'matches', 'streichhoelzer1.txt'), 'utf8');
const SQRT3 = Math.sqrt(3);

// The file text with every before match shifted by `da` in a (x by da/2).
function shiftedBefore(text, da) {
  let inBefore = false;
  return text.split('\n').map((line) => {
    if (/^before/.test(line)) inBefore = true;
    if (/^after/.test(line)) inBefore = false;
    const numbers = line.trim().split(/\s+/);
    if (!inBefore || numbers.length !== 5 || !/^-?\d+$/.test(numbers[0])) return line;
    numbers[0] = String(Number(numbers[0]) + da);
    return numbers.join(' ');
  }).join('\n');
}

test('Matches: the editor on an official 30°/60° figure — a click takes a match, a drag moves the figure, an end lays a match', async () => {
  const app = await openApp(session, '#matches');
  assert.equal(await app.page.evaluate((text) => window.knobel.loadText('matches', text, 'streichhoelzer1.txt'), S1()), true);
  await app.click('board-edit');
  await app.waitForState((s) => s.view.board === 'edit' && s.view.boards['edit-before']);
  let state = await settledState(app);
  assert.equal(state.view.before, 9);
  const original = state.link;

  // Click the middle of "0 1 1 0 30" — from (√3/2, 1/2) to (√3, 1): middle (3√3/4, 3/4) — and of
  // "0 0 0 0 30" — from the origin to (√3/2, 1/2): each is taken away.
  await pointerClick(app, pixel(state, 'edit-before', (3 * SQRT3) / 4, 0.75));
  state = await app.waitForState((s) => s.view.before === 8);
  await app.click('before-undo');
  state = await app.waitForState((s) => s.view.before === 9 && s.link === original);
  state = await settledState(app);
  await pointerClick(app, pixel(state, 'edit-before', SQRT3 / 4, 0.25));
  state = await app.waitForState((s) => s.view.before === 8);
  await app.click('before-undo');
  state = await app.waitForState((s) => s.view.before === 9 && s.link === original);
  state = await settledState(app);

  // A press on the end at the origin (where the 30° and the 90° match meet) still lays a new
  // match: dragged towards 180°, it goes from (−1, 0) to the origin, "-2 0 0 0 0".
  await app.mouseDrag(pixel(state, 'edit-before', 0, 0), pixel(state, 'edit-before', -0.9, 0));
  state = await app.waitForState((s) => s.view.before === 10);
  assert.equal(state.view.edit_messages[0], '', 'the new match meets the figure at its end only');
  await app.click('before-undo');
  state = await app.waitForState((s) => s.view.before === 9 && s.link === original);
  state = await settledState(app);

  // Drag the middle of "0 0 0 0 30" one match length to the right: the whole figure moves by
  // (1, 0), file vector 2 0 0 0, and still has nine matches.
  await app.mouseDrag(pixel(state, 'edit-before', SQRT3 / 4, 0.25), pixel(state, 'edit-before', SQRT3 / 4 + 1, 0.25));
  state = await app.waitForState((s) => s.link !== original);
  assert.equal(state.view.before, 9);
  await app.screenshot('matches-editor-official.png');
  const moved = state.link;
  // The same puzzle written with before shifted by 2 0 0 0 has the same link.
  assert.equal(await app.page.evaluate((text) => window.knobel.loadText('matches', text), shiftedBefore(S1(), 2)), true);
  state = await app.waitForState((s) => s.link === moved);
  expectNoProblems(app, assert);
  await app.close();
});

// streichhoelzer1 has 3 optimal placements by shifts alone (the CLI's "optimal placements"), and 6
// with turns and the mirror: stepping through them shows each once, the answer's own first.
test('Matches: stepping through the optimal placements shows each one once', async () => {
  const app = await openApp(session, '#matches');
  assert.equal(await app.page.evaluate((text) => window.knobel.loadText('matches', text), S1()), true);
  for (const options of [[], ['rotate', 'mirror']]) {
    for (const option of options) await app.click(option);
    await app.click('solve');
    let state = await app.waitForState((s) => s.result && !s.solving && s.view.board === 'solution');
    const count = state.result.optimal_placements;
    assert.equal(count, options.length === 0 ? 3 : 6);
    assert.equal(state.view.placements, count, 'every optimal placement is listed');
    assert.equal(state.view.placement_index, 0);
    const seen = [JSON.stringify(state.result.placement)];
    for (let i = 1; i < count; ++i) {
      await app.click('next-placement');
      state = await app.waitForState((s) => s.view.placement_index === i && s.result);
      assert.equal(state.result.min_moves, 4);
      seen.push(JSON.stringify(state.result.placement));
    }
    assert.equal(new Set(seen).size, count, `distinct placements shown: ${seen.join(' ')}`);
    // Back to the first: the answer's own placement again.
    for (let i = count - 1; i > 0; --i) {
      await app.click('previous-placement');
      state = await app.waitForState((s) => s.view.placement_index === i - 1);
    }
    assert.equal(JSON.stringify(state.result.placement), seen[0]);
  }
  // Strict mode asks whether exactly u matches can be left uncovered, which the solve did not
  // look at for u = 7 or 5: a new u solves again by itself. With turns and the mirror,
  // streichhoelzer1 leaves 4, 7, 8 or 9 uncovered (knobel matches --every-k), never 5.
  await app.click('mode-strict');
  await app.setField('u', '7');
  let state = await app.waitForState((s) => s.result && !s.solving && s.result.moves_requested === 7);
  assert.equal(state.result.solvable, true);
  assert.equal(state.result.k, 7);
  assert.equal(state.result.moves.length, 7);
  assert.equal(state.view.board, 'solution', 'the solution board stays');
  await app.setField('u', '5');
  state = await app.waitForState((s) => s.result && !s.solving && s.result.moves_requested === 5);
  assert.equal(state.result.solvable, false);
  expectNoProblems(app, assert);
  await app.close();
});

// A NUL byte in a file is a character like any other wrong one: the reader names its line and
// column (the command line says "3:10" for this text), and the puzzle on screen stays.
test('Matches: a NUL in an opened file is reported with its line and column', async () => {
  const app = await openApp(session, '#matches');
  const first = (await app.state()).link;
  const text = 'before\n0 0 0 0 0\n0 0 2 0 0\0\nafter\n0 0 0 0 0\n0 0 0 0 90\n';
  assert.equal(await app.page.evaluate((t) => window.knobel.loadText('matches', t, 'nul.txt'), text), false);
  const state = await app.waitForState((s) => s.error);
  assert.match(state.error, /nul\.txt:3:10: the angle must be an integer/);
  assert.equal(state.link, first, 'the puzzle on screen is unchanged');
  expectNoProblems(app, assert);
  await app.close();
});

// Two crossings in one figure: every match in either is drawn in red (see the screenshot), and
// the sentence names the first pair and counts the others.
test('Matches: the editor names the first crossing and counts every other match that breaks a rule', async () => {
  const app = await openApp(session, '#matches');
  await app.page.evaluate((text) => window.knobel.loadText('matches', text), L_TO_V);
  await app.click('board-edit');
  await app.waitForState((s) => s.view.board === 'edit' && s.view.boards['edit-after']);
  let state = await settledState(app);
  const below = -Math.sqrt(3) / 2;
  // After: A (origin to (1, 0)) and the 60° match. Lay (1, 0)–(2, 0), then an upright match
  // through A's middle and one through the new match's middle.
  await app.mouseDrag(pixel(state, 'edit-after', 1, 0), pixel(state, 'edit-after', 1.9, 0));
  state = await app.waitForState((s) => s.view.after === 3);
  state = await settledState(app);
  await app.mouseDrag(pixel(state, 'edit-after', 0.5, below), pixel(state, 'edit-after', 0.5, below + 0.9));
  state = await app.waitForState((s) => s.view.after === 4);
  assert.equal(state.view.edit_messages[1], 'match 4 of the after figure crosses match 1');
  state = await settledState(app);
  await app.mouseDrag(pixel(state, 'edit-after', 1.5, below), pixel(state, 'edit-after', 1.5, below + 0.9));
  state = await app.waitForState((s) => s.view.after === 5);
  assert.equal(state.view.edit_messages[1], 'match 4 of the after figure crosses match 1 (and 2 more matches break the rules)');
  await app.screenshot('matches-editor-every-fault.png');
  expectNoProblems(app, assert);
  await app.close();
});

// The keyboard alone (docs/keyboard.md): the arrows and Space reach the table; a cursor sits on a
// match; Enter picks it up; then the arrows shift its place one unit, R turns it 30°, E slides it
// one length along itself, Escape puts it back; Enter lays it; Ctrl+Z takes the move back. The
// places expected here are worked out from the file coordinates (a b c d angle: x = a/2 + b√3/2,
// y = c/2 + d√3/2), not read from the app.
// Solved with the keyboard alone (issue 20): the L becomes a V when its upright match is turned
// 30° back about the corner (worked out by hand above: 0 0 0 0 90 > 0 0 0 0 60).
for (const [size, options] of [['1280 px', {}], ['360 px', { viewport: { width: 360, height: 740 }, hasTouch: true }]]) {
test(`Matches: an L becomes a V with the keyboard alone (${size})`, async () => {
  const app = await openApp(session, '#matches', options);
  assert.equal(await app.page.evaluate((text) => window.knobel.loadText('matches', text, 'l-to-v.txt'), L_TO_V), true);
  let state = await walkFocusTo(app, (s) => s.view.keyboard_focus, 'table', ['screen', 'frame']);
  assert.equal(state.view.keyboard_focus, 'table', 'the arrows and Space reach the table');
  const press = async (key) => {
    await app.page.keyboard.press(key);
    await app.nextFrame();
    state = await app.state();
  };
  // The arrows walk between the two matches: to the upright one.
  for (let i = 0; i < 8 && state.view.cursor !== '0 0 0 0 90'; ++i) await press(['ArrowUp', 'ArrowRight', 'ArrowDown', 'ArrowLeft'][i % 4]);
  assert.equal(state.view.cursor, '0 0 0 0 90', 'the cursor reaches the upright match');
  await press('Enter');
  assert.equal(state.view.carried, '0 0 0 0 90');
  await press('Shift+R');
  assert.equal(state.view.cursor, '0 0 0 0 60', 'Shift+R turns it 30° the other way about its start');
  await press('Enter');
  state = await app.waitForState((s) => s.play.moves.length === 1);
  assert.deepEqual(state.play.moves, ['0 0 0 0 90 > 0 0 0 0 60']);
  assert.equal(state.play.solved, true);
  assert.equal(state.play.optimal, true);
  expectNoProblems(app, assert);
  await app.close();
});
}

test('Matches: a match picked up, turned, slid and laid with the keys alone', async () => {
  const app = await openApp(session, '#matches');
  let state = await walkFocusTo(app, (s) => s.view.keyboard_focus, 'table', ['screen', 'frame']);
  assert.equal(state.view.keyboard_focus, 'table', 'the arrows and Space reach the table');
  assert.deepEqual(state.play.moves, [], 'walking in played nothing');
  const first = state.view.cursor;
  assert.match(first, /^-?\d+ -?\d+ -?\d+ -?\d+ \d+$/, `the cursor is on a match: ${first}`);
  assert.ok(await app.rect('match-cursor'), 'the cursor is drawn');

  const press = async (key) => {
    await app.page.keyboard.press(key);
    await app.nextFrame();
    state = await app.state();
    return state.view.cursor;
  };
  const parse = (text) => text.split(' ').map(Number);
  const text = (m) => m.join(' ');
  // An arrow walks to another match (the figure has 7; an arrow with none in its direction,
  // within 45°, leaves the cursor where it is).
  let picked = first;
  for (const key of ['ArrowRight', 'ArrowLeft', 'ArrowDown', 'ArrowUp']) if (picked === first) picked = await press(key);
  assert.notEqual(picked, first, 'an arrow moves the cursor to another match');
  assert.match(picked, /^-?\d+ -?\d+ -?\d+ -?\d+ \d+$/);

  // Enter picks it up; Escape puts it back and the focus stays on the table.
  await press('Enter');
  assert.equal(state.view.carried, picked);
  await press('Escape');
  assert.equal(state.view.carried, null, 'Escape puts the match back');
  assert.equal(state.view.keyboard_focus, 'table', 'and the table keeps the focus');
  assert.equal(state.view.cursor, picked);

  // Picked up again: Right shifts its place by one unit (a + 2), Up by one (c + 2).
  await press('Enter');
  let [a, b, c, d, angle] = parse(picked);
  assert.equal(await press('ArrowRight'), text([a + 2, b, c, d, angle]));
  assert.equal(await press('ArrowUp'), text([a + 2, b, c + 2, d, angle]));
  a += 2; c += 2;
  // R turns it by 30° about its start (while under 180°, the start stays the written end).
  if (angle < 150) {
    assert.equal(await press('r'), text([a, b, c, d, angle + 30]));
    angle += 30;
  }
  // E slides it one length along itself: the start moves to the other end.
  const step = { 0: [2, 0, 0, 0], 30: [0, 1, 1, 0], 60: [1, 0, 0, 1], 90: [0, 0, 2, 0], 120: [-1, 0, 0, 1], 150: [0, -1, 1, 0] }[angle];
  [a, b, c, d] = [a + step[0], b + step[1], c + step[2], d + step[3]];
  assert.equal(await press('e'), text([a, b, c, d, angle]));
  await app.screenshot('matches-keyboard-place.png');  // the ghost of the place in the cursor's frame
  // Far to the right, clear of the figure, and laid there with Enter.
  for (let i = 0; i < 8; ++i) await press('ArrowRight');
  a += 16;
  await press('Enter');
  state = await app.waitForState((s) => s.play.moves.length === 1);
  assert.deepEqual(state.play.moves, [`${picked} > ${text([a, b, c, d, angle])}`]);
  assert.equal(state.view.carried, null);
  assert.equal(state.view.cursor, text([a, b, c, d, angle]), 'the cursor stays on the match just laid');
  // Left from there walks back into the figure.
  const back = await press('ArrowLeft');
  assert.ok(back !== null && parse(back)[0] < a, `Left goes back towards the figure: ${back}`);
  // Ctrl+Z takes the move back.
  await app.page.keyboard.press('Control+z');
  state = await app.waitForState((s) => s.play.moves.length === 0);
  expectNoProblems(app, assert);
  await app.close();
});


// On a phone (issue 20) a match is a finger's target: the table is never fitted below the length
// at which parallel matches of the lattice lie 44 px apart (the figure pans instead), and a tap
// 20 px beside a match's middle picks that match up where no other match is as near. Fitted as on
// a laptop, the 16-match gallery figures were drawn at 45 px a match (parallel matches 39 px
// apart), and a match answered taps up to 10 px from it.
test('phone: on every gallery figure the matches are finger-sized, and a tap beside one picks it up', async () => {
  const phone = { viewport: { width: 360, height: 740 }, hasTouch: true };
  const app = await openApp(session, '#matches', phone);
  const distance = (p, q) => Math.hypot(p.x - q.x, p.y - q.y);
  const toSegment = (p, [a, b]) => {
    const t = Math.max(0, Math.min(1, ((p.x - a.x) * (b.x - a.x) + (p.y - a.y) * (b.y - a.y)) / distance(a, b) ** 2));
    return distance(p, { x: a.x + t * (b.x - a.x), y: a.y + t * (b.y - a.y) });
  };
  for (let i = 0; i <= 5; i++) {
    const name = `streichhoelzer${i}.txt`;
    const text = readFileSync(join(examplesDir, 'matches', name), 'utf8');
    assert.equal(await app.page.evaluate(([t, n]) => window.knobel.loadText('matches', t, n), [text, name]), true, name);
    let state = await settledState(app);
    const { scale } = state.view.boards.board;
    assert.ok(scale * Math.sqrt(3) / 2 >= 44, `${name}: parallel matches ${scale * Math.sqrt(3) / 2} px apart`);
    // Each match of *before* as its two ends in screen pixels.
    const ends = (line) => {
      const [a, b, c, d, angle] = line.trim().split(/\s+/).map(Number);
      const radians = (angle * Math.PI) / 180;
      const start = { x: a / 2 + (b * Math.sqrt(3)) / 2, y: c / 2 + (d * Math.sqrt(3)) / 2 };
      return [pixel(state, 'board', start.x, start.y), pixel(state, 'board', start.x + Math.cos(radians), start.y + Math.sin(radians))];
    };
    const lines = text.split('\n');
    const matches = lines.slice(lines.indexOf('before') + 1, lines.indexOf('after')).filter((line) => line.trim() !== '').map(ends);
    // Of the points 20 px either side of a match's middle, on the table's visible part, one that no
    // other match comes within 22 px of (a finger there means that match), nearest the middle.
    const table = await app.rect('board');
    const centre = { x: table.x + table.w / 2, y: table.y + table.h / 2 };
    const taps = [];
    matches.forEach(([a, b], index) => {
      const middle = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
      const normal = { x: -(b.y - a.y) / distance(a, b), y: (b.x - a.x) / distance(a, b) };
      for (const side of [1, -1]) {
        const at = { x: middle.x + side * 20 * normal.x, y: middle.y + side * 20 * normal.y };
        const clear = matches.every((other, j) => j === index || toSegment(at, other) > 22);
        const shown = at.x > table.x + 25 && at.x < table.x + table.w - 25 && at.y > table.y + 25 && at.y < table.y + table.h - 25;
        if (clear && shown) taps.push({ at, index });
      }
    });
    assert.ok(taps.length > 0, `${name}: a place to tap`);
    const { at, index } = taps.sort((p, q) => distance(p.at, centre) - distance(q.at, centre))[0];
    await app.page.touchscreen.tap(at.x, at.y);
    state = await app.waitForState((s) => s.view.carried !== null);
    const [pa, pb] = ends(state.view.carried);
    const [ma, mb] = matches[index];
    const same = (distance(pa, ma) < 1 && distance(pb, mb) < 1) || (distance(pa, mb) < 1 && distance(pb, ma) < 1);
    assert.ok(same, `${name}: the tap 20 px beside match ${index + 1} picked it: ${state.view.carried}`);
    await app.page.evaluate(() => window.knobel.open('#matches'));  // the next example on a fresh table
  }
  expectNoProblems(app, assert);
  await app.close();
});

// On a phone a swipe that starts on the table where no match is scrolls the page (the table is
// half the screen; before, every press on it was the table's). Presses on a match stay the
// table's (the gallery test above taps beside matches and picks them up).
test('phone: a swipe from an empty part of the table scrolls the page and picks nothing up', async () => {
  const app = await openApp(session, '#matches', { viewport: { width: 360, height: 740 }, hasTouch: true });
  let state = await settledState(app);
  const table = await app.rect('board');
  const corner = { x: table.x + 12, y: table.y + table.h - 12 };  // the fitted figure stands in the middle
  await app.swipe(corner, -150);
  state = await settledState(app);
  assert.ok(state.scroll.y > 50, `the page scrolled: ${state.scroll.y}`);
  assert.equal(state.view.carried, null);
  assert.deepEqual(state.play.moves, []);
  expectNoProblems(app, assert);
  await app.close();
});
