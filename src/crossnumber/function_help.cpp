#include "crossnumber/function_help.h"

namespace knobel::crossnumber {
namespace {

constexpr FunctionHelp kPredicates[] = {
    {"=(", "X equals Y"},
    {"!=(", "X differs from Y"},
    {"<(", "X is less than Y"},
    {">(", "X is greater than Y"},
    {"PZ(", "X is a prime number"},
    {"Q(", "X is a perfect square"},
    {"K(", "X is a perfect cube"},
    {"PAL(", "X is a palindrome"},
    {"U(", "the digits of X are all different"},
    {"AB(", "the digits of X never go up, left to right"},
    {"AUF(", "the digits of X never go down, left to right"},
    {"V(", "X is a multiple of Y"},
    {"FIB(", "X is a Fibonacci number"},
    {"TRI(", "X is a triangular number"},
    {"EVEN(", "X is even"},
    {"ODD(", "X is odd"},
};

constexpr FunctionHelp kOperators[] = {
    {"qs(", "the digit sum of X"},
    {"qp(", "the digit product of X"},
    {"plus(", "X plus Y"},
    {"minus(", "X minus Y, which may be negative"},
    {"mal(", "X times Y"},
    {"rev(", "the digits of X reversed"},
};

}  // namespace

std::span<const FunctionHelp> predicate_help() { return kPredicates; }
std::span<const FunctionHelp> operator_help() { return kOperators; }

}  // namespace knobel::crossnumber
