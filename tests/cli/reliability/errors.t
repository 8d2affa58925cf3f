# Bad input: one line on stderr, exit 2, nothing on stdout.
$ mlsys reliability
! mlsys reliability: give one of --mtbf-device, --fit, --lambda or --component
? 2
$ mlsys reliability --mtbf-device 5h --fit 100
! mlsys reliability: give only one of --mtbf-device, --fit, --lambda or --component
? 2
# MTBF <= 0 and other non-positive rates.
$ mlsys reliability --mtbf-device 0h
! mlsys reliability: --mtbf-device: must be greater than zero
? 2
$ mlsys reliability --mtbf-device -5h
! mlsys reliability: --mtbf-device: must be greater than zero
? 2
$ mlsys reliability --fit 0
! mlsys reliability: --fit: must be greater than zero
? 2
$ mlsys reliability --lambda "5 GB"
! mlsys reliability: --lambda: expected a quantity in 1/s, got one in B
? 2
$ mlsys reliability --mtbf-device 5
! mlsys reliability: --mtbf-device: missing unit; expected a quantity in s (e.g. '5 s')
? 2
$ mlsys reliability --mtbf-device 5h --devices 0
! mlsys reliability: --devices: must be greater than zero
? 2
$ mlsys reliability --mtbf-device 5h --devices 2.5
! mlsys reliability: --devices: must be a whole number
? 2
$ mlsys reliability --mtbf-device 5h --time -1h
! mlsys reliability: --time: must not be negative
? 2
$ mlsys reliability --mtbf-device 5h --mttr -1h
! mlsys reliability: --mttr: must not be negative
? 2
# --component describes one node; nodes are counted by --nodes.
$ mlsys reliability --component gpu:8:50000h --devices 8
! mlsys reliability: --component describes one node: count nodes with --nodes, not --devices
? 2
$ mlsys reliability --mtbf-device 5h --nodes 3
! mlsys reliability: --nodes counts nodes built with --component; use --devices
? 2
$ mlsys reliability --component gpu:8
! mlsys reliability: --component: 'gpu:8': expected NAME:COUNT:MTBF, e.g. 'gpu:8:50000 h'
? 2
$ mlsys reliability --component :8:5h
! mlsys reliability: --component: ':8:5h': expected NAME:COUNT:MTBF, e.g. 'gpu:8:50000 h'
? 2
$ mlsys reliability --component gpu:0:5h
! mlsys reliability: --component: 'gpu:0:5h': COUNT: must be a whole number >= 1
? 2
$ mlsys reliability --component gpu:70B:5h
! mlsys reliability: --component: 'gpu:70B:5h': COUNT: expected a count; did you mean 70e9?
? 2
$ mlsys reliability --component gpu:2:5GB
! mlsys reliability: --component: 'gpu:2:5GB': MTBF: expected a time (e.g. '50000 h') or a failure rate (e.g. '20000 FIT')
? 2
$ mlsys reliability --component gpu:2:0h
! mlsys reliability: --component: 'gpu:2:0h': MTBF: must be greater than zero
? 2
$ mlsys reliability --component gpu:2:-5h
! mlsys reliability: --component: 'gpu:2:-5h': MTBF: must be greater than zero
? 2
