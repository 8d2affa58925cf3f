#!/usr/bin/python3
"""The comparison figure of README.md, Speed: the same iron law as
`mlsys iron-law --hw h100 --workload llama70b`, computed the way users of the
Python tools work, with pint quantities (Debian's python3-pint). Prints T."""
import pint

u = pint.UnitRegistry()
u.define("flop = [operations]")
params = 70.6e9
layers, hidden, kv_heads, head_dim, seq = 80, 8192, 8, 128, 2048
s_elem = 2 * u.byte
ops = (2 * params + 4 * layers * hidden * seq) * u.flop
kv = 2 * layers * kv_heads * head_dim * seq * s_elem
dvol = params * s_elem + kv
bw = 3.35 * u.terabyte / u.second
peak = 989e12 * u.flop / u.second
lat = 0.01 * u.millisecond
t = dvol / bw + ops / peak + lat
print(f"{t.to(u.millisecond):.4g~P}")
