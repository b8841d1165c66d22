// The page's weight and its life offline (issue 21, section 3): the whole site is at most
// 1,000,000 bytes gzip-compressed; after one visit the service worker (web/sw.js.in) starts the
// page, opens links and plays with the server gone; a new build is picked up on the next visit and
// a page never mixes files of two builds.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { expectNoProblems, launchChromium, openPage, waitReady } from './harness.mjs';
import { startServer } from '../../scripts/serve.mjs';

const webDir = process.env.KNOBEL_WEB_DIR;
let browser;
const copies = [];
const servers = [];
before(async () => {
  browser = await launchChromium();
});
after(async () => {
  await browser?.close();
  for (const stop of servers) stop();  // also those a failed test left running
  for (const dir of copies) rmSync(dir, { recursive: true, force: true });
});

// A private copy of the site, so a test can change it as a new build would, on its own server.
async function serveCopy() {
  const dir = mkdtempSync(join(tmpdir(), 'knobel-site-'));
  copies.push(dir);
  cpSync(webDir, dir, { recursive: true });
  const served = await startServer(dir, 0);
  const stop = () => {  // the server gone for good: every open connection too
    served.server.closeAllConnections();
    served.server.close();
  };
  servers.push(stop);
  return { dir, url: served.url, stop };
}

function serviceWorkerFiles(dir) {
  const match = readFileSync(join(dir, 'sw.js'), 'utf8').match(/const FILES = \[(.*?)\];/);
  assert.ok(match, 'sw.js lists its files');
  return [...match[1].matchAll(/'([^']+)'/g)].map((m) => m[1]).filter((file) => file !== './');
}

// The worker of this page's registration is active, its cache filled (install waits for addAll).
async function offlineReady(app) {
  await app.page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
}

// What a new build changes: the page and its script, and so the worker's version.
const newBuildMark = 'knobel-test-build-2';
function writeNewBuild(site) {
  const edit = (file, change) => writeFileSync(join(site.dir, file), change(readFileSync(join(site.dir, file), 'utf8')));
  edit('index.html', (text) => text.replace('</body>', `<!-- ${newBuildMark} --></body>`));
  edit('boot.js', (text) => `// ${newBuildMark}\n${text}`);
  edit('sw.js', (text) => text.replace(/const VERSION = '([^']*)'/, `const VERSION = '$1-2'`));
}

// Which build the page is, and which build its requests get.
const builds = (app) => app.page.evaluate(async (mark) => ({
  page: document.documentElement.outerHTML.includes(mark),
  script: (await (await fetch('boot.js')).text()).includes(mark),
}), newBuildMark);

// Has the browser look for a new worker now (a navigation does it at a time the browser picks)
// and waits until it has filled its cache and waits for the old build's pages to close.
async function newWorkerWaiting(app) {
  await app.page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    await registration.update();
    while (!registration.waiting) await new Promise((resolve) => setTimeout(resolve, 50));
  });
}

test('the whole site is at most 1,000,000 bytes gzip-compressed, and the page loads nothing else', async () => {
  const site = await serveCopy();
  const files = serviceWorkerFiles(site.dir);
  const onDisk = readdirSync(site.dir).filter((file) => statSync(join(site.dir, file)).isFile() && file !== 'sw.js');
  assert.deepEqual([...files].sort(), onDisk.sort(), 'the service worker keeps every file of the site');
  let total = readFileSync(join(site.dir, 'sw.js')).length;
  const sizes = {};
  for (const file of files) {
    sizes[file] = gzipSync(readFileSync(join(site.dir, file)), { level: 9 }).length;
    total += sizes[file];
  }
  assert.ok(total <= 1000000, `the site is ${total} bytes gzip-compressed: ${JSON.stringify(sizes)}`);
  assert.ok(sizes['knobel.wasm'] > 100000, 'the wasm was measured');

  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const loaded = new Set();
  context.on('request', (request) => {
    const path = new URL(request.url()).pathname.replace(/^\//, '');
    loaded.add(path === '' ? 'index.html' : path);
  });
  const app = await openPage(context, site.url + '#hexmax/D24/3');
  await offlineReady(app);
  for (const file of loaded) assert.ok(file === 'sw.js' || files.includes(file), `the page loaded ${file}, which the measure left out`);
  for (const file of ['index.html', 'boot.js', 'knobel.js', 'knobel.wasm']) assert.ok(loaded.has(file), `${file} loaded`);
  expectNoProblems(app, assert);
  await context.close();
  site.stop();
});

test('after one visit the page starts, opens a link and plays with no network', async () => {
  const site = await serveCopy();
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const first = await openPage(context, site.url + '#hexmax/D24/3');
  await offlineReady(first);
  await first.page.close();

  site.stop();
  await context.setOffline(true);
  const hexmax = await openPage(context, site.url + '#hexmax/D24/3');
  let state = await hexmax.state();
  assert.equal(state.puzzle, 'hexmax');
  await hexmax.page.evaluate(() => window.knobel.solve());
  state = await hexmax.waitForState((s) => s.result !== null && !s.solving);
  assert.match(JSON.stringify(state.result), /EE4/, 'solved offline: D24 with 3 moves becomes EE4');
  expectNoProblems(hexmax, assert);
  await hexmax.page.close();

  // A link opened for the first time, offline: another puzzle, played by the same means.
  const nullgame = await openPage(context, site.url + '#nullgame/TH');
  assert.equal(await nullgame.page.evaluate(() => window.knobel.play('0')), true);
  state = await nullgame.waitForState((s) => s.play.solved);
  assert.equal(state.view.coins, 'HH');
  expectNoProblems(nullgame, assert);
  await context.close();
});

// A page of the old build, served by its worker, with a new build on the server and its worker
// waiting. Reloading shows the old build (its worker serves it), and the browser looks for a new
// worker (asked here with update(), which a navigation does at a time the browser picks): the new
// one fills its cache and waits while this page is open.
async function oldPageWithNewBuildWaiting() {
  const site = await serveCopy();
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const old = await openPage(context, site.url + '#nullgame/TH');
  await offlineReady(old);
  writeNewBuild(site);
  await old.page.reload();
  await waitReady(old.page);
  await newWorkerWaiting(old);
  return { site, context, old };
}

test('a new build is picked up on the next visit, and no page mixes two builds', async () => {
  const { site, context, old } = await oldPageWithNewBuildWaiting();
  assert.deepEqual(await builds(old), { page: false, script: false }, 'the open page keeps the old build whole');
  await old.page.close();

  // With the old page closed the new worker takes over: the next visit is the new build, whole.
  // The browser activates the waiting worker a moment after its last page has gone, so a visit
  // begun at once can still be the old worker's (a CI run met that: the old build's page, and a
  // fetch from it after the activation the new one's). Such a visit finds the new worker still
  // waiting (the visit itself is the old one's client): it is closed, and the visit made again.
  let fresh;
  for (let visit = 1; ; ++visit) {
    fresh = await openPage(context, site.url + '#nullgame/TH');
    const oldWorkers = await fresh.page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration()).waiting));
    if (!oldWorkers) break;
    assert.ok(visit < 20, 'the new worker takes over once no page of the old build is open');
    await fresh.page.close();
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  assert.deepEqual(await builds(fresh), { page: true, script: true }, 'the next visit is the new build');
  expectNoProblems(fresh, assert);
  await context.close();
  site.stop();
});

test('a page of the old build that the new worker takes over is still served the old build, whose cache goes once no page uses it', async () => {
  const { site, context, old: first } = await oldPageWithNewBuildWaiting();

  // The browser hands an open page of the old build to the new worker when a visit begins just as
  // the old build's last page closes (the offline test above met it). Made to happen here at once
  // by DevTools' "skip waiting": the new worker takes over the open page.
  const devtools = await context.newCDPSession(first.page);
  await devtools.send('ServiceWorker.enable');
  await devtools.send('ServiceWorker.skipWaiting', { scopeURL: site.url });
  await first.page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    while (registration.waiting || registration.installing) await new Promise((resolve) => setTimeout(resolve, 50));
  });
  assert.equal(await first.page.evaluate(async () => (await caches.keys()).length), 2, 'both builds are cached');
  assert.deepEqual(await builds(first), { page: false, script: false }, 'the old page gets the old build\'s files from the new worker');
  await devtools.detach();
  await first.page.close();

  // The next visit is the new build; once no page of the old build is open (and its page's mark is
  // older than a navigation can take to become a page), a visit deletes the old build's cache.
  const fresh = await openPage(context, site.url + '#nullgame/TH');
  assert.deepEqual(await builds(fresh), { page: true, script: true }, 'the next visit is the new build');
  let cacheCount = 2;
  for (let visit = 0; visit < 30 && cacheCount > 1; ++visit) {
    await fresh.page.waitForTimeout(500);
    await fresh.page.reload();
    await waitReady(fresh.page);
    cacheCount = await fresh.page.evaluate(async () => (await caches.keys()).length);
  }
  assert.equal(cacheCount, 1, 'the old build\'s cache is gone');
  assert.deepEqual(await builds(fresh), { page: true, script: true }, 'still the new build');
  expectNoProblems(fresh, assert);
  await context.close();
  site.stop();
});
