# Users act on the order of layouts. The BLOOM-176B layouts on 384 A100 (Jean Zay,
# Megatron-DeepSpeed; BigScience, tr11-176B-ml chronicles-prequel.md and README.md)
# measured, fastest first: t 4 b 2 (102.03 s), t 4 b 4 (102.27 s), the production run
# with 112 heads (104.7 s), t 8 b 2 (121.63 s). The model must give the same order.
$ for n in BLOOM176B_t8_b2 BLOOM176B_t4_b4 BLOOM176B_prod_t4_b2 BLOOM176B_t4_b2; do mlsys scenario run $n -f json | jq -r --arg n $n '.rows[] | select(.key == "T_step") | "\(.value) \($n)"'; done | sort -g | cut -d' ' -f2
BLOOM176B_t4_b2
BLOOM176B_t4_b4
BLOOM176B_prod_t4_b2
BLOOM176B_t8_b2
# The published rule of thumb (Narayanan et al. 2021, s5): tensor parallelism inside a
# node; t = 16 across two DGX A100 nodes is slower than t = 8 with p = 2, everything else
# the same (GPT 39B shape, 16 GPUs, B 64).
$ a=$(mlsys train --hw a100 --layers 48 --hidden 8192 --heads 64 --vocab 51200 --devices 16 --tp 16 --pp 1 --global-batch 64 --columns T_step -f csv --no-header); b=$(mlsys train --hw a100 --layers 48 --hidden 8192 --heads 64 --vocab 51200 --devices 16 --tp 8 --pp 2 --global-batch 64 --columns T_step -f csv --no-header); awk -v a="$a" -v b="$b" 'BEGIN { print (a > b) ? "t 16 slower" : "t 16 faster" }'
t 16 slower
