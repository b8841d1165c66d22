// Play is safe (issue 20): while playing, nothing a click, a tap, a drag, a swipe or a typed key
// does on any part of any board changes the puzzle itself — the link's puzzle part (the link
// without its play= and target= options) stays what it was, at 1280×800 and on a 360×740 touch
// screen. Moves may be made (that is play); the puzzle may not change. Every puzzle of
// src/puzzles.def is walked, by its screens/<id>.mjs (`boards`).
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { expectNoProblems, openApp, startBrowser } from './harness.mjs';
import { screens } from './screens.mjs';

let session;
before(async () => { session = await startBrowser(); });
after(async () => { await session?.close(); });

const puzzlePart = (link) => link.replace(/\/(play|target)=[^/]*/g, '');

// Brings widget `id` into the window's upper half; its rect, or null.
async function bringIntoView(app, id) {
  const { height } = app.page.viewportSize();
  for (let i = 0; i < 40; ++i) {
    await app.nextFrame();
    const rect = await app.page.evaluate((widget) => window.knobel.rect(widget), id);
    const state = await app.state();
    if (rect && rect.y >= 60 && (rect.y + Math.min(rect.h, 200) <= height || state.scroll.y >= state.scroll.max)) return rect;
    // (The wheel on a phone too: a swipe to scroll must start beside the boards, which on a phone
    // fill the width — phone.test.mjs finds such spots; here only the boards are under test.)
    await app.page.mouse.move(16, height - 30);
    await app.page.mouse.wheel(0, rect && rect.y < 60 ? -100 : 100);
  }
  return app.page.evaluate((widget) => window.knobel.rect(widget), id);
}

for (const [size, options] of [['1280 px', { viewport: { width: 1280, height: 800 } }],
                               ['360 px touch', { viewport: { width: 360, height: 740 }, hasTouch: true }]]) {
  test(`in play, clicks, drags, swipes and keys on every board leave the puzzle as it is (${size})`, async () => {
    const phone = Boolean(options.hasTouch);
    const { height } = options.viewport;
    for (const [puzzle, { link, boards }] of Object.entries(screens)) {
      const app = await openApp(session, link, options);
      const start = puzzlePart((await app.state()).link);
      const changed = [];
      const check = async (what) => {
        const now = puzzlePart((await app.state()).link);
        if (now !== start) changed.push(`${what}: ${now}`);
      };
      for (const id of boards) {
        let rect = await bringIntoView(app, id);
        assert.ok(rect, `${puzzle}: ${id} is drawn in play (${size})`);
        // A grid of points over a board (within the window), each clicked or tapped; a control
        // (a field, a button: under 60 px tall) at its middle.
        const spots = rect.h < 60 ? [0.5] : [0.12, 0.5, 0.88];
        for (const fx of spots) {
          for (const fy of spots) {
            rect = await app.page.evaluate((widget) => window.knobel.rect(widget), id);
            if (!rect) break;
            const x = rect.x + fx * rect.w, y = rect.y + fy * Math.min(rect.h, height - rect.y - 5);
            if (phone) await app.page.touchscreen.tap(x, y); else await app.page.mouse.click(x, y);
            await app.clickTakenIn();
            await check(`${id} ${phone ? 'tap' : 'click'} at ${fx},${fy}`);
          }
        }
        // Keys typed after the clicks (a digit, a letter, Backspace), then Escape.
        for (const key of ['7', 'a', 'Backspace', 'Escape']) await app.page.keyboard.press(key);
        await app.clickTakenIn();
        await check(`${id} keys`);
        if (spots.length === 1) continue;  // a control: its press is what it does
        // Drags (laptop) or swipes (phone) across a board: sideways and diagonally.
        for (const [dx, dy] of [[0.6, 0], [0.4, 0.4]]) {
          rect = await app.page.evaluate((widget) => window.knobel.rect(widget), id);
          if (!rect) break;
          const from = { x: rect.x + 0.2 * rect.w, y: rect.y + 0.3 * Math.min(rect.h, height - rect.y - 5) };
          const span = { x: dx * rect.w, y: dy * Math.min(rect.h, 300) };
          if (phone) await app.swipe(from, -span.y, 6, -span.x);
          else await app.mouseDrag(from, { x: from.x + span.x, y: from.y + span.y });
          await app.clickTakenIn();
          await check(`${id} ${phone ? 'swipe' : 'drag'} ${dx},${dy}`);
        }
        await app.page.keyboard.press('Escape');
      }
      assert.deepEqual(changed, [], `${puzzle} (${size}): the puzzle changed in play`);
      expectNoProblems(app, assert);
      await app.close();
    }
  });
}
