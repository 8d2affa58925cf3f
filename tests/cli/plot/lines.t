# `--plot FILE.svg --x KEY --y KEY`: a line chart of any command's rows, one series per
# value of the other swept inputs (here hw), with a legend titled by their keys.
$ mlsys iron-law --hw h100,a100 --workload llama3-8b --batch 1..64x2 --plot t.svg --x batch --y T --log x -f csv --no-header --columns hw,batch | wc -l && xmllint --noout t.svg && grep -c '<polyline' t.svg && grep -o '<title>[^<]*</title>\|>hw<\|>h100-sxm<\|>a100<\|>T (ms)<\|>batch<' t.svg
14
2
<title>mlsys iron-law: T against batch</title>
>batch<
>T (ms)<
>hw<
>h100-sxm<
>a100<
# Two other swept inputs: one series per combination, labelled with both values.
$ mlsys iron-law --hw h100 --workload llama3-8b,llama70b --precision fp16,fp8 --batch 1,8 --plot t.svg --x batch --y T > /dev/null && xmllint --noout t.svg && grep -c '<polyline' t.svg && grep -o '>workload, precision<\|>llama3-70b, fp8<' t.svg
4
>workload, precision<
>llama3-70b, fp8<
# Neither axis a swept input: each series runs along the innermost one (given last), so
# infer's batch sweep plotted as throughput against TPOT is one curve of ten points, not
# ten one-point series; with --tp 4,8 before it, one curve per t.
$ mlsys infer --hw h100 --workload llama70b --tp 8 --batch 1..512x2 --plot t.svg --x tokens_per_s --y TPOT > /dev/null && xmllint --noout t.svg && grep -c '<polyline' t.svg && grep -o 'points="[^"]*"' t.svg | tr ' ' '\n' | grep -c ,
1
10
$ mlsys infer --hw h100 --workload llama70b --tp 4,8 --batch 1..512x2 --plot t.svg --x tokens_per_s --y TPOT > /dev/null && grep -c '<polyline' t.svg && grep -o '>tp<\|>tp=4<\|>tp=8<' t.svg
2
>tp<
>tp=4<
>tp=8<
# Nothing else swept: one line, no legend. Log y: the unit on every decade.
$ mlsys iron-law --hw h100 --workload llama3-8b --batch 1..1024x4 --plot t.svg --x batch --y T --log x,y > /dev/null && xmllint --noout t.svg && grep -c '<polyline' t.svg && grep -o '>10 ms<\|>100 ms<\|>T (s)<' t.svg
1
>10 ms<
>100 ms<
>T (s)<
