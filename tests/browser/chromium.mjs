// The browser the browser tests drive, and scripts/measure-web.mjs with them, so that its figures
// are taken in the browser the tests run in. No set-up of its own (harness.mjs needs a built site
// named by KNOBEL_WEB_DIR; this does not).
import { chromium } from 'playwright-core';

// Debian's chromium-headless-shell, Chromium's own headless build (the one Playwright drives when
// it runs headless): the Blink, V8, ANGLE and SwiftShader of /usr/bin/chromium without the desktop
// browser around them. The 14 files took 472 s with it against 569 s with the full browser, side
// by side (docs/build.md). KNOBEL_CHROMIUM names another, e.g. /usr/bin/chromium.
const chromiumPath = process.env.KNOBEL_CHROMIUM || '/usr/bin/chromium-headless-shell';

// WebGL2 in software (SwiftShader); the page itself composited by the CPU (--disable-gpu-compositing):
// a fifth less time in every file than SwiftShader compositing it too (docs/build.md).
const chromiumArgs = [
  '--headless', '--no-sandbox', '--use-gl=angle', '--use-angle=swiftshader', '--enable-unsafe-swiftshader',
  '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run',
  '--disable-gpu-compositing',
];

// The browser, started with the arguments above.
export function launchChromium() {
  return chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
}
