# docs/spearman.awk - the ranking functions docs/rank.awk and
# docs/layout-choice.awk share, loaded before either of them
# (awk -f docs/spearman.awk -f docs/rank.awk): the ranks of n figures and
# Spearman's rank correlation of two such orders.

# ranks(v, n, r): r[i] = 1 + the number of j in 1..n with v[j] < v[i], for
# i = 1..n: lower is better, and ties share the better rank.
function ranks(v, n, r,    i, j) {
    for (i = 1; i <= n; i++) {
        r[i] = 1
        for (j = 1; j <= n; j++)
            if (v[j] < v[i]) r[i]++
    }
}

# spearman(a, b, n): Spearman's rank correlation of the ranks a[1..n] and
# b[1..n], 1 - 6 sum (a[i] - b[i])^2 / (n (n^2 - 1)); 1 for fewer than two.
function spearman(a, b, n,    i, d) {
    if (n < 2) return 1
    d = 0
    for (i = 1; i <= n; i++) d += (a[i] - b[i]) ^ 2
    return 1 - 6 * d / (n * (n * n - 1))
}
