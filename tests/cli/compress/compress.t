# compress: T_compressed = T_encode + T_transfer(M/r_comp) + T_decode against T_transfer(M).
# docs/worked-examples.md #27: T_comm 10 ms (1 GB at 100 GB/s, alpha 0). r_comp 4: the codec may
# take up to 10 - 10/4 = 7.5 ms; r_comp 64: 10 - 10/64 = 9.84375 ms.
$ mlsys compress --alpha 0s --beta 100GB/s --size 1GB --ratio 4
symbol        meaning                                                                   value
T_transfer    transfer time of the uncompressed M                                       10 ms
T_encode      codec time before the transfer                                            0 s
T_decode      codec time after the transfer                                             0 s
T_compressed  T_encode + T_transfer(M/r_comp) + T_decode                                2.5 ms
T_codec_max   largest codec time that still pays: T_transfer(M) - T_transfer(M/r_comp)  7.5 ms
speedup       T_transfer / T_compressed                                                 4
worthwhile    T_encode + T_decode < T_codec_max                                         true
note: point to point: T = alpha + n/beta
note: T_encode = 0: no --encode-rate or --t-encode given
note: T_decode = 0: no --decode-rate or --t-decode given
$ mlsys compress --alpha 0s --beta 100GB/s --size 1GB --ratio 64 --columns T_codec_max
9.844 ms
# Codec rates in uncompressed bytes per second: encode 1 GB at 1 TB/s = 1 ms, decode at
# 2 TB/s = 0.5 ms; T_compressed = 1 + 2.5 + 0.5 = 4 ms; speed-up 10/4 = 2.5.
$ mlsys compress --alpha 0s --beta 100GB/s --size 1GB --ratio 4 --encode-rate 1TB/s --decode-rate 2TB/s -f csv --columns T_encode,T_decode,T_compressed,speedup,worthwhile
T_encode,T_decode,T_compressed,speedup,worthwhile
0.001,0.0005,0.004,2.5,true
# 5 ms + 3 ms of codec is more than 7.5 ms: not worthwhile (T_compressed = 5 + 2.5 + 3
# = 10.5 ms; speedup 10/10.5 = 0.95238095).
$ mlsys compress --alpha 0s --beta 100GB/s --size 1GB --ratio 4 --t-encode 5ms --t-decode 3ms -f csv --columns T_compressed,speedup,worthwhile
= rtol 1e-8
T_compressed,speedup,worthwhile
10.5e-3,0.95238095,false
# A collective as the transfer: docs/worked-examples.md #10's all-reduce (560.3625 ms). At
# r_comp 4 the bandwidth part 557.8125 ms shrinks to 139.453125 ms while the 2.55 ms of
# alpha stay: T_codec_max = 557.8125 * 3/4 = 418.359375 ms.
$ mlsys compress --fabric ib-ndr --collective allreduce --ranks 256 --size 14GB --ratio 4 --columns T_transfer,T_codec_max -f csv
= rtol 1e-12
T_transfer,T_codec_max
0.5603625,0.418359375
# Errors.
$ mlsys compress --alpha 0s --beta 100GB/s --size 1GB
! mlsys compress: missing --ratio (r_comp: uncompressed size / compressed size)
? 2
$ mlsys compress --alpha 0s --beta 100GB/s --ratio 4
! mlsys compress: missing --size (M: uncompressed payload (for a collective, the buffer as in comm))
? 2
$ mlsys compress --alpha 0s --beta 100GB/s --size 0B --ratio 4
! mlsys compress: --size: must be greater than zero
? 2
$ mlsys compress --alpha 0s --beta 100GB/s --size 1GB --ratio 0
! mlsys compress: --ratio: must be greater than zero
? 2
$ mlsys compress --alpha 0s --beta 100GB/s --size 1GB --ratio 4 --t-encode 1ms --encode-rate 1GB/s
! mlsys compress: --t-encode: give --t-encode or --encode-rate, not both
? 2
$ mlsys compress --alpha 0s --beta 100GB/s --size 1GB --ratio 4 --t-decode 1ms --decode-rate 1GB/s
! mlsys compress: --t-decode: give --t-decode or --decode-rate, not both
? 2
$ mlsys compress --alpha 0s --beta 100GB/s --size 1GB --ratio 4 --encode-rate 0B/s
! mlsys compress: --encode-rate: must be greater than zero
? 2
$ mlsys compress --alpha 0s --beta 100GB/s --size 1GB --ratio 4 --t-decode -1ms
! mlsys compress: --t-decode: must not be negative
? 2
$ mlsys compress --beta 100GB/s --size 1GB --ratio 4
! mlsys compress: missing --alpha (fixed cost per message); give --fabric NAME, or --alpha and --beta
? 2
$ mlsys compress --alpha 0s --beta 100GB/s --size 1GB --ratio 4 --collective alltoall --algo tree --ranks 8
! mlsys compress: --algo: tree is modelled for allreduce and broadcast, not alltoall
? 2
