# guard.sh - sourced by the adversarial CLI cases (tests/cli/adversarial/*.t):
# redefines `mlsys` so that every run is bounded.
#   - killed after 5 s of CPU time (10 s under the sanitizers; ulimit -St:
#     SIGXCPU, status 152), or
#     after 60 s of wall-clock time (timeout: status 124), each with a
#     "guard:" line on stderr; the second catches a run that blocks (a FIFO
#     open, a read that never ends), which uses no CPU;
#   - at most 200000 KB of address space (ulimit -v; GUARD_KB=N sets
#     another bound), except under AddressSanitizer, which reserves
#     terabytes of shadow memory up front;
#   - a run that uses more than 1 s of CPU time, user and system (8 s under
#     the sanitizers, whose unoptimised, instrumented build runs 3 to 7 times
#     slower: plan's 33,150 layouts of GPT-3 took 0.47 s optimised and 3.15 s
#     there on a slow day), ends with status 125 and a "guard:" line, so the
#     case's expected status fails.
# Every bound but the blocked-run one is on CPU time, not on the time the
# clock shows: on a shared 2-core machine running ctest -j2 next to other
# jobs, a run can wait for a CPU ten times as long as it runs, and the
# wall-clock bounds of 2 s and 5 s this file had failed runs that used well
# under a second of CPU.
# (Where /proc cannot tell the CPU time, the 1 s bound is on the wall clock.)
# The sanitizer build is recognised by libasan in the binary's ldd output or
# ASAN_OPTIONS in the environment (tests/check.sh sets it).
# (Not `ldd | grep -q`: the cases run under pipefail, and grep -q leaving
# early can kill ldd with SIGPIPE, which would make the test false.)
guard_asan=0
case "${ASAN_OPTIONS:+asan} $(ldd "$MLSYS_BIN" 2>/dev/null)" in
    asan* | *libasan* | *libubsan*) guard_asan=1 ;;
esac
guard_hz=$(getconf CLK_TCK 2>/dev/null) || guard_hz=100
[ "${guard_hz:-0}" -gt 0 ] 2>/dev/null || guard_hz=100

# guard_clock: set guard_now to the CPU time (user + system, in ms) used by
# the children of this shell that have ended - fields 16 and 17 (cutime,
# cstime) of /proc/PID/stat, read without a fork, which would reset them -
# and guard_what to "CPU"; where /proc does not tell, to the time of day in
# ms and "wall-clock".
guard_clock() {
    local stat f
    if read -r stat 2>/dev/null <"/proc/$BASHPID/stat"; then
        read -ra f <<<"${stat##*) }" # f[0] is field 3 (state): f[13] is field 16
        guard_now=$(((f[13] + f[14]) * 1000 / guard_hz))
        guard_what=CPU
    else
        guard_now=$(($(date +%s%N) / 1000000))
        guard_what=wall-clock
    fi
}

mlsys() {
    local t0 ms status limit=1000 kill_s=5
    guard_clock
    t0=$guard_now
    if [ "$guard_asan" = 1 ]; then
        limit=8000 kill_s=10
        (ulimit -St "$kill_s" && exec timeout 60 "$MLSYS_BIN" "$@")
    else
        (ulimit -St 5 && ulimit -v "${GUARD_KB:-200000}" && exec timeout 60 "$MLSYS_BIN" "$@")
    fi
    status=$?
    guard_clock
    ms=$((guard_now - t0))
    if [ "$status" = 124 ]; then
        echo "guard: killed after 60 s (blocked?)" >&2
    elif [ "$status" = 152 ]; then
        echo "guard: killed after $kill_s s of CPU time" >&2
    elif [ "$ms" -gt "$limit" ]; then
        echo "guard: took $ms ms of $guard_what time (limit $limit ms)" >&2
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
