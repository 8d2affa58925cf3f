#!/usr/bin/env python3
"""doc_examples.py MLSYS ROOT - the worked examples the hand-written documents
quote are what the binary gives now.

docs/serving.md, docs/train.md and docs/inference.md walk users through
commands and quote their results ("gives 3, as infer's mean TPOT curve
implies (2.07, ...)"). Those documents are prose, with no generator behind
them, and a change to the model left fifteen such figures stale in each
before this check existed (2026-12-07). Each example below names the
commands it quotes and the sentence, as a template whose {...} fields are
Python expressions over the commands' CSV rows (the last row of each
command, or `all[NAME]` for every row), formatted as the document prints
them. The filled sentence must appear in the document, white space
collapsed; the template must not name a figure the commands do not give.
Prints each stale sentence with the document's nearest text; exit status 1
when any is. A figure the prose gives as history ("until 2026-12-05") is
not an example and is not listed here.
"""
import csv
import io
import json
import re
import subprocess
import sys

BIN, ROOT = sys.argv[1], sys.argv[2]

# (document, {name: mlsys arguments}, sentence template)
EXAMPLES = [
    ("docs/serving.md",
     {"srv": "serving --hw h100 --workload llama70b --tp 8 --arrival 50req/s --slo-ttft 1s "
             "--slo-tpot 50ms --columns replicas,TPOT,TPOT_p99",
      "two": "serving --hw h100 --workload llama70b --tp 8 --arrival 50req/s --replicas 2 "
             "--columns TPOT,TPOT_p99",
      "static": "serving --hw h100 --workload llama70b --tp 8 --arrival 50req/s --slo-ttft 1s "
                "--slo-tpot 50ms --batching static --columns replicas",
      "curve": "infer --hw h100 --workload llama70b --tp 8 --batch 1..256 "
               "--columns batch,TPOT,requests_per_s"},
     "gives {srv['replicas']:.0f}, as infer's mean TPOT curve implies "
     "({50 / best(all['curve'], 0.05)['requests_per_s']:.2f}, rounded up: its batch of "
     "most requests/s within 50 ms, {best(all['curve'], 0.05)['batch']:.0f}, carries "
     "{best(all['curve'], 0.05)['requests_per_s']:.1f} req/s): on "
     "{srv['replicas']:.0f} replicas the mean TPOT is {srv['TPOT'] * 1e3:.1f} ms and its "
     "99th percentile {srv['TPOT_p99'] * 1e3:.1f} ms, on 2 they are "
     "{two['TPOT'] * 1e3:.1f} and {two['TPOT_p99'] * 1e3:.1f} ms; static batches need "
     "{static['replicas']:.0f})"),
    ("docs/serving.md",
     {"s": "serving --hw h100 --workload llama3-8b --arrival 10req/s --prompt 512 "
           "--output-tokens 128 --slo 2s --batching static "
           "--columns batch,T_svc,rho_serv,T_p99,TTFT_p99,TPOT",
      "next": "serving --hw h100 --workload llama3-8b --arrival 10req/s --prompt 512 "
              "--output-tokens 128 --batching static --batch 67 --columns T_p99",
      "ttft": "serving --hw h100 --workload llama3-8b --arrival 10req/s --prompt 512 "
              "--output-tokens 128 --slo 2s --slo-ttft 500ms --batching static "
              "--columns batch",
      "both": "serving --hw h100 --workload llama3-8b --arrival 10req/s --prompt 512 "
              "--output-tokens 128 --slo 2s --slo-ttft 500ms --slo-tpot 7.5ms "
              "--batching static --columns replicas,batch,TPOT"},
     "batch {s['batch']:.0f} on one replica, `T_svc` {s['T_svc']:.3f} s, `ρ_serv` "
     "{100 * s['rho_serv']:.1f} %, P99 {s['T_p99']:.3f} s (batch 67 would give "
     "{next['T_p99']:.3f} s; past 64 rows the GEMMs take the next 64-row tile, TPOT 8.7 to "
     "{s['TPOT'] * 1e3:.1f} ms), `TTFT_p99` {s['TTFT_p99']:.3f} s, `TPOT` "
     "{s['TPOT'] * 1e3:.1f} ms. Adding `--slo-ttft 500ms` gives batch {ttft['batch']:.0f}; "
     "adding `--slo-tpot 7.5ms` as well, batch {both['batch']:.0f} on one replica (TPOT "
     "{both['TPOT'] * 1e3:.2f} ms)"),
    ("docs/serving.md",
     {"n": "infer --hw h200 --workload llama2-70b --precision fp8 --prompt 300 "
           "--output-tokens 290 --batch 512,513 --columns T_step"},
     "steps from {all['n'][0]['T_step'] * 1e3:.1f} ms at `n` = 512 to "
     "{all['n'][1]['T_step'] * 1e3:.0f} ms at 513"),
    ("docs/train.md",
     {"a": "train --hw h100 --workload llama3-405b --devices 16384 --tp 8 --pp 16 --cp 16 "
           "--interleave 4 --global-batch 128 --seq 131072 --attention flash --zero 1 "
           "--columns R_model,MFU,T_cp,T_step,M_total",
      "f": "train --hw h100 --workload llama3-405b --devices 16384 --tp 8 --pp 16 --cp 16 "
           "--interleave 4 --global-batch 128 --seq 131072 --attention flash --zero 1 "
           "--recompute full --columns R_model,MFU,T_cp,T_step,M_total"},
     "gives R_model {a['R_model'] / 1e12:.0f} TFLOP/s (causal counting, "
     "{100 * a['MFU']:.1f} %), T_cp {a['T_cp'] * 1e3:.0f} ms of a {a['T_step']:.1f} s step, "
     "but {a['M_total'] / 1e9:.0f} GB per device; with `--recompute full` it fits "
     "({f['M_total'] / 1e9:.0f} GB) at {f['R_model'] / 1e12:.0f} TFLOP/s "
     "({100 * f['MFU']:.1f} %, T_cp {f['T_cp'] * 1e3:.0f} ms of {f['T_step']:.1f} s)"),
    ("docs/inference.md",
     {"d": "infer --hw h100 --workload deepseek-v3 --tp 4 --ep 320 --redundant-experts 64 "
           "--precision fp8 --batch 20480 --prompt 2048 --output-tokens 512 "
           "--disaggregated yes --columns T_step,T_a2a,tokens_per_s_device,TPOT",
      "m": "infer --hw h100 --workload deepseek-v3 --tp 4 --ep 320 --redundant-experts 64 "
           "--precision fp8 --batch 20480 --prompt 2048 --output-tokens 512 "
           "--disaggregated yes --spec-tokens 1 --spec-accept 0.875 "
           "--columns tokens_per_s_device,TPOT,tokens_per_step"},
     "steps in {d['T_step'] * 1e3:.1f} ms ({d['T_a2a'] * 1e3:.1f} ms of it all-to-alls): "
     "{d['tokens_per_s_device']:,.0f} tokens/s a GPU, {1 / d['TPOT']:.1f} a sequence, "
     "before the multi-token prediction DeepSeek also runs. With it (`--spec-tokens 1 "
     "--spec-accept 0.875`, the middle of the report's 85-90 % for the second token; "
     "Speculative decoding, above) the step yields {m['tokens_per_step']:.3f} tokens a "
     "sequence: {m['tokens_per_s_device']:,.0f} tokens/s a GPU and {1 / m['TPOT']:.1f} a "
     "sequence"),
    ("docs/inference.md",
     {"p": "infer --hw l40s --workload llama3-70b --tp 4 --pp 2 --precision fp8 --batch 64 "
           "--microbatches 1,2 --columns tokens_per_s,TPOT"},
     "m = 1 {all['p'][0]['tokens_per_s']:.0f} tokens/s at TPOT "
     "{all['p'][0]['TPOT'] * 1e3:.0f} ms, m = 2 {all['p'][1]['tokens_per_s']:.0f} tokens/s "
     "at {all['p'][1]['TPOT'] * 1e3:.1f} ms"),
    ("docs/inference.md",
     {"t": "infer --hw h200 --workload llama2-70b --precision fp8 --prompt 300 "
           "--columns TTFT,T_prefill_token"},
     "Llama-2-70B fp8 on one H200, 300 tokens, {t['TTFT'] * 1e3:.0f} ms on its own against "
     "{300 * t['T_prefill_token'] * 1e3:.0f} ms packed"),
    ("docs/inference.md",
     {"dec": "scenario run SGLang_H100x72_DeepSeekV3_Decode"},
     "the model steps in {dec['T_step'] * 1e3:.1f} ms ({dec['T_a2a'] * 1e3:.1f} ms of it "
     "all-to-alls, {dec['T_overhead'] * 1e3:.1f} ms the time per routed token) and gives "
     "{dec['tokens_per_s_device']:,.0f} tokens/s a GPU, "
     "{8 * dec['tokens_per_s_device'] / 1e3:.1f}k per node: "
     "{100 * (dec['tokens_per_s_device'] / 2787.5 - 1):+.1f} %"),
    ("docs/inference.md",
     {"pre": "scenario run SGLang_H100x32_DeepSeekV3_Prefill",
      "b": "infer --hw h100 --workload deepseek-v3 --precision fp8 --ep 32 "
           "--redundant-experts 32 --prompt 2000 --output-tokens 100 --batch 32,256 "
           "--columns batch,T_prefill_batch"},
     "takes {pre['T_prefill_batch']:.2f} s against the 1.22 s the published rate gives, "
     "{100 * (pre['T_prefill_batch'] / 1.2237 - 1):.1f} % "
     "({all['b'][0]['batch'] * 2000 / 32 / all['b'][0]['T_prefill_batch'] / 1e3:.1f}k to "
     "{all['b'][1]['batch'] * 2000 / 32 / all['b'][1]['T_prefill_batch'] / 1e3:.1f}k input "
     "tokens/s a GPU from 1 to 8 prompts a GPU"),
    ("docs/inference.md",
     {"q": "infer --hw a100-pcie --workload llama3-8b --precision q4_k_m --engine llamacpp-2405 "
           "--prompt 1024 --output-tokens 1 --columns TTFT",
      "f": "infer --hw a100-pcie --workload llama3-8b --precision fp16 --engine llamacpp-2405 "
           "--prompt 1024 --output-tokens 1 --columns TTFT"},
     "come out {100 * (1024 / q['TTFT'] / 5864 - 1):.0f} and "
     "{100 * (1024 / f['TTFT'] / 7504 - 1):.0f} % fast: the model gives "
     "{1024 / q['TTFT']:,.0f} and {1024 / f['TTFT']:,.0f}"),
    ("docs/inference.md",
     {"b": "infer --hw h200 --workload llama2-70b --precision fp8 --tp 1 --prompt 300 "
           "--output-tokens 290 --mem-util 0.95 --batch 512,600 --columns tokens_per_s"},
     "gives {all['b'][0]['tokens_per_s']:,.0f} tokens/s at B = 512 and "
     "{all['b'][1]['tokens_per_s']:,.0f} at 600"),
    ("docs/inference.md",
     {"a": "infer --hw h200 --workload llama2-70b --precision fp8 --tp 1 --batch 806 --prompt 300 "
           "--output-tokens 290 --mem-util 0.95 --columns tokens_per_s,pauses_per_request",
      "n": "infer --hw h200 --workload llama2-70b --precision fp8 --tp 1 --batch 806 --prompt 300 "
           "--output-tokens 290 --columns tokens_per_s"},
     "At 806 the model gives {a['tokens_per_s']:,.0f} a GPU at the scenario's memory share 0.95 "
     "({100 * (a['tokens_per_s'] / 3912.9 - 1):.0f} %: the tiles of the 806-row GEMMs, and "
     "{a['pauses_per_request']:.2f} pauses a request; {n['tokens_per_s']:,.0f} at NVIDIA's 0.9)"),
    ("docs/train.md",
     {"p": "infer --hw h200 --workload llama2-70b --precision fp8 --tp 1 --batch 512 --prompt 300 "
           "--output-tokens 290 --mem-util 0.95 --power-limit 700W,1000W --columns tokens_per_s"},
     "`mlsys infer --power-limit 1000W` on the h200 entry gives "
     "{100 * (all['p'][1]['tokens_per_s'] / all['p'][0]['tokens_per_s'] - 1):+.1f} %"),
]

# docs/inference.md's table of DeepSeek-R1's prefill on InferenceX's stacks: the
# label and the scenarios' stack; the measured columns from the rows' notes (the
# TTFT at 1,024 tokens, and the 8,192-token row's less it), the model's from the
# binary.
PREFILL_ROWS = [
    ("TensorRT-LLM (2025-11), H200, FP8, TP8", "TRTLLM_H200_DSR1_FP8_TP8"),
    ("TensorRT-LLM 1.1, H200, FP8, TP8 EP8", "TRTLLM_H200_DSR1_FP8_TP8_EP8"),
    ("TensorRT-LLM 1.2, B200, FP8, TP8", "TRTLLM_B200_DSR1_FP8_TP8"),
    ("TensorRT-LLM 1.1, B200, FP8, TP8 EP8", "TRTLLM_B200_DSR1_FP8_TP8_EP8"),
    ("TensorRT-LLM 1.2, B200, NVFP4 experts, TP8", "TRTLLM_B200_DSR1_FP4_TP8"),
    ("TensorRT-LLM 1.2, B200, NVFP4 experts, TP4", "TRTLLM_B200_DSR1_FP4_TP4"),
    ("SGLang 0.5.9, H200, FP8, TP8", "SGLang059_H200_DSR1_FP8_TP8"),
    ("SGLang 0.5.9, B200, FP8, TP8", "SGLang059_B200_DSR1_FP8_TP8"),
    ("SGLang 0.5.9, MI300X, FP8, TP8", "SGLang059_MI300X_DSR1_FP8_TP8"),
    ("SGLang 0.5.9, MI325X, FP8, TP8", "SGLang059_MI325X_DSR1_FP8_TP8"),
    ("SGLang (2025-11), B200, FP8, TP8 EP8", "SGLang_B200_DSR1_FP8_TP8_EP8"),
    ("SGLang 0.5.9, B200, NVFP4 experts, TP8 EP8", "SGLang_B200_DSR1_FP4_TP8_EP8"),
    ("SGLang (2025-11), B200, NVFP4 experts, TP8", "SGLang_B200_DSR1_FP4_TP8"),
    ("ATOM (2026-01), MI355X, FP8, TP8", "ATOM_MI355X_DSR1_FP8_TP8"),
    ("SGLang (2026-05), MI355X, FP8, TP8", "SGLang_MI355X_DSR1_FP8_TP8"),
]


def prefill_table():
    """The example of PREFILL_ROWS: the scenarios' runs and the table's template,
    the measured columns filled from the scenarios' notes."""
    cmds, cells = {}, []
    for i, (label, stack) in enumerate(PREFILL_ROWS):
        name = {k: f"IX_{stack}_{k}_1024_C4" for k in (1024, 8192)}
        cmds.update({f"r{i}{k}": f"scenario run {name[k]}" for k in name})
        t1 = measured_ttft_ms(name[1024])
        dt = measured_ttft_ms(name[8192]) - t1
        model_dt = f"(r{i}8192['TTFT'] - r{i}1024['TTFT']) * 1e3"
        digits = 1 if dt >= 1000 else 2
        cells.append(f"| {label} | {t1} / {{r{i}1024['TTFT'] * 1e3:.0f}} ms | {dt:,} ms | "
                     f"{{{model_dt}:.0f}} ms | {{{dt} / ({model_dt}):.{digits}f}} |")
    return "docs/inference.md", cmds, " ".join(cells)


# MLPerf v4.1's Mixtral-8x7B in docs/inference.md: each part at a mean prompt of
# 250 and of 500 tokens, at NVIDIA's batch (896 on the H100, 3,072 on the H200 and
# GH200) or batch_max, the smaller; the batches are today's, and the sentence
# carries a check that they are still that minimum. The measured rates a GPU
# (6,552.0, 7,377.8 and 8,021.5 tokens/s) are the runs' logs over their GPUs.
MIXTRAL_RUNS = {"h100": (896, 896, 711), "h200": (3072, 3059, 1865),
                "gh200": (3072, 3072, 2150)}


def mixtral_example():
    """The example of MIXTRAL_RUNS: six infer runs and the paragraph's sentence."""
    cmds, checks = {}, []
    for hw, (cap, b250, b500) in MIXTRAL_RUNS.items():
        for prompt, batch in ((250, b250), (500, b500)):
            name = f"{hw}{prompt}"
            cmds[name] = (f"infer --hw {hw} --workload mixtral-8x7b --precision fp8 "
                          f"--kv-precision fp8 --tp 1 --mem-util 0.9 --output-tokens 146 "
                          f"--prompt {prompt} --batch {batch} "
                          f"--columns batch,batch_max,tokens_per_s")
            checks.append(f"min({cap}, {name}['batch_max']) == {name}['batch']")
    check = "{'' if " + " and ".join(checks) + " else ' (batches changed)'}"

    def above(hw, p):
        return f"{{100 * ({hw}{p}['tokens_per_s'] / h100{p}['tokens_per_s'] - 1):.1f}}"
    return ("docs/inference.md", cmds,
            "from a mean of 250 to 500 tokens the H100's falls from "
            "{h100250['tokens_per_s']:,.0f} to {h100500['tokens_per_s']:,.0f} tokens/s "
            f"(batch the configuration's or `batch_max`, the smaller){check}, so no "
            "scenario is set on these runs. The order of the parts hardly depends on it: at "
            f"means of 250 and 500 tokens the model puts the H200 {above('h200', 250)} and "
            f"{above('h200', 500)} % and the GH200 {above('gh200', 250)} and "
            f"{above('gh200', 500)} % above the H100, where the runs put them "
            "{100 * (7377.8 / 6552.0 - 1):.1f} and {100 * (8021.5 / 6552.0 - 1):.1f} % above")


FIELD = re.compile(r"\{([^{}]+?)(?::([^{}]*))?\}")


def rows(args):
    """The CSV rows of one mlsys command, each a dict of floats (or text);
    a scenario's run is one row of its keys' values."""
    out = subprocess.run([BIN, *args.split(), "-f", "csv"], capture_output=True, text=True)
    if out.returncode != 0:
        raise RuntimeError(f"mlsys {args}: exit {out.returncode}: {out.stderr.strip()}")
    table = list(csv.DictReader(io.StringIO(out.stdout)))
    if args.startswith("scenario run"):
        table = [{r["key"]: r["value"] for r in table}]
    for row in table:
        for k, v in row.items():
            try:
                row[k] = float(v)
            except ValueError:
                pass
    return table


def best(curve, tpot_s):
    """The row of an infer curve of most requests_per_s among those whose TPOT
    meets tpot_s (not always the largest batch: the GEMM tiles make the rate
    step down where a batch needs another row of them)."""
    return max((r for r in curve if r["TPOT"] <= tpot_s), key=lambda r: r["requests_per_s"])


def measured_ttft_ms(scenario):
    """The mean TTFT an InferenceX scenario's notes quote from its run, in ms."""
    out = subprocess.run([BIN, "scenario", "show", scenario, "-f", "json"], capture_output=True,
                         text=True, check=True).stdout
    notes = next(r["value"] for r in json.loads(out)["rows"] if r["field"] == "notes")
    return round(float(re.search(r"mean TTFT ([0-9.]+) ms", notes).group(1)))


def fill(template, env):
    """The template with each {expression:format} evaluated in env."""
    return FIELD.sub(lambda m: format(eval(m.group(1), {}, env), m.group(2) or ""), template)


def nearest(doc, sentence):
    """Where the document holds the longest run of the sentence's first words
    (-1: not even the first two)."""
    words, at = sentence.split(" "), -1
    for n in range(2, len(words) + 1):
        i = doc.find(" ".join(words[:n]))
        if i < 0:
            break
        at = i
    return at


def squeeze(text):
    return re.sub(r"\s+", " ", text)


def main():
    stale = 0
    docs = {}
    examples = EXAMPLES + [prefill_table(), mixtral_example()]
    for doc, cmds, template in examples:
        if doc not in docs:
            with open(f"{ROOT}/{doc}", encoding="utf-8") as f:
                docs[doc] = squeeze(f.read())
        every = {name: rows(args) for name, args in cmds.items()}
        env = {name: table[-1] for name, table in every.items()}
        env["all"] = every
        env["best"] = best
        sentence = squeeze(fill(template, env))
        if sentence not in docs[doc]:
            stale += 1
            at = nearest(docs[doc], sentence)
            has = docs[doc][at:at + len(sentence) + 40] if at >= 0 else "(not found)"
            print(f"{doc}: stale example; the binary gives now:\n  {sentence}\n"
                  f"the document has:\n  {has}")
    print(f"{len(examples)} examples, {stale} stale")
    return 1 if stale else 0


if __name__ == "__main__":
    sys.exit(main())
