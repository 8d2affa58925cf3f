# --ops and --dvol replace the lowering of a named workload; the step's other inputs
# still show as given: batch 4 (it printed 0, the batch of a step never lowered).
$ mlsys iron-law --workload llama3-8b --ops 1FLOP --dvol 1B --hw h100 --batch 4 -f csv --columns batch,O,D_vol
batch,O,D_vol
4,1,1
