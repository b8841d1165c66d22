// The Insert menu's functions (crossnumber/function_help.h): every one the parser reads, every
// predicate and operator of the rule language (../shared/specs/crossnumber.md's tables, written
// out here from the spec, not from the menu) offered, and each explained in words, not in code.

#include "crossnumber/function_help.h"

#include <gtest/gtest.h>

#include <cctype>
#include <set>
#include <string>
#include <vector>

#include "crossnumber/parser.h"

namespace knobel::crossnumber {
namespace {

// The function's name as the menu inserts it: "PZ(" -> "PZ".
std::string name_of(const FunctionHelp& help) {
    std::string name = help.inserted;
    name.pop_back();
    return name;
}

// Whether a one-cell puzzle with `rule` reads (as a predicate, or inside one as a value).
bool reads(const std::string& rule) { return parse_puzzle_file("grid\nA\nend\n" + rule + "\n").ok(); }

TEST(CrossnumberFunctionHelp, EveryFunctionOfTheSpecIsOfferedOnceAndReads) {
    const std::set<std::string> spec_predicates = {"AB", "AUF", "PAL", "PZ", "Q", "K", "U", "=", "!=", "<", ">",
                                                   "V", "FIB", "TRI", "EVEN", "ODD"};
    const std::set<std::string> spec_operators = {"qs", "qp", "plus", "minus", "mal", "rev"};
    std::set<std::string> offered;
    for (const FunctionHelp& help : predicate_help()) {
        EXPECT_TRUE(offered.insert(name_of(help)).second) << help.inserted << " twice";
        EXPECT_TRUE(reads(std::string(help.inserted) + "A_w)") || reads(std::string(help.inserted) + "A_w, 3)"))
            << help.inserted << " is not a rule the parser reads";
    }
    EXPECT_EQ(offered, spec_predicates);
    offered.clear();
    for (const FunctionHelp& help : operator_help()) {
        EXPECT_TRUE(offered.insert(name_of(help)).second) << help.inserted << " twice";
        EXPECT_TRUE(reads(std::string("=(") + help.inserted + "A_w), 3)") || reads(std::string("=(") + help.inserted + "A_w, 1), 3)"))
            << help.inserted << " is not a value the parser reads";
    }
    EXPECT_EQ(offered, spec_operators);
}

TEST(CrossnumberFunctionHelp, EachIsExplainedInWordsNotInCode) {
    std::vector<FunctionHelp> all(predicate_help().begin(), predicate_help().end());
    all.insert(all.end(), operator_help().begin(), operator_help().end());
    for (const FunctionHelp& help : all) {
        const std::string words = help.words;
        EXPECT_GE(words.size(), 8u) << help.inserted;
        EXPECT_EQ(words.find('_'), std::string::npos) << words;
        EXPECT_EQ(words.find('('), std::string::npos) << words;
        // No code name in capitals as a word of its own ("PZ", "FIB"; X and Y stand for the
        // arguments, and "plus" is English too).
        for (const FunctionHelp& other : all) {
            const std::string name = name_of(other);
            if (name.size() < 2 || !std::isupper(static_cast<unsigned char>(name[0]))) continue;
            const std::string padded = " " + words + " ";
            EXPECT_EQ(padded.find(" " + name + " "), std::string::npos) << words << " names " << name;
        }
    }
}

}  // namespace
}  // namespace knobel::crossnumber
