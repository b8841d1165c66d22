// The Hex-Max screen in a real browser: links, Solve by its pixels, the answer checked by a replay
// written here from the spec's segment table, the animation stepped by its buttons, the keypad by
// touch, typing, files in and out, bad input and a big input.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { bruteForce, shapes } from '../cli/hexmax_brute_force.mjs';
import { examplesDir, expectNoProblems, openApp, startBrowser } from './harness.mjs';

// ../shared/specs/hexmax.md: bit 0 = a ... bit 6 = g.
const masks = [0x3f, 0x06, 0x5b, 0x4f, 0x66, 0x6d, 0x7d, 0x07, 0x7f, 0x6f, 0x77, 0x7c, 0x39, 0x5e, 0x79, 0x71];
const hexDigits = '0123456789ABCDEF';
const segmentIndex = (letter) => 'abcdefg'.indexOf(letter);
const charOf = (mask) => (masks.indexOf(mask) >= 0 ? hexDigits[masks.indexOf(mask)] : '?');

// Replays the JSON steps from `input`; throws on an illegal move. Returns every display, or with
// `everyState` false the first and the last only (a 10,000-digit answer has as many steps: every
// display of it would be 10^8 characters, the test file's main cost before).
function replay(input, steps, everyState = true) {
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
    if (everyState || k === steps.length - 1) states.push(display.map(charOf).join(''));
  });
  return states;
}

// Checks a solver answer; returns every display of its replay when the input is short.
function checkAnswer(result, input, m) {
  assert.equal(result.input, input);
  assert.equal(result.m, m);
  assert.equal(result.steps.length, result.moves);
  assert.ok(result.moves <= m);
  const states = replay(input, result.steps, input.length <= 100);
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
  assert.equal(state.view.steps, 3);
  // Solve plays the answer by itself (as Views does): without a click it reaches the end.
  state = await app.waitForState((s) => s.view.step === 3 && !s.view.playing);
  assert.equal(state.view.display, 'EE4');

  await app.click('step-back');
  state = await app.waitForState((s) => s.view.step === 2);
  assert.equal(state.view.display, states[2]);
  await app.click('step-back');
  state = await app.waitForState((s) => s.view.step === 1);
  assert.equal(state.view.display, states[1]);
  await app.click('step');
  // Step flies the stick: the clock passes between the whole steps before it lands.
  await app.waitForState((s) => s.view.position > 1 && s.view.position < 2);
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
  await app.click('mode-edit');  // the puzzle's fields change it only in Edit (issue 20)
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
  await app.tap('mode-edit');  // the puzzle's fields change it only in Edit (issue 20)
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
  await app.waitForState((s) => s.view.step > 3);  // Solve plays the answer by itself
  await app.screenshot('hexmax-10000.png');
  await app.click('play');  // pause
  const paused = await app.waitForState((s) => !s.view.playing);
  assert.ok(paused.view.step < paused.view.steps, 'paused part way');
  expectNoProblems(app, assert);
  await app.close();
});

// Hands `text` to the page as the browser's paste event does (web/boot.js listens for it).
async function paste(app, text) {
  await app.page.evaluate((pasted) => {
    const data = new DataTransfer();
    data.setData('text/plain', pasted);
    window.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);
}

// The number field emptied by keyboard, as a person would.
async function clearNumberField(app, length) {
  await app.click('number');
  await app.nextFrame();  // the field is active before the keys arrive
  await app.page.keyboard.press('End');
  for (let i = 0; i < length; ++i) await app.page.keyboard.press('Backspace');
  await app.waitForState((s) => /missing/.test(s.view.number_message));
}

test('a 1,000,000-digit paste is refused with its real length and the limit, and the page stays responsive', async () => {
  const app = await openApp(session, '#hexmax/D24/3');
  await app.click('mode-edit');  // the puzzle's fields change it only in Edit (issue 20)
  await clearNumberField(app, 3);
  const started = Date.now();
  await paste(app, '7'.repeat(1000000));
  const state = await app.waitForState((s) => s.error !== null);
  assert.match(state.error, /1,000,000 characters/);
  assert.match(state.error, /at most 100,001 characters/);
  assert.match(state.error, /nothing was pasted/);
  // A short paste still works, and so does Solve.
  await paste(app, '1A2');
  await app.waitForState((s) => s.link === '#hexmax/1A2/3');
  await app.click('solve');
  const solved = await app.waitForState((s) => s.result !== null && !s.solving);
  assert.equal(solved.result.result, bruteForce('1A2', 3).result);
  assert.ok(Date.now() - started < 15000, 'the page answered quickly');
  expectNoProblems(app, assert);
  await app.close();
});

test('characters that are not hex digits are reported, not dropped silently', async () => {
  const app = await openApp(session, '#hexmax/D24/3');
  await app.click('mode-edit');  // the puzzle's fields change it only in Edit (issue 20)
  await clearNumberField(app, 3);
  await paste(app, '0x1F');
  let state = await app.waitForState((s) => s.link === '#hexmax/01F/3');
  assert.equal(state.view.refused_message, "Ignored 'x': a Hex-Max number has only the digits 0-9 and A-F.");
  await app.waitForRect('number-refused');

  // A number pasted over two lines: the line break is reported too.
  await paste(app, '12\n3g');
  state = await app.waitForState((s) => s.link === '#hexmax/01F123/3');
  assert.match(state.view.refused_message, /^Ignored 'g' and 1 space or line break:/);

  // The next accepted edit clears the message; typed lower case becomes upper case.
  await app.page.keyboard.type('a');
  state = await app.waitForState((s) => s.link === '#hexmax/01F123A/3');
  assert.equal(state.view.refused_message, '');
  await app.page.keyboard.type('z');
  state = await app.waitForState((s) => s.view.refused_message !== '');
  assert.match(state.view.refused_message, /^Ignored 'z'/);
  assert.equal(state.link, '#hexmax/01F123A/3');
  expectNoProblems(app, assert);
  await app.close();
});

test('m: a bad entry gets a message and never changes the puzzle; -/+ step it', async () => {
  const app = await openApp(session, '#hexmax/D24/3');
  await app.click('mode-edit');  // the puzzle's fields change it only in Edit (issue 20)
  const typeM = async (text) => {
    const old = (await app.state()).view.m_text;
    await app.click('m');
    await app.nextFrame();
    await app.page.keyboard.press('End');
    for (let i = 0; i < old.length; ++i) await app.page.keyboard.press('Backspace');
    await app.page.keyboard.type(text);
    // The keys reach the field a frame or two apart; knobel.frame() resolves once none is left
    // waiting. (Waiting for the link or the text alone raced: deleting 19 nines passes through
    // 11 of them, the text and link of the next step, which then read the field while this
    // step's keys were still coming in.)
    await app.nextFrame();
    await app.waitForState((s) => s.view.m_text === text);
  };
  for (const [text, message] of [['-3', /m must not be negative/], ['abc', /m must be a whole number/],
    ['', /m is missing/]]) {
    await typeM(text);
    const state = await app.waitForState((s) => s.view.m_text === text && s.view.m_message !== '');
    assert.match(state.view.m_message, message, text);
    assert.match(state.view.m_message, /keeps m = 3\./);
    assert.equal(state.link, '#hexmax/D24/3', `${text} must not change the puzzle`);
    await app.waitForRect('m-message');
  }
  await app.click('solve');  // disabled while m is wrong: no answer appears
  await app.nextFrame();
  assert.equal((await app.state()).result, null);
  // Typed digit by digit, the 18 nines are a valid m on the way; the 19th is one too many.
  const nines = '9'.repeat(19);
  await typeM(nines);
  const state = await app.waitForState((s) => s.view.m_text === nines);
  assert.match(state.view.m_message, /m is too large: "9{19}" has 19 digits.*keeps m = 9{18}\./);
  assert.equal(state.link, `#hexmax/D24/${'9'.repeat(18)}`);

  // A huge m is valid, and the page says what it means: D (bcdeg), 2 (abdeg) and 4 (bcfg) have 14 sticks.
  await typeM('99999999999');
  const huge = await app.waitForState((s) => s.link === '#hexmax/D24/99999999999');
  assert.equal(huge.view.m_message, '');
  assert.match(huge.view.m_note, /m = 99,999,999,999 is more than the 14 sticks .* works as m = 14\./);
  await app.waitForRect('m-note');

  await typeM('5');
  const five = await app.waitForState((s) => s.link === '#hexmax/D24/5');
  assert.equal(five.view.m_message, '');
  assert.equal(five.view.m_note, '');
  await app.click('m-plus');
  assert.equal((await app.waitForState((s) => s.link === '#hexmax/D24/6')).view.m_text, '6');
  await app.click('m-minus');
  await app.click('m-minus');
  await app.waitForState((s) => s.link === '#hexmax/D24/4');
  expectNoProblems(app, assert);
  await app.close();
});

// Replays JSON steps with the given shapes; returns the state lines (the input's first).
function replayWith(masksOfOption, input, steps) {
  const charOfMask = (mask) => (masksOfOption.indexOf(mask) >= 0 ? hexDigits[masksOfOption.indexOf(mask)] : '?');
  const display = [...input].map((c) => masksOfOption[parseInt(c, 16)]);
  const lines = [display.map(charOfMask).join('')];
  for (const { from, to } of steps) {
    const [fd, fs, td, ts] = [from[0], segmentIndex(from[1]), to[0], segmentIndex(to[1])];
    assert.ok(display[fd] & (1 << fs));
    display[fd] &= ~(1 << fs);
    assert.notEqual(display[fd], 0);
    assert.ok(!(display[td] & (1 << ts)));
    display[td] |= 1 << ts;
    lines.push(display.map(charOfMask).join(''));
  }
  return lines;
}

test('the gallery is picked by its pixels, also with "Digits 0-9 only" ticked', async () => {
  const app = await openApp(session, '#hexmax/D24/3');
  const [input2, m2] = readFileSync(join(examplesDir, 'hexmax', 'hexmax2.txt'), 'utf8').trim().split(/\r?\n/);
  await app.click('gallery');
  await app.click('gallery-hexmax2.txt');
  await app.waitForState((s) => s.link === `#hexmax/${input2.toUpperCase()}/${m2}`);

  await app.click('mode-edit');  // the options change the puzzle only in Edit (issue 20)
  await app.click('decimal');
  await app.waitForState((s) => s.link.endsWith('/digits=decimal'));
  const [input1, m1] = readFileSync(join(examplesDir, 'hexmax', 'hexmax1.txt'), 'utf8').trim().split(/\r?\n/);
  await app.click('gallery');
  await app.click('gallery-hexmax1.txt');  // the contest files have A-F: still listed
  await app.waitForState((s) => s.link === `#hexmax/${input1.toUpperCase()}/${m1}/digits=decimal`);
  await app.click('solve');
  const state = await app.waitForState((s) => s.result !== null && !s.solving);
  assert.equal(state.result.digits, 'decimal');
  assert.match(state.result.result, /^[0-9]+$/);
  assert.ok(state.result.moves <= Number(m1));
  assert.equal(replayWith(masks, input1.toUpperCase(), state.result.steps).at(-1), state.result.result);
  expectNoProblems(app, assert);
  await app.close();
});

test('the scrubber drags the animation to any step', async () => {
  const app = await openApp(session, '#hexmax/D24/3');
  await app.click('solve');
  const solved = await app.waitForState((s) => s.result !== null && !s.solving);
  const states = replayWith(masks, 'D24', solved.result.steps);
  const rect = await app.waitForRect('scrubber');
  const y = rect.y + rect.h / 2;
  await app.page.mouse.move(rect.x + 4, y);
  await app.page.mouse.down();
  await app.page.mouse.move(rect.x + rect.w / 2, y, { steps: 5 });
  await app.page.mouse.move(rect.x + rect.w - 2, y, { steps: 5 });
  await app.page.mouse.up();
  let state = await app.waitForState((s) => s.view.step === 3);
  assert.equal(state.view.display, states[3]);
  await app.page.mouse.move(rect.x + rect.w - 2, y);
  await app.page.mouse.down();
  await app.page.mouse.move(rect.x + 2, y, { steps: 8 });
  await app.page.mouse.up();
  state = await app.waitForState((s) => s.view.step === 0);
  assert.equal(state.view.display, 'D24');
  expectNoProblems(app, assert);
  await app.close();
});

test('the states text lists the result, the moves and every state after it', async () => {
  const app = await openApp(session, '#hexmax/509C431B55/8');
  await app.click('solve');
  const { result } = await app.waitForState((s) => s.result !== null && !s.solving);
  await app.click('states-text');
  const download = app.page.waitForEvent('download');
  await app.click('save-states');
  const lines = readFileSync(await (await download).path(), 'utf8').trimEnd().split('\n');
  assert.equal(lines[0], result.result);
  assert.equal(lines[1], String(result.moves));
  assert.deepEqual(lines.slice(2), replayWith(masks, result.input, result.steps).slice(1));
  expectNoProblems(app, assert);
  await app.close();
});

test('links with options: the options reach the puzzle and the result', async () => {
  const cases = [
    ['#hexmax/D24/3/goal=min', { goal: 'min' }],
    ['#hexmax/7797/3/glyphs=variant', { variant: true }],
    ['#hexmax/D24/3/goal=min/glyphs=variant/digits=decimal', { goal: 'min', variant: true, decimal: true }],
  ];
  for (const [link, options] of cases) {
    const app = await openApp(session, link);
    assert.equal((await app.state()).link, link);
    await app.click('solve');
    const { result } = await app.waitForState((s) => s.result !== null && !s.solving);
    const input = link.split('/')[1];
    const expected = bruteForce(input, 3, options);
    assert.equal(result.result, expected.result, link);
    assert.equal(result.moves, expected.moves, link);
    assert.equal(result.goal, options.goal ?? 'max');
    assert.equal(result.glyphs, options.variant ? 'variant' : 'contest');
    assert.equal(result.digits, options.decimal ? 'decimal' : 'hex');
    assert.equal(replayWith(shapes(options.variant), input, result.steps).at(-1), result.result);
    expectNoProblems(app, assert);
    await app.close();
  }
  // A decimal answer that m cannot reach: an answer like any other (no error), said in words with
  // an m that is enough.
  const app = await openApp(session, '#hexmax/F/1/digits=decimal');
  await app.click('solve');
  const state = await app.waitForState((s) => s.result !== null && !s.solving);
  assert.equal(state.error, null);
  assert.equal(state.result.solvable, false);
  assert.equal(state.result.result, null);
  assert.match(state.result.reason, /no number of decimal digits 0-9 is within m = 1 moves of F.*m = 2 is always enough/);
  await app.waitForRect('result');
  assert.equal(bruteForce('F', 1, { decimal: true }), null);
  assert.notEqual(bruteForce('F', 2, { decimal: true }), null);
  expectNoProblems(app, assert);
  await app.close();
});

test('the view follows the current move on Step, Back and the scrubber, not only while playing', async () => {
  const app = await openApp(session, '#hexmax');
  const text = readFileSync(join(examplesDir, 'hexmax', 'hexmax5.txt'), 'utf8');
  assert.equal(await app.page.evaluate((t) => window.knobel.loadText('hexmax', t), text), true);
  await app.click('solve');
  const { result } = await app.waitForState((s) => s.result !== null && !s.solving, 30000);
  // Solve plays the answer by itself; pause it near the start.
  await app.waitForState((s) => s.view.playing);
  await app.click('play');
  await app.waitForState((s) => !s.view.playing);
  for (let i = 0; i < 3; ++i) await app.click('zoom-in');
  let state = await app.waitForState((s) => s.view.visible_digits[1] < 1000);
  assert.ok(state.view.step < result.moves / 2, 'paused in the first half');

  // The move at `step` (the one shown next) must have its destination in view; here source and
  // destination are close, so both.
  const inView = (s, digit) => digit >= s.view.visible_digits[0] && digit < s.view.visible_digits[1];
  const rect = await app.waitForRect('scrubber');
  const y = rect.y + rect.h / 2;
  await app.page.mouse.move(rect.x + 4, y);
  await app.page.mouse.down();
  await app.page.mouse.move(rect.x + rect.w * 0.8, y, { steps: 6 });
  await app.page.mouse.up();
  state = await app.waitForState((s) => s.view.step > result.moves / 2 && s.view.step < result.moves &&
    inView(s, result.steps[s.view.step].to[0]));
  const scrubbedTo = state.view.step;
  assert.ok(state.view.visible_digits[0] > 0, 'the view scrolled down');
  const move = result.steps[scrubbedTo];
  if (Math.abs(move.to[0] - move.from[0]) < 20) assert.ok(inView(state, move.from[0]));

  // Back to the start by the scrubber, then Step and Back: the view comes back up and stays on the move.
  await app.page.mouse.move(rect.x + rect.w * 0.8, y);
  await app.page.mouse.down();
  await app.page.mouse.move(rect.x + 2, y, { steps: 6 });
  await app.page.mouse.up();
  state = await app.waitForState((s) => s.view.step === 0 && inView(s, result.steps[0].to[0]));
  await app.click('step');
  state = await app.waitForState((s) => s.view.step === 1 && s.view.position === 1 && inView(s, result.steps[1].to[0]));
  await app.click('step-back');
  await app.waitForState((s) => s.view.step === 0 && inView(s, result.steps[0].to[0]));
  expectNoProblems(app, assert);
  await app.close();
});

// A real Ctrl+V, as a person pastes: the key goes to the page with Ctrl held, the browser raises
// its paste event from the clipboard. (Dear ImGui drops typed characters while Ctrl is down, so a
// paste handed over as typing while Ctrl is held never arrived; the synthetic paste above has no
// Ctrl and could not see it.)
test('Ctrl+V pastes a 1,000-digit number into the Number field', async () => {
  const app = await openApp(session, '#hexmax/D24/3', {
    beforeLoad: (page, context) => context.grantPermissions(['clipboard-read', 'clipboard-write']),
  });
  await app.click('mode-edit');  // the puzzle's fields change it only in Edit (issue 20)
  await clearNumberField(app, 3);
  const digits = '0123456789ABCDEF';
  let number = '';
  for (let i = 0; i < 1000; ++i) number += digits[(i * 7 + 3) % 16];
  await app.page.evaluate((text) => navigator.clipboard.writeText(text), number);
  await app.page.keyboard.press('Control+V');
  const state = await app.waitForState((s) => s.link === `#hexmax/${number}/3`);
  assert.equal(state.error, null);
  expectNoProblems(app, assert);
  await app.close();
});

// Cmd+V (Meta+V) as on a Mac: the page lets the key through to the browser (web/boot.js), and the
// paste arrives while Meta is still held, which Dear ImGui also takes as a shortcut modifier
// (io.KeySuper). Chromium on Linux has no Meta+V paste of its own, so the browser's part — the
// paste event from the clipboard — is raised here while Meta is really held down.
test('Cmd+V (Meta+V) pastes into the Number field as Ctrl+V does', async () => {
  const app = await openApp(session, '#hexmax/D24/3');
  await app.click('mode-edit');  // the puzzle's fields change it only in Edit (issue 20)
  await clearNumberField(app, 3);
  const number = 'FACE'.repeat(50);
  await app.page.keyboard.down('Meta');
  await app.nextFrame();
  await app.page.keyboard.press('v');
  await paste(app, number);
  await app.nextFrame();
  await app.page.keyboard.up('Meta');
  const state = await app.waitForState((s) => s.link === `#hexmax/${number}/3`);
  assert.equal(state.error, null);
  // Typing goes on in the field afterwards: Meta was not left held in the app.
  await app.page.keyboard.type('1');
  await app.waitForState((s) => s.link === `#hexmax/${number}1/3`);
  expectNoProblems(app, assert);
  await app.close();
});

// A link that arrives (Back/Forward, a link typed into the address bar) while the user is typing
// in a field wins over the half-typed text: the field shows the link's puzzle.
test('a link that arrives while the Number field is being edited wins', async () => {
  const app = await openApp(session, '#hexmax/D24/3');
  await app.click('mode-edit');  // the puzzle's fields change it only in Edit (issue 20)
  await app.click('number');
  await app.nextFrame();
  await app.page.keyboard.press('End');
  await app.page.keyboard.type('1');
  await app.waitForState((s) => s.link === '#hexmax/D241/3');
  await app.page.evaluate(() => { location.hash = '#hexmax/FFF/1'; });
  let state = await app.waitForState((s) => s.link === '#hexmax/FFF/1');
  // Typing on goes on from the link's number, not from the old text.
  await app.page.keyboard.type('E');
  await app.nextFrame();
  state = await app.state();
  assert.ok(state.link === '#hexmax/FFF/1' || state.link === '#hexmax/FFFE/1', `link after typing: ${state.link}`);
  assert.doesNotMatch(state.link, /D24/);
  expectNoProblems(app, assert);
  await app.close();
});

// Play | Edit the puzzle (issue 20): in play the Number field takes no keys and the options no
// clicks; in Edit each change is an edit of the puzzle's own history — Undo edit and Ctrl+Z take
// it back, and the game's moves are not touched by it.
test('Edit the puzzle: the fields are read-only in play; edits have their own undo', async () => {
  const app = await openApp(session, '#hexmax/D24/3');
  assert.equal(await app.page.evaluate(() => window.knobel.play('0b-0a')), true);
  await app.click('number');
  await app.page.keyboard.press('End');
  await app.page.keyboard.type('7');
  await app.click('decimal');
  await app.clickTakenIn();
  let state = await app.state();
  assert.equal(state.link, '#hexmax/D24/3/play=0b-0a', 'in play neither a key nor a click changed the puzzle');
  await app.page.keyboard.press('Escape');

  await app.click('mode-edit');
  await app.click('number');
  await app.page.keyboard.press('End');
  await app.page.keyboard.type('7');
  await app.waitForState((s) => s.link === '#hexmax/D247/3');
  await app.click('m-plus');  // (a click elsewhere leaves the field; Escape would revert its text)
  await app.waitForState((s) => s.link === '#hexmax/D247/4');
  await app.click('edit-undo');
  await app.waitForState((s) => s.link === '#hexmax/D247/3');
  await app.page.keyboard.press('Control+z');
  state = await app.waitForState((s) => s.link === '#hexmax/D24/3');
  assert.equal(state.view.m_text, '3', 'the fields show the puzzle the edit took back');
  await app.click('edit-redo');
  await app.waitForState((s) => s.link === '#hexmax/D247/3');
  expectNoProblems(app, assert);
  await app.close();
});
