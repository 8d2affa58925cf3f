# docs/validation.md's summary (its last section, docs/mkvalidation.sh's summary())
# against a second reading of the same document: every row of the groups of one kind
# (the sections titled "Training:", "Communication:" or "Inference:", whose row tables
# have the error in their sixth column) counted from the printed tables. The summary
# sums the unrounded errors, the tables print them to 0.1 %, so the means may differ
# by rounding (at most 0.05 points); the counts must be equal.
$ doc="$TESTDATA/../../docs/validation.md"; awk -F'|' '/^## / { kind = $0; sub(/^## /, "", kind); if (kind ~ /^(Training|Communication|Inference):/ && kind !~ /every submission/) { sub(/:.*/, "", kind) } else kind = "" } kind != "" && $7 ~ /^ [-+][0-9.]+ % $/ { e = $7; gsub(/[ %+-]/, "", e); n[kind]++; s[kind] += e; if (e + 0 > 30) b[kind]++ } END { for (k in n) printf "%s %d %.2f %d\n", k, n[k], s[k] / n[k], b[k] }' "$doc" | sort >counted; sed -n '/^| kind |/,$p' "$doc" | awk -F'|' 'NR > 2 { gsub(/ /, "", $2); gsub(/[ %]/, "", $4); gsub(/ /, "", $6); printf "%s %d %s %d\n", $2, $3, $4, $6 }' | sort >summary; join counted summary | awk '{ d = $3 - $6; if (d < 0) d = -d; print $1, ($2 == $5 && $4 == $7 && d <= 0.05) ? "agrees" : "differs: " $0 }'
Communication agrees
Inference agrees
Training agrees
