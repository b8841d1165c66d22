// An independent Hex-Max judge for short numbers, written from ../shared/specs/hexmax.md's segment
// table only: every target number of the same length is tried. A target is reachable when it has
// as many sticks as the input, and it needs exactly as many moves as positions that go from lit to
// dark. Shared by the CLI and browser tests; never taken from the program under test.

const CONTEST = ['abcdef', 'bc', 'abdeg', 'abcdg', 'bcfg', 'acdfg', 'acdefg', 'abc',
  'abcdefg', 'abcdfg', 'abcefg', 'cdefg', 'adef', 'bcdeg', 'adefg', 'aefg'];
const mask = (letters) => [...letters].reduce((m, c) => m | (1 << (c.charCodeAt(0) - 97)), 0);

// The sixteen shapes; the variant draws 7 as abcf and 9 as abcfg.
export function shapes(variant = false) {
  const masks = CONTEST.map(mask);
  if (variant) {
    masks[7] = mask('abcf');
    masks[9] = mask('abcfg');
  }
  return masks;
}

export const sticks = (m) => { let n = 0; for (; m; m &= m - 1) n++; return n; };

// The best number reachable from `input` (upper-case hex) with at most m moves: { result, moves },
// or null when none is (only possible when the answer must be decimal). Options as on the
// command line: goal 'max' | 'min', variant glyphs, decimal-only answers.
export function bruteForce(input, m, { goal = 'max', variant = false, decimal = false } = {}) {
  const masks = shapes(variant);
  const from = [...input].map((c) => masks[parseInt(c, 16)]);
  const total = from.reduce((sum, d) => sum + sticks(d), 0);
  const base = decimal ? 10 : 16;
  const n = input.length;
  let best = null;
  const digits = new Array(n).fill(0);
  for (let code = 0; code < base ** n; ++code) {
    let rest = code;
    for (let i = n - 1; i >= 0; --i) {
      digits[i] = rest % base;
      rest = Math.floor(rest / base);
    }
    let targetSticks = 0;
    let moves = 0;
    for (let i = 0; i < n; ++i) {
      const to = masks[digits[i]];
      targetSticks += sticks(to);
      moves += sticks(from[i] & ~to);
    }
    if (targetSticks !== total || moves > m) continue;
    // Equal-length upper-case hex strings compare like their numbers ('9' < 'A').
    const result = digits.map((d) => d.toString(16).toUpperCase()).join('');
    if (best === null || (goal === 'max' ? result > best.result : result < best.result)) best = { result, moves };
  }
  return best;
}

// A small seeded generator, so that a failure names a case that can be run again.
export function seededRandom(seed) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}
