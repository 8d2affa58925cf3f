# `catalog check`: the shipped catalog is valid (95 hardware, 60 workloads,
# 16 fabrics, 10 grids: data/README.md).
$ mlsys catalog check
source    kind       entries
built-in  hardware        95
built-in  workloads       60
built-in  fabrics         17
built-in  grids           10
# One fixture per kind of error (tests/data/catalog/KIND-OF-ERROR/...), each with
# its exact line and column, counted by hand from the fixture.
# "  bad: b" on line 3: the ':' is column 6.
$ cd "$TESTDATA/catalog" && mlsys catalog check syntax
! mlsys: syntax/hardware/broken.yaml:3:6: mapping values are not allowed in this context
! mlsys catalog check: 1 problem in the catalog
? 1
# "  bandwith: 3 TB/s" is line 11; the key starts at column 3.
$ cd "$TESTDATA/catalog" && mlsys catalog check unknown-key
! mlsys: unknown-key/hardware/typo.yaml:11:3: unknown key 'bandwith' in 'memory'; did you mean 'bandwidth'? (allowed: capacity, bandwidth, sram, flash)
! mlsys catalog check: 1 problem in the catalog
? 1
# Missing fields are reported at the mapping that should hold them (the document, 1:1).
$ cd "$TESTDATA/catalog" && mlsys catalog check missing
! mlsys: missing/hardware/incomplete.yaml:1:1: missing required fields 'vendor', 'source'
! mlsys catalog check: 1 problem in the catalog
? 1
# "bandwidth: 5 ms" on line 3: the value starts at column 12.
$ cd "$TESTDATA/catalog" && mlsys catalog check wrong-dim
! mlsys: wrong-dim/fabrics/slow.yaml:3:12: bandwidth: expected a quantity in B/s, got one in s
! mlsys catalog check: 1 problem in the catalog
? 1
# "  bandwidth: 3.35 TBps" on line 10: the value starts at column 14, its unit 5
# characters later, column 19.
$ cd "$TESTDATA/catalog" && mlsys catalog check bad-unit
! mlsys: bad-unit/hardware/tbps.yaml:10:19: memory.bandwidth: unknown unit 'TBps'; did you mean 'TB/s'?
! mlsys catalog check: 1 problem in the catalog
? 1
# "parameters: 70B" on line 5: value at column 13, the 'B' at column 15.
$ cd "$TESTDATA/catalog" && mlsys catalog check count-unit
! mlsys: count-unit/workloads/big.yaml:5:15: parameters: expected a count; did you mean 70e9?
! mlsys catalog check: 1 problem in the catalog
? 1
# "kv_heads: 7" on line 9 (value at column 11): 64 heads cannot be shared out
# evenly over 7 key/value heads (64 / 7 = 9.14), whether checked or used.
$ cd "$TESTDATA/catalog" && mlsys catalog check kv-heads
! mlsys: kv-heads/workloads/odd-gqa.yaml:9:11: kv_heads (7) does not divide heads (64): each key/value head serves an equal group of query heads; give a divisor of heads
! mlsys catalog check: 1 problem in the catalog
? 1
$ cd "$TESTDATA/catalog" && mlsys infer --catalog kv-heads --hw h100 --workload odd-gqa
! mlsys: kv-heads/workloads/odd-gqa.yaml:9:11: kv_heads (7) does not divide heads (64): each key/value head serves an equal group of query heads; give a divisor of heads
? 1
# hardware/ is read before workloads/, so the workload is the duplicate.
$ cd "$TESTDATA/catalog" && mlsys catalog check dup-name
! mlsys: dup-name/workloads/dup.yaml:1:7: duplicate name 'dup' (also in dup-name/hardware/dup.yaml:1)
! mlsys catalog check: 1 problem in the catalog
? 1
# "aliases: [shared]": the alias starts at column 11; files are read in name order.
$ cd "$TESTDATA/catalog" && mlsys catalog check dup-alias
! mlsys: dup-alias/hardware/second.yaml:2:11: duplicate alias 'shared' (also in dup-alias/hardware/first.yaml:2)
! mlsys catalog check: 1 problem in the catalog
? 1
$ cd "$TESTDATA/catalog" && mlsys catalog check name-mismatch
! mlsys: name-mismatch/hardware/foo.yaml:1:7: name 'bar' does not match the file name 'foo.yaml'
! mlsys catalog check: 1 problem in the catalog
? 1
# A file that starts with a UTF-8 byte order mark (EF BB BF, as some Windows
# editors write it) is read as if the mark were not there: bom/ holds one valid
# device, and bom-error/ the name-mismatch fixture with a mark in front, whose
# name value is still at column 7 (the mark is not a column).
$ cd "$TESTDATA/catalog" && mlsys catalog check bom -f csv
source,kind,entries
bom,hardware,1
bom,workloads,0
bom,fabrics,0
bom,grids,0
$ cd "$TESTDATA/catalog" && mlsys catalog show bom-gpu --catalog bom -f csv --no-header --columns key,value | sed -n 2p
name,bom-gpu
$ cd "$TESTDATA/catalog" && mlsys catalog check bom-error
! mlsys: bom-error/hardware/foo.yaml:1:7: name 'bar' does not match the file name 'foo.yaml'
! mlsys catalog check: 1 problem in the catalog
? 1
# "title: caf\xe9 device": the Latin-1 byte is the 11th character of line 2.
$ cd "$TESTDATA/catalog" && mlsys catalog check non-utf8
! mlsys: non-utf8/hardware/latin1.yaml:2:11: invalid UTF-8 byte 0xe9
! mlsys catalog check: 1 problem in the catalog
? 1
# "title: &t Test device": the anchor is column 8.
$ cd "$TESTDATA/catalog" && mlsys catalog check anchors
! mlsys: anchors/hardware/anchor.yaml:2:8: anchor '&t': anchors and aliases are not supported
! mlsys catalog check: 1 problem in the catalog
? 1
# "notes: [[[...": the document mapping is level 1, so the 64th '[' (column
# 8 + 63 = 71) opens level 65.
$ cd "$TESTDATA/catalog" && mlsys catalog check deep
! mlsys: deep/hardware/deep.yaml:16:71: nesting deeper than 64 levels
! mlsys catalog check: 1 problem in the catalog
? 1
$ cd "$TESTDATA/catalog" && mlsys catalog check empty
! mlsys: empty/hardware/empty.yaml:1:1: empty file; expected a mapping of fields (name, title, ...)
! mlsys catalog check: 1 problem in the catalog
? 1
# Every problem is listed, one per line; the valid file still counts.
$ cd "$TESTDATA/catalog" && mlsys catalog check several
! mlsys: several/hardware/nosource.yaml:1:1: missing required field 'source'
! mlsys: several/hardware/slowlaunch.yaml:14:15: latency.launch: unknown unit 'mss'; did you mean 'ms'?
! mlsys: several/grids/lowpue.yaml:4:6: pue: must be at least 1, got 0.9
! mlsys catalog check: 3 problems in the catalog
? 1
# Without DIR: the shipped catalog and every user directory.
$ cd "$TESTDATA/catalog" && mlsys catalog check --catalog missing --catalog empty
! mlsys: missing/hardware/incomplete.yaml:1:1: missing required fields 'vendor', 'source'
! mlsys: empty/hardware/empty.yaml:1:1: empty file; expected a mapping of fields (name, title, ...)
! mlsys catalog check: 2 problems in the catalog
? 1
$ cd "$TESTDATA/catalog" && mlsys catalog check --catalog user --catalog override
source    kind       entries
built-in  hardware        95
built-in  workloads       60
built-in  fabrics         17
built-in  grids           10
user      hardware         1
user      workloads        0
user      fabrics          0
user      grids            1
override  hardware         1
override  workloads        0
override  fabrics          0
override  grids            0
$ cd "$TESTDATA/catalog" && mlsys catalog check user -f csv
source,kind,entries
user,hardware,1
user,workloads,0
user,fabrics,0
user,grids,1
# A directory without hardware/, workloads/, fabrics/ or grids/ is not a catalog.
$ cd "$TESTDATA" && mlsys catalog check catalog
! mlsys: catalog: not a catalog directory: it has none of hardware/, workloads/, fabrics/, grids/
! mlsys catalog check: 1 problem in the catalog
? 1
$ mlsys catalog check no-such-dir
! mlsys: no-such-dir: cannot open catalog directory: No such file or directory
! mlsys catalog check: 1 problem in the catalog
? 1
# Shadowing: a name or alias of a user directory that reaches another entry below
# it. tests/data/catalog/shadow holds lab-gpu with "aliases: [lab, h100, a100]"
# (h100 is a shipped alias of h100-sxm, a100 a shipped name), a100-80gb (a shipped
# alias of a100, used as a name), a workload called france (a shipped grid), and
# an override of llama3-8b restating its shipped alias llama8b, which is fine.
# "aliases: [" is 10 characters, so lab is at column 11, h100 at 16, a100 at 22;
# a name's value starts at column 7 ("name: ").
$ cd "$TESTDATA/catalog" && mlsys catalog check shadow
! mlsys: shadow/hardware/a100-80gb.yaml:1:7: name 'a100-80gb' shadows an alias of built-in hardware 'a100' (data/hardware/a100.yaml)
! mlsys: shadow/hardware/lab-gpu.yaml:2:16: alias 'h100' shadows an alias of built-in hardware 'h100-sxm' (data/hardware/h100-sxm.yaml)
! mlsys: shadow/hardware/lab-gpu.yaml:2:22: alias 'a100' shadows the name of built-in hardware 'a100' (data/hardware/a100.yaml)
! mlsys: shadow/workloads/france.yaml:1:7: name 'france' shadows the name of built-in grid 'france' (data/grids/france.yaml) for 'catalog show'
! mlsys catalog check: 4 problems in the catalog
? 1
# Without DIR the same findings, and a later directory is compared with the earlier
# ones too: shadow2's lab2 has "aliases: [lab]", lab-gpu's alias in shadow.
$ cd "$TESTDATA/catalog" && mlsys catalog check --catalog shadow --catalog shadow2
! mlsys: shadow/hardware/a100-80gb.yaml:1:7: name 'a100-80gb' shadows an alias of built-in hardware 'a100' (data/hardware/a100.yaml)
! mlsys: shadow/hardware/lab-gpu.yaml:2:16: alias 'h100' shadows an alias of built-in hardware 'h100-sxm' (data/hardware/h100-sxm.yaml)
! mlsys: shadow/hardware/lab-gpu.yaml:2:22: alias 'a100' shadows the name of built-in hardware 'a100' (data/hardware/a100.yaml)
! mlsys: shadow/workloads/france.yaml:1:7: name 'france' shadows the name of built-in grid 'france' (data/grids/france.yaml) for 'catalog show'
! mlsys: shadow2/hardware/lab2.yaml:2:11: alias 'lab' shadows an alias of hardware 'lab-gpu' (shadow/hardware/lab-gpu.yaml)
! mlsys catalog check: 5 problems in the catalog
? 1
# Alone, shadow2 shadows nothing: lab is not a shipped name or alias.
$ cd "$TESTDATA/catalog" && mlsys catalog check shadow2
source   kind       entries
shadow2  hardware         1
shadow2  workloads        0
shadow2  fabrics          0
shadow2  grids            0
# Shadowing and invalid files are listed together; in the other order, lab-gpu's
# alias lab (the first in its list) shadows lab2's.
$ cd "$TESTDATA/catalog" && mlsys catalog check --catalog missing --catalog shadow2 --catalog shadow
! mlsys: missing/hardware/incomplete.yaml:1:1: missing required fields 'vendor', 'source'
! mlsys: shadow/hardware/a100-80gb.yaml:1:7: name 'a100-80gb' shadows an alias of built-in hardware 'a100' (data/hardware/a100.yaml)
! mlsys: shadow/hardware/lab-gpu.yaml:2:11: alias 'lab' shadows an alias of hardware 'lab2' (shadow2/hardware/lab2.yaml)
! mlsys: shadow/hardware/lab-gpu.yaml:2:16: alias 'h100' shadows an alias of built-in hardware 'h100-sxm' (data/hardware/h100-sxm.yaml)
! mlsys: shadow/hardware/lab-gpu.yaml:2:22: alias 'a100' shadows the name of built-in hardware 'a100' (data/hardware/a100.yaml)
! mlsys: shadow/workloads/france.yaml:1:7: name 'france' shadows the name of built-in grid 'france' (data/grids/france.yaml) for 'catalog show'
! mlsys catalog check: 6 problems in the catalog
? 1
