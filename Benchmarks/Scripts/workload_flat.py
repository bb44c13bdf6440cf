#!/usr/bin/env python3
"""Writes a JSON solver workload in the flat text form read by kiwi_native.cpp.

usage: workload_flat.py WORKLOAD.json OUT.txt
"""
import json
import sys


def main(src, dst):
    with open(src) as f:
        w = json.load(f)
    index = {name: i for i, name in enumerate(w["variables"])}
    edits = w.get("editVariables", [])
    phases = w.get("phases")
    if phases is None:
        names = [e["variable"] for e in edits]
        phases = [{"name": "resize", "steps": [[[v, x] for v, x in zip(names, size)] for size in w.get("resizes", [])]}]
    out = [f"V {len(w['variables'])}", *w["variables"], f"E {len(edits)}"]
    out += [f"{index[e['variable']]} {e['strength']!r}" for e in edits]
    out.append(f"C {len(w['constraints'])}")
    for c in w["constraints"]:
        terms = " ".join(f"{index[v]} {float(k)!r}" for v, k in c["terms"])
        out.append(f"{c['op']} {float(c['strength'])!r} {float(c['constant'])!r} {len(c['terms'])} {terms}")
    out.append(f"P {len(phases)}")
    for p in phases:
        out.append(f"{p['name']} {len(p['steps'])}")
        for step in p["steps"]:
            out.append(f"{len(step)} " + " ".join(f"{index[v]} {float(x)!r}" for v, x in step))
    with open(dst, "w") as f:
        f.write("\n".join(out) + "\n")


if __name__ == "__main__":
    main(*sys.argv[1:3])
