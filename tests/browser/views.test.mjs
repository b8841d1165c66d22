// The Views screen in a real browser. Expected answers come from a brute force written here from
// the spec's bit conventions (../shared/specs/views.md), never from the app's own code.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { expectNoProblems, openApp, startBrowser } from './harness.mjs';

// --- An independent model of K = 4 puzzles --------------------------------------------------------
const bitsOfHex = (hex) => [...hex].flatMap((c) => [3, 2, 1, 0].map((b) => (parseInt(c, 16) >> b) & 1));
const hexOfBits = (bits) => {
  let hex = '';
  for (let i = 0; i < bits.length; i += 4) hex += ((bits[i] << 3) | (bits[i + 1] << 2) | (bits[i + 2] << 1) | bits[i + 3]).toString(16);
  return hex;
};
const cellXYZ = (i) => ({ x: i & 3, z: (i >> 2) & 3, y: i >> 4 });
// The three pixels (bit numbers of the 48-bit puzzle) a cell lies on.
const pixelsOf = (i) => {
  const { x, y, z } = cellXYZ(i);
  return [4 * z + x, 16 + 4 * y + x, 32 + 4 * y + (3 - z)];
};
function viewsOf(cells) {
  const bits = new Array(48).fill(0);
  for (const i of cells) for (const p of pixelsOf(i)) bits[p] = 1;
  return bits;
}
// Every cell whose three pixels are set, then the smallest subsets of them that show the views.
function bruteForce(puzzleHex) {
  const bits = bitsOfHex(puzzleHex);
  const candidates = [];
  for (let i = 0; i < 64; ++i) if (pixelsOf(i).every((p) => bits[p])) candidates.push(i);
  assert.ok(candidates.length <= 22, 'brute force only for puzzles with few candidate cells');
  let best = Infinity, count = 0;
  for (let subset = 0; subset < 1 << candidates.length; ++subset) {
    const cells = candidates.filter((_, j) => subset & (1 << j));
    if (cells.length > best) continue;
    if (viewsOf(cells).some((b, k) => b !== bits[k])) continue;
    if (cells.length < best) { best = cells.length; count = 0; }
    ++count;
  }
  return { solvable: best !== Infinity, cubes: best, count, candidates };
}
// The minimum for puzzles with too many candidates to try every subset: branch and bound on the
// set-cover form (pick the uncovered pixel with the fewest cells left, try each of them). A cube
// covers at most one pixel per view, so the largest per-view count of uncovered pixels bounds it.
function minimumCubes(puzzleHex) {
  const bits = bitsOfHex(puzzleHex);
  const candidates = [];
  for (let i = 0; i < 64; ++i) if (pixelsOf(i).every((p) => bits[p])) candidates.push(i);
  const required = bits.flatMap((b, p) => (b ? [p] : []));
  if (viewsOf(candidates).some((b, k) => b !== bits[k])) return null;
  let best = candidates.length;
  const search = (uncovered, allowed, used) => {
    if (uncovered.size === 0) { best = Math.min(best, used); return; }
    const perView = [0, 0, 0];
    for (const p of uncovered) ++perView[Math.floor(p / 16)];
    if (used + Math.max(...perView) >= best) return;
    let pixel = -1, options = null;
    for (const p of uncovered) {
      const cells = allowed.filter((c) => pixelsOf(c).includes(p));
      if (!options || cells.length < options.length) { pixel = p; options = cells; }
    }
    let rest = allowed;
    for (const cell of options) {
      const next = new Set(uncovered);
      for (const p of pixelsOf(cell)) next.delete(p);
      rest = rest.filter((c) => c !== cell);
      search(next, rest, used + 1);
    }
  };
  search(new Set(required), candidates, 0);
  return best;
}
const batteryHex = (n) => createHash('md5').update(String(n).padStart(6, '0')).digest('hex').slice(0, 12);

let session;
before(async () => { session = await startBrowser(); });
after(async () => { await session?.close(); });

test('a battery link opens the puzzle; Solve by its pixels gives the brute force minimum and count', async () => {
  const app = await openApp(session, '#views/battery/157');
  let state = await app.state();
  assert.equal(state.puzzle, 'views');
  assert.equal(state.result, null);
  const hex = batteryHex(157);
  assert.equal(hex, 'fe88e8f9b499', 'the spec\'s example is battery puzzle 000157');

  await app.click('solve');
  state = await app.waitForState((s) => !s.solving && s.result !== null);
  const expected = bruteForce(hex);
  assert.equal(minimumCubes(hex), expected.cubes, 'the two independent checks agree');
  assert.equal(state.result.puzzle, hex);
  assert.equal(state.result.solvable, expected.solvable);
  assert.equal(state.result.cubes, expected.cubes);
  assert.equal(state.result.optimal_count, expected.count);
  // The shape shown is an optimal shape: it shows exactly the views.
  const shapeCells = bitsOfHex(state.result.shape).flatMap((b, i) => (b ? [i] : []));
  assert.equal(shapeCells.length, expected.cubes);
  assert.equal(hexOfBits(viewsOf(shapeCells)), hex);
  assert.equal(state.result.max_cubes, expected.candidates.length);

  // Drop the cubes in one by one with the Step button.
  await app.click('step');
  state = await app.waitForState((s) => s.view.step === 1);
  await app.click('step');
  state = await app.waitForState((s) => s.view.step === 2);
  assert.equal(state.view.steps, expected.cubes);
  await app.click('play');
  await app.waitForState((s) => s.view.step === expected.cubes && !s.view.playing, 20000);
  await app.screenshot('views.png');
  expectNoProblems(app, assert);
  await app.close();
});

test('clicking a pixel of the top view toggles exactly that bit of the puzzle', async () => {
  const app = await openApp(session, '#views/000000000000');
  const grid = await app.waitForRect('view-top');
  // Row 1, column 2 of the top view: bit 4·1 + 2 of the 48 (the top view comes first).
  await app.page.mouse.click(grid.x + grid.w * (2.5 / 4), grid.y + grid.h * (1.5 / 4));
  let state = await app.waitForState((s) => s.link !== '#views/000000000000');
  const bits = new Array(48).fill(0);
  bits[4 * 1 + 2] = 1;
  assert.equal(state.link, `#views/${hexOfBits(bits)}`);
  // The side view: row 3, column 0 is bit 32 + 12.
  const side = await app.waitForRect('view-side');
  await app.page.mouse.click(side.x + side.w * (0.5 / 4), side.y + side.h * (3.5 / 4));
  bits[32 + 12] = 1;
  state = await app.waitForState((s) => s.link === `#views/${hexOfBits(bits)}`);
  // Drag across the front view's first row: four pixels painted on.
  const front = await app.waitForRect('view-front');
  await app.page.mouse.move(front.x + front.w * 0.1, front.y + front.h * 0.1);
  await app.page.mouse.down();
  for (let col = 0; col < 4; ++col) {
    await app.page.mouse.move(front.x + front.w * ((col + 0.5) / 4), front.y + front.h * 0.1, { steps: 3 });
    await app.nextFrame();
  }
  await app.page.mouse.up();
  for (let col = 0; col < 4; ++col) bits[16 + col] = 1;
  state = await app.waitForState((s) => s.link === `#views/${hexOfBits(bits)}`);
  // Not solvable (the top view has one pixel, the side one in another row): the app says so.
  const solved = JSON.parse(await app.page.evaluate(() => window.knobel.solve()));
  assert.equal(solved.result.solvable, bruteForce(hexOfBits(bits)).solvable);
  expectNoProblems(app, assert);
  await app.close();
});

test('hovering the 3D view picks a cell, and dragging orbits', async () => {
  const app = await openApp(session, '#views/ffffffffffff');
  await app.page.evaluate(() => window.knobel.solve());
  const view = await app.waitForRect('view-3d');
  // Sweep the middle of the view until the pointer is over a cube (the shape fills the box).
  let state;
  for (let i = 0; i < 10; ++i) {
    await app.page.mouse.move(view.x + view.w * (0.35 + i * 0.03), view.y + view.h * 0.55);
    await app.nextFrame();
    state = await app.state();
    if (state.view.hovered) break;
  }
  assert.ok(state.view.hovered, 'no cell under the pointer in the middle of the 3D view');
  const [x, y, z] = state.view.hovered;
  assert.ok([x, y, z].every((v) => v >= 0 && v < 4));
  await app.screenshot('views-hover.png');
  const before = await app.page.screenshot({ clip: { x: view.x, y: view.y, width: view.w, height: view.h } });
  await app.page.mouse.move(view.x + view.w * 0.5, view.y + view.h * 0.5);
  await app.page.mouse.down();
  await app.page.mouse.move(view.x + view.w * 0.8, view.y + view.h * 0.6, { steps: 8 });
  await app.page.mouse.up();
  await app.nextFrame();
  const afterDrag = await app.page.screenshot({ clip: { x: view.x, y: view.y, width: view.w, height: view.h } });
  assert.ok(!before.equals(afterDrag), 'dragging did not change the 3D view');
  expectNoProblems(app, assert);
  await app.close();
});

test('the battery runs in the page, stays responsive, and its totals match an independent count', async () => {
  // A tall window: the battery section sits below the 3D view.
  const app = await openApp(session, '#views', { viewport: { width: 1280, height: 1400 } });
  const first = 150000, count = 20000;
  let expectedSolvable = 0, expectedCubes = 0;
  for (let n = first; n < first + count; ++n) {
    const hex = batteryHex(n);
    const bits = bitsOfHex(hex);
    const candidates = [];
    for (let i = 0; i < 64; ++i) if (pixelsOf(i).every((p) => bits[p])) candidates.push(i);
    if (viewsOf(candidates).some((b, k) => b !== bits[k])) continue;  // unsolvable
    ++expectedSolvable;
    expectedCubes += minimumCubes(hex);
  }

  await app.click('battery');
  const setNumber = async (id, value) => {
    await app.click(id);
    await app.page.keyboard.press('Control+A');
    await app.page.keyboard.type(String(value));
    await app.page.keyboard.press('Enter');
  };
  await setNumber('battery-first', first);
  await setNumber('battery-count', count);
  await app.click('battery-run');
  const state = await app.waitForState((s) => s.view.battery && !s.view.battery.running, 60000);
  assert.equal(state.view.battery.puzzles, count);
  assert.equal(state.view.battery.solvable, expectedSolvable);
  assert.equal(state.view.battery.cubes, expectedCubes);
  await app.waitForRect('battery-totals');
  await app.screenshot('views-battery.png');

  // A long run can be cancelled, and the page keeps drawing frames while it works. The whole
  // battery takes under a second here, so the CPU is throttled 20 times to make it a long run.
  await setNumber('battery-first', 0);
  await setNumber('battery-count', 1000000);
  const cdp = await app.context.newCDPSession(app.page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 20 });
  await app.click('battery-run');
  await app.waitForRect('battery-cancel');
  const frameBefore = (await app.state()).frame;
  await app.waitForState((s) => s.frame > frameBefore + 5);
  await app.click('battery-cancel');
  const cancelled = await app.waitForState((s) => s.view.battery && !s.view.battery.running);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  assert.ok(cancelled.view.battery.puzzles < 1000000, 'the run finished before Cancel could stop it');
  expectNoProblems(app, assert);
  await app.close();
});

test('bad links and files get a clear message and a puzzle all the same', async () => {
  const app = await openApp(session, '#views/fe88e8f9b4zz');
  let state = await app.state();
  assert.equal(state.puzzle, 'views');
  assert.match(state.error, /link part 2, character 11/);
  assert.equal(await app.page.evaluate(() => window.knobel.open('#views/fe88e8f9b49')), false);
  state = await app.state();
  assert.match(state.error, /link part 2/);
  assert.match(state.error, /12/);
  assert.equal(await app.page.evaluate(() => window.knobel.loadText('views', '# my puzzles\nfe88e8f9b499\nnot hex\n', 'mine.txt')), false);
  state = await app.state();
  assert.match(state.error, /mine\.txt:3:/);
  // A good file loads its first puzzle.
  assert.equal(await app.page.evaluate(() => window.knobel.loadText('views', '# two\nfe88e8f9b499\nffffffffffff\n')), true);
  state = await app.state();
  assert.equal(state.link, '#views/fe88e8f9b499');
  expectNoProblems(app, assert);
  await app.close();
});

// Views of any size K: 3·K² bits, cell i = K²·y + K·z + x (the spec's conventions).
function viewsOfSized(k, cells) {
  const bits = new Array(3 * k * k).fill(0);
  for (const i of cells) {
    const x = i % k, z = Math.floor(i / k) % k, y = Math.floor(i / (k * k));
    bits[k * z + x] = 1;
    bits[k * k + k * y + x] = 1;
    bits[2 * k * k + k * y + (k - 1 - z)] = 1;
  }
  return bits;
}
const padded = (bits) => bits.concat(new Array((4 - (bits.length % 4)) % 4).fill(0));

test('Random gives a solvable puzzle; a 6×6×6 puzzle solves in slices with a shape that shows it', async () => {
  const app = await openApp(session, '#views');
  await app.click('random');
  let state = await app.waitForState((s) => s.link !== '#views/battery/000157');
  state = JSON.parse(await app.page.evaluate(() => window.knobel.solve()));
  assert.equal(state.result.solvable, true);
  const cells = bitsOfHex(state.result.shape).flatMap((b, i) => (b ? [i] : []));
  assert.equal(hexOfBits(viewsOf(cells)), state.result.puzzle);

  // A 6×6×6 shape made here (a deterministic scatter), its views as the link.
  const k = 6, shape = [];
  for (let i = 0, seed = 12345; i < k * k * k; ++i) {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    if (seed % 100 < 30) shape.push(i);
  }
  const hex = hexOfBits(padded(viewsOfSized(k, shape)));
  assert.equal(hex.length, 27);
  assert.equal(await app.page.evaluate((h) => window.knobel.open(`#views/${h}`), hex), true);
  await app.click('solve');
  state = await app.waitForState((s) => !s.solving && s.result !== null, 120000);
  assert.equal(state.result.size, 6);
  assert.equal(state.result.solvable, true);
  const found = bitsOfHex(state.result.shape).slice(0, k * k * k).flatMap((b, i) => (b ? [i] : []));
  assert.equal(found.length, state.result.cubes);
  assert.equal(hexOfBits(padded(viewsOfSized(k, found))), hex, 'the answer shows the views');
  assert.ok(state.result.cubes <= shape.length, 'no more cubes than the shape the views came from');
  await app.screenshot('views-6.png');
  expectNoProblems(app, assert);
  await app.close();
});
