#!/usr/bin/env python3
"""oversub_des.py - a second method for `mlsys infer` over batch_max: the
scheduler of a paged KV cache that cannot hold the batch's whole
reservations (docs/inference.md, "A batch over the cache"), simulated
sequence by sequence, against the program's cohort simulation.

The scheduler, step by step, on one replica:
- the cache has `pages` pages of `block` tokens: floor((capacity x
  mem_util - M_weights) / (KV_per_token x block)), from infer's own
  columns;
- growth: every running sequence whose next token crosses a page boundary
  takes a page, oldest first; when none is free, the newest running
  sequence is paused (its pages freed, its context - prompt and tokens so
  far - kept to be prefilled again) until one is;
- admission: the paused first (the last paused first), then fresh
  requests of P prompt tokens, while fewer than B run and the pages for
  context + 1 tokens are free;
- the step lasts T_step(n) + prefilled_tokens x T_prefill_token, with
  T_step(n) infer's own at batch n (every n, not interpolated: the program
  interpolates between 12 points, a difference the tolerance covers);
- every running sequence makes a token; one with all its O tokens leaves
  and frees its pages. O is the mean output, or, with a spread cv, a gamma
  draw of that mean (rounded, at least 1), where the program uses 16 strata.

Measured after a warm-up of 3 lifetimes over 30 of the mean output:
tokens per second, the sequences decoding (time-averaged) and the pauses
per finished request, compared with infer's tokens_per_s, batch_held and
pauses_per_request.

Usage: oversub_des.py MLSYS_BINARY. Exit 1 on a miss.
"""
import csv
import io
import math
import random
import subprocess
import sys

MLSYS = sys.argv[1] if len(sys.argv) > 1 else "mlsys"

# (options, tolerance on tokens_per_s, on batch_held, absolute on pauses)
CASES = [
    # Lenovo's H100 NVL at t = 1 with gpu_batch_size 1300 (MLPerf v4.1)
    ("--hw h100-nvl --workload llama2-70b --precision fp8 --prompt 300 "
     "--output-tokens 290 --mem-util 0.95 --batch 1300", 0.04, 0.04, 0.08),
    # just over batch_max (277 whole reservations fit)
    ("--hw h100-nvl --workload llama2-70b --precision fp8 --prompt 300 "
     "--output-tokens 290 --mem-util 0.95 --batch 320", 0.04, 0.04, 0.08),
    # long outputs: 192 sequences of 128 + 2,048 on an H200
    ("--hw h200 --workload llama2-70b --precision fp8 --prompt 128 "
     "--output-tokens 2048 --batch 192", 0.04, 0.04, 0.08),
    # lengths that vary (exponential spread), an 8B model on an L4
    ("--hw l4 --workload llama3-8b --precision fp8 --prompt 512 "
     "--output-tokens 256 --output-cv 1 --batch 600", 0.04, 0.04, 0.08),
]


def infer(opts, columns):
    out = subprocess.run([MLSYS, "infer"] + opts.split() +
                         ["-f", "csv", "--columns", ",".join(columns)],
                         check=True, capture_output=True, text=True).stdout
    return list(csv.DictReader(io.StringIO(out)))


def option(opts, name, default):
    words = opts.split()
    return float(words[words.index(name) + 1]) if name in words else default


def simulate(P, O, cv, B, pages, block, t_step, tau, rnd):
    def length():
        if cv == 0:
            return O
        k = 1 / cv ** 2
        return max(1, round(rnd.gammavariate(k, O / k)))

    free = pages
    run = []     # [ctx, remaining, pages], oldest first
    paused = []  # [ctx, remaining], last paused last
    warm = int(3 * O * (1 + 2 * cv)) + 64
    steps = int(30 * O) + 64
    t = tokens = held = done = pauses = 0
    for i in range(warm + steps):
        p = 0
        k = 0
        while k < len(run):
            r = run[k]
            if r[0] + 1 > r[2] * block:
                if free == 0:
                    v = run.pop()
                    free += v[2]
                    paused.append([v[0], v[1]])
                    p += 1
                    continue
                free -= 1
                r[2] += 1
            k += 1
        pf = 0
        while paused and len(run) < B:
            ctx, rem = paused[-1]
            need = math.ceil((ctx + 1) / block)
            if need > free:
                break
            paused.pop()
            free -= need
            pf += ctx
            run.append([ctx, rem, need])
        need = math.ceil((P + 1) / block)
        while not paused and len(run) < B and need <= free:
            free -= need
            pf += P
            run.append([P, length(), need])
        n = len(run)
        T = (t_step[n] + pf * tau) if n else 0
        left = []
        d = 0
        for r in run:
            r[0] += 1
            r[1] -= 1
            if r[1] <= 0:
                free += r[2]
                d += 1
            else:
                left.append(r)
        run = left
        if i < warm:
            continue
        t += T
        tokens += n
        held += n * T
        done += d
        pauses += p
    return tokens / t, held / t, pauses / done


def main():
    misses = 0
    for opts, tol_rate, tol_held, tol_pauses in CASES:
        row = infer(opts, ["tokens_per_s", "batch_held", "pauses_per_request", "capacity",
                           "M_weights", "KV_per_token", "T_prefill_token", "batch_max"])[0]
        B = int(option(opts, "--batch", 1))
        if not B > float(row["batch_max"]):
            print(f"FAIL {opts}: B = {B} is not over batch_max {row['batch_max']}")
            misses += 1
            continue
        block = int(option(opts, "--kv-block", 16))
        mem_util = option(opts, "--mem-util", 0.9)
        pages = math.floor((float(row["capacity"]) * mem_util - float(row["M_weights"])) /
                           (float(row["KV_per_token"]) * block))
        P = option(opts, "--prompt", 0)
        most = min(B, pages // math.ceil((P + 1) / block))
        base = opts.replace(f"--batch {B}", "")
        steps = infer(base + f" --batch 1..{most}", ["batch", "T_step"])
        t_step = {int(float(r["batch"])): float(r["T_step"]) for r in steps}
        got = simulate(P, option(opts, "--output-tokens", 0), option(opts, "--output-cv", 0),
                       B, pages, block, t_step, float(row["T_prefill_token"]),
                       random.Random(20261205))
        want = (float(row["tokens_per_s"]), float(row["batch_held"]),
                float(row["pauses_per_request"]))
        ok = (abs(want[0] / got[0] - 1) <= tol_rate and abs(want[1] / got[1] - 1) <= tol_held
              and abs(want[2] - got[2]) <= tol_pauses)
        print(f"{'ok  ' if ok else 'FAIL'} {opts}: tokens/s {want[0]:.1f} / des {got[0]:.1f}, "
              f"held {want[1]:.1f} / {got[1]:.1f}, pauses {want[2]:.3f} / {got[2]:.3f}")
        misses += not ok
    return 1 if misses else 0


if __name__ == "__main__":
    sys.exit(main())
