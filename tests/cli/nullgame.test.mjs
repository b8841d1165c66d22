// knobel nullgame, the template puzzle (docs/nullgame.md): the smallest subcommand, tested like
// every other so that the recipe for adding a puzzle stays true.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { run } from './run.mjs';

// The fewest turns to all heads, counted here from the text: every T is one turn.
const tails = (coins) => [...coins].filter((c) => c === 'T').length;

test('prints the number of turns and the coins to turn, for every row of up to 6 coins', () => {
  for (let n = 1; n <= 6; n++) {
    for (let bits = 0; bits < 1 << n; bits++) {
      const coins = [...Array(n)].map((_, i) => ((bits >> i) & 1 ? 'H' : 'T')).join('');
      const { status, stdout, stderr } = run(['nullgame', '-'], coins + '\n');
      assert.equal(status, 0, stderr);
      const [count, turned, end] = stdout.split('\n');
      assert.equal(end, '');
      assert.equal(Number(count), tails(coins), coins);
      const table = [...coins];
      for (const coin of turned.split(' ').filter(Boolean)) table[Number(coin)] = table[Number(coin)] === 'H' ? 'T' : 'H';
      assert.equal(table.join(''), 'H'.repeat(n), `${coins}: turning ${turned} leaves ${table.join('')}`);
    }
  }
});

test('--json prints one object with the coins, the count and the moves', () => {
  const { status, stdout } = run(['nullgame', '-', '--json'], 'HTTH\n');
  assert.equal(status, 0);
  assert.deepEqual(JSON.parse(stdout), { coins: 'HTTH', flips: 2, moves: [1, 2] });
});

test('bad input: exit 2, one line naming the line and column, nothing on stdout', () => {
  const { status, stdout, stderr } = run(['nullgame', '-'], '# coins\nHHxT\n');
  assert.equal(status, 2);
  assert.equal(stdout, '');
  assert.equal(stderr, "knobel nullgame: stdin:2:3: expected H (heads) or T (tails), found 'x'\n");
  assert.equal(run(['nullgame']).status, 2);
  assert.equal(run(['nullgame', '-', '--size', '3'], 'HT').status, 2);
});
