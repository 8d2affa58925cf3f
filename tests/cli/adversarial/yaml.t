# Hostile YAML in catalog directories and scenario files: nesting 10,000
# deep, a 100 MB file (made here, in the temporary directory), an anchor
# and alias bomb (billion laughs), bytes that are not UTF-8, a NUL byte, an
# empty file, tags and several documents. Each is one FILE:LINE:COL error,
# exit 1, within 1 s of CPU time and 200 MB (guard.sh).
$ . "$TESTDATA/adversarial/guard.sh"; mkdir -p deep/hardware && { printf '[%.0s' {1..10000}; printf ']%.0s' {1..10000}; } > deep/hardware/flow.yaml && mlsys catalog check deep
! mlsys: deep/hardware/flow.yaml:1:65: nesting deeper than 64 levels
! mlsys catalog check: 1 problem in the catalog
? 1
$ . "$TESTDATA/adversarial/guard.sh"; mkdir -p deep2/workloads && { printf -- '- %.0s' {1..10000}; echo x; } > deep2/workloads/block.yaml && mlsys catalog check deep2
! mlsys: deep2/workloads/block.yaml:1:129: nesting deeper than 64 levels
! mlsys catalog check: 1 problem in the catalog
? 1
$ . "$TESTDATA/adversarial/guard.sh"; mkdir -p deep3/grids && for i in $(seq 0 1000); do printf "%${i}sk:\n" ''; done > deep3/grids/map.yaml && mlsys catalog check deep3
! mlsys: deep3/grids/map.yaml:65:65: nesting deeper than 64 levels
! mlsys catalog check: 1 problem in the catalog
? 1
$ . "$TESTDATA/adversarial/guard.sh"; mkdir -p deep4/hardware && { printf '{a: %.0s' {1..10000}; printf '}%.0s' {1..10000}; } > deep4/hardware/h.yaml && mlsys --catalog deep4 iron-law --hw h --workload llama70b
! mlsys: deep4/hardware/h.yaml:1:257: nesting deeper than 64 levels
? 1
$ . "$TESTDATA/adversarial/guard.sh"; mkdir -p big/hardware && { yes 'key: value' || :; } | head -c 100000000 > big/hardware/big.yaml && mlsys catalog check big; s=$?; rm -rf big; (exit $s)
! mlsys: big/hardware/big.yaml: file is larger than 1048576 bytes
! mlsys catalog check: 1 problem in the catalog
? 1
$ . "$TESTDATA/adversarial/guard.sh"; { yes 'key: value' || :; } | head -c 100000000 > big.yaml && mlsys scenario run ./big.yaml; s=$?; rm -f big.yaml; (exit $s)
! mlsys: ./big.yaml: file is larger than 1048576 bytes
? 1
$ . "$TESTDATA/adversarial/guard.sh"; mkdir -p lol/hardware && cp "$TESTDATA/adversarial/laughs.yaml" lol/hardware/laughs.yaml && mlsys catalog check lol
! mlsys: lol/hardware/laughs.yaml:4:4: anchor '&a': anchors and aliases are not supported
! mlsys catalog check: 1 problem in the catalog
? 1
$ . "$TESTDATA/adversarial/guard.sh"; cp "$TESTDATA/adversarial/laughs.yaml" . && mlsys scenario run ./laughs.yaml
! mlsys: ./laughs.yaml:4:4: anchor '&a': anchors and aliases are not supported
? 1
$ . "$TESTDATA/adversarial/guard.sh"; mkdir -p tag/fabrics && printf 'name: !!str tag\ntitle: T\n' > tag/fabrics/tag.yaml && mlsys catalog check tag
! mlsys: tag/fabrics/tag.yaml:1:7: tag 'tag:yaml.org,2002:str': tags are not supported
! mlsys catalog check: 1 problem in the catalog
? 1
$ . "$TESTDATA/adversarial/guard.sh"; mkdir -p two/grids && printf 'name: two\n---\nname: two\n' > two/grids/two.yaml && mlsys catalog check two
! mlsys: two/grids/two.yaml:2:1: more than one YAML document in the file
! mlsys catalog check: 1 problem in the catalog
? 1
$ . "$TESTDATA/adversarial/guard.sh"; mkdir -p bytes/hardware && printf 'name: bytes\ntitle: caf\351\n' > bytes/hardware/bytes.yaml && mlsys catalog check bytes
! mlsys: bytes/hardware/bytes.yaml:2:11: invalid UTF-8 byte 0xe9
! mlsys catalog check: 1 problem in the catalog
? 1
$ . "$TESTDATA/adversarial/guard.sh"; mkdir -p bytes2/hardware && printf 'name: bytes2\ntitle: "\\ud800"\n' > bytes2/hardware/bytes2.yaml && mlsys catalog check bytes2
! mlsys: bytes2/hardware/bytes2.yaml:2:11: found invalid Unicode character escape code (while parsing a quoted scalar at line 2, column 8)
! mlsys catalog check: 1 problem in the catalog
? 1
$ . "$TESTDATA/adversarial/guard.sh"; mkdir -p bytes3/hardware && printf 'name: bytes3\ntitle: over\300\200long\n' > bytes3/hardware/bytes3.yaml && mlsys catalog check bytes3
! mlsys: bytes3/hardware/bytes3.yaml:2:12: invalid UTF-8 byte 0xc0
! mlsys catalog check: 1 problem in the catalog
? 1
$ . "$TESTDATA/adversarial/guard.sh"; mkdir -p nul/hardware && printf 'name: nul\ntitle: a\000b\n' > nul/hardware/nul.yaml && mlsys catalog check nul
! mlsys: nul/hardware/nul.yaml:2:9: NUL byte in the file
! mlsys catalog check: 1 problem in the catalog
? 1
$ . "$TESTDATA/adversarial/guard.sh"; mkdir -p bom/hardware && printf '\377\376n\000a\000' > bom/hardware/bom.yaml && mlsys catalog check bom
! mlsys: bom/hardware/bom.yaml:1:1: invalid UTF-8 byte 0xff
! mlsys catalog check: 1 problem in the catalog
? 1
$ . "$TESTDATA/adversarial/guard.sh"; printf 'name: s\ntype: evaluate\ntitle: caf\351\n' > s.yaml && mlsys scenario run ./s.yaml
! mlsys: ./s.yaml:3:11: invalid UTF-8 byte 0xe9
? 1
$ . "$TESTDATA/adversarial/guard.sh"; : > empty.yaml && mlsys scenario run ./empty.yaml
! mlsys: ./empty.yaml:1:1: empty file; expected a mapping (name, type, title, source, inputs, expect)
? 1
# scenario check also checks every shipped scenario; its table (past 1,000 rows the
# people's table streams, render_impl.h) is not what this case is about.
$ . "$TESTDATA/adversarial/guard.sh"; printf '\n\n# only a comment\n' > comment.yaml && mlsys scenario check ./comment.yaml >/dev/null
! mlsys: ./comment.yaml:1:1: empty file; expected a mapping (name, type, title, source, inputs, expect)
! mlsys scenario check: 1 scenario could not be evaluated
? 1
$ . "$TESTDATA/adversarial/guard.sh"; mkdir -p empty/hardware && : > empty/hardware/e.yaml && mlsys --catalog empty iron-law --hw e --workload llama70b
! mlsys: empty/hardware/e.yaml:1:1: empty file; expected a mapping of fields (name, title, ...)
? 1
