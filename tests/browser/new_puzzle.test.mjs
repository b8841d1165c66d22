// New puzzles in the browser (issue 19): knobel.newGame({size, difficulty, seed}) and the New puzzle
// control make the same puzzle the command line's --generate makes for the same options (the
// generators are deterministic on every machine), ready to play, with its own link; a wrong option
// is named and leaves the puzzle on screen.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { expectNoProblems, openApp, startBrowser } from './harness.mjs';

let session;
before(async () => { session = await startBrowser(); });
after(async () => { await session?.close(); });

// The Hex-Max file the CLI generates, as the page's link would carry it: "#hexmax/<digits>/<m>".
function cliHexmaxLink(size, seed, difficulty) {
  const result = spawnSync(process.env.KNOBEL, ['hexmax', '--generate', String(size), '--seed', String(seed),
                                                 '--difficulty', difficulty], { encoding: 'utf8' });
  assert.equal(result.status, 0, result.stderr);
  const [digits, m] = result.stdout.split('\n');
  return `#hexmax/${digits.trim()}/${m.trim()}`;
}

test('Hex-Max: knobel.newGame makes the CLI\'s puzzle for the same options, ready to play', async () => {
  const app = await openApp(session, '#hexmax/D24/3');
  assert.equal(await app.page.evaluate(() => window.knobel.newGame({ size: 8, difficulty: 'hard', seed: 5 })), true);
  let state = await app.state();
  assert.equal(state.link, cliHexmaxLink(8, 5, 'hard'));
  assert.equal(state.error, null);
  assert.equal(state.play.moves.length, 0);
  assert.equal(state.view.mode, 'play');
  assert.equal(state.result, null, 'a new puzzle is not solved for the player');

  // No difficulty: medium; no seed: a fresh one each time.
  assert.equal(await app.page.evaluate(() => window.knobel.newGame({ size: 8, seed: 5 })), true);
  assert.equal((await app.state()).link, cliHexmaxLink(8, 5, 'medium'));
  const links = new Set();
  for (let i = 0; i < 3; ++i) {
    assert.equal(await app.page.evaluate(() => window.knobel.newGame({ size: 30 })), true);
    links.add((await app.state()).link);
  }
  assert.equal(links.size, 3, 'a fresh seed each time');
  // No options at all (or null): every option at its default, the usual size.
  for (const call of [() => window.knobel.newGame(), () => window.knobel.newGame(null)]) {
    assert.equal(await app.page.evaluate(call), true);
    assert.match((await app.state()).link, /^#hexmax\/[0-9A-F]{12}\//, 'the usual 12 digits');
  }
  // Each new puzzle is a step of the browser's history: Back returns to the one before.
  const last = (await app.state()).link;
  await app.page.goBack();
  await app.waitForState((s) => s.link !== last && s.link.startsWith('#hexmax/'));
  expectNoProblems(app, assert);
  await app.close();
});

test('a wrong option is named in state().error and the puzzle on screen stays', async () => {
  const app = await openApp(session, '#hexmax/D24/3');
  for (const [options, named] of [[{ size: 0 }, /size must be 1 to 10,000/], [{ size: 'ten' }, /size/],
    [{ difficulty: 'brutal' }, /difficulty.*easy, medium or hard/], [{ seed: -4 }, /seed/]]) {
    assert.equal(await app.page.evaluate((o) => window.knobel.newGame(o), options), false, JSON.stringify(options));
    const state = await app.state();
    assert.match(state.error, named);
    assert.match(state.error, /^Could not make a new puzzle: /);
    assert.equal(state.link, '#hexmax/D24/3');
  }
  await app.close();
});

test('the New puzzle control: size, difficulty and seed, then Make', async () => {
  const app = await openApp(session, '#hexmax/D24/3');
  await app.click('new-puzzle');
  await app.setField('new-puzzle-size', '6');
  await app.click('new-puzzle-easy');
  await app.setField('new-puzzle-seed', '42');
  await app.click('new-puzzle-make');
  const state = await app.waitForState((s) => s.link !== '#hexmax/D24/3');
  assert.equal(state.link, cliHexmaxLink(6, 42, 'easy'));
  assert.equal(await app.rect('new-puzzle-make'), null, 'the panel closed');
  expectNoProblems(app, assert);
  await app.close();
});

test('the template puzzle makes new puzzles through the same control and call', async () => {
  const app = await openApp(session, '#nullgame/HT');
  assert.equal(await app.page.evaluate(() => window.knobel.newGame({ size: 10, difficulty: 'hard', seed: 3 })), true);
  const first = await app.state();
  assert.equal(first.view.coins.length, 10);
  assert.match(first.view.coins, /T/);
  assert.equal(await app.page.evaluate(() => window.knobel.newGame({ size: 10, difficulty: 'hard', seed: 3 })), true);
  assert.equal((await app.state()).link, first.link, 'the same seed, the same coins');
  await app.close();
});

test('Matches: knobel.newGame makes the CLI\'s puzzle, whose moves line is the minimum', async () => {
  const app = await openApp(session, '#matches');
  // The command line's puzzle for the same options, as the page shows it (its link).
  const cli = spawnSync(process.env.KNOBEL, ['matches', '--generate', '12', '--seed', '7', '--difficulty', 'easy'],
                        { encoding: 'utf8' });
  assert.equal(cli.status, 0, cli.stderr);
  assert.equal(await app.page.evaluate((t) => window.knobel.loadText('matches', t), cli.stdout), true);
  const fromCli = (await app.state()).link;
  await app.page.evaluate(() => window.knobel.open('#matches'));
  assert.equal(await app.page.evaluate(() => window.knobel.newGame({ size: 12, difficulty: 'easy', seed: 7 })), true);
  let state = await app.state();
  const made = state.link;
  assert.equal(made, fromCli, 'the same puzzle as the command line\'s (one order of random draws on every compiler)');
  assert.equal(state.play.moves.length, 0);
  assert.match(made, /\/u=\d+$/, 'the moves line is in the link');
  const u = Number(made.match(/\/u=(\d+)$/)[1]);
  assert.ok(u >= 1);
  // The page's own solver agrees that u is the fewest relocations.
  state = JSON.parse(await app.page.evaluate(() => window.knobel.solve()));
  assert.equal(state.result.min_moves, u);
  assert.equal(await app.page.evaluate(() => window.knobel.newGame({ size: 12, difficulty: 'easy', seed: 7 })), true);
  assert.equal((await app.state()).link, made, 'the same options, the same puzzle');
  assert.equal(await app.page.evaluate(() => window.knobel.newGame({ size: 3 })), false);
  assert.match((await app.state()).error, /size must be 4 to 1,000 \(matches\)/);
  expectNoProblems(app, assert);
  await app.close();
});

test('Views: knobel.newGame makes the CLI\'s puzzle in slices, ready to build, its answer not shown', async () => {
  const app = await openApp(session, '#views/battery/157');
  const cli = spawnSync(process.env.KNOBEL, ['views', '--generate', '7', '--seed', '3', '--difficulty', 'hard'],
                        { encoding: 'utf8' });
  assert.equal(cli.status, 0, cli.stderr);
  const hex = cli.stdout.trim();
  assert.match(hex, /^[0-9a-f]+$/);
  // A tiny job budget stretches the generator over many frames: it runs in slices, the page
  // answers meanwhile, and state().solving says it is at work.
  await app.page.evaluate(() => window.knobel.setJobBudget(0.01));
  // (state() read in the same task as the call: a second evaluate could come after the last slice.)
  const { solving, made } = await app.page.evaluate(() => {
    const made = window.knobel.newGame({ size: 7, difficulty: 'hard', seed: 3 });
    const solving = JSON.parse(window.knobel.state()).solving;
    return made.then((result) => ({ solving, made: result }));
  });
  assert.equal(solving, true, 'the generator is at work');
  assert.equal(made, true);
  await app.page.evaluate(() => window.knobel.setJobBudget(0));
  let state = await app.state();
  assert.equal(state.link, `#views/${hex}`, 'the same puzzle as the command line\'s');
  assert.equal(state.error, null);
  assert.equal(state.result, null, 'a new puzzle is not solved for the player');
  assert.equal(state.view.mode, 'play');
  assert.equal(state.play.moves.length, 0);
  assert.equal(state.view.size, 7);
  // The usual size is the classic 4×4×4; a wrong option is named and the puzzle stays.
  assert.equal(await app.page.evaluate(() => window.knobel.newGame()), true);
  assert.equal((await app.state()).view.size, 4);
  const before = (await app.state()).link;
  assert.equal(await app.page.evaluate(() => window.knobel.newGame({ size: 9 })), false);
  state = await app.state();
  assert.match(state.error, /size must be 2 to 8/);
  assert.equal(state.link, before);
  expectNoProblems(app, assert);
  await app.close();
});

test('Views: the New puzzle control makes one from the form', async () => {
  const app = await openApp(session, '#views/battery/157');
  await app.click('new-puzzle');
  await app.setField('new-puzzle-size', '3');
  await app.setField('new-puzzle-seed', '11');
  await app.click('new-puzzle-make');
  const cli = spawnSync(process.env.KNOBEL, ['views', '--generate', '3', '--seed', '11'], { encoding: 'utf8' });
  const state = await app.waitForState((s) => s.link === `#views/${cli.stdout.trim()}` && !s.solving);
  assert.equal(state.view.size, 3);
  expectNoProblems(app, assert);
  await app.close();
});

test('Crossnumber: knobel.newGame makes the CLI\'s puzzle (WxH or N) on the play board', async () => {
  const app = await openApp(session, '#crossnumber');
  const cli = spawnSync(process.env.KNOBEL, ['crossnumber', '--generate', '6x4', '--seed', '2', '--difficulty', 'easy'],
                        { encoding: 'utf8' });
  assert.equal(cli.status, 0, cli.stderr);
  assert.equal(await app.page.evaluate((t) => window.knobel.loadText('crossnumber', t), cli.stdout), true);
  const fromCli = (await app.state()).link;
  await app.page.evaluate(() => window.knobel.open('#crossnumber'));
  await app.click('board-write');
  assert.equal(await app.page.evaluate(() => window.knobel.newGame({ size: '6x4', difficulty: 'easy', seed: 2 })), true);
  let state = await app.state();
  assert.equal(state.link, fromCli, 'the same puzzle as the command line\'s');
  assert.equal(state.view.board, 'play', 'on the play board, ready to play');
  assert.equal(state.result, null);
  assert.equal(state.play.moves.length, 0);
  // N is N×N; the usual size is 5×5; wrong sizes are named and the puzzle stays.
  assert.equal(await app.page.evaluate(() => window.knobel.newGame({ size: 4, seed: 1 })), true);
  state = await app.state();
  assert.equal([state.view.cols, state.view.rows].join('x'), '4x4');
  assert.equal(await app.page.evaluate(() => window.knobel.newGame({ seed: 1 })), true);
  state = await app.state();
  assert.equal([state.view.cols, state.view.rows].join('x'), '5x5');
  const before = state.link;
  for (const [size, named] of [[13, /size must be 2 to 12/], ['7x13', /each side 2 to 12/], ['ax3', /size/]]) {
    assert.equal(await app.page.evaluate((s) => window.knobel.newGame({ size: s }), size), false, String(size));
    state = await app.state();
    assert.match(state.error, named);
    assert.equal(state.link, before);
  }
  expectNoProblems(app, assert);
  await app.close();
});

// Cancel on the generator's progress line: nothing new goes on screen and newGame says so.
test('Crossnumber: a generation cancelled part way resolves newGame to false and keeps the puzzle', async () => {
  const app = await openApp(session, '#crossnumber');
  const before = (await app.state()).link;
  await app.page.evaluate(() => window.knobel.setJobBudget(0.01));  // the generator takes many frames
  const made = app.page.evaluate(() => window.knobel.newGame({ size: '8x8', difficulty: 'hard', seed: 4 }));
  await app.waitForState((s) => s.solving);
  await app.scrollTo('generate-cancel');
  await app.click('generate-cancel');
  assert.equal(await made, false, 'cancelled: nothing new on screen');
  await app.page.evaluate(() => window.knobel.setJobBudget(0));
  const state = await app.state();
  assert.equal(state.solving, false);
  assert.equal(state.error, null, 'nothing was wrong with the options');
  assert.equal(state.link, before, 'the puzzle on screen stays');
  expectNoProblems(app, assert);
  await app.close();
});

// The promise speaks of the screen on view: a tab switched during the generation leaves the new
// puzzle to a tab nobody sees, so newGame resolves to false (it used to ask the new tab, which had
// no generation of its own, and said true).
test('Crossnumber: newGame resolves to false when another tab is shown while it generates', async () => {
  const app = await openApp(session, '#crossnumber');
  await app.page.evaluate(() => window.knobel.setJobBudget(0.01));  // the generator takes many frames
  const made = app.page.evaluate(() => window.knobel.newGame({ size: '8x8', difficulty: 'hard', seed: 4 }));
  await app.waitForState((s) => s.solving);
  await app.click('tab-hexmax');
  assert.equal(await made, false, 'the Hex-Max tab on screen has no new puzzle');
  await app.page.evaluate(() => window.knobel.setJobBudget(0));
  assert.equal((await app.state()).puzzle, 'hexmax');
  expectNoProblems(app, assert);
  await app.close();
});

test('Views: a puzzle opened while a new one is being made wins; the generation stops', async () => {
  const app = await openApp(session, '#views/battery/157');
  await app.page.evaluate(() => window.knobel.setJobBudget(0.01));  // the generator takes many frames
  // The open comes in the same task as newGame, before any frame: this generation takes only a
  // few frames, and an open sent by a second evaluate could come after it landed (it did, once
  // frames got quicker).
  const { solving, opened, made } = await app.page.evaluate(() => {
    const made = window.knobel.newGame({ size: 8, difficulty: 'hard', seed: 3 });
    const solving = JSON.parse(window.knobel.state()).solving;
    const opened = window.knobel.open('#views/fe88e8f9b499');
    return made.then((result) => ({ solving, opened, made: result }));
  });
  assert.equal(solving, true, 'the generation runs in slices');
  assert.equal(opened, true);
  assert.equal(made, false, 'nothing new went on screen');
  await app.page.evaluate(() => window.knobel.setJobBudget(0));
  const state = await app.waitForState((s) => !s.solving);
  assert.equal(state.link, '#views/fe88e8f9b499', 'the opened puzzle stays on screen');
  for (let i = 0; i < 5; ++i) await app.nextFrame();
  assert.equal((await app.state()).link, '#views/fe88e8f9b499', 'no generated puzzle replaces it later');
  expectNoProblems(app, assert);
  await app.close();
});

// Two newGame calls in one task: the second overtakes the first, whose puzzle never goes on
// screen, so the first resolves to false and the second to true (both said true, as the page only
// asked whether the last generation landed). Views makes its puzzles in slices; Hex-Max at once.
test('a newGame overtaken by a later newGame resolves to false, the later one to true', async () => {
  const app = await openApp(session, '#views/fe88e8f9b499');
  await app.page.evaluate(() => window.knobel.setJobBudget(0.2));
  const sliced = await app.page.evaluate(() => {
    const first = window.knobel.newGame({ size: 6, difficulty: 'hard', seed: 1 });
    const second = window.knobel.newGame({ size: 4, difficulty: 'easy', seed: 2 });
    return Promise.all([first, second]);
  });
  assert.deepEqual(sliced, [false, true]);
  await app.page.evaluate(() => window.knobel.setJobBudget(0));
  assert.ok((await app.state()).link.startsWith('#views/'));
  await app.page.evaluate(() => window.knobel.open('#hexmax/D24/3'));
  const atOnce = await app.page.evaluate(() =>
    Promise.all([window.knobel.newGame({ size: 8, seed: 1 }), window.knobel.newGame({ size: 5, seed: 2 })]));
  assert.deepEqual(atOnce, [false, true]);
  const state = await app.state();
  assert.equal(state.link, cliHexmaxLink(5, 2, 'medium'), 'the later puzzle is on screen');
  expectNoProblems(app, assert);
  await app.close();
});

// The address bar holds state().link as soon as a call that changes it returns (docs/js-api.md:
// "also in the address bar"); it used to follow a frame later, at the end of the next frame.
test('the address bar follows play, undo, redo, newGame and loadText before the call returns', async () => {
  const app = await openApp(session, '#hexmax/D24/3');
  const steps = await app.page.evaluate(async () => {
    const seen = [];
    const note = (what) => seen.push({ what, hash: decodeURIComponent(location.hash), link: JSON.parse(window.knobel.state()).link });
    window.knobel.play('0b-0a'); note('play');
    window.knobel.undo(); note('undo');
    window.knobel.redo(); note('redo');
    await window.knobel.newGame({ size: 6, seed: 3 }); note('newGame');
    window.knobel.loadText('hexmax', 'ABC\n2\n'); note('loadText');
    return seen;
  });
  for (const { what, hash, link } of steps) assert.equal(hash, decodeURIComponent(link), `after ${what}`);
  assert.equal(steps[0].link, '#hexmax/D24/3/play=0b-0a');
  assert.equal(steps[1].link, '#hexmax/D24/3');
  assert.equal(steps[3].link, cliHexmaxLink(6, 3, 'medium'));
  assert.equal(steps[4].link, '#hexmax/ABC/2');
  expectNoProblems(app, assert);
  await app.close();
});

// A hint asked for while a new puzzle is being made: none (the board is about to be replaced),
// nothing counted, and the generation goes on in its slices — the hint's call used to run the
// generation to its end inside itself, past the frame budget, and answer "null" for the new board.
test('knobel.hint() while a new puzzle is being made says null and leaves the generation to its slices', async () => {
  const app = await openApp(session, '#crossnumber');
  await app.page.evaluate(() => window.knobel.setJobBudget(0.01));
  const during = await app.page.evaluate(() => {
    const made = window.knobel.newGame({ size: '6x6', seed: 1 });
    const hint = window.knobel.hint();
    const state = JSON.parse(window.knobel.state());
    made.then(() => {});
    return { hint, solving: state.solving, hints: state.hints };
  });
  assert.deepEqual(during, { hint: 'null', solving: true, hints: 0 });
  await app.page.evaluate(() => window.knobel.setJobBudget(0));
  await app.waitForState((s) => !s.solving);
  const hint = JSON.parse(await app.page.evaluate(() => window.knobel.hint()));
  assert.ok(hint && hint.move, `a hint for the new puzzle once it is on screen: ${JSON.stringify(hint)}`);
  expectNoProblems(app, assert);
  await app.close();
});
