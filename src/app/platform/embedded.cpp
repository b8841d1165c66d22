#include "app/platform/embedded.h"

#include <algorithm>

namespace knobel::app {

const EmbeddedFile* find_embedded_file(std::string_view name) {
    for (std::size_t i = 0; i < kEmbeddedFileCount; ++i)
        if (name == kEmbeddedFiles[i].name) return &kEmbeddedFiles[i];
    return nullptr;
}

std::vector<const EmbeddedFile*> embedded_files_under(std::string_view prefix) {
    std::vector<const EmbeddedFile*> files;
    for (std::size_t i = 0; i < kEmbeddedFileCount; ++i)
        if (std::string_view(kEmbeddedFiles[i].name).substr(0, prefix.size()) == prefix)
            files.push_back(&kEmbeddedFiles[i]);
    std::sort(files.begin(), files.end(),
              [](const EmbeddedFile* a, const EmbeddedFile* b) { return std::string_view(a->name) < b->name; });
    return files;
}

}  // namespace knobel::app
