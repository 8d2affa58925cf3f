# The command line itself: version, help, unknown commands, write errors.
$ mlsys --version
mlsys 0.1.0
$ mlsys -V
mlsys 0.1.0
$ mlsys
! mlsys: no command given; run 'mlsys help' for the list
? 2
$ mlsys unit "1 s"
! mlsys: unknown command 'unit'; did you mean 'units'?
? 2
$ mlsys frobnicate
! mlsys: unknown command 'frobnicate'; run 'mlsys help' for the list
? 2
$ mlsys help frobnicate
! mlsys: unknown command 'frobnicate'; run 'mlsys help' for the list
? 2
# Global options may come before or after the command.
$ mlsys -f csv --no-header units "1 ms"
0.001,s
$ mlsys units "1 ms" --no-header -f csv
0.001,s
# Help lists every command and the exit codes; command help lists options,
# output keys with units, and examples.
$ mlsys --help
~ ^  units +evaluate a quantity expression with units$
~ ^Exit status: 0 success, 1 a file or evaluation failed, 2 the command line$
$ mlsys help units
~ ^usage: mlsys units \[OPTIONS\] EXPR \[UNIT\]$
~ ^  value +varies +the value
~ ^  mlsys units "140 GB / 3.35 TB/s" ms$
~ ^  -f, --format WORD +output format.*\[default: table\]$
$ mlsys units --help
~ ^usage: mlsys units
# A full disk is an error (exit 1), not silence.
$ mlsys units "1 s" >/dev/full
! mlsys: write error: No space left on device
? 1
$ mlsys -f csv units "1 s" >/dev/full
! mlsys: write error: No space left on device
? 1
# A reader that goes away (| head) ends the run quietly.
$ mlsys help units | head -1
usage: mlsys units [OPTIONS] EXPR [UNIT]
