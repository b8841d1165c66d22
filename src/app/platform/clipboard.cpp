#include "app/platform/clipboard.h"

#include <string>
#include <utility>

#include "app/platform/js_bridge.h"
#include "imgui.h"

namespace knobel::app {
namespace {

std::string g_clipboard;      // ImGui reads its clipboard back from here
std::string g_pending_paste;  // pasted or typed text waiting for the next frame (feed_pasted_text)

}  // namespace

void queue_text_input(std::string_view text) { g_pending_paste += text; }

void install_clipboard() {
    ImGuiIO& io = ImGui::GetIO();
    io.SetClipboardTextFn = [](void*, const char* text) {
        g_clipboard = text;
        copy_text_to_clipboard(g_clipboard);
    };
    io.GetClipboardTextFn = [](void*) { return g_clipboard.c_str(); };
}

HeldModifiers feed_pasted_text() {
    if (g_pending_paste.empty()) return {};
    ImGuiIO& io = ImGui::GetIO();
    const HeldModifiers held{true, io.KeyCtrl, io.KeySuper};
    // Ctrl (Cmd) is still down from Ctrl+V, and Dear ImGui drops typed characters while it is:
    // for this one frame the field sees the text without the modifier.
    io.KeyCtrl = false;
    io.KeySuper = false;
    io.AddInputCharactersUTF8(g_pending_paste.c_str());
    g_pending_paste.clear();
    return held;
}

void restore_modifiers(const HeldModifiers& held) {
    if (!held.pasted) return;
    ImGuiIO& io = ImGui::GetIO();
    io.KeyCtrl = held.ctrl;
    io.KeySuper = held.super;
}

}  // namespace knobel::app
