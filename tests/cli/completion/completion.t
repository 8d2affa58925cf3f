# `mlsys completion bash` prints a bash completion script generated from the command
# and option tables. Each case sources it and calls _mlsys the way bash does: c WORDS...
# sets COMP_WORDS to the words (the last one is being completed) and prints COMPREPLY.
$ mlsys completion bash | bash -n && mlsys completion bash | grep -c '^complete -F _mlsys mlsys$'
1
# Commands, subcommands, and the pseudo-commands help and completion.
$ source <(mlsys completion bash); c() { COMP_WORDS=("$@"); COMP_CWORD=$(($# - 1)); COMPREPLY=(); _mlsys; echo "${COMPREPLY[*]}"; }; c mlsys iron-l; c mlsys rel; c mlsys catalog l; c mlsys help cat; c mlsys help catalog s; c mlsys completion ''; c mlsys compl; c mlsys help compl
iron-law
reliability
list
catalog
show
bash
completion
completion
# Options: the command's own and the global ones, also before the command word.
$ source <(mlsys completion bash); c() { COMP_WORDS=("$@"); COMP_CWORD=$(($# - 1)); COMPREPLY=(); _mlsys; echo "${COMPREPLY[*]}"; }; c mlsys iron-law --wor; c mlsys iron-law --for; c mlsys roofline --pl; c mlsys -f csv iron; c mlsys --plot x.svg --x T roof; c mlsys --no-header iron
--workload
--format
--plot
iron-law
roofline
iron-law
# Values: CHOICE words, after "--opt value" or "--opt=value" (bash splits the '='), and
# with global options and flags in between.
$ source <(mlsys completion bash); c() { COMP_WORDS=("$@"); COMP_CWORD=$(($# - 1)); COMPREPLY=(); _mlsys; echo "${COMPREPLY[*]}"; }; c mlsys iron-law --phase p; c mlsys iron-law --phase = p; c mlsys iron-law --phase=p; c mlsys iron-law --no-header --batch 4 --compute-precision fp; c mlsys -f j; c mlsys iron-law --format = c
prefill
prefill
--phase=prefill
fp64 fp32 fp16 fp8 fp4
json jsonl
csv
# Catalog names for NAME options (and "all"), read from the catalog at completion time,
# with the --catalog directories of the line; the next item of a sweep list.
$ source <(mlsys completion bash); c() { COMP_WORDS=("$@"); COMP_CWORD=$(($# - 1)); COMPREPLY=(); _mlsys; echo "${COMPREPLY[*]}"; }; c mlsys iron-law --hw h1; c mlsys iron-law --hw a; c mlsys iron-law --hw a100,h2; c mlsys iron-law --workload llama3-; c mlsys energy --grid = fr; c mlsys iron-law --hw my; c mlsys iron-law --catalog "$TESTDATA/catalog/user" --hw my
h100-nvl h100-pcie h100-sxm h100-sxm-96gb
all a10 a100 a100-pcie a10g a30 a40
a100,h20 a100,h200
llama3-405b llama3-70b llama3-8b
france

my-gpu
# Output keys for --x, --y and --columns (the command's columns and its options' keys).
$ source <(mlsys completion bash); c() { COMP_WORDS=("$@"); COMP_CWORD=$(($# - 1)); COMPREPLY=(); _mlsys; echo "${COMPREPLY[*]}"; }; c mlsys roofline --x R_; c mlsys iron-law --y T_; c mlsys iron-law --columns hw,bat; c mlsys roofline --y e
R_peak R_attain
T_mem T_comp T_comm
hw,batch
eta_hw eff
# Positional words: catalog kinds, catalog names for `catalog show`, scenario names for
# `scenario show`; where no positional value completes, the options.
$ source <(mlsys completion bash); c() { COMP_WORDS=("$@"); COMP_CWORD=$(($# - 1)); COMPREPLY=(); _mlsys; echo "${COMPREPLY[*]}"; }; c mlsys catalog list w; c mlsys catalog show llama3-7; c mlsys scenario show RooflineR; c mlsys units 1s --dig; c mlsys loggp --o
workloads
llama3-70b
RooflineRidgeH100
--digits
--o --o-send --o-recv
# Files for --plot and directories for --catalog.
$ mkdir sub && touch sub/a.svg && source <(mlsys completion bash); c() { COMP_WORDS=("$@"); COMP_CWORD=$(($# - 1)); COMPREPLY=(); _mlsys; echo "${COMPREPLY[*]}"; }; c mlsys roofline --plot sub/; c mlsys --catalog s
sub/a.svg
sub
$ mlsys completion
! mlsys completion: give the shell: mlsys completion bash
? 2
$ mlsys completion zsh
! mlsys completion: unknown shell 'zsh'; shells are: bash
? 2
# Its help page, as `mlsys help COMMAND` prints any other: the usage (no [OPTIONS]: it
# takes only the shell word, and no global options), summary, description, the SHELL
# word and an example. `mlsys completion --help` and -h, anywhere, print the same.
$ mlsys help completion
usage: mlsys completion SHELL

print a bash completion script: source <(mlsys completion bash)

Prints a bash completion script generated from the command and option tables, so
it completes every command, subcommand and option of this binary, the words of
choice options, catalog names (read when completing, with --catalog and
MLSYS_CATALOG), output keys for --columns, --x and --y, and file and directory
names. Load it into the running shell, or save it where bash-completion looks:
  source <(mlsys completion bash)
  mlsys completion bash > ~/.local/share/bash-completion/completions/mlsys

options:
  SHELL  the shell to write the script for [one of: bash] [required]

examples:
  mlsys completion bash
$ mlsys help completion > help.txt && mlsys completion --help | cmp - help.txt && mlsys completion -h | cmp - help.txt && mlsys completion bash --help | cmp - help.txt && echo same
same
# `mlsys help` lists it with the same summary.
$ mlsys help | grep '^  completion '
  completion    print a bash completion script: source <(mlsys completion bash)
# `mlsys help` completes every command that has a help page, help itself too.
$ source <(mlsys completion bash); c() { COMP_WORDS=("$@"); COMP_CWORD=$(($# - 1)); COMPREPLY=(); _mlsys; echo "${COMPREPLY[*]}"; }; c mlsys help he; c mlsys he
help
help
