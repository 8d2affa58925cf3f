# docs/layout-choice.awk - the layout a deployment would pick, measured against
# predicted: InferenceX's serving rows of one model, grouped by engine, part,
# precision and software stack, prompt and output lengths and requests in
# flight, each layout's cost a GPU-second per output token (its GPUs x TPOT;
# lower is better). Shared by docs/mkvalidation.sh and tests/cli/scenario/order.t.
# Input: TSV lines name, measured TPOT, predicted TPOT (s) and, optionally, the
# stack the row was measured on (rank.sh's with_stack), the names
# IX_<engine>_<part>_<model>_<precision>_<layout>_<in>_<out>_C<requests> with
# layout TP<t>, TP<t>_EP<e> or DEP<e> (GPUs: the largest degree named), and an
# optional _MTP after the requests: speculative decoding, read as an engine of its
# own ("TRTLLM+MTP"), so rows with and without it never share a group. Rows of
# different stacks never share a group: a newer build of the same engine can be
# faster by more than any layout, so only rows of one stack compare layouts.
# A group of `min` or more layouts (3 unless given) gives a row: its layouts,
# the measured and the predicted cheapest (layouts tied for it joined by
# " = "; the two agree when one layout is cheapest in both) and
# Spearman's rank correlation of the two orders (ties share the better rank),
# and the regret: what following the prediction costs, the measured cost of
# the predicted cheapest (the dearest of a tie) over the measured cheapest's.
# Rows by engine, part, precision, stack, lengths, then requests. mode
# "summary" prints only "groups mean_rho agree max_regret_percent"; else a
# Markdown table and a closing line; head names the table's first column
# (default "engine, part, precision (stack)"). Needs docs/spearman.awk loaded
# first.
BEGIN { FS = "\t"; if (min == "") min = 3; if (head == "") head = "engine, part, precision (stack)" }
{
    k = split($1, f, "_")
    if (f[k] == "MTP") { k--; f[2] = f[2] "+MTP" }
    req = substr(f[k], 2); out = f[k - 1]; inp = f[k - 2]
    lay = f[6]; gpus = substr(f[6], length(f[6])) + 0
    for (i = 7; i <= k - 3; i++) { lay = lay "_" f[i]; g = substr(f[i], 3) + 0; if (g > gpus) gpus = g }
    if (f[6] ~ /^DEP/) gpus = substr(f[6], 4) + 0
    else if (f[6] ~ /^TP/) { t = substr(f[6], 3) + 0; if (t > gpus) gpus = t }
    stack = NF >= 4 ? " (" $4 ")" : ""
    key = f[2] " " f[3] " " f[5] stack "\t" inp "/" out "\t" req
    if (!(key in nl)) {
        order[++ng] = key; nl[key] = 0
        sk[key] = sprintf("%s %s %s %s %08d %08d %08d", f[2], f[3], f[5], stack, inp, out, req)
    }
    i = ++nl[key]; L[key, i] = lay; M[key, i] = gpus * $2; P[key, i] = gpus * $3
}
END {
    # by engine, part, precision, stack, lengths, then requests
    for (g = 2; g <= ng; g++)
        for (h = g; h > 1 && sk[order[h - 1]] > sk[order[h]]; h--) {
            t = order[h]; order[h] = order[h - 1]; order[h - 1] = t
        }
    if (mode != "summary") {
        printf "| %s | in/out | requests | layouts | measured cheapest | predicted cheapest | Spearman | regret |\n", head
        print "|---|---|---|---|---|---|---|---|"
    }
    for (g = 1; g <= ng; g++) {
        key = order[g]; n = nl[key]
        if (n < min) continue
        bm = bp = ""; names = ""; hit = 0; mp = -1
        for (i = 1; i <= n; i++) { vm[i] = M[key, i]; vp[i] = P[key, i] }
        ranks(vm, n, rm); ranks(vp, n, rp)
        for (i = 1; i <= n; i++) {
            if (rm[i] == 1) { bm = bm (bm == "" ? "" : " = ") L[key, i]; mmin = M[key, i] }
            if (rp[i] == 1) { bp = bp (bp == "" ? "" : " = ") L[key, i]; if (M[key, i] > mp) mp = M[key, i] }
            if (rm[i] == 1 && rp[i] == 1) hit = 1 # a layout cheapest in both orders
            names = names (i > 1 ? ", " : "") L[key, i]
        }
        rho = spearman(rm, rp, n)
        regret = 100 * (mp / mmin - 1); if (regret > worst) worst = regret
        rows++; sum += rho; agree += hit
        if (mode != "summary") {
            split(key, kk, "\t")
            printf "| %s | %s | %s | %s | %s | %s | %.2f | %+.1f %% |\n", kk[1], kk[2], kk[3], names, bm, bp, rho, regret
        }
    }
    if (mode == "summary") { printf "%d %.2f %d %.1f\n", rows, rows ? sum / rows : 0, agree, worst; exit }
    printf "\n%d groups: mean Spearman %.2f; the measured cheapest layout predicted cheapest in %d;\n",
           rows, rows ? sum / rows : 0, agree
    printf "following the prediction costs at most %.1f %% more GPU-seconds a token than the best.\n", worst
}
