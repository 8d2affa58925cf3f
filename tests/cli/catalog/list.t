# `catalog list KIND`: a table per kind. Fabric figures from data/fabrics/*.yaml:
# bandwidth in Gbit/s divided by 8 gives GB/s (100 Gbit/s = 12.5 GB/s).
$ mlsys catalog list fabrics -f csv
name,bandwidth,latency,title
eth-100g,12500000000,0.00005,100 Gigabit Ethernet (TCP)
eth-10g,1250000000,0.00005,10 Gigabit Ethernet (TCP)
eth-400g,50000000000,0.00005,400 Gigabit Ethernet
ib-hdr,25000000000,0.000007,InfiniBand HDR
ib-ndr,50000000000,0.000005,InfiniBand NDR
ib-xdr,100000000000,0.000005,InfiniBand XDR
nvlink3,300000000000,5e-7,"NVLink 3 (A100, per direction)"
nvlink4,450000000000,5e-7,"NVLink 4 (H100, per direction)"
nvlink4-hgx4,150000000000,5e-7,"NVLink 4 between two H100 of a 4-GPU HGX board (6 links a pair, per direction)"
nvlink5,900000000000,5e-7,"NVLink 5 (B200, per direction)"
opa-100,12500000000,0.000001,Intel Omni-Path 100
pcie-gen4,32000000000,0.000001,PCIe Gen4 x16
pcie-gen4-sys,32000000000,0.000001,"PCIe Gen4 x16 through the hosts (two-socket server, no PCIe switch)"
pcie-gen5,64000000000,0.000001,PCIe Gen5 x16
roce-100g,12500000000,0.00001,100 GbE RoCE
xgmi-mi300x,64000000000,0.000001,"AMD Infinity Fabric (xGMI) of an 8-GPU MI300X platform: a full mesh, one link to each peer"
xgmi-mi355x,76800000000,0.000001,"AMD Infinity Fabric (xGMI) of an 8-GPU MI355X platform: a full mesh, one link to each peer"
$ mlsys catalog list fabrics
name           bandwidth  latency
eth-100g       12.5 GB/s    50 us
eth-10g        1.25 GB/s    50 us
eth-400g         50 GB/s    50 us
ib-hdr           25 GB/s     7 us
ib-ndr           50 GB/s     5 us
ib-xdr          100 GB/s     5 us
nvlink3         300 GB/s   500 ns
nvlink4         450 GB/s   500 ns
nvlink4-hgx4    150 GB/s   500 ns
nvlink5         900 GB/s   500 ns
opa-100        12.5 GB/s     1 us
pcie-gen4        32 GB/s     1 us
pcie-gen4-sys    32 GB/s     1 us
pcie-gen5        64 GB/s     1 us
roce-100g      12.5 GB/s    10 us
xgmi-mi300x      64 GB/s     1 us
xgmi-mi355x    76.8 GB/s     1 us
# Grids (data/grids/*.yaml) in g/kWh and L/kWh for people.
$ mlsys catalog list grids
name       carbon_intensity   pue      wue
                    (g/kWh)        (L/kWh)
china-avg               555   1.4      1.8
eu-avg                  270  1.12      1.8
france                   50  1.12      1.8
germany                 385  1.12      1.8
india-avg               720  1.58      1.8
iowa                    680  1.12      1.8
norway                   10  1.06        0
poland                  820  1.58      1.8
quebec                   20  1.06        0
us-avg                  429  1.12      1.8
# Hardware: the fp16 rate where there is one, else bf16 (TPUs), else the highest
# rate (k80: fp32 8.73 TFLOP/s; coral: int8 4 TOPS), from data/hardware/*.yaml.
$ mlsys catalog list hardware
~ ^name +class +year +peak +precision +bandwidth +capacity +tdp$
~ ^h100-sxm +cloud +2022 +989 TFLOP/s +fp16 +3\.35 TB/s +85\.9 GB +700 W$
~ ^tpu-v4 +cloud +2021 +275 TFLOP/s +bf16 +1\.2 TB/s +34\.36 GB +200 W$
~ ^k80 +cloud +2014 +8\.73 TFLOP/s +fp32 
~ ^coral +edge +2019 +4 TFLOP/s +int8 
# One row per entry: 94 hardware and 54 workload files (data/hardware/, data/workloads/;
# the counts of data/README.md). llama3-70b as data/workloads/llama3-70b.yaml has it.
$ mlsys catalog list hardware -f csv --no-header | wc -l
95
$ mlsys catalog list workloads -f csv --columns name,family,parameters,layers,year | grep -E '^(llama3-70b|mixtral-8x7b|resnet50),'
llama3-70b,decoder,70600000000,80,2024
~ ^mixtral-8x7b,moe,
~ ^resnet50,cnn,
$ mlsys catalog list workloads -f csv --no-header | wc -l
60
# Without KIND: every entry with its kind (95 + 60 + 17 + 10 = 182, data/README.md).
$ mlsys catalog list -f csv --no-header | wc -l
182
$ mlsys catalog list -f csv | grep -E '^(kind|hardware,h100-sxm|workload,llama3-70b),'
kind,name,aliases,title
hardware,h100-sxm,"h100, h100-sxm5",NVIDIA H100 SXM5
workload,llama3-70b,"llama70b, llama3.1-70b, llama-3.1-70b, llama-3-70b, llama3.3-70b, llama-3.3-70b, meta-llama-3-70b, meta-llama-3.1-70b",Llama 3.1 70B
$ mlsys catalog list -f json | head -1
{"command": "catalog list", "version": "0.1.0", "units": {}, "rows": [
$ mlsys catalog list gpus
! mlsys catalog list: KIND: unknown value 'gpus'; expected one of hardware, workloads, fabrics, grids
? 2
