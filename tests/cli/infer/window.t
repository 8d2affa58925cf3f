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
