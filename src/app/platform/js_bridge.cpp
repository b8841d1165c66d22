#include "app/platform/js_bridge.h"

#include <emscripten.h>

#include <cstdlib>

// Each bridge function hands its text to the page's `knobelPage` object (web/boot.js), which does
// the browser work; keeping the JavaScript there keeps it in one readable place.

EM_JS(char*, js_location_fragment, (), {
    const size = lengthBytesUTF8(location.hash) + 1;
    const pointer = _malloc(size);
    stringToUTF8(location.hash, pointer, size);
    return pointer;
});
EM_JS(void, js_replace_fragment, (const char* text, int length, int editing),
      { knobelPage.replaceFragment(UTF8ToString(text, length), editing !== 0); });
EM_JS(void, js_copy_link, (const char* text, int length), { knobelPage.copyLink(UTF8ToString(text, length)); });
EM_JS(void, js_copy_text, (const char* text, int length), { knobelPage.copyText(UTF8ToString(text, length)); });
EM_JS(void, js_download, (const char* name, int name_length, const char* text, int text_length),
      { knobelPage.download(UTF8ToString(name, name_length), UTF8ToString(text, text_length)); });
EM_JS(void, js_pick_file, (const char* puzzle, int puzzle_length, const char* accept, int accept_length),
      { knobelPage.pickFile(UTF8ToString(puzzle, puzzle_length), UTF8ToString(accept, accept_length)); });
EM_JS(void, js_announce_ready, (), { knobelPage.ready(); });
EM_JS(void, js_text_input, (int active), { knobelPage.textInput(active !== 0); });
EM_JS(int, js_coarse_pointer, (), { return knobelPage.coarsePointer() ? 1 : 0; });
EM_JS(void, js_announce_start_failed, (const char* text, int length), { knobelPage.fail(UTF8ToString(text, length)); });

namespace knobel::app {
namespace {
int length_of(std::string_view text) { return static_cast<int>(text.size()); }
}  // namespace

std::string location_fragment() {
    char* text = js_location_fragment();
    std::string fragment = text;
    std::free(text);
    return fragment;
}

void replace_fragment(std::string_view fragment, bool editing) {
    js_replace_fragment(fragment.data(), length_of(fragment), editing ? 1 : 0);
}

void copy_link_to_clipboard(std::string_view fragment) { js_copy_link(fragment.data(), length_of(fragment)); }

void copy_text_to_clipboard(std::string_view text) { js_copy_text(text.data(), length_of(text)); }

void download_text(std::string_view file_name, std::string_view text) {
    js_download(file_name.data(), length_of(file_name), text.data(), length_of(text));
}

void pick_file(std::string_view puzzle, std::string_view accept) {
    js_pick_file(puzzle.data(), length_of(puzzle), accept.data(), length_of(accept));
}

void announce_ready() { js_announce_ready(); }

void set_text_input_active(bool active) { js_text_input(active ? 1 : 0); }

bool coarse_pointer() { return js_coarse_pointer() != 0; }

void announce_start_failed(std::string_view message) { js_announce_start_failed(message.data(), length_of(message)); }

}  // namespace knobel::app
