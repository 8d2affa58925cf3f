# The command needs a subcommand; an unknown one is refused with exit 2.
$ mlsys degradation foo
! mlsys degradation: unknown subcommand 'foo'; run 'mlsys help degradation' for the list
? 2
$ mlsys degradation predic --acc0 0.9
! mlsys degradation: unknown subcommand 'predic'; did you mean 'predict'?
? 2
$ mlsys degradation
!~ ^mlsys: degradation: missing subcommand$
? 2
