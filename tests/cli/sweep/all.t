# `all` for --hw sweeps every hardware entry of kind device. An entry of kind
# system (a rack, a wafer) is left out unless it is named.
# tests/data/catalog/calibrated/hardware: lab-node has no kind (a device),
# lab-rack has kind: system.
$ mlsys --catalog "$TESTDATA/catalog/calibrated" iron-law --hw all --workload llama3-8b --columns hw -f csv --no-header | grep '^lab-'
lab-node
# Named, in a list, the system is evaluated like any entry.
$ mlsys --catalog "$TESTDATA/catalog/calibrated" iron-law --hw lab-rack,lab-node --workload llama3-8b --columns hw -f csv --no-header
lab-rack
lab-node
$ mlsys --catalog "$TESTDATA/catalog/calibrated" iron-law --hw lab-rack --workload llama3-8b --columns hw -f csv --no-header
lab-rack
# catalog show prints the record kind first, then the hardware field kind
# (the two share the key name "kind").
$ mlsys --catalog "$TESTDATA/catalog/calibrated" catalog show lab-rack -f csv --columns key,value --no-header | grep -E '^(kind|devices),'
kind,hardware
kind,system
devices,16
# The shipped catalog has two systems, gb200-nvl72 and cerebras-cs3
# (data/hardware/*.yaml with kind: system): `all` leaves both out, and 95
# hardware entries (data/README.md) minus 2 give 93 rows.
$ mlsys iron-law --hw all --workload llama3-8b --columns hw -f csv --no-header | grep -cE '^(gb200-nvl72|cerebras-cs3)$'
0
? 1
$ mlsys iron-law --hw all --workload llama3-8b --columns hw -f csv --no-header | wc -l
93
$ mlsys iron-law --hw b200,gb200-nvl72 --workload llama3-8b --columns hw -f csv --no-header
b200
gb200-nvl72
