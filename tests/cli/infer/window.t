# Tied embeddings and sliding-window attention (workload fields tied_embeddings,
# sliding_window, sliding_layers; docs/inference.md).
#
# Gemma 2 9B ties its output layer to the input embedding (config.json
# tie_word_embeddings): counted once. From the shape: 42 layers x (3584 x 4096 + 2 x
# 3584 x 2048 + 4096 x 3584 attention, 3 x 3584 x 14336 GeGLU, 2 x 3584 norms) +
# 256,000 x 3584 = 9,241,401,344 parameters, 18,482,802,688 B in bf16 (the model card's
# 9.24e9; counting the embedding twice gave 20.3 GB).
$ mlsys infer --hw h100 --workload gemma2-9b --columns M_weights -f csv --no-header
18482802688
# Mistral 7B v0.1 attends to (and caches) the last 4096 tokens on every layer. A prompt
# of 16,000 tokens and 128 generated: each layer caches 4096 tokens, 256 pages of 16;
# one token's K and V: 2 x 32 layers x 8 kv heads x 128 x 2 B = 131,072 B, so a sequence
# holds 4096 x 131,072 = 536,870,912 B. Below the window (1,000 + 128 = 1,128 tokens,
# 71 pages = 1,136 tokens) the cache is the whole context: 148,897,792 B.
$ mlsys infer --hw h100 --workload mistral-7b --prompt 16000 --output-tokens 128 --columns KV_per_seq -f csv --no-header
536870912
$ mlsys infer --hw h100 --workload mistral-7b --prompt 1000 --output-tokens 128 --columns KV_per_seq -f csv --no-header
148897792
# Past the window the decode step reads the same cache, whatever the context: the
# attention terms at 16,000 and 30,000 prompt tokens are equal (second method: the
# window bounds them).
$ a=$(mlsys infer --hw h100 --workload mistral-7b --prompt 16000 --columns T_kv -f csv --no-header); b=$(mlsys infer --hw h100 --workload mistral-7b --prompt 30000 --columns T_kv -f csv --no-header); [ "$a" = "$b" ] && echo same
same
# --sliding-window 0: an engine that does not apply the window (TensorRT-LLM without
# max_attention_window_size) caches the whole sequence on every layer. 16,000 + 128 =
# 16,128 tokens, 1,008 pages of 16: 16,128 x 131,072 = 2,113,929,216 B. A wider window
# of 8,192 tokens caches 8,192 x 131,072 = 1,073,741,824 B.
$ mlsys infer --hw h100 --workload mistral-7b --prompt 16000 --output-tokens 128 --sliding-window 0 --columns KV_per_seq -f csv --no-header
2113929216
$ mlsys infer --hw h100 --workload mistral-7b --prompt 16000 --output-tokens 128 --sliding-window 8192 --columns KV_per_seq -f csv --no-header
1073741824
# Without the window the step reads the whole context, so the attention term grows
# with the prompt again (the opposite of the windowed pair above), and a model
# without windowed layers is the same as with 0 (second method: the option only
# takes a window away).
$ a=$(mlsys infer --hw h100 --workload mistral-7b --prompt 16000 --sliding-window 0 --columns T_kv -f csv --no-header); b=$(mlsys infer --hw h100 --workload mistral-7b --prompt 30000 --sliding-window 0 --columns T_kv -f csv --no-header); awk -v a="$a" -v b="$b" 'BEGIN { print (b > 1.8 * a ? "grows" : "flat") }'
grows
$ diff <(mlsys infer --hw h100 --workload llama3-8b -f csv) <(mlsys infer --hw h100 --workload llama3-8b --sliding-window 0 -f csv) && echo same
same
# Said in a note.
$ mlsys infer --hw h100 --workload mistral-7b --sliding-window 0 -f json | jq -r '.notes[] | select(contains("sliding"))'
no sliding window (--sliding-window 0): every layer attends over and caches the whole sequence, where the workload's 32 of 32 layers keep 4096 tokens
# The workload's window kept, a sequence past it is noted with the engine that caches
# the windowed layers whole: 16,000 + 128 tokens past Mistral's 4,096; none at 512 +
# 128 = 640, within it.
$ mlsys infer --hw h100 --workload mistral-7b --prompt 16000 --output-tokens 128 -f json | jq -r '.notes[] | select(startswith("sliding window:"))'
sliding window: the workload's 32 of 32 layers cache at most 4096 tokens a sequence, as an engine with a pool of its own for them holds them (vLLM's hybrid allocator); TensorRT-LLM's cache manager gives every layer the whole sequence: for its batch, take batch_max with --sliding-window 0 (docs/inference.md)
$ mlsys infer --hw h100 --workload mistral-7b -f json | jq '[.notes[] | select(startswith("sliding window:"))] | length'
0
# serving takes it too (the deployment options are shared): its capacity follows.
$ a=$(mlsys serving --hw h100 --workload mistral-7b --prompt 16000 --arrival 1req/s -f csv --columns mu_eff --no-header); b=$(mlsys serving --hw h100 --workload mistral-7b --prompt 16000 --arrival 1req/s --sliding-window 0 -f csv --columns mu_eff --no-header); awk -v a="$a" -v b="$b" 'BEGIN { print (b < a ? "fewer" : "not fewer") }'
fewer
# A window for a model that has none, and a negative one, are refused.
$ mlsys infer --hw h100 --workload llama3-8b --sliding-window 4096
? 2
! mlsys infer: --sliding-window: the model has no sliding-window layers to set to 4096 tokens; give 0 or leave it out
$ mlsys infer --hw h100 --workload mistral-7b --sliding-window -1
? 2
! mlsys infer: --sliding-window: must not be negative
