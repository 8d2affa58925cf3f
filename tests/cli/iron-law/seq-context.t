# --seq above the workload's context is accepted (the
# formulas hold) but noted. data/workloads/llama2-7b.yaml: context 4096 tokens. The
# precision default is bf16 (the H100 has a bf16 rate).
$ mlsys iron-law --hw h100 --workload llama2-7b --seq 8192 -f json --columns seq
{"command": "iron-law", "version": "0.1.0", "units": {"seq": ""}, "rows": [
  {"seq": 8192}
], "notes": ["eta_hw = 1 (default; --eff sets the achieved fraction of peak)", "phase decode (default for this workload; --phase)", "S = 8192 exceeds llama2-7b's context of 4096 tokens", "precision bf16 (default; --precision)"]}
# S equal to the context is within it: no such note.
$ mlsys iron-law --hw h100 --workload llama2-7b --seq 4096 -f json --columns seq
{"command": "iron-law", "version": "0.1.0", "units": {"seq": ""}, "rows": [
  {"seq": 4096}
], "notes": ["eta_hw = 1 (default; --eff sets the achieved fraction of peak)", "phase decode (default for this workload; --phase)", "precision bf16 (default; --precision)"]}
# In a sweep over S the points past the context are named, each once (2048 and 4096
# are within it).
$ mlsys memory --workload llama2-7b --seq 2048..16384x2 -f json --columns seq | grep -o '"S = [^"]*"'
"S = 8192 exceeds llama2-7b's context of 4096 tokens"
"S = 16384 exceeds llama2-7b's context of 4096 tokens"
