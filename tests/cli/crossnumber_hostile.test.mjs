// `knobel crossnumber` against hostile input (issue 21, section 4): values at the top of the
// 128-bit range, bounds that overflow, broken UTF-8, invisible characters. Expected answers come
// from node's BigInt, not from the program.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { run } from './run.mjs';

// { status, answer } of a puzzle given as text (or bytes) on stdin, --json (also when the time
// limit stopped it: exit 3).
function solve(text, ...args) {
  const { status, stdout, stderr } = run(['crossnumber', '-', '--json', ...args], text);
  return { status, stderr, answer: status === 0 || status === 3 ? JSON.parse(stdout) : null };
}

// Whether the one-value rule `name(n)` holds, as the program says: a one-cell grid with that rule
// has ten fillings when it holds and none when it does not.
function holdsInProgram(name, n) {
  const { status, stderr, answer } = solve(`grid\nA\nend\n${name}(${n})\n`);
  assert.equal(status, 0, `${name}(${n}): ${stderr}`);
  assert.notEqual(answer.status, 'unique', `${name}(${n})`);
  return answer.status === 'multiple';
}

// ---- BigInt models -----------------------------------------------------------------------------
function iroot(n, k) {  // floor(n^(1/k)) for n >= 0, by bisection
  let lo = 0n, hi = 1n;
  while (hi ** k <= n) hi *= 2n;
  while (hi - lo > 1n) {
    const mid = (lo + hi) / 2n;
    if (mid ** k <= n) lo = mid; else hi = mid;
  }
  return lo;
}
const isSquare = (n) => iroot(n, 2n) ** 2n === n;
const isCube = (n) => iroot(n, 3n) ** 3n === n;
const isTriangular = (n) => isSquare(8n * n + 1n);
function powMod(b, e, m) {
  let r = 1n;
  for (b %= m; e > 0n; e >>= 1n, b = (b * b) % m) if (e & 1n) r = (r * b) % m;
  return r;
}
// Miller-Rabin with the first 30 primes as bases (a proof below 3.3·10^24, and no known
// composite above passes it).
function isPrime(n) {
  const bases = [2n, 3n, 5n, 7n, 11n, 13n, 17n, 19n, 23n, 29n, 31n, 37n, 41n, 43n, 47n, 53n, 59n, 61n, 67n, 71n, 73n, 79n, 83n, 89n, 97n, 101n, 103n, 107n, 109n, 113n];
  if (n < 2n) return false;
  for (const p of bases) if (n % p === 0n) return n === p;
  let d = n - 1n, s = 0;
  while ((d & 1n) === 0n) d >>= 1n, s++;
  for (const a of bases) {
    let x = powMod(a, d, n);
    if (x === 1n || x === n - 1n) continue;
    let composite = true;
    for (let r = 1; r < s && composite; r++) {
      x = (x * x) % n;
      if (x === n - 1n) composite = false;
    }
    if (composite) return false;
  }
  return true;
}

// ---- 1. K() at 2^126 looped forever ------------------------------------------------------------
test('K, Q and TRI of values at 2^126 and near 10^38 answer at once, as BigInt says', () => {
  const values = [2n ** 126n, 2n ** 126n + 1n, 2n ** 126n - 1n, 10n ** 38n - 1n, (2n ** 42n - 1n) ** 3n, 4641588833612n ** 3n];
  for (const n of values) {
    assert.equal(holdsInProgram('K', n), isCube(n), `K(${n})`);
    assert.equal(holdsInProgram('Q', n), isSquare(n), `Q(${n})`);
    assert.equal(holdsInProgram('TRI', n), isTriangular(n), `TRI(${n})`);
  }
});

// ---- 4. long loosely ruled entries: exact answers within 5 s ----------------------------------
// (--time-limit 5 as a guard: a slower program fails here with "unfinished" instead of hanging.)
const row = (n) => `grid\nA${' .'.repeat(n - 1)}\nend\n`;
const entriesOf = (answer) => answer.solutions.map((s) => BigInt(s.entries.A_w));

test('K(mal(A_w, 10^19 - 1)) on 19 cells: none, at once', () => {
  // 10^19 - 1 = 9 · R19 with R19 = (10^19 - 1) / 9 prime: A_w · 3^2 · R19 is a cube only when
  // 3 · R19^2 divides A_w, and that has more than 19 digits: no 19-digit A_w.
  const r19 = (10n ** 19n - 1n) / 9n;
  assert.ok(isPrime(r19));
  assert.equal(10n ** 19n - 1n, 9n * r19);
  assert.ok(3n * r19 * r19 >= 10n ** 19n);
  const { status, stderr, answer } = solve(`${row(19)}K(mal(A_w, 9999999999999999999))\n`, '--time-limit', '5');
  assert.equal(status, 0, stderr);
  assert.equal(answer.status, 'none');
  assert.deepEqual(answer.solutions, []);
});

test('K(mal(A_w, 12)) and Q(mal(12, A_w)) on 3 cells: every solution, as BigInt counts', () => {
  // 12 = 2^2 · 3: a cube needs A_w = 2 · 3^2 · s^3 = 18 s^3 (144, 486); a square A_w = 3 s^2.
  for (const [rule, isPower] of [['K(mal(A_w, 12))', isCube], ['Q(mal(12, A_w))', isSquare]]) {
    const expected = [];
    for (let a = 100n; a < 1000n; a++) if (isPower(a * 12n)) expected.push(a);
    const { status, stderr, answer } = solve(`${row(3)}${rule}\n`, '--max-solutions', '100', '--time-limit', '5');
    assert.equal(status, 0, stderr);
    assert.equal(answer.status, 'multiple');
    assert.deepEqual(entriesOf(answer).sort((x, y) => (x < y ? -1 : 1)), expected, rule);
  }
});

test('U(rev(A_w)) on 20 cells: two solutions at once, each with rev(A_w) of distinct digits', () => {
  // rev drops A_w's trailing zeros, so 10^19 (rev = 1) is one of many solutions.
  const { status, stderr, answer } = solve(`${row(20)}U(rev(A_w))\n`, '--time-limit', '5');
  assert.equal(status, 0, stderr);
  assert.equal(answer.status, 'multiple');
  const values = entriesOf(answer);
  assert.equal(values.length, 2);
  assert.notEqual(values[0], values[1]);
  for (const v of values) {
    assert.equal(v.toString().length, 20);
    const reversed = BigInt([...v.toString()].reverse().join('')).toString();
    assert.equal(new Set(reversed).size, reversed.length, `rev(${v}) = ${reversed}`);
  }
});

test('PZ(A_w) with PAL(A_w): none on 14, 16, 18, 20 cells, two prime palindromes on 19', () => {
  // A palindrome with an even number of digits is a multiple of 11 (10^j + 10^(n-1-j) is, for
  // n even), so none of 4 digits or more is prime.
  for (const n of [14, 16, 18, 20]) {
    const { status, stderr, answer } = solve(`${row(n)}PZ(A_w)\nPAL(A_w)\n`, '--time-limit', '5');
    assert.equal(status, 0, stderr);
    assert.equal(answer.status, 'none', `${n} cells`);
  }
  const { status, stderr, answer } = solve(`${row(19)}PZ(A_w)\nPAL(A_w)\n`, '--time-limit', '5');
  assert.equal(status, 0, stderr);
  assert.equal(answer.status, 'multiple');
  const values = entriesOf(answer);
  assert.equal(values.length, 2);
  for (const v of values) {
    const digits = v.toString();
    assert.equal(digits.length, 19);
    assert.equal([...digits].reverse().join(''), digits);
    assert.ok(isPrime(v), `${v}`);
  }
});

// ---- 2. wrong answers with exit 0 --------------------------------------------------------------
test('plus and minus whose bound passes 2^127 are refused at load time, naming the operator', () => {
  const big = '9'.repeat(38);
  for (const op of ['plus', 'minus']) {
    const { status, stdout, stderr } = run(['crossnumber', '-'], `grid\nA\nend\n=(A_w, 7)\n<(${op}(${big}, ${big}), 5)\n`);
    assert.equal(status, 2, stdout);
    assert.equal(stdout, '');
    assert.match(stderr, new RegExp(`^knobel crossnumber: stdin:5:3: ${op}\\(\\.\\.\\.\\) can reach 10\\^38 or more`));
  }
  // Just below 10^38 the sum is allowed and exact.
  const half = 5n * 10n ** 37n - 1n;
  const { answer } = solve(`grid\nA\nend\n=(A_w, 7)\n=(plus(${half}, ${half}), ${2n * half})\n`);
  assert.equal(answer.status, 'unique');
});

test('TRI from 2^125 on: the issue\'s two values and their neighbours, as BigInt says', () => {
  const k = 10n ** 19n;
  const values = [2n ** 125n, k * (k + 1n) / 2n, 2n ** 126n, 10n ** 38n - 1n];
  for (const v of values) for (const n of [v - 1n, v, v + 1n]) if (n < 10n ** 38n) assert.equal(holdsInProgram('TRI', n), isTriangular(n), `TRI(${n})`);
  assert.equal(isTriangular(2n ** 125n), false);
  assert.equal(isTriangular(k * (k + 1n) / 2n), true);
});

test('every number fact near 10^36 and 10^38 agrees with BigInt', () => {
  let p = 10n ** 36n + 1n;  // the first prime above 10^36 and its odd neighbours
  while (!isPrime(p)) p += 2n;
  const top = 10n ** 38n - 1n;
  let q = top;  // the last prime below 10^38
  while (!isPrime(q)) q -= 2n;
  for (const n of [p - 2n, p, p + 2n, q - 2n, q, 10n ** 36n - 1n]) assert.equal(holdsInProgram('PZ', n), isPrime(n), `PZ(${n})`);
  const root = 10n ** 18n;
  for (const n of [root ** 2n - 1n, root ** 2n, root ** 2n + 1n, (root + 1n) ** 2n, iroot(top, 2n) ** 2n])
    assert.equal(holdsInProgram('Q', n), isSquare(n), `Q(${n})`);
  for (const n of [10n ** 36n, 10n ** 36n + 1n, iroot(top, 3n) ** 3n, iroot(top, 3n) ** 3n + 1n]) assert.equal(holdsInProgram('K', n), isCube(n), `K(${n})`);
  const t = iroot(2n * top, 2n);  // the last triangular number below 10^38 is t(t+1)/2 or the one before
  for (const n of [t * (t + 1n) / 2n, (t - 1n) * t / 2n, (t - 1n) * t / 2n + 1n])
    if (n <= top) assert.equal(holdsInProgram('TRI', n), isTriangular(n), `TRI(${n})`);
});

// ---- 11. text that is not UTF-8, invisible characters -----------------------------------------
test('broken UTF-8 is refused with its line and column: surrogates, beyond U+10FFFF, overlong forms', () => {
  const sequences = [[0xed, 0xa0, 0x80], [0xf4, 0x90, 0x80, 0x80], [0xe0, 0x80, 0x80], [0xf0, 0x80, 0x80, 0x80], [0xc0, 0xaf], [0x80]];
  for (const bytes of sequences) {
    const input = Buffer.concat([Buffer.from('title: ab'), Buffer.from(bytes), Buffer.from('\ngrid\nA\nend\n')]);
    const { status, stdout, stderr } = run(['crossnumber', '-'], input);
    const hex = bytes[0].toString(16).toUpperCase();
    assert.equal(status, 2, bytes.join(' '));
    assert.equal(stdout, '');
    assert.equal(stderr, `knobel crossnumber: stdin:1:10: the file is not UTF-8 text: byte 0x${hex}\n`, bytes.join(' '));
  }
  // Well-formed characters at the edges of each range still read.
  for (const ch of ['\u{7FF}', '\u{800}', '\u{D7FF}', '\u{E000}', '\u{FFFD}', '\u{10000}', '\u{10FFFF}']) {
    const { status, stderr } = run(['crossnumber', '-'], `title: ${ch}\ngrid\nA\nend\n`);
    assert.equal(status, 0, stderr);
  }
});

test('a second byte order mark is named U+FEFF, not quoted as an invisible character', () => {
  const cases = [
    ['\uFEFF\uFEFFgrid\nA\nend\n', /^knobel crossnumber: stdin:1:1: .*"<U\+FEFF>grid"/],
    ['grid\nA\nend\nPZ(\uFEFFA_w)\n', /^knobel crossnumber: stdin:4:4: .*found U\+FEFF \(an invisible character\)/],
    ['grid\nA .\u200B\nend\n', /^knobel crossnumber: stdin:2:3: cell "\.<U\+200B>"/],
  ];
  for (const [text, pattern] of cases) {
    const { status, stderr } = run(['crossnumber', '-'], text);
    assert.equal(status, 2, text);
    assert.match(stderr, pattern);
    assert.ok(!stderr.includes('\uFEFF') && !stderr.includes('\u200B'), stderr);
    assert.equal(stderr.trim().split('\n').length, 1);
  }
});

// ---- 3. a time limit, and a quiet stderr in a pipe ---------------------------------------------
// A^2 + 1 lies strictly between A^2 and (A + 1)^2, so it is never a square: no solution, but the
// solver has no such reasoning and searches 19 digits (no answer within seconds). (Until issue 21's
// constant factors, K(mal(A_w, 9999999999999999999)) served here; it is now answered at once.)
const SLOW = `grid\nA${' .'.repeat(18)}\nend\nQ(plus(mal(A_w, A_w), 1))\n`;

test('--time-limit: what is known so far, status "unfinished", exit 3, in text, JSON and step mode', () => {
  const started = Date.now();
  const text = run(['crossnumber', '-', '--time-limit', '0.3'], SLOW);
  assert.ok(Date.now() - started < 20000);
  assert.equal(text.status, 3, text.stderr);
  assert.equal(text.stderr, '');  // no progress line: stderr is a pipe here
  assert.match(text.stdout, /^unfinished: the time limit came first, 0 solutions found so far\nrule applications \d+, assumptions \d+, backtracks \d+, time \d+\.\d ms\n$/);
  const { status, answer } = solve(SLOW, '--time-limit', '0.3', '--steps');
  assert.equal(status, 3);
  assert.equal(answer.status, 'unfinished');
  assert.ok(answer.log.length > 10 && answer.log.every((line) => typeof line === 'string' && line.length > 0));
  assert.ok(answer.stats.time_us >= 300000, JSON.stringify(answer.stats));
  // A puzzle that finishes first is answered as without the limit, exit 0.
  const spec = 'grid\nA . C\nB . .\nend\nPZ(C_s)\n=(qs(A_w), 3)\n=(qs(B_w), 9)\nV(B_w, A_w)\n';
  const quick = solve(spec, '--time-limit', '100'), plain = solve(spec);
  assert.equal(quick.status, 0);
  assert.equal(quick.answer.status, plain.answer.status);
  assert.deepEqual(quick.answer.solutions, plain.answer.solutions);
});

test('--time-limit: bad values exit 2 with one line naming the option', () => {
  for (const bad of ['0', '-1', 'abc', '1.2345', '', '1.', '.5', '1e3', '2000000']) {
    const { status, stdout, stderr } = run(['crossnumber', '-', '--time-limit', bad]);  // (refused before stdin is read)
    assert.equal(status, 2, bad);
    assert.equal(stdout, '');
    assert.match(stderr, /^knobel crossnumber: --time-limit: /, bad);
    assert.equal(stderr.trim().split('\n').length, 1, bad);
  }
  for (const args of [['--check', '--time-limit', '5'], ['--generate', '4x4', '--time-limit', '5']]) {
    const { status } = run(['crossnumber', ...(args[0] === '--check' ? ['-'] : []), ...args]);
    assert.equal(status, 2, args.join(' '));
  }
});

// ---- 6, 7. many copies of a rule, many solutions ------------------------------------------------
test('a rule repeated is one rule: the same answer as written once, and --check calls every copy redundant', () => {
  const base = 'grid\nA . .\nB . .\nend\n=(A_w, 123)\n=(B_w, 456)\n';
  const once = solve(base + 'PZ(plus(A_w, 4))\n');
  const copies = solve(base + 'PZ(plus(A_w, 4))\n'.repeat(3000));
  assert.equal(once.answer.status, 'unique');
  assert.equal(copies.answer.status, once.answer.status);
  assert.deepEqual(copies.answer.solutions, once.answer.solutions);
  const { status, stdout } = run(['crossnumber', '-', '--check', '--json'], base + 'V(B_w, 3)\n'.repeat(200));
  assert.equal(status, 0);
  const report = JSON.parse(stdout);
  assert.equal(report.status, 'unique');
  const copyLines = Array.from({ length: 200 }, (_, i) => i + 7);  // the copies are on lines 7 .. 206
  assert.deepEqual(report.redundant.filter((line) => line >= 7), copyLines);
  assert.ok(report.essential.every((line) => line < 7));
});

test('--max-solutions 20000 on a 2x3 grid without rules: 20000 different fillings', () => {
  const { status, answer } = solve('grid\n. . .\n. . .\nend\n', '--max-solutions', '20000');
  assert.equal(status, 0);
  assert.equal(answer.status, 'multiple');
  assert.equal(answer.solutions.length, 20000);
  const grids = new Set(answer.solutions.map((s) => s.grid.join('/')));
  assert.equal(grids.size, 20000);
  for (const g of grids) assert.match(g, /^[0-9]{3}\/[0-9]{3}$/);
});
