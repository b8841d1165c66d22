// Shared set-up for the browser tests: build/web served on loopback, Debian's Chromium driven by
// playwright-core (no browser download), and helpers that talk to the app the way a person does:
// by clicking the pixels knobel.rect() reports. Run through ctest (`make test`), which sets
// KNOBEL_WEB_DIR and KNOBEL_ARTIFACTS.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { startServer } from '../../scripts/serve.mjs';
import { launchChromium } from './chromium.mjs';
import { decodePng } from './png.mjs';

export { launchChromium };  // the browser (chromium.mjs), for a test that starts its own

const webDir = process.env.KNOBEL_WEB_DIR;
export const artifactsDir = process.env.KNOBEL_ARTIFACTS ?? join(process.cwd(), 'test-artifacts');
export const examplesDir = process.env.KNOBEL_EXAMPLES_DIR;
if (!webDir) throw new Error('KNOBEL_WEB_DIR (the built site, build/web) is not set; run the tests through ctest');

// The pooled contexts (openApp), each with the list of idle ones it goes back to and its anchor page.
const pooledContexts = new WeakMap();

// Starts the server and the browser once per test file.
export async function startBrowser() {
  const served = await startServer(webDir, 0);
  const browser = await launchChromium();
  return {
    url: served.url,
    browser,
    idleContexts: new Map(),  // openApp's pool: option key -> contexts no page of a test uses
    async close() {
      await browser.close();
      served.server.close();
    },
  };
}

// A fresh page on `fragment`, waited on until knobel.state() says ready. Collects console errors
// and page errors in `problems`, which every test checks at its end with expectNoProblems().
//
// The page's browser context is one a test before it left (same viewport, scale and touch), with
// the site's storage wiped (localStorage keeps the last game: a test must not see another's), so
// the page starts as on a first visit; its HTTP cache and service worker stay, as on a person's
// second visit. A page start in a fresh context took twice as long (≈ 1.1 s against
// ≈ 0.5 s), most of a short test (docs/build.md). The tab itself is the one the test before left
// too, navigated away to the stylesheet (AppPage.close): a load in a new tab took ≈ 1.1 s, in the
// old one ≈ 0.6 s (2026-11-29). Nothing of the page before stays: a load starts the app afresh,
// and the tab's session history is only seen through Back, which no test takes past its own
// first entry. A test that prepares its page or context
// (`beforeLoad`: a route, an init script, a permission) gets a context of its own, closed with it:
// a route does not see what a service worker serves, and a permission would outlive the test.
export async function openApp(session, fragment = '', options = {}) {
  const { viewport = { width: 1280, height: 800 }, deviceScaleFactor = 1, hasTouch = false } = options;
  if (options.beforeLoad) {
    const context = await session.browser.newContext({ viewport, deviceScaleFactor, hasTouch });
    return openPage(context, session.url + fragment, options);
  }
  const key = JSON.stringify([viewport, deviceScaleFactor, hasTouch]);
  const idle = session.idleContexts.get(key) ?? [];
  session.idleContexts.set(key, idle);
  const context = idle.pop() ?? await newPooledContext(session, { viewport, deviceScaleFactor, hasTouch }, idle);
  const origin = new URL(session.url).origin;
  const pool = pooledContexts.get(context);
  const spare = pool.spare;
  pool.spare = null;
  const app = await openPage(context, session.url + fragment, {
    ...options,
    page: spare,
    beforeLoad: async (page) => {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Storage.clearDataForOrigin', {
        origin, storageTypes: 'local_storage,indexeddb,cookies,websql,file_systems',
      });
      await cdp.detach();
    },
  });
  return app;
}

// A context for the pool, with a page of the site that stays open while tests come and go (the
// stylesheet: it runs nothing), so the site's renderer process does not go with a test's last
// page: a page start in it took ≈ 0.5 s, against ≈ 0.8 s once the process had gone.
async function newPooledContext(session, options, idle) {
  const context = await session.browser.newContext(options);
  const anchor = await context.newPage();
  const rest = session.url + 'style.css';
  await anchor.goto(rest);
  pooledContexts.set(context, { idle, anchor, rest, viewport: options.viewport, spare: null });
  return context;
}

// A new page of `context` at `url`, its console errors and page errors collected; once it is
// ready unless `waitForReady` is false. `beforeLoad(page, context)` runs before the page loads.
// `page`: a tab of `context` to load it in (openApp's spare one) instead of a new one.
export async function openPage(context, url, options = {}) {
  const page = options.page ?? await context.newPage();
  const problems = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console.error: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  const warnings = [];  // the last few, for the message of a wait that timed out
  page.on('console', (message) => {
    if (message.type() !== 'warning') return;
    warnings.push(message.text());
    if (warnings.length > 5) warnings.shift();
  });
  if (options.beforeLoad) await options.beforeLoad(page, context);
  await page.goto(url);
  if (options.waitForReady !== false) await waitReady(page);
  return new AppPage(page, context, problems, warnings);
}

// Until the page's app has started (knobel.state().ready): after a load or a reload.
export async function waitReady(page) {
  await page.waitForFunction(() => window.knobel && JSON.parse(window.knobel.state()).ready, null, { timeout: 30000 });
}

export class AppPage {
  constructor(page, context, problems, warnings = []) {
    this.page = page;
    this.context = context;
    this.problems = problems;
    this.warnings = warnings;
  }

  async state() {
    return JSON.parse(await this.page.evaluate(() => window.knobel.state()));
  }

  // Where widget `id` is drawn, read from a frame drawn after this call: the frame that took the
  // last click or state change may still show what that change removed (a closed combo, a Cancel).
  async rect(id) {
    await this.nextFrame();
    return this.page.evaluate((widget) => window.knobel.rect(widget), id);
  }

  // Waits until widget `id` is drawn in a frame drawn after this call, then clicks the middle of its rectangle.
  async click(id) {
    await this.nextFrame();  // the rect of a frame drawn after everything sent so far, not a stale one
    const rect = await this.waitForRect(id);
    await this.page.mouse.click(rect.x + rect.w / 2, rect.y + rect.h / 2);
    await this.clickTakenIn();
  }

  // Clicks the right end of slider `id`, which sets it to its largest value: `scrubber` to the
  // last step (the whole answer, at once), `speed` to the fastest playback. For tests that need the
  // end of an animation, not its natural pace (2 steps a second: 8 s for 16 cubes).
  async clickEnd(id) {
    await this.nextFrame();
    const rect = await this.waitForRect(id);
    await this.page.mouse.click(rect.x + rect.w - 2, rect.y + rect.h / 2);
    await this.clickTakenIn();
  }

  // ImGui sees a press in the first frame after it and its release in the second (input_trickle):
  // only then has the clicked button acted, and what the test reads or sends next comes after it.
  async clickTakenIn() {
    await this.nextFrame();
    await this.nextFrame();
  }

  // Clicks text field `id`, replaces what it holds with `value` and presses Enter.
  async setField(id, value) {
    await this.click(id);
    await this.page.keyboard.press('Control+A');
    await this.page.keyboard.type(String(value));
    await this.page.keyboard.press('Enter');
  }

  // Presses the mouse at page point `from`, moves to `to` in small steps with a frame after each
  // (ImGui sees the press, the drag and the release in separate frames, as from a hand), lets go.
  async mouseDrag(from, to, steps = 8) {
    await this.page.mouse.move(from.x, from.y);
    await this.page.mouse.down();
    await this.nextFrame();
    for (let i = 1; i <= steps; i++) {
      await this.page.mouse.move(from.x + ((to.x - from.x) * i) / steps, from.y + ((to.y - from.y) * i) / steps);
      await this.nextFrame();
    }
    await this.page.mouse.up();
    await this.nextFrame();
  }

  // Scrolls the page's window with the mouse wheel until widget `id` is on screen (a pane below
  // the fold); returns its rect.
  async scrollTo(id) {
    const viewport = this.page.viewportSize();
    for (let i = 0; i < 40; ++i) {
      await this.nextFrame();
      const rect = await this.page.evaluate((widget) => window.knobel.rect(widget), id);
      if (rect && rect.y >= 0 && rect.y + rect.h <= viewport.height) return rect;
      await this.page.mouse.move(viewport.width / 2, viewport.height / 2);
      await this.page.mouse.wheel(0, rect && rect.y < 0 ? -200 : 200);
    }
    return this.waitForRect(id, 1);
  }

  async tap(id) {
    await this.nextFrame();
    const rect = await this.waitForRect(id);
    await this.page.touchscreen.tap(rect.x + rect.w / 2, rect.y + rect.h / 2);
    await this.clickTakenIn();
  }

  // A one-finger swipe from page point `from` by `dy` pixels (and `dx` sideways), as a finger
  // moves: the press, `steps` positions along the way (past ImGui's drag threshold at once) and the
  // release, a frame after each. Touch events go through CDP (playwright's touchscreen only taps);
  // one session per page.
  async swipe(from, dy, steps = 4, dx = 0) {
    this.touchSession ??= await this.context.newCDPSession(this.page);
    const touch = (type, point) => this.touchSession.send('Input.dispatchTouchEvent', {
      type, touchPoints: type === 'touchEnd' ? [] : [{ x: point.x, y: point.y }] });
    await touch('touchStart', from);
    await this.nextFrame();
    for (let i = 1; i <= steps; i++) {
      await touch('touchMove', { x: from.x + (dx * i) / steps, y: from.y + (dy * i) / steps });
      await this.nextFrame();
    }
    await touch('touchEnd', { x: from.x + dx, y: from.y + dy });
    await this.nextFrame();
  }

  async waitForRect(id, timeout = 10000) {
    try {
      const handle = await this.page.waitForFunction((widget) => window.knobel.rect(widget), id, { timeout });
      return handle.jsonValue();
    } catch (error) {
      const state = await this.page.evaluate(() => window.knobel.state()).catch(() => 'no state');
      throw new Error(`widget "${id}" was not drawn within ${timeout} ms; state: ${String(state).slice(-600)}; ` +
                      `page problems: ${JSON.stringify(this.problems)}; last warnings: ${JSON.stringify(this.warnings)}`);
    }
  }

  // Waits until `predicate(state)` holds; returns that state.
  async waitForState(predicate, timeout = 15000) {
    const deadline = Date.now() + timeout;
    let state;
    while (Date.now() < deadline) {
      state = await this.state();
      if (predicate(state)) return state;
      await this.page.waitForTimeout(25);
    }
    throw new Error(`state did not reach the expected condition within ${timeout} ms; last: ${JSON.stringify(state)}; ` +
                    `page problems: ${JSON.stringify(this.problems)}; last warnings: ${JSON.stringify(this.warnings)}`);
  }

  // Has one more frame drawn and waits for it, so everything sent before (input, a resize) is in
  // it. (Waiting for a frame without asking for one raced: the frames an action causes may all be
  // drawn before the wait starts, and then none follows.)
  async nextFrame() {
    return JSON.parse(await this.page.evaluate(() => window.knobel.frame()));
  }

  async screenshot(name) {
    mkdirSync(artifactsDir, { recursive: true });
    const buffer = await this.page.screenshot({ path: join(artifactsDir, name) });
    return decodePng(buffer);
  }

  // Closes the page's context; a pooled one (openApp) is left with no page but its anchor and a
  // spare tab, and goes back to its pool (closing another page of it afterwards does nothing).
  // The spare tab is this page's, on the site's stylesheet (it runs nothing; about:blank, whose
  // origin is opaque, once logged a CORS error for the site's icon into the next test), with no
  // listener, key or button of this test left; a page whose viewport the test changed is closed
  // instead.
  async close() {
    const pool = pooledContexts.get(this.context);
    if (!pool) return this.context.close();
    if (pool.idle.includes(this.context)) return undefined;  // closed already (by another page of it)
    const pages = this.context.pages().filter((page) => page !== pool.anchor);
    const viewport = this.page.viewportSize();
    const keep = !this.page.isClosed() && viewport?.width === pool.viewport.width &&
                 viewport?.height === pool.viewport.height ? this.page : null;
    for (const page of pages) if (page !== keep) await page.close();
    if (keep) {
      await this.touchSession?.detach();
      keep.removeAllListeners('console');
      keep.removeAllListeners('pageerror');
      await keep.goto(pool.rest);
      for (const key of ['Shift', 'Control', 'Alt', 'Meta']) await keep.keyboard.up(key);
      await keep.mouse.up();
    }
    pool.spare = keep;
    pool.idle.push(this.context);
    return undefined;
  }
}

// The keyboard's way into a board: ArrowDown walks the focus down the page, Space steps into a
// framed pane (`focusOf(state)` is one of `frames`), until `focusOf(state)` is `target`. Returns
// the last state; the caller asserts that the target was reached.
export async function walkFocusTo(app, focusOf, target, frames, presses = 80) {
  let state = await app.state();
  for (let pressed = 0; pressed < presses && focusOf(state) !== target; ++pressed) {
    await app.page.keyboard.press(frames.includes(focusOf(state)) ? 'Space' : 'ArrowDown');
    state = await stateAtRest(app);
  }
  return state;
}

// The state once a key has had its whole effect. ImGui moves the keyboard focus a frame after the
// frame that took the key (the move is resolved at that frame's end), so a state read one frame
// after a press could still show the old focus — and the next key went to the new one (an extra
// ArrowDown moved a cursor that had just been entered). Reads frame after frame until one frame
// changed nothing but the frame count.
export async function stateAtRest(app, maxFrames = 10) {
  const withoutFrame = (state) => JSON.stringify({ ...state, frame: 0 });
  let before = await app.nextFrame();
  for (let i = 0; i < maxFrames; ++i) {
    const after = await app.nextFrame();
    if (withoutFrame(after) === withoutFrame(before)) return after;
    before = after;
  }
  return before;
}

export function expectNoProblems(app, assert) {
  assert.deepEqual(app.problems, [], 'the page logged errors');
}
