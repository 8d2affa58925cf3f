# 10,000-character arguments everywhere an argument goes: one error line
# of at most 1024 bytes, or a correct result, within 1 s of CPU time and 200 MB
# (guard.sh; `brief` prints the status and a summary of stderr). L is
# 10,000 letters.
$ . "$TESTDATA/adversarial/guard.sh"; L=$(printf 'a%.0s' {1..10000}); mlsys units "$L"
! mlsys units: EXPR at character 1: unknown unit 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'
? 2
# Long expressions that are valid: 5,000 ones added are 5000; 2,000 seconds added are
# 2,000 s = 33.33 min.
$ . "$TESTDATA/adversarial/guard.sh"; S=$(printf '1+%.0s' {1..4999})1; mlsys units "$S"
5000
$ . "$TESTDATA/adversarial/guard.sh"; S="$(printf '1 s + %.0s' {1..1999})1 s"; mlsys units "$S"
33.33 min
$ . "$TESTDATA/adversarial/guard.sh"; P=$(printf '(%.0s' {1..5000})1$(printf ')%.0s' {1..5000}); mlsys units "$P"
! mlsys units: EXPR at character 65: expression nested too deeply
? 2
$ . "$TESTDATA/adversarial/guard.sh"; P=$(printf -- '-%.0s' {1..10000})1; mlsys units -- "$P"
! mlsys units: EXPR at character 65: expression nested too deeply
? 2
$ . "$TESTDATA/adversarial/guard.sh"; N=$(printf '9%.0s' {1..10000}); mlsys units "$N"
! mlsys units: EXPR at character 1: number out of range: '9999999999999999999999999999999999999999'
? 2
$ . "$TESTDATA/adversarial/guard.sh"; N=0.$(printf '0%.0s' {1..10000})1; mlsys units "$N"
! mlsys units: EXPR at character 1: number out of range: '0.00000000000000000000000000000000000000'
? 2
# A 301-digit number that a double holds: 1 and 300 zeros is 1e300.
$ . "$TESTDATA/adversarial/guard.sh"; N=1$(printf '0%.0s' {1..300}); mlsys units "$N"
1e300
$ . "$TESTDATA/adversarial/guard.sh"; L=$(printf 'a%.0s' {1..10000}); brief "$L"
status 2, 1 line(s), short: mlsys: unknown command 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa
? 2
$ . "$TESTDATA/adversarial/guard.sh"; L=$(printf 'a%.0s' {1..10000}); brief iron-law "--$L"
status 2, 1 line(s), short: mlsys iron-law: unknown option '--aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa
? 2
$ . "$TESTDATA/adversarial/guard.sh"; L=$(printf 'a%.0s' {1..10000}); brief iron-law --hw "$L" --workload llama70b
status 2, 1 line(s), short: mlsys iron-law: --hw: unknown hardware 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa
? 2
$ . "$TESTDATA/adversarial/guard.sh"; L=$(printf 'a%.0s' {1..10000}); brief iron-law --hw h100 --workload llama70b --precision "$L"
status 2, 1 line(s), short: mlsys iron-law: --precision: unknown value 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa
? 2
$ . "$TESTDATA/adversarial/guard.sh"; L=$(printf 'a%.0s' {1..10000}); brief iron-law --hw h100 --workload llama70b --bw "1 $L"
status 2, 1 line(s), short: mlsys iron-law: --bw: unknown unit 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'
? 2
$ . "$TESTDATA/adversarial/guard.sh"; L=$(printf 'a%.0s' {1..10000}); brief iron-law --hw h100 --workload llama70b --columns "$L"
status 2, 1 line(s), short: mlsys iron-law: --columns: unknown key 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa
? 2
$ . "$TESTDATA/adversarial/guard.sh"; C=$(printf 'T,%.0s' {1..5000})T; mlsys iron-law --hw h100 --workload llama70b --columns "$C" -f csv
! mlsys iron-law: --columns: key 'T' given twice
? 2
$ . "$TESTDATA/adversarial/guard.sh"; L=$(printf 'a%.0s' {1..10000}); brief iron-law --hw h100 --workload llama70b --assert "$L < 1 s"
status 2, 1 line(s), short: mlsys iron-law: --assert: expected an operator (< <= > >= == !=) after 'aaaaaaaa
? 2
$ . "$TESTDATA/adversarial/guard.sh"; L=$(printf 'a%.0s' {1..10000}); brief --catalog "$L" iron-law --hw h100 --workload llama70b
status 1, 1 line(s), short: mlsys: aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa
? 1
$ . "$TESTDATA/adversarial/guard.sh"; L=$(printf 'a%.0s' {1..10000}); brief degradation fit "$L"
status 1, 1 line(s), short: mlsys: aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa
? 1
$ . "$TESTDATA/adversarial/guard.sh"; L=$(printf 'a%.0s' {1..10000}); brief scenario run "$L"
status 2, 1 line(s), short: mlsys scenario run: unknown scenario 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa
? 2
$ . "$TESTDATA/adversarial/guard.sh"; L=$(printf 'a%.0s' {1..10000}); brief catalog show "$L"
status 2, 1 line(s), short: mlsys catalog show: unknown catalog entry 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa
? 2
# A part with a 10,000-letter name is still one part of MTBF 1 h: the node's MTBF is 1 h.
$ . "$TESTDATA/adversarial/guard.sh"; L=$(printf 'a%.0s' {1..10000}); mlsys reliability --component "$L:1:1h" --columns MTBF
1 h
$ . "$TESTDATA/adversarial/guard.sh"; L=$(printf 'a%.0s' {1..10000}); brief --shard "$L" units 1
status 2, 1 line(s), short: mlsys units: --shard: expected K/N, e.g. 2/8; got 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaa
? 2
$ . "$TESTDATA/adversarial/guard.sh"; L=$(printf 'a%.0s' {1..10000}); brief iron-law --input "$L"
status 1, 1 line(s), short: mlsys: aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa
? 1
# A 5,000-point list is a 5,000-row sweep (the last row is batch 5000); 5,000 bins one
# distribution, here against itself: KL = 0.
$ . "$TESTDATA/adversarial/guard.sh"; B=$(seq -s, 1 5000); mlsys iron-law --hw h100 --workload llama3-8b --batch "$B" -f csv --columns batch | tail -1
5000
$ . "$TESTDATA/adversarial/guard.sh"; B=$(printf '1,%.0s' {1..4999})1; mlsys degradation divergence --p "$B" --q "$B" --metric kl --columns divergence
0
