# DeepSeek-V3's layers (Hugging Face config.json): 61 layers of hidden 7168; the first 3
# dense with a SwiGLU FFN of 18432 (first_k_dense_replace 3); the other 58 with 256
# routed experts and 1 shared expert of width 2048; vocabulary 129,280, untied. Latent
# attention (q_lora_rank 1536, kv_lora_rank 512, qk_rope_head_dim 64, qk_nope_head_dim =
# v_head_dim 128, 128 heads), a layer: q down 7168 x 1536 = 11,010,048, its norm 1,536,
# q up 1536 x 128 x 192 = 37,748,736, kv down 7168 x 576 = 4,128,768, its norm 512, kv up
# 512 x 128 x 256 = 16,777,216, out 128 x 128 x 7168 = 117,440,512: 187,107,328. With two
# norms a layer:
# 61 (187,107,328 + 2 x 7168) + 58 x 257 x 3 x 7168 x 2048 + 3 x 3 x 7168 x 18432
# + 2 x 129,280 x 7168 = 670,919,966,720 parameters (the published 671e9), so
# 83,864,995,840 B a device at fp8 on t = 8 (it once counted 702e9: every layer routed, no
# shared expert; then 672e9, attention as 128 heads of 56).
$ mlsys infer --hw h200 --workload deepseek-v3 --tp 8 --precision fp8 --columns M_weights -f csv --no-header
83864995840
# train counts the same layers and each MoE layer's router (7168 x 256): 670,919,966,720
# + 58 x 1,835,008 = 671,026,397,184.
$ mlsys train --hw h100 --workload deepseek-v3 --devices 2048 --tp 8 --pp 16 --ep 8 --global-batch 2048 --seq 4096 --attention flash --columns params -f csv --no-header
671026397184
# A workload of one expert is dense: every term that splits routed from dense FFNs (the
# routed GEMMs, cuBLAS's conversions, the element-wise kernels) takes its dense branch,
# so an entry with experts: 1 gives the same times as the entry without it.
$ mkdir -p e/workloads && sed -e 's/^name: llama3-8b/name: one-expert/' -e '/^aliases:/d' "$TESTDATA/../../data/workloads/llama3-8b.yaml" > e/workloads/one-expert.yaml && echo 'experts: 1' >> e/workloads/one-expert.yaml && for a in "--hw h100 --batch 8" "--hw rtx4090 --precision q4_k_m --engine llamacpp-2405"; do x=$(mlsys --catalog e infer $a --workload one-expert -f csv --no-header --columns TTFT,TPOT); y=$(mlsys infer $a --workload llama3-8b -f csv --no-header --columns TTFT,TPOT); [ "$x" = "$y" ] && echo same; done
same
same
