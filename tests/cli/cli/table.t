# The people's table lays out its columns (units, widths) from the rows it holds,
# at most 1,000 (RENDER_TABLE_LOOKAHEAD); after that it streams, each row written
# as it comes in the columns of the first 1,000. The inputs below are the batch
# sizes themselves, so every expected value is the input.
#
# 999 rows then B = 1,000,000: all 1,000 are held, and the batch column is as wide
# as its widest value (7 characters), the last row included.
$ { echo batch; seq 999; echo 1000000; } > in.csv && mlsys iron-law --hw h100 --workload llama3-8b --input in.csv --columns batch,hw | sed -n '1,2p;999,1001p'
  batch  hw
      1  h100-sxm
    998  h100-sxm
    999  h100-sxm
1000000  h100-sxm
# 1,000 rows then B = 1,000,000: the columns are laid out from the first 1,000
# (batch as wide as its key, 5 characters), and the 1,001st row, wider, widens
# only its own line.
$ { echo batch; seq 1000; echo 1000000; } > in.csv && mlsys iron-law --hw h100 --workload llama3-8b --input in.csv --columns batch,hw | sed -n '1,2p;1000,1002p'
batch  hw
    1  h100-sxm
  999  h100-sxm
 1000  h100-sxm
1000000  h100-sxm
# The notes still follow the last row (line 1 is the header, rows are lines 2 to
# 1,002).
$ { echo batch; seq 1001; } > in.csv && mlsys iron-law --hw h100 --workload llama3-8b --input in.csv --columns batch | sed -n '1001,1003p'
 1000
 1001
note: eta_hw = 1 (default; --eff sets the achieved fraction of peak)
# A reader that goes away stops a long table at once, as it does CSV: two million
# points, ended quietly (status 0) well within the guard's second of CPU; the table
# used to hold every row first (52 s and 2 GB).
$ . "$TESTDATA/adversarial/guard.sh"; mlsys infer --hw h100 --workload llama70b --batch 1..2000000 | head -1
hw        workload    batch  batch_max  fits    TTFT     TPOT  tokens_per_s
# A full disk stops it too, with the write error (status 1).
$ . "$TESTDATA/adversarial/guard.sh"; mlsys infer --hw h100 --workload llama70b --batch 1..2000000 >/dev/full
! mlsys: write error: No space left on device
? 1
