#include "cli/file_reader.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>

#include "core/text.h"

namespace knobel::cli {
namespace {

InputError file_error(const std::string& name, std::string message) {
    InputError error;
    error.where = name;
    error.message = std::move(message);
    return error;
}

std::string mebibytes(std::size_t bytes) { return with_thousands(bytes >> 20) + " MiB"; }

// The line ends in `text` as split_lines (core/text.h) sees them: "\n", "\r\n" or a lone "\r".
std::size_t count_line_ends(std::string_view text) {
    std::size_t count = 0;
    for (std::size_t i = 0; i < text.size(); ++i)
        count += text[i] == '\n' || (text[i] == '\r' && (i + 1 == text.size() || text[i + 1] != '\n'));
    return count;
}

}  // namespace

std::string_view without_bom(std::string_view text) {
    if (text.substr(0, 3) == "\xEF\xBB\xBF") text.remove_prefix(3);
    return text;
}

LineBlocks::LineBlocks(std::size_t lines_per_block, std::size_t max_line_bytes, int fd)
    : lines_per_block_(lines_per_block), max_line_bytes_(max_line_bytes), fd_(fd) {}

Expected<std::string> LineBlocks::next() {
    if (!started_) {
        started_ = true;
        struct stat info {};
        if (::fstat(fd_, &info) == 0 && S_ISDIR(info.st_mode)) return file_error("stdin", "is a directory, not a puzzle file");
    }
    // Read until the block has its lines (or the input ends).
    std::size_t lines = 0, end = 0;  // complete lines in pending_, and where the last one ends
    for (std::size_t at = 0;;) {
        for (; at < pending_.size() && lines < lines_per_block_; ++at) {
            if (pending_[at] != '\n' && pending_[at] != '\r') continue;
            if (pending_[at] == '\r') {
                // "\r\n" is one line end: a block never ends between the two.
                if (at + 1 == pending_.size() && !at_end_) break;  // read on to see what follows
                if (at + 1 < pending_.size() && pending_[at + 1] == '\n') ++at;
            }
            ++lines;
            end = at + 1;
        }
        if (lines >= lines_per_block_ || at_end_) break;
        // The line read so far, without a '\r' that waits to see whether '\n' follows.
        const std::size_t partial = pending_.size() - end - (at < pending_.size() && pending_[at] == '\r' ? 1 : 0);
        if (partial > max_line_bytes_)
            return file_error("stdin", "line " + std::to_string(next_line_ + static_cast<int>(lines)) + " is longer than " +
                                           mebibytes(max_line_bytes_) + ": no puzzle line is that long");
        char buffer[1 << 16];
        const ssize_t got = ::read(fd_, buffer, sizeof buffer);
        if (got < 0 && errno == EINTR) continue;
        if (got < 0) return file_error("stdin", std::string("cannot read: ") + std::strerror(errno));
        if (got == 0) at_end_ = true;
        pending_.append(buffer, static_cast<std::size_t>(got));
        // One mark at the very start, looked at once: a text that begins with two keeps the second.
        if (!bom_checked_ && (pending_.size() >= 3 || at_end_)) {
            bom_checked_ = true;
            if (without_bom(pending_).size() != pending_.size()) {
                pending_.erase(0, 3);
                at = at >= 3 ? at - 3 : 0;
                end = end >= 3 ? end - 3 : 0;
            }
        }
    }
    if (at_end_ && lines < lines_per_block_) end = pending_.size();  // the last line may lack its '\n'
    std::string block = pending_.substr(0, end);
    pending_.erase(0, end);
    // The start of the text is handed out: a mark further on is text (a pipe may have given
    // the first line before a third byte came).
    if (!block.empty()) bom_checked_ = true;
    first_line_ = next_line_;
    next_line_ += static_cast<int>(count_line_ends(block));
    return block;
}

Expected<std::string> read_input(const std::string& path, std::size_t max_bytes) {
    const bool from_stdin = path == "-";
    const std::string name = from_stdin ? "stdin" : path;
    const int fd = from_stdin ? 0 : ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
    if (fd < 0) return file_error(name, std::string("cannot open: ") + std::strerror(errno));
    struct stat info {};
    if (::fstat(fd, &info) == 0 && S_ISDIR(info.st_mode)) {
        if (!from_stdin) ::close(fd);
        return file_error(name, "is a directory, not a puzzle file");
    }
    std::string text;
    char buffer[1 << 16];
    for (;;) {
        const ssize_t got = ::read(fd, buffer, sizeof buffer);
        if (got < 0 && errno == EINTR) continue;
        if (got < 0) {
            const int error = errno;
            if (!from_stdin) ::close(fd);
            return file_error(name, std::string("cannot read: ") + std::strerror(error));
        }
        if (got == 0) break;
        if (text.size() + static_cast<std::size_t>(got) > max_bytes) {
            if (!from_stdin) ::close(fd);
            return file_error(name, "more than " + mebibytes(max_bytes) + " of text: no puzzle file is that large (is it the right file?)");
        }
        text.append(buffer, static_cast<std::size_t>(got));
    }
    if (!from_stdin) ::close(fd);
    return text;  // a byte-order mark stays: each puzzle's parser drops one (also for text from the page)
}

}  // namespace knobel::cli
