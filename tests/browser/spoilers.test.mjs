// Spoiler-free play (issue 20): a puzzle opened by its link shows no optimum until the player asks
// for it. The answers come from the command line (`knobel hexmax FILE`), the page must not show
// them — not in the verdict, not in state() — before Solve, and must show them after.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { examplesDir, expectNoProblems, openApp, startBrowser } from './harness.mjs';

let session;
before(async () => { session = await startBrowser(); });
after(async () => { await session?.close(); });

function cliAnswer(file) {
  const run = spawnSync(process.env.KNOBEL, ['hexmax', file], { encoding: 'utf8' });
  assert.equal(run.status, 0, run.stderr);
  return run.stdout.split('\n')[0];
}

for (const [size, options] of [['1280 px', {}], ['360 px', { viewport: { width: 360, height: 740 }, hasTouch: true }]]) {
test(`Hex-Max: the largest number stays hidden until Solve, on the task and the gallery (${size})`, async () => {
  const cases = [{ link: '#hexmax/D24/3', answer: 'EE4' }];
  for (const name of ['hexmax0.txt', 'hexmax1.txt', 'hexmax2.txt']) {
    const file = join(examplesDir, 'hexmax', name);
    const [digits, m] = readFileSync(file, 'utf8').trim().split(/\s+/);
    cases.push({ link: `#hexmax/${digits}/${m}`, answer: cliAnswer(file) });
  }
  for (const { link, answer } of cases) {
    const app = await openApp(session, link, options);
    let state = await app.state();
    assert.equal(state.result, null, `${link}: no result before asking`);
    assert.ok(!JSON.stringify(state).includes(answer), `${link}: the answer ${answer} is nowhere in state(): ${state.play.sentence}`);
    assert.match(state.play.sentence, /not the largest yet|largest possible/, link);

    await app.page.evaluate(() => window.knobel.solve());
    state = await app.waitForState((s) => s.result !== null && !s.solving);
    assert.ok(JSON.stringify(state.result).includes(answer), `${link}: Solve shows ${answer}`);
    expectNoProblems(app, assert);
    await app.close();
  }
});
}

// What would give each puzzle away, from its own result once asked for: Views' optimal shape and
// its cube count, Matches' moves as move text, Crossnumber's filled grid.
function giveaways(puzzle, result) {
  if (puzzle === 'views') return [result.shape, result.forced, `${result.cubes} cubes`, 'fewest'];
  if (puzzle === 'matches') return result.moves.map((move) => `${move.from.join(' ')} > ${move.to.join(' ')}`);
  return [result.solutions[0].grid.join(''), ...result.solutions[0].grid];
}

test('Views, Matches and Crossnumber: no answer before asking, on a laptop and on a phone', async () => {
  const phone = { viewport: { width: 360, height: 740 }, hasTouch: true };
  for (const options of [{}, phone]) {
    for (const link of ['#views/battery/157', '#matches', '#crossnumber']) {
      const where = `${link} at ${options.viewport ? '360 px' : '1280 px'}`;
      const app = await openApp(session, link, options);
      const before = await app.state();
      assert.equal(before.result, null, `${where}: no result before asking`);
      assert.equal(before.solving, false, `${where}: nothing being solved for the player`);
      // Asked for: the answer, and with it what the page must not have shown before.
      await app.page.evaluate(() => window.knobel.solve());
      const solved = await app.waitForState((s) => s.result !== null && !s.solving);
      const shown = JSON.stringify(before);
      for (const giveaway of giveaways(before.puzzle, solved.result)) {
        assert.ok(giveaway.length >= 4, `${where}: "${giveaway}" is long enough not to appear by chance`);
        assert.ok(!shown.includes(giveaway), `${where}: "${giveaway}" was in state() before asking: ${before.play.sentence}`);
      }
      expectNoProblems(app, assert);
      await app.close();
    }
  }
});

// "Show the target" (issue 20): off by default; on request the play bar names the optimum — the
// largest number, the fewest cubes, the fewest matches to relocate — which must agree with the
// answer a Solve gives; the link carries the choice (target=1), and a bad one is named.
test('the target shows only when asked, agrees with the answer, and travels in the link', async () => {
  const app = await openApp(session, '#hexmax/D24/3');
  let state = await app.state();
  assert.equal(state.target, null, 'off by default');
  assert.doesNotMatch(state.link, /target=/);
  await app.click('show-target');
  state = await app.waitForState((s) => typeof s.target === 'string' && s.target !== '');
  assert.equal(state.target, 'the largest within 3 moves is EE4');
  assert.equal(state.link, '#hexmax/D24/3/target=1');
  assert.equal(state.result, null, 'the target is not the answer: nothing is solved for the player');
  await app.waitForRect('play-target');

  const open = (link) => app.page.evaluate((fragment) => window.knobel.open(fragment), link);
  for (const [link, pattern, fromResult] of [
    ['#views/battery/157/target=1', /^the fewest cubes: (\d+)$/, (result) => result.cubes],
    ['#matches/target=1', /^the fewest matches to relocate: (\d+)$/, (result) => result.min_moves],
  ]) {
    // #matches alone keeps its puzzle; with an option it is a link of its own.
    assert.equal(await open(link), true, link);
    state = await app.waitForState((s) => typeof s.target === 'string' && s.target !== '');
    const named = pattern.exec(state.target);
    assert.ok(named, `${link}: ${state.target}`);
    assert.match(state.link, /\/target=1/, link);
    const result = JSON.parse(await app.page.evaluate(() => window.knobel.solve())).result;
    assert.equal(Number(named[1]), fromResult(result), `${link}: the target is the answer's`);
  }
  // (Matches shows its solution now, without the play bar: the switch is on the play bar.)
  assert.equal(await open('#hexmax/D24/3/target=1'), true);
  await app.click('show-target');
  state = await app.waitForState((s) => s.target === null);
  assert.doesNotMatch(state.link, /target=/, 'switched off: the link says nothing');

  assert.equal(await open('#hexmax/D24/3/target=2'), false);
  assert.match((await app.state()).error, /link part 4: target=1 shows the target; "2" is not 1/);
  assert.equal(await open('#crossnumber'), true);
  const crossnumber = (await app.state()).link;
  assert.equal(await open(`${crossnumber}/target=1`), false);
  assert.match((await app.state()).error, /Crossnumber has no target to show/);
  expectNoProblems(app, assert);
  await app.close();
});
