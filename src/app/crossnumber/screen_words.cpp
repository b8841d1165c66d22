#include "app/crossnumber/screen_words.h"

#include "core/text.h"
#include "crossnumber/value.h"

namespace knobel::app {

std::string values_text(const crossnumber::Dom& values) {
    if (values.empty()) return "none";
    if (values.single()) return crossnumber::to_string(values.lo);
    if (!values.list) return crossnumber::to_string(values.lo) + "\xE2\x80\xA6" + crossnumber::to_string(values.hi);
    std::string text = plural(values.list->size(), "value", "values") + ":";
    for (std::size_t i = 0; i < values.list->size() && i < kShownValuesInList; ++i)
        text += (i ? ", " : " ") + crossnumber::to_string((*values.list)[i]);
    if (values.list->size() > kShownValuesInList) text += " \xE2\x80\xA6";
    return text;
}

}  // namespace knobel::app
