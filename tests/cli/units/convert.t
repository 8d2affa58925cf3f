# The units command evaluates expressions and prints them for people.
# 140e9 B / 3.35e12 B/s = 0.041791 s = 41.79 ms (4 significant digits).
$ mlsys units "140 GB / 3.35 TB/s" ms
41.79 ms
# 400e9 bit/s / 8 = 50e9 B/s.
$ mlsys units "400 Gbps" GB/s
50 GB/s
# 1024 * 312e12 = 3.19488e17 FLOP/s -> 319.5 PFLOP/s.
$ mlsys units "1024 * 312 TFLOP/s"
319.5 PFLOP/s
# 80 * 2^30 = 85899345920 B -> 85.90 GB, trailing zero dropped.
$ mlsys units "80 GiB"
85.9 GB
# No space needed between number and unit.
$ mlsys units 3.35TB/s
3.35 TB/s
# docs/worked-examples.md #9: 5,000 km of fibre at 200,000 km/s is 25 ms one way.
$ mlsys units "5000 km / (200000 km/s)"
25 ms
# docs/worked-examples.md #30: 10,000 x 700 W for 720 h at PUE 1.12 is 5,644,800 kWh,
# and at 820 g/kWh that is 4,628,736 kg = 4,628.7 t CO2e (5 digits).
$ mlsys --digits 7 units "10000 * 700 W * 720 h * 1.12" kWh
5644800 kWh
$ mlsys units --digits 5 "10000 * 700 W * 720 h * 1.12 * 820 g/kWh" t
4628.7 t
# 999,960 B rounds to 1.000e6 at 4 digits, so the prefix is M, not k.
$ mlsys units "999960 B"
1 MB
# Times of a minute or more use min / h / days: 90 s = 1.5 min; 2.5 min * 12 = 30 min;
# 36 h = 1.5 days.
$ mlsys units "90 s"
1.5 min
$ mlsys units "36 h"
1.5 days
# A count prints without a unit; 0.3625 as a percentage is 36.25 %.
$ mlsys units "100 / (275.862 / 1)" %
36.25 %
# Small masses take a prefix on g down to f, as other units do (micro prints as
# ASCII u). 1 Wh at 50 g/kWh is 50e-3 g = 50 mg; 1 J at 50 g/kWh is
# 50 g / 3.6e6 = 13.89e-6 g = 13.89 ug; 401.472e-12 kg = 401.472 ng.
$ mlsys units "1 Wh * 50 g/kWh"
50 mg
$ mlsys units "1 J * 50 g/kWh"
13.89 ug
$ mlsys units "401.472e-12 kg"
401.5 ng
$ mlsys units "3e-15 kg"
3 pg
$ mlsys units "5e-18 kg"
5 fg
# Beyond f the base unit, in engineering notation: 1e-21 kg = 1e-18 g.
$ mlsys units "1e-21 kg"
1e-21 kg
# What is printed reads back, and so do the micro signs U+00B5 and U+03BC.
$ mlsys units "13.89 ug" kg
13.89e-9 kg
$ mlsys units "2 µg + 3 μg"
5 ug
# A value whose people's unit would overflow a double is shown in the base SI unit
# (found by the units fuzzer): 1e308 g per bit = 1e308 x 1e-3 kg / 0.125 B = 8e305 kg/B,
# which is 8e308 g/B, beyond a double; the text reads back to the same quantity.
$ mlsys units "1e308*g / b"
800e303 kg/B
$ mlsys units "800e303 kg/B" -f csv
value,unit
8e+305,kg/B
