// The Hex-Max screen in a real browser: links, Solve by its pixels, the answer checked by a replay
// written here from the spec's segment table, the animation stepped by its buttons, the keypad by
// touch, typing, files in and out, bad input and a big input.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { examplesDir, expectNoProblems, openApp, startBrowser } from './harness.mjs';

// ../shared/specs/hexmax.md: bit 0 = a ... bit 6 = g.
const masks = [0x3f, 0x06, 0x5b, 0x4f, 0x66, 0x6d, 0x7d, 0x07, 0x7f, 0x6f, 0x77, 0x7c, 0x39, 0x5e, 0x79, 0x71];
const hexDigits = '0123456789ABCDEF';
const segmentIndex = (letter) => 'abcdefg'.indexOf(letter);
const charOf = (mask) => (masks.indexOf(mask) >= 0 ? hexDigits[masks.indexOf(mask)] : '?');

// Replays the JSON steps from `input`; throws on an illegal move. Returns every display.
function replay(input, steps) {
  const display = [...input].map((c) => masks[parseInt(c, 16)]);
  const states = [display.map(charOf).join('')];
  steps.forEach(({ from, to }, k) => {
    const [fromDigit, fromSegment] = [from[0], segmentIndex(from[1])];
    const [toDigit, toSegment] = [to[0], segmentIndex(to[1])];
    assert.ok(display[fromDigit] & (1 << fromSegment), `move ${k}: no stick at the source`);
    display[fromDigit] &= ~(1 << fromSegment);
    assert.notEqual(display[fromDigit], 0, `move ${k} empties digit ${fromDigit}`);
    assert.ok(!(display[toDigit] & (1 << toSegment)), `move ${k}: the target is taken`);
    display[toDigit] |= 1 << toSegment;
    states.push(display.map(charOf).join(''));
  });
  return states;
}

function checkAnswer(result, input, m) {
  assert.equal(result.input, input);
  assert.equal(result.m, m);
  assert.equal(result.steps.length, result.moves);
  assert.ok(result.moves <= m);
  const states = replay(input, result.steps);
  assert.equal(states.at(-1), result.result, 'the replay ends at the result');
  // Exactly the moves needed: the positions lit before and dark after.
  const needed = [...input].reduce((sum, c, i) => {
    const before = masks[parseInt(c, 16)], afterMask = masks[parseInt(result.result[i], 16)];
    let count = 0;
    for (let bit = 0; bit < 7; ++bit) if ((before & (1 << bit)) && !(afterMask & (1 << bit))) ++count;
    return sum + count;
  }, 0);
  assert.equal(result.moves, needed);
  return states;
}

let session;
before(async () => { session = await startBrowser(); });
after(async () => { await session?.close(); });

test('a link opens the puzzle, Solve finds the answer, and the animation steps through every move', async () => {
  const app = await openApp(session, '#hexmax/d24/3');
  let state = await app.state();
  assert.equal(state.puzzle, 'hexmax');
  assert.equal(state.link, '#hexmax/D24/3', 'canonical link: upper case');
  assert.equal(state.result, null);
  assert.equal(state.view.display, 'D24');

  await app.click('solve');
  state = await app.waitForState((s) => !s.solving && s.result !== null);
  assert.equal(state.result.result, 'EE4', 'the spec\'s own example');
  const states = checkAnswer(state.result, 'D24', 3);
  assert.equal(state.view.step, 0);
  assert.equal(state.view.steps, 3);

  await app.click('step');
  state = await app.waitForState((s) => s.view.step === 1);
  assert.equal(state.view.display, states[1]);
  await app.click('step');
  state = await app.waitForState((s) => s.view.step === 2);
  assert.equal(state.view.display, states[2]);
  await app.click('step-back');
  state = await app.waitForState((s) => s.view.step === 1);
  assert.equal(state.view.display, states[1]);

  await app.click('play');
  await app.waitForState((s) => s.view.playing);
  await app.page.waitForTimeout(150);
  await app.screenshot('hexmax-moving.png');
  state = await app.waitForState((s) => s.view.step === 3 && !s.view.playing);
  assert.equal(state.view.display, 'EE4');
  await app.screenshot('hexmax.png');
  expectNoProblems(app, assert);
  await app.close();
});

test('every contest example solves in the browser with a valid move list', async () => {
  const app = await openApp(session, '#hexmax');
  for (let n = 0; n <= 5; ++n) {
    const text = readFileSync(join(examplesDir, 'hexmax', `hexmax${n}.txt`), 'utf8');
    const [input, m] = text.trim().split(/\r?\n/);
    assert.equal(await app.page.evaluate(([t, name]) => window.knobel.loadText('hexmax', t, name), [text, `hexmax${n}.txt`]), true);
    const state = JSON.parse(await app.page.evaluate(() => window.knobel.solve()));
    assert.equal(state.error, null);
    checkAnswer(state.result, input.toUpperCase(), Number(m));
  }
  expectNoProblems(app, assert);
  await app.close();
});

test('typing into the number field changes the puzzle and the link', async () => {
  const app = await openApp(session, '#hexmax/D24/3');
  await app.click('number');
  await app.page.keyboard.press('End');
  for (let i = 0; i < 3; ++i) await app.page.keyboard.press('Backspace');
  await app.page.keyboard.type('1a2');
  const state = await app.waitForState((s) => s.link.startsWith('#hexmax/1A2/'));
  assert.equal(state.link, '#hexmax/1A2/3');
  expectNoProblems(app, assert);
  await app.close();
});

test('touch: the keypad enters digits', async () => {
  const app = await openApp(session, '#hexmax/D24/3', { hasTouch: true, viewport: { width: 800, height: 900 } });
  await app.tap('keypad-toggle');
  await app.waitForRect('key-F');
  await app.tap('key-F');
  await app.waitForState((s) => s.link === '#hexmax/D24F/3');
  await app.tap('key-delete');
  await app.waitForState((s) => s.link === '#hexmax/D24/3');
  await app.screenshot('hexmax-keypad.png');
  expectNoProblems(app, assert);
  await app.close();
});

test('Open file… reads a contest file and Save… writes the puzzle back', async () => {
  const app = await openApp(session, '#hexmax/D24/3');
  const chooser = app.page.waitForEvent('filechooser');
  await app.click('open-file');
  await (await chooser).setFiles(join(examplesDir, 'hexmax', 'hexmax1.txt'));
  const [input, m] = readFileSync(join(examplesDir, 'hexmax', 'hexmax1.txt'), 'utf8').trim().split(/\r?\n/);
  await app.waitForState((s) => s.link === `#hexmax/${input}/${m}`);

  const download = app.page.waitForEvent('download');
  await app.click('save-file');
  const saved = await download;
  const text = readFileSync(await saved.path(), 'utf8');
  assert.equal(text, `${input}\n${m}\n`);
  expectNoProblems(app, assert);
  await app.close();
});

test('bad links and files get a clear message and leave a working puzzle', async () => {
  const app = await openApp(session, '#hexmax/D2G/3');
  let state = await app.state();
  assert.equal(state.puzzle, 'hexmax');
  assert.match(state.error, /link part 2, character 3/);
  assert.match(state.error, /'G'/);

  assert.equal(await app.page.evaluate(() => window.knobel.open('#hexmax/D24/-1')), false);
  state = await app.state();
  assert.match(state.error, /link part 3/);

  assert.equal(await app.page.evaluate(() => window.knobel.loadText('hexmax', 'D24\nthree\n', 'bad.txt')), false);
  state = await app.state();
  assert.match(state.error, /bad\.txt:2:1/);

  // A million digits: refused at once with the limit named, and the page stays responsive.
  const started = Date.now();
  const ok = await app.page.evaluate(() => window.knobel.loadText('hexmax', 'A'.repeat(1000000) + '\n5\n', 'huge.txt'));
  assert.equal(ok, false);
  state = await app.state();
  assert.match(state.error, /huge\.txt:1:100001/);
  assert.match(state.error, /100,000/);
  assert.ok(Date.now() - started < 10000);
  await app.click('solve');  // the previous puzzle is still there and solvable
  await app.waitForState((s) => s.result !== null && !s.solving);
  expectNoProblems(app, assert);
  await app.close();
});

test('a 10,000-digit input solves in the page with a progress bar, and zoom works', async () => {
  const app = await openApp(session, '#hexmax');
  const text = readFileSync(join(examplesDir, 'hexmax', 'bench-10000.txt'), 'utf8');
  const [input, m] = text.trim().split(/\r?\n/);
  assert.equal(await app.page.evaluate((t) => window.knobel.loadText('hexmax', t), text), true);
  await app.click('solve');
  const state = await app.waitForState((s) => !s.solving && s.result !== null, 60000);
  checkAnswer(state.result, input, Number(m));
  const before = (await app.state()).view.digit_height;
  await app.click('zoom-out');
  await app.waitForState((s) => s.view.digit_height < before);
  await app.click('play');
  await app.waitForState((s) => s.view.step > 3);
  await app.screenshot('hexmax-10000.png');
  await app.click('play');  // pause
  await app.waitForState((s) => !s.view.playing);
  expectNoProblems(app, assert);
  await app.close();
});
