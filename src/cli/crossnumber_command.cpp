// knobel crossnumber FILE [--json] [--max-solutions K] [--steps], FILE --check [--json], and
// --generate WxH [--seed S] [--difficulty D] (../shared/specs/cli.md).
// Everything is read and solved before the first byte goes out, so bad input never leaves
// partial output behind.

#include <unistd.h>

#include <cstdio>
#include <iostream>
#include <string>
#include <vector>

#include "cli/args.h"
#include "cli/commands.h"
#include "cli/output.h"
#include "core/json_writer.h"
#include "core/text.h"
#include "crossnumber/generator.h"
#include "crossnumber/output.h"
#include "crossnumber/parser.h"
#include "crossnumber/setter_report.h"
#include "crossnumber/solver.h"
#include "crossnumber/timed_run.h"

namespace knobel::cli {
namespace {

constexpr int kTimeLimitStatus = 3;  // --time-limit came before the answer

constexpr const char* kCrossnumberHelp =
    "Usage: knobel crossnumber FILE [options]\n"
    "       knobel crossnumber FILE --check [--json]\n"
    "       knobel crossnumber --generate WxH [--seed S] [--difficulty easy|medium|hard]\n"
    "\n"
    "Solve a crossnumber (Kreuzzahlraetsel) in the .kz format and prove its solution unique.\n"
    "FILE (- for standard input) holds an optional title, the grid between 'grid' and 'end'\n"
    "('#' black, '.' white, a label such as A starts entries A_w across and A_s down, a digit is\n"
    "given) and one rule per line in prefix notation: PZ(C_s), =(qs(A_w), 3), V(B_w, A_w), ...\n"
    "\n"
    "Output: unique, multiple or none; each solution's grid ('#' for black cells) and the value\n"
    "of every entry; the solver's statistics.\n"
    "\n"
    "Options:\n"
    "  --max-solutions K  show at most K solutions (default 2; the search always looks for two)\n"
    "  --steps            first the solver's readable log, one line per step (written as it\n"
    "                     comes)\n"
    "  --time-limit S     stop after S seconds (such as 5 or 0.5): print what is known so far,\n"
    "                     status \"unfinished\" with the solutions found until then, and exit 3\n"
    "  --json             print one JSON object: {\"status\", \"solutions\": [{\"grid\", \"entries\"}],\n"
    "                     \"stats\", \"warnings\"} (with --steps also \"log\")\n"
    "  --help             this text\n"
    "\n"
    "The setter report (--check): unique, multiple or none, with two solutions and the cells\n"
    "where they differ; the cells propagation alone leaves open; for a unique puzzle each rule\n"
    "by its line, redundant (still unique without it) or essential; how hard it is (easy:\n"
    "propagation alone solves it; medium: 1 to 9 assumptions; hard: 10 or more); runs no rule\n"
    "mentions and cells in no entry; for a puzzle with several solutions up to five rules that\n"
    "hold for the first and not the second, those that make it unique first. --json prints\n"
    "{\"status\", \"solutions\", \"differing_cells\", \"open_cells\" ([row, col] from 0),\n"
    "\"assumptions\", \"deepest\", \"difficulty\", \"redundant\" and \"essential\" (line numbers),\n"
    "\"rules\", \"suggestions\", \"suggestions_making_unique\", \"warnings\", \"stats\"}. --check\n"
    "always shows at most two solutions and has no step log: it takes neither --max-solutions\n"
    "nor --steps.\n"
    "\n"
    "The generator (--generate WxH, W columns by H rows, 2 to 12 each): prints a new .kz puzzle\n"
    "with exactly one solution, every run mentioned by a rule and no redundant rule. The same\n"
    "--seed (a number, default 1) gives the same puzzle here and in the web app. --difficulty\n"
    "(default medium) is aimed at; when no puzzle of that difficulty turns up within a bounded\n"
    "effort, the closest one is printed and its title says so. Takes no FILE and no --json.\n"
    "\n"
    "While it searches, a progress line (assumptions, solutions so far) is shown on stderr once a\n"
    "second when stderr is a terminal; never in a pipe or a file.\n"
    "\n"
    "Exit status: 0 for an answer (\"none\" is one), 2 for bad input or usage (one line on\n"
    "stderr: file:line:column) or when the output cannot be written (a full disk), 3 when\n"
    "--time-limit stopped the search before its answer.\n";

int run_generate(const std::string& size, const std::optional<std::string>& seed, const std::optional<std::string>& difficulty) {
    auto options = crossnumber::parse_generate_size(size);
    if (!options) return usage_error("crossnumber", options.error().to_string());
    if (seed) {
        auto value = parse_unsigned(*seed, UINT64_MAX, "--seed");
        if (!value) return usage_error("crossnumber", value.error().message);
        options->seed = *value;
    }
    if (difficulty) {
        auto level = crossnumber::parse_difficulty(*difficulty);
        if (!level) return usage_error("crossnumber", level.error().to_string());
        options->difficulty = *level;
    }
    const std::string out = crossnumber::format_puzzle_file(crossnumber::generate(*options));
    return write_output("crossnumber", out);
}

}  // namespace

int run_crossnumber(int argc, char** argv) {
    Args args(argc, argv);
    if (args.flag("help")) return write_output("crossnumber", kCrossnumberHelp);
    const bool json = args.flag("json");
    const bool steps = args.flag("steps");
    const bool check = args.flag("check");
    const auto generate = args.option("generate");
    const auto seed = args.option("seed");
    const auto difficulty = args.option("difficulty");
    const auto max_solutions = args.option("max-solutions");
    const auto time_limit = args.option("time-limit");
    const std::vector<std::string> files = args.positionals();
    if (!args.error().empty()) return usage_error("crossnumber", args.error());
    if (generate) {
        if (!files.empty()) return usage_error("crossnumber", "--generate takes no FILE (see --help)");
        if (check || steps || json || max_solutions || time_limit)
            return usage_error("crossnumber", "--generate goes with --seed and --difficulty only (see --help)");
        return run_generate(*generate, seed, difficulty);
    }
    if (seed || difficulty) return usage_error("crossnumber", "--seed and --difficulty go with --generate (see --help)");
    if (check && (steps || max_solutions || time_limit))
        return usage_error("crossnumber", "--check takes neither --steps, --max-solutions nor --time-limit (see --help)");
    std::optional<std::uint64_t> time_limit_ms;
    if (time_limit) {
        auto ms = crossnumber::parse_time_limit(*time_limit);
        if (!ms) return usage_error("crossnumber", ms.error().to_string());
        time_limit_ms = *ms;
    }
    std::size_t limit = 2;
    if (max_solutions) {
        auto k = parse_unsigned(*max_solutions, 1000000, "--max-solutions");
        if (!k) return usage_error("crossnumber", k.error().message);
        limit = static_cast<std::size_t>(*k);
    }
    if (files.size() != 1)
        return usage_error("crossnumber", files.empty() ? "no FILE given (see --help)" : "give one FILE only (see --help)");

    const std::string& path = files[0];
    const std::optional<std::string> text = read_input_file("crossnumber", path);
    if (!text) return 2;
    const std::string source = path == "-" ? "stdin" : path;
    auto puzzle = crossnumber::parse_puzzle_file(*text);
    if (!puzzle) return usage_error("crossnumber", with_source(puzzle.error(), source).to_string());

    if (check) {
        const crossnumber::SetterReport report = crossnumber::setter_report(*puzzle);
        const std::string out = json ? crossnumber::setter_report_json(*puzzle, report) + "\n"
                                     : crossnumber::setter_report_text(*puzzle, report);
        return write_output("crossnumber", out);
    }

    crossnumber::Solver solver(*puzzle, {limit, steps, {}});
    crossnumber::TimedRun timed;
    timed.limit_ms = time_limit_ms;
    Output output("crossnumber");
    bool first_line = true;
    if (steps) {  // each line goes out as it comes: a long log is never held in memory
        timed.on_line = [&](const std::string& line) {
            if (!json) {
                output.line(line);
                return;
            }
            JsonWriter quoted;
            quoted.value(line);
            output.write((first_line ? "{\"log\": [" : ", ") + quoted.str());
            first_line = false;
        };
    }
    if (isatty(fileno(stderr))) {  // a sign of life for a person watching, never in a pipe or a log file
        timed.on_progress = [](const std::string& status) { std::fprintf(stderr, "\r\033[Kknobel crossnumber: %s", status.c_str()); };
    }
    std::uint64_t micros = 0;
    const bool finished = crossnumber::run_timed(solver, timed, micros);
    if (timed.on_progress) std::fputs("\r\033[K", stderr);
    crossnumber::SolveResult result{solver.result(), solver.solutions(), solver.stats(), finished};
    if (result.solutions.size() > limit) result.solutions.resize(limit);

    std::string out;
    if (json) {
        out = crossnumber::answer_json(*puzzle, result, micros);
        if (steps) out = (first_line ? "{\"log\": [], " : "], ") + out.substr(1);  // the log first, inside the one object
        out += "\n";
    } else {
        out = crossnumber::answer_text(*puzzle, result, micros);
    }
    output.write(out);
    return output.finish(finished ? 0 : kTimeLimitStatus);
}

}  // namespace knobel::cli
