# `mlsys help --format json`: help as data (docs/help-json.md). The schema is
# checked by tests/data/help-schema.jq, which prints one line per violation;
# the facts below are read off the option and column tables named in each
# comment, not off the program's output.
#
# The whole document, one command, one subcommand, a command with
# subcommands, and the two pseudo-commands all conform (no output).
$ set -o pipefail; for t in "" iron-law "catalog list" catalog help completion; do mlsys help $t --format json | jq -r -f "$TESTDATA/help-schema.jq"; done
# The checker is not vacuous: a document with a wrong version, an unknown
# kind, a missing member and a subcommand nobody lists is refused.
$ set -o pipefail; mlsys help -f json | jq '.schema_version = 2 | (.commands[] | select(.name == "units") | .options[0].kind) = "word" | del(.commands[0].output[0].meaning) | .commands[1].subcommands = ["roofline x"]' | jq -r -f "$TESTDATA/help-schema.jq"
schema_version 2
command iron-law output key hw: members ["family","key","machine_only","summary","unit"], want ["family","key","machine_only","meaning","summary","unit"]
command iron-law output key hw: meaning
command roofline: subcommand roofline x not listed
command units option EXPR: kind word
#
# Every command and subcommand of the text help is in the JSON, in the same
# order, and nothing else: help lists commands, help COMMAND subcommands.
$ set -o pipefail; mlsys help | awk '/^commands:/{on=1; next} on && /^$/{exit} on {print $1}' > text; for c in $(cat text); do mlsys help $c | awk -v c="$c" '/^subcommands:/{on=1; next} on && /^$/{exit} on {print c " " $1}'; done > subs; mlsys help -f json | jq -r '.commands[] | select(.parent == null) | .name' | diff text - && mlsys help -f json | jq -r '.commands[] | select(.parent) | .name' | diff subs - && grep -qx iron-law text && grep -qx 'catalog list' subs && echo same
same
# Each command's usage line, option count and output key count agree with
# its text help.
$ set -o pipefail; mlsys help -f json | jq -r '.commands[] | [.name, .usage, (.options | length), (.output | length)] | @tsv' | while IFS=$'\t' read -r c u no nk; do h=$(mlsys help $c); [ "$(head -1 <<<"$h")" = "usage: $u" ] || echo "usage of $c"; [ "$(awk '/^options:$/{on=1; next} on && /^$/{exit} on' <<<"$h" | wc -l)" = "$no" ] || echo "options of $c"; [ "$(awk '/^output keys/{on=1; next} on && /^$/{exit} on' <<<"$h" | wc -l)" = "$nk" ] || echo "keys of $c"; done; echo checked
checked
#
# iron-law's --batch (src/commands/device.c, ST_BATCH: CNT("batch", "1", ...,
# POSINT)) is a count with default "1", positive and whole; --bw (DV_BW:
# QTY("bw", "B/s", ..., MLSYS_OPTF_POSITIVE)) a quantity in B/s without a
# default; --hw a name from the hardware catalog.
$ mlsys help iron-law -f json | jq -c '.commands[0].options[] | select(.name == "batch" or .name == "bw" or .name == "hw") | {name, kind, metavar, unit, default, catalog, flags}'
{"name":"hw","kind":"name","metavar":"NAME","unit":null,"default":null,"catalog":"hardware","flags":[]}
{"name":"bw","kind":"quantity","metavar":"QTY","unit":{"si":"B/s","family":"B/s"},"default":null,"catalog":null,"flags":["positive"]}
{"name":"batch","kind":"count","metavar":"N","unit":null,"default":"1","catalog":null,"flags":["positive","integer"]}
# energy's --ci (src/commands/cmd_energy.c, O_CI) is declared in g/kWh; its
# dimension is mass per energy, whose base SI unit is kg/J
# (1 g/kWh = 1e-3 kg / 3.6e6 J).
$ mlsys help energy -f json | jq -c '.commands[0].options[] | select(.name == "ci") | [.unit, .flags]'
[{"si":"kg/J","family":"g/kWh"},["nonneg"]]
# iron-law's output key T (cmd_iron_law.c, C_T: family "s", SUMMARY) is in
# seconds in machine formats and shown in the many-row table; bound
# (C_BOUND: unit NULL) is text.
$ mlsys help iron-law -f json | jq -c '.commands[0].output[] | select(.key == "T" or .key == "bound")'
{"key":"T","unit":"s","family":"s","meaning":"step time p (T_mem + T_comp) + T_comm + L_lat","summary":true,"machine_only":false}
{"key":"bound","unit":"text","family":null,"meaning":"largest term: memory, compute, communication or latency","summary":true,"machine_only":false}
# The global --format (src/cli/cli.c, G_FORMAT): a choice with short name f
# and default table; the exit codes are those of mlsys_err_exit_status.
$ mlsys help -f json | jq -c '(.global_options[] | select(.name == "format") | [.short, .kind, .choices, .default]), [.exit_codes[].code], .schema, .schema_version'
["f","choice",["table","json","jsonl","csv","tsv"],"table"]
[0,1,2,3]
"mlsys-help"
1
# A subcommand: full name, parent, usage with its optional positional KIND;
# a command with subcommands lists their full names and has no rows.
$ mlsys help catalog list -f json | jq -c '.commands | length, (.[0] | [.name, .parent, .usage])'; mlsys help catalog -f json | jq -c '.commands[0] | [.subcommands, .output]'
1
["catalog list","catalog","mlsys catalog list [OPTIONS] [KIND]"]
[["catalog list","catalog show","catalog check"],[]]
# completion takes no global options; help does (it reads --format).
$ mlsys help -f json | jq -c '[.commands[] | select(.global_options | not) | .name]'
["completion"]
#
# Strings are escaped, not mangled: the quotes of --assert's help (its first
# clause), the backslashes of an example, the newline of a description come
# back as written in the tables (cli.c G_ASSERT; cmd_degradation.c; help.c).
$ mlsys help -f json | jq -r '(.global_options[] | select(.name == "assert") | .help | split(";")[0]), (.commands[] | select(.name == "degradation fit") | .examples[0]), .description'
"KEY OP VALUE" every row must meet (OP: < <= > >= == !=), else exit 3
mlsys degradation fit <(printf 'divergence,accuracy\n0.05,0.91\n0.1,0.89\n0.2,0.86\n')
A calculator for machine-learning systems: step time, energy, memory,
scaling, reliability and serving, with units checked.
#
# The other ways to ask print the same document.
$ mlsys --help --format json > a; mlsys -f json help > b; mlsys catalog list --help -f json > c; mlsys help catalog list -f json > d; mlsys help --format=json iron-law > e; mlsys iron-law -h -f json > f; cmp a b && cmp c d && cmp e f && echo same
same
# The table format is the text help.
$ mlsys help iron-law -f table > a; mlsys help iron-law > b; cmp a b && head -1 a
usage: mlsys iron-law [OPTIONS]
#
# Errors: an unknown command or subcommand is the usual error, and nothing
# reaches stdout.
$ mlsys help nosuch --format json
! mlsys: unknown command 'nosuch'; run 'mlsys help' for the list
? 2
$ mlsys help catalog nosuch --format json
! mlsys: unknown subcommand 'nosuch'; run 'mlsys help catalog' for the list
? 2
$ mlsys help units extra -f json
! mlsys help: 'units' has no subcommand 'extra'
? 2
$ mlsys help catalog list extra
! mlsys help: unexpected argument 'extra'
? 2
# Help has no csv, tsv or jsonl form: refused, through help or --help.
$ mlsys help --format csv
! mlsys help: --format: help is written as text (table) or as data (json), not 'csv'
? 2
$ mlsys help iron-law -f jsonl
! mlsys help: --format: help is written as text (table) or as data (json), not 'jsonl'
? 2
$ mlsys catalog list --help -f tsv
! mlsys catalog list: --format: help is written as text (table) or as data (json), not 'tsv'
? 2
$ mlsys --help -f csv
! mlsys help: --format: help is written as text (table) or as data (json), not 'csv'
? 2
# A format that does not exist, a missing value, an unknown option. (Choices are read in
# any case: JSON is json.)
$ mlsys help -f JSON | jq -r .schema
mlsys-help
$ mlsys help -f jsn
! mlsys help: --format: unknown value 'jsn'; did you mean 'json'? (one of table, json, jsonl, csv, tsv)
? 2
$ mlsys help iron-law --format
! mlsys help: --format needs a value (one of table, json, jsonl, csv, tsv)
? 2
$ mlsys help iron-law --bogus
! mlsys help: unknown option '--bogus'; see --help
? 2
# A full disk is an error; a reader that goes away ends it quietly.
$ mlsys help -f json >/dev/full
! mlsys: write error: No space left on device
? 1
$ set -o pipefail; mlsys help -f json | head -1
{
#
# Help's own page says what --format does.
$ mlsys help help
~ ^global options only --format applies: table \(the default\) prints text, json$
~ ^  mlsys help catalog list --format json$
