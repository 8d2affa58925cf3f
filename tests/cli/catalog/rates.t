# The tensor rate per SM per clock, compute.fp16 / (compute.units x
# compute.clock), is a property of the architecture, so every card of one
# family must give the same figure; most of the GeForce and workstation
# entries derive their rates from it (their sources say so). Independent
# figures: the GA102 whitepaper's RTX 3090, 71 TFLOP/s dense FP16 with FP32
# accumulate over 82 SMs at 1.695 GHz = 511 FLOP a clock; the Ada whitepaper's
# RTX 4090, 165.2 over 128 SMs at 2.52 GHz = 512; the Blackwell whitepaper's
# RTX 5090, 209.5 over 170 at 2.41 = 511. GeForce cards run FP32 accumulation
# at half their FP16-accumulate rate; the workstation and data-centre cards
# of the same chips run it at the full rate, 1,024 (the RTX A6000 datasheet:
# 154.8 dense over 84 SMs at 1.8 GHz; the A40's 149.7 over 84 at 1.74).
# Every GeForce entry (rtxNNNN, with ti, super or tisuper) gives 512 within 1 %:
$ for h in $(mlsys catalog list hardware -f csv --no-header --columns name | grep -E '^rtx[0-9]+(ti|super|tisuper)?$'); do mlsys catalog show $h -f csv --no-header --columns key,value | awk -F, -v h=$h '$1 == "compute.fp16" { f = $2 } $1 == "compute.units" { u = $2 } $1 == "compute.clock" { c = $2 } END { r = f / (u * c); if (r < 507 || r > 517) print h, r }'; done | grep -c . 
0
? 1
# and there are 22 of them (Turing 1, Ampere 7, Ada 9, Blackwell 5):
$ mlsys catalog list hardware -f csv --no-header --columns name | grep -cE '^rtx[0-9]+(ti|super|tisuper)?$'
22
# The full-rate cards, 1,024 within 1 %:
$ for h in rtx-a4000 rtx-a5000 rtx-a6000 rtx5000-ada rtx6000-ada rtx-pro-6000 a10 a40 titan-rtx; do mlsys catalog show $h -f csv --no-header --columns key,value | awk -F, -v h=$h '$1 == "compute.fp16" { f = $2 } $1 == "compute.units" { u = $2 } $1 == "compute.clock" { c = $2 } END { r = f / (u * c); print h, (r > 1014 && r < 1034) ? "full rate" : r }'; done
rtx-a4000 full rate
rtx-a5000 full rate
rtx-a6000 full rate
rtx5000-ada full rate
rtx6000-ada full rate
rtx-pro-6000 full rate
a10 full rate
a40 full rate
titan-rtx full rate
# The L40 runs FP32 accumulation at half rate (its datasheet: 181.05 dense
# with FP32 accumulate), the L40S at the full rate (362.05): 512 and 1,012.
$ for h in l40 l40s; do mlsys catalog show $h -f csv --no-header --columns key,value | awk -F, -v h=$h '$1 == "compute.fp16" { f = $2 } $1 == "compute.units" { u = $2 } $1 == "compute.clock" { c = $2 } END { printf "%s %.0f\n", h, f / (u * c) }'; done
l40 512
l40s 1012
# Memory bandwidth is the data rate times the bus width: the RTX 4070's 21 Gbps
# on 192 bits, 504 GB/s; the RTX 5080's 30 Gbps on 256 bits, 960 GB/s; the RTX
# 3060's 15 Gbps on 192 bits, 360 GB/s.
$ for h in rtx4070 rtx5080 rtx3060; do mlsys catalog show $h -f csv --no-header --columns key,value | grep '^memory.bandwidth,'; done
memory.bandwidth,504000000000
memory.bandwidth,960000000000
memory.bandwidth,360000000000
