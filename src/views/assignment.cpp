#include "views/assignment.h"

namespace knobel::views::detail {

std::int64_t max_weight_assignment(int n, const WeightMatrix& weight, int row_of_col[kMaxSize]) {
    // The classic O(n³) shortest-augmenting-path form on costs -weight, 1-based, column 0 a dummy.
    constexpr std::int64_t kInfinity = std::int64_t{1} << 60;
    std::int64_t u[kMaxSize + 1] = {}, v[kMaxSize + 1] = {};
    int p[kMaxSize + 1] = {}, way[kMaxSize + 1] = {};
    for (int i = 1; i <= n; ++i) {
        p[0] = i;
        int j0 = 0;
        std::int64_t min_v[kMaxSize + 1];
        bool used[kMaxSize + 1];
        for (int j = 0; j <= n; ++j) {
            min_v[j] = kInfinity;
            used[j] = false;
        }
        do {
            used[j0] = true;
            const int i0 = p[j0];
            std::int64_t delta = kInfinity;
            int j1 = 0;
            for (int j = 1; j <= n; ++j) {
                if (used[j]) continue;
                const std::int64_t reduced = -weight[i0 - 1][j - 1] - u[i0] - v[j];
                if (reduced < min_v[j]) {
                    min_v[j] = reduced;
                    way[j] = j0;
                }
                if (min_v[j] < delta) {
                    delta = min_v[j];
                    j1 = j;
                }
            }
            for (int j = 0; j <= n; ++j) {
                if (used[j]) {
                    u[p[j]] += delta;
                    v[j] -= delta;
                } else {
                    min_v[j] -= delta;
                }
            }
            j0 = j1;
        } while (p[j0] != 0);
        do {
            const int j1 = way[j0];
            p[j0] = p[j1];
            j0 = j1;
        } while (j0 != 0);
    }
    for (int j = 1; j <= n; ++j) row_of_col[j - 1] = p[j] - 1;
    return v[0];
}

}  // namespace knobel::views::detail
