# docs/mkinferencex.sh - sourced by docs/mkvalidation.sh where InferenceX's groups
# stand: SemiAnalysis's InferenceX rows of DeepSeek-R1 (SGLang, TensorRT-LLM and ATOM,
# H200, B200, MI300X, MI325X and MI355X), each group with its prose, then the table of
# those rows by the software build each ran on. Uses mkvalidation.sh's group and $bin,
# and rank.sh's measured_predicted and with_stack; sets ix_rows, which
# docs/mkdecisions.sh's layout choice reads too.

prose_sum=2893228866 group "Inference: InferenceX, SGLang 0.5.9 serving DeepSeek-R1 on eight GPUs (partly fitted)" '^IX_SGLang059_' \
"SemiAnalysis's InferenceX benchmark rows as its API published them (the snapshot in
SemiAnalysisAI/InferenceX-app, packages/app/cypress/fixtures/api/benchmarks.json, each row
with its GitHub Actions run): DeepSeek-R1-0528 in FP8 on SGLang 0.5.9 at tensor parallel
8 (experts split over the 8, attention not data-parallel), a closed loop of 4 to 64
requests, prompts and outputs of 1,024/1,024, 1,024/8,192 and 8,192/1,024 tokens drawn
from 0.8 to 1 times those lengths; the mean time per output token. Chosen by one rule:
every such row on the H200, MI300X and MI325X, and the B200's of the latest run
(2026-03-25, 11 rows). Added 2026-12-06 with no constant set on them (56 rows); later
that day the H200 and B200 rows became part of the 67 the fused engine's time per layer
of a latent-attention model (65 us) is fitted on (docs/inference.md, Engines), which
took them from 9.0 to 9.9 % (H200) and 11.7 to 10.7 % (B200; now 10.1 and 10.7 %): the model had been 15-17 %
fast at 4 requests and slow at 32 and 64. The H200 is within 26 % at every load (-6 to
+25 %), none above 30 %. The B200 is within 28 % (-7 to +28 %), within 8 % at 4 and 8
requests, slow by 5-28 % from 16 on; it was 22-53 % slow from 16 requests on until
2026-12-06, when GEMMs over 8-bit weights were taken out of the fused engines' stream
cap per SM, which SGLang's fp8 expert kernels on that part outrun (docs/inference.md,
A stream cap per SM). The MI300X and MI325X missed every row
until the mi300x entry's efficiency.fused_mla_layer (2026-12-06, docs/inference.md,
Engines), the model 34-69 % fast: the measured TPOT exceeded the fused engine's kernels
by 14-18 ms a step at every load from 4 to 64 requests (24.6 against 9.2 ms at 4
requests on the MI300X, 51.3 against 33.8 at 64), about 0.3 ms for each of DeepSeek's 61
layers. That figure, 340 us a layer of a latent-attention model for the fused engine on
the part, is fitted on the MI300X's 15 rows (mean 50 % before, 8.3 % after) and held out
on the MI325X's (the same die and image: 57 % before, 8.2 % after, the largest -30.2 % at
64 requests of 8,192-token prompts, the model's long-context step already long there).
Its cause is not identified; the dense Llama-3.1-405B rows of vLLM on eight MI300X (the
OCI group above) fit with that engine's own 85 us a layer, so it is not the device's
memory, compute or launches as such, and it is scoped to latent-attention models on the
fused engine." '_MTP$'

prose_sum=3064774088 group "Inference: InferenceX, DeepSeek-R1 with NVFP4 experts on the B200, held out" \
'^IX_(SGLang|TRTLLM)_B200_DSR1_FP4_' \
"The same InferenceX snapshot's rows of NVIDIA's NVFP4 DeepSeek-R1-0528 checkpoint (routed
experts in FP4, attention, shared expert and dense layers in FP8) on four or eight B200:
SGLang (runs of 2025-11 and 2026-03-25, 0.5.9) and TensorRT-LLM (2025-11-02, 1.1.0rc2 of
2025-12-15, 1.2.0rc6 of 2026-02-03), attention tensor- or data-parallel, the experts
split by tensor parallelism or whole (EP 4 or 8), closed loops of 4 to 256 requests,
every such row without speculative decoding (138). Modelled with --precision fp8
--expert-precision fp4 (docs/inference.md, Expert storage), the option these rows were
added with on 2026-12-06, no constant set on them. They came in at 15.5 % mean, 20
above 30 %, TensorRT-LLM's split over four GPUs 24.7 % with the model slow from 32
requests on. The grouped GEMM's fixed time a tile, fitted on Triton's fp8 kernels, was
then taken off experts read below a byte, whose block-scaled kernels run their tiles
back to back (docs/inference.md, Mixtures of experts: FlashInfer's kernel times on a
B300 fit within 10 % without it, 11-27 % slow with it): 13.1 %, 8 above 30 %. The
fused engine's 65 us a layer of a latent-attention model (2026-12-06, fitted on
TensorRT-LLM 1.2.0rc6's rows here with SGLang 0.5.9's FP8 ones: docs/inference.md,
Engines) then took them to 11.9 %, 5 above 30 %: TensorRT-LLM with the experts split over
four GPUs 11.7 % (7.8 before, now slow by 2-28 %), over eight 8.5 % (13.1); whole 9-13 %;
attention data-parallel over four 2.1 %, over eight 15.6 % (fast). SGLang with the
experts whole over eight GPUs 6.5 %, over four 16.7 %; split over four 11.4 %, over eight
18.5 %: with the same expert kernel as TensorRT-LLM, SGLang's step at tensor parallel 8
is 1-4 ms longer (docs/inference.md, Limits), and its split-expert rows at 4 and 8
requests with 8,192-token prompts are 26-38 % fast (runs of 2025-11). TensorRT-LLM at 4
requests is within 11 % (8-20 % fast before)." '_MTP$'

prose_sum=1411672183 group "Inference: InferenceX, DeepSeek-R1 with its experts over eight GPUs (EP 8), held out" \
'^IX_(SGLang|TRTLLM)_[A-Z0-9]+_DSR1_FP8_(TP8_EP8|DEP8)_' \
"The same InferenceX snapshot's DeepSeek-R1-0528 FP8 rows whose experts are spread whole
over the eight GPUs (EP 8, 32 experts a GPU) instead of split by tensor parallelism:
TensorRT-LLM 1.1.0rc2.post2 on the H200 and B200 (runs of 2025-12-15; one B200 row of
1.2.0rc6.post2, 2026-01-29) with attention over the eight by tensor parallelism
(infer --tp 8 --ep 8) or data-parallel (DEP8: --tp 1 --ep 8), and SGLang on the B200
(run of 2025-11-18, the image not recorded; attention tensor-parallel, TensorRT-LLM's
expert kernels), closed loops of 4 to 256 requests, the mean time per output token.
Added 2026-12-06 (46 rows, every such row without speculative decoding) with no
constant set on them, together with the change they prompted: the routed experts are
timed on the busiest GPU under random routing, not on the mean (docs/inference.md,
Expert parallelism), which took these rows from 33.0 % to 26.1 % mean error (all of
them fast), and the fused engine's 65 us a layer of a latent-attention model (fitted on
the newest builds' rows, this group's one TensorRT-LLM 1.2.0rc6 row among them:
docs/inference.md, Engines) to 21.1 % (16 above 30 % before it, 12 since). The model is
fast on every row but one. The H200 rows are within 15 % from 16 requests on and 14-24 %
fast at 4 and 8, as that part's TensorRT-LLM rows at EP 1 (the group below; 13.8 ms a
token at 4 requests under either layout in these builds). The B200's TensorRT-LLM rows
are 24-41 % fast at 4 to 16 requests: that build's step at 4 requests is 14.6 ms where
1.2.0rc6 with EP 1 took 10.3 a month later (the group below); from 32 requests on within
29 %. SGLang's B200 rows are 6-22 % fast on 1,024-token prompts and 24-46 % on 8,192-token
ones. The two data-parallel-attention rows on the B200 are 33 and 37 % fast, the H200's
24 %. Shown: 12 rows above 30 %." '_MTP$'

prose_sum=1856448595 group "Inference: InferenceX, TensorRT-LLM serving DeepSeek-R1 on eight GPUs, held out" '^IX_TRTLLM_' \
"The same InferenceX snapshot's rows of TensorRT-LLM (PyTorch backend, trtllm-serve)
serving DeepSeek-R1-0528 in FP8 at tensor parallel 8 with the experts split by tensor
parallelism and attention not data-parallel, the cache in fp8: the H200's run of
2025-11-02 and the B200's of 2026-01-29 (TensorRT-LLM 1.2.0rc6.post2), 15 rows each,
concurrencies 4 to 64 on the H200 and 4 to 256 on the B200; the mean time per output
token against infer at batch = concurrency, engine fused. Added 2026-12-06 with no
constant set on them; the B200's, TensorRT-LLM 1.2.0rc6, are among the rows the fused
engine's 65 us a layer of a latent-attention model is fitted on (2026-12-06,
docs/inference.md, Engines). The H200 is 19-31 % fast at 4 and 8 requests (25-37 before
that figure) and within 17 % from 16 on: its TPOT at 4 requests is 13.8 ms where
SGLang's of four months later on the same part took 10.3 (the group above) and the model
gives 9.6, a fixed cost a step of that build the fused profile does not carry. The B200
is 18-21 % fast at 4 requests and 1-7 % at 8 (the experts' tiles fewer than the SMs, as
on SGLang), and within 25 % from 16 to 256 requests; it was 27-42 % slow from 16 to 128
on the 1,024-token prompts
until 2026-12-06, under a stream cap that now leaves 8-bit weights alone
(docs/inference.md, A stream cap per SM)." '_(TP8_EP8|DEP8)_|_FP4_|_MTP$'

prose_sum=299944766 group "Inference: InferenceX, DeepSeek-R1 on the MI355X (ATOM and SGLang), held out" \
'^IX_(ATOM|SGLang)_MI355X_' \
"The same InferenceX snapshot's rows of DeepSeek-R1-0528 on the MI355X, added 2026-12-06
with the part's catalog entry (data/hardware/mi355x.yaml: no measured GEMM or stream
share, so the defaults 0.7 and 0.8): AMD's ATOM engine (image rocm7.1.1 atom 0.1.1, runs
of 2026-01-14 in FP8 and 2026-02-25 in MXFP4) and SGLang (0.5.9 on ROCm 7.0, runs of
2026-02-27 to 2026-05-03, and ten MXFP4 rows at tensor parallel 4 of 2025-10-06, the image
not recorded), tensor parallel 4 or 8 with the experts split, closed loops of 4 to 256
requests; every MI355X row without speculative decoding (89, one run a configuration),
no constant set on them. The FP8 checkpoint is modelled --precision fp8; AMD's MXFP4 one
(every MLP in MXFP4, weights and activations; attention, the router and the output
layer in BF16) --precision bf16 --expert-precision fp4, which takes the shared experts
and dense MLPs at 16 bits and leaves out MXFP4's scales. They came in at 19.6 %, 12 above
30 %; the fused engine's 65 us a layer of a latent-attention model (fitted on NVIDIA
rows, 2026-12-06: docs/inference.md, Engines) took them to 16.1 %, 11 above 30 %. FP8:
ATOM 10.4 % (-21 to +18 %), SGLang at tensor parallel 8 10.3 %; at 1,024-token prompts
from 16 requests on within 19 % on both. MXFP4 at tensor parallel 8: ATOM 8.2 %, SGLang
9.1 %; at 4: ATOM 16.5 %, SGLang's rows of 2026 6.0 %. The model is a little fast at low
load on both engines: at 4 requests (FP8, 1,024 in and out) the measured step exceeds
the model's by 0.9 ms (SGLang) and 1.3 ms (ATOM), 9-13 % (1.8 and 2.2 ms before the
figure); the 14-18 ms excess SGLang 0.5.9 showed on the MI300X and MI325X (the SGLang
0.5.9 group, now their entries' efficiency.fused_mla_layer) is not there on this part,
which carries none. The ten SGLang rows of 2025-10-06 are 50-70 % fast, where that engine's rows
of 2026-02-27 on the same layout (1,024 in and out) are within 15 %: an early stack,
shown as measured. AMD's MXFP4 expert kernels keep the grouped GEMM's time a tile
(docs/inference.md, Mixtures of experts): without it these rows were 12-36 % fast. Read
as a choice of layout (GPUs times TPOT, as in the Layout choice section below): at the
ten points where four and eight GPUs ran on the same stack of 2026, four serve a token
for 56-77 % of eight's GPU-seconds measured, and the model makes the same choice at all
ten, its ratio within 0.07 of the measured one; the nine others set the 2025 SGLang
rows at four GPUs against 2026 rows at eight and are not a comparison." '_MTP$'

prose_sum=953844433 group "Inference: InferenceX, DeepSeek-R1 with speculative decoding (MTP), partly fitted" \
'^IX_.*_MTP$' \
"The same InferenceX snapshot's rows of DeepSeek-R1-0528 run with its multi-token
prediction layer drafting tokens, each against the row of the same configuration
without it (named in the scenario's notes): 125 rows, every single-node MTP row whose
configuration also ran without it. The engines draft k tokens a step: SGLang's EAGLE
2 on NVIDIA parts and 3 on AMD's, TensorRT-LLM's MTP 3 (1 with attention
data-parallel), ATOM's default 1 (its scripts of February 2026); infer --spec-tokens
k with the layout and lengths of the row without it. One constant is fitted on them,
the default acceptance a = 0.7 (docs/inference.md, Speculative decoding): the value
at which the model's speedup over the same configuration without drafting matches the
measured one on average (geometric mean of the ratio 1.01; mean |error| of TPOT 14.3 %
at 0.65, 14.5 % at 0.7, 18.0 % at 0.8). SGLang's MTP script keeps the cache in fp8 where
its script without MTP kept it in bf16, and its rows are run so. InferenceX's prompts are random tokens;
DeepSeek reports 85-90 % acceptance of the second token on its own text. The misses
are of shape: the model's speedup is 10 % short at 4 to 8 requests (TPOT within 11 %
on average there), right at 16 to 32, and 13 % too large from 64 requests on, where it
is 15 % fast on average: verifying k + 1 tokens a sequence costs the engines more at
high load than the model's GEMMs and expert reads say. The rows of builds that miss
without drafting (TensorRT-LLM 1.1's FP8 rows on the B200, above) miss with it too."

# Every InferenceX row's TPOT, measured and predicted, with the software stack it was
# measured on (rank.sh's with_stack): read once (a scenario run and show a row),
# for the stack table here and the layout choice below.
ix_rows=$(measured_predicted "$bin" '^IX_.*[0-9]$' TPOT | with_stack "$bin")
# stack_errors: with_stack's lines on stdin by engine, part, precision and stack:
# rows, mean |error|, mean signed error and rows above 30 %.
stack_errors() {
    awk -F'\t' '
        { split($1, f, "_"); k = f[2] " " f[3] " " f[5] " | " $4; e = 100 * ($3 / $2 - 1)
          if (!(k in n)) order[++nk] = k
          n[k]++; s[k] += e < 0 ? -e : e; g[k] += e; if (e > 30 || e < -30) b[k]++ }
        END { print "| engine, part, precision | stack | rows | mean \\|error\\| | mean error | above 30 % |"
              print "|---|---|---|---|---|---|"
              for (i = 1; i <= nk; i++) { k = order[i]
                  printf "| %s | %d | %.1f %% | %+.1f %% | %d |\n", k, n[k], s[k] / n[k], g[k] / n[k], b[k] } }'
}
printf '\n## InferenceX rows by software stack\n\n'
stack_table=$(stack_errors <<<"$ix_rows")
printf '%s\n' "$stack_table"
stack_text="
The InferenceX rows of the groups above, by the build each ran on (the image's tag, or
the run's date where the row records none). Two constants are fitted on rows here: the
fused engine's time per layer of a latent-attention model, on the newest builds
(SGLang 0.5.9 on the H200 and B200, TensorRT-LLM 1.2.0rc6), and the MI300X's own figure
for it (below). The model fits the newest build of each engine best: SGLang 0.5.9 in
FP8 on the B200 and H200 within 10-11 % on average, none above 30 %, and in NVFP4 on the
B200 12 % (one row above: experts whole over four GPUs at 64 requests, +30.6 %),
TensorRT-LLM 1.2 in NVFP4 10 %. The misses gather on particular builds, which
ran slower than the model on nearly every row: SGLang's NVFP4 and FP8 builds of October
and November 2025 (15-58 % on average) and TensorRT-LLM 1.1's FP8 build on the B200
(30 %; its FP4 rows of the same image 9 %). SGLang 0.5.9's CDNA3 build on the MI300X and
MI325X missed by 50-57 % until the time per layer their entries now carry for
latent-attention models, fitted on the MI300X's rows and held out on the MI325X's (8 %
each since). A build not in this table is best compared with the newest of its engine."
# the paragraph quotes the table: printed only while the table is the one it was read
# against (rank.sh, prose_verdict)
prose_verdict 765993912 "$stack_text" <<<"$stack_table"
printf '%s\n' "$stack_text"
