# Each part of the energy model is computed from what is
# given, and what is missing is left out with a note, not refused and not faked.
#
# Movement and arithmetic need no time: 1 B at 160 pJ/B + 1 FLOP at 1.1 pJ/FLOP =
# 160 pJ + 1.1 pJ = 161.1 pJ. The power view needs a time and a power; the per-item
# figures the items per step.
$ mlsys energy --dvol 1B --e-move 160pJ/B --ops 1FLOP --e-compute 1.1pJ/FLOP --columns E_movement,E_arithmetic,E_total,E_per_item,P,E_power,E_facility,CO2e
symbol        meaning                      value
E_movement    D_vol E_move                 160 pJ
E_arithmetic  O E_compute                  1.1 pJ
E_total       E_movement + E_arithmetic    161.1 pJ
E_per_item    E_total per token or sample  -
P             average power                -
E_power       power view P T, over T       -
E_facility    E_power PUE, over T          -
CO2e          E_facility CI, over T        -
note: no power view (P, E_power, E_facility, CO2e): give --hw, or --time and --power
note: no items per step: the per-item figures are left out; give --workload, or --batch
# The power view without items: 1024 x 400 W = 409.6 kW for 34 days (2,937,600 s) =
# 1.2032e12 J = 1.203 TJ. There are no items, so no per-item energy (it was printed
# equal to the total); PUE 1 is a default and says so; E_facility is in J like the rest.
$ mlsys energy --power "1024 * 400 W" --time 34days --columns E_power,E_power_per_item,PUE,E_facility
symbol            meaning                                       value
E_power           power view P T, over T                        1.203 TJ
E_power_per_item  E_power per token or sample                   -
PUE               power usage effectiveness of the data centre  1
E_facility        E_power PUE, over T                           1.203 TJ
note: PUE = 1 (default; --pue)
note: no CO2e: give --grid or --ci
note: no E_total (D_vol E_move + O E_compute): give --workload, or --ops and --dvol
note: no items per step: the per-item figures are left out; give --workload, or --batch
# CO2e per item beside CO2e per step: docs/worked-examples.md #4's 500-token response,
# 1000 W for 500/912 s = 548.25 J = 1.5229e-4 kWh; at 500 g/kWh: 76.15 mg, and per
# token 76.145 mg / 500 = 152.3 ug.
$ mlsys energy --power 1000W --time "500 s / 912" --batch 500 --ci "500 g/kWh" --columns CO2e,CO2e_per_item
symbol         meaning                   value
CO2e           E_facility CI, over T     76.15 mg
CO2e_per_item  CO2e per token or sample  152.3 ug
note: PUE = 1 (default; --pue)
note: no E_total (D_vol E_move + O E_compute): give --workload, or --ops and --dvol
# Energies in one family: docs/worked-examples.md #30, a month of 10,000 x 700 W
# (7e6 W x 2.592e6 s = 1.8144e13 J) at PUE 1.12 (2.032128e13 J): both in J, not one in
# J and one in Wh.
$ mlsys energy --power "10000 * 700 W" --time 720h --pue 1.12 --columns E_power,E_facility
symbol      meaning                 value
E_power     power view P T, over T  18.14 TJ
E_facility  E_power PUE, over T     20.32 TJ
note: no CO2e: give --grid or --ci
note: no E_total (D_vol E_move + O E_compute): give --workload, or --ops and --dvol
note: no items per step: the per-item figures are left out; give --workload, or --batch
# Nothing at all to compute: no work, and no power figure for the time.
$ mlsys energy --time 1s
! mlsys energy: no power figure: give --power or --tdp
? 2
