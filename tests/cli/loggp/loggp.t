# loggp: T_long(n) = o_send + (n-1)*G + L_LogGP + o_recv; m messages add (m-1)*max(g, o_send, (n-1)G).
# L 5 us, o 1 us each side, G = 1/(50 GB/s) = 20 ps/B, n = 1 MB:
# T_long = 1 + (1e6 - 1)*2e-5 + 5 + 1 us = 7 us + 19.99998 us = 26.99998 us = 27 us;
# alpha_equiv = 7 us, beta_equiv = 50 GB/s.
$ mlsys loggp --L 5us --o 1us --G "1/(50 GB/s)" --size 1MB
symbol       meaning                                            value
L_LogGP      network latency                                    5 us
o_send       sender overhead per message                        1 us
o_recv       receiver overhead per message                      1 us
g            least time between two message injections          0 s
G            gap per byte of a long message                     20 ps/B
T_long       one n-byte message: o_send + (n-1)G + L + o_recv   27 us
T_msgs       m messages: T_long + (m-1) max(g, o_send, (n-1)G)  27 us
alpha_equiv  equivalent alpha: o_send + L + o_recv              7 us
beta_equiv   equivalent beta: 1/G                               50 GB/s
# 100 such messages back to back: each one's bytes take
# (n-1)G = 19.99998 us to leave, longer than g = 0 and o_send = 1 us, so
# T_msgs = 26.99998 + 99*19.99998 us = 2006.998 us = 2.007 ms: 100 MB at 50 GB/s
# need 2 ms, and the old max(g, o_send) spacing gave 126 us (794 GB/s).
$ mlsys loggp --L 5us --o 1us --G "1/(50 GB/s)" --size 1MB --messages 100 --columns T_msgs
2.007 ms
# 100 messages of 4 KB, o_send 1 us, o_recv 500 ns, g 3 us (> o_send), G 20 ps/B, L 2 us.
# 4 KB is 4,000 B (SI), so (n-1)G = 3,999 * 20 ps = 79.98 ns:
# T_long = 1 + 0.07998 + 2 + 0.5 us = 3.57998 us; T_msgs = T_long + 99*3 us = 300.57998 us;
# alpha_equiv = 1 + 2 + 0.5 = 3.5 us; beta_equiv = 1/(20 ps/B) = 50 GB/s.
# (The hand values are exact decimals: the tolerance only absorbs binary rounding.)
$ mlsys loggp --L 2us --o-send 1us --o-recv 500ns --g 3us --G 20ps/B --size 4KB --messages 100 -f csv --columns T_long,T_msgs,alpha_equiv,beta_equiv
= rtol 1e-12
T_long,T_msgs,alpha_equiv,beta_equiv
3.57998e-6,300.57998e-6,3.5e-6,50e9
# o_send longer than g spaces the sends: o 4 us, g 3 us, 3 one-byte messages:
# T_long = 4 + 5 + 4 us = 13 us (one byte pays no G); T_msgs = 13 + 2*4 = 21 us.
$ mlsys loggp --L 5us --o 4us --g 3us --G 20ps/B --size 1B --messages 3 --columns T_long,T_msgs -f csv
= rtol 1e-12
T_long,T_msgs
13e-6,21e-6
# --o-send overrides --o on its side only: alpha_equiv = 2 + 5 + 1 = 8 us.
$ mlsys loggp --L 5us --o 1us --o-send 2us --G 20ps/B --size 1B --columns o_send,o_recv,alpha_equiv -f csv
= rtol 1e-12
o_send,o_recv,alpha_equiv
2e-6,1e-6,8e-6
# Errors.
$ mlsys loggp --L 5us --G 20ps/B --size 1B
! mlsys loggp: missing --o (overhead per message on each side), or --o-send and --o-recv
? 2
$ mlsys loggp --L 5us --o-send 1us --G 20ps/B --size 1B
! mlsys loggp: missing --o (overhead per message on each side), or --o-send and --o-recv
? 2
$ mlsys loggp --o 1us --G 20ps/B --size 1B
! mlsys loggp: missing --L (L_LogGP: network latency)
? 2
$ mlsys loggp --L 5us --o 1us --size 1B
! mlsys loggp: missing --G (G: gap per byte of a long message, 1/bandwidth (e.g. "1/(50 GB/s)"))
? 2
$ mlsys loggp --L 5us --o 1us --G 0s/B --size 1B
! mlsys loggp: --G: must be greater than zero
? 2
$ mlsys loggp --L 5us --o 1us --G 20GB/s --size 1B
! mlsys loggp: --G: expected a quantity in s/B, got one in B/s
? 2
$ mlsys loggp --L 5us --o 1us --G 20ps/B --size 0.5B
! mlsys loggp: --size: must be at least 1 B (LogGP charges (n-1)*G)
? 2
$ mlsys loggp --L 5us --o 1us --G 20ps/B --size 0B
! mlsys loggp: --size: must be greater than zero
? 2
$ mlsys loggp --L 5us --o 1us --G 20ps/B --size 1B --messages 0
! mlsys loggp: --messages: must be greater than zero
? 2
$ mlsys loggp --L 5us --o 1us --G 20ps/B --size 1B --messages 1.5
! mlsys loggp: --messages: must be a whole number
? 2
$ mlsys loggp --L -5us --o 1us --G 20ps/B --size 1B
! mlsys loggp: --L: must not be negative
? 2
$ mlsys loggp --L 5us --o 1us --g -1us --G 20ps/B --size 1B
! mlsys loggp: --g: must not be negative
? 2
# T_long beyond a double is an error naming the numbers given, not "inf s":
# (1e10 - 1) B x 1e300 s/B = 1e310 s > 1.8e308.
$ mlsys loggp --L 1us --o-send 1us --o-recv 1us --g 1us --G 1e300s/B --size 1e10B
! mlsys loggp: --L, --o-send, --o-recv, --g, --G, --size: T_long comes out as inf, not a finite number: the values given are beyond what the model can compute in doubles; give realistic ones
? 2
