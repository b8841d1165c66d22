#include "crossnumber/parser.h"

#include <algorithm>
#include <map>
#include <optional>

#include "core/text.h"

namespace knobel::crossnumber {
namespace {

constexpr int kMaxNesting = 100;  // deeper expressions are refused (the parser recurses)

bool is_letter(char c) { return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z'); }
bool is_space(char c) { return c == ' ' || c == '\t'; }

// The first control character or broken UTF-8 sequence in the line, as an error: overlong forms,
// surrogates and code points above U+10FFFF are not UTF-8 either, and would reach the messages,
// the JSON and the page.
std::optional<InputError> check_characters(const TextLine& line) {
    const std::string_view text = line.text;
    for (std::size_t i = 0; i < text.size();) {
        const auto byte = static_cast<unsigned char>(text[i]);
        const int column = static_cast<int>(i) + 1;
        if ((byte < 0x20 && byte != '\t') || byte == 0x7F)
            return error_at(line.number, column, "control character " + describe_char(text[i]) + " is not allowed");
        const std::size_t length = utf8_sequence_length(text, i);
        if (length == 0) return error_at(line.number, column, "the file is not UTF-8 text: " + describe_char(text[i]));
        i += length;
    }
    return std::nullopt;
}

// The line without a '#' comment (outside the grid block).
std::string_view without_comment(std::string_view text) {
    const std::size_t hash = text.find('#');
    return hash == std::string_view::npos ? text : text.substr(0, hash);
}

int column_of(const TextLine& line, std::string_view part) {
    return static_cast<int>(part.data() - line.text.data()) + 1;
}

struct Token {
    std::string_view text;
    int column = 0;
};

// The cells of one grid row: separated by white space, or one per character when there is none.
std::vector<Token> row_tokens(const TextLine& line, std::string_view row) {
    std::vector<Token> tokens;
    const bool spaced = std::any_of(row.begin(), row.end(), is_space);
    for (std::size_t i = 0; i < row.size();) {
        if (is_space(row[i])) {
            ++i;
            continue;
        }
        std::size_t end = i + 1;
        if (spaced)
            while (end < row.size() && !is_space(row[end])) ++end;
        tokens.push_back({row.substr(i, end - i), column_of(line, row.substr(i))});
        i = end;
    }
    return tokens;
}

bool is_label(std::string_view token) {
    if (token.empty() || !is_letter(token[0])) return false;
    return std::all_of(token.begin(), token.end(), [](char c) { return is_letter(c) || is_ascii_digit(c); });
}

class Reader {
public:
    explicit Reader(std::string_view text) : lines_(split_lines(text)) {}

    Expected<Puzzle> read() {
        for (const TextLine& line : lines_)
            if (auto error = check_characters(line)) return *error;
        enum class Part { header, grid, rules } part = Part::header;
        int grid_line = 0;
        std::vector<int> row_lines;
        for (const TextLine& line : lines_) {
            if (part == Part::grid) {
                const std::string_view row = trim(line.text);
                if (row.empty()) continue;
                if (equals_ignoring_case(row, "end")) {
                    if (puzzle_.rows == 0) return error_at(line.number, column_of(line, row), "the grid has no rows");
                    part = Part::rules;
                    continue;
                }
                if (auto error = read_row(line, row, row_lines)) return *error;
                continue;
            }
            const std::string_view content = trim(without_comment(line.text));
            if (content.empty()) continue;
            if (part == Part::header) {
                if (equals_ignoring_case(content, "grid")) {
                    part = Part::grid;
                    grid_line = line.number;
                    continue;
                }
                if (auto error = read_header(line, content)) return *error;
                continue;
            }
            if (auto error = read_rule(line, content)) return *error;
        }
        if (part == Part::header) {
            const int last = lines_.empty() ? 1 : lines_.back().number;
            return error_at(last, 1, "no grid: expected a line 'grid', the rows, and a line 'end'");
        }
        if (part == Part::grid) return error_at(grid_line, 1, "the grid block is not closed: expected a line 'end'");
        return std::move(puzzle_);
    }

private:
    std::optional<InputError> read_header(const TextLine& line, std::string_view content) {
        const std::size_t colon = content.find(':');
        if (colon != std::string_view::npos) {
            const std::string_view key = trim(content.substr(0, colon));
            const std::string_view value = trim(content.substr(colon + 1));
            for (auto [name, field] : {std::pair{"title", &puzzle_.title}, std::pair{"author", &puzzle_.author}}) {
                if (!equals_ignoring_case(key, name)) continue;
                if (!field->empty()) return error_at(line.number, column_of(line, content), std::string(name) + " is given twice");
                *field = std::string(value);
                return std::nullopt;
            }
        }
        return error_at(line.number, column_of(line, content),
                        "expected 'title: ...', 'author: ...' or 'grid', found " + quote(content) +
                            " (rules come after the grid block)");
    }

    std::optional<InputError> read_row(const TextLine& line, std::string_view row, std::vector<int>& row_lines) {
        const std::vector<Token> tokens = row_tokens(line, row);
        const int count = static_cast<int>(tokens.size());
        if (puzzle_.rows == 0) {
            if (count > kMaxSide)
                return error_at(line.number, tokens[kMaxSide].column,
                                "a row has at most " + std::to_string(kMaxSide) + " cells, this one has " + std::to_string(count));
            puzzle_.cols = count;
        } else if (count != puzzle_.cols) {
            return error_at(line.number, tokens[0].column,
                            "row " + std::to_string(puzzle_.rows + 1) + " has " + std::to_string(count) + " cells, row 1 has " +
                                std::to_string(puzzle_.cols));
        }
        if (puzzle_.rows == kMaxSide)
            return error_at(line.number, tokens[0].column, "the grid has at most " + std::to_string(kMaxSide) + " rows");
        for (const Token& token : tokens) {
            Cell cell;
            if (token.text == "#") {
            } else if (token.text == ".") {
                cell.white = true;
            } else if (token.text.size() == 1 && is_ascii_digit(token.text[0])) {
                cell.white = true;
                cell.given = static_cast<std::int8_t>(token.text[0] - '0');
            } else if (is_label(token.text)) {
                cell.white = true;
                cell.label = std::string(token.text);
                const auto [first, added] = label_cells_.try_emplace(cell.label, static_cast<int>(puzzle_.cells.size()));
                if (!added) {
                    const std::size_t first_row = static_cast<std::size_t>(first->second / puzzle_.cols);
                    const int first_line = first_row < row_lines.size() ? row_lines[first_row] : line.number;  // or this row
                    return error_at(line.number, token.column,
                                    "label " + cell.label + " appears twice (first on line " + std::to_string(first_line) + ")");
                }
            } else {
                return error_at(line.number, token.column,
                                "cell " + quote(token.text) +
                                    " is not '#', '.', a digit or a label (a letter, then letters or digits)");
            }
            puzzle_.cells.push_back(std::move(cell));
        }
        row_lines.push_back(line.number);
        ++puzzle_.rows;
        return std::nullopt;
    }

    // ---- Rules: prefix notation, one per line -----------------------------------------------
    std::optional<InputError> read_rule(const TextLine& line, std::string_view content) {
        line_ = &line;
        text_ = content;
        pos_ = 0;
        skip_space();
        const int column = here();
        const std::string_view name = read_name();
        if (name.empty()) return fail("expected a rule such as PZ(A_w) or =(qs(A_w), 3)");
        std::optional<Predicate> predicate = predicate_from_name(name);
        if (!predicate) {
            if (op_from_name(name)) return error_at(line.number, column, std::string(name) + " is an operator, not a rule: a rule starts with a predicate such as PZ or =");
            return error_at(line.number, column, "unknown function " + quote_name(name));
        }
        Rule rule;
        rule.predicate = *predicate;
        rule.line = line.number;
        rule.column = column;
        std::vector<int> args;
        if (auto error = read_arguments(name, column, arity(*predicate), args, 0)) return error;
        rule.a = args[0];
        if (args.size() > 1) rule.b = args[1];
        skip_space();
        if (pos_ < text_.size()) return fail("unexpected " + describe_char_at(text_, pos_) + " after the rule");
        collect_entries(rule.a, rule.entries);
        if (rule.b >= 0) collect_entries(rule.b, rule.entries);
        std::sort(rule.entries.begin(), rule.entries.end());
        rule.entries.erase(std::unique(rule.entries.begin(), rule.entries.end()), rule.entries.end());
        puzzle_.rules.push_back(std::move(rule));
        return std::nullopt;
    }

    static std::optional<Predicate> predicate_from_name(std::string_view name) {
        static constexpr std::pair<const char*, Predicate> kNames[] = {
            {"AB", Predicate::ab},   {"AUF", Predicate::auf},       {"PAL", Predicate::pal},         {"PZ", Predicate::pz},
            {"Q", Predicate::q},     {"K", Predicate::k},           {"U", Predicate::u},             {"FIB", Predicate::fib},
            {"TRI", Predicate::tri}, {"GERADE", Predicate::even},   {"EVEN", Predicate::even},       {"UNGERADE", Predicate::odd},
            {"ODD", Predicate::odd}, {"=", Predicate::eq},          {"!=", Predicate::ne},           {"<", Predicate::lt},
            {">", Predicate::gt},    {"V", Predicate::v}};
        for (const auto& [text, predicate] : kNames)
            if (equals_ignoring_case(name, text)) return predicate;
        return std::nullopt;
    }

    static std::optional<Op> op_from_name(std::string_view name) {
        for (Op op : {Op::qs, Op::qp, Op::plus, Op::minus, Op::mal, Op::rev})
            if (equals_ignoring_case(name, op_name(op))) return op;
        return std::nullopt;
    }

    static std::string quote_name(std::string_view name) { return "'" + std::string(name) + "'"; }

    // A function name: letters and digits, or one of the symbols = != < >.
    std::string_view read_name() {
        const std::size_t start = pos_;
        if (pos_ < text_.size() && is_letter(text_[pos_])) {
            while (pos_ < text_.size() && (is_letter(text_[pos_]) || is_ascii_digit(text_[pos_]))) ++pos_;
        } else if (text_.compare(pos_, 2, "!=") == 0) {
            pos_ += 2;
        } else if (pos_ < text_.size() && (text_[pos_] == '=' || text_[pos_] == '<' || text_[pos_] == '>')) {
            ++pos_;
        }
        return text_.substr(start, pos_ - start);
    }

    // "(" expr ("," expr)* ")" with exactly `count` expressions.
    std::optional<InputError> read_arguments(std::string_view name, int name_column, int count, std::vector<int>& args,
                                             int depth) {
        skip_space();
        if (!accept('(')) return fail("expected '(' after " + std::string(name));
        for (;;) {
            int node = -1;
            if (auto error = read_expression(node, depth + 1)) return error;
            args.push_back(node);
            skip_space();
            if (accept(',')) continue;
            if (accept(')')) break;
            if (pos_ >= text_.size()) return fail("expected ',' or ')' before the end of the line");
            return fail("expected ',' or ')', found " + describe_char_at(text_, pos_));
        }
        if (static_cast<int>(args.size()) != count)
            return error_at(line_->number, name_column,
                            std::string(name) + " takes " + std::to_string(count) + (count == 1 ? " argument" : " arguments") +
                                ", found " + std::to_string(args.size()));
        return std::nullopt;
    }

    std::optional<InputError> read_expression(int& node, int depth) {
        skip_space();
        if (depth > kMaxNesting) return fail("expressions nest more than " + std::to_string(kMaxNesting) + " deep");
        const int column = here();
        if (pos_ >= text_.size()) return fail("expected an entry, a number or an operator before the end of the line");
        if (is_ascii_digit(text_[pos_])) return read_constant(node, column);
        if (!is_letter(text_[pos_])) {
            const std::string_view symbol = read_name();
            if (!symbol.empty() && predicate_from_name(symbol))
                return error_at(line_->number, column, std::string(symbol) + " is a rule, not a value: it cannot be an argument");
            return fail("expected an entry, a number or an operator, found " + describe_char_at(text_, pos_));
        }
        const std::string_view name = read_name();
        if (pos_ < text_.size() && text_[pos_] == '_') return read_entry(node, name, column);
        skip_space();
        if (pos_ >= text_.size() || text_[pos_] != '(')
            return error_at(line_->number, column,
                            "expected an entry like " + std::string(name) + "_w, a number or an operator, found " + quote_name(name));
        const std::optional<Op> op = op_from_name(name);
        if (!op) {
            if (predicate_from_name(name))
                return error_at(line_->number, column, std::string(name) + " is a rule, not a value: it cannot be an argument");
            return error_at(line_->number, column, "unknown function " + quote_name(name));
        }
        std::vector<int> args;
        if (auto error = read_arguments(name, column, arity(*op), args, depth)) return error;
        Node made;
        made.op = *op;
        made.a = args[0];
        if (args.size() > 1) made.b = args[1];
        made.line = line_->number;
        made.column = column;
        if (!bound_of(made))
            return error_at(line_->number, column,
                            std::string(name) + "(...) can reach 10^" + std::to_string(kMaxDigits) +
                                " or more; values are exact only below that (e.g. products of two 19-digit entries)");
        node = add(made);
        return std::nullopt;
    }

    std::optional<InputError> read_constant(int& node, int column) {
        const std::size_t start = pos_;
        while (pos_ < text_.size() && is_ascii_digit(text_[pos_])) ++pos_;
        std::string_view digits = text_.substr(start, pos_ - start);
        while (digits.size() > 1 && digits[0] == '0') digits.remove_prefix(1);  // 007 = 7
        if (digits.size() > static_cast<std::size_t>(kMaxDigits))
            return error_at(line_->number, column, "the number is too large: at most " + std::to_string(kMaxDigits) + " digits");
        if (pos_ < text_.size() && (is_letter(text_[pos_]) || text_[pos_] == '_'))
            return fail("a number ends here; found " + describe_char_at(text_, pos_));
        Node made;
        made.op = Op::constant;
        for (char c : digits) made.constant = made.constant * 10 + (c - '0');
        made.bound = made.constant;
        made.line = line_->number;
        made.column = column;
        node = add(made);
        return std::nullopt;
    }

    std::optional<InputError> read_entry(int& node, std::string_view label, int column) {
        ++pos_;  // '_'
        const std::string_view suffix = read_name();
        const std::string name = std::string(label) + "_" + std::string(suffix);
        Direction direction;
        if (equals_ignoring_case(suffix, "w") || equals_ignoring_case(suffix, "a")) direction = Direction::across;
        else if (equals_ignoring_case(suffix, "s") || equals_ignoring_case(suffix, "d")) direction = Direction::down;
        else return error_at(line_->number, column, "entry '" + name + "': the direction after '_' must be w, s, a or d");
        const auto labelled = label_cells_.find(label);
        const int start = labelled == label_cells_.end() ? -1 : labelled->second;
        if (start < 0) return error_at(line_->number, column, "entry '" + name + "': no label " + std::string(label));
        int entry = -1;
        for (std::size_t i = 0; i < puzzle_.entries.size(); ++i)
            if (puzzle_.entries[i].label == label && puzzle_.entries[i].direction == direction) entry = static_cast<int>(i);
        if (entry < 0) {
            Entry made;
            made.label = std::string(label);
            made.direction = direction;
            int row = puzzle_.row_of(start), col = puzzle_.col_of(start);
            while (row < puzzle_.rows && col < puzzle_.cols && puzzle_.cells[puzzle_.cell_index(row, col)].white) {
                made.cells.push_back(puzzle_.cell_index(row, col));
                (direction == Direction::across ? col : row) += 1;
            }
            entry = static_cast<int>(puzzle_.entries.size());
            puzzle_.entries.push_back(std::move(made));
        }
        Node made;
        made.op = Op::entry;
        made.entry = entry;
        made.bound = pow10(puzzle_.entries[entry].length()) - 1;
        made.line = line_->number;
        made.column = column;
        node = add(made);
        return std::nullopt;
    }

    // The largest magnitude the node can take; false when that could reach 10^38.
    bool bound_of(Node& node) const {
        const Value a = puzzle_.nodes[node.a].bound;
        const Value b = node.b >= 0 ? puzzle_.nodes[node.b].bound : 0;
        switch (node.op) {
            case Op::qs: node.bound = 9 * digit_count(a); return true;
            case Op::qp: {
                Value power = 1;
                for (int i = 0; i < digit_count(a); ++i) power *= 9;
                node.bound = power;
                return true;
            }
            case Op::rev: node.bound = pow10(digit_count(a)) - 1; return true;
            case Op::plus:
            case Op::minus:  // a + b itself can pass 2^127 (both bounds up to 10^38 - 1)
                if (a > max_magnitude() - b) return false;
                node.bound = a + b;
                return true;
            case Op::mal: return multiply_within(a, b, node.bound);
            default: return true;
        }
    }

    void collect_entries(int node, std::vector<int>& out) const {
        const Node& n = puzzle_.nodes[node];
        if (n.op == Op::entry) out.push_back(n.entry);
        if (n.a >= 0) collect_entries(n.a, out);
        if (n.b >= 0) collect_entries(n.b, out);
    }

    int add(const Node& node) {
        puzzle_.nodes.push_back(node);
        return static_cast<int>(puzzle_.nodes.size()) - 1;
    }

    void skip_space() {
        while (pos_ < text_.size() && is_space(text_[pos_])) ++pos_;
    }
    bool accept(char c) {
        if (pos_ < text_.size() && text_[pos_] == c) {
            ++pos_;
            return true;
        }
        return false;
    }
    int here() const { return column_of(*line_, text_.substr(std::min(pos_, text_.size()))); }
    InputError fail(std::string message) const { return error_at(line_->number, here(), std::move(message)); }

    std::vector<TextLine> lines_;
    Puzzle puzzle_;
    std::map<std::string, int, std::less<>> label_cells_;  // each label's cell (labels are unique)
    const TextLine* line_ = nullptr;
    std::string_view text_;
    std::size_t pos_ = 0;
};

}  // namespace

Expected<Puzzle> parse_puzzle_file(std::string_view text) {
    // A byte order mark is UTF-8 too (editors on Windows write one); it is not part of line 1.
    if (text.substr(0, 3) == "\xEF\xBB\xBF") text.remove_prefix(3);
    return Reader(text).read();
}

std::string format_puzzle_file(const Puzzle& puzzle) {
    std::string out;
    if (!puzzle.title.empty()) out += "title: " + puzzle.title + "\n";
    if (!puzzle.author.empty()) out += "author: " + puzzle.author + "\n";
    out += "grid\n";
    for (int row = 0; row < puzzle.rows; ++row) {
        for (int col = 0; col < puzzle.cols; ++col) {
            const Cell& cell = puzzle.cells[puzzle.cell_index(row, col)];
            if (col > 0) out += ' ';
            if (!cell.white) out += '#';
            else if (!cell.label.empty()) out += cell.label;
            else if (cell.given >= 0) out += static_cast<char>('0' + cell.given);
            else out += '.';
        }
        out += '\n';
    }
    out += "end\n";
    for (const Rule& rule : puzzle.rules) out += rule_text(puzzle, rule) + "\n";
    return out;
}

}  // namespace knobel::crossnumber
