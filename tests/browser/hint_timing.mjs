// How long knobel.hint() takes in the page (issue 19: a hint answers within one frame, 16 ms), on
// every gallery puzzle and on new puzzles of every size. Not a test — timings belong in
// docs/performance.md, not in assertions — but run by hand after a build, with the environment
// the browser tests get:
//   KNOBEL_WEB_DIR=build/web KNOBEL_EXAMPLES_DIR=../shared/examples node tests/browser/hint_timing.mjs
// knobel.hint() answers in the call, so performance.now() around it is the hint's whole cost. For
// each puzzle, as a player meets it — the puzzle opens, they look at it for a moment, they ask —
// the page first works the answer out quietly (state().preparingHint, waited for here); then the
// first hint and the slowest of the hints that follow it to the end, each played before the next.
// HINT_AT_ONCE=1 asks at once instead, the first hint then running the solve when the game needs
// its answer (the page's Hint button runs that solve in slices with a progress bar).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { examplesDir, openApp, startBrowser } from './harness.mjs';

// Times hints along the way to a solved, optimal board (at most `limit`); in the page, so that no
// round trip to the test is counted.
async function timeHints(app, limit) {
  if (!process.env.HINT_AT_ONCE) await app.waitForState((s) => !s.preparingHint, 120000);  // true from the opening on
  return app.page.evaluate((most) => {
    const times = [];
    for (let i = 0; i < most; ++i) {
      const state = JSON.parse(window.knobel.state());
      if (state.play.solved && state.play.optimal) break;
      const start = performance.now();
      const hint = JSON.parse(window.knobel.hint());
      times.push(performance.now() - start);
      if (!hint || (hint.move === null && hint.undo === 0)) break;  // done, or no answer exists
      if (hint.move !== null) window.knobel.play(hint.move);
      else for (let u = 0; u < hint.undo; ++u) window.knobel.undo();
    }
    return times;
  }, limit);
}

function row(name, times) {
  const later = times.slice(1);
  const fmt = (ms) => `${ms.toFixed(1)} ms`;
  console.log(`| ${name} | ${times.length} | ${times.length ? fmt(times[0]) : '–'} | ` +
              `${later.length ? fmt(Math.max(...later)) : '–'} | ${later.length ? fmt(later.reduce((a, b) => a + b, 0) / later.length) : '–'} |`);
}

const limit = Number(process.env.HINT_LIMIT ?? 400);
const gallery = [
  ...['views/battery/1', 'views/battery/157', 'views/battery/4711', 'views/battery/999999'].map((link) => ({ link: `#${link}` })),
  ...['hexmax', 'matches', 'crossnumber'].flatMap((puzzle) =>
    readdirSync(join(examplesDir, puzzle)).sort().map((file) => ({ puzzle, file }))),
];
const generated = {
  views: [2, 3, 4, 5, 6, 7, 8],
  hexmax: [1, 10, 100, 1000, 10000],
  matches: [4, 30, 100, 300, 1000],
  crossnumber: ['2x2', '4x4', '6x6', '8x8', '12x12'],
};

const session = await startBrowser();
try {
  console.log('| puzzle | hints | first hint | slowest later hint | mean later hint |');
  console.log('|---|---:|---:|---:|---:|');
  for (const entry of gallery) {
    const app = await openApp(session, entry.link ?? `#${entry.puzzle}`);
    if (entry.file) {
      const text = readFileSync(join(examplesDir, entry.puzzle, entry.file), 'utf8');
      await app.page.evaluate(([puzzle, t]) => window.knobel.loadText(puzzle, t), [entry.puzzle, text]);
    }
    row(entry.link ?? `${entry.puzzle}/${entry.file}`, await timeHints(app, limit));
    await app.close();
  }
  for (const [puzzle, sizes] of Object.entries(generated)) {
    for (const size of sizes) {
      const app = await openApp(session, `#${puzzle}`);
      const made = await app.page.evaluate((o) => window.knobel.newGame(o), { size, difficulty: 'hard', seed: 1 });
      if (made) row(`${puzzle} new, size ${size}, hard, seed 1`, await timeHints(app, limit));
      else console.log(`| ${puzzle} ${size}: no new puzzle | | | | |`);
      await app.close();
    }
  }
} finally {
  await session.close();
}
