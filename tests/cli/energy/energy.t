# docs/worked-examples.md #4: a 1,000 W server at 912 tokens/s; a 500-token response takes
# 500/912 s and 1000 * 500/912 = 548.2 J, 1000/912 = 1.096 J per token (1.1 J at 3 digits,
# "1.10 J" as published).
$ mlsys energy --power 1000W --time "500 s / 912" --batch 500 --columns E_power
548.2 J
$ mlsys energy --power 1000W --time "500 s / 912" --batch 500 --columns E_power_per_item --digits 3
1.1 J
# docs/worked-examples.md #30: 10,000 x 700 W for 720 h at PUE 1.12, 820 g/kWh:
# 7e6 W * 2.592e6 s * 1.12 = 2.032128e13 J = 20.321 TJ (5.6448 GWh: every energy is in
# joules); CO2e 5,644,800 kWh * 0.82 kg/kWh = 4,628,736 kg = 4.6287 kt.
$ mlsys energy --power "10000 * 700 W" --time 720h --pue 1.12 --ci "820 g/kWh" --columns E_facility --digits 5
20.321 TJ
$ mlsys energy --power "10000 * 700 W" --time 720h --pue 1.12 --ci "820 g/kWh" --columns CO2e --digits 5
4.6287 kt
# A grid brings its carbon intensity only (data/grids/poland.yaml: 820 g/kWh); PUE is
# the data centre's, 1 unless --pue: 700 W for 1 h = 0.7 kWh * 820 g/kWh = 574 g, and
# at PUE 1.58: 0.7 * 1.58 = 1.106 kWh * 820 g/kWh = 906.9 g.
$ mlsys energy --power 700W --time 1h --grid poland --columns CO2e
574 g
$ mlsys energy --power 700W --time 1h --grid poland --pue 1.58 --columns CO2e
906.9 g
# Without device energy constants the technology figures are used and named.
$ mlsys energy --hw h100 --workload llama3-8b --columns E_move,E_compute
~ ^E_move +energy per byte moved +31 pJ/B$
~ ^note: E_move = 31 pJ/B: technology figure for HBM2
$ mlsys energy --power 1W
! mlsys energy: no time: give --time, or a workload and a device
? 2
$ mlsys energy --power 1W --time 1s --pue 0.5
! mlsys energy: --pue: must be at least 1
? 2
$ mlsys energy --power 1W --time 1s --grid mars
!~ ^mlsys energy: --grid: unknown grid 'mars'
? 2
$ mlsys energy --power 1W --time 1s --ci "5 kg"
!~ ^mlsys energy: --ci: expected a quantity in g/kWh, got one in kg$
? 2
# A device's own energy figures (energy.move and energy.compute, data/README.md) are
# used instead of the technology figures, and no note names those.
# tests/data/catalog/energy/hardware/lab-e.yaml: 20 pJ/B, 1 pJ/FLOP. llama3-8b decode
# at S = 2048: D_vol = 8.03e9 * 2 B of weights + KV 2048 * 32 layers * 2 (K, V) *
# 8 kv_heads * 128 head_dim * 2 B = 16.06e9 + 0.268435456e9 = 16.328435456e9 B, and
# * 20 pJ/B = 0.32657 J.
$ mlsys energy --catalog "$TESTDATA/catalog/energy" --hw lab-e --workload llama3-8b --columns E_move,E_compute,E_movement
symbol      meaning                value
E_move      energy per byte moved  20 pJ/B
E_compute   energy per operation   1 pJ/FLOP
E_movement  D_vol E_move           326.6 mJ
note: eta_hw = 1 (default; --eff sets the achieved fraction of peak)
note: phase decode (default for this workload; --phase)
note: S = 2048 tokens (default; --seq)
note: precision fp16 (default; --precision)
note: PUE = 1 (default; --pue)
note: no CO2e: give --grid or --ci
note: P = TDP (0.3 + 0.7 utilization): an idle floor of 30 % of TDP is assumed; --power overrides
# --e-move and --e-compute still win over the device's figures.
$ mlsys energy --catalog "$TESTDATA/catalog/energy" --hw lab-e --workload llama3-8b --columns E_move,E_compute --e-move "5 pJ/B" --e-compute "2 pJ/FLOP" -f csv --no-header
5e-12,2e-12
# Small CO2e figures print with a prefix on g: 1 W for 1 s is 1 J = 1 / 3.6e6 kWh, and
# at 50 g/kWh 50 / 3.6e6 g = 13.89e-6 g = 13.89 ug; 1 mW for 1 ms is 1e-6 J, a millionth
# of that: 13.89e-12 g = 13.89 pg.
$ mlsys energy --power 1W --time 1s --ci "50 g/kWh" --columns CO2e
13.89 ug
$ mlsys energy --power 1mW --time 1ms --ci "50 g/kWh" --columns CO2e
13.89 pg
