# Reading the command line: a value left out, and a mistyped option name.
#
# An option that takes a value followed by another option: the value was
# left out. The next option is not taken as the value (before, "--prompt"
# became the batch and "5" an unexpected argument); the message names the
# option and what it takes, with the usage status 2.
$ mlsys infer --hw h100 --workload llama70b --batch --prompt 5
! mlsys infer: --batch needs a value (a number, or max) before '--prompt'
? 2
# At the end of the line.
$ mlsys infer --hw h100 --workload llama70b --prompt 5 --batch
! mlsys infer: --batch needs a value (a number, or max)
? 2
# What each kind of option takes: a quantity in its unit, one of its
# choices, a catalog name of its kind, free text (its help line).
$ mlsys iron-law --hw h100 --workload llama70b --bw --batch 2
! mlsys iron-law: --bw needs a value (a quantity in B/s) before '--batch'
? 2
$ mlsys iron-law --hw h100 --workload llama70b --phase --batch 2
! mlsys iron-law: --phase needs a value (one of decode, prefill, train, infer) before '--batch'
? 2
$ mlsys comm --size 1MB --fabric
! mlsys comm: --fabric needs a value (a fabric name from the catalog)
? 2
$ mlsys units "1 s" --columns
! mlsys units: --columns needs a value (comma-separated output keys to show, in this order)
? 2
# A short option and a global option before the command word: the same.
$ mlsys iron-law -f --hw h100 --workload llama70b
! mlsys iron-law: --format needs a value (one of table, json, jsonl, csv, tsv) before '--hw'
? 2
$ mlsys --format --no-header units "1 s"
! mlsys units: --format needs a value (one of table, json, jsonl, csv, tsv) before '--no-header'
? 2
# "--" ends the options; it is no value either.
$ mlsys units --digits -- "1 s"
! mlsys units: --digits needs a value (a number) before '--'
? 2
# A number with a minus sign is a value, refused by the option's range.
$ mlsys iron-law --hw h100 --workload llama70b --lat -5us
! mlsys iron-law: --lat: must not be negative
? 2
$ mlsys iron-law --hw h100 --workload llama70b --batch -1e3
! mlsys iron-law: --batch: must be greater than zero
? 2
$ mlsys iron-law --hw h100 --workload llama70b --batch -.5
! mlsys iron-law: --batch: must be greater than zero
? 2
# "-inf" is a number too: the units parser names it (before, it was an
# unknown option).
$ mlsys units -inf
! mlsys units: EXPR at character 1: infinite values are not allowed: '-inf'
? 2
#
# A mistyped option gets the closest name of the command's options and the
# global ones. Two swapped letters are one edit ("bacth" is one swap from
# "batch"; as insertions and deletions it would be two, more than the one
# edit a five-letter word is allowed).
$ mlsys infer --hw h100 --workload llama70b --bacth 5
! mlsys infer: unknown option '--bacth'; did you mean '--batch'?
? 2
$ mlsys train --hw h100 --workload llama70b --global-bacth 8
! mlsys train: unknown option '--global-bacth'; did you mean '--global-batch'?
? 2
$ mlsys serving --arival 5/s
! mlsys serving: unknown option '--arival'; did you mean '--arrival'?
? 2
$ mlsys catalog show h100 --colums key
! mlsys catalog show: unknown option '--colums'; did you mean '--columns'?
? 2
$ mlsys degradation fit --fromat csv
! mlsys degradation fit: unknown option '--fromat'; did you mean '--format'?
? 2
# A short option in the wrong case gets its letter; a long name written with
# one dash gets the long option (not the short letter it starts with); a
# one-letter word is no typo of another letter (before, '-v' and '--v' got
# "did you mean '--x'?", the plot's x axis).
$ mlsys iron-law -F csv
! mlsys iron-law: unknown option '-F'; did you mean '-f'?
? 2
$ mlsys iron-law -v
! mlsys iron-law: unknown option '-v'; did you mean '-V'?
? 2
$ mlsys iron-law -batch 4
! mlsys iron-law: unknown option '-batch'; did you mean '--batch'?
? 2
$ mlsys iron-law -hw h100
! mlsys iron-law: unknown option '-hw'; did you mean '--hw'?
? 2
$ mlsys iron-law --v
! mlsys iron-law: unknown option '--v'; see --help
? 2
$ mlsys iron-law -q
! mlsys iron-law: unknown option '-q'; see --help
? 2
# A flag letter with text after it that names no option: the flag takes no
# value.
$ mlsys iron-law -hzzzz
! mlsys iron-law: --help takes no value
? 2
# Every option of every command (and subcommand), with its second and
# third letters swapped, gets a suggestion (the swap can make a word as
# close to another option: "tpo" from "top" is one deletion from "tp").
# Listed: those that get none; the count of typos tried is above 250.
$ mlsys help --format json | jq -r '.commands[] | select((.subcommands|length)==0) | .name as $c | .options[] | select((.flags|index("positional"))|not) | select(.name|length>=3) | "\($c)\t\(.name)"' > opts.tsv; n=0; while IFS=$'\t' read -r c o; do t="${o:0:1}${o:2:1}${o:1:1}${o:3}"; [ "$t" = "$o" ] && continue; n=$((n+1)); e=$(mlsys $c --$t 2>&1 >/dev/null); case "$e" in *"'; did you mean '--"*"'?") ;; *) echo "none: $c --$t: $e";; esac; done < opts.tsv; [ "$n" -gt 250 ] && echo "tried more than 250"
tried more than 250
