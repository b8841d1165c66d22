#!/usr/bin/env node
// Measures the built web app for docs/performance.md: download sizes (raw and gzip -9), time until
// the app is ready, and the renderer's CPU time while the page sits idle. Prints Markdown.
//
//   node scripts/measure-web.mjs [build/web] [--idle-seconds 10] [--fragment '#views'] [--work]
//
// --work also times work in the page: the whole 1,000,000-puzzle Views battery (BatteryRunner in
// the page's time slices, as a user starts it) and the Hex-Max solve of bench-10000.
//
// CPU time is Chrome's own accounting (CDP Performance.getMetrics "TaskDuration": time the
// renderer's main thread spent running tasks), taken across a window in which nothing happens.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { startServer } from './serve.mjs';
// The browser tests' browser, with their arguments (playwright-core lives with them).
import { launchChromium } from '../tests/browser/chromium.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const webDir = resolve(args.find((a, i) => !a.startsWith('--') && !args[i - 1]?.startsWith('--')) ?? 'build/web');
const idleSeconds = Number(option('--idle-seconds', '10'));
const fragment = option('--fragment', '#views');

console.log('| file | bytes | gzip -9 |\n|---|---:|---:|');
let total = 0, totalGzip = 0;
for (const name of readdirSync(webDir).sort()) {
  const path = join(webDir, name);
  if (!statSync(path).isFile()) continue;
  const bytes = readFileSync(path);
  const gzipped = gzipSync(bytes, { level: 9 }).length;
  total += bytes.length;
  totalGzip += gzipped;
  console.log(`| ${name} | ${bytes.length.toLocaleString('en')} | ${gzipped.toLocaleString('en')} |`);
}
console.log(`| **total** | **${total.toLocaleString('en')}** | **${totalGzip.toLocaleString('en')}** |\n`);

const { server, url } = await startServer(webDir, 0);
const browser = await launchChromium();
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  const started = Date.now();
  await page.goto(url + fragment);
  await page.waitForFunction(() => window.knobel && JSON.parse(window.knobel.state()).ready, null, { timeout: 60000 });
  const readyMs = Date.now() - started;

  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const taskSeconds = async () => (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'TaskDuration').value;
  const frame = async () => JSON.parse(await page.evaluate(() => window.knobel.state())).frame;
  await page.waitForTimeout(1500);  // let the start-up settle
  const cpuBefore = await taskSeconds();
  const framesBefore = await frame();
  await page.waitForTimeout(idleSeconds * 1000);
  const cpuAfter = await taskSeconds();
  const framesAfter = await frame();
  const idleCpu = ((cpuAfter - cpuBefore) / idleSeconds) * 100;

  console.log(`- ready after ${readyMs} ms (page load to knobel.state().ready, loopback, ${fragment})`);
  console.log(`- idle for ${idleSeconds} s: ${framesAfter - framesBefore} frames drawn, renderer main thread busy ` +
              `${((cpuAfter - cpuBefore) * 1000).toFixed(1)} ms = ${idleCpu.toFixed(3)} % of one core`);

  if (args.includes('--work')) {
    const state = async () => JSON.parse(await page.evaluate(() => window.knobel.state()));
    const click = async (id) => {
      const rect = await page.waitForFunction((widget) => window.knobel.rect(widget), id);
      const { x, y, w, h } = await rect.jsonValue();
      await page.mouse.click(x + w / 2, y + h / 2);
    };
    await page.setViewportSize({ width: 1280, height: 1400 });
    await page.evaluate(() => window.knobel.open('#views'));
    await click('battery');
    const framesAtStart = await frame();
    await click('battery-run');
    let views;
    do {
      await page.waitForTimeout(100);
      views = (await state()).view;
    } while (!views.battery || views.battery.running);
    const frames = (await frame()) - framesAtStart;
    console.log(`- Views battery in the page: ${views.battery.puzzles.toLocaleString('en')} puzzles, ` +
                `${views.battery.solvable} solvable, ${views.battery.cubes} cubes, ${views.battery.seconds.toFixed(2)} s ` +
                `(${frames} frames drawn meanwhile)`);

    const text = readFileSync(resolve(webDir, '../../examples/hexmax/bench-10000.txt'), 'utf8');
    await page.evaluate((t) => window.knobel.loadText('hexmax', t), text);
    const started = Date.now();
    await page.evaluate(() => window.knobel.solve());
    console.log(`- Hex-Max bench-10000 in the page: solved in ${Date.now() - started} ms (Solve to the answer, in slices)`);
  }
} finally {
  await browser.close();
  server.close();
}
