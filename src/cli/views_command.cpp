// knobel views: the Views puzzle on the command line (../shared/specs/cli.md is the contract).
//
// Every argument and every input line is checked before the first answer is printed, so bad input
// gives one line on stderr, exit status 2 and nothing on stdout. Answers are collected in a buffer
// and written in large blocks: thousands of puzzles a second through a pipe.

#include <iostream>
#include <sstream>
#include <optional>
#include <string>
#include <vector>

#include "cli/args.h"
#include "cli/commands.h"
#include "cli/file_reader.h"
#include "cli/generate_args.h"
#include "cli/output.h"
#include "core/json_writer.h"
#include "core/text.h"
#include "views/battery.h"
#include "views/generator.h"
#include "views/json.h"
#include "views/puzzle.h"
#include "views/puzzle_file.h"
#include "views/solver.h"

namespace knobel::cli {
namespace {

using views::Puzzle;
using views::Solution;

constexpr const char* kCommand = "views";

int print_help() {
    std::ostringstream help;
    help <<
        "Usage: knobel views HEX [HEX ...]          one line per puzzle\n"
        "       knobel views -                      puzzles from standard input, one line each\n"
        "       knobel views --battery N [--first S]  the MD5 battery, puzzles S .. S+N-1\n"
        "       knobel views --generate K [--seed S] [--difficulty easy|medium|hard]\n"
        "                                           a new solvable puzzle of size K (2 to 8)\n"
        "\n"
        "Finds a shape with the fewest unit cubes in a KxKxK grid that shows the given top, front and\n"
        "side views, or says that none does. A puzzle is 3*K*K bits as hex (12 digits for K = 4): the\n"
        "top, front and side views, each row by row, most significant bit first (see docs/views.md).\n"
        "\n"
        "Output, one line per puzzle:\n"
        "  <hex> unsolvable\n"
        "  <hex> <cubes> <shape>       the minimum number of cubes and one shape with that many, as\n"
        "                              K*K*K bits in hex (bit i is cell K*K*y + K*z + x)\n"
        "--battery ends with the line \"battery <N> solvable <count> cubes <total>\".\n"
        "\n"
        "Standard input takes the puzzle file format: one puzzle per line, blank lines and '#'\n"
        "comments ignored, an optional \"size K\" line first (used when --size is not given). It is\n"
        "checked whole before the first answer is printed, so bad input prints no answer at all,\n"
        "only the message naming its line. A stream longer than 64 MiB (about five million lines)\n"
        "is answered 64 MiB at a time, in bounded memory; a bad line past the first 64 MiB stops\n"
        "the run there, after the answers to the lines before it.\n"
        "\n"
        "Options:\n"
        "  --size K          puzzles of size K (2 to 8; default 4)\n"
        "  --first S         with --battery: start at puzzle S (default 0)\n"
        "  --summary         with --battery: print only the last line\n"
        "  --json            one JSON object: for one puzzle {\"size\", \"puzzle\", \"solvable\", \"cubes\",\n"
        "                    \"shape\", \"optimal_count\", \"optimal_count_exact\", \"max_cubes\", \"max_shape\",\n"
        "                    \"forced\", \"impossible\"}; with --battery the totals and the histogram\n"
        "  --generate K      print one new puzzle line of size K, the views of a shape, so it is\n"
        "                    solvable; --seed S (default: a fresh one) gives the same line again;\n"
        "                    --difficulty (default medium) by how many cubes the fewest leave out of\n"
        "                    every cell the views allow and how many optimal shapes there are\n"
        "                    (docs/views.md)\n"
        "  --count-limit L   with --json: count optimal shapes up to L (default 10000). Counting\n"
        "                    also stops at its node limit (" << views::AnalysisOptions{}.count_nodes << " search nodes), possibly\n"
        "                    before L. A count stopped either way is a lower bound (\"at least\"),\n"
        "                    marked by \"optimal_count_exact\": false; true means it is exact\n"
        "  --help            this text\n"
        "\n"
        "Exit status: 0 for answers (unsolvable is an answer), 2 for bad input or usage, or when the\n"
        "output cannot be written (a full disk).\n";
    return write_output(kCommand, help.str());
}

// One answer line of the battery written in place: no string per puzzle for a million puzzles.
void append_classic(Output& out, std::uint64_t bits48, const Solution& solution) {
    out.commit(views::write_classic_line(out.room(views::kClassicLineMax), bits48, solution));
}

std::string answer_line(const Puzzle& puzzle, const Solution& solution) {
    std::string line = views::format_puzzle_hex(puzzle);
    if (!solution.solvable) return line + " unsolvable";
    return line + " " + std::to_string(solution.cubes) + " " + views::format_shape_hex(solution.shape);
}

Solution solve_one(const Puzzle& puzzle) {
    // The classic size goes through the quick rejection first; the answer is the same.
    if (puzzle.size == views::kClassicSize) return views::solve_classic(views::classic_puzzle_bits(puzzle));
    return views::solve(puzzle);
}

int error_exit(const InputError& error) { return usage_error(kCommand, error.to_string()); }

// `knobel views -`: the puzzle file from standard input, read and checked in blocks of 65,536
// lines. Every line of the first kMaxInputBytes (64 MiB, the largest file the other commands read;
// about five million puzzle lines) is checked before the first answer is printed, so bad input of
// any file size leaves no partial output (cli.md); only the checked text is held, not its
// puzzles, and a second reader answers it. A longer stream is answered a held 64 MiB at a time,
// so memory stays bounded however long it is (10 million lines were ~950 MB when read whole);
// a bad line past the first 64 MiB then stops the run after the answers before it (the help says
// so). One reader checks every block, so the file's rules hold across blocks as in one text.
// --size decides the size; without it a `size` line before the first puzzle does, and otherwise
// every puzzle is K = 4.
int run_stdin(int required_size) {
    LineBlocks blocks;
    views::PuzzleFileReader checker(required_size, views::kClassicSize);
    views::PuzzleFileReader answerer(required_size, views::kClassicSize);  // reads what checker passed
    Output out(kCommand);
    std::vector<std::pair<std::string, int>> held;  // checked blocks not answered yet, with their first line
    std::size_t held_bytes = 0;
    // Answers the held blocks; false when a write failed (the run then ends with that).
    auto answer_held = [&]() -> bool {
        for (const auto& [text, first_line] : held) {
            Expected<views::PuzzleFile> file = answerer.read(text, first_line);
            if (!file) return false;  // never: the checker read the same text the same way
            for (const Puzzle& puzzle : file->puzzles) out.line(answer_line(puzzle, solve_one(puzzle)));
            if (out.failed()) return false;
        }
        held.clear();
        held_bytes = 0;
        return true;
    };
    for (;;) {
        Expected<std::string> text = blocks.next();
        Expected<views::PuzzleFile> file = text ? checker.read(*text, blocks.first_line()) : text.error();
        if (!file) {
            // Answers go out only for a stream past 64 MiB; a lost write is the one line then.
            if (const int status = out.finish(); status != 0) return status;
            return error_exit(with_source(file.error(), "stdin"));
        }
        if (text->empty()) {
            answer_held();
            return out.finish();
        }
        held_bytes += text->size();
        held.emplace_back(std::move(*text), blocks.first_line());
        if (held_bytes > kMaxInputBytes && !answer_held()) return out.finish();
    }
}

// An option's value is one short word: its message alone names it ("--first S must be ...").
int option_error(const InputError& error) { return usage_error(kCommand, error.message); }

int run_battery(const std::string& count_text, const std::optional<std::string>& first_text, bool json,
                bool summary) {
    Expected<std::uint64_t> count = parse_unsigned(count_text, views::kBatterySize, "--battery N");
    if (!count) return option_error(count.error());
    std::uint64_t first = 0;
    if (first_text) {
        Expected<std::uint64_t> parsed = parse_unsigned(*first_text, views::kBatterySize - 1, "--first S");
        if (!parsed) return option_error(parsed.error());
        first = *parsed;
    }
    if (first + *count > views::kBatterySize)
        return usage_error(kCommand, "the battery is puzzles 0 to 999999: --first " + std::to_string(first) +
                                         " --battery " + std::to_string(*count) + " goes past its end");

    Output out(kCommand);
    views::BatteryTotals totals;
    views::BatteryNames name(static_cast<std::uint32_t>(first));  // each name from the last, as the benchmark's loops
    for (std::uint64_t n = first; n < first + *count && !out.failed(); ++n, name.next()) {
        const std::uint64_t bits = views::battery_bits(name);
        const Solution solution = views::solve_classic(bits);
        totals.add(solution);
        if (!json && !summary) append_classic(out, bits, solution);
    }
    if (out.failed()) return out.finish();  // the lines are lost: no totals over them
    if (json) {
        JsonWriter writer;
        writer.begin_object()
            .key("battery").value(*count)
            .key("first").value(first)
            .key("solvable").value(totals.solvable)
            .key("cubes").value(totals.cubes)
            .key("histogram").begin_object();
        for (std::size_t cubes = 0; cubes < totals.histogram.size(); ++cubes)
            if (totals.histogram[cubes] > 0) writer.key(std::to_string(cubes)).value(totals.histogram[cubes]);
        writer.end_object().end_object();
        out.line(writer.str());
        return out.finish();
    }
    out.line("battery " + std::to_string(*count) + " solvable " + std::to_string(totals.solvable) + " cubes " +
             std::to_string(totals.cubes));
    return out.finish();
}

// One new puzzle line (views/generator.h).
int run_generate(const std::string& size_text, const std::optional<std::string>& size_option,
                 const std::optional<std::string>& seed, const std::optional<std::string>& difficulty) {
    Expected<int> size = views::parse_generate_size(size_text, "--generate");
    if (!size) return usage_error(kCommand, size.error().to_string());
    if (size_option && *size_option != size_text)
        return usage_error(kCommand, "--size " + quote(*size_option, 20) + " and --generate " + quote(size_text, 20) +
                                         " differ: --generate K sets the size");
    const std::optional<GenerateArgs> options = read_generate_args(kCommand, seed, difficulty);
    if (!options) return 2;
    const views::Generated generated = views::generate_puzzle({*size, options->seed, options->difficulty});
    return write_output(kCommand, views::format_puzzle_hex(generated.puzzle) + "\n");
}

}  // namespace

int run_views(int argc, char** argv) {
    Args args(argc, argv);
    const bool help = args.flag("help");
    const bool json = args.flag("json");
    const bool summary = args.flag("summary");
    const std::optional<std::string> size_text = args.option("size");
    const std::optional<std::string> battery = args.option("battery");
    const std::optional<std::string> first = args.option("first");
    const std::optional<std::string> count_limit_text = args.option("count-limit");
    const std::optional<std::string> generate = args.option("generate");
    const std::optional<std::string> seed = args.option("seed");
    const std::optional<std::string> difficulty = args.option("difficulty");
    const std::vector<std::string> puzzles = args.positionals();
    if (help) return print_help();
    if (const std::string problem = args.error(); !problem.empty()) return usage_error(kCommand, problem);
    if (generate) {
        if (!puzzles.empty() || battery || first || summary || json || count_limit_text)
            return usage_error(kCommand, "--generate goes with --seed, --difficulty and --size only (see --help)");
        return run_generate(*generate, size_text, seed, difficulty);
    }
    if (seed || difficulty) return usage_error(kCommand, "--seed and --difficulty go with --generate");

    int size = views::kClassicSize;
    if (size_text) {
        Expected<int> parsed = views::parse_size(*size_text);
        if (!parsed) return usage_error(kCommand, "--size: " + parsed.error().message);
        size = *parsed;
    }
    views::AnalysisOptions options;
    if (count_limit_text) {
        Expected<std::uint64_t> limit = parse_unsigned(*count_limit_text, std::uint64_t{1} << 40, "--count-limit");
        if (!limit) return option_error(limit.error());
        if (*limit == 0) return usage_error(kCommand, "--count-limit must be at least 1");
        options.count_limit = *limit;
    }

    if (battery) {
        if (!puzzles.empty()) return usage_error(kCommand, "--battery takes no puzzles (see --help)");
        if (size != views::kClassicSize) return usage_error(kCommand, "the battery is K = 4 puzzles; --size must be 4");
        // Options the battery would ignore are refused, as unknown ones are: none passes silently.
        if (count_limit_text) return usage_error(kCommand, "--count-limit goes with --json for one puzzle, not with --battery");
        if (summary && json) return usage_error(kCommand, "--summary and --json: give one (--json prints only the totals)");
        return run_battery(*battery, first, json, summary);
    }
    if (first) return usage_error(kCommand, "--first goes with --battery");
    if (summary) return usage_error(kCommand, "--summary goes with --battery");
    if (puzzles.empty()) return usage_error(kCommand, "no puzzle given: knobel views HEX ... or knobel views - (see --help)");

    const bool from_stdin = puzzles.size() == 1 && puzzles.front() == "-";
    if (from_stdin && json) return usage_error(kCommand, "--json takes exactly one puzzle argument (it prints one JSON object)");
    if (from_stdin && count_limit_text) return usage_error(kCommand, "--count-limit goes with --json");
    if (from_stdin) return run_stdin(size_text ? size : 0);

    // Read and check every argument first: bad input prints no answer at all.
    std::vector<Puzzle> parsed;
    for (const std::string& text : puzzles) {
        if (text == "-") return usage_error(kCommand, "\"-\" (standard input) must be the only puzzle argument");
        Expected<Puzzle> puzzle = views::parse_puzzle_hex(text, size);
        if (!puzzle) {
            InputError error = puzzle.error();
            error.where = "argument " + quote(text);
            const int fits = views::size_for_puzzle_hex_length(text.size());
            if (fits > 0 && fits != size) error.message += "; use --size " + std::to_string(fits);
            return error_exit(error);
        }
        parsed.push_back(*puzzle);
    }

    if (json) {
        if (parsed.size() != 1 || from_stdin)
            return usage_error(kCommand, "--json takes exactly one puzzle argument (it prints one JSON object)");
        return write_output(kCommand, views::analysis_json(views::analyse(parsed.front(), options)) + "\n");
    }
    if (count_limit_text) return usage_error(kCommand, "--count-limit goes with --json");
    Output out(kCommand);
    for (const Puzzle& puzzle : parsed) out.line(answer_line(puzzle, solve_one(puzzle)));
    return out.finish();
}

}  // namespace knobel::cli
