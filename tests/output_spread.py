#!/usr/bin/env python3
"""output_spread.py - the spread of MLPerf v4.1 Llama-2-70B's output lengths,
derived from the Server logs' latencies (docs/mlperf41-output-lengths.tsv),
as docs/inference.md states it ("the spread of the output lengths").

A request's latency is its TTFT plus (O - 1) TPOTs, and TPOT varies little
within a run, so (latency percentile - mean TTFT) / mean TPOT + 1 is O's
percentile. For every log this script
- checks that the mean latency gives back the log's own mean output,
  tokens / samples, within 1.5 % (the premise: TTFT and TPOT means explain
  the latency);
- fits a gamma of that mean to O's 50th, 90th and 99th percentiles (least
  squares on their logarithms, cv to 0.01), its quantiles by the
  regularized incomplete gamma function;
and checks the range and the median of the fitted cv against the figures
docs/inference.md gives (0.66 to 0.70, median 0.68).

Usage: output_spread.py TSV. Exit 1 on a miss. Python 3's standard library.
"""
import csv
import math
import statistics
import sys

DOC_RANGE = (0.66, 0.70)
DOC_MEDIAN = 0.68


def lower_regularized_gamma(k, x):
    """P(k, x), by its series below k + 1 and Lentz's continued fraction above."""
    if x <= 0:
        return 0.0
    log_front = -x + k * math.log(x) - math.lgamma(k)
    if x < k + 1:
        total = term = 1.0 / k
        n = k
        while term > total * 1e-15:
            n += 1
            term *= x / n
            total += term
        return total * math.exp(log_front)
    b, c, d = x + 1 - k, 1e300, 1 / (x + 1 - k)
    h = d
    for i in range(1, 10000):
        an = -i * (i - k)
        b += 2
        d = an * d + b
        d = 1 / (d if abs(d) > 1e-300 else 1e-300)
        c = b + an / c
        c = c if abs(c) > 1e-300 else 1e-300
        h *= d * c
        if abs(d * c - 1) < 1e-15:
            break
    return 1 - math.exp(log_front) * h


def gamma_quantile(p, mean, cv):
    k = 1 / cv ** 2
    lo, hi = 0.0, 50 * mean
    for _ in range(200):
        mid = (lo + hi) / 2
        if lower_regularized_gamma(k, mid * k / mean) < p:
            lo = mid
        else:
            hi = mid
    return (lo + hi) / 2


def main():
    rows = [r for r in csv.DictReader((l for l in open(sys.argv[1]) if not l.startswith("#")),
                                      delimiter="\t")]
    fits, misses = [], 0
    for r in rows:
        ttft, tpot = float(r["TTFT_mean_s"]), float(r["TPOT_mean_s"])
        mean_o = float(r["tokens_per_s"]) / float(r["samples_per_s"])
        from_latency = (float(r["latency_mean_s"]) - ttft) / tpot + 1
        if abs(from_latency / mean_o - 1) > 0.015:
            print(f"FAIL {r['submitter']} {r['system']}: the mean latency gives {from_latency:.1f} "
                  f"tokens, the log {mean_o:.1f}")
            misses += 1
        o = {p: (float(r[f"latency_p{p}_s"]) - ttft) / tpot + 1 for p in (50, 90, 99)}
        def misfit(cv):
            return sum((math.log(gamma_quantile(p / 100, mean_o, cv)) - math.log(o[p])) ** 2
                       for p in o), cv
        # a grid of 0.05 from 0.30 to 1.50, then of 0.01 about its best
        coarse = min(misfit(i / 100) for i in range(30, 151, 5))[1]
        best = min(misfit(i / 100) for i in range(round(100 * coarse) - 5,
                                                  round(100 * coarse) + 6))
        fits.append(best[1])
        print(f"{r['submitter']:24s} {r['system']:40s} O {mean_o:6.1f}: p50 {o[50]:6.1f} "
              f"p90 {o[90]:6.1f} p99 {o[99]:6.1f}, cv {best[1]:.2f}")
    lo, hi, med = min(fits), max(fits), statistics.median(fits)
    print(f"{len(fits)} logs: cv {lo:.2f} to {hi:.2f}, median {med:.2f}")
    if not (DOC_RANGE[0] <= lo and hi <= DOC_RANGE[1] and abs(med - DOC_MEDIAN) < 0.005):
        print(f"FAIL: docs/inference.md says {DOC_RANGE[0]} to {DOC_RANGE[1]}, median {DOC_MEDIAN}")
        misses += 1
    return 1 if misses else 0


if __name__ == "__main__":
    sys.exit(main())
