# comm: every bad command line is one line on stderr and exit 2.
$ mlsys comm --size 1MB
! mlsys comm: missing --alpha (fixed cost per message); give --fabric NAME, or --alpha and --beta
? 2
$ mlsys comm --alpha 1us --size 1MB
! mlsys comm: missing --beta (link bandwidth per direction); give --fabric NAME, or --alpha and --beta
? 2
$ mlsys comm --alpha 1us --beta 0GB/s --size 1MB
! mlsys comm: --beta: must be greater than zero
? 2
$ mlsys comm --alpha -1us --beta 1GB/s --size 1MB
! mlsys comm: --alpha: must not be negative
? 2
$ mlsys comm --alpha 1us --beta 1GB/s --size -1MB
! mlsys comm: --size: must not be negative
? 2
$ mlsys comm --alpha 1us --beta 1GB/s
! mlsys comm: missing --size (n: message size; for a collective M, the buffer each rank holds at the end)
? 2
$ mlsys comm --alpha 1us --beta 1GB/s --size 1s
! mlsys comm: --size: expected a quantity in B, got one in s
? 2
$ mlsys comm --alpha 1us --beta 1GB/s --size 1MB --collective allreduce
! mlsys comm: missing --ranks (N, the ranks taking part) for --collective allreduce
? 2
$ mlsys comm --alpha 1us --beta 1GB/s --size 1MB --collective allreduce --ranks 0
! mlsys comm: --ranks: must be greater than zero
? 2
$ mlsys comm --alpha 1us --beta 1GB/s --size 1MB --collective allreduce --ranks 2.5
! mlsys comm: --ranks: must be a whole number
? 2
$ mlsys comm --alpha 1us --beta 1GB/s --size 1MB --collective allreduc --ranks 2
! mlsys comm: --collective: unknown value 'allreduc'; did you mean 'allreduce'? (one of p2p, allreduce, allgather, reducescatter, alltoall, broadcast)
? 2
$ mlsys comm --alpha 1us --beta 1GB/s --size 1MB --collective allgather --algo tree --ranks 8
! mlsys comm: --algo: tree is modelled for allreduce and broadcast, not allgather
? 2
$ mlsys comm --alpha 1us --beta 1GB/s --size 1MB --collective broadcast --algo hierarchical --ranks 8
! mlsys comm: --algo: hierarchical is modelled for allreduce only, not broadcast
? 2
$ mlsys comm --alpha 1us --beta 1GB/s --size 1MB --collective allreduce --algo direct --ranks 8
! mlsys comm: --algo: direct is modelled for alltoall only, not allreduce
? 2
$ mlsys comm --alpha 1us --beta 1GB/s --size 1MB --collective allreduce --algo hierarchical --ranks 8
! mlsys comm: missing --per-node: --algo hierarchical needs --per-node, --intra-alpha and --intra-beta
? 2
$ mlsys comm --alpha 1us --beta 1GB/s --size 1MB --collective allreduce --algo hierarchical --ranks 8 --per-node 3 --intra-alpha 1us --intra-beta 10GB/s
! mlsys comm: --per-node: 8 ranks do not split into nodes of 3
? 2
$ mlsys comm --alpha 1us --beta 1GB/s --size 1MB --collective allreduce --algo hierarchical --ranks 8 --per-node 4 --intra-alpha 1us --intra-beta 0B/s
! mlsys comm: --intra-beta: must be greater than zero
? 2
$ mlsys comm --alpha 1us --beta 1GB/s --size 1MB --collective allreduce --ranks 8 --per-node 4
! mlsys comm: --per-node: applies to --algo hierarchical only
? 2
$ mlsys comm --fabric ib-nd --size 1MB
! mlsys comm: --fabric: unknown fabric 'ib-nd'; closest: ib-ndr, ib-hdr, ib-xdr
? 2
$ mlsys comm --alpha 1us --beta 1GB/s --size nan
! mlsys comm: --size: not a number: 'nan'
? 2
# A transfer time beyond a double is an error naming the numbers given, not
# "inf s" with algbw 0: 1 GB / 1e-300 B/s = 1e309 s > 1.8e308. Size 0 on no
# latency is a time of 0, an answer.
$ mlsys comm --alpha 1us --beta 1e-300B/s --size 1GB
! mlsys comm: --alpha, --beta, --size: T comes out as inf, not a finite number: the values given are beyond what the model can compute in doubles; give realistic ones
? 2
$ mlsys comm --alpha 0s --beta 1GB/s --size 0B -f csv --columns T
T
0
# --algo nccl prices NCCL's ring collectives: not p2p's, broadcast's or all-to-all's,
# and only over a fabric that gives NCCL's LL cap (ll_bandwidth).
$ mlsys comm --fabric nvlink4 --size 1MB --collective broadcast --ranks 8 --algo nccl
! mlsys comm: --algo: nccl is modelled for allreduce, allgather and reducescatter, not broadcast
? 2
$ mlsys comm --fabric nvlink4 --size 1MB --collective alltoall --ranks 8 --algo nccl
! mlsys comm: --algo: nccl is modelled for allreduce, allgather and reducescatter, not alltoall
? 2
$ mlsys comm --fabric ib-ndr --size 1MB --collective allreduce --ranks 8 --algo nccl
! mlsys comm: --fabric: --algo nccl needs NCCL's LL cap of the link: give a fabric with ll_bandwidth (nvlink3, nvlink4, nvlink5)
? 2
$ mlsys comm --alpha 500ns --beta 450GB/s --size 1MB --collective allreduce --ranks 8 --algo nccl
! mlsys comm: --fabric: --algo nccl needs NCCL's LL cap of the link: give a fabric with ll_bandwidth (nvlink3, nvlink4, nvlink5)
? 2
