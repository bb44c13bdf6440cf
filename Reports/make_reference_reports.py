#!/usr/bin/env python3
"""Makes the committed reference reports, from the repository's root:

- Reports/reference/feed.{md,html} and feed-fixed.{md,html}: the default scenario with its three
  planted bugs and done right (virtual clock: the same on every machine);
- Reports/stress.md: `mainline stress` (frames simulated and violations recorded per second with
  16 misusing queues, at 1,000, 10,000 and 100,000 views);
- Reports/feed-speed.md: how much faster than real time `feed` runs.

Usage: python3 Reports/make_reference_reports.py   (builds `mainline` in release mode first)
"""
import os
import platform
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
MAINLINE = os.path.join(ROOT, ".build", "release", "mainline")


def run(args, **kwargs):
    print("$", " ".join(args), flush=True)
    return subprocess.run(args, cwd=ROOT, check=True, text=True, **kwargs)


def speed(fixed, seconds):
    """Simulated and wall seconds of one run of feed, as the command reports them."""
    args = [MAINLINE, "run", "feed", "--duration", str(seconds), "--format", "json", "--output", "/tmp/mainline-speed"]
    if fixed:
        args.insert(3, "--fixed")
    out = run(args, stdout=subprocess.PIPE).stdout
    match = re.search(r"([\d.]+) s simulated in ([\d.]+) s", out)
    if not match:
        sys.exit("could not read the run's speed from:\n" + out)
    return float(match.group(1)), float(match.group(2))


def main():
    run(["swift", "build", "-c", "release", "--product", "mainline"])
    reference = os.path.join("Reports", "reference")
    run([MAINLINE, "run", "feed", "--format", "markdown,html", "--output", reference], stdout=subprocess.DEVNULL)
    run([MAINLINE, "run", "feed", "--fixed", "--format", "markdown,html", "--output", reference], stdout=subprocess.DEVNULL)
    run([MAINLINE, "stress", "--report", os.path.join("Reports", "stress.md")])

    rows = []
    for fixed in (False, True):
        short = [speed(fixed, 20) for _ in range(3)]
        long = [speed(fixed, 120) for _ in range(3)]
        best_short = min(wall for _, wall in short)
        best_long = min(wall for _, wall in long)
        steady = 100 / max(1e-9, best_long - best_short)
        rows.append(("feed --fixed" if fixed else "feed", 20 / best_short, 120 / best_long, steady, best_short, best_long))
    lines = [
        "# How fast `feed` runs",
        "",
        "Written by `python3 Reports/make_reference_reports.py` (release build, virtual clock, 120 Hz).",
        f"Machine: {os.cpu_count()} cores, {platform.platform()}. Each figure is the best of three runs.",
        "",
        "| run | 20 s simulated | 120 s simulated | steady state (the 100 s between) |",
        "|---|---:|---:|---:|",
    ]
    for name, short, long, steady, wall_short, wall_long in rows:
        lines.append(f"| `{name}` | {short:.0f}× real time ({wall_short:.2f} s) | {long:.0f}× ({wall_long:.2f} s) | {steady:.0f}× |")
    lines += [
        "",
        "Goal: at least 100× faster than real time. A run's first frames also pay, once per process, for",
        "reading the binary's debug information to name the lines of the findings (the buggy feed has",
        "six of them); the steady-state column leaves that out.",
        "",
    ]
    with open(os.path.join(ROOT, "Reports", "feed-speed.md"), "w") as f:
        f.write("\n".join(lines))
    print("\n".join(lines))


if __name__ == "__main__":
    main()
