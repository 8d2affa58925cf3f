# docs/rank.sh's prose: a paragraph of docs/validation.md is printed only while the
# tables printed before it (since the paragraph before) are the text it was written
# against, so a model change that moves a figure the paragraph quotes stops
# docs/mkvalidation.sh instead of leaving the paragraph behind. The checksum is
# cksum's CRC of that text; the cases compute it with cksum from the same text, so
# what they test is the window (which text) and the verdict, not the CRC.
#
# The right checksum: the paragraph follows its table.
$ . "$TESTDATA/../../docs/rank.sh"; prose_out=doc.md prose_at=0; s=$(printf '| a | 1 |\n' | cksum | cut -d' ' -f1); { printf '| a | 1 |\n'; prose "$s" "Row a is 1."; } >doc.md; cat doc.md
| a | 1 |
Row a is 1.
# A table that changed under its paragraph (1 became 2): the document stops, naming
# the paragraph and the checksum its tables have now, and nothing of the paragraph is
# printed.
$ . "$TESTDATA/../../docs/rank.sh"; prose_out=doc.md prose_at=0; s=$(printf '| a | 1 |\n' | cksum | cut -d' ' -f1); ( { printf '| a | 2 |\n'; prose "$s" "Row a is 1."; } >doc.md ); echo "exit $?"; cat doc.md
exit 1
| a | 2 |
!~ ^docs/mkvalidation\.sh: the tables before the paragraph "Row a is 1\.\.\.\." changed \(checksum [0-9]+; it was written for [0-9]+\): read its figures against them, mend them, and set its checksum to [0-9]+$
# The window: the second paragraph's checksum covers only what was printed after the
# first paragraph (its own table), not the first table nor the first paragraph.
$ . "$TESTDATA/../../docs/rank.sh"; prose_out=doc.md prose_at=0; s1=$(printf '| a | 1 |\n' | cksum | cut -d' ' -f1); s2=$(printf '| b | 2 |\n' | cksum | cut -d' ' -f1); { printf '| a | 1 |\n'; prose "$s1" "Row a is 1."; printf '| b | 2 |\n'; prose "$s2" "Row b is 2."; } >doc.md; cat doc.md
| a | 1 |
Row a is 1.
| b | 2 |
Row b is 2.
# PROSE_SUMS=show, for mending: every paragraph's checksum and first words go to
# standard error, and a wrong checksum no longer stops the document.
$ . "$TESTDATA/../../docs/rank.sh"; prose_out=doc.md prose_at=0; s=$(printf '| a | 2 |\n' | cksum | cut -d' ' -f1); { printf '| a | 2 |\n'; PROSE_SUMS=show prose 0 "Row a is 1."; } >doc.md 2>sums.txt; cat doc.md; [ "$(cat sums.txt)" = "$s Row a is 1." ] && echo shown
| a | 2 |
Row a is 1.
shown
