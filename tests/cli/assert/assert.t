# --assert fails the run with exit 3 naming the first row that breaks it; the rows are
# still written. Llama 3.1 8B decode on an H100 (data/workloads/llama3-8b.yaml):
#   T(B) = (16.06e9 + B*268,435,456 B)/3.35e12 + B*17,133,741,824/989e12 + 10 us
#   B = 1: 4.874 + 0.0173 + 0.01 = 4.901 ms;  B = 16: 6.076 + 0.2772 + 0.01 = 6.363 ms
$ mlsys iron-law --hw h100 --workload llama3-8b --batch 1,16 --assert "T <= 6 ms" -f csv --columns batch
batch
1
16
! mlsys iron-law: --assert: 'T <= 6 ms' failed at row 2: T = 6.363 ms
? 3
$ mlsys iron-law --hw h100 --workload llama3-8b --batch 1,16 --assert "T <= 7 ms" --assert fits -f csv --columns batch
batch
1
16
# Llama 3.1 70B does not fit one H100 (141.9 GB > 85.9 GB).
$ mlsys iron-law --hw h100 --workload llama70b --assert fits --columns fits
false
! mlsys iron-law: --assert: 'fits' failed at row 1: fits = false
? 3
$ mlsys iron-law --hw h100 --workload llama70b --assert '!fits' --assert "bound == memory" --columns bound
memory
# A boolean is one word in every format: the table, CSV and JSON all say
# true/false, and --assert also takes the yes/no people write, in any case. Llama 3.1 8B
# decode needs 16.06 GB + 2048*131,072 B = 268 MB of KV cache = 16.33 GB, well under the
# H100's 85.9 GB: it fits.
$ mlsys iron-law --hw h100 --workload llama3-8b --columns M_total,fits
~ ^M_total .* 16\.33 GB$
~ ^fits +M_total <= capacity +true$
$ mlsys iron-law --hw h100 --workload llama3-8b --columns fits -f csv --no-header
true
$ mlsys iron-law --hw h100 --workload llama3-8b --assert "fits == yes" --assert "fits == TRUE" --assert "fits != no" --columns fits
true
$ mlsys iron-law --hw h100 --workload llama70b --assert "fits == no" --assert "fits == false" --columns fits
false
$ mlsys iron-law --hw h100 --workload llama70b --assert "fits == yes" --columns fits
false
! mlsys iron-law: --assert: 'fits == yes' failed at row 1: fits = false
? 3
$ mlsys iron-law --hw h100 --workload llama70b --assert "fits == maybe" --columns fits
! mlsys iron-law: --assert: 'fits' is true or false; compare it with true, false, yes or no in 'fits == maybe'
? 2
$ mlsys iron-law --hw h100 --workload llama70b --assert "T <= 5 GB"
! mlsys iron-law: --assert: 'T' is in s but '5 GB' is in B
? 2
$ mlsys iron-law --hw h100 --workload llama70b --assert "Tx <= 5 ms"
! mlsys iron-law: --assert: unknown key 'Tx' in 'Tx <= 5 ms'; did you mean 'T'?
? 2
$ mlsys iron-law --hw h100 --workload llama70b --assert "T 5 ms"
! mlsys iron-law: --assert: expected an operator (< <= > >= == !=) after 'T' in 'T 5 ms'
? 2
$ mlsys iron-law --hw h100 --workload llama70b --assert "bound < memory"
! mlsys iron-law: --assert: 'bound' is text; only == and != apply in 'bound < memory'
? 2
$ mlsys iron-law --hw h100 --workload llama70b --assert "<= 5 ms"
! mlsys iron-law: --assert: expected 'KEY OP VALUE', e.g. 'T <= 50 ms'; got '<= 5 ms'
? 2
