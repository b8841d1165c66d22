#pragma once
// The screen of a puzzle that is not built yet. It says so plainly; nothing pretends to work.

#include "app/screen.h"

namespace knobel::app {

class PlaceholderScreen final : public Screen {
public:
    PlaceholderScreen(const char* id, const char* title, const char* summary)
        : id_(id), title_(title), summary_(summary) {}

    const char* id() const override { return id_; }
    const char* title() const override { return title_; }
    void draw(App& app) override;
    std::string link() const override;
    std::optional<InputError> open(const Link& link) override;
    std::optional<InputError> load_text(std::string_view text) override;

private:
    const char* id_;
    const char* title_;
    const char* summary_;
};

}  // namespace knobel::app
