#include "app/widgets/files_row.h"

#include "app/widgets/file_buttons.h"
#include "app/widgets/layout.h"
#include "app/widgets/new_puzzle_control.h"
#include "app/widgets/screen_header.h"

namespace knobel::app {

FilesPressed draw_files_row(const FilesRow& row) {
    FilesPressed pressed;
    if (row.gallery_label) {
        if (const EmbeddedFile* picked = gallery_combo(row.gallery_label, row.gallery_width, row.gallery_prefix, row.describe))
            pressed.example = picked->text();
        same_line_or_wrap(button_width("New puzzle\xE2\x80\xA6"));
    }
    pressed.make_new = draw_new_puzzle_control(*row.form, *row.sizes);
    same_line_or_wrap(button_width("Open file\xE2\x80\xA6"));
    open_file_button(row.screen_id, row.file_types);
    same_line_or_wrap(button_width("Save\xE2\x80\xA6"));
    save_file_button(row.save_name, row.save_text);
    return pressed;
}

}  // namespace knobel::app
