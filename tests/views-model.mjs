// An independent model of Views puzzles for the CLI and browser tests, written from the spec
// (../shared/specs/views.md) alone: it shares no code with src/views. Puzzles and shapes are
// arrays of 0/1 bits in the spec's order.
//
//   cell i = K²·y + K·z + x; puzzle bits: top (row z, col x) at K·z + x, front (row y, col x) at
//   K² + K·y + x, side (row y, col K−1−z) at 2K² + K·y + (K−1−z); hex is most significant bit first.
import { createHash } from 'node:crypto';

// The bits a hex string spells, `count` of them (default: all, 4 per digit).
export function bitsOfHex(hex, count = 4 * hex.length) {
  const bits = [];
  for (const digit of hex) {
    const value = parseInt(digit, 16);
    for (let b = 3; b >= 0; b--) bits.push((value >> b) & 1);
  }
  return bits.slice(0, count);
}

// Hex of a bit array, padded with zero bits to whole digits.
export function hexOfBits(bits) {
  const padded = bits.concat(new Array((4 - (bits.length % 4)) % 4).fill(0));
  let hex = '';
  for (let i = 0; i < padded.length; i += 4) hex += ((padded[i] << 3) | (padded[i + 1] << 2) | (padded[i + 2] << 1) | padded[i + 3]).toString(16);
  return hex;
}

export const cellXYZ = (k, i) => ({ x: i % k, z: Math.floor(i / k) % k, y: Math.floor(i / (k * k)) });

// The three puzzle bits (top, front, side) on cell i's lines of sight.
export function pixelsOf(k, i) {
  const { x, y, z } = cellXYZ(k, i);
  return [k * z + x, k * k + k * y + x, 2 * k * k + k * y + (k - 1 - z)];
}

// The views (3K² bits) that a set of cells shows.
export function viewsOf(k, cells) {
  const bits = new Array(3 * k * k).fill(0);
  for (const i of cells) for (const p of pixelsOf(k, i)) bits[p] = 1;
  return bits;
}

// The cells set in a shape's bits (K³ of them; padding ignored).
export const cellsOfShape = (k, shapeBits) => shapeBits.slice(0, k * k * k).flatMap((b, i) => (b ? [i] : []));

// Candidate cells: the three pixels are all set.
export function candidateCells(k, bits) {
  const cells = [];
  for (let i = 0; i < k * k * k; ++i) if (pixelsOf(k, i).every((p) => bits[p])) cells.push(i);
  return cells;
}

// Solvable exactly when the candidate cells show every set pixel (they never show an unset one).
export function isSolvable(k, bits, candidates = candidateCells(k, bits)) {
  const shown = viewsOf(k, candidates);
  return shown.every((b, p) => b === bits[p]);
}

// The fewest cubes, or null when unsolvable: branch and bound on the set-cover form. Branch on the
// uncovered pixel with the fewest cells left (child j takes cell j and rules out cells 0 … j−1);
// a cube covers at most one pixel per view, so the largest per-view count of uncovered pixels
// bounds what is still needed.
export function minimumCubes(k, bits) {
  const candidates = candidateCells(k, bits);
  if (!isSolvable(k, bits, candidates)) return null;
  const pixels = candidates.map((c) => pixelsOf(k, c));  // parallel to candidates
  const viewOf = (p) => Math.floor(p / (k * k));
  let best = candidates.length;  // all candidates together are a cover
  const search = (uncovered, allowed, used) => {
    if (uncovered.size === 0) { best = Math.min(best, used); return; }
    const perView = [0, 0, 0];
    for (const p of uncovered) ++perView[viewOf(p)];
    if (used + Math.max(...perView) >= best) return;
    let options = null;
    for (const p of uncovered) {
      const cells = allowed.filter((j) => pixels[j].includes(p));
      if (!options || cells.length < options.length) options = cells;
      if (options.length <= 1) break;
    }
    let rest = allowed;
    for (const j of options) {
      const next = new Set(uncovered);
      for (const p of pixels[j]) next.delete(p);
      rest = rest.filter((c) => c !== j);
      search(next, rest, used + 1);
    }
  };
  search(new Set(bits.flatMap((b, p) => (b ? [p] : []))), candidates.map((_, j) => j), 0);
  return best;
}

// Battery puzzle n: the first 48 bits (12 hex digits) of MD5 of the six digits of n.
export const batteryHex = (n) => createHash('md5').update(String(n).padStart(6, '0')).digest('hex').slice(0, 12);
