#!/usr/bin/env python3
"""domain_sweep.py - the models' whole input domain, sampled: command lines
drawn at random (a fixed seed) over every device and workload of the shipped
catalog and the options of infer, serving, train, iron-law, memory, energy,
roofline, plan, parallel, comm and checkpoint, at ordinary
values and at the edges (0, 1, a million tokens, a 100,000 batch, 64-way
tensor parallelism, every precision and engine on every part).

Every run must end the way docs/architecture.md promises:
- exit status 0, 1 or 2, within 20 s;
- on 1 or 2, exactly one line on standard error, "mlsys COMMAND: ...", and
  nothing on standard output (no partial row), but for the CSV header alone
  on 1, where an evaluation failed after the header went out (plan's search
  finding no layout);
- on 0, CSV with a header and at least one row, every row as wide as the
  header, and no field NaN or infinite (an empty field is a key that does not
  apply, as the output documents).

The sweep must also reach the models: each command's share of runs that
succeed (of MIN_RUNS runs or more), and all commands' together, has to be at
least MIN_OK, so a change that made every draw an error could not pass it.
The checks themselves are tried first on outputs
made to break them (self_test), so a checker that accepts anything fails.

Usage: domain_sweep.py MLSYS [CASES [SEED]]. Exit 1 on any failure, listing
each failing command line. Python 3's standard library only.
"""
import csv
import random
import subprocess
import sys

TIMEOUT_S = 20
MIN_OK = 0.1
MIN_RUNS = 40  # a command's own floor needs this many of its runs (the sanitizer
               # build's few lines give each command about 20: the floor is theirs
               # together there)
PRECISIONS = ("fp32 fp16 bf16 fp8 fp4 int8 int4 q8_0 q4_k_m int4-g128 q4_0 q5_k_m q6_k "
              "awq gptq").split()
ENGINES = "fused llamacpp vllm-v0 llamacpp-2405 trtllm-2310 trtllm-2404".split()


def catalog(binary, kind, column, usual):
    """The names of one catalog kind as the binary lists them: (all, those
    whose column is one of usual)."""
    out = subprocess.run([binary, "catalog", "list", kind, "-f", "csv", "--no-header",
                          "--columns", "name," + column], capture_output=True, text=True,
                         check=True)
    rows = [line.split(",") for line in out.stdout.split()]
    return [r[0] for r in rows], [r[0] for r in rows if r[1] in usual]


class Pick:
    """Draws a device and a workload: three times in four from the usual
    ones (language models on cloud and workstation parts, where most lines
    evaluate), else from the whole catalog (where most are refused)."""

    def __init__(self, rng, hw, wl):
        self.rng, self.hw, self.wl = rng, hw, wl

    def pair(self):
        usual = 1 if self.rng.random() < 0.75 else 0
        return ["--hw", self.rng.choice(self.hw[usual]),
                "--workload", self.rng.choice(self.wl[usual])]


def maybe(rng, p, option, *values):
    """[option, one of values] with probability p, else []."""
    return [option, str(rng.choice(values))] if rng.random() < p else []


def infer_line(rng, pick):
    return (["infer"] + pick.pair() +
            maybe(rng, .5, "--tp", 1, 2, 3, 4, 8, 16, 64) + maybe(rng, .2, "--pp", 1, 2, 4, 8) +
            maybe(rng, .3, "--fabric", "ib-ndr", "eth-400g") +
            maybe(rng, .2, "--intra-fabric", "nvlink4", "pcie-gen4", "xgmi-mi300x") +
            maybe(rng, .2, "--ep", 1, 2, 4, 8, 16, 32, 64, 256) +
            maybe(rng, .5, "--precision", *PRECISIONS) +
            maybe(rng, .2, "--kv-precision", *PRECISIONS) +
            maybe(rng, .1, "--expert-precision", *PRECISIONS) +
            maybe(rng, .3, "--engine", *ENGINES) +
            maybe(rng, .6, "--batch", 1, 2, 7, 64, 512, 4096, 100000) +
            maybe(rng, .6, "--prompt", 1, 128, 2048, 32768, 1000000, 0) +
            maybe(rng, .6, "--output-tokens", 1, 128, 4096, 100000, 0) +
            maybe(rng, .1, "--mem-util", 0.01, 0.5, 0.95, 1.0) +
            maybe(rng, .05, "--redundant-experts", 0, 1, 32))


def serving_line(rng, pick):
    return (["serving"] + pick.pair() + ["--arrival",
             rng.choice(("0.001req/s", "1req/s", "50req/s", "1e6req/s"))] +
            maybe(rng, .4, "--tp", 1, 2, 4, 8) + maybe(rng, .08, "--ep", 2, 8, 16) +
            maybe(rng, .3, "--fabric", "ib-ndr", "eth-400g") +
            maybe(rng, .4, "--precision", *PRECISIONS) + maybe(rng, .2, "--engine", *ENGINES) +
            maybe(rng, .5, "--prompt", 1, 128, 2048, 32768) +
            maybe(rng, .5, "--output-tokens", 1, 2, 128, 4096) +
            maybe(rng, .2, "--chunk", 0, 1, 64, 512, 8192, 10**7) +
            maybe(rng, .2, "--batching", "static", "continuous") +
            maybe(rng, .3, "--slo-ttft", "10ms", "1s", "100s") +
            maybe(rng, .3, "--slo-tpot", "1ms", "50ms", "1s") +
            (["--find", "arrival", "--slo-tpot", "200ms"] + maybe(rng, .5, "--devices", 1, 8, 64)
             if rng.random() < .1 else []) +
            maybe(rng, .2, "--replicas", 1, 3, 100) +
            maybe(rng, .15, "--output-cv", 0, 0.5, 1, 3) +
            maybe(rng, .1, "--scheduler-steps", 1, 4, 64) +
            maybe(rng, .1, "--gather", "0ms", "10ms", "1s") +
            maybe(rng, .1, "--max-batch", 1, 16, 4096) + maybe(rng, .1, "--price", "2USD/h"))


def train_line(rng, pick):
    return (["train"] + pick.pair() +
            maybe(rng, .8, "--devices", 1, 8, 64, 512, 4096) + maybe(rng, .5, "--tp", 1, 2, 4, 8) +
            maybe(rng, .4, "--pp", 1, 2, 4, 8, 16) + maybe(rng, .2, "--ep", 1, 2, 8) +
            maybe(rng, .8, "--fabric", "ib-ndr", "eth-100g", "roce-100g") +
            maybe(rng, .3, "--microbatch", 1, 2, 4) +
            maybe(rng, .3, "--global-batch", 8, 512, 4096) +
            maybe(rng, .2, "--seq", 128, 2048, 131072) + maybe(rng, .2, "--cp", 1, 2, 4) +
            maybe(rng, .2, "--zero", 0, 1, 2, 3) +
            maybe(rng, .2, "--recompute", "none", "selective", "full") +
            maybe(rng, .2, "--precision", "bf16", "fp16", "fp8", "fp32") +
            maybe(rng, .1, "--interleave", 1, 2, 4) +
            maybe(rng, .1, "--framework", "megatron", "deepspeed", "fsdp") +
            maybe(rng, .1, "--lora-rank", 8, 64) +
            maybe(rng, .1, "--offload", "optimizer", "weights", "activations") +
            maybe(rng, .1, "--tokens", "1e9", "1e12") + maybe(rng, .1, "--mtbf-device", "50000h"))


def shape_options(rng, phases):
    """The options iron-law, memory, energy and roofline share: a phase,
    batch and sequence, precisions and recomputation."""
    return (maybe(rng, .5, "--phase", *phases) + maybe(rng, .5, "--batch", 1, 64, 100000) +
            maybe(rng, .4, "--seq", 1, 2048, 10**6) + maybe(rng, .3, "--precision", *PRECISIONS) +
            maybe(rng, .2, "--kv-precision", *PRECISIONS) +
            maybe(rng, .2, "--recompute", "none", "selective", "full"))


def iron_law_line(rng, pick):
    return (["iron-law"] + pick.pair() +
            shape_options(rng, ("decode", "prefill", "train", "inference")) +
            maybe(rng, .3, "--tp", 1, 2, 8) + maybe(rng, .2, "--pp", 1, 4))


def memory_line(rng, pick):
    return (["memory"] + pick.pair() + shape_options(rng, ("train", "inference", "decode")) +
            maybe(rng, .3, "--tp", 1, 2, 8, 64) + maybe(rng, .2, "--pp", 1, 4, 16) +
            maybe(rng, .2, "--dp", 1, 8, 1024) + maybe(rng, .2, "--zero", 0, 1, 2, 3) +
            maybe(rng, .1, "--optimizer", "adam", "sgd"))


def energy_line(rng, pick):
    return (["energy"] + pick.pair() + shape_options(rng, ("train", "inference", "decode")) +
            maybe(rng, .2, "--grid", "us-avg", "france", "quebec") + maybe(rng, .2, "--pue", 1, 1.5) +
            maybe(rng, .1, "--time", "1s", "1h"))


def roofline_line(rng, pick):
    return (["roofline"] + pick.pair() + shape_options(rng, ("train", "prefill", "decode")))


def plan_line(rng, pick):
    """The global batch, a fabric and, with an objective, the tokens to time
    nearly always (plan refuses their absence), so most lines search."""
    objective = maybe(rng, .2, "--objective", "time", "cost", "energy")
    return (["plan"] + pick.pair() + ["--devices", str(rng.choice((1, 64, 512, 4096, 4096)))] +
            maybe(rng, .95, "--global-batch", 8, 512, 4096, 4096) +
            maybe(rng, .95, "--fabric", "ib-ndr", "eth-100g") + objective +
            (maybe(rng, .9, "--tokens", "1e9", "1e12") if objective else []) +
            maybe(rng, .2, "--offload", "any") + maybe(rng, .3, "--seq", 2048, 8192) +
            maybe(rng, .2, "--precision", "bf16", "fp16", "fp8") +
            maybe(rng, .2, "--tp", 1, 8) + maybe(rng, .2, "--zero", 0, 3) + ["--top", "3"])


def parallel_line(rng, pick):
    devices = rng.choice((1, 8, 64, 1024))
    return (["parallel"] + pick.pair() + ["--devices", str(devices)] +
            maybe(rng, .6, "--tp", 1, 2, 8) + maybe(rng, .6, "--pp", 1, 2, 8) +
            maybe(rng, .3, "--microbatches", 1, 8, 64) + maybe(rng, .4, "--global-batch", 8, 1024) +
            maybe(rng, .2, "--seq", 128, 8192) + maybe(rng, .2, "--zero", 0, 1, 3) +
            maybe(rng, .2, "--recompute", "none", "full"))


def comm_line(rng, pick):
    return (["comm"] + maybe(rng, .8, "--fabric", "ib-ndr", "nvlink4", "eth-100g", "pcie-gen4") +
            maybe(rng, .2, "--alpha", "1us", "0s") + maybe(rng, .2, "--beta", "100GB/s") +
            maybe(rng, .7, "--collective", "allreduce", "allgather", "reducescatter", "alltoall",
                  "broadcast", "p2p") +
            maybe(rng, .7, "--ranks", 1, 2, 8, 1024, 100000) +
            maybe(rng, .4, "--algo", "ring", "tree", "recursive-doubling", "hierarchical") +
            maybe(rng, .2, "--per-node", 1, 8, 3) +
            maybe(rng, .8, "--size", "0B", "1B", "1MB", "1GB", "1TB"))


def checkpoint_line(rng, pick):
    """A write source and a failure source nine times in ten each (so most
    lines evaluate), and now and then a second, clashing one."""
    write = (rng.choice((["--size", rng.choice(("1GB", "1TB", "0B")), "--write-bw",
                          rng.choice(("1GB/s", "100GB/s"))],
                         ["--write", rng.choice(("10s", "0s", "1h"))]))
             if rng.random() < .9 else [])
    mtbf = (rng.choice((["--mtbf-system", rng.choice(("10h", "1s", "1000d"))],
                        ["--devices", str(rng.choice((1, 1024, 100000))), "--mtbf-device",
                         rng.choice(("50000h", "1h"))]))
            if rng.random() < .9 else [])
    return (["checkpoint"] + write + mtbf + maybe(rng, .1, "--write", "5s") +
            maybe(rng, .1, "--mtbf-system", "5h") + maybe(rng, .3, "--restart", "0s", "10min") +
            maybe(rng, .3, "--job", "1h", "30d"))


LINES = (infer_line, serving_line, train_line, iron_law_line, memory_line, energy_line,
         roofline_line, plan_line, parallel_line, comm_line, checkpoint_line)


def number(field):
    """Whether a CSV field reads as a number (a header's keys do not)."""
    try:
        float(field)
        return True
    except ValueError:
        return False


def verdict(command, status, stdout, stderr):
    """What is wrong with one run's ending ("" when nothing is)."""
    err = stderr.strip().splitlines()
    if status in (1, 2):
        if len(err) != 1 or not err[0].startswith("mlsys %s: " % command):
            return "exit %d without one 'mlsys %s:' error line: %r" % (status, command, err[:3])
        out = stdout.strip().splitlines()
        # an evaluation that fails after the header went out (plan's search
        # finding no layout) leaves the header alone: no row
        if out and (status == 2 or len(out) > 1 or any(number(f) for f in next(csv.reader(out)))):
            return "exit %d with output (a partial row)" % status
        return ""
    if status != 0:
        return "exit status %d" % status
    rows = list(csv.reader(stdout.strip().splitlines()))
    if len(rows) < 2:
        return "exit 0 without a header and a row"
    for row in rows[1:]:
        if len(row) != len(rows[0]):
            return "a row of %d fields under a header of %d" % (len(row), len(rows[0]))
        for key, field in zip(rows[0], row):
            if field.strip().lower() in ("nan", "-nan", "inf", "-inf", "infinity"):
                return "%s = %s" % (key, field)
    return ""


def self_test():
    """The checks refuse what they must refuse and accept a good ending."""
    bad = [("infer", 0, "a,b\n1,nan\n", ""), ("infer", 0, "a,b\n1,-inf\n", ""),
           ("infer", 0, "a,b\n1\n", ""), ("infer", 0, "a,b\n", ""),
           ("infer", 2, "", "mlsys infer: x\nmore\n"), ("infer", 1, "a\n1\n", "mlsys infer: x\n"),
           ("infer", 2, "", "mlsys serving: x\n"), ("infer", 2, "", ""), ("infer", -11, "", ""),
           ("plan", 1, "a,b\n1,2\n", "mlsys plan: x\n"), ("plan", 2, "a,b\n", "mlsys plan: x\n"),
           ("plan", 1, "1,2\n", "mlsys plan: x\n")]
    for case in bad:
        if not verdict(*case):
            sys.exit("domain_sweep.py: the check accepts %r" % (case,))
    if (verdict("infer", 0, "a,b\n1,\n", "note: x\n") or verdict("plan", 0, "a,b\n1,\"x,y\"\n", "") or verdict("train", 2, "", "mlsys train: x\n")
            or verdict("plan", 1, "T_step,CO2e_run\n", "mlsys plan: x\n")):
        sys.exit("domain_sweep.py: the check refuses a good ending")


def main():
    if len(sys.argv) < 2:
        sys.exit("usage: domain_sweep.py MLSYS [CASES [SEED]]")
    binary = sys.argv[1]
    cases = int(sys.argv[2]) if len(sys.argv) > 2 else 2000
    rng = random.Random(int(sys.argv[3]) if len(sys.argv) > 3 else 1)
    self_test()
    pick = Pick(rng, catalog(binary, "hardware", "class", ("cloud", "workstation")),
                catalog(binary, "workloads", "family", ("decoder", "moe")))
    failures, runs, ok = [], {}, {}
    for _ in range(cases):
        line = rng.choice(LINES)(rng, pick)
        command = line[0]
        try:
            run = subprocess.run([binary] + line + ["-f", "csv"], capture_output=True,
                                 text=True, timeout=TIMEOUT_S)
            why = verdict(command, run.returncode, run.stdout, run.stderr)
            ok[command] = ok.get(command, 0) + (run.returncode == 0)
        except subprocess.TimeoutExpired:
            why = "no end within %d s" % TIMEOUT_S
        runs[command] = runs.get(command, 0) + 1
        if why:
            failures.append("mlsys %s -f csv: %s" % (" ".join(line), why))
    for command in sorted(runs):
        share = ok.get(command, 0) / runs[command]
        print("%-10s %5d runs, %5.1f %% evaluated" % (command, runs[command], 100 * share))
        if runs[command] >= MIN_RUNS and share < MIN_OK:
            failures.append("%s: only %.1f %% of its runs evaluated (at least %.0f %% expected)"
                            % (command, 100 * share, 100 * MIN_OK))
    share = sum(ok.values()) / cases
    if share < MIN_OK:
        failures.append("only %.1f %% of all runs evaluated (at least %.0f %% expected)"
                        % (100 * share, 100 * MIN_OK))
    for failure in failures:
        print("FAIL " + failure)
    print("%d command lines, %d failures" % (cases, len(failures)))
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
