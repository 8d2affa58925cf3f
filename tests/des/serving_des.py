#!/usr/bin/env python3
"""serving_des.py - a discrete-event simulation of the continuous-batching
scheduler that `mlsys serving` models analytically (docs/serving.md,
"Continuous batching"), as a second method to check the analytical queue.

The scheduler, simulated iteration by iteration on one replica:
- requests arrive as a Poisson process; each has P prompt tokens and
  produces O output tokens (or, with a spread cv, a gamma-distributed
  number of mean O, rounded, at least 1);
- at every iteration boundary, waiting requests are admitted first come
  first served while fewer than N hold a slot;
- chunked (budget C > 0): an iteration decodes one token of every admitted
  request whose prompt is done (n of them) and prefills waiting prompt
  tokens in admission order up to C - n; it lasts
  T_step(n) + prompt_tokens * tau_p with T_step(n) = base + per_seq * n;
- separate (C = 0): if any admitted prompt is unfinished, the iteration
  prefills all of them alone (fixed + tokens * tau_p), else it decodes:
  one step, or with multi-step scheduling (K > 1, vLLM's
  --num-scheduler-steps) K steps of the same batch, a request that
  reaches its last token keeping its slot (and its place in the step's
  batch) to the iteration's end, where its last token is returned;
- a request's first token comes at the end of the iteration that prefills
  its last prompt token, every later token at the end of a decode
  iteration; at its O-th token it leaves and frees its slot;
- with a front end that gathers for G seconds (`--gather`), a request
  reaches the replica only at the end of the window it arrived in (the
  next multiple of G), with the rest of that window's arrivals; its times
  count from its arrival.

Usage: serving_des.py MLSYS_BINARY. Runs the simulation at several loads
and compares mean and percentiles of TTFT, TPOT and the time in system
with `mlsys serving --step-base ... --format json`, within the tolerances
stated below; exit 1 on a miss.
"""
import collections
import json
import math
import random
import subprocess
import sys


def simulate(lam, P, O, N, C, base, per_seq, tau, fixed, n_req, seed, cv=0.0, K=1, G=0.0):
    """Per-request (ttft, tpot, total) for n_req requests after a warm-up.
    cv > 0: each request's output length is drawn from a gamma distribution
    of mean O and that coefficient of variation, rounded, at least 1."""
    rng = random.Random(seed)
    arrivals = []
    t = 0.0
    for _ in range(n_req):
        t += rng.expovariate(lam)
        arrivals.append(t)
    if cv > 0:
        shape = 1 / (cv * cv)
        outs = [max(1, round(rng.gammavariate(shape, O / shape))) for _ in range(n_req)]
    else:
        outs = [O] * n_req
    # when each request reaches the replica: at once, or at its window's end
    release = [math.ceil(a / G) * G for a in arrivals] if G > 0 else arrivals
    waiting = collections.deque(range(n_req))
    running = []                 # admitted request ids, in admission order
    pre_left = {}                # id -> prompt tokens not yet prefilled
    made = {}                    # id -> output tokens produced
    first = [0.0] * n_req
    done = [0.0] * n_req
    now = 0.0
    while waiting or running:
        while waiting and len(running) < N and release[waiting[0]] <= now:
            r = waiting.popleft()
            running.append(r)
            pre_left[r] = P
            made[r] = 0
        if not running:
            now = release[waiting[0]]
            continue
        decoding = [r for r in running if pre_left[r] == 0]
        prefilling = [r for r in running if pre_left[r] > 0]
        finished_prefill = []
        if C == 0 and prefilling:
            toks = sum(pre_left[r] for r in prefilling)
            now += fixed + toks * tau
            for r in prefilling:
                pre_left[r] = 0
                finished_prefill.append(r)
            decoding = []
        elif C == 0 and K > 1:
            for _ in range(K - 1):   # the last step's tokens: below
                now += base + per_seq * len(decoding)
                for r in decoding:
                    made[r] += made[r] < outs[r]
            now += base + per_seq * len(decoding)
            decoding = [r for r in decoding if made[r] < outs[r]]
        else:
            budget = (C - len(decoding)) if C > 0 else 0
            toks = 0
            for r in prefilling:
                if budget <= 0:
                    break
                take = min(pre_left[r], budget)
                pre_left[r] -= take
                budget -= take
                toks += take
                if pre_left[r] == 0:
                    finished_prefill.append(r)
            now += base + per_seq * len(decoding) + toks * tau
        for r in finished_prefill:
            first[r] = now
            made[r] = 1
        for r in decoding:
            made[r] += 1
        leaving = [r for r in running if pre_left[r] == 0 and made[r] >= outs[r]]
        for r in leaving:
            done[r] = now
            running.remove(r)
            del pre_left[r], made[r]
    warm = n_req // 10
    out = []
    for r in range(warm, n_req):
        ttft = first[r] - arrivals[r]
        tpot = (done[r] - first[r]) / (outs[r] - 1) if outs[r] > 1 else None
        out.append((ttft, tpot, done[r] - arrivals[r]))
    return out


def quantile(xs, p):
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(math.ceil(p * len(xs))) - 1)]


def model(binary, lam, P, O, N, C, base, per_seq, tau, cv=0.0, K=1, fixed=0.0, G=0.0):
    cmd = [binary, "serving", "--arrival", f"{lam}/s", "--step-base", f"{base}s",
           "--step-per-seq", f"{per_seq}s", "--prefill-per-token", f"{tau}s",
           "--prompt", str(P), "--output-tokens", str(O), "--max-batch", str(N),
           "--chunk", str(C), "--output-cv", str(cv), "--scheduler-steps", str(K),
           "--format", "json"]
    if fixed > 0:
        cmd += ["--prefill-per-iter", f"{fixed}s"]
    if G > 0:
        cmd += ["--gather", f"{G}s"]
    return json.loads(subprocess.run(cmd, check=True, capture_output=True,
                                     text=True).stdout)["rows"][0]


# (relative tolerance) per figure; a figure is also accepted within
# ABS_TOL_S seconds, since a relative error on a wait of a few ms is noise.
TOL = {"TTFT": 0.15, "TTFT_p99": 0.20, "TPOT": 0.05, "TPOT_p99": 0.10, "T_lat": 0.05,
       "T_p50": 0.10, "T_p99": 0.10}
ABS_TOL_S = 0.002
# With output lengths that vary, the time in system's percentiles come from
# a mixture over 26 strata of the length (docs/serving.md) against lengths
# the simulation draws and rounds to whole tokens: 10 % (15 % until
# 2026-12-05, when a percentile sat on a stratum's bound; within 8 % since).
TOL_CV = dict(TOL, T_p50=0.10, T_p99=0.10)


def compare(label, got, row, tol=TOL):
    """Print each figure of got (simulated) against the model's row; the misses."""
    misses = 0
    for k, sim_v in got.items():
        m = row[k]
        err = (m - sim_v) / sim_v
        ok = abs(err) <= tol[k] or abs(m - sim_v) <= ABS_TOL_S
        misses += not ok
        print(f"{label} rho {row['rho_serv']:.2f} {k:9s} sim {sim_v * 1e3:9.2f} ms "
              f"model {m * 1e3:9.2f} ms {err * 100:+6.1f} % {'ok' if ok else 'MISS'}")
    return misses


def figures(sim):
    """The mean and 99th percentile of TTFT, TPOT and the time in system of
    simulated requests (equal output lengths)."""
    ttft = [s[0] for s in sim]
    tpot = [s[1] for s in sim]
    tot = [s[2] for s in sim]
    return {"TTFT": sum(ttft) / len(ttft), "TTFT_p99": quantile(ttft, 0.99),
            "TPOT": sum(tpot) / len(tpot), "TPOT_p99": quantile(tpot, 0.99),
            "T_lat": sum(tot) / len(tot), "T_p99": quantile(tot, 0.99)}


def figures_spread(sim):
    """The figures of simulated requests of varying lengths: TTFT's mean and
    99th percentile, the mean TPOT (over requests of two tokens or more),
    and the time in system's mean, median and 99th percentile."""
    ttft = [s[0] for s in sim]
    tpot = [s[1] for s in sim if s[1] is not None]
    tot = [s[2] for s in sim]
    return {"TTFT": sum(ttft) / len(ttft), "TTFT_p99": quantile(ttft, 0.99),
            "TPOT": sum(tpot) / len(tpot), "T_lat": sum(tot) / len(tot),
            "T_p50": quantile(tot, 0.5), "T_p99": quantile(tot, 0.99)}


def main():
    binary = sys.argv[1]
    P, O, N = 512, 64, 64
    base, per_seq, tau = 0.020, 0.0002, 0.00002
    misses = 0
    for C in (2048, 0):
        for lam in (2, 6, 10, 14, 18):
            got = figures(simulate(lam, P, O, N, C, base, per_seq, tau, 0.0, 40000, 7 + lam))
            row = model(binary, lam, P, O, N, C, base, per_seq, tau)
            misses += compare(f"chunk {C:5d} lambda {lam:3d}/s", got, row)
    # A step that grows steeply with the concurrency (compute-bound decode:
    # T_step = 5 ms + 0.3 ms n, so e = n T_step'/T_step is 0.71 to 0.91 at
    # these loads and the concurrency wanders far and slowly, docs/serving.md);
    # 100,000 requests a point, as its excursions last minutes. With N = 200
    # at 22/s the slots are full 0.2 % of the time. The long upper tail of
    # those excursions is the product-form law's (docs/serving.md); until
    # 2026-12-05 a normal law about the fixed point missed it, the 99th
    # percentiles of TPOT and T 9-12 % short.
    P, O, C = 64, 128, 8192
    base, per_seq, tau = 0.005, 0.0003, 0.00002
    for N, lam in ((400, 18), (400, 21), (400, 23), (200, 22)):
        got = figures(simulate(lam, P, O, N, C, base, per_seq, tau, 0.0, 100000, 5))
        row = model(binary, lam, P, O, N, C, base, per_seq, tau)
        misses += compare(f"steep N {N} lambda {lam:3d}/s", got, row)
    base, per_seq, tau = 0.020, 0.0002, 0.00002
    # Prompts longer than the budget (P = 4096 > C = 2048) queue for the
    # prefill (docs/serving.md); only the time to the first token is held to
    # the tolerances here (the mean TPOT of such loads is low by about a
    # tenth, a stated miss).
    P, O, N, C = 4096, 16, 16, 2048
    for lam in (3, 6):
        sim = simulate(lam, P, O, N, C, base, per_seq, tau, 0.0, 30000, 3)
        ttft = [s[0] for s in sim]
        got = {"TTFT": sum(ttft) / len(ttft), "TTFT_p99": quantile(ttft, 0.99)}
        row = model(binary, lam, P, O, N, C, base, per_seq, tau)
        misses += compare(f"prompt {P} chunk {C} lambda {lam:3d}/s", got, row)
    # Output lengths that vary (gamma of cv 1 and 2 about O = 64): the mean
    # time in system and its median and 99th percentile, and TTFT; the mean
    # TPOT (over requests of two tokens or more) and its 90th and 99th
    # percentiles, a mixture over the lengths (a short request's TPOT
    # spreads more; before 2026-12-05 the mean length's, 9-12 % short at cv
    # 1). Chunked, and at cv 1 with each prefill an iteration of its own.
    # With each prefill an iteration of its own the simulated TPOT_p99 is
    # 5 % below the chunked one (31.6 against 33.0 ms at 10/s) while the
    # model gives both the same figure, 34.8 ms: held to 12 % there (a
    # stated miss: the short requests' later prompts are priced as chunks).
    P, O, N = 512, 64, 64
    tol_cv_tpot = dict(TOL_CV, TPOT_p90=0.05)
    for C, cv in ((2048, 1.0), (2048, 2.0), (0, 1.0)):
        tol = dict(tol_cv_tpot, TPOT_p99=0.12) if C == 0 else tol_cv_tpot
        for lam in (4, 10, 16):
            sim = simulate(lam, P, O, N, C, base, per_seq, tau, 0.0, 40000, 11 + lam, cv)
            got = figures_spread(sim)
            tpot = [s[1] for s in sim if s[1] is not None]
            got.update(TPOT_p90=quantile(tpot, 0.9), TPOT_p99=quantile(tpot, 0.99))
            row = model(binary, lam, P, O, N, C, base, per_seq, tau, cv)
            misses += compare(f"cv {cv} chunk {C} lambda {lam:3d}/s", got, row, tol)
    # Multi-step scheduling (separate prefill, K = 4 and 10 decode steps an
    # iteration): arrivals wait for the iteration under way, and a request
    # holds its slot to its last iteration's end.
    P, O, N = 512, 64, 64
    for K in (4, 10):
        for lam in (2, 8, 14):
            got = figures(simulate(lam, P, O, N, 0, base, per_seq, tau, 0.0, 20000, 13 + lam,
                                   K=K))
            row = model(binary, lam, P, O, N, 0, base, per_seq, tau, K=K)
            misses += compare(f"steps {K:2d} lambda {lam:3d}/s", got, row)
    # ... and with output lengths that vary (cv 1): a short request's few
    # tokens wait longest for their iteration's end, which the mean TPOT
    # over the requests and its percentiles carry (docs/serving.md); its 90th
    # and 99th percentiles, set by the shortest requests' whole iterations,
    # are held to 15 %.
    tol_steps = dict(TOL_CV, TPOT_p90=0.15, TPOT_p99=0.15)
    for lam in (4, 10):
        sim = simulate(lam, P, O, N, 0, base, per_seq, tau, 0.0, 20000, 21 + lam, 1.0, K=10)
        got = figures_spread(sim)
        tpot = [s[1] for s in sim if s[1] is not None]
        got.update(TPOT_p90=quantile(tpot, 0.9), TPOT_p99=quantile(tpot, 0.99))
        row = model(binary, lam, P, O, N, 0, base, per_seq, tau, 1.0, K=10)
        misses += compare(f"cv 1 steps 10 lambda {lam:3d}/s", got, row, tol_steps)
    # Separate prefill whose iteration has a fixed time (weights, launches:
    # --prefill-per-iter 20 ms beside 10.24 ms of a prompt's tokens), shared
    # by the prompts an iteration takes; and a front end that gathers the
    # arrivals for 0.25 s, each window's requests reaching the replica
    # together (--gather).
    P, O, N = 512, 64, 64
    for G in (0.0, 0.25):
        for lam in (4, 8, 12):
            got = figures(simulate(lam, P, O, N, 0, base, per_seq, tau, 0.02, 30000, 31 + lam,
                                   G=G))
            row = model(binary, lam, P, O, N, 0, base, per_seq, tau, fixed=0.02, G=G)
            misses += compare(f"fixed 20 ms gather {G} lambda {lam:3d}/s", got, row)
    if misses:
        print(f"{misses} figures outside their tolerance")
        sys.exit(1)


if __name__ == "__main__":
    main()
