#pragma once
// Draws a puzzle's files row (midend/files_row.h): the gallery, New puzzle, Open file and Save,
// each wrapping to the next line on a narrow screen.

#include "app/midend/files_row.h"

namespace knobel::app {

FilesPressed draw_files_row(const FilesRow& row);

}  // namespace knobel::app
