# guard.sh - sourced by the adversarial CLI cases (tests/cli/adversarial/*.t):
# redefines `mlsys` so that every run is bounded.
#   - killed after 5 s (timeout: status 124, and a "guard:" line on stderr);
#   - at most 200000 KB of address space (ulimit -v; GUARD_KB=N sets
#     another bound), except under AddressSanitizer, which reserves
#     terabytes of shadow memory up front;
#   - a run that takes longer than 2 s (3 s under the sanitizers; a second
#     on an idle machine, doubled for shared 2-core CI machines) ends with
#     status 125 and a "guard:" line, so the case's expected status fails.
# The sanitizer build is recognised by libasan in the binary's ldd output or
# ASAN_OPTIONS in the environment (tests/check.sh sets it).
guard_asan=0
if [ -n "${ASAN_OPTIONS:-}" ] || ldd "$MLSYS_BIN" 2>/dev/null | grep -q 'libasan\|libubsan'; then
    guard_asan=1
fi

mlsys() {
    local t0 t1 ms status limit=2000
    t0=$(date +%s%N)
    if [ "$guard_asan" = 1 ]; then
        limit=3000
        timeout 5 "$MLSYS_BIN" "$@"
    else
        (ulimit -v "${GUARD_KB:-200000}" && exec timeout 5 "$MLSYS_BIN" "$@")
    fi
    status=$?
    t1=$(date +%s%N)
    ms=$(((t1 - t0) / 1000000))
    if [ "$status" = 124 ]; then
        echo "guard: killed after 5 s" >&2
    elif [ "$ms" -gt "$limit" ]; then
        echo "guard: took $ms ms (limit $limit ms)" >&2
        status=125
    fi
    return "$status"
}

# brief ARGS...: run `mlsys ARGS` (guarded) with stdout discarded, then print
# its status, how many lines it wrote on stderr and whether the longest is
# within 1024 bytes, and the first 80 bytes of the first line. For errors
# about very long arguments, where the exact line would be unreadable.
brief() {
    local err status
    err=$(mktemp)
    mlsys "$@" >/dev/null 2>"$err"
    status=$?
    awk -v s="$status" '{ n++; if (length($0) > m) m = length($0); if (n == 1) f = substr($0, 1, 80) }
        END { printf "status %s, %d line(s), %s: %s\n", s, n, (m <= 1024 ? "short" : "LONG"), f }' "$err"
    rm -f "$err"
    return "$status"
}
