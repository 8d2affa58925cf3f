# Bad input: one line on stderr naming what was wrong, exit 2, nothing on stdout.
$ mlsys units "3.35 TBps"
! mlsys units: EXPR at character 6: unknown unit 'TBps'; did you mean 'TB/s'?
? 2
$ mlsys units "1 s" GB
! mlsys units: UNIT: cannot express a quantity in s as GB (B)
? 2
$ mlsys units "1 s + 1 B"
!~ ^mlsys units: EXPR at character [0-9]+: cannot add s and B$
? 2
$ mlsys units nan
!~ ^mlsys units: EXPR at character 1: not a number: 'nan'$
? 2
$ mlsys units "1e999 s"
!~ ^mlsys units: EXPR at character 1: number out of range: '1e999'$
? 2
$ mlsys units ""
!~ ^mlsys units: EXPR.*: empty quantity$
? 2
$ mlsys units "(1 s"
!~ ^mlsys units: EXPR at character [0-9]+: missing '\)'$
? 2
$ mlsys units "1 s)"
!~ ^mlsys units: EXPR at character 4: unexpected '\)'$
? 2
$ mlsys units $'1 \xff'
! mlsys units: EXPR: invalid UTF-8 byte 0xff at character 3
? 2
$ mlsys units "1 mB"
!~ ^mlsys units: EXPR at character 3: ambiguous unit 'mB' \(milli-byte\); did you mean 'MB'\?$
? 2
$ mlsys units
! mlsys units: missing EXPR (quantity expression, e.g. "140 GB / 3.35 TB/s")
? 2
$ mlsys units "1 s" "2 s" "3 s"
! mlsys units: unexpected argument '3 s'
? 2
$ mlsys units "1 s" --format xml
! mlsys units: --format: unknown value 'xml'; expected one of table, json, jsonl, csv, tsv
? 2
$ mlsys units "1 s" --digits 0
! mlsys units: --digits: must be greater than zero
? 2
$ mlsys units "1 s" --digits 18
! mlsys units: --digits: must be between 1 and 17
? 2
$ mlsys units "1 s" --columns vlue
! mlsys units: --columns: unknown key 'vlue'; did you mean 'value'?
? 2
$ mlsys units "1 s" --bogus
! mlsys units: unknown option '--bogus'; see --help
? 2
