#pragma once
// Files compiled into the wasm image (cmake/EmbedFiles.cmake): the font, the shaders and the
// example gallery, found by their path in the source tree ("shaders/cubes.vert",
// "examples/hexmax/hexmax0.txt") or "font" for the TrueType font.

#include <cstddef>
#include <string_view>
#include <vector>

namespace knobel::app {

struct EmbeddedFile {
    const char* name;
    const unsigned char* data;  // followed by one 0 byte
    std::size_t size;

    std::string_view text() const { return {reinterpret_cast<const char*>(data), size}; }
};

extern const EmbeddedFile kEmbeddedFiles[];
extern const std::size_t kEmbeddedFileCount;

// The file called `name`, or nullptr.
const EmbeddedFile* find_embedded_file(std::string_view name);
// Every file whose name starts with `prefix`, in name order.
std::vector<const EmbeddedFile*> embedded_files_under(std::string_view prefix);

}  // namespace knobel::app
