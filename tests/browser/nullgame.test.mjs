// The template puzzle in the browser (docs/nullgame.md): reached by its link only (no tab), played
// by clicking coins and through knobel.play/undo, solved and animated by the mid-end, the game in
// the link. The smallest screen on the mid-end, tested so that the recipe for adding a puzzle
// stays true.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { expectNoProblems, openApp, startBrowser } from './harness.mjs';
import { hiddenPuzzleIds } from '../puzzle-list.mjs';

let session;
before(async () => { session = await startBrowser(); });
after(async () => { await session?.close(); });

test('the template puzzle opens by its link, has no tab, and is played by clicking its coins', async () => {
  assert.ok(hiddenPuzzleIds.includes('nullgame'));
  const app = await openApp(session, '#nullgame/HTTH');
  let state = await app.state();
  assert.equal(state.puzzle, 'nullgame');
  assert.ok(!state.puzzles.includes('nullgame'), 'hidden: not in state().puzzles');
  assert.equal(await app.rect('tab-nullgame'), null, 'hidden: no tab');
  assert.equal(state.view.coins, 'HTTH');
  assert.equal(state.play.solved, false);

  await app.click('coin-1');
  state = await app.waitForState((s) => s.view.coins === 'HHTH');
  assert.equal(state.link, '#nullgame/HTTH/play=1', 'the game is in the link');
  await app.click('coin-2');
  state = await app.waitForState((s) => s.play.solved);
  assert.equal(state.play.optimal, true);
  assert.match(state.play.sentence, /fewest possible/);
  expectNoProblems(app, assert);
  await app.close();
});

test('knobel.play, undo and redo go through the mid-end; a refused move says why', async () => {
  const app = await openApp(session, '#nullgame/TT');
  const played = await app.page.evaluate(() => [window.knobel.play('0'), window.knobel.play('0'), window.knobel.play('1')]);
  assert.deepEqual(played, [true, true, true]);
  let state = await app.state();
  assert.equal(state.view.coins, 'TH');
  assert.equal(await app.page.evaluate(() => window.knobel.play('5')), false);
  state = await app.state();
  assert.equal(state.play.message, 'there is no coin 5: the coins are 0 to 1');
  assert.equal(await app.page.evaluate(() => window.knobel.undo()), true);
  state = await app.state();
  assert.equal(state.view.coins, 'TT');
  assert.equal(await app.page.evaluate(() => window.knobel.redo()), true);
  await app.page.evaluate(() => window.knobel.play('0'));
  state = await app.waitForState((s) => s.play.solved);
  assert.equal(state.play.optimal, false, 'four turns where two would do');
  assert.equal(state.play.sentence, 'All heads up in 4 flips; fewer flips would do');
  await app.close();
});

test('Solve shows the answer moving on the board, from the puzzle to all heads', async () => {
  const app = await openApp(session, '#nullgame/THTT');
  await app.click('solve');
  let state = await app.waitForState((s) => s.result !== null);
  assert.deepEqual(state.result, { coins: 'THTT', flips: 3, moves: [0, 2, 3] });
  assert.equal(state.view.mode, 'solution');
  state = await app.waitForState((s) => s.view.step === 3 && !s.view.playing, 20000);
  assert.equal(state.view.coins, 'HHHH');
  await app.click('back-to-game');
  state = await app.waitForState((s) => s.view.mode === 'play');
  assert.equal(state.view.coins, 'THTT', 'the game is where it was');
  expectNoProblems(app, assert);
  await app.close();
});

test('a bad link names the part and the character, and a puzzle file loads', async () => {
  const app = await openApp(session, '#nullgame/HTQ');
  let state = await app.state();
  assert.match(state.error, /link part 2, character 3: expected H \(heads\) or T \(tails\), found 'Q'/);
  assert.equal(await app.page.evaluate(() => window.knobel.loadText('nullgame', 'TTH\n')), true);
  state = await app.waitForState((s) => s.link === '#nullgame/TTH');
  assert.equal(state.view.coins, 'TTH');
  await app.close();
});
