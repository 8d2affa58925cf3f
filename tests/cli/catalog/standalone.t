# The catalog is embedded: the binary copied alone to an empty directory
# still answers (values of data/hardware/h100-sxm.yaml).
$ mkdir alone && cp "$MLSYS_BIN" alone/m && cd alone && ls && ./m catalog show h100 -f csv --no-header --columns key,value | grep -E '^(name|memory.bandwidth|file),'
m
name,h100-sxm
memory.bandwidth,3350000000000
file,data/hardware/h100-sxm.yaml
$ mkdir alone2 && cp "$MLSYS_BIN" alone2/m && cd alone2 && ./m catalog check -f csv --no-header
built-in,hardware,95
built-in,workloads,60
built-in,fabrics,17
built-in,grids,10
