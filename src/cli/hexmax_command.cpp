// knobel hexmax FILE [--json] [--min] [--glyphs contest|variant] [--decimal] [--moves M], and
// knobel hexmax --generate N [--seed S] [--difficulty D] (../shared/specs/cli.md). Everything is read and solved before the first byte goes out, so bad
// input never leaves partial output behind.

#include <cstdio>
#include <iostream>
#include <string>

#include "cli/args.h"
#include "cli/commands.h"
#include "cli/generate_args.h"
#include "cli/output.h"
#include "core/text.h"
#include "hexmax/generator.h"
#include "hexmax/output.h"
#include "hexmax/problem.h"
#include "hexmax/solver.h"

namespace knobel::cli {
namespace {

constexpr const char* kHexmaxHelp =
    "Usage: knobel hexmax FILE [options]\n"
    "       knobel hexmax --generate N [--seed S] [--difficulty easy|medium|hard]\n"
    "\n"
    "The largest hex number the digits' sticks can show after at most m moves (Bundeswettbewerb\n"
    "Informatik 40, round 2, task 3), and the moves that get there. FILE (- for standard input)\n"
    "holds the hex number on line 1 and m on line 2; blank lines and lines starting with '#' may\n"
    "follow.\n"
    "\n"
    "Output: line 1 the result, line 2 the number of moves used, then one line per move showing\n"
    "the display after it, one character per digit ('?' for sticks that form no digit).\n"
    "\n"
    "Options:\n"
    "  --json              print one JSON object: {\"input\", \"m\", \"result\", \"moves\", \"steps\", ...}\n"
    "  --min               the smallest number instead of the largest\n"
    "  --glyphs NAME       contest (default: 7 = abc, 9 = abcdfg) or variant (7 = abcf, 9 = abcfg)\n"
    "  --decimal           the result uses the digits 0-9 only (the number in FILE may hold A-F;\n"
    "                      if m is too small to change them all, the answer is \"unsolvable\"\n"
    "                      with the reason on line 2, or \"solvable\": false in the JSON)\n"
    "  --moves M           allow M moves instead of the file's m\n"
    "  --help              this text\n"
    "\n"
    "The generator (--generate N, 1 to 10,000 digits): prints a new Hex-Max file, N random hex\n"
    "digits and an m that binds (never 0, always fewer than the best number of all needs), and a\n"
    "comment line naming the seed. --seed (a number; without it a fresh one is drawn) gives the\n"
    "same file again, here and in the web app.\n"
    "--difficulty (default medium): the more moves, the more digits of the best answer differ\n"
    "from improving each digit on its own (docs/hexmax.md). Takes no FILE and no other option.\n"
    "\n"
    "Exit status: 0 for an answer (\"unsolvable\" is one), 2 for bad input or usage (one line on\n"
    "stderr: file:line:column) or when the output cannot be written (a full disk).\n";

int run_generate(const std::string& digits, const std::optional<std::string>& seed,
                 const std::optional<std::string>& difficulty) {
    auto count = hexmax::parse_generate_digits(digits);
    if (!count) return usage_error("hexmax", count.error().to_string());
    const std::optional<GenerateArgs> args = read_generate_args("hexmax", seed, difficulty);
    if (!args) return 2;
    hexmax::GenerateOptions options;
    options.digits = *count;
    options.seed = args->seed;
    options.difficulty = args->difficulty;
    // The seed in a comment: a file made from a fresh seed can be made again.
    return write_output("hexmax", hexmax::format_problem_file(hexmax::generate(options).problem) + "# generated: seed " +
                                      std::to_string(options.seed) + ", difficulty " +
                                      std::string(difficulty_name(options.difficulty)) + "\n");
}

}  // namespace

int run_hexmax(int argc, char** argv) {
    Args args(argc, argv);
    if (args.flag("help")) return write_output("hexmax", kHexmaxHelp);
    const bool json = args.flag("json");
    hexmax::Options options;
    if (args.flag("min")) options.goal = hexmax::Goal::smallest;
    if (args.flag("decimal")) options.decimal_only = true;
    const auto glyphs = args.option("glyphs");
    const auto moves = args.option("moves");
    const auto generate = args.option("generate");
    const auto seed = args.option("seed");
    const auto difficulty = args.option("difficulty");
    const std::vector<std::string> files = args.positionals();
    if (!args.error().empty()) return usage_error("hexmax", args.error());
    if (generate) {
        if (!files.empty()) return usage_error("hexmax", "--generate takes no FILE (see --help)");
        if (json || glyphs || moves || options.goal != hexmax::Goal::largest || options.decimal_only)
            return usage_error("hexmax", "--generate goes with --seed and --difficulty only (see --help)");
        return run_generate(*generate, seed, difficulty);
    }
    if (seed || difficulty) return usage_error("hexmax", "--seed and --difficulty go with --generate (see --help)");
    // The options' values first: `--moves d24.txt` is a bad M before it is a missing FILE.
    if (glyphs) {
        const auto set = hexmax::glyph_set_from_name(*glyphs);
        if (!set) return usage_error("hexmax", "--glyphs must be contest or variant, not " + quote(*glyphs));
        options.glyphs = *set;
    }

    std::optional<std::uint64_t> moves_override;
    if (moves) {
        auto m = hexmax::parse_m(*moves);
        if (!m) return usage_error("hexmax", "--moves: " + m.error().message);
        moves_override = *m;
    }
    if (files.size() != 1)
        return usage_error("hexmax", files.empty() ? "no FILE given (see --help)" : "give one FILE only (see --help)");

    const std::string& path = files[0];
    const std::optional<std::string> text = read_input_file("hexmax", path);
    if (!text) return 2;
    const std::string source = path == "-" ? "stdin" : path;
    auto problem = hexmax::parse_problem_file(*text, options, moves_override);
    if (!problem) return usage_error("hexmax", with_source(problem.error(), source).to_string());

    // No answer (decimal digits only, m too small) is an answer too (cli.md): printed, exit 0.
    const hexmax::Answer answer = hexmax::solve(*problem);
    Output out("hexmax");
    if (json) {
        out.line(hexmax::answer_json(*problem, answer));
    } else {
        hexmax::write_answer_text(*problem, answer, [&out](std::string_view chunk) { out.write(chunk); });
    }
    return out.finish();
}

}  // namespace knobel::cli
