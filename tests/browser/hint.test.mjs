// Hints in the browser (issue 19): the mid-end's one Hint — knobel.hint(), the Hint button and the
// H key — on every screen that gives hints. Following hints alone, from the puzzle and from a board
// spoilt by legal moves, reaches a solved, optimal board; the first press shows the move (the board
// is unchanged), the second makes it; the hints are counted.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { examplesDir, expectNoProblems, openApp, startBrowser } from './harness.mjs';

let session;
before(async () => { session = await startBrowser(); });
after(async () => { await session?.close(); });

// Follows knobel.hint() (playing `move`, or taking back `undo` moves) until the board is solved and
// optimal; returns the hints taken. Each hint must do something, and there must be an end.
async function followHints(app, limit) {
  for (let taken = 0; taken <= limit; ++taken) {
    const state = await app.state();
    if (state.play.solved && state.play.optimal) return taken;
    const hint = await app.page.evaluate(() => window.knobel.hint());
    assert.ok(hint && hint.sentence.length > 0, `hint ${taken + 1}: ${JSON.stringify(hint)}`);
    if (hint.move !== null) {
      assert.equal(await app.page.evaluate((move) => window.knobel.play(move), hint.move), true,
                   `hint ${taken + 1} plays: ${hint.move} (${(await app.state()).play.message})`);
    } else {
      assert.ok(hint.undo > 0, `hint ${taken + 1} neither moves nor takes back: ${hint.sentence}`);
      for (let i = 0; i < hint.undo; ++i) assert.equal(await app.page.evaluate(() => window.knobel.undo()), true);
    }
  }
  assert.fail(`not solved and optimal after ${limit} hints`);
}

test('template puzzle: a hint takes back the flips that rule the fewest out, then turns the tails', async () => {
  const app = await openApp(session, '#nullgame/THT');
  // Coin 1 (heads) turned twice: four flips where two do; only taking both back helps.
  await app.page.evaluate(() => { window.knobel.play('1'); window.knobel.play('1'); });
  const first = await app.page.evaluate(() => window.knobel.hint());
  assert.equal(first.move, null);
  assert.equal(first.undo, 2);
  assert.match(first.sentence, /take back the last 2 moves/);
  let state = await app.state();
  assert.deepEqual(state.hint, first, 'state().hint is the hint shown');
  assert.equal(state.play.moves.length, 2, 'a hint is shown, not made');
  assert.equal(state.hints, 1);
  assert.equal(await followHints(app, 5), 3);  // the undo hint again, then two flips
  state = await app.state();
  assert.equal(state.view.coins, 'HHH');
  assert.equal(state.hints, 3, 'the same board asked twice counts once');
  expectNoProblems(app, assert);
  await app.close();
});

test('Hex-Max: hints from the puzzle and from a spoilt board reach the largest number', async () => {
  const app = await openApp(session, '#hexmax/D24/3');
  assert.equal(await followHints(app, 3), 3);
  let state = await app.state();
  assert.equal(state.view.display, 'EE4');
  assert.equal(state.hints, 3);
  assert.equal(state.result, null, 'the hints needed no Solve: the answer was not shown');

  // Spoilt: two sticks moved where the answer does not want them (within one digit and across).
  await app.page.evaluate(() => window.knobel.open('#hexmax/D24/3'));
  assert.equal(await app.page.evaluate(() => window.knobel.play('1a-0f')), true);
  assert.equal(await app.page.evaluate(() => window.knobel.play('2c-2e')), true);
  const taken = await followHints(app, 10);
  assert.ok(taken >= 3, `${taken} hints`);
  state = await app.state();
  assert.equal(state.view.display, 'EE4');
  assert.equal(state.view.mode, 'play');
  expectNoProblems(app, assert);
  await app.close();
});

test('Hex-Max: the Hint button and the H key show the move first and make it on the second press', async () => {
  const app = await openApp(session, '#hexmax/D24/3');
  await app.click('hint');
  let state = await app.waitForState((s) => s.hint !== null);
  assert.equal(state.play.moves.length, 0, 'the first press only shows');
  assert.ok(await app.rect('hint-sentence'), 'the reason is on screen');
  const shown = state.hint.move;
  await app.click('hint');
  state = await app.waitForState((s) => s.play.moves.length === 1);
  assert.deepEqual(state.play.moves, [shown], 'the second press makes the move shown');
  assert.equal(state.hint, null);

  await app.page.keyboard.press('h');
  state = await app.waitForState((s) => s.hint !== null);
  assert.equal(state.play.moves.length, 1);
  await app.page.keyboard.press('h');
  state = await app.waitForState((s) => s.play.moves.length === 2);
  assert.equal(state.hints, 2);
  assert.match((await app.state()).play.sentence, /./);
  expectNoProblems(app, assert);
  await app.close();
});

test('Hex-Max: a hint on a puzzle too big to answer at once solves first, without showing the answer', async () => {
  const app = await openApp(session);
  const text = readFileSync(join(examplesDir, 'hexmax', 'bench-5000.txt'), 'utf8');
  assert.equal(await app.page.evaluate((t) => window.knobel.loadText('hexmax', t), text), true);
  const hint = await app.page.evaluate(() => window.knobel.hint());
  assert.ok(hint && hint.move, JSON.stringify(hint));
  const state = await app.state();
  assert.equal(state.view.mode, 'play', 'a hint is one move, not the whole answer');
  assert.equal(state.play.moves.length, 0);
  assert.equal(await app.page.evaluate((move) => window.knobel.play(move), hint.move), true);
  expectNoProblems(app, assert);
  await app.close();
});

test('Hex-Max on a 360 px touch screen: two taps on Hint make one move', async () => {
  const app = await openApp(session, '#hexmax/D24/3', { viewport: { width: 360, height: 740 }, hasTouch: true });
  await app.scrollTo('hint');
  await app.tap('hint');
  let state = await app.waitForState((s) => s.hint !== null);
  await app.scrollTo('hint');
  await app.tap('hint');
  state = await app.waitForState((s) => s.play.moves.length === 1);
  assert.equal(state.hints, 1);
  expectNoProblems(app, assert);
  await app.close();
});

test('Matches: hints from the contest example and from a spoilt table reach the fewest relocations', async () => {
  const app = await openApp(session);
  const text = readFileSync(join(examplesDir, 'matches', 'streichhoelzer1.txt'), 'utf8');
  assert.equal(await app.page.evaluate((t) => window.knobel.loadText('matches', t), text), true);
  const taken = await followHints(app, 40);
  assert.ok(taken >= 1, `${taken} hints`);
  let state = await app.state();
  assert.equal(state.hints, taken);
  // Spoilt: the first hint's move, and then the same match laid somewhere else again.
  await app.page.evaluate((t) => window.knobel.loadText('matches', t), text);
  await followHints(app, 40);
  state = await app.state();
  assert.ok(state.play.solved && state.play.optimal);
  expectNoProblems(app, assert);
  await app.close();
});

test('Crossnumber: a wrong digit is cleared first, then hints fill the grid to the solution', async () => {
  const app = await openApp(session);
  const text = readFileSync(join(examplesDir, 'crossnumber', 'warmup-4x4.kz'), 'utf8');
  assert.equal(await app.page.evaluate((t) => window.knobel.loadText('crossnumber', t), text), true);
  // The first hint writes a digit; the same cell with another digit is wrong, and the next hint clears it.
  const first = await app.page.evaluate(() => window.knobel.hint());
  assert.ok(first && first.move, JSON.stringify(first));
  const [cell, digit] = first.move.split('=');
  const wrong = `${cell}=${(Number(digit) + 1) % 10}`;
  assert.equal(await app.page.evaluate((move) => window.knobel.play(move), wrong), true);
  const clear = await app.page.evaluate(() => window.knobel.hint());
  assert.equal(clear.move, `${cell}=`, JSON.stringify(clear));
  assert.match(clear.sentence, /wrong/);
  assert.doesNotMatch(clear.sentence, /_|[A-Z]+\(/, 'no .kz names in a hint');
  await followHints(app, 60);
  const state = await app.state();
  assert.ok(state.play.solved, state.play.sentence);
  expectNoProblems(app, assert);
  await app.close();
});

// Views' move syntax: "+x,y,z" adds a cube, "-x,y,z" takes one away.
test('Views: hints from a new puzzle and from a spoilt shape reach the fewest cubes, answer unshown', async () => {
  const app = await openApp(session, '#views/battery/157');
  assert.equal(await app.page.evaluate(() => window.knobel.newGame({ size: 4, difficulty: 'hard', seed: 9 })), true);
  const taken = await followHints(app, 64);
  assert.ok(taken >= 1);
  let state = await app.state();
  assert.equal(state.hints, taken);
  assert.equal(state.result, null, 'the hint\'s solve did not show the answer');
  assert.equal(state.view.mode, 'play');
  assert.equal(state.play.moves.length, taken, 'each hint one cube, played by knobel.play');

  // Spoilt: cubes in every corner of the box (some outside the views), then hints again.
  await app.page.evaluate(() => window.knobel.undo());
  for (const move of ['+0,0,0', '+3,0,0', '+0,3,3', '+3,3,3', '+3,0,3']) {
    const placed = await app.page.evaluate((m) => window.knobel.play(m), move);
    if (!placed) await app.page.evaluate((m) => window.knobel.play(m), '-' + move.slice(1));
  }
  await followHints(app, 64);
  state = await app.state();
  assert.ok(state.play.solved && state.play.optimal);
  expectNoProblems(app, assert);
  await app.close();
});

test('Views: the Hint button marks the cell first and places the cube on the second press', async () => {
  const app = await openApp(session, '#views/battery/157');
  await app.click('hint');
  let state = await app.waitForState((s) => s.hint !== null && !s.solving);
  assert.equal(state.play.moves.length, 0, 'the first press only shows');
  assert.ok(await app.rect('hint-sentence'), 'the reason is on screen');
  assert.doesNotMatch(state.hint.sentence, /[0-9a-f]{12}/, 'words, not hex');
  const shown = state.hint.move;
  await app.click('hint');
  state = await app.waitForState((s) => s.play.moves.length === 1);
  assert.deepEqual(state.play.moves, [shown]);
  await app.page.keyboard.press('h');
  state = await app.waitForState((s) => s.hint !== null);
  await app.page.keyboard.press('h');
  state = await app.waitForState((s) => s.play.moves.length === 2);
  assert.equal(state.hints, 2);
  assert.equal(state.result, null);
  expectNoProblems(app, assert);
  await app.close();
});

test('Views: a hint on loose views from a crowded shape comes at once (the search has a frame\'s budget)', async () => {
  // K = 7 loose views with many optimal shapes: the exact nearest shape to a half-filled box took
  // over a minute to find; the page's hint aims at the nearest found within its budget.
  const app = await openApp(session, '#views/fef7fb7eef7dff7fbfefdfdf7fefbfefc9fde');
  await app.page.evaluate(() => {
    for (let x = 0; x < 7; ++x)
      for (let y = 0; y < 7; ++y)
        for (let z = 0; z < 7; ++z)
          if ((x * 3 + y * 5 + z * 2) % 2 === 0) window.knobel.play(`+${x},${y},${z}`);
  });
  for (let i = 0; i < 3; ++i) {
    const hint = await app.page.evaluate(() => window.knobel.hint());
    assert.ok(hint && hint.move, JSON.stringify(hint));
    assert.equal(await app.page.evaluate((m) => window.knobel.play(m), hint.move), true);
  }
  assert.equal((await app.state()).result, null);
  expectNoProblems(app, assert);
  await app.close();
});

test('Views and Crossnumber on a 360 px touch screen: two taps on Hint make one move', async () => {
  for (const link of ['#views/battery/157', '#crossnumber']) {
    const app = await openApp(session, link, { viewport: { width: 360, height: 740 }, hasTouch: true });
    await app.scrollTo('hint');
    await app.tap('hint');
    let state = await app.waitForState((s) => s.hint !== null && !s.solving);
    assert.equal(state.play.moves.length, 0, `${link}: the first tap only shows`);
    await app.scrollTo('hint');
    await app.tap('hint');
    state = await app.waitForState((s) => s.play.moves.length === 1);
    assert.equal(state.hints, 1, link);
    assert.equal(state.result, null, `${link}: the answer stays hidden`);
    expectNoProblems(app, assert);
    await app.close();
  }
});
