// The app shell in a real browser: it starts, draws, routes links, and is driven by clicking the
// pixels knobel.rect() reports.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '../../scripts/serve.mjs';
import { countPixelsUnlike, dominantColor } from './png.mjs';
import { expectNoProblems, openApp, startBrowser, waitReady } from './harness.mjs';
import { screens } from './screens.mjs';

import { puzzleIds as puzzles, puzzleList } from '../puzzle-list.mjs';

let session;
before(async () => { session = await startBrowser(); });
after(async () => { await session?.close(); });

test('the app becomes ready, draws something, and logs no errors', async () => {
  const app = await openApp(session);
  const state = await app.state();
  assert.equal(state.ready, true);
  assert.ok(puzzles.includes(state.puzzle), `puzzle ${state.puzzle}`);
  assert.deepEqual(state.puzzles, puzzles, 'the app shows the puzzles of core/puzzle_list.h, in its order');
  assert.equal(state.solving, false);
  assert.equal(state.error, null);
  assert.equal(state.link, await app.page.evaluate(() => location.hash), 'the address bar holds the link');

  const image = await app.screenshot('shell.png');
  const background = dominantColor(image);
  const inked = countPixelsUnlike(image, background);
  assert.ok(inked > 2000, `only ${inked} pixels differ from the background: the canvas looks blank`);
  // The pixels are where the app says its widgets are: the tab's rectangle holds its label.
  const tab = await app.rect('tab-hexmax');
  assert.ok(tab && tab.w > 20 && tab.h > 10, `tab rect ${JSON.stringify(tab)}`);
  assert.ok(countPixelsUnlike(image, background, tab) > 40, 'no ink inside the Hex-Max tab');
  const canvas = await app.page.evaluate(() => {
    const c = document.getElementById('canvas');
    return { visible: getComputedStyle(c).visibility, status: getComputedStyle(document.getElementById('status')).display };
  });
  assert.deepEqual(canvas, { visible: 'visible', status: 'none' }, 'canvas shown, loading indicator gone');
  expectNoProblems(app, assert);
  await app.close();
});

test('every tab is reachable by clicking its pixels, and the address bar follows', async () => {
  const app = await openApp(session);
  const historyLength = await app.page.evaluate(() => history.length);
  for (const puzzle of [...puzzles].reverse()) {
    await app.click(`tab-${puzzle}`);
    const state = await app.waitForState((s) => s.puzzle === puzzle);
    assert.equal(state.link.split('/')[0], `#${puzzle}`);
    await app.nextFrame();
    assert.equal(await app.page.evaluate(() => location.hash), state.link);
    await app.screenshot(`screen-${puzzle}.png`);
  }
  // replaceState, not pushState: switching screens adds no history entries.
  assert.equal(await app.page.evaluate(() => history.length), historyLength);
  expectNoProblems(app, assert);
  await app.close();
});

for (const puzzle of puzzles) {
  test(`the link #${puzzle} opens the ${puzzle} screen`, async () => {
    const app = await openApp(session, `#${puzzle}`);
    const state = await app.state();
    assert.equal(state.puzzle, puzzle);
    assert.equal(state.error, null);
    expectNoProblems(app, assert);
    await app.close();
  });
}

test('a garbage link shows a readable error, a puzzle all the same, and the app keeps working', async () => {
  const app = await openApp(session, '#no-such-puzzle/%zz//x');
  const state = await app.state();
  assert.ok(puzzles.includes(state.puzzle));
  assert.match(state.error, /link part/);
  assert.ok(await app.rect('error'), 'the error banner is on screen');
  await app.screenshot('garbage-link.png');
  // Still usable: switch screens by clicking, dismiss the error.
  await app.click('tab-matches');
  await app.waitForState((s) => s.puzzle === 'matches' && s.error === null);
  await app.page.evaluate(() => { location.hash = '#views/%'; });
  const broken = await app.waitForState((s) => s.error !== null);
  assert.equal(broken.puzzle, 'views');
  await app.click('dismiss-error');
  await app.waitForState((s) => s.error === null);
  // An unknown puzzle after the version prefix: the message names part 2, where the name stands.
  await app.page.evaluate(() => { location.hash = '#v1/sudoku/1'; });
  const unknown = await app.waitForState((s) => s.error !== null);
  assert.match(unknown.error, /link part 2: there is no puzzle called "sudoku"/);
  expectNoProblems(app, assert);
  await app.close();
});

test('typing a new fragment into the address bar switches the screen', async () => {
  const app = await openApp(session, '#views');
  await app.page.evaluate(() => { location.hash = '#crossnumber'; });
  const state = await app.waitForState((s) => s.puzzle === 'crossnumber');
  assert.equal(state.error, null);
  expectNoProblems(app, assert);
  await app.close();
});

// A burst of keys is taken in over several frames (a key pressed again waits for the next one:
// input_trickle.h), and knobel.frame() resolves only once all of it is: a test once read the place
// of a button right after typing, while the rest of the text, which moved the button, was still
// coming in, and its click missed (browser/crossnumber, one CI run in many).
test('knobel.frame() after typed keys resolves once every key is taken in', async () => {
  const app = await openApp(session, '#matches');
  await app.click('u');
  await app.page.keyboard.press('Control+A');
  // The key 1 eight times, sent at once (keyboard.type waits for each key, and frames come in
  // between): eight frames at least.
  const cdp = await app.context.newCDPSession(app.page);
  const key = { key: '1', code: 'Digit1', windowsVirtualKeyCode: 49 };
  const sent = [];
  for (let i = 0; i < 8; i++) {
    sent.push(cdp.send('Input.dispatchKeyEvent', { type: 'keyDown', text: '1', ...key }));
    sent.push(cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', ...key }));
  }
  await Promise.all(sent);
  await cdp.detach();
  const state = await app.nextFrame();
  assert.match(state.link, /\/u=1{8}(\/|$)/, 'the u field holds every typed digit after one knobel.frame()');
  expectNoProblems(app, assert);
  await app.close();
});

test('the page draws no frames while nothing changes', async () => {
  const app = await openApp(session, '#views');
  await app.page.mouse.move(5, 700);
  await app.page.waitForTimeout(800);  // let hover effects settle
  const before = (await app.state()).frame;
  await app.page.waitForTimeout(1500);
  const after = (await app.state()).frame;
  assert.equal(after, before, `${after - before} frames drawn while idle`);
  // ...and input wakes it up again.
  await app.page.mouse.move(300, 300);
  await app.waitForState((s) => s.frame > after);
  expectNoProblems(app, assert);
  await app.close();
});

// A frame whose picture is the one on the canvas already is not drawn into the canvas again
// (main_loop.cpp): the WebGL calls of the page counted by a wrapper around clear(), which every
// drawn frame starts with. The picture stays on screen all the same.
test('a frame that changes nothing is not drawn again, and the picture stays', async () => {
  const app = await openApp(session, '#hexmax/D24/3', {
    beforeLoad: (page) => page.addInitScript(() => {
      window.canvasClears = 0;
      const clear = WebGL2RenderingContext.prototype.clear;
      WebGL2RenderingContext.prototype.clear = function countedClear(mask) {
        window.canvasClears += 1;
        return clear.call(this, mask);
      };
    }),
  });
  const clears = () => app.page.evaluate(() => window.canvasClears);
  // Until the page draws no frames of its own (a screen's background job, a settle time): while
  // something runs, every frame is drawn, by design. The frame count then holds for 300 ms.
  let frame = -1;
  for (let tries = 0; tries < 100; ++tries) {
    const now = (await app.state()).frame;
    if (now === frame) break;
    frame = now;
    await app.page.waitForTimeout(300);
  }
  const before = await clears();
  assert.ok(before > 0, 'the page drew its frames');
  for (let i = 0; i < 5; ++i) await app.nextFrame();
  assert.equal(await clears(), before, 'five frames that changed nothing were drawn');
  const picture = await app.screenshot('unchanged-frames.png');
  const tab = await app.rect('tab-hexmax');
  assert.ok(countPixelsUnlike(picture, dominantColor(picture), tab) > 20, 'the tab\'s label is still on the canvas');
  await app.click('tab-matches');  // a frame that changes the picture is drawn
  await app.waitForState((s) => s.puzzle === 'matches');
  assert.ok(await clears() > before, 'the frame that showed another screen was not drawn');
  expectNoProblems(app, assert);
  await app.close();
});

test('the canvas follows window resizes and the devicePixelRatio', async () => {
  const app = await openApp(session, '#views', { viewport: { width: 1000, height: 700 }, deviceScaleFactor: 2 });
  const size = () => app.page.evaluate(() => ({ w: document.getElementById('canvas').width, h: document.getElementById('canvas').height }));
  assert.deepEqual(await size(), { w: 2000, h: 1400 });
  const aboutBefore = await app.rect('about');
  await app.page.setViewportSize({ width: 700, height: 500 });
  await app.waitForState(() => true);
  await app.page.waitForFunction(() => document.getElementById('canvas').width === 1400);
  assert.deepEqual(await size(), { w: 1400, h: 1000 });
  await app.nextFrame();
  const aboutAfter = await app.rect('about');
  assert.ok(aboutAfter.x + aboutAfter.w <= 700 && aboutAfter.x < aboutBefore.x, 'About moved with the right edge');
  await app.click('tab-hexmax');
  await app.waitForState((s) => s.puzzle === 'hexmax');
  expectNoProblems(app, assert);
  await app.close();
});

test('touch: tapping a tab switches the screen', async () => {
  const app = await openApp(session, '#views', { hasTouch: true, viewport: { width: 420, height: 800 } });
  await app.tap('tab-matches');
  await app.waitForState((s) => s.puzzle === 'matches');
  await app.screenshot('narrow-touch.png');
  expectNoProblems(app, assert);
  await app.close();
});

test('keyboard: arrow keys move the focus and Space presses the focused button', async () => {
  const app = await openApp(session, '#views');
  // Dear ImGui's keyboard navigation: the arrows walk through the top bar's buttons. Press Space
  // on each until the screen changes: the keyboard alone must be able to leave the first screen.
  let state = await app.state();
  for (let presses = 0; presses < 6 && state.puzzle === 'views'; ++presses) {
    await app.page.keyboard.press('ArrowRight');
    await app.nextFrame();
    await app.page.keyboard.press('Space');
    await app.nextFrame();
    state = await app.state();
  }
  assert.notEqual(state.puzzle, 'views', 'Tab + Space never left the Views screen');
  expectNoProblems(app, assert);
  await app.close();
});

test('keyboard: the video-player keys drive the shared playback controls', async () => {
  const app = await openApp(session, '#hexmax/D24/3');
  const solved = JSON.parse(await app.page.evaluate(() => window.knobel.solve()));
  assert.ok(solved.view.steps >= 2, 'the answer has moves to step through');
  await app.click('step-back');  // a click hides the navigation cursor, as after any mouse use
  await app.click('step-back');
  const start = (await app.waitForState((s) => !s.view.playing)).view.step;
  await app.page.keyboard.press('l');
  await app.waitForState((s) => s.view.step === start + 1);
  await app.page.keyboard.press('Period');
  await app.waitForState((s) => s.view.step === start + 2);
  await app.page.keyboard.press('j');
  await app.waitForState((s) => s.view.step === start + 1 && !s.view.playing);
  await app.page.keyboard.press('Space');
  await app.waitForState((s) => s.view.playing || s.view.step === s.view.steps);
  expectNoProblems(app, assert);
  await app.close();
});

// The shared keys and files behave the same on every screen (issue 18), each written once in the
// mid-end: Ctrl+Z and Ctrl+Y take a move back and make it again, Save writes a file that opens the
// same puzzle (it solves to the same answer), and J, L, `,`, `.` and K step and play the answer
// (Crossnumber's keys step its watched solver instead: crossnumber.test.mjs). A screen missing here fails.
test('every screen: Ctrl+Z and Ctrl+Y, Save, and J, L, comma, period and K behave alike', async () => {
  const app = await openApp(session, '');
  for (const [puzzle, { link }] of Object.entries(screens)) {
    assert.equal(await app.page.evaluate((fragment) => window.knobel.open(fragment), link), true, link);
    const hint = JSON.parse(await app.page.evaluate(() => window.knobel.hint()));
    assert.ok(hint && hint.move, `${puzzle}: a hint's move`);
    assert.equal(await app.page.evaluate((move) => window.knobel.play(move), hint.move), true, `${puzzle}: ${hint.move}`);
    const played = (await app.nextFrame()).play.moves;
    assert.equal(played.length, 1, `${puzzle}: one move on the board`);
    await app.page.keyboard.press('Control+z');
    await app.waitForState((s) => s.play.moves.length === 0);
    await app.page.keyboard.press('Control+y');
    await app.waitForState((s) => s.play.moves.length === 1 && s.play.moves[0] === played[0]);

    const download = app.page.waitForEvent('download');
    await app.click('save-file');
    const saved = readFileSync(await (await download).path(), 'utf8');
    const answer = JSON.parse(await app.page.evaluate(() => window.knobel.solve())).result;
    assert.ok(answer, `${puzzle}: solved`);

    if (puzzle !== 'crossnumber') {
      // The answer plays by itself after a solve: J steps back and pauses it.
      await app.page.keyboard.press('j');
      let state = await app.waitForState((s) => !s.view.playing && (s.view.position ?? s.view.step) === s.view.step);
      const at = state.view.step;
      const [first, second] = at > 0 ? ['j', 'l'] : ['l', 'j'];
      const there = at > 0 ? at - 1 : at + 1;
      await app.page.keyboard.press(first);
      await app.waitForState((s) => s.view.step === there && !s.view.playing && (s.view.position ?? s.view.step) === there);
      await app.page.keyboard.press(second);
      await app.waitForState((s) => s.view.step === at && !s.view.playing && (s.view.position ?? s.view.step) === at);
      // , and . step one state back and on, as J and L do while paused.
      const [away, home] = at < state.view.steps ? ['Period', 'Comma'] : ['Comma', 'Period'];
      const next = at < state.view.steps ? at + 1 : at - 1;
      await app.page.keyboard.press(away);
      await app.waitForState((s) => s.view.step === next && !s.view.playing && (s.view.position ?? s.view.step) === next);
      await app.page.keyboard.press(home);
      await app.waitForState((s) => s.view.step === at && !s.view.playing && (s.view.position ?? s.view.step) === at);
      await app.page.keyboard.press('k');
      state = await app.waitForState((s) => s.view.playing || s.view.step === s.view.steps);
    }

    assert.equal(await app.page.evaluate(([p, text]) => window.knobel.loadText(p, text, 'saved'), [puzzle, saved]), true,
      `${puzzle}: the saved file opens: ${saved.slice(0, 200)}`);
    const again = JSON.parse(await app.page.evaluate(() => window.knobel.solve())).result;
    assert.deepEqual(again, answer, `${puzzle}: the saved file is the same puzzle`);
  }
  expectNoProblems(app, assert);
  await app.close();
});

// The letters keep driving playback after the keyboard moved the focus (docs/keyboard.md): after
// arrows (the focus frame is shown, on a button or a header), and after Tab (which, in Dear
// ImGui 1.86, only visits text fields and sliders and starts editing the field: its keys are the
// field's until Escape).
test('keyboard: J, K and L still drive playback after the arrows or Tab moved the focus', async () => {
  const app = await openApp(session, '#hexmax/D24/3');
  const solved = JSON.parse(await app.page.evaluate(() => window.knobel.solve()));
  assert.equal(solved.view.steps, 3);
  // A step flies its stick for a moment; the next key comes once it has landed (position = step).
  const settled = async (predicate) => {
    let s;
    for (let frames = 0; frames < 600; ++frames) {
      await app.nextFrame();
      s = await app.state();
      if (predicate(s) && s.view.position === s.view.step && !s.view.playing) return s;
    }
    assert.fail(`did not settle: ${JSON.stringify(s.view)}`);
  };
  const landedOn = (step) => settled((s) => s.view.step === step);
  await app.click('play');  // Solve starts playing; pause it (perhaps inside a step: Step lands on a whole one)
  let state = await app.waitForState((s) => !s.view.playing);
  if (state.view.position !== state.view.step) {
    const next = Math.ceil(state.view.position);
    await app.click('step');
    state = await landedOn(next);
  }
  while (state.view.step > 0) {
    const before = state.view.step;
    await app.click('step-back');
    state = await landedOn(before - 1);
  }
  const press = async (key) => { await app.page.keyboard.press(key); await app.nextFrame(); };
  for (let i = 0; i < 4; ++i) await press('ArrowDown');
  await press('l');
  await landedOn(1);
  await press('ArrowUp');
  await press('l');
  await landedOn(2);
  await press('j');
  await landedOn(1);
  // Tab: into the Number field (being edited, its text selected); Escape leaves it untouched.
  // ImGui activates a field the frame after Tab, and a key taken in that same frame may be lost:
  // each key waits until the field took the keys (state().typing) or let them go.
  const typingIn = async (field) => {
    for (let frames = 0; frames < 60; ++frames) {
      const s = await app.nextFrame();
      if (s.typing === field) return;
    }
    assert.fail(`the keys did not go to ${field}: ${(await app.state()).typing}`);
  };
  await press('Tab');
  await typingIn('number');
  await press('Escape');
  await typingIn(null);
  await press('l');
  await landedOn(2);
  await press('Tab');
  await typingIn('number');
  await press('Tab');
  await typingIn('m');
  await press('Escape');
  await typingIn(null);
  await press('j');
  await landedOn(1);
  await press('k');
  state = await app.waitForState((s) => s.view.playing || s.view.step === s.view.steps);
  assert.equal(state.link, '#hexmax/D24/3', 'no key went into a field');
  expectNoProblems(app, assert);
  await app.close();
});

test('Copy link puts the address of the puzzle on screen on the clipboard', async () => {
  const app = await openApp(session, '#matches', {
    beforeLoad: (page, context) => context.grantPermissions(['clipboard-read', 'clipboard-write']),
  });
  await app.click('copy-link');
  const expected = await app.page.evaluate(() => location.href);
  await app.page.waitForFunction((text) => navigator.clipboard.readText().then((t) => t === text), expected, { timeout: 5000 });
  expectNoProblems(app, assert);
  await app.close();
});

test('About opens and closes', async () => {
  const app = await openApp(session, '#views');
  assert.equal(await app.rect('about-close'), null);
  await app.click('about');
  await app.waitForRect('about-close');
  await app.screenshot('about.png');
  // The tabs are behind the modal window: not clickable, so not reported.
  assert.equal(await app.rect('tab-hexmax'), null);
  await app.click('about-close');
  await app.page.waitForFunction(() => window.knobel.rect('about-close') === null);
  await app.waitForRect('tab-hexmax');
  expectNoProblems(app, assert);
  await app.close();
});

test('loadText with junk names the line and column, and keeps the app alive', async () => {
  const app = await openApp(session, '#views');
  const ok = await app.page.evaluate(() => window.knobel.loadText('crossnumber', 'junk', 'junk.kz'));
  assert.equal(ok, false);
  let state = await app.state();
  assert.equal(state.puzzle, 'crossnumber');
  assert.match(state.error, /junk\.kz:1:1: /);
  assert.match(state.error, /The puzzle on screen is unchanged/);
  // Still working: a puzzle name nobody knows is named too, and the screen stays.
  assert.equal(await app.page.evaluate(() => window.knobel.loadText('sudoku', 'x')), false);
  state = await app.state();
  assert.match(state.error, /no puzzle called "sudoku"/);
  assert.equal(state.puzzle, 'crossnumber');
  expectNoProblems(app, assert);
  await app.close();
});

test('a loading indicator shows while the wasm loads', async () => {
  let release;
  const held = new Promise((resolve) => { release = resolve; });
  const app = await openApp(session, '#views', {
    waitForReady: false,
    beforeLoad: (page) => page.route('**/knobel.wasm', async (route) => { await held; await route.continue(); }),
  });
  await app.page.waitForSelector('#status', { state: 'visible' });
  assert.match(await app.page.textContent('#status-text'), /Loading/);
  release();
  await waitReady(app.page);
  await app.page.waitForSelector('#status', { state: 'hidden' });
  expectNoProblems(app, assert);
  await app.close();
});

test('without WebGL2 the page says so in words', async () => {
  const app = await openApp(session, '#views', {
    waitForReady: false,
    beforeLoad: (page) => page.addInitScript(() => {
      const original = HTMLCanvasElement.prototype.getContext;
      HTMLCanvasElement.prototype.getContext = function (kind, ...rest) {
        return kind === 'webgl2' ? null : original.call(this, kind, ...rest);
      };
    }),
  });
  await app.page.waitForFunction(() => document.getElementById('status').classList.contains('failed'));
  assert.match(await app.page.textContent('#status-text'), /WebGL2/);
  await app.close();
});

test('without WebAssembly the page says so in words', async () => {
  const app = await openApp(session, '#views', {
    waitForReady: false,
    beforeLoad: (page) => page.addInitScript(() => { delete window.WebAssembly; }),
  });
  await app.page.waitForFunction(() => document.getElementById('status').classList.contains('failed'));
  assert.match(await app.page.textContent('#status-text'), /WebAssembly/);
  await app.close();
});

test('the site also works from a sub-path (as on GitHub Pages)', async () => {
  // A server whose root holds the site under /knobel/.
  const root = mkdtempSync(join(tmpdir(), 'knobel-subpath-'));
  symlinkSync(process.env.KNOBEL_WEB_DIR, join(root, 'knobel'));
  const served = await startServer(root, 0);
  const context = await session.browser.newContext();
  const page = await context.newPage();
  const problems = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => { if (message.type() === 'error') problems.push(message.text()); });
  try {
    await page.goto(`${served.url}knobel/#hexmax/D24/3`);
    await waitReady(page);
    const state = JSON.parse(await page.evaluate(() => window.knobel.state()));
    assert.equal(state.puzzle, 'hexmax');
    assert.equal(state.link, '#hexmax/D24/3');
    assert.equal(new URL(page.url()).pathname, '/knobel/');
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
    served.server.close();
    rmSync(root, { recursive: true, force: true });
  }
});

test('if the real canvas gets no WebGL2 context, the page says so instead of loading forever', async () => {
  // The page's own check uses a throwaway canvas, so only the app's context on #canvas fails.
  const app = await openApp(session, '#views', {
    waitForReady: false,
    beforeLoad: (page) => page.addInitScript(() => {
      const getContext = HTMLCanvasElement.prototype.getContext;
      HTMLCanvasElement.prototype.getContext = function (type, ...rest) {
        return this.id === 'canvas' && type === 'webgl2' ? null : getContext.call(this, type, ...rest);
      };
    }),
  });
  await app.page.waitForFunction(() => document.getElementById('status').classList.contains('failed'), null,
                                 { timeout: 30000 });
  assert.match(await app.page.textContent('#status-text'), /could not start.*WebGL2/s);
  await app.close();
});

test('a lost WebGL context turns into a message that says how to get the puzzle back', async () => {
  const app = await openApp(session, '#hexmax/D24/3');
  assert.equal(await app.page.evaluate(() => document.getElementById('status').classList.contains('failed')), false);
  await app.page.evaluate(() => {
    document.getElementById('canvas').getContext('webgl2').getExtension('WEBGL_lose_context').loseContext();
  });
  await app.page.waitForFunction(() => document.getElementById('status').classList.contains('failed'));
  assert.match(await app.page.textContent('#status-text'), /Reload the page/);
  assert.equal(await app.page.evaluate(() => document.body.classList.contains('ready')), false);
  await app.close();
});

// The page's description and the web app manifest name the puzzles of src/puzzles.def (written
// from it at configure time): every listed title, in its order.
test('the page description and the manifest name every listed puzzle of src/puzzles.def', async () => {
  const app = await openApp(session, '');
  const description = await app.page.evaluate(() => document.querySelector('meta[name="description"]').content);
  const manifest = await app.page.evaluate(async () => (await (await fetch('manifest.webmanifest')).json()).description);
  const titles = puzzleList.map((puzzle) => puzzle.title);
  const inWords = `${titles.slice(0, -1).join(', ')} and ${titles[titles.length - 1]}`;
  for (const text of [description, manifest]) {
    assert.ok(text.includes(inWords), `"${text}" names ${inWords}`);
    assert.ok(!text.includes('@'), `"${text}" has no template left`);
  }
  expectNoProblems(app, assert);
  await app.close();
});
