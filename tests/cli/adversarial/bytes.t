# Bytes that are not UTF-8 (a lone 0xff, a truncated sequence, an overlong
# NUL) and empty words in every kind of argument: one error line, exit 2,
# naming the byte instead of echoing it (one that would garble a terminal).
# Unknown commands and options with such a byte echoed it (found by this
# suite); a choice such as --precision or --format echoed it too.
$ . "$TESTDATA/adversarial/guard.sh"; mlsys iron-law --hw $'h\xff100' --workload llama70b
! mlsys iron-law: --hw: invalid UTF-8 byte 0xff at character 2
? 2
$ . "$TESTDATA/adversarial/guard.sh"; mlsys iron-law --hw h100 --workload $'llama\xc3'
! mlsys iron-law: --workload: invalid UTF-8 byte 0xc3 at character 6
? 2
$ . "$TESTDATA/adversarial/guard.sh"; mlsys iron-law --hw h100 --workload llama70b --precision $'fp\xff'
! mlsys iron-law: --precision: invalid UTF-8 byte 0xff at character 3
? 2
$ . "$TESTDATA/adversarial/guard.sh"; mlsys --format $'\xff' units 1
! mlsys units: --format: invalid UTF-8 byte 0xff at character 1
? 2
$ . "$TESTDATA/adversarial/guard.sh"; mlsys --digits $'\xff' units 1
! mlsys units: --digits: invalid UTF-8 byte 0xff
? 2
$ . "$TESTDATA/adversarial/guard.sh"; mlsys units $'1 \xffB'
! mlsys units: EXPR: invalid UTF-8 byte 0xff at character 3
? 2
$ . "$TESTDATA/adversarial/guard.sh"; mlsys units 1 $'\xc0\x80'
! mlsys units: UNIT: invalid UTF-8 byte 0xc0 at character 1
? 2
$ . "$TESTDATA/adversarial/guard.sh"; mlsys iron-law --hw h100 --workload llama70b --columns $'T,\xff'
! mlsys iron-law: --columns: invalid UTF-8 byte 0xff at character 3
? 2
$ . "$TESTDATA/adversarial/guard.sh"; mlsys iron-law --hw h100 --workload llama70b --assert $'T \xff 1 s'
! mlsys iron-law: --assert: invalid UTF-8 byte 0xff at character 3
? 2
$ . "$TESTDATA/adversarial/guard.sh"; mlsys iron-law --hw h100 --workload llama70b --batch $'1,\xff'
! mlsys iron-law: --batch: invalid UTF-8 byte 0xff
? 2
$ . "$TESTDATA/adversarial/guard.sh"; mlsys reliability --component $'gpu\xff:8:50000h'
! mlsys reliability: --component: invalid UTF-8 byte 0xff at character 4
? 2
$ . "$TESTDATA/adversarial/guard.sh"; mlsys degradation divergence --p $'0.1,\xff' --q 0.1,0.2
! mlsys degradation divergence: --p: invalid UTF-8 byte 0xff at character 5
? 2
$ . "$TESTDATA/adversarial/guard.sh"; mlsys scenario run $'\xff'
! mlsys scenario run: NAME: invalid UTF-8 byte 0xff at character 1
? 2
$ . "$TESTDATA/adversarial/guard.sh"; mlsys catalog show $'\xff'
! mlsys catalog show: NAME: invalid UTF-8 byte 0xff at character 1
? 2
$ . "$TESTDATA/adversarial/guard.sh"; mlsys catalog list $'\xff'
! mlsys catalog list: KIND: invalid UTF-8 byte 0xff at character 1
? 2
$ . "$TESTDATA/adversarial/guard.sh"; mlsys --shard $'\xff' units 1
! mlsys units: --shard: invalid UTF-8 byte 0xff at character 1
? 2
$ . "$TESTDATA/adversarial/guard.sh"; mlsys --catalog $'\xff' units 1
! mlsys units: --catalog: invalid UTF-8 byte 0xff at character 1
? 2
$ . "$TESTDATA/adversarial/guard.sh"; mlsys --plot $'\xff.svg' iron-law --hw h100 --workload llama70b --batch 1,2
! mlsys iron-law: --plot: invalid UTF-8 byte 0xff at character 1
? 2
$ . "$TESTDATA/adversarial/guard.sh"; mlsys iron-law --input $'\xff'
! mlsys iron-law: --input: invalid UTF-8 byte 0xff at character 1
? 2
$ . "$TESTDATA/adversarial/guard.sh"; mlsys $'\xff'
! mlsys: unknown command with an invalid UTF-8 byte 0xff
? 2
$ . "$TESTDATA/adversarial/guard.sh"; mlsys catalog $'\xffx'
! mlsys catalog: unknown subcommand with an invalid UTF-8 byte 0xff
? 2
$ . "$TESTDATA/adversarial/guard.sh"; mlsys iron-law $'--\xff' 1
! mlsys iron-law: unknown option with an invalid UTF-8 byte 0xff
? 2
$ . "$TESTDATA/adversarial/guard.sh"; mlsys iron-law $'-\xff'
! mlsys iron-law: unknown option with an invalid UTF-8 byte 0xff
? 2
# Empty words.
$ . "$TESTDATA/adversarial/guard.sh"; mlsys ''
! mlsys: unknown command ''; run 'mlsys help' for the list
? 2
$ . "$TESTDATA/adversarial/guard.sh"; mlsys units ''
! mlsys units: EXPR at character 1: empty quantity
? 2
$ . "$TESTDATA/adversarial/guard.sh"; mlsys iron-law --hw '' --workload llama70b
! mlsys iron-law: --hw: empty name
? 2
$ . "$TESTDATA/adversarial/guard.sh"; mlsys iron-law --hw h100 --workload llama70b --batch ''
! mlsys iron-law: --batch: empty quantity
? 2
$ . "$TESTDATA/adversarial/guard.sh"; mlsys iron-law --hw h100 --workload llama70b --precision ''
! mlsys iron-law: --precision: unknown value ''; expected one of fp64, fp32, tf32, fp16, bf16, fp8, fp4, int8, int4, q8_0, q4_k_m, int4-g128, q4_0, q5_k_m, q6_k, awq, gptq
? 2
$ . "$TESTDATA/adversarial/guard.sh"; mlsys -- units 1
1
