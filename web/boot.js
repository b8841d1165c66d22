// Starts Knobel: checks that the browser can run it, loads knobel.js + knobel.wasm (Emscripten),
// and connects the page to the app: the address bar, the clipboard, downloads, the file picker,
// and the window.knobel API (docs/js-api.md). All paths are relative, so the site also works from
// a sub-path such as GitHub Pages.
'use strict';

(function () {
  const statusBox = document.getElementById('status');
  const statusText = document.getElementById('status-text');
  const canvas = document.getElementById('canvas');

  function fail(message) {
    statusBox.classList.add('failed');
    statusText.textContent = message;
    document.body.classList.remove('ready');
  }

  // --- Can this browser run Knobel? ------------------------------------------------------------
  if (typeof WebAssembly !== 'object' || typeof WebAssembly.instantiate !== 'function') {
    fail('Knobel needs WebAssembly, which this browser does not offer (or has switched off). ' +
         'A current Firefox, Chrome, Edge or Safari runs it.');
    return;
  }
  // A tiny module using one SIMD instruction (i8x16.popcnt): Knobel's solvers are built with SIMD.
  const simdProbe = new Uint8Array([0, 97, 115, 109, 1, 0, 0, 0, 1, 5, 1, 96, 0, 1, 123, 3, 2, 1, 0, 10, 10, 1, 8, 0,
                                    65, 0, 253, 15, 253, 98, 11]);
  if (!WebAssembly.validate(simdProbe)) {
    fail('Knobel needs WebAssembly SIMD, which this browser does not offer. A current Firefox, Chrome, ' +
         'Edge or Safari (16.4 or later) runs it.');
    return;
  }
  if (!document.createElement('canvas').getContext('webgl2')) {
    fail('Knobel draws with WebGL2, which this browser does not offer right now. It may be switched ' +
         'off, or the graphics driver may be blocked; a current Firefox, Chrome, Edge or Safari runs it.');
    return;
  }

  // --- Strings in and out of the wasm heap ------------------------------------------------------
  // Arguments go through malloc, not the stack, so a pasted million-digit number cannot overflow it.
  // A number argument goes as it is (a pointer or a length).
  function callWithStrings(name, returnsString, args) {
    const pointers = args.map((text) => {
      if (typeof text === 'number') return text;
      const size = Module.lengthBytesUTF8(text) + 1;
      const pointer = Module._malloc(size);
      Module.stringToUTF8(text, pointer, size);
      return pointer;
    });
    try {
      const result = Module['_' + name](...pointers);
      return returnsString ? Module.UTF8ToString(result) : result;
    } finally {
      pointers.forEach((pointer, i) => { if (typeof args[i] !== 'number') Module._free(pointer); });
    }
  }

  // --- Nothing lost (issue 20) --------------------------------------------------------------------
  // Another puzzle of the same kind (an example, a file, a new puzzle over a game) is a new entry of
  // the browser's history, so Back returns to the game before it; moves within a game replace the
  // entry (the link's play= part), so Back does not step through moves, and so does a switch to
  // another tab, whose screen keeps its own game while the page is open. The last game in progress
  // is kept in local storage, and the site's bare address (no link) opens it again on the next
  // visit; so is the last game of each puzzle, which its tab shows on the next visit (behind the
  // one on display: knobel_api_restore_game). Storage may be off or full: then nothing is kept.
  const lastGameKey = 'knobel.lastGame';
  const kindOf = (link) => link.split('/')[0].slice(1).toLowerCase();
  const lastGameOf = (kind) => `${lastGameKey}.${kind}`;
  function withStorage(use) {
    try { return use(window.localStorage); } catch { return null; }
  }
  // The link without its game and its target switch: what tells one puzzle from another.
  function puzzlePart(fragment) {
    return fragment.replace(/\/(play|target)=[^/]*/g, '').toLowerCase();
  }
  // Whether showing `fragment` over the address bar's link loads another puzzle of the same kind.
  function replacesPuzzle(fragment) {
    const kind = (link) => link.split('/')[0].toLowerCase();
    return Boolean(location.hash) && kind(fragment) === kind(location.hash) && puzzlePart(fragment) !== puzzlePart(location.hash);
  }
  if (!location.hash) {
    const lastGame = withStorage((storage) => storage.getItem(lastGameKey));
    if (lastGame && lastGame.startsWith('#')) history.replaceState(null, '', lastGame);
  }
  // The app writes the link of what it opened from the address bar (at the start, after Back and
  // Forward, or from knobel.open) at the end of the frame that opens it, perhaps tidied up: that
  // write replaces the entry it came from. Until the first frame is drawn (ready), and then for
  // one frame after each such open (followAddressBar, once the API is up).
  let followingAddressBar = true;
  let editedEntry = false;  // the current history entry holds an edited puzzle (replaceFragment)
  let followingOpen = 0;

  const maxFileBytes = 16 * 1024 * 1024;
  const coarsePointerQuery = typeof window.matchMedia === 'function' ? window.matchMedia('(pointer: coarse)') : null;

  // --- What the app calls (src/app/js_bridge.cpp) -----------------------------------------------
  window.knobelPage = {
    // `editing`: the puzzle itself is being edited (an Edit switch is on). Its first change adds
    // an entry, so the puzzle from before the edits is one Back away; the changes after it replace
    // that entry (a number typed digit by digit is one step of the history, not one per digit).
    replaceFragment(fragment, editing = false) {
      const target = fragment || location.pathname + location.search;
      const another = fragment && replacesPuzzle(fragment) && !followingAddressBar;
      if (another && !(editing && editedEntry)) history.pushState(null, '', target);
      else history.replaceState(history.state, '', target);
      if (another || !editing) editedEntry = editing;
      followingAddressBar = false;
      if (!fragment) return;
      withStorage((storage) => {
        for (const key of [lastGameKey, lastGameOf(kindOf(fragment))]) {
          if (fragment.includes('/play=')) storage.setItem(key, fragment);
          else if (puzzlePart(storage.getItem(key) || '') === puzzlePart(fragment)) storage.removeItem(key);
        }
      });
    },
    linkFor(fragment) {
      return location.origin + location.pathname + location.search + fragment;
    },
    copyLink(fragment) {
      this.copyText(this.linkFor(fragment));
    },
    copyText(text) {
      if (navigator.clipboard && window.isSecureContext) {
        navigator.clipboard.writeText(text).catch(() => copyWithTextArea(text));
      } else {
        copyWithTextArea(text);
      }
    },
    download(fileName, text) {
      const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
      const link = document.createElement('a');
      link.href = url;
      link.download = fileName;
      document.body.appendChild(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10000);
    },
    pickFile(puzzle, accept) {
      const input = document.createElement('input');
      input.type = 'file';
      input.accept = accept;
      input.addEventListener('change', () => {
        const file = input.files && input.files[0];
        if (!file) return;
        if (file.size > maxFileBytes) {
          callWithStrings('knobel_api_show_error', false,
                          [`Could not open ${file.name}: it is ${file.size} bytes, more than the ${maxFileBytes} a puzzle file may have.`]);
          return;
        }
        file.text().then(
          (text) => knobel.loadText(puzzle, text, file.name),
          (error) => callWithStrings('knobel_api_show_error', false, [`Could not read ${file.name}: ${error}`]));
      });
      input.click();
    },
    // Whether the main pointer is a finger: the app then makes its controls finger-sized
    // (src/app/theme.cpp). Asked before every frame; the query follows a change of device.
    coarsePointer() {
      return coarsePointerQuery !== null && coarsePointerQuery.matches;
    },
    // A text field started or stopped being edited (src/app/js_bridge.cpp).
    textInput(active) {
      phoneKeyboard.setWanted(active);
    },
    ready() {
      followingAddressBar = false;  // the first frame has put its link in place
      installApi();
      // The other puzzles' last games, each to its own tab (the one on display is the address bar's).
      withStorage((storage) => {
        for (let i = 0; i < storage.length; ++i) {
          const key = storage.key(i);
          const game = key && key.startsWith(`${lastGameKey}.`) ? storage.getItem(key) : null;
          if (game && game.startsWith('#') && kindOf(game) !== kindOf(location.hash)) callWithStrings('knobel_api_restore_game', false, [game]);
        }
      });
      document.body.classList.add('ready');
      canvas.focus();
    },
    // The app could not start after all (src/app/main.cpp): show why instead of the spinner.
    fail(message) {
      fail(message);
    },
  };

  // The browser may take the WebGL context away (a GPU reset, too many contexts). Every puzzle is
  // in the address bar, so a reload brings the same puzzle back; say that instead of going blank.
  canvas.addEventListener('webglcontextlost', (event) => {
    event.preventDefault();
    fail('The browser took the graphics context away from Knobel (a GPU reset, or too many open pages ' +
         'with 3D graphics). Reload the page: the puzzle is in the link and comes back as it was.');
  });

  // --- The phone's keyboard ----------------------------------------------------------------------
  // A canvas cannot summon an on-screen keyboard, so while a text field is edited after a touch,
  // a hidden input has the focus; what is typed into it goes to the app as characters and keys.
  // It always holds one sentinel space, so that Backspace has something to delete (phones send no
  // usable key event for Backspace in an empty input, only the deletion).
  const phoneKeyboard = (function () {
    const proxy = document.getElementById('keyboard-proxy');
    const sentinel = ' ';
    let wanted = false;
    let lastPointerWasTouch = false;
    const reset = () => { proxy.value = sentinel; proxy.setSelectionRange(1, 1); };
    const type = (text) => { if (text) callWithStrings('knobel_api_type', false, [text]); };
    const key = (name) => callWithStrings('knobel_api_key', false, [name]);
    const summon = () => {
      if (!wanted || !lastPointerWasTouch || document.activeElement === proxy) return;
      reset();
      proxy.focus({ preventScroll: true });
    };
    canvas.addEventListener('pointerdown', (event) => { lastPointerWasTouch = event.pointerType === 'touch'; },
                            { capture: true, passive: true });
    // Inside the touch's own handler, which iOS requires for the keyboard to open; the app may
    // only learn of the field a frame later, so setWanted() tries again.
    canvas.addEventListener('touchend', summon, { passive: true });
    proxy.addEventListener('beforeinput', (event) => {
      if (event.inputType === 'insertText' || event.inputType === 'insertReplacementText') {
        type(event.data);
      } else if (event.inputType.startsWith('deleteContentBackward') || event.inputType === 'deleteWordBackward') {
        key('Backspace');
      } else if (event.inputType === 'deleteContentForward') {
        key('Delete');
      } else if (event.inputType === 'insertLineBreak' || event.inputType === 'insertParagraph') {
        key('Enter');
      } else {
        return;  // composition (an IME's word in progress): taken when it ends, below
      }
      event.preventDefault();
    });
    const takeComposed = () => {
      type(proxy.value.startsWith(sentinel) ? proxy.value.slice(sentinel.length) : proxy.value);
      reset();
    };
    proxy.addEventListener('compositionend', takeComposed);
    proxy.addEventListener('input', (event) => { if (!event.isComposing) takeComposed(); });
    return {
      setWanted(active) {
        wanted = active;
        if (active) {
          summon();
        } else if (document.activeElement === proxy) {
          proxy.blur();
          canvas.focus({ preventScroll: true });
        }
      },
    };
  })();

  function copyWithTextArea(text) {
    const area = document.createElement('textarea');
    area.value = text;
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.appendChild(area);
    area.select();
    try { document.execCommand('copy'); } catch (error) { /* nothing more to try */ }
    area.remove();
  }

  // --- window.knobel: for people in the console and for the browser tests -----------------------
  function installApi() {
    // A promise of state() (the JSON string) once `holds(parsed state)` is true, checked every
    // `everyMs`: the app works in frames, so the page polls rather than being called back.
    function stateWhen(holds, everyMs) {
      return new Promise((resolve) => {
        const poll = () => {
          const state = api.state();
          if (holds(JSON.parse(state))) resolve(state); else setTimeout(poll, everyMs);
        };
        poll();
      });
    }

    // See "Nothing lost" above: the next frame's link write replaces the entry just opened.
    function followAddressBar() {
      followingAddressBar = true;
      const open = ++followingOpen;
      api.frame().then(() => { if (open === followingOpen) followingAddressBar = false; });
    }

    const api = {
      state() {
        return callWithStrings('knobel_api_state', true, []);
      },
      open(fragment) {
        const text = String(fragment);
        const opened = Boolean(callWithStrings('knobel_api_open', false, [text]));
        // The app takes an opened link to be in the address bar already (it is, after Back or a
        // typed link); one opened from here is put there, as a new entry if it is another puzzle.
        if (opened && text.startsWith('#') && text !== location.hash) {
          if (replacesPuzzle(text)) history.pushState(null, '', text);
          else history.replaceState(history.state, '', text);
          followAddressBar();
        }
        return opened;
      },
      loadText(puzzle, text, fileName = '') {
        // The text goes with its length in bytes, so that a NUL in it reaches the puzzle's reader
        // (which names its line and column) instead of ending the text there.
        const body = String(text);
        const size = Module.lengthBytesUTF8(body);
        const pointer = Module._malloc(size + 1);
        Module.stringToUTF8(body, pointer, size + 1);
        try {
          return Boolean(callWithStrings('knobel_api_load_text', false, [String(puzzle), pointer, size, String(fileName)]));
        } finally {
          Module._free(pointer);
        }
      },
      // Starts solving as if Solve was pressed; the promise resolves with state() once it is done.
      solve() {
        callWithStrings('knobel_api_solve', false, []);
        return stateWhen((state) => !state.solving, 20);
      },
      // Plays one move on the current puzzle as if made by hand (move syntax: docs/js-api.md):
      // true if played, false if refused (state().play.message says why).
      play(move) {
        return Boolean(callWithStrings('knobel_api_play', false, [String(move)]));
      },
      undo() {
        return Boolean(callWithStrings('knobel_api_undo', false, []));
      },
      redo() {
        return Boolean(callWithStrings('knobel_api_redo', false, []));
      },
      // The hint for the board as it is (docs/js-api.md): shown on the page as the Hint button
      // shows it, not made. A JSON string, as the shared spec has it: {move, undo, sentence}, or
      // null where the screen gives no hints. A game that needs its answer first solves in the call.
      hint() {
        return callWithStrings('knobel_api_hint', true, []);
      },
      // A new puzzle on the current screen from its generator (docs/js-api.md): options
      // {size, difficulty, seed}, each optional (the usual size, medium, a fresh seed). The promise
      // resolves to true once the puzzle is on screen, ready to play, or to false when an option is
      // wrong or the screen makes none (state().error says which), or when a generation in slices
      // was cancelled or overtaken by another puzzle (nothing new on screen).
      newGame(options) {
        const given = options ?? {};  // newGame(), newGame(null): every option at its default
        const text = (value) => (value === undefined || value === null ? '' : String(value));
        // A ticket: a later newGame (or the New puzzle control) overtakes this one.
        const ticket = callWithStrings('knobel_api_new_game', false,
                                       [text(given.size), text(given.difficulty), text(given.seed)]) >>> 0;
        if (!ticket) return Promise.resolve(false);
        return stateWhen((state) => !state.solving, 20)
          .then(() => Boolean(Module._knobel_api_new_game_landed(ticket)));
      },
      // Draws one more frame; the promise resolves with state() once it is on screen and every
      // input sent before the call has been taken in (typed text comes in over several frames,
      // and the frames keep coming until it has). Frames are drawn on demand, so waiting for
      // "the next frame" without asking for one could wait forever.
      frame() {
        const before = JSON.parse(api.state()).frame;
        callWithStrings('knobel_api_request_frame', false, []);
        return stateWhen((state) => state.frame > before && !callWithStrings('knobel_api_input_waiting', false, []), 10);
      },
      // How many milliseconds all background jobs together may work per frame (0: automatic, half a
      // frame within 8-40 ms). A tiny budget stretches a job over many frames (docs/js-api.md).
      setJobBudget(ms) {
        Module._knobel_api_set_job_budget(Number(ms) || 0);
      },
      // Where widget `id` was drawn in the last frame, in CSS pixels of the page, or null.
      rect(id) {
        const rect = JSON.parse(callWithStrings('knobel_api_rect', true, [String(id)]));
        if (!rect) return null;
        const box = canvas.getBoundingClientRect();
        return { x: rect.x + box.left, y: rect.y + box.top, w: rect.w, h: rect.h };
      },
    };
    window.knobel = api;

    // A link typed into the address bar, or Back/Forward between fragments.
    window.addEventListener('hashchange', () => {
      followAddressBar();
      api.open(location.hash);
    });

    // Paste: SDL swallows Ctrl+V, so let the browser have it and hand the pasted text to ImGui.
    window.addEventListener('keydown', (event) => {
      if ((event.ctrlKey || event.metaKey) && (event.key === 'v' || event.key === 'V')) event.stopImmediatePropagation();
    }, true);
    window.addEventListener('paste', (event) => {
      const text = event.clipboardData && event.clipboardData.getData('text');
      if (text) callWithStrings('knobel_api_paste', false, [text]);
      event.preventDefault();
    });
  }

  // --- Load the app -------------------------------------------------------------------------------
  window.Module = {
    canvas,
    print: (text) => console.log(text),
    printErr: (text) => console.warn(text),
    onAbort: (reason) => fail(`Knobel stopped because of an internal error (${reason}). Reloading the page starts it again.`),
  };
  const script = document.createElement('script');
  script.src = 'knobel.js';
  script.onerror = () => fail('Could not load knobel.js. Check the connection and reload the page.');
  document.body.appendChild(script);

  // --- Offline ------------------------------------------------------------------------------------
  // The service worker (sw.js, written by the build) keeps this version's files, so the next visit
  // starts with no network. Registered once the page has loaded, so its download of the files
  // never competes with the first start. Not on file:// pages, where browsers have none.
  if ('serviceWorker' in navigator && location.protocol !== 'file:') {
    const register = () => navigator.serviceWorker.register('sw.js').catch((error) => {
      console.warn(`Knobel will not work offline: ${error.message}`);
    });
    if (document.readyState === 'complete') register();
    else window.addEventListener('load', register, { once: true });
  }
})();
