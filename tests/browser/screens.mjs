// Each puzzle's screen as the shared browser tests meet it (screens/<id>.mjs): one file per puzzle
// of src/puzzles.def, the hidden template included, so that a new puzzle brings its own test data
// and the shared tests (shell, phone) need no edit; a puzzle without its file fails here.
import { hiddenPuzzleIds, puzzleIds } from '../puzzle-list.mjs';

export const screenIds = [...puzzleIds, ...hiddenPuzzleIds];
export const screens = Object.fromEntries(
  await Promise.all(screenIds.map(async (id) => [id, (await import(`./screens/${id}.mjs`)).default])));
