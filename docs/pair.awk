# docs/pair.awk - one device against another on the same rows: for each pair of
# scenarios that differ only in the device (and its tensor-parallel degree), the
# ratio of their throughputs per device, measured and predicted. Shared by
# docs/mkvalidation.sh (the Device choice tables) and the tests
# (tests/cli/scenario/order.t).
# Input: TSV lines name, measured, predicted (rates in base SI), the names
# PREFIX_<DEVICE>_<rest> with an optional _TP<t> in <rest> (t devices a replica;
# 1 without). Variables: a and b, the two device tokens (the ratio is b over a);
# tie, the share within which two measured rates count as a tie (default 0.05);
# strip, a regular expression removed from <rest> (after its _TP<t>) before pairing
# (e.g. "_FP[48]", to pair each device's own precision); lower=1 when the figure
# is a time a token at the same requests in flight (TPOT: the rate a device is
# then 1/(TPOT t)); same_tp=1 keeps the _TP<t> in the pairing, so only rows of
# the same degree pair (tables that ran each device at several degrees);
# mode "stats" prints only "mean_abs_err max_abs_err agree decided pairs" (errors in
# per cent, agree: the pairs the measurement decides, beyond the tie, on which the
# prediction picks the same device), else a Markdown table and a summary line.
BEGIN { FS = "\t"; if (tie == "") tie = 0.05 }
{
    name = $1
    if (!match(name, "_" a "_") && !match(name, "_" b "_"))
        next
    dev = substr(name, RSTART + 1, RLENGTH - 2)
    rest = substr(name, RSTART + RLENGTH)
    t = 1
    if (match(rest, /_TP[0-9]+_/)) {
        t = substr(rest, RSTART + 3, RLENGTH - 4) + 0
        if (!same_tp)
            rest = substr(rest, 1, RSTART - 1) "_" substr(rest, RSTART + RLENGTH)
    }
    if (strip != "")
        sub(strip, "", rest)
    if (!(rest in seen)) {
        seen[rest] = 1
        order[++n] = rest
    }
    m[dev, rest] = lower ? 1 / ($2 * t) : $2 / t
    p[dev, rest] = lower ? 1 / ($3 * t) : $3 / t
}
END {
    for (i = 1; i <= n; i++) {
        r = order[i]
        if (!((a, r) in m) || !((b, r) in m))
            continue
        rm = m[b, r] / m[a, r]
        rp = p[b, r] / p[a, r]
        err = 100 * (rp / rm - 1)
        abs = err < 0 ? -err : err
        sum += abs
        if (abs > worst)
            worst = abs
        pairs++
        decided = rm > 1 + tie || rm < 1 - tie
        same = (rm > 1) == (rp > 1)
        if (decided) {
            ndecided++
            nagree += same
        }
        verdict = !decided ? "tie" : same ? "yes" : "no"
        line[pairs] = sprintf("| %s | %.2f | %.2f | %+.1f %% | %s |", r, rm, rp, err, verdict)
    }
    if (mode == "stats") {
        printf "%.1f %.1f %d %d %d\n", pairs ? sum / pairs : 0, worst, nagree, ndecided, pairs
        exit
    }
    printf "| rows | measured %s/%s | predicted | error | same choice |\n|---|---|---|---|---|\n", b, a
    for (i = 1; i <= pairs; i++)
        print line[i]
    printf "\n%d pairs: mean |error| of the ratio %.1f %%, largest %.1f %%; the device with " \
           "more tokens/s a device is picked on %d of the %d pairs the measurement decides " \
           "(beyond %g %%).\n", pairs, pairs ? sum / pairs : 0, worst, nagree, ndecided, 100 * tie
}
