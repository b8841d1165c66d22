#include "app/platform/fonts.h"

#include "app/platform/embedded.h"
#include "app/platform/glyph_ranges.h"
#include "imgui.h"
#include "imgui_impl_opengl3.h"

namespace knobel::app {
namespace {

Fonts g_fonts;
float g_built_ratio = 0.0f;

constexpr float kBodySize = 17.0f;
constexpr float kHeadingSize = 26.0f;

ImFont* add_font(float size, float pixel_ratio) {
    ImFontConfig config;
    config.FontDataOwnedByAtlas = false;  // the bytes live in the wasm image
    config.OversampleH = 1;               // rasterised at the real pixel size: no need to oversample
    config.OversampleV = 1;
    config.PixelSnapH = true;
    // The embedded DejaVu Sans, cut to kGlyphRanges (scripts/bootstrap.sh names the file,
    // scripts/subset_font.py cuts it, cmake/EmbedFiles.cmake embeds it).
    const EmbeddedFile* font = find_embedded_file("font");
    void* data = const_cast<unsigned char*>(font->data);
    return ImGui::GetIO().Fonts->AddFontFromMemoryTTF(data, static_cast<int>(font->size), size * pixel_ratio,
                                                      &config, kGlyphRanges);
}

}  // namespace

bool update_fonts(float pixel_ratio) {
    if (pixel_ratio <= 0.0f) pixel_ratio = 1.0f;
    if (pixel_ratio == g_built_ratio) return false;
    ImGuiIO& io = ImGui::GetIO();
    const bool had_texture = g_built_ratio != 0.0f;
    if (had_texture) ImGui_ImplOpenGL3_DestroyFontsTexture();
    io.Fonts->Clear();
    g_fonts.body = add_font(kBodySize, pixel_ratio);
    g_fonts.heading = add_font(kHeadingSize, pixel_ratio);
    io.FontGlobalScale = 1.0f / pixel_ratio;
    if (had_texture) ImGui_ImplOpenGL3_CreateFontsTexture();  // else the backend makes it on first use
    g_built_ratio = pixel_ratio;
    return true;
}

const Fonts& fonts() { return g_fonts; }

}  // namespace knobel::app
