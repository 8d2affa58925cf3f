# Paths that are not readable files, wherever mlsys takes a file: a
# directory, a file without read permission, /proc/self/mem (opens, but
# every read fails), a FIFO with no writer (must not block), a symlink
# loop, an empty file, a 100 MB file (made here). One error line and the
# documented status (1: a file failed) within 1 s of CPU time and 200 MB (guard.sh).
#
# Directories passed as files.
$ . "$TESTDATA/adversarial/guard.sh"; mlsys degradation fit /
! mlsys: /: cannot read: Is a directory
? 1
$ . "$TESTDATA/adversarial/guard.sh"; mlsys iron-law --input /
! mlsys: /: cannot read: Is a directory
? 1
$ . "$TESTDATA/adversarial/guard.sh"; mlsys scenario run /
! mlsys: /: cannot read: Is a directory
? 1
$ . "$TESTDATA/adversarial/guard.sh"; mlsys catalog check /etc/hostname
! mlsys: /etc/hostname: cannot open catalog directory: Not a directory
! mlsys catalog check: 1 problem in the catalog
? 1
$ . "$TESTDATA/adversarial/guard.sh"; mlsys --catalog / iron-law --hw h100 --workload llama70b
! mlsys: /: not a catalog directory: it has none of hardware/, workloads/, fabrics/, grids/
? 1
$ . "$TESTDATA/adversarial/guard.sh"; mkdir -p d/hardware/x.yaml && mlsys catalog check d
! mlsys: d/hardware/x.yaml: cannot read: Is a directory
! mlsys catalog check: 1 problem in the catalog
? 1
# No read permission. Root reads anything, so there the case says so (on
# stderr, which either line satisfies).
$ . "$TESTDATA/adversarial/guard.sh"; printf '0.1,0.9\n' > locked.csv && chmod 000 locked.csv && if [ "$(id -u)" = 0 ]; then echo "skipped: running as root, which reads mode 000 files" >&2; else mlsys degradation fit locked.csv; test $? = 1; fi
!~ ^(skipped: running as root, which reads mode 000 files|mlsys: locked.csv: cannot read: Permission denied)$
$ . "$TESTDATA/adversarial/guard.sh"; mkdir -p locked/hardware && chmod 000 locked/hardware && if [ "$(id -u)" = 0 ]; then echo "skipped: running as root, which reads mode 000 directories" >&2; else mlsys catalog check locked; test $? = 1; fi; s=$?; chmod 755 locked/hardware; (exit $s)
!~ ^(skipped: running as root, which reads mode 000 directories|mlsys: locked/hardware: cannot open catalog directory: Permission denied)$
# /proc/self/mem opens for everyone, root included, and every read fails.
$ . "$TESTDATA/adversarial/guard.sh"; mlsys degradation fit /proc/self/mem
! mlsys: /proc/self/mem: cannot read: Input/output error
? 1
$ . "$TESTDATA/adversarial/guard.sh"; mlsys iron-law --input /proc/self/mem
! mlsys: /proc/self/mem: cannot read: Input/output error
? 1
$ . "$TESTDATA/adversarial/guard.sh"; mlsys scenario run /proc/self/mem
! mlsys: /proc/self/mem: cannot read: Input/output error
? 1
$ . "$TESTDATA/adversarial/guard.sh"; mkdir -p mem/hardware && ln -s /proc/self/mem mem/hardware/mem.yaml && mlsys catalog check mem
! mlsys: mem/hardware/mem.yaml: cannot read: Input/output error
! mlsys catalog check: 1 problem in the catalog
? 1
# A FIFO with no writer reads as empty instead of blocking the open.
$ . "$TESTDATA/adversarial/guard.sh"; mkfifo fifo.csv && mlsys degradation fit fifo.csv
! mlsys: fifo.csv: no data rows (expected divergence,accuracy pairs)
? 1
$ . "$TESTDATA/adversarial/guard.sh"; mkfifo in.fifo && mlsys iron-law --input in.fifo
! mlsys: in.fifo: empty input: expected a header line of option names or JSON objects
? 1
$ . "$TESTDATA/adversarial/guard.sh"; mkfifo sc.yaml && mlsys scenario run ./sc.yaml
! mlsys: ./sc.yaml:1:1: empty file; expected a mapping (name, type, title, source, inputs, expect)
? 1
$ . "$TESTDATA/adversarial/guard.sh"; mkdir -p ff/fabrics && mkfifo ff/fabrics/pipe.yaml && mlsys catalog check ff
! mlsys: ff/fabrics/pipe.yaml:1:1: empty file; expected a mapping of fields (name, title, ...)
! mlsys catalog check: 1 problem in the catalog
? 1
# ...while a pipe that has a writer, as bash's <(...), is read as usual. The three
# points lie on accuracy = 1 - divergence, so lambda = 1; the comm record takes
# 1 us + 1e6 B / 1e10 B/s = 101 us.
$ . "$TESTDATA/adversarial/guard.sh"; mlsys degradation fit <(sleep 0.2; printf '0.1,0.9\n0.2,0.8\n0.3,0.7\n') --columns lambda
1
$ . "$TESTDATA/adversarial/guard.sh"; mlsys comm --input <(sleep 0.2; printf 'alpha,beta,size\n1us,10GB/s,1MB\n') --columns T
101 us
# Symbolic link loops: the catalog directory itself, a kind directory, a file.
$ . "$TESTDATA/adversarial/guard.sh"; ln -s loop loop && mlsys --catalog loop iron-law --hw h100 --workload llama70b
! mlsys: loop: cannot open catalog directory: Too many levels of symbolic links
? 1
$ . "$TESTDATA/adversarial/guard.sh"; ln -s loop2 loop2 && MLSYS_CATALOG=loop2 mlsys catalog list
! mlsys: loop2: cannot open catalog directory: Too many levels of symbolic links
? 1
$ . "$TESTDATA/adversarial/guard.sh"; mkdir -p l1 && ln -s ../l1 l1/hardware && mlsys catalog check l1
source  kind       entries
l1      hardware         0
l1      workloads        0
l1      fabrics          0
l1      grids            0
$ . "$TESTDATA/adversarial/guard.sh"; mkdir -p l2/hardware && ln -s self.yaml l2/hardware/self.yaml && mlsys catalog check l2
! mlsys: l2/hardware/self.yaml: cannot read: Too many levels of symbolic links
! mlsys catalog check: 1 problem in the catalog
? 1
$ . "$TESTDATA/adversarial/guard.sh"; ln -s self.csv self.csv && mlsys degradation fit self.csv
! mlsys: self.csv: cannot read: Too many levels of symbolic links
? 1
$ . "$TESTDATA/adversarial/guard.sh"; ln -s self.yaml self.yaml && mlsys scenario run ./self.yaml
! mlsys: ./self.yaml: cannot read: Too many levels of symbolic links
? 1
# Empty files and an empty catalog directory.
$ . "$TESTDATA/adversarial/guard.sh"; : > empty.csv && mlsys degradation fit empty.csv
! mlsys: empty.csv: no data rows (expected divergence,accuracy pairs)
? 1
$ . "$TESTDATA/adversarial/guard.sh"; : > empty-in.csv && mlsys iron-law --input empty-in.csv
! mlsys: empty-in.csv: empty input: expected a header line of option names or JSON objects
? 1
$ . "$TESTDATA/adversarial/guard.sh"; printf '\n\n  \n' > blank-in.csv && mlsys iron-law --input blank-in.csv
! mlsys: blank-in.csv:3:1: empty input: expected a header line of option names or JSON objects
? 1
$ . "$TESTDATA/adversarial/guard.sh"; mkdir -p nothing && mlsys catalog check nothing
! mlsys: nothing: not a catalog directory: it has none of hardware/, workloads/, fabrics/, grids/
! mlsys catalog check: 1 problem in the catalog
? 1
# Big files: a 70 MB CSV (over the 64 MiB limit), a 100 MB line of --input
# read within 40 MB of address space (at most 1 MiB of a line is kept),
# and the lines after a 2 MB one still run.
$ . "$TESTDATA/adversarial/guard.sh"; { yes '0.1,0.9' || :; } | head -c 70000000 > big.csv && mlsys degradation fit big.csv; s=$?; rm -f big.csv; (exit $s)
! mlsys: big.csv: file is larger than 67108864 bytes
? 1
$ . "$TESTDATA/adversarial/guard.sh"; head -c 100000000 /dev/zero | tr '\0' a > line.csv && GUARD_KB=40000 mlsys iron-law --input line.csv; s=$?; rm -f line.csv; (exit $s)
! mlsys: line.csv:1:1: line longer than 1 MiB
? 1
$ . "$TESTDATA/adversarial/guard.sh"; { echo alpha,beta,size; head -c 2000000 /dev/zero | tr '\0' 1; printf '\n1us,10GB/s,1MB\n'; } > long.csv && mlsys comm --input long.csv --columns T
101 us
! mlsys: long.csv:2:1: line longer than 1 MiB
! mlsys comm: 1 of 2 lines failed
? 1
# Bytes that are not UTF-8, and a NUL, in CSV and --input files.
$ . "$TESTDATA/adversarial/guard.sh"; printf '0.1,0.9\n0.2,\377\n0.3,0.7\n' > bad.csv && mlsys degradation fit bad.csv
! mlsys: bad.csv:2:5: accuracy: invalid UTF-8 byte 0xff
? 1
$ . "$TESTDATA/adversarial/guard.sh"; printf 'alpha,beta,size\n1us,10GB/s,1M\303\050B\n' > bad-in.csv && mlsys comm --input bad-in.csv
! mlsys: bad-in.csv:2:14: invalid UTF-8
! mlsys comm: 1 of 1 lines failed
? 1
$ . "$TESTDATA/adversarial/guard.sh"; printf 'alpha,beta,size\n1us,10GB/s,1\000MB\n' > nul-in.csv && mlsys comm --input nul-in.csv
! mlsys: nul-in.csv:2:1: NUL byte in line
! mlsys comm: 1 of 1 lines failed
? 1
$ . "$TESTDATA/adversarial/guard.sh"; printf '{"alpha": "1\\u0000us", "beta": "10GB/s", "size": "1MB"}\n' > nul.jsonl && mlsys comm --input nul.jsonl
! mlsys: nul.jsonl:1:13: \u0000 (NUL) in a string
! mlsys comm: 1 of 1 lines failed
? 1
