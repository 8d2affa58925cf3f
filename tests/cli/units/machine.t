# Machine formats carry the value in base SI units and name the unit.
# 80 GiB = 80 * 2^30 B = 85899345920 B exactly.
$ mlsys -f json units "80 GiB"
{"command": "units", "version": "0.1.0", "units": {"value": "B"}, "rows": [
  {"value": 85899345920, "unit": "B"}
], "notes": []}
$ mlsys units "80 GiB" --format csv
value,unit
85899345920,B
$ mlsys units "80 GiB" --format tsv --no-header
85899345920	B
$ mlsys units "80 GiB" -f jsonl
{"value":85899345920,"unit":"B"}
# 400 Gbit/s = 5e10 B/s; the unit is B/s even when people would see GB/s.
$ mlsys units "400 Gbps" GB/s -f csv
value,unit
50000000000,B/s
# 0.5 pJ/B = 5e-13 J/B.
$ mlsys units "0.5 pJ/B" -f jsonl
{"value":5e-13,"unit":"J/B"}
# --columns chooses keys; with one column and one row the table prints the bare value.
$ mlsys units "2 h" --columns value
2 h
$ mlsys units "2 h" --columns unit,value -f csv
unit,value
s,7200
