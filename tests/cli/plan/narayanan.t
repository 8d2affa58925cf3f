# plan against the published layouts of Megatron-LM's weak-scaling runs
# (Narayanan et al. 2021, Table 1; scenarios/Narayanan21T1_*.yaml): plan
# searches each row's devices and global batch with the paper's run options
# pinned and t, p, b, v, ZeRO free (docs/planrank.sh; the table with every
# rank is in docs/validation.md).
#
# The issue's first requirement: plan's best is predicted at least as fast
# as the published layout, in every row.
$ "$TESTDATA/../../docs/planrank.sh" "$MLSYS_BIN" $(mlsys scenario list -f csv --columns name --no-header | grep '^Narayanan21T1_') | awk -F'\t' '$4 <= $3 { ok++ } END { print ok " of " NR }'
10 of 10
# The second: the published layout in the top 10 % of the feasible layouts
# (rank <= 10 % of their number), with ZeRO free and with ZeRO 0. The model
# meets it for four rows with both, which are held here; the other six miss
# (docs/validation.md lists their ranks and says why). The space holds uneven
# stages too (p and v with p v up to the layers, as train accepts them), most
# of them slower than the published layouts, so each rank is a smaller share
# of a larger space than when p divided the layers (then 2 rows of 10 met it).
# That gap is the model's, not the search's: tests/unit/test_plan.c shows the
# search finds what brute force finds. (The 529.6B row met it until memory
# counted the end stages' embedding and logits, 2026-12-02: its rank with ZeRO
# free went from 48 of 496 to 43 of 361, 12 %, as fewer layouts fit.)
$ "$TESTDATA/../../docs/planrank.sh" "$MLSYS_BIN" Narayanan21T1_1p7B Narayanan21T1_3p6B Narayanan21T1_7p5B Narayanan21T1_310p1B | awk -F'\t' '{ print $1, ($6 <= 0.1 * $7 && $8 <= 0.1 * $9) ? "top 10 %" : "not in the top 10 %" }'
Narayanan21T1_1p7B top 10 %
Narayanan21T1_3p6B top 10 %
Narayanan21T1_7p5B top 10 %
Narayanan21T1_310p1B top 10 %
