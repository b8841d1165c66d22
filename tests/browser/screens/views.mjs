// The Views screen as the shared browser tests meet it (screens.mjs loads one such file for
// each puzzle of src/puzzles.def; a puzzle without one fails those tests).
export default {
  // A puzzle whose first hint is a move and whose answer has moves to step through (shell.test.mjs).
  link: '#views/battery/157',
  // The phone tests' puzzle (phone.test.mjs): the screen at 360 px, then solved by hints.
  phoneLink: '#views/fe88e8f9b499',
  // Every part of the board in play (and what shows the puzzle beside it): clicks, taps and
  // swipes there never change the puzzle (board_safety.test.mjs).
  boards: ['view-3d', 'build-layer-0', 'build-layer-3', 'view-top', 'view-side'],
  // At 360 px: the widgets that must lie within the screen's width, those a finger taps (at least
  // 40 px tall), and the grids whose cells must be finger-sized, with their cells along a side.
  phone: {
    // The board: its top within the first screen (no swipe), at least this tall (issue 20).
    board: { id: 'view-3d', minHeight: 150 },
    wide: ['view-top', 'view-front', 'view-side', 'view-3d', 'build-layer-0', 'build-layer-3'],
    tap: ['tab-views', 'tab-crossnumber', 'copy-link', 'about', 'size', 'presets', 'random', 'density', 'battery-index',
          'battery-load', 'solve', 'undo', 'redo', 'restart', 'battery'],
    cells: { 'view-top': 4, 'build-layer-0': 4 },
  },
};
