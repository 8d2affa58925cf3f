#!/usr/bin/env bash
# docs/mkman.sh MLSYS > docs/mlsys.1 - write the mlsys(1) manual page.
#
# The hand-written parts (NAME, SYNOPSIS, DESCRIPTION, EXIT STATUS,
# ENVIRONMENT, FILES, EXAMPLES) are below; the GLOBAL OPTIONS and COMMANDS
# sections are generated from what the binary MLSYS prints for `mlsys help`
# and `mlsys help COMMAND [SUBCOMMAND]`: every option with its unit and
# default, every output key with its unit, and the examples. So the page
# cannot drift from the command tables: tests/cli/manpage.sh regenerates it
# and fails when docs/mlsys.1 differs. After changing a command, run
#   docs/mkman.sh build/mlsys > docs/mlsys.1
# Needs only bash and a POSIX awk; the output is the same in every locale.
set -euo pipefail
bin=$1
export LC_ALL=C
version=$("$bin" --version | awk '{print $2}')

# The commands `mlsys help` lists, in its order (help itself excluded).
commands() {
    "$bin" help | awk '/^commands:/{on=1; next} on && /^  [a-z]/{print $1} on && /^$/{exit}'
}
# The one-line summary of command $1 in `mlsys help`.
summary() {
    "$bin" help | awk -v c="$1" '/^commands:/{on=1; next} on && $1 == c {sub(/^  [^ ]+ +/, ""); print; exit}'
}

# roff: turn help text (stdin, one section of `mlsys help COMMAND`) into
# man markup. Mode "desc": prose, lines indented by two spaces kept as
# they are (formulas); "opts": option table; "keys": output keys;
# "subs": subcommands; "examples": command lines.
roff() {
    awk -v mode="$1" '
    # Escape text for roff: backslashes, and a leading dot or quote.
    function esc(s) {
        gsub(/\\/, "\\e", s)
        if (s ~ /^[.\047]/) s = "\\&" s
        return s
    }
    # Escape, and make every "-" a hyphen-minus, as option names need.
    function dash(s) { s = esc(s); gsub(/-/, "\\-", s); return s }
    # Bold option names and italic metavariables in an option spec such
    # as "-f, --format WORD" or "EXPR".
    function spec(s,   n, i, w, out, parts) {
        n = split(s, parts, " ")
        out = ""
        for (i = 1; i <= n; i++) {
            w = parts[i]
            if (w ~ /^-/) {
                sub(/,$/, "", w)
                out = out (out == "" ? "" : (parts[i - 1] ~ /,$/ ? ", " : " ")) "\\fB" dash(w) "\\fR"
            } else {
                out = out (out == "" ? "" : " ") "\\fI" esc(w) "\\fR"
            }
        }
        return out
    }
    mode == "desc" {
        if ($0 ~ /^  / && !nf) { print ".nf"; nf = 1 }
        if ($0 !~ /^  / && nf) { print ".fi"; nf = 0 }
        if ($0 == "") { print ".PP"; next }
        print esc($0)
        next
    }
    mode == "opts" {
        line = $0; sub(/^ +/, "", line)
        if (match(line, /  +/)) { s = substr(line, 1, RSTART - 1); t = substr(line, RSTART + RLENGTH) }
        else { s = line; t = "" }
        # a list of choices may break after each "|", left-adjusted
        t = esc(t)
        n = gsub(/[|]/, "|\\:", t)
        print ".TP"; print spec(s)
        if (n) { print ".ad l"; print t; print ".ad" } else print t
        next
    }
    mode == "keys" {
        line = $0; sub(/^ +/, "", line)
        match(line, /  +/); k = substr(line, 1, RSTART - 1); rest = substr(line, RSTART + RLENGTH)
        if (match(rest, /  +/)) { u = substr(rest, 1, RSTART - 1); m = substr(rest, RSTART + RLENGTH) }
        else { u = rest; m = "" }
        print ".TP"; print "\\fB" esc(k) "\\fR (" esc(u) ")"; print esc(m)
        next
    }
    mode == "subs" {
        line = $0; sub(/^ +/, "", line)
        match(line, /  +/)
        print ".TP"; print "\\fB" esc(substr(line, 1, RSTART - 1)) "\\fR"
        print esc(substr(line, RSTART + RLENGTH))
        next
    }
    mode == "examples" { sub(/^ +/, ""); print dash($0); next }
    END { if (nf) print ".fi" }'
}

# section NAME: the lines of section NAME ("options:") of help text on stdin,
# up to the next blank line.
section() {
    awk -v h="$1" '$0 == h {on = 1; next} on && /^$/ {exit} on {print}'
}

# The description of help text on stdin: from the line after the summary
# (line 3) to the first section heading.
description() {
    awk 'NR <= 4 {next} /^(options|output keys.*|subcommands|global options|examples):$/ {exit}
         /^Run .mlsys help/ {exit} {print}' | awk 'NF {last = NR} {line[NR] = $0}
         END {for (i = 1; i <= last; i++) print line[i]}'
}

# One command or subcommand: .SS heading, usage, description, options,
# output keys, subcommands, examples.
#
# The help text goes to each filter as a here-string, never as
# `printf '%s\n' "$help" | filter`: grep -q, description and section stop
# reading early, and help texts are longer than the 4 KiB printf writes
# first, so a printf still writing when its reader has gone was killed by
# SIGPIPE; under pipefail that dropped a section (the `if` saw a failure) or
# ended the script (set -e) - on a busy machine only, now and then. A
# here-string is written before its reader starts, by no process that can
# be killed.
command_section() {
    local name=$1 help
    help=$("$bin" help $name)
    echo ".SS $name"
    echo ".PP"
    sed -n 1p <<<"$help" | sed 's/^usage: //' | roff examples | sed 's/^/.B /'
    echo ".PP"
    sed -n 3p <<<"$help" | roff desc
    echo ".PP"
    description <<<"$help" | roff desc
    if grep -q '^options:$' <<<"$help"; then
        echo ".PP"
        echo "Options (units in brackets are what a quantity must have; any prefix works):"
        section 'options:' <<<"$help" | roff opts
    fi
    if grep -q '^output keys' <<<"$help"; then
        echo ".PP"
        echo "Output keys (the unit is the one of machine formats, base SI; 1 is a count):"
        section "$(grep '^output keys' <<<"$help")" <<<"$help" | roff keys
    fi
    if grep -q '^subcommands:$' <<<"$help"; then
        echo ".PP"
        echo "Subcommands, each described below:"
        section 'subcommands:' <<<"$help" | roff subs
    fi
    if grep -q '^examples:$' <<<"$help"; then
        echo ".PP"
        echo "Examples:"
        echo ".PP"
        echo ".RS"
        echo ".nf"
        section 'examples:' <<<"$help" | roff examples
        echo ".fi"
        echo ".RE"
    fi
}

cat <<EOF
.\\" mlsys(1) - generated by docs/mkman.sh from mlsys $version; do not edit:
.\\" change the command tables or docs/mkman.sh, then run
.\\" docs/mkman.sh build/mlsys > docs/mlsys.1
.TH MLSYS 1 "" "mlsys $version" "User Commands"
.SH NAME
mlsys \\- a calculator for machine-learning systems, with units
.SH SYNOPSIS
.B mlsys
[\\fIGLOBAL OPTIONS\\fR] \\fICOMMAND\\fR [\\fISUBCOMMAND\\fR] [\\fIOPTIONS\\fR]
.br
.B mlsys help
[\\fICOMMAND\\fR [\\fISUBCOMMAND\\fR]]
.br
.B mlsys
\\fICOMMAND\\fR \\fB\\-\\-help\\fR
.SH DESCRIPTION
.B mlsys
turns hardware specifications and workloads into first-pass answers about
machine-learning systems: how long a step takes, what it costs in energy
and memory, how a cluster scales, how often it fails and when to
checkpoint, how a serving system queues, how accuracy decays under drift.
Each command evaluates one model with the symbols of the
.I Machine Learning Systems
textbook. The models are deliberately simple; docs/*.md in the source
tree say what each one leaves out.
.PP
Every value carries its physical dimension from the moment it is parsed
to the moment it is printed. People see decimal prefixes
(41.79 ms, 3.35 TB/s); the machine formats carry base SI units.
.SS Quantities
A quantity is a number and a unit expression, with or without a space:
3.35TB/s, "989.4e12 FLOP/s", "0.5 pJ/B", "20 g/kWh", "50000 FIT", "12 %".
Decimal prefixes are k (or K), M, G, T, P, E, Z and m, u (or \\(mc), n, p, f;
binary prefixes Ki, Mi, Gi, Ti, Pi exist only on bytes and bits. Units are
case-sensitive: MB is a megabyte, Mb a megabit, and mB is refused.
FLOPs counts operations; FLOP/s, FLOPS and TOPS are rates. An option that
takes a quantity also takes an expression with + \\- * / ^ and parentheses
("1024 * 312 TFLOP/s"); dimensions are checked, so "1 s + 1 B" is an
error. NaN, infinities and numbers outside the range of a double are
refused wherever a number is read.
.SS Sweeps
Any numeric, choice or catalog-name option takes a list
.IR a , b , c ,
a range
.I a..b
(step 1),
.I a..b+k
(arithmetic) or
.I a..b*k
(geometric, also spelled
.IR a..bxk ),
with units on the endpoints (\\-\\-bw 1TB/s..8TB/s*2), and a catalog-name
option takes
.B all
for every entry (hardware of kind system, such as a rack, only when named:
see docs/catalog.md). Several swept options give their cartesian product, one
output row per point; the option given first varies slowest. A sweep may
have up to 1e12 points; rows stream as they are computed. A point that
cannot be evaluated is reported on standard error and the sweep goes on
(exit status 1 at the end); a sweep whose first 10000 points all fail
stops there, as does \\-\\-input when its first 10000 lines all fail.
.SS Output
The table format is for people: one row prints as a vertical list of
symbol, meaning and value; many rows as columns. The machine formats json,
jsonl, csv and tsv carry every output key, numbers in base SI units (s, B,
FLOP, B/s, FLOP/s, J, W) printed so that they read back exactly; NaN and
infinity are null in JSON and empty in CSV and TSV. They are a stable,
versioned contract. Notes on the assumptions a command made go to the end
of the table, or into the "notes" of JSON.
.SH GLOBAL OPTIONS
These are accepted before or after the command.
EOF
"$bin" help | section 'global options:' | roff opts

cat <<'EOF'
.SH COMMANDS
Each command below lists its options (with the unit a quantity must have
and the default), its output keys (with the unit of the machine formats)
and examples, exactly as
.B mlsys help
.I COMMAND
prints them.
EOF
for c in $(commands); do
    [ "$c" = help ] && continue
    if ! "$bin" help "$c" >/dev/null 2>&1; then # no option table of its own
        echo ".SS $c"
        echo ".PP"
        summary "$c" | roff desc
        continue
    fi
    command_section "$c"
    for s in $("$bin" help "$c" | section 'subcommands:' | awk '{print $1}'); do
        command_section "$c $s"
    done
done

cat <<'EOF'
.SH EXIT STATUS
.TP
.B 0
Success, also when a reader such as
.BR head (1)
closes the pipe early.
.TP
.B 1
A file or an evaluation failed: an invalid catalog entry, scenario, CSV or
\-\-input file (reported as FILE:LINE:COL), a file that cannot be read,
a numerical method that did not converge, some points of a sweep or lines
of \-\-input that could not be evaluated, or a write error such as a full
disk.
.TP
.B 2
The command line is wrong: an unknown command or option, a missing
value, a malformed quantity, a wrong dimension, a value out of its range,
an unknown catalog name.
.TP
.B 3
An \-\-assert or a scenario expectation failed.
.PP
Errors are one line on standard error, "mlsys COMMAND: \-\-opt: message"
or "mlsys: FILE:LINE:COL: message", with a suggestion where one exists.
A model that does not fit in memory is a result (fits: false), not an
error.
.SH ENVIRONMENT
.TP
.B MLSYS_CATALOG
A colon-separated list of catalog directories, read before those given
with \-\-catalog; empty parts are skipped. Entries in later directories
override earlier ones and the shipped catalog, by kind and name.
.PP
No locale setting changes how numbers are read or printed.
.SH FILES
.TP
.IB DIR /hardware/ NAME .yaml
.TQ
.IB DIR /workloads/ NAME .yaml
.TQ
.IB DIR /fabrics/ NAME .yaml
.TQ
.IB DIR /grids/ NAME .yaml
Catalog entries of a user catalog directory DIR (\-\-catalog,
MLSYS_CATALOG), one YAML file per entry, named after the entry. The
schemas are in data/README.md of the source tree, and docs/catalog.md
explains how to write an entry. The shipped catalog (data/) and the shipped
scenarios (scenarios/) are built into the binary: it reads no file unless
told to.
.TP
.I FILE.yaml
A scenario file for
.B mlsys scenario run
and
.BR "mlsys scenario check" ;
the format is docs/scenarios.md of the source tree.
.PP
YAML files are read up to 1 MiB, nested at most 64 levels, without
anchors, aliases or tags. \-\-input lines are read up to 1 MiB each.
.SH EXAMPLES
One decode step of Llama 3.1 70B on an H100, by the iron law:
.PP
.RS
.nf
mlsys iron\-law \-\-hw h100 \-\-workload llama70b
.fi
.RE
.PP
The same from raw quantities, and only the step time:
.PP
.RS
.nf
mlsys iron\-law \-\-dvol 16.06GB \-\-ops 0FLOP \-\-bw 3.35TB/s \e
    \-\-peak 989TFLOP/s \-\-lat 0s \-\-columns T
.fi
.RE
.PP
Every device of the catalog on one workload, and a batch sweep as CSV:
.PP
.RS
.nf
mlsys iron\-law \-\-hw all \-\-workload llama3\-8b \-\-columns hw,T,bound,fits
mlsys iron\-law \-\-hw h100,b200 \-\-workload llama3\-8b \-\-batch 1..1024x4 \-f csv
.fi
.RE
.PP
Fail a script when any point of a sweep is too slow (exit status 3):
.PP
.RS
.nf
mlsys iron\-law \-\-hw h100 \-\-workload llama3\-8b \-\-batch 1..64x4 \e
    \-\-assert "T <= 6 ms"
.fi
.RE
.PP
Time to stream 140 GB at 3.35 TB/s, in milliseconds:
.PP
.RS
.nf
mlsys units "140 GB / 3.35 TB/s" ms
.fi
.RE
.PP
How often to checkpoint a job of 16384 devices:
.PP
.RS
.nf
mlsys checkpoint \-\-write 2.5min \-\-devices 16384 \e
    \-\-mtbf\-component 50000h \-\-restart 10min
.fi
.RE
.SH SEE ALSO
In the source tree: README.md; docs/single-device.md,
docs/distributed.md, docs/reliability.md, docs/serving.md,
docs/degradation.md (what each model assumes and where it stops holding);
docs/catalog.md and data/README.md (catalog entries); docs/scenarios.md;
docs/notation.md (the symbols and equations).
EOF
