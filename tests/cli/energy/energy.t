# worked-examples.md #4: a 1,000 W server at 912 tokens/s; a 500-token response takes
# 500/912 s and 1000 * 500/912 = 548.2 J, 1.096 J per token.
$ mlsys energy --power 1000W --time "500 s / 912" --batch 500 --columns E_power
548.2 J
$ mlsys energy --power 1000W --time "500 s / 912" --batch 500 --columns E_power_per_item --digits 3
1.1 J
# worked-examples.md #30: 10,000 x 700 W for 720 h at PUE 1.12, 820 g/kWh:
# 7e6 W * 2.592e6 s * 1.12 = 2.032128e13 J = 5.6448 GWh; CO2e 4,628,736 kg = 4.6287 kt.
$ mlsys energy --power "10000 * 700 W" --time 720h --pue 1.12 --ci "820 g/kWh" --columns E_facility --digits 5
5.6448 GWh
$ mlsys energy --power "10000 * 700 W" --time 720h --pue 1.12 --ci "820 g/kWh" --columns CO2e --digits 5
4.6287 kt
# A grid brings PUE and carbon intensity (data/grids/poland.yaml: 820 g/kWh, PUE 1.58):
# 700 W for 1 h = 0.7 kWh * 1.58 = 1.106 kWh; * 820 g/kWh = 906.9 g.
$ mlsys energy --power 700W --time 1h --grid poland --columns CO2e
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
