#include "cli/output.h"

#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <iostream>

namespace knobel::cli {
namespace {

constexpr std::size_t kBlockBytes = std::size_t{1} << 16;

// Writes all of `data` to standard output; 0, or the errno that stopped it.
int write_all(const char* data, std::size_t size) {
    while (size > 0) {
        const ssize_t wrote = ::write(STDOUT_FILENO, data, size);
        if (wrote < 0 && errno == EINTR) continue;
        if (wrote < 0) return errno;
        if (wrote == 0) return EIO;  // nothing written and no reason given: never loop forever
        data += wrote;
        size -= static_cast<std::size_t>(wrote);
    }
    return 0;
}

}  // namespace

Output::Output(std::string_view command) : command_(command), block_(kBlockBytes) {}

Output::~Output() { flush(); }

void Output::flush() {
    if (used_ > 0 && error_ == 0) error_ = write_all(block_.data(), used_);
    used_ = 0;
}

void Output::write(std::string_view text) {
    if (error_ != 0) return;
    if (used_ + text.size() > block_.size()) flush();
    if (text.size() > block_.size()) {  // longer than a block: straight out
        if (error_ == 0) error_ = write_all(text.data(), text.size());
        return;
    }
    std::memcpy(block_.data() + used_, text.data(), text.size());
    used_ += text.size();
}

void Output::line(std::string_view text) {
    write(text);
    write("\n");
}

char* Output::room(std::size_t bytes) {
    if (used_ + bytes > block_.size()) flush();
    if (bytes > block_.size()) block_.resize(bytes);
    return block_.data() + used_;
}

void Output::commit(const char* end) { used_ = static_cast<std::size_t>(end - block_.data()); }

int Output::finish(int status) {
    flush();
    if (error_ == 0) return status;
    std::cerr << "knobel" << (command_.empty() ? "" : " ") << command_
              << ": cannot write the output: " << std::strerror(error_) << '\n';
    return 2;
}

int write_output(std::string_view command, std::string_view text) {
    Output out(command);
    out.write(text);
    return out.finish();
}

}  // namespace knobel::cli
