// The puzzles as src/core/puzzle_list.h lists them (the one list the app and the CLI read), for
// the tests: they check that the app's tabs, state().puzzles and `knobel --help` show exactly these.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const header = readFileSync(join(dirname(fileURLToPath(import.meta.url)), '..', 'src', 'core', 'puzzle_list.h'), 'utf8');
const table = header.slice(header.indexOf('kPuzzles{{'), header.indexOf('}};'));
export const puzzleList = [...table.matchAll(/\{"([a-z]+)", "([^"]+)", "([^"]+)"\}/g)].map(([, id, title, summary]) => ({ id, title, summary }));
export const puzzleIds = puzzleList.map((puzzle) => puzzle.id);
if (puzzleIds.length < 4) throw new Error(`tests/puzzle-list.mjs read only ${puzzleIds.length} puzzles from puzzle_list.h`);
