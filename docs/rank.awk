# docs/rank.awk - rows measured against predicted, each with its rank, and
# Spearman's rank correlation between the two orders. Shared by
# docs/mkvalidation.sh (the Layout and Device order tables) and the ranking
# tests (tests/cli/scenario/order.t).
# Input: TSV lines name, measured, predicted (base SI). Variables: dir 1 when
# lower is better (times), -1 when higher is (rates); mode "rho" prints only
# the correlation (2 decimals), else a Markdown table of the rows (figures
# divided by scale, with unit) and a line "Spearman rank correlation R over N
# what." A rank is 1 + the rows strictly better (ties share the better rank).
# Needs docs/spearman.awk loaded first (its ranks and spearman).
BEGIN { FS = "\t"; if (scale == "") scale = 1 }
{ n[NR] = $1; m[NR] = $2; p[NR] = $3 }
END {
    for (i = 1; i <= NR; i++) { vm[i] = dir * m[i]; vp[i] = dir * p[i] }
    ranks(vm, NR, rm); ranks(vp, NR, rp)
    rho = spearman(rm, rp, NR)
    if (mode == "rho") { printf "%.2f\n", rho; exit }
    for (i = 1; i <= NR; i++)
        printf "| %s | %.2f %s | %d | %.2f %s | %d |\n", n[i], m[i] / scale, unit, rm[i],
               p[i] / scale, unit, rp[i]
    printf "\nSpearman rank correlation %.2f over %d %s.\n", rho, NR, what
}
