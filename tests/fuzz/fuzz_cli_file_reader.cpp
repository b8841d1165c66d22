// Any bytes as a puzzle file, read both ways the CLI reads (cli/file_reader.h): whole, with a size
// cap, the bytes as they are; and in blocks of lines, the bytes without one leading byte-order
// mark. The cap refuses exactly the inputs above it; the blocks hold whole lines (ended by LF, CRLF
// or a lone CR), as many as asked, and join to the same text; a "line too long" error only comes
// when such a line exists. The first byte sets the block size, the line limit and the cap, so
// small values meet small inputs.
#include <sys/mman.h>
#include <unistd.h>

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>

#include "cli/file_reader.h"

namespace {

void check(bool condition) {
    if (!condition) std::abort();
}

// The lengths of the lines of `text` (line ends "\n", "\r\n" or a lone "\r", as core/text.h's
// split_lines), and how many line ends it has.
struct Lines {
    std::size_t longest = 0, ends = 0;
};
Lines lines_of(std::string_view text) {
    Lines lines;
    std::size_t length = 0;
    for (std::size_t i = 0; i < text.size(); ++i) {
        if (text[i] != '\n' && text[i] != '\r') {
            ++length;
            continue;
        }
        if (text[i] == '\r' && i + 1 < text.size() && text[i + 1] == '\n') ++i;
        lines.longest = std::max(lines.longest, length);
        length = 0;
        ++lines.ends;
    }
    lines.longest = std::max(lines.longest, length);
    return lines;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace knobel::cli;
    if (size == 0) return 0;
    const std::size_t lines_per_block = 1 + (data[0] & 3);
    const std::size_t max_line_bytes = 1 + ((data[0] >> 2) & 15) * 4;
    const std::size_t cap = (data[0] >> 6) == 3 ? kMaxInputBytes : std::size_t{16} << (2 * (data[0] >> 6));
    const std::string_view bytes(reinterpret_cast<const char*>(data) + 1, size - 1);
    // What a reader must see: the bytes without one leading mark (written independently of without_bom).
    const std::string_view expected = bytes.substr(0, 3) == "\xEF\xBB\xBF" ? bytes.substr(3) : bytes;

    const int fd = ::memfd_create("knobel-fuzz", 0);
    check(fd >= 0);
    check(::write(fd, bytes.data(), bytes.size()) == static_cast<ssize_t>(bytes.size()));

    const knobel::Expected<std::string> whole = read_input("/proc/self/fd/" + std::to_string(fd), cap);
    if (bytes.size() > cap) {
        check(!whole && whole.error().message.find("more than") != std::string::npos);
    } else {
        check(whole && whole.value() == bytes);  // as it is: the parser drops a mark
    }

    check(::lseek(fd, 0, SEEK_SET) == 0);
    LineBlocks blocks(lines_per_block, max_line_bytes, fd);
    std::string joined;
    for (;;) {
        knobel::Expected<std::string> block = blocks.next();
        if (!block) {
            check(block.error().message.find("longer than") != std::string::npos);
            check(lines_of(expected).longest > max_line_bytes);
            break;
        }
        if (block->empty()) {
            check(joined == expected);
            break;
        }
        check(blocks.first_line() == static_cast<int>(1 + lines_of(joined).ends));
        const std::size_t lines = lines_of(*block).ends;
        const bool last = joined.size() + block->size() == expected.size();
        // A block ends after a line end, and never between the "\r" and "\n" of one.
        if (!last) check(lines == lines_per_block && (block->back() == '\n' || block->back() == '\r'));
        if (!last && block->back() == '\r') check(expected[joined.size() + block->size()] != '\n');
        check(lines <= lines_per_block);
        joined += *block;
        check(joined.size() <= expected.size());
    }
    ::close(fd);
    return 0;
}
