# Loader errors: one fixture per error (tests/data/scenario), each with its
# position counted by hand from the fixture text. A scenario file that does not
# load is exit status 1.
$ cd "$TESTDATA/scenario" && mlsys scenario show empty.yaml
! mlsys: empty.yaml:1:1: empty file; expected a mapping (name, type, title, source, inputs, expect)
? 1
$ cd "$TESTDATA/scenario" && mlsys scenario show not-a-map.yaml
! mlsys: not-a-map.yaml:1:1: expected a mapping (name, type, title, source, inputs, expect), not a sequence
? 1
# "title: t: u": the second ':' is column 9.
$ cd "$TESTDATA/scenario" && mlsys scenario show syntax.yaml
! mlsys: syntax.yaml:3:9: mapping values are not allowed in this context
? 1
# "sorce: s" is line 4.
$ cd "$TESTDATA/scenario" && mlsys scenario run unknown-key.yaml
! mlsys: unknown-key.yaml:4:1: unknown key 'sorce' in the scenario; did you mean 'source'? (allowed: name, type, title, source, notes, inputs, expect)
? 1
# "name: Other": the value starts at column 7.
$ cd "$TESTDATA/scenario" && mlsys scenario show name-mismatch.yaml
! mlsys: name-mismatch.yaml:1:7: name 'Other' does not match the file name 'name-mismatch'
? 1
$ cd "$TESTDATA/scenario" && mlsys scenario show bad-type.yaml
! mlsys: bad-type.yaml:2:7: unknown type 'evalute'; did you mean 'evaluate'? (types: parameter-bandwidth-growth, evaluate, application)
? 1
# A missing key is reported at the mapping that should hold it (the document, 1:1).
$ cd "$TESTDATA/scenario" && mlsys scenario show missing-source.yaml
! mlsys: missing-source.yaml:1:1: missing required key 'source'
? 1
$ cd "$TESTDATA/scenario" && mlsys scenario show inputs-not-map.yaml
! mlsys: inputs-not-map.yaml:5:9: inputs: expected a mapping, not a sequence
? 1
# parameter-bandwidth-growth: "  accelerators: [k80, h1000]": h1000 is column 23.
$ cd "$TESTDATA/scenario" && mlsys scenario show growth-unknown-hw.yaml
! mlsys: growth-unknown-hw.yaml:6:23: unknown hardware 'h1000'; closest: h100, a100, a4000, a5000, a6000
? 1
# The baseline must be a member: "  baseline_accelerator: a100", the value at column 25.
$ cd "$TESTDATA/scenario" && mlsys scenario show growth-baseline.yaml
! mlsys: growth-baseline.yaml:7:25: baseline_accelerator 'a100' is not one of the accelerators (k80, h100)
? 1
# h100 is an alias of h100-sxm: "[h100, h100-sxm]", the second at column 24.
$ cd "$TESTDATA/scenario" && mlsys scenario show growth-twice.yaml
! mlsys: growth-twice.yaml:6:24: accelerators: 'h100-sxm' is listed twice (as 'h100')
? 1
$ cd "$TESTDATA/scenario" && mlsys scenario show growth-missing.yaml
! mlsys: growth-missing.yaml:6:3: inputs: missing required key 'dense_models'
? 1
$ cd "$TESTDATA/scenario" && mlsys scenario show growth-row.yaml
! mlsys: growth-row.yaml:11:16: dense_index: one value per member; say which with row: (one of the dense_models)
? 1
# evaluate: "  command: iron-lw", the value at column 12.
$ cd "$TESTDATA/scenario" && mlsys scenario show eval-unknown-command.yaml
! mlsys: eval-unknown-command.yaml:6:12: command: unknown command 'iron-lw'; did you mean 'iron-law'?
? 1
$ cd "$TESTDATA/scenario" && mlsys scenario show eval-subcommand.yaml
! mlsys: eval-subcommand.yaml:6:12: command: 'catalog' needs a subcommand, e.g. 'catalog list' (one of list, show, check)
? 1
$ cd "$TESTDATA/scenario" && mlsys scenario show eval-scenario.yaml
! mlsys: eval-scenario.yaml:6:12: command: a scenario cannot run 'scenario'
? 1
$ cd "$TESTDATA/scenario" && mlsys scenario show eval-unknown-option.yaml
! mlsys: eval-unknown-option.yaml:8:5: unknown key 'hww' in the options of iron-law; did you mean 'hw'? (allowed: hw, bw, peak, lat, capacity, eff, compute-precision, workload, params, active-params, layers, hidden, heads, kv-heads, head-dim, phase, batch, seq, precision, kv-precision, recompute, act-frac, dvol, ops, tp, pp, intra-fabric)
? 1
# "    bw: 3.35 TBps": the value at column 9, its unit 5 characters later.
$ cd "$TESTDATA/scenario" && mlsys scenario show eval-bad-value.yaml
! mlsys: eval-bad-value.yaml:8:14: bw: unknown unit 'TBps'; did you mean 'TB/s'?
? 1
$ cd "$TESTDATA/scenario" && mlsys scenario show eval-unknown-name.yaml
! mlsys: eval-unknown-name.yaml:8:9: --hw: unknown hardware 'h1000'; closest: h100, a100, a4000, a5000, a6000
? 1
# The options are bound as a whole when the file is loaded: comm needs --size.
$ cd "$TESTDATA/scenario" && mlsys scenario show eval-missing-required.yaml
! mlsys: eval-missing-required.yaml:8:5: comm: missing --size (n: message size; for a collective M, the buffer each rank holds at the end)
? 1
$ cd "$TESTDATA/scenario" && mlsys scenario show eval-unknown-expect.yaml
! mlsys: eval-unknown-expect.yaml:9:3: expect: unknown key 'Tx'; did you mean 'T'? (keys: alpha, beta, T, T_latency, T_bandwidth, n_star, regime, algbw, busbw)
? 1
# "  T: { value: 3 GB, rtol: 1e-9 }": the value at column 15.
$ cd "$TESTDATA/scenario" && mlsys scenario show eval-dim.yaml
! mlsys: eval-dim.yaml:9:15: T: expected a quantity in s, got one in B
? 1
$ cd "$TESTDATA/scenario" && mlsys scenario show eval-no-tolerance.yaml
! mlsys: eval-no-tolerance.yaml:9:15: T: a number needs rtol (relative tolerance) or format (printed form)
? 1
$ cd "$TESTDATA/scenario" && mlsys scenario show eval-bad-format.yaml
! mlsys: eval-bad-format.yaml:9:29: T: format: expected one conversion of a number such as "%.3g", got "%d"
? 1
$ cd "$TESTDATA/scenario" && mlsys scenario show eval-both.yaml
! mlsys: eval-both.yaml:9:41: T: give rtol or format, not both
? 1
# application
$ cd "$TESTDATA/scenario" && mlsys scenario show expect-status.yaml
! mlsys: expect-status.yaml:7:26: performance: status: expected PASS or FAIL, got 'MAYBE'
? 1
$ cd "$TESTDATA/scenario" && mlsys scenario show app-missing-slo.yaml
! mlsys: app-missing-slo.yaml:6:3: inputs: missing required key 'slo'
? 1
$ cd "$TESTDATA/scenario" && mlsys scenario show app-bad-slo.yaml
! mlsys: app-bad-slo.yaml:8:8: slo: expected a quantity in s, got one in W
? 1
$ cd "$TESTDATA/scenario" && mlsys scenario show app-no-fabric.yaml
! mlsys: app-no-fabric.yaml:6:3: inputs: devices > 1 needs a fabric (the network between them)
? 1
$ cd "$TESTDATA/scenario" && mlsys scenario show app-batch.yaml
! mlsys: app-batch.yaml:9:10: batch: 10 does not divide evenly over 4 devices
? 1
$ cd "$TESTDATA/scenario" && mlsys scenario show app-carbon.yaml
! mlsys: app-carbon.yaml:9:18: carbon_budget: needs a grid (the carbon intensity)
? 1
$ cd "$TESTDATA/scenario" && mlsys scenario show app-scaleup.yaml
! mlsys: app-scaleup.yaml:11:13: per_node: hardware 't4' has no scale-up link (bandwidth and latency) for the links inside a node
? 1
$ cd "$TESTDATA/scenario" && mlsys scenario show app-status-info.yaml
! mlsys: app-status-info.yaml:7:10: bound: has no status (levels do: feasibility, performance, power, energy, carbon, data_rate, verdict)
? 1
# Not a scenario name nor a file: usage errors, exit status 2; a file that cannot be read: 1.
$ mlsys scenario run SmartDorbell
! mlsys scenario run: unknown scenario 'SmartDorbell'; closest: SmartDoorbell
? 2
$ mlsys scenario show no-such.yaml
! mlsys: no-such.yaml: cannot read: No such file or directory
? 1
$ mlsys scenario run
!~ missing NAME
? 2
$ mlsys scenario frobnicate
!~ unknown subcommand 'frobnicate'
? 2
