#pragma once
// Standard output of a subcommand, with every write checked: output that is lost (a full disk,
// /dev/full, a closed descriptor) is exit status 2 with one line on stderr, never a silent 0.
// Text is collected in blocks of 64 KiB and written with write(2); after a failed write the rest
// is dropped and failed() says so, so long streams (the battery, `views -`) stop at once.

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace knobel::cli {

class Output {
public:
    // `command` names the subcommand in the message ("views"); "" for knobel itself.
    explicit Output(std::string_view command);
    ~Output();  // writes what is left; only finish() reports a failure
    Output(const Output&) = delete;
    Output& operator=(const Output&) = delete;

    void write(std::string_view text);
    void line(std::string_view text);  // the text and '\n'
    // Room for `bytes` more bytes at the end of the block, to be filled in place and handed back
    // with commit(end), where end is one past the last byte written.
    char* room(std::size_t bytes);
    void commit(const char* end);

    // True once a write has failed: what follows is lost, stop producing it.
    bool failed() const { return error_ != 0; }
    // Writes what is left and returns the exit status: `status` when everything got out, else
    // 2 after "knobel <command>: cannot write the output: <reason>" on stderr.
    int finish(int status = 0);

private:
    void flush();

    std::string command_;
    std::vector<char> block_;
    std::size_t used_ = 0;
    int error_ = 0;  // errno of the first failed write
};

// Writes `text` to standard output: the exit status, as Output::finish.
int write_output(std::string_view command, std::string_view text);

}  // namespace knobel::cli
