# A replica spanning nodes (docs/inference.md): Llama 3.1 405B in bf16 on two DGX H100
# nodes, over their InfiniBand NDR (ib-ndr: 50 GB/s a port, 5 us, bus efficiency 0.96).
# A decode step at batch 1 all-reduces B h 2 = 16,384 x 2 = 32,768 B twice a layer.
#
# t = 16 across the nodes: NCCL's tree, 2 ceil(log2 16) = 8 latency steps plus the
# ring's bytes, 2 x 15/16 x 32,768 B at 48 GB/s: 40 us + 1.28 us = 41.28 us; 2 x 126
# layers: 10.40256 ms.
$ mlsys infer --hw h100 --workload llama3-405b --tp 16 --columns T_comm -f csv --no-header
= rtol 1e-12
0.01040256
$ mlsys infer --hw h100 --workload llama3-405b --tp 16 -f json | jq -r '.notes[] | select(startswith("t p"))'
t p = 16 devices span 2 nodes of 8: ib-ndr between them (tensor-parallel all-reduces cross it)
# t = 8 in each node, p = 2 across: the all-reduces stay on NVLink as at p = 1, and the
# one stage hand-off crosses the network: 5 us + 32,768 B / 48 GB/s = 5.6827 us more.
$ a=$(mlsys infer --hw h100 --workload llama3-405b --tp 8 --pp 2 --columns T_comm -f csv --no-header); b=$(mlsys infer --hw h100 --workload llama3-405b --tp 8 --pp 1 --columns T_comm -f csv --no-header); awk -v a="$a" -v b="$b" 'BEGIN { printf "%.6g\n", a - b }'
= rtol 1e-9
5.68267e-06
# Nodes of one device with no scale-out fabric known: the fabric must be given.
$ mlsys infer --hw rtx4090 --workload llama3-8b --tp 2 --node-size 1 --intra-fabric pcie-gen4
! mlsys infer: --fabric: t p = 2 devices span nodes of 1: give the fabric between nodes (--fabric NAME, or --alpha and --beta)
? 2
$ mlsys infer --hw rtx4090 --workload llama3-8b --tp 2 --node-size 1 --intra-fabric pcie-gen4 --alpha 50us --beta 12.5GB/s --columns tp -f csv --no-header
2
# A link between nodes given for a replica that stays in one node is said to be
# unused, not dropped silently (the link inside the node is --intra-fabric): two
# H100 of an eight-GPU node with --beta, and serving with --tp given. With t = 16
# the same --fabric is used and noted as such, without the unused note.
$ mlsys infer --hw h100 --workload llama3-8b --tp 2 --beta 150GB/s -f json | jq -r '.notes[] | select(contains("link between nodes"))'
--fabric, --alpha and --beta name the link between nodes, unused: a replica of 2 devices stays in one node (the link inside it: --intra-fabric)
$ mlsys serving --hw h100 --workload llama3-8b --tp 1 --arrival 1req/s --fabric ib-ndr -f json | jq -r '.notes[] | select(contains("link between nodes"))'
--fabric, --alpha and --beta name the link between nodes, unused: a replica of 1 device stays in one node (the link inside it: --intra-fabric)
$ mlsys infer --hw h100 --workload llama3-405b --tp 16 --fabric ib-ndr -f json | jq -r '.notes[] | select(contains("nodes"))'
t p = 16 devices span 2 nodes of 8: ib-ndr between them (tensor-parallel all-reduces cross it)
# serving's search tries layouts without notes and sets the one it keeps up again
# with them: its notes are infer's at that layout, spanning nodes (Llama 3 405B in
# bf16 needs 16 H100: the same note as infer --tp 16 above) or not (Llama 3 8B on
# one), and said once, not the default --tp 1's (which holds no 405B sequence).
$ mlsys serving --hw h100 --workload llama3-405b --arrival 1req/s --slo-ttft 2s --slo-tpot 100ms --fabric ib-ndr -f json | jq -r '.notes[] | select(contains("nodes"))'
t p = 16 devices span 2 nodes of 8: ib-ndr between them (tensor-parallel all-reduces cross it)
$ mlsys serving --hw h100 --workload llama3-405b --arrival 1req/s --slo-ttft 2s --slo-tpot 100ms -f json | jq -r '[.notes[] | select(startswith("precision") or startswith("continuous batching by"))] | length'
2
$ mlsys serving --hw h100 --workload llama3-8b --arrival 1req/s --slo-ttft 2s --slo-tpot 100ms --fabric ib-ndr -f json | jq -r '.notes[] | select(contains("nodes"))'
--fabric, --alpha and --beta name the link between nodes, unused: a replica of 1 device stays in one node (the link inside it: --intra-fabric)
# Without a target (or with --find arrival) serving lays nothing out: the layout is
# --tp's default, one device, and the unused link is said as with --tp given.
$ mlsys serving --hw h100 --workload llama3-8b --arrival 1req/s --fabric ib-ndr -f json | jq -r '.notes[] | select(contains("link between nodes"))'
--fabric, --alpha and --beta name the link between nodes, unused: a replica of 1 device stays in one node (the link inside it: --intra-fabric)
$ mlsys serving --hw h100 --workload llama3-8b --arrival 1req/s --find arrival --slo-tpot 50ms --replicas 2 --fabric ib-ndr -f json | jq -r '.notes[] | select(contains("link between nodes"))'
--fabric, --alpha and --beta name the link between nodes, unused: a replica of 1 device stays in one node (the link inside it: --intra-fabric)
# A machine of one device (Apple's SoCs: node.devices 1) has no link inside
# a node, so a pipeline of two is two machines and its one hand-off crosses
# the fabric given. By hand, at B 1 the hand-off carries one token's
# activations, 4,096 x 2 bytes = 8,192 B over InfiniBand NDR: alpha 5 us +
# 8,192 B / (50 GB/s x 0.96) = 5.17067 us.
$ mlsys infer --hw m4-max --workload llama3-8b --pp 2 --fabric ib-ndr --columns T_comm -f csv --no-header
= rtol 1e-5
5.17067e-06
