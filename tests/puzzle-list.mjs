// The puzzles as src/puzzles.def lists them (the one list the app, the CLI and the build read), for
// the tests: they check that the app's tabs, state().puzzles and `knobel --help` show exactly the
// listed ones, and that hidden ones (the template puzzle) are reachable but not shown.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const list = readFileSync(join(dirname(fileURLToPath(import.meta.url)), '..', 'src', 'puzzles.def'), 'utf8');
const entries = [...list.matchAll(/^KNOBEL_PUZZLE\(([a-z0-9_]+), "([^"]+)", (listed|hidden), "([^"]+)", "([^"]+)"\)$/gm)];
const allPuzzles = entries.map(([, id, title, shown, summary, shortTitle]) => ({ id, title, shown, summary, shortTitle }));
export const puzzleList = allPuzzles.filter((puzzle) => puzzle.shown === 'listed');
export const puzzleIds = puzzleList.map((puzzle) => puzzle.id);
export const hiddenPuzzleIds = allPuzzles.filter((puzzle) => puzzle.shown === 'hidden').map((puzzle) => puzzle.id);
if (puzzleIds.length < 4) throw new Error(`tests/puzzle-list.mjs read only ${puzzleIds.length} puzzles from src/puzzles.def`);
