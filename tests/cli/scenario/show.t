# show: the inputs as written, each expectation with its tolerance, the source and file.
$ mlsys scenario show DenseParametersVsBandwidthSince2014
field                        value
name                         DenseParametersVsBandwidthSince2014
type                         parameter-bandwidth-growth
title                        Dense-model parameter growth against per-device memory bandwidth, 2014 on
source                       mlsysim ParameterBandwidthGrowthScenario (Scenarios.DenseParametersVsBandwidthSince2014, printed "%.3g" as 3.9e+03); Machine Learning Systems textbook
file                         scenarios/DenseParametersVsBandwidthSince2014.yaml
inputs.accelerators          k80, p100, v100, a100, h100, h200, b200
inputs.baseline_accelerator  k80
inputs.dense_models          vgg16, resnet50, bert-large, gpt2-xl, gpt3, mt-nlg-530b, palm-540b, llama3-405b
inputs.sparse_models         switch-c, gpt4, mixtral-8x7b, deepseek-v3
inputs.baseline_model        vgg16
expect.parameter_growth      3.9e+03 (%.3g)
# Lists of expectations and nested option maps are shown one row each.
$ mlsys scenario show RingAllReduce256GPUsNDR -f csv
field,value
name,RingAllReduce256GPUsNDR
type,evaluate
title,"Ring all-reduce over 256 GPUs on InfiniBand NDR (1 GB, 14 GB of gradients, BERT-Large's 0.68 GB)"
source,"Machine Learning Systems textbook (Reddi et al.), distributed training: ring all-reduce over 256 GPUs at beta = 50 GB/s, alpha = 5 us: 1 GB in 42.4 ms, 14 GB in 560.4 ms, 0.68 GB (BERT-Large fp16 gradients) in 29.64 ms"
file,scenarios/RingAllReduce256GPUsNDR.yaml
inputs.command,comm
inputs.options.fabric,ib-ndr
inputs.options.collective,allreduce
inputs.options.ranks,256
inputs.options.size,"1 GB, 14 GB, 0.68 GB"
expect.T[1],42.4 ms (%.3g)
expect.T[2],560.4 ms (%.4g)
expect.T[3],29.64 ms (%.4g)
expect.regime[1],bandwidth
$ cd "$TESTDATA/scenario" && mlsys scenario show UserGrowth.yaml -f tsv
field	value
name	UserGrowth
type	parameter-bandwidth-growth
title	A small series
source	hand calculation
file	UserGrowth.yaml
inputs.accelerators	k80, h100, b200
inputs.baseline_accelerator	K80
inputs.dense_models	vgg16, gpt3
inputs.sparse_models	gpt4
inputs.baseline_model	vgg16
expect.bandwidth_index[h100]	6.979167 (rtol 1e-06)
expect.bandwidth_growth	16.7 (%.3g)
expect.dense_index[vgg16]	1 (rtol 0)
expect.dense_index[gpt3]	1264.8389 (rtol 1e-07)
expect.sparse_index[gpt4]	12720.665 (rtol 1e-07)
expect.parameter_growth	1264.8389 (rtol 1e-07)
