#!/usr/bin/env python3
"""serving_counts.py MLSYS - serving's replica count for a TPOT target against
the count infer's own curve implies, over 162 configurations: nine devices,
models, degrees and precisions, prompts/outputs 512/128 and 2,048/512, 5, 50 and
400 requests/s, TPOT targets of 30, 50 and 100 ms, TTFT_p99 under 2 s.

The second method: `infer --batch 1..256` (256, serving's default --max-batch)
gives the mean TPOT and requests_per_s of one replica at each concurrency; of
the batches whose mean TPOT meets the target, within the slots the cache holds
(batch_max_inflight), the one of most requests_per_s (not always the largest:
the GEMM tiles make the rate step down where a batch needs another row of them)
carries that rate per replica, so the load needs ceil(lambda / rate). Checked:
- with `--slo-tpot-at mean` the target is on the curve's own figure: serving's
  count is within one replica of the curve's, or 5 % (the open queue's prompts
  and its TTFT target, which the closed curve does not have);
- with the default target on TPOT_p99, at or above the mean, serving may need
  more replicas, never fewer (within one); at the target scaled by the row's own
  TPOT / TPOT_p99 it is within one of the curve's, or 15 % (a flat TPOT curve
  near the target turns a small tail into a large change of the concurrency);
- the most load two replicas carry within the targets (--find arrival) is never
  above twice the curve's rate.
Prints the spread for docs/serving.md; exit status 1 on a violation.
"""
import csv
import io
import math
import subprocess
import sys

BIN = sys.argv[1]
SETUPS = [("h100", "llama3-8b", 1, "bf16"), ("h100", "llama3-70b", 8, "fp8"),
          ("h100", "llama3-70b", 4, "bf16"), ("a100", "llama3-8b", 1, "bf16"),
          ("h200", "llama3-70b", 2, "fp8"), ("b200", "llama3-70b", 1, "fp8"),
          ("l40s", "llama3-8b", 1, "fp8"), ("mi300x", "llama3-70b", 1, "fp8"),
          ("h100", "mixtral-8x7b", 2, "fp8")]


def rows(*args):
    out = subprocess.run([BIN, *args, "-f", "csv"], capture_output=True, text=True, check=True)
    return [{k: float(v) for k, v in r.items()} for r in csv.DictReader(io.StringIO(out.stdout))]


def best_rate(curve, slots, target):
    """The most requests/s of a batch within the slots whose mean TPOT meets target
    (not always the largest such batch: the GEMM tiles make the rate step down where
    a batch needs another row of them); None when no batch does."""
    ok = [r["requests_per_s"] for r in curve if r["TPOT"] <= target and r["batch"] <= slots]
    return max(ok) if ok else None


def implied(curve, slots, lam, target):
    """ceil(lam / best_rate): the replicas the curve implies; None when none does."""
    r = best_rate(curve, slots, target)
    return math.ceil(lam / r) if r else None


def main():
    bad, n, within, worst = [], 0, 0, (1.0, None)
    tail_within, tail_worst, n_cap = 0, 0.0, 0
    mean_within, mean_worst = 0, 0.0
    for hw, wl, tp, prec in SETUPS:
        common = ["--hw", hw, "--workload", wl, "--tp", str(tp), "--precision", prec]
        for prompt, out in ((512, 128), (2048, 512)):
            lens = ["--prompt", str(prompt), "--output-tokens", str(out)]
            curve = rows("infer", *common, *lens, "--batch", "1..256",
                         "--columns", "batch,TPOT,requests_per_s,batch_max_inflight")
            slots = curve[0]["batch_max_inflight"]
            for lam in (5, 50, 400):
                for target in (0.03, 0.05, 0.1):
                    slo = ["--arrival", f"{lam}req/s", "--slo-ttft", "2s",
                           "--slo-tpot", f"{target * 1e3:g}ms"]
                    row = rows("serving", *common, *lens, *slo,
                               "--columns", "replicas_min,TPOT,TPOT_p99")[0]
                    mean_count = implied(curve, slots, lam, target)
                    tail_count = implied(curve, slots, lam, target * row["TPOT"] / row["TPOT_p99"])
                    if mean_count is None or tail_count is None:
                        continue
                    mean_row = rows("serving", *common, *lens, *slo, "--slo-tpot-at", "mean",
                                    "--columns", "replicas_min")[0]
                    got, n = row["replicas_min"], n + 1
                    at_mean = mean_row["replicas_min"]
                    mean_within += abs(at_mean - mean_count) <= 1
                    if abs(at_mean - mean_count) > 1:
                        mean_worst = max(mean_worst, abs(at_mean - mean_count) / mean_count)
                    case = f"{hw} {wl} t {tp} {prec} {prompt}/{out} {lam} req/s {target * 1e3:g} ms"
                    within += abs(got - mean_count) <= 1
                    if got / mean_count > worst[0]:
                        worst = (got / mean_count, case)
                    if got < mean_count - 1:
                        bad.append(f"{case}: serving {got:.0f} replicas, fewer than the mean "
                                   f"curve's {mean_count}")
                    tail_within += abs(got - tail_count) <= 1
                    if abs(got - tail_count) > 1:
                        tail_worst = max(tail_worst, abs(got - tail_count) / tail_count)
                    if abs(at_mean - mean_count) > max(1, 0.05 * mean_count):
                        bad.append(f"{case}: serving --slo-tpot-at mean {at_mean:.0f} replicas, "
                                   f"the mean curve's {mean_count}")
                    if abs(got - tail_count) > max(1, 0.15 * tail_count):
                        bad.append(f"{case}: serving {got:.0f} replicas, the curve at the tail's "
                                   f"target {tail_count}")
            # The same question turned round: the most load two replicas carry
            # within the targets (--find arrival) is no more than twice the mean
            # curve's best rate meeting the target.
            for target in (0.03, 0.05, 0.1):
                found = rows("serving", *common, *lens, "--replicas", "2", "--find", "arrival",
                             "--arrival", "100000req/s", "--slo-ttft", "2s",
                             "--slo-tpot", f"{target * 1e3:g}ms", "--columns", "lambda_arr")[0]
                r = best_rate(curve, slots, target)
                n_cap += 1
                if r and found["lambda_arr"] > 2 * r * (1 + 1e-9):
                    bad.append(f"{hw} {wl} {prompt}/{out} {target * 1e3:g} ms: --find arrival "
                               f"{found['lambda_arr']:.4g} req/s on 2 replicas, above the curve's "
                               f"{2 * r:.4g}")
    for line in bad:
        print(line)
    print(f"{n} configurations: with a target on the mean TPOT (--slo-tpot-at mean) serving "
          f"is within one replica of infer's mean curve on {mean_within}, the others within "
          f"{100 * mean_worst:.0f} %; with the default p99 target")
    print(f"  within one on {within}, "
          f"never below it by more; at most {worst[0]:.2f} times it ({worst[1]}); "
          f"at the tail's target within one on {tail_within}, the others within "
          f"{100 * tail_worst:.0f} %; {n_cap} capacities (--find arrival) within the curve's; "
          f"{len(bad)} violations")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
