// The Crossnumber screen as the shared browser tests meet it (screens.mjs loads one such file for
// each puzzle of src/puzzles.def; a puzzle without one fails those tests).
export default {
  // A puzzle whose first hint is a move and whose answer has moves to step through (shell.test.mjs).
  link: '#crossnumber',
  // The phone tests' puzzle (phone.test.mjs): the screen at 360 px, then solved by hints.
  phoneLink: '#crossnumber',
  // Every part of the board in play (and what shows the puzzle beside it): clicks, taps and
  // swipes there never change the puzzle (board_safety.test.mjs).
  boards: ['grid'],
  // At 360 px: the widgets that must lie within the screen's width, those a finger taps (at least
  // 40 px tall), and the grids whose cells must be finger-sized, with their cells along a side.
  phone: {
    // The board: its top within the first screen (no swipe), at least this tall (issue 20).
    board: { id: 'grid', minHeight: 150 },
    wide: ['grid'],
    tap: ['gallery', 'board-play', 'board-solver', 'solve', 'digit-0', 'digit-9', 'digit-clear', 'pencil', 'undo'],
    cells: { grid: 3 },
  },
};
