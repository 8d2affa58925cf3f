# Bad input: one line on stderr, exit 2, nothing on stdout.
$ mlsys checkpoint --mtbf-system 5h
! mlsys checkpoint: give --write, or --size with --write-bw
? 2
$ mlsys checkpoint --write 5s
! mlsys checkpoint: give --mtbf-system (the job's MTBF), or --devices with --mtbf-device or --fit
? 2
$ mlsys checkpoint --write 5s --size 1TB --write-bw 1GB/s --mtbf-system 5h
! mlsys checkpoint: give --write, or --size with --write-bw, not both
? 2
$ mlsys checkpoint --size 1TB --mtbf-system 5h
! mlsys checkpoint: --size and --write-bw go together
? 2
$ mlsys checkpoint --write 5s --mtbf-system 5h --devices 3
! mlsys checkpoint: --mtbf-system is the MTBF of the whole job; give it alone, or derive it from --devices with --mtbf-device or --fit
? 2
$ mlsys checkpoint --write 5s --mtbf-device 50000h
! mlsys checkpoint: --mtbf-device is one device's; give --devices too (MTBF_system = MTBF/N)
? 2
$ mlsys checkpoint --write 5s --fit 20000
! mlsys checkpoint: --fit is one device's; give --devices too (MTBF_system = MTBF/N)
? 2
$ mlsys checkpoint --write 5s --devices 4
! mlsys checkpoint: --devices needs --mtbf-device or --fit
? 2
$ mlsys checkpoint --write 5s --devices 4 --mtbf-device 5h --fit 100
! mlsys checkpoint: give --mtbf-device or --fit, not both
? 2
$ mlsys checkpoint --write 0s --mtbf-system 5h
! mlsys checkpoint: --write: must be greater than zero
? 2
$ mlsys checkpoint --write 5s --mtbf-system 0h
! mlsys checkpoint: --mtbf-system: must be greater than zero
? 2
$ mlsys checkpoint --write 5s --devices 4 --mtbf-device -1h
! mlsys checkpoint: --mtbf-device: must be greater than zero
? 2
$ mlsys checkpoint --write 5s --mtbf-system 5h --restart -1s
! mlsys checkpoint: --restart: must not be negative
? 2
$ mlsys checkpoint --write 5GB --mtbf-system 5h
! mlsys checkpoint: --write: expected a quantity in s, got one in B
? 2
$ mlsys checkpoint --write 5s --mtbf-system 5h --job 0s
! mlsys checkpoint: --job: must be greater than zero
? 2
