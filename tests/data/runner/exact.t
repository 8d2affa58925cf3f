# Without a tolerance line, stdout is compared exactly: 3.57998 is not 3.58.
$ echo 3.57998
3.58
# A tolerance applies to stdout only: stderr stays exact (here it must be empty).
$ echo 2.5; echo oops >&2
= rtol 0.1
2.49
