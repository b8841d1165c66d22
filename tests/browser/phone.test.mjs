// A phone held upright (360 CSS pixels wide, touch only), as a person uses it: every key of the
// Hex-Max keypad is on screen, a one-finger swipe scrolls the page, tapping a text field brings up
// the phone's keyboard (the page focuses its hidden input), and what is typed there arrives.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';

import { startBrowser, openApp, expectNoProblems } from './harness.mjs';

let session;
before(async () => { session = await startBrowser(); });
after(async () => { await session.close(); });

const phone = { viewport: { width: 360, height: 740 }, hasTouch: true };

async function swipe(app, from, dy) {
  const cdp = await app.context.newCDPSession(app.page);
  const touch = (type, point) => cdp.send('Input.dispatchTouchEvent', {
    type, touchPoints: type === 'touchEnd' ? [] : [{ x: point.x, y: point.y }] });
  await touch('touchStart', from);
  await app.nextFrame();
  const steps = 10;
  for (let i = 1; i <= steps; i++) {
    await touch('touchMove', { x: from.x, y: from.y + (dy * i) / steps });
    await app.nextFrame();
  }
  await touch('touchEnd', { x: from.x, y: from.y + dy });
  await app.nextFrame();
}

const inside = (rect, width) => rect.x >= 0 && rect.x + rect.w <= width + 0.5;

test('phone: the keypad fits, a swipe scrolls to Solve, and the phone keyboard types into Number', async () => {
  const app = await openApp(session, '#hexmax/D24/3', phone);
  await app.tap('keypad-toggle');
  await app.waitForState((s) => s.view.keypad === true);
  for (const key of ['key-0', 'key-7', 'key-F', 'key-delete', 'key-clear']) {
    // A key below the fold is brought up by swiping, here from the middle of key 0's row of keys
    // (a swipe that starts on a button scrolls too; the button is not pressed).
    let rect = await app.rect(key);
    for (let swipes = 0; rect === null && swipes < 4; ++swipes) {
      await swipe(app, { x: 180, y: 600 }, -200);
      rect = await app.rect(key);
    }
    assert.ok(rect, `${key} can be brought on screen by swiping`);
    assert.ok(inside(rect, 360), `${key} is within the screen's width: ${JSON.stringify(rect)}`);
    assert.ok(rect.w >= 40 && rect.h >= 40, `${key} is finger-sized: ${JSON.stringify(rect)}`);
  }

  // None of those swipes typed anything.
  assert.equal((await app.state()).link, '#hexmax/D24/3');
  await app.tap('keypad-toggle');
  await swipe(app, { x: 180, y: 200 }, 600);

  // A swipe upwards on text (no widget takes it) scrolls the page: what was below comes up.
  const anchor = await app.waitForRect('play-counter');
  const before = anchor.y;
  await swipe(app, { x: anchor.x + 4, y: anchor.y + anchor.h / 2 }, -250);
  const moved = await app.rect('play-counter');
  assert.ok(moved === null || moved.y < before - 100, `the page scrolled: ${before} -> ${moved && moved.y}`);

  // Back to the top, then the Number field: a tap focuses the page's hidden input (the phone's
  // keyboard comes up for it), and text typed there lands in the field.
  await swipe(app, { x: 180, y: 300 }, 600);
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

test('phone: every puzzle screen fits in 360 pixels (nothing cut off at the right edge)', async () => {
  const ids = {
    '#views/fe88e8f9b499': ['view-top', 'view-front', 'view-side', 'solve', 'build-layer-0'],
    '#hexmax/D24/3': ['number', 'm', 'solve', 'display'],
    '#matches': ['u', 'solve', 'board'],
    '#crossnumber': ['board-play', 'solve', 'grid', 'digit-9'],
  };
  for (const [link, widgets] of Object.entries(ids)) {
    const app = await openApp(session, link, phone);
    for (const id of widgets) {
      const rect = await app.rect(id);
      if (rect === null && id !== widgets[0]) continue;  // below the fold: reachable by a swipe (tested above)
      assert.ok(rect, `${link}: ${id} is on screen`);
      assert.ok(inside(rect, 360), `${link}: ${id} is within the screen's width: ${JSON.stringify(rect)}`);
    }
    await app.screenshot(`phone-${link.split('/')[0].slice(1)}.png`);
    expectNoProblems(app, assert);
    await app.close();
  }
});
