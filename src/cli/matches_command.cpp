// knobel matches FILE [--moves U] [--exact|--at-most|--strict] [--rotate] [--mirror] [--json], and
// knobel matches --generate N [--seed S] [--difficulty D] [--rotate] [--mirror]
// (../shared/specs/cli.md). Everything is read and solved before the first byte goes out, so bad
// input never leaves partial output behind.

#include <cstdio>
#include <iostream>
#include <string>

#include "cli/args.h"
#include "cli/commands.h"
#include "cli/generate_args.h"
#include "cli/output.h"
#include "core/text.h"
#include "matches/answer.h"
#include "matches/generator.h"
#include "matches/output.h"
#include "matches/problem.h"
#include "matches/solver.h"

namespace knobel::cli {
namespace {

constexpr const char* kMatchesHelp =
    "Usage: knobel matches FILE [options]\n"
    "       knobel matches --generate N [--seed S] [--difficulty easy|medium|hard] [--rotate] [--mirror]\n"
    "\n"
    "Turn one matchstick figure into another by relocating u matches (Bundeswettbewerb Informatik\n"
    "39, round 1, task 4). FILE (- for standard input) holds a before and an after list, one match\n"
    "per line as 'a b c d angle' (the match from x = a/2 + b*sqrt(3)/2, y = c/2 + d*sqrt(3)/2 at\n"
    "angle degrees, a multiple of 30), and optionally 'moves U'. The after figure may be placed\n"
    "anywhere (shifted); --rotate and --mirror also allow turning and mirroring it.\n"
    "\n"
    "Output: the fewest matches to move over every allowed placement, the number of optimal\n"
    "placements, the verdict for u, the placement and one line per move (in the before figure's\n"
    "coordinates).\n"
    "\n"
    "Options:\n"
    "  --moves U      u instead of the file's moves line (without either: the minimum only)\n"
    "  --exact        exactly u matches move (default; extra moves pass matches along a chain)\n"
    "  --at-most      at most u matches move\n"
    "  --strict       some placement leaves exactly u matches uncovered\n"
    "  --rotate       the after figure may be turned by multiples of 30 degrees\n"
    "  --mirror       the after figure may be mirrored (y -> -y, before turning)\n"
    "  --every-k      also list every achievable count of uncovered matches (counts every\n"
    "                 placement: slower on big figures)\n"
    "  --json         print one JSON object: {\"solvable\", \"min_moves\", \"moves_requested\", \"mode\",\n"
    "                 \"placement\", \"moves\", ...}\n"
    "  --help         this text\n"
    "\n"
    "The generator (--generate N, 4 to 1,000 matches): prints a new matches file whose before\n"
    "figure is a patch of squares, triangles or hexagons, a street of houses or a row of digits\n"
    "(about N matches), whose after figure is made from it by moving a few matches, and whose\n"
    "moves line is the fewest moves the solver finds with the --rotate and --mirror given; and a\n"
    "comment line naming the seed. --seed (a number; without it a fresh one is drawn) gives the\n"
    "same file again. --difficulty (default medium): more matches to move and fewer placements\n"
    "that work are harder (docs/matches.md). Takes no FILE and no other option.\n"
    "\n"
    "Exit status: 0 for an answer (\"unsolvable\" is one), 2 for bad input or usage (one line on\n"
    "stderr: file:line:column) or when the output cannot be written (a full disk).\n";

int run_generate(const std::string& size, const std::optional<std::string>& seed,
                 const std::optional<std::string>& difficulty, const matches::Options& solver_options) {
    auto count = matches::parse_generate_matches(size);
    if (!count) return usage_error("matches", count.error().to_string());
    const std::optional<GenerateArgs> args = read_generate_args("matches", seed, difficulty);
    if (!args) return 2;
    matches::GenerateOptions options;
    options.matches = *count;
    options.seed = args->seed;
    options.difficulty = args->difficulty;
    options.options = solver_options;
    // The seed in a comment: a file made from a fresh seed can be made again (with the same
    // --rotate and --mirror, which the moves line depends on: named too).
    std::string comment = "# generated: seed " + std::to_string(options.seed) + ", difficulty " +
                          std::string(difficulty_name(options.difficulty));
    if (solver_options.rotate || solver_options.mirror)
        comment += std::string(", with") + (solver_options.rotate ? " --rotate" : "") + (solver_options.mirror ? " --mirror" : "");
    return write_output("matches", matches::format_problem_file(matches::generate(options).problem) + comment + "\n");
}

}  // namespace

int run_matches(int argc, char** argv) {
    Args args(argc, argv);
    if (args.flag("help")) return write_output("matches", kMatchesHelp);
    const bool json = args.flag("json");
    const bool every_k = args.flag("every-k");
    matches::Options options;
    options.rotate = args.flag("rotate");
    options.mirror = args.flag("mirror");
    const bool exact = args.flag("exact"), at_most = args.flag("at-most"), strict = args.flag("strict");
    const auto moves = args.option("moves");
    const auto generate = args.option("generate");
    const auto seed = args.option("seed");
    const auto difficulty = args.option("difficulty");
    const std::vector<std::string> files = args.positionals();
    if (!args.error().empty()) return usage_error("matches", args.error());
    if (generate) {
        if (!files.empty()) return usage_error("matches", "--generate takes no FILE (see --help)");
        if (json || every_k || exact || at_most || strict || moves)
            return usage_error("matches", "--generate goes with --seed, --difficulty, --rotate and --mirror only (see --help)");
        return run_generate(*generate, seed, difficulty, options);
    }
    if (seed || difficulty) return usage_error("matches", "--seed and --difficulty go with --generate (see --help)");
    if (int(exact) + int(at_most) + int(strict) > 1)
        return usage_error("matches", "give one of --exact, --at-most and --strict");
    const matches::Mode mode = at_most ? matches::Mode::at_most : strict ? matches::Mode::strict : matches::Mode::exact;

    std::optional<std::uint64_t> u_override;
    if (moves) {
        auto u = matches::parse_u(*moves);
        if (!u) return usage_error("matches", "--moves: " + u.error().message);
        u_override = *u;
    }
    // After the options' values: `--moves f.txt` is a bad U before it is a missing FILE.
    if (files.size() != 1)
        return usage_error("matches", files.empty() ? "no FILE given (see --help)" : "give one FILE only (see --help)");

    const std::string& path = files[0];
    const std::optional<std::string> text = read_input_file("matches", path);
    if (!text) return 2;
    const std::string source = path == "-" ? "stdin" : path;
    auto problem = matches::parse_problem_file(*text);
    if (!problem) return usage_error("matches", with_source(problem.error(), source).to_string());
    if (u_override) problem->moves = u_override;

    matches::AnalysisRequest request;
    request.lookups = matches::lookups_for(problem->moves, mode);
    request.every_k = every_k;
    const matches::Analysis analysis = matches::analyse(*problem, options, request);
    const matches::Answer answer = matches::answer_for(*problem, analysis, problem->moves, mode);
    const std::string out = json ? matches::answer_json(*problem, options, analysis, answer) + "\n"
                                 : matches::answer_text(*problem, options, analysis, answer);
    return write_output("matches", out);
}

}  // namespace knobel::cli
