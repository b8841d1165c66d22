// The screenshots of docs/images (issue 20): each puzzle in play at 1280×800 and on a 360×740
// touch phone, as a player sees it after a few moves and a hint. Not a test: run by hand after a
// build (`make screenshots`, or with the environment the browser tests get) and look at them.
//   KNOBEL_WEB_DIR=build/web KNOBEL_EXAMPLES_DIR=../shared/examples node tests/browser/screenshots.mjs docs/images
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { examplesDir, openApp, startBrowser } from './harness.mjs';

const out = process.argv[2] ?? 'docs/images';
const sizes = {
  desktop: { viewport: { width: 1280, height: 800 } },
  phone: { viewport: { width: 360, height: 740 }, hasTouch: true },
};
// How each puzzle is set up: a link, then calls of window.knobel (moves, a hint).
const puzzles = {
  views: { link: '#views/battery/157', moves: ['+0,3,3', '+1,3,3'], hint: true },
  hexmax: { link: '#hexmax/D24/3', moves: ['0b-0a'], hint: true },
  matches: { file: ['matches', 'streichhoelzer1.txt'], moves: [], hint: true },
  crossnumber: { file: ['crossnumber', 'five-5x5.kz'], moves: [], hint: true },
};

const session = await startBrowser();
try {
  for (const [name, setup] of Object.entries(puzzles)) {
    for (const [size, options] of Object.entries(sizes)) {
      const app = await openApp(session, setup.link ?? `#${name}`, options);
      if (setup.file) {
        const text = readFileSync(join(examplesDir, ...setup.file), 'utf8');
        await app.page.evaluate(([puzzle, t]) => window.knobel.loadText(puzzle, t), [name, text]);
      }
      for (const move of setup.moves) await app.page.evaluate((m) => window.knobel.play(m), move);
      if (setup.hint) await app.page.evaluate(() => window.knobel.hint());
      await app.nextFrame();
      await app.page.screenshot({ path: join(out, `${name}-${size}.png`) });
      await app.close();
    }
  }
} finally {
  await session.close();
}
