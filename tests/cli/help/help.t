# `mlsys help [COMMAND [SUBCOMMAND]]` reads its words as options (help.c:
# help_opts, the positional COMMAND and SUBCOMMAND) and the global ones.
#
# Help has a help page of its own, and the command list names it.
$ mlsys help help
~ ^usage: mlsys help \[OPTIONS\] \[COMMAND\] \[SUBCOMMAND\]$
~ ^  COMMAND +the command to describe \(none: the list of commands\)$
~ ^  SUBCOMMAND +the subcommand of COMMAND to describe$
~ ^  mlsys help iron-law$
$ mlsys help | grep '^  help '
  help          show help for a command: mlsys help COMMAND
# Global options are accepted before and after; --help asks for what help
# already prints.
$ mlsys --digits 3 help units > a; mlsys help units --catalog . > b; mlsys help --help units > c; mlsys help units > d; cmp a d && cmp b d && cmp c d && head -1 d
usage: mlsys units [OPTIONS] EXPR [UNIT]
$ mlsys --help > a; mlsys help > b; cmp a b && head -1 a
usage: mlsys [GLOBAL OPTIONS] COMMAND [OPTIONS]
# The exit statuses at the end of the list (help.c, mlsys_help_exits; the
# codes of mlsys_err_exit_status in src/core/err.c).
$ set -o pipefail; mlsys help | tail -2
Exit status: 0 success, 1 a file or evaluation failed, 2 the command line
is wrong, 3 an assertion or scenario expectation failed.
#
# Errors: words after a command without subcommands, or after a
# subcommand; an option that is neither help's nor a global one.
$ mlsys help units extra
! mlsys help: 'units' has no subcommand 'extra'
? 2
$ mlsys help catalog list extra
! mlsys help: unexpected argument 'extra'
? 2
$ mlsys help iron-law --bogus
! mlsys help: unknown option '--bogus'; see --help
? 2
$ mlsys help --digits
! mlsys help: --digits needs a value (a number)
? 2
# A typo of a pseudo-command gets the same suggestion as one of a command.
$ mlsys help completon
! mlsys: unknown command 'completon'; did you mean 'completion'?
? 2
