# Plot errors name the option; a usage error leaves no file behind.
$ mlsys iron-law --hw h100 --workload llama3-8b --batch 1,2 --plot t.svg --x bach --y T; s=$?; test -e t.svg || echo no file; exit $s
no file
! mlsys iron-law: --x: unknown key 'bach'; did you mean 'batch'?
? 2
$ mlsys iron-law --hw h100 --workload llama3-8b --plot t.svg --x batch --y zzz
! mlsys iron-law: --y: unknown key 'zzz'; keys are: hw, workload, phase, batch, seq, precision, compute_precision, tp, pp, D_vol, BW, T_mem, O, R_peak, eta_hw, T_comp, T_comm, L_lat, T, bound, I, I_ridge, I_ridge_eff, MFU, throughput, M_total, capacity, fits, devices_min
? 2
$ mlsys iron-law --hw h100 --workload llama3-8b --plot t.svg --x batch --y bound
! mlsys iron-law: --y: 'bound' is not a numeric column
? 2
# A log axis cannot show zero (L_lat is 0 with --lat 0).
$ mlsys iron-law --hw h100 --workload llama3-8b --batch 1,2 --lat 0s --plot t.svg --x batch --y L_lat --log y; s=$?; test -e t.svg || echo no file; exit $s
no file
! mlsys iron-law: --log: y value 0 s (row 1) is not positive; drop y from --log
? 2
$ mlsys iron-law --hw h100 --workload llama3-8b --plot t.svg --x batch --y T --log z
! mlsys iron-law: --log: expected x, y or x,y; got 'z'
? 2
# A file that cannot be written is a file error (exit 1) naming the path.
$ mlsys iron-law --hw h100 --workload llama3-8b --plot no/such/dir/t.svg --x batch --y T
! mlsys iron-law: --plot: cannot write 'no/such/dir/t.svg': No such file or directory
? 1
# --x, --y and --log need --plot; --plot needs both axes except for the roofline.
$ mlsys iron-law --hw h100 --workload llama3-8b --x batch
! mlsys iron-law: --x: needs --plot FILE.svg
? 2
$ mlsys iron-law --hw h100 --workload llama3-8b --log x
! mlsys iron-law: --log: needs --plot FILE.svg
? 2
$ mlsys iron-law --hw h100 --workload llama3-8b --plot t.svg
! mlsys iron-law: --plot: give --x KEY and --y KEY (the output keys to draw)
? 2
$ mlsys iron-law --hw h100 --workload llama3-8b --plot t.svg --x batch
! mlsys iron-law: --plot: give --y KEY too
? 2
# A point that fails is reported and the plot still drawn from the others (exit 1).
$ mlsys iron-law --hw h100,k80 --workload llama3-8b --compute-precision fp8 --batch 1,2 --plot t.svg --x batch --y T > /dev/null; s=$?; xmllint --noout t.svg && grep -c '<polyline' t.svg; exit $s
1
!~ k80 has no fp8 rate
!~ 2 of 4 points failed
? 1
