# Where a unit may stand. A unit may follow any expression of
# plain numbers and applies to all of it: 4096^3 = 2^36 = 68,719,476,736 FLOP = 68.72 GFLOP.
$ mlsys units "4096^3 FLOP"
68.72 GFLOP
# 2*4096^3 = 2^37 = 137,438,953,472 FLOP at 312e12 FLOP/s: 4.405e-4 s = 440.5 us.
$ mlsys units "2*4096^3 FLOP / 312 TFLOP/s"
440.5 us
# 2^10 = 1024 B = 1.024 kB (decimal prefix for people).
$ mlsys units "2^10 B"
1.024 kB
# A third of a second, written with the parentheses that say so: 1000/3 ms = 333.3 ms.
$ mlsys units "(1/3) s" ms
333.3 ms
# "1/3 s" is read both ways by people ("1/5 ms" is often a rate of 200 /s), so it is
# refused with both readings: (1/3) s = 333.3 ms, 1/(3 s) = 0.3333 /s.
$ mlsys units "1/3 s"
! mlsys units: EXPR at character 2: ambiguous '1/3 s': write '(1/3) s' for 333.3 ms, or '1/(3 s)' for 0.3333 /s
? 2
$ mlsys units "1/(3 s)"
0.3333 /s
# 70B is 70 bytes, and a note gives the hint the option parser gives for --params 70B.
$ mlsys units 70B
70 B
note: '70B' reads as bytes; did you mean the count 70e9?
# A prefix alone is no unit: the count it may mean, not a metre ('m') of another dimension.
$ mlsys units 1.5M
! mlsys units: EXPR at character 4: unknown unit 'M' (a prefix alone); for a count write 1.5e6
? 2
# Suggestions of the dimension meant: rps is a request rate, not bps.
$ mlsys units 10rps
! mlsys units: EXPR at character 3: unknown unit 'rps'; did you mean 'req/s'?
? 2
$ mlsys units "10 req/s"
10 /s
# hour: 3 h = 180 min; a month is a twelfth of 365 days = 30.4167 days;
# 5,000 USD a month over 8760/12 = 730 h is 6.849 USD/h; 2 kUSD = 2000 USD.
$ mlsys units "3 hour" min
180 min
$ mlsys units "1 month" days
30.42 days
$ mlsys units "5 kUSD/month" USD/h
6.849 USD/h
$ mlsys units "2 kUSD" -f csv
value,unit
2000,USD
$ mlsys units "1000 tokens / 4 s"
250 /s
