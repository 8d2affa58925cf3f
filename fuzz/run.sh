#!/usr/bin/env bash
# fuzz/run.sh [SECONDS [TARGET...]] - build the libFuzzer targets with clang
# (AddressSanitizer + UndefinedBehaviorSanitizer) and run each for SECONDS
# (default 60), as many at a time as there are cores. Exit 1 if any target
# finds a crash, a leak, a timeout (an input taking over 10 s) or an
# out-of-memory; the input that did it is kept under build-fuzz/artifacts/
# and its path printed. SECONDS=0 only builds.
#
# The targets are built by the main CMakeLists.txt with -DMLSYS_FUZZ=ON,
# configured with clang in build-fuzz/ (so the generated embedded catalog is
# the same). Seeds are fuzz/corpus/TARGET/
# (regenerate with fuzz/seed.sh); what a run discovers goes to
# build-fuzz/corpus/TARGET/, never into the tree. Needs clang and
# libclang-rt-*-dev (Debian: apt-get install clang libclang-rt-14-dev).
set -euo pipefail
cd "$(dirname "$0")/.."
secs=${1:-60}
shift || true
build=${FUZZ_BUILD:-build-fuzz}
mkdir -p "$build"
build=$(cd "$build" && pwd) # absolute: a harness may chdir before reading its corpus
cc=${FUZZ_CC:-clang}
targets=("$@")
if [ ${#targets[@]} = 0 ]; then
    for f in fuzz/fuzz_*.c; do t=${f#fuzz/fuzz_}; targets+=("${t%.c}"); done
fi

echo "== fuzz: building the targets with $cc in $build (CMake option MLSYS_FUZZ) =="
# The embed tool runs under ASan during the build; its leaks are not ours to judge here.
export ASAN_OPTIONS=detect_leaks=0
CC=$cc cmake -S . -B "$build" -DCMAKE_BUILD_TYPE=Debug -DMLSYS_TESTS=OFF -DMLSYS_FUZZ=ON \
    -DMLSYS_WERROR=ON "-DCMAKE_C_FLAGS=-O1 -g" >/dev/null
for t in "${targets[@]}"; do
    [ -f "fuzz/fuzz_$t.c" ] || { echo "fuzz: no harness fuzz/fuzz_$t.c"; exit 1; }
done
cmake --build "$build" -j "$(nproc)" --target "${targets[@]/#/fuzz_}" >/dev/null
unset ASAN_OPTIONS
[ "$secs" != 0 ] || { echo "fuzz: built ${targets[*]}"; exit 0; }

mkdir -p "$build/artifacts" "$build/logs"
export ASAN_OPTIONS=detect_leaks=1:allocator_may_return_null=1
export UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
# Run one target for $secs seconds; status 0 when nothing was found.
run_one() {
    local t=$1 corpus=$build/corpus/$1 maxlen=4096
    mkdir -p "$corpus" "fuzz/corpus/$t"
    if [ "$t" = yaml ] || [ "$t" = scenario ]; then maxlen=65536; fi
    "$build/fuzz_$t" -max_total_time="$secs" -timeout=10 -rss_limit_mb=2048 \
        -max_len="$maxlen" -print_final_stats=1 \
        -artifact_prefix="$build/artifacts/$t-" \
        "$corpus" "$PWD/fuzz/corpus/$t" >"$build/logs/$t.log" 2>&1
}

jobs=$(nproc 2>/dev/null || echo 1)
declare -A name=()
fail=0
# Report the target that ran as pid $1 and ended with status $2.
report() {
    local t=${name[$1]} status=$2 log=$build/logs/${name[$1]}.log execs
    execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
    if [ "$status" = 0 ]; then
        echo "fuzz: $t: ok, ${execs:-?} executions in ${secs} s"
    else
        echo "fuzz: $t: FINDING (status $status); log $log:"
        grep -E 'ERROR|SUMMARY|runtime error|Test unit written|fuzz_' "$log" | head -20 |
            sed 's/^/  /'
        fail=1
    fi
    unset "name[$1]"
}
# Wait for any one running target and report it.
reap() {
    local done st
    wait -n -p done && st=0 || st=$?
    report "$done" "$st"
}
for t in "${targets[@]}"; do
    while [ ${#name[@]} -ge "$jobs" ]; do reap; done
    echo "fuzz: running $t for ${secs} s"
    run_one "$t" &
    name[$!]=$t
done
while [ ${#name[@]} -gt 0 ]; do reap; done
exit $fail
