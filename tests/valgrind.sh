#!/usr/bin/env bash
# tests/valgrind.sh [BINARY] - run a representative set of command lines
# under valgrind (memcheck): every example of every command's help, and the
# error paths and file inputs listed below (bad values, sweeps, --input,
# --assert, --plot, catalog directories, scenarios, hostile files). Fails
# if valgrind reports any invalid access, use of uninitialised memory, or
# leak of any kind (mlsys frees everything before it exits), whatever exit
# status mlsys itself returns. BINARY defaults to build/mlsys; runs as many
# at a time as there are cores.
set -uo pipefail
cd "$(dirname "$0")/.."
bin=$(cd "$(dirname "${1:-build/mlsys}")" && pwd)/$(basename "${1:-build/mlsys}")
[ -x "$bin" ] || { echo "valgrind.sh: no binary $bin (build first)"; exit 1; }
command -v valgrind >/dev/null || { echo "valgrind.sh: valgrind is not installed"; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export TESTDATA=$PWD/tests/data MLSYS_BIN=$bin VG_WORK=$work LC_ALL=C
unset MLSYS_CATALOG # the command lines mean the shipped catalog

# Files the command lines below read, made once.
mkdir -p "$work/files/deep/hardware" "$work/files/empty"
printf 'divergence,accuracy\n0.05,0.91\n0.1,0.89\n0.2,0.86\n' >"$work/files/drift.csv"
printf 'hw,workload,batch\nh100,llama70b,1\nb200,llama3-8b,64\nh100,nope,1\n' >"$work/files/in.csv"
printf '{"alpha": "2us", "beta": "10GB/s", "size": "1MB"}\n{"alpha": 1}\nnot json\n' \
    >"$work/files/in.jsonl"
{ printf '[%.0s' {1..200}; printf ']%.0s' {1..200}; } >"$work/files/deep/hardware/deep.yaml"
mkfifo "$work/files/fifo.csv"

# The command lines: help examples (from `mlsys help --format json`), then
# the list below ("mlsys" is the binary under valgrind; $TESTDATA and $F are
# available).
examples=$("$bin" help --format json | jq -r '.commands[].examples[]') ||
    { echo "valgrind.sh: mlsys help --format json | jq failed"; exit 1; }
{
    printf '%s\n' "$examples"
    cat <<'EOF'
mlsys
mlsys help
mlsys help iron-law
mlsys help --format json
mlsys help catalog list --format json
mlsys help --format csv
mlsys --version
mlsys nosuch
mlsys iron-law --hw h1000 --workload llama70b
mlsys iron-law --hw h100 --workload llama70b --bw 5ms
mlsys iron-law --hw h100 --workload llama70b --batch 70B
mlsys iron-law --hw h100 --workload llama70b --batch 1e300
mlsys iron-law --hw h100 --workload llama70b --precision fp12
mlsys iron-law --hw h100 --workload llama70b --nosuch 1
mlsys iron-law --hw h100,b200 --workload llama3-8b --batch 1..1024x4 -f csv
mlsys iron-law --hw all --workload llama3-8b --columns hw,T,bound,fits -f json
mlsys iron-law --hw h100 --workload llama3-8b --batch 1..64x2 --assert 'T <= 20 ms'
mlsys iron-law --hw h100 --workload llama3-8b --batch 1..1e9 -f csv | head -3
mlsys infer --hw h100 --workload llama3-8b --tp 1..3 --batch 1..6000 -f csv --jobs 2
mlsys infer --hw h100 --workload llama3-8b --batch 1..20000 -f jsonl --jobs 3 --columns batch,TPOTT
mlsys cluster --devices 2..1024e4 --hw h100 --workload llama3-8b --batch 1024 --fabric ib-ndr -f csv --jobs 1 2>&1 >/dev/null | head -1
mlsys infer --hw h100 --workload llama3-8b --batch 1..64x2 --output-cv 0,1,11 -f csv
mlsys serving --arrival 20req/s --hw h100 --workload mixtral-8x7b --ep 8 --slo-tpot 50ms
mlsys serving --arrival 20req/s --hw h100 --workload deepseek-v3 --precision fp8 --ep 72 --redundant-experts 32 --prompt 2000 --output-tokens 500
mlsys serving --arrival 20req/s --hw h100 --workload mixtral-8x7b --ep 3
mlsys serving --arrival 50req/s --hw mi300x --workload llama3-70b --precision fp8 --slo-tpot 30ms --slo-tpot-at mean
mlsys serving --arrival 5req/s --hw h100 --workload llama3-8b --slo-tpot 30ms --slo-tpot-at p95
mlsys serving --arrival 2req/s --hw b200 --workload deepseek-r1 --precision fp8 --expert-precision fp4 --tp 8 --ep 8
mlsys serving --arrival 2req/s --hw mi300x --workload deepseek-r1 --precision fp8 --tp 8
mlsys infer --hw b200 --workload deepseek-r1 --precision fp8 --tp 8 --batch 1,64 --spec-tokens 3
mlsys serving --arrival 5req/s --hw h100 --workload llama3-8b --spec-tokens 2 --spec-accept 0.8
mlsys infer --hw h100 --workload mistral-7b --prompt 16000 --sliding-window 0,8192 -f csv
mlsys serving --arrival 1req/s --hw h100 --workload mistral-7b --prompt 16000 --sliding-window 0
mlsys infer --hw h100 --workload llama3-8b --sliding-window 4096
mlsys infer --hw h100 --workload mistral-7b --prompt 16000 -f json
mlsys infer --hw l40s --workload gpt-j-6b,falcon-180b --tp 2,8 --engine fused,trtllm-2310 -f csv
mlsys infer --hw h100 --workload llama3-8b --precision fp8 --prompt 1000 --output-tokens 1000 --batch 400,1000 --requests 300,1000 -f csv
mlsys infer --hw h100 --workload llama3-8b --expert-precision fp4
mlsys serving --hw rtx4090 --workload llama3-405b --arrival 1req/s --slo-ttft 1s --slo-tpot 100ms
mlsys serving --hw h100 --workload llama3-405b --arrival 2req/s --slo-ttft 2s --slo-tpot 100ms --chunk 1000000000
mlsys train --hw h100-sxm-96gb --workload llama3-8b --devices 8 --global-batch 16 --power-limit 500W,2000W -f csv
mlsys train --hw h100 --workload llama3-8b --devices 8 --global-batch 16 --seq 8192 --attention flash --attention-kernel fa2,best -f csv
mlsys train --hw a100 --workload llama3-8b --devices 8 --global-batch 16 --attention-kernel fa2
mlsys infer --peak 1e15FLOP/s --bw 3TB/s --workload llama3-8b --power-limit 500W
mlsys serving --arrival 10req/s --hw h100 --workload llama3-8b --output-cv 0,1,11 -f csv
mlsys infer --hw p40,v100,t4 --workload llama2-7b --precision Q4_0 --engine llama.cpp,llamacpp-2405 --quant-matmul mmq,dequant,dp4a -f csv
mlsys infer --hw h100 --workload meta-llama/Llama-3.1-70B-Instruct --engine vllm,SGLang --tp 8
mlsys infer --hw h100 --workload nosuch/Llama-9-instruct-chat-hf
mlsys serving --arrival 10req/s --hw h100 --workload llama3-8b --engine vllm-v0 --kv-precision fp8 --power-limit 500W,2000W -f csv
mlsys infer --hw h100 --workload llama3-8b --tp 2 --beta 150GB/s --power-limit 1000W
mlsys serving --hw h100 --workload llama3-8b --tp 1 --arrival 1req/s --fabric ib-ndr --power-limit 700W
mlsys serving --hw h100 --workload llama3-405b --arrival 1req/s --slo-ttft 2s --slo-tpot 100ms --fabric ib-ndr
mlsys serving --arrival 10req/s --hw h100 --workload llama3-8b --engine vllm-v0 --scheduler-steps 1,64,65 --output-cv 2 --slo-tpot 50ms -f csv
mlsys serving --arrival 8/s --step-base 20ms --step-per-seq 0.2ms --prefill-per-token 0.02ms --scheduler-steps 4
mlsys serving --arrival 5req/s --hw h100 --workload llama3-405b --slo-ttft 2s --slo-tpot 100ms
mlsys serving --hw mi300x --workload llama2-70b --engine vllm-v0 --precision fp8 --replicas 8 --gather 0.3s --arrival 200req/s --slo-ttft 2s --slo-tpot 200ms --find arrival
mlsys serving --hw h100 --workload llama3-70b --devices 8 --slo-ttft 1s --slo-tpot 50ms --find arrival --arrival 100req/s
mlsys serving --hw h100 --workload llama3-405b --devices 4 --find arrival --slo-ttft 1s --arrival 10req/s
mlsys serving --hw h100 --workload llama3-70b --tp 8 --devices 4 --find arrival --slo-ttft 1s --arrival 10req/s
mlsys serving --hw h100 --workload qwen3-30b-a3b --find arrival --devices 4 --arrival 100req/s --slo-ttft 3s --max-batch 2
mlsys serving --hw m4-max --workload llama3-8b --find arrival --devices 2 --arrival 10req/s --slo-ttft 5s
mlsys serving --hw h100 --workload llama3-8b --find arrival --devices 4 --chunk 256 --arrival 10req/s --slo-ttft 1s
mlsys serving --hw h100 --workload llama3-70b --tp 8 --replicas 1 --find arrival --arrival 10req/s --slo-tpot 1ms
mlsys serving --hw h100 --workload llama3-70b --devices 16 --find arrival --arrival 100req/s --slo 20s --output-cv 1
mlsys infer --hw m4-max --workload llama3-8b --pp 2 --fabric ib-ndr
mlsys infer --hw gb200-nvl72 --workload llama3-8b --engine llamacpp-2405 --pp 2 --batch 1,2
mlsys infer --hw gb200-nvl72 --workload qwen3-30b-a3b --precision fp4 --batch 64,4096
mlsys serving --hw h20 --workload qwen3-8b --precision gptq --arrival 1req/s
mlsys serving --hw h100 --workload llama3-8b --tp 1 --replicas 8 --find arrival --arrival 1e12req/s --slo-ttft 1s --slo-tpot 50ms
mlsys serving --hw h100 --workload llama3-8b --devices 8 --find arrival --arrival 10req/s --slo-tpot 3ms
mlsys serving --hw h100 --workload llama3-8b --scheduler-steps 4 --slo-tpot 200ms --arrival 1req/s
mlsys infer --hw h100 --workload llama3-8b --engine llamacpp-2405 --pp 4 --prompt 4096,4097,4608
mlsys serving --hw a100 --workload qwen3-8b --output-cv 1 --tp 2 --replicas 1 --arrival 22.30req/s..22.50req/s+0.05req/s --columns TPOT_p99 -f csv
mlsys serving --hw h100 --workload llama3-70b --devices 16 --output-cv 1 --slo 20s --slo-ttft 1s --slo-tpot 50ms --find arrival --arrival 1e5req/s
mlsys serving --arrival 8/s --step-base 20ms --step-per-seq 0.2ms --prefill-per-token 0.02ms --prefill-per-iter 20ms --chunk 0 --gather 0.25s,1000s --output-cv 1
mlsys serving --arrival 5req/s --hw h100 --workload llama3-405b --tp 8 --pp 2,64 --mem-util 0.95 --node-size 4 -f csv
mlsys infer --hw h200 --workload deepseek-v3 --tp 8 --precision fp8 --engine trtllm-2310
mlsys infer --hw h200 --workload deepseek-v3 --tp 8 --precision fp8 --engine trtllm-2404
mlsys infer --hw h100,l40s --workload falcon-180b,llama2-70b,gpt-j-6b --tp 8,16 --precision fp8 --engine trtllm-2404 --batch 64 -f csv
mlsys infer --hw a100 --workload llama3-8b --engine vllm-v0 --batch 64,128,256 -f csv
mlsys infer --hw h200,b200 --workload llama2-70b --precision fp8 --engine trtllm-2310 --batch 192,1000 --prompt 128 --output-tokens 4000 -f csv
mlsys infer --hw a100,rtx4090,m2-ultra --workload llama3-8b --engine llamacpp-2405 --precision q4_k_m,fp16 --prompt 1,512 -f csv
mlsys iron-law --hw h100 --workload llama3-8b --batch 1..
mlsys iron-law --hw h100 --workload llama3-8b --batch 1..1e13
mlsys --shard 2/3 iron-law --hw all --workload llama3-8b -f tsv --no-header
mlsys iron-law --input "$F/in.csv" -f jsonl
mlsys comm --input "$F/in.jsonl"
mlsys iron-law --input "$F/fifo.csv"
mlsys iron-law --input /
mlsys iron-law --hw h100 --workload llama3-8b --batch 1..256x2 --plot "$VG_WORK/out-$RANDOM.svg"
mlsys roofline --hw h100 --plot "$VG_WORK/roof-$RANDOM.svg"
mlsys memory --workload llama70b --phase train --zero 3 --dp 64 --tp 8 --hw h100 -f json
mlsys energy --hw h100 --workload llama3-8b --grid poland -f csv
mlsys plan --hw a100 --workload gpt3 --devices 512,1024 --global-batch 1536 --tp 4,8 --top 3 -f json
mlsys plan --hw a100 --workload gpt3 --max-devices 256 --global-batch 1536 --tokens 300e9 --price 2USD/h --pareto cost --plot "$VG_WORK/front-$RANDOM.svg" --x time_to_train --y cost_run
mlsys plan --hw a100 --workload gpt3 --devices 64 --global-batch 1536 --all -f csv | head -3
mlsys plan --hw a100 --workload gpt3 --devices 8 --global-batch 8
mlsys plan --hw a100 --workload gpt3 --devices 1024 --global-batch 1536 --tp 3,7
mlsys plan --hw a100 --workload llama3-8b --devices 1 --global-batch 8 --seq 2048 --offload any --top 2 -f csv
mlsys plan --hw a100 --workload llama3-70b --devices 32 --global-batch 32 --seq 2048 --tp 1 --framework megatron,fsdp --versus pp=16,zero=1
mlsys plan --hw a100 --workload llama3-70b --devices 32 --global-batch 32 --seq 2048 --tp 1 --versus framework=fsdp,zero=3,offload=optimizer
mlsys train --hw a100 --workload llama3-8b --devices 8 --global-batch 8 --framework fsdp --offload optimizer
mlsys serving --arrival 160req/s --svc 5ms --slo 20ms --batch 1e200
mlsys comm --alpha 1us..1ms+1us --size 1B..1MB+1B
mlsys comm --alpha 5us --beta 48GB/s --collective alltoall --ranks 8,256 --size 14680064B --algo ring,direct -f csv
mlsys comm --alpha 5us --beta 48GB/s --collective allgather --ranks 8 --size 1MB --algo direct
mlsys comm --fabric ib-ndr --collective allreduce --ranks 8 --size 1MB --algo nccl
mlsys comm --fabric nvlink5 --collective allgather,reducescatter --ranks 2,72 --size 1KB,1GB --algo nccl -f csv
mlsys serving --arrival 100req/s --svc 20ms
mlsys train --hw h100 --workload llama3-8b --devices 8 --global-batch 16 --recompute selective --attention flash --framework fsdp --loss fp32,fused,inplace -f csv
mlsys serving --arrival 34/s --step-base 20ms --step-per-seq 0.2ms --prefill-per-token 0.02ms --prompt 512 --output-tokens 64
mlsys serving --arrival 31.5/s --step-base 20ms --step-per-seq 0.2ms --prefill-per-token 0.02ms --prompt 512 --output-tokens 64
mlsys train --hw a100 --workload gpt3 --devices 1024 --tp 8 --pp 8 --global-batch 1536 -f json
mlsys train --hw a100 --workload gpt3 --devices 1024 --tp 8 --pp 8 --global-batch 16..1600+16 -f csv
mlsys train --hw a100 --workload gpt3 --devices 1024 --tp 7 --pp 8 --global-batch 1536
mlsys infer --hw h100 --workload llama70b --tp 8 --batch 1..512x2 -f csv
mlsys infer --hw h100 --workload llama3-8b --batch 1,max --mem-util 0.5 -f csv
mlsys infer --hw h100 --workload llama3-405b --batch max
mlsys infer --hw l4 --workload llama3-8b --precision fp8 --prompt 512 --output-tokens 256 --output-cv 1 --batch 600
mlsys infer --hw m2-ultra --workload llama3-8b --engine llamacpp --precision q4_k_m -f json
mlsys infer --hw rtx4090 --workload llama3-8b --engine llamacpp --precision q4_k_m,fp16 --quant-matmul dequant --prompt 1024 -f json
mlsys infer --hw m2-ultra --workload llama3-8b --engine llamacpp --precision q4_k_m --quant-matmul dequant
mlsys infer --hw m1-max,h100-pcie --workload llama3-8b,llama3-70b --engine llamacpp-2405 --precision q4_k_m,q6_k,fp16 -f csv
mlsys infer --hw rtx4090 --workload llama3-70b --engine llamacpp-2405 --precision fp16,q4_k_m --capacity 100GB --pp 4,8 --node-size 8 --intra-fabric pcie-gen4 --prompt 1024,40000 --output-tokens 1 -f csv
mlsys infer --hw rtx4090 --workload llama3-70b --engine llamacpp-2405 --pp 17 --node-size 17 --microbatches 1
mlsys infer --hw h100 --workload deepseek-v3 --precision fp8 --ep 72 --redundant-experts 32 --batch 18432 --prompt 2000 --output-tokens 100 --disaggregated yes -f json
mlsys infer --hw h100 --workload deepseek-v3 --precision fp8 --ep 72 --redundant-experts 16
mlsys infer --hw h100 --workload llama70b --tp 3
mlsys cluster --hw a100 --workload gpt3 --devices 1024 --batch 2048 --fabric ib-hdr
mlsys parallel --workload llama3-8b --hw h100-sxm --tp 16 --pp 3 --dp 1 --microbatches 4 --batch 4
mlsys checkpoint --write 1e300s --mtbf-system 1e-300s
mlsys degradation fit "$F/drift.csv" --divergence 0.4
mlsys degradation fit /proc/self/mem
mlsys degradation fit "$TESTDATA/degradation/bad-number.csv"
mlsys degradation divergence --p 0.1,0.9 --q 0,1
mlsys units '1e308*10'
mlsys units 'nan'
mlsys units "$(printf 'a%.0s' {1..10000})"
mlsys catalog check "$TESTDATA/catalog/syntax"
mlsys catalog check "$TESTDATA/catalog/unknown-key"
mlsys catalog check "$TESTDATA/catalog/anchors"
mlsys catalog check "$TESTDATA/catalog/non-utf8"
mlsys catalog check "$F/deep"
mlsys catalog check "$F/empty"
mlsys --catalog "$TESTDATA/catalog/user" catalog list hardware
mlsys --catalog "$TESTDATA/catalog/override" catalog show h100 -f json
mlsys infer --hw rtx5090 --workload gemma3-27b --precision int8 --prompt 4096 --output-tokens 256 --batch 3..9 -f csv
mlsys infer --hw h100 --workload llama3-8b --prompt 512 --output-tokens 8192 --output-cv 0.7 --batch 4096 -f csv
mlsys infer --hw mi300x --workload llama3-70b --tp 8 --batch 64
mlsys comm --collective allreduce --ranks 8 --size 1GB --fabric xgmi-mi300x
mlsys train --hw mi300x --workload llama3-8b --devices 8 --tp 8
mlsys infer --hw h100 --workload llama3-8b --heads 7
mlsys serving --hw h100 --workload llama3-70b --arrival 10req/s
mlsys scenario list
mlsys scenario check
mlsys scenario run QueueMM1
mlsys scenario run nosuch
mlsys scenario run "$TESTDATA/adversarial/laughs.yaml"
mlsys completion bash
EOF
} | sed 's/^mlsys /vg /; s/^mlsys$/vg/' >"$work/commands"

# vg ARGS...: the binary under memcheck; a report is kept in a file
# $VG_WORK/LOG.bad of its own (runs in parallel would interleave their
# lines in a shared one).
vg() {
    local log
    log=$(mktemp "$VG_WORK/vg.XXXXXX")
    valgrind -q --error-exitcode=99 --leak-check=full --show-leak-kinds=all \
        --errors-for-leak-kinds=all --log-file="$log" "$MLSYS_BIN" "$@"
    local status=$?
    if [ "$status" = 99 ] || [ -s "$log" ]; then
        { echo "== mlsys $*"; cat "$log"; } >"$log.bad"
    fi
    rm -f "$log"
    return "$status"
}
# one LINE: run one command line in a fresh directory, output discarded.
one() {
    local dir
    dir=$(mktemp -d "$VG_WORK/run.XXXXXX")
    (cd "$dir" && F=$VG_WORK/files && eval "$1") >/dev/null 2>&1 </dev/null
    rm -rf "$dir"
}
export -f vg one

n=$(wc -l <"$work/commands")
jobs=$(nproc 2>/dev/null || echo 1)
tr '\n' '\0' <"$work/commands" | xargs -0 -P "$jobs" -I{} bash -c 'one "$1"' _ {}
if compgen -G "$work/*.bad" >/dev/null; then
    cat "$work"/*.bad
    echo "valgrind: FAIL ($n command lines)"
    exit 1
fi
echo "valgrind: $n command lines, no error and no leak"
