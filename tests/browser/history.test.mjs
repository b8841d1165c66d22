// Nothing lost (issue 20, item 7): another puzzle is a new entry of the browser's history, so Back
// and Forward move between puzzles, while moves within a game replace the entry; a reload keeps the
// game in progress, and the site's bare address opens the last game in progress on the next visit.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { expectNoProblems, openApp, openPage, startBrowser, waitReady } from './harness.mjs';

let session;
before(async () => { session = await startBrowser(); });
after(async () => { await session?.close(); });

const addressIs = (app, fragment) => app.page.waitForFunction((f) => location.hash === f, fragment, { timeout: 10000 });
const historyLength = (app) => app.page.evaluate(() => history.length);

for (const [size, options] of [['1280 px', {}], ['360 px', { viewport: { width: 360, height: 740 }, hasTouch: true }]]) {
test(`Back and Forward move between puzzles; moves replace the entry; a reload and the next visit keep the game (${size})`, async () => {
  const app = await openApp(session, '#nullgame/TTT', options);
  const start = await historyLength(app);

  assert.equal(await app.page.evaluate(() => window.knobel.play('0')), true);
  await addressIs(app, '#nullgame/TTT/play=0');
  assert.equal(await app.page.evaluate(() => window.knobel.play('2')), true);
  await addressIs(app, '#nullgame/TTT/play=0;2');
  assert.equal(await historyLength(app), start, 'moves within a game replace the entry');

  assert.equal(await app.page.evaluate(() => window.knobel.open('#nullgame/HH')), true);
  await addressIs(app, '#nullgame/HH');
  assert.equal(await historyLength(app), start + 1, 'another puzzle is a new entry');

  await app.page.goBack();
  let state = await app.waitForState((s) => s.link === '#nullgame/TTT/play=0;2');
  assert.equal(state.view.coins, 'HTH', 'Back returns to the game before, moves and all');
  await app.nextFrame();
  assert.equal(await historyLength(app), start + 1, 'going back adds no entry');

  await app.page.goForward();
  state = await app.waitForState((s) => s.link === '#nullgame/HH');
  assert.equal(state.view.coins, 'HH');

  await app.page.goBack();
  await app.waitForState((s) => s.link === '#nullgame/TTT/play=0;2');
  await app.page.reload();
  await waitReady(app.page);
  state = await app.state();
  assert.equal(state.view.coins, 'HTH', 'a reload keeps the game in progress');
  expectNoProblems(app, assert);

  // The next visit, to the site's bare address, in the same browser: the last game in progress.
  const next = await openPage(app.context, session.url);
  state = await next.state();
  assert.equal(state.link, '#nullgame/TTT/play=0;2');
  assert.equal(state.view.coins, 'HTH');
  await app.close();
});
}

// Editing the puzzle itself (an Edit switch on) adds one entry at its first change and replaces it
// with the changes after it: a number typed digit by digit is one step of the history, and Back
// returns to the puzzle from before the edits. The target switch adds none.
test('edits of a puzzle are one step of the history; the target switch is none', async () => {
  const app = await openApp(session, '#hexmax/D24/3');
  const start = await historyLength(app);
  await app.click('show-target');
  await addressIs(app, '#hexmax/D24/3/target=1');
  await app.click('show-target');
  await addressIs(app, '#hexmax/D24/3');
  assert.equal(await historyLength(app), start, 'the target switch replaces the entry');

  await app.click('mode-edit');
  await app.click('number');
  await app.page.keyboard.press('End');
  await app.page.keyboard.type('57');
  await addressIs(app, '#hexmax/D2457/3');
  await app.click('mode-play');  // back to play (Escape would revert the field's text)
  await addressIs(app, '#hexmax/D2457/3');
  assert.equal(await historyLength(app), start + 1, 'one entry for the edits, not one per digit');
  await app.page.goBack();
  await app.waitForState((s) => s.link === '#hexmax/D24/3');
  expectNoProblems(app, assert);
  await app.close();
});

// The last game of each puzzle (issue 20): the next visit opens the last game of all, and each
// other puzzle's tab shows its own last game.
test('the next visit shows the last game of each puzzle on its tab', async () => {
  const app = await openApp(session, '#views/battery/157');
  assert.equal(await app.page.evaluate(() => window.knobel.play('+0,0,0')), true);
  const viewsGame = (await app.waitForState((s) => s.link.includes('/play='))).link;
  await addressIs(app, viewsGame);
  assert.equal(await app.page.evaluate(() => window.knobel.open('#nullgame/TTT')), true);
  assert.equal(await app.page.evaluate(() => window.knobel.play('0')), true);
  await addressIs(app, '#nullgame/TTT/play=0');

  const next = await openPage(app.context, session.url);
  let state = await next.state();
  assert.equal(state.link, '#nullgame/TTT/play=0', 'the bare address opens the last game of all');
  await next.click('tab-views');
  state = await next.waitForState((s) => s.puzzle === 'views');
  assert.equal(state.link, viewsGame, "the Views tab shows Views' last game");
  assert.deepEqual(state.play.moves, ['+0,0,0']);
  assert.equal(state.error, null);
  expectNoProblems(next, assert);
  expectNoProblems(app, assert);
  await app.close();
});

test('a new puzzle made at once after the page starts is a history entry too', async () => {
  const app = await openApp(session, '#hexmax/D24/3');
  assert.equal(await app.page.evaluate(() => window.knobel.newGame({ size: 5, seed: 1 })), true);
  const made = (await app.state()).link;
  assert.notEqual(made, '#hexmax/D24/3');
  await addressIs(app, made);
  await app.page.goBack();
  const state = await app.waitForState((s) => s.link === '#hexmax/D24/3');
  assert.equal(state.play.moves.length, 0);
  expectNoProblems(app, assert);
  await app.close();
});

test('a new browser (nothing stored) opens the bare address as before', async () => {
  const app = await openApp(session, '');
  const state = await app.state();
  assert.notEqual(state.puzzle, 'nullgame');
  assert.ok(!state.link.includes('play='));
  expectNoProblems(app, assert);
  await app.close();
});
