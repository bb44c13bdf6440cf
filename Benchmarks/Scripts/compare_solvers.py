#!/usr/bin/env python3
"""Runs the same solver workloads through LayoutSolver and kiwi, side by side, checks that the
solutions agree, and writes the table to Reports/solver-vs-kiwi.md.

kiwi is measured two ways, both from PyPI's kiwisolver:
  - kiwisolver: kiwi's C++ core behind its Python binding (each call pays the binding);
  - kiwi-native: kiwi's C++ headers from the kiwisolver source distribution, driven by
    kiwi_native.cpp compiled with g++ -O3 (no binding: the stricter comparison).
Only solver calls are timed on every side (variables and constraints are built beforehand).
Build = add the edit variables and constraints to a fresh solver, then updateVariables().
A phase = its steps (suggestValue for each edit, then updateVariables()), timed as a whole.

Solutions: after the build and after each phase, every variable must match kiwisolver within
1e-6. Where it does not, both solutions are checked for feasibility (every required constraint
within 1e-6) and compared by objective (weighted violation of the non-required constraints and
edits): equal objectives mean the optimum is not unique and both solvers found one ("tie").

usage: compare_solvers.py [--quick] [--sizes 100,1000,5000] [--kiwi-timeout S] [--out FILE]
  --quick: enaml-like and grid-100 only, few repetitions (CI uses it to check solutions).
Every sample of every run is kept in Reports/latest/solver-compare-raw.json.
"""
import argparse
import datetime
import json
import os
import platform
import shutil
import statistics
import subprocess
import sys
import tarfile

HERE = os.path.dirname(os.path.abspath(__file__))
BENCH = os.path.dirname(HERE)
ROOT = os.path.dirname(BENCH)
REQUIRED = 1001001000.0


def log(*args):
    print(*args, file=sys.stderr, flush=True)


def run(cmd, timeout=None, cwd=None):
    """Runs a command; returns its stdout lines, or None if it timed out."""
    try:
        done = subprocess.run(cmd, cwd=cwd, capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return None
    if done.returncode != 0:
        raise SystemExit(f"{' '.join(cmd)} failed:\n{done.stderr[-3000:]}")
    return [line for line in done.stdout.splitlines() if line.startswith("{")]


def ensure_kiwisolver():
    try:
        import kiwisolver  # noqa: F401
    except ImportError:
        log("installing kiwisolver from PyPI")
        subprocess.run([sys.executable, "-m", "pip", "install", "--quiet", "kiwisolver"], check=True)
    import kiwisolver
    return kiwisolver.__version__


def build_kiwi_native(version, work):
    """Compiles kiwi_native.cpp against the headers of kiwisolver's source distribution."""
    exe = os.path.join(work, "kiwi_native")
    src_root = os.path.join(work, f"kiwisolver-{version}")
    if not os.path.isdir(os.path.join(src_root, "kiwi")):
        log(f"downloading the kiwisolver {version} source distribution")
        subprocess.run([sys.executable, "-m", "pip", "download", "--quiet", "--no-binary", ":all:", "--no-deps",
                        f"kiwisolver=={version}", "-d", work], check=True)
        with tarfile.open(os.path.join(work, f"kiwisolver-{version}.tar.gz")) as tar:
            tar.extractall(work)
    cxx = os.environ.get("CXX", "g++")
    subprocess.run([cxx, "-std=c++17", "-O3", "-DNDEBUG", "-I", src_root, os.path.join(HERE, "kiwi_native.cpp"), "-o", exe],
                   check=True)
    return exe


def build_layoutsolver():
    """A clean release build: SwiftPM's incremental builds of the path dependency have been
    seen to miss changes to it, which would time a stale solver."""
    scratch = os.path.join(BENCH, ".build-compare")
    shutil.rmtree(os.path.join(scratch, "release"), ignore_errors=True)
    shutil.rmtree(os.path.join(scratch, "x86_64-unknown-linux-gnu", "release"), ignore_errors=True)
    log("building solver-compare (release)")
    subprocess.run(["swift", "build", "-c", "release", "--product", "solver-compare", "--scratch-path", scratch],
                   cwd=BENCH, check=True, stdout=subprocess.DEVNULL)
    return os.path.join(scratch, "release", "solver-compare")


def load_workload(path):
    with open(path) as f:
        w = json.load(f)
    if "phases" not in w:
        edits = [e["variable"] for e in w.get("editVariables", [])]
        w["phases"] = [{"name": "resize", "steps": [[[v, x] for v, x in zip(edits, size)] for size in w.get("resizes", [])]}]
    return w


def evaluate(w, values, targets):
    """(objective, worst required violation) of a solution."""
    v = dict(zip(w["variables"], values))
    objective, worst = 0.0, 0.0
    for c in w["constraints"]:
        e = sum(v[name] * k for name, k in c["terms"]) + c["constant"]
        err = abs(e) if c["op"] == "==" else max(0.0, e) if c["op"] == "<=" else max(0.0, -e)
        if c["strength"] >= REQUIRED:
            worst = max(worst, err)
        else:
            objective += c["strength"] * err
    for e in w.get("editVariables", []):
        objective += e["strength"] * abs(v[e["variable"]] - targets.get(e["variable"], 0.0))
    return objective, worst


def compare_solutions(w, ours, kiwi):
    """Per stage: 'identical', 'tie (n variables differ, equal objective)' or a failure text."""
    verdicts = {}
    targets = {}
    for stage in ["build"] + [p["name"] for p in w["phases"]]:
        if stage != "build":
            for step in next(p for p in w["phases"] if p["name"] == stage)["steps"]:
                for name, x in step:
                    targets[name] = float(x)
        a, b = ours["values"].get(stage), kiwi["values"].get(stage)
        if a is None or b is None:
            continue
        differ = [i for i, (x, y) in enumerate(zip(a, b)) if abs(x - y) > 1e-6]
        if not differ:
            verdicts[stage] = "identical"
            continue
        oa, va = evaluate(w, a, dict(targets))
        ob, vb = evaluate(w, b, dict(targets))
        if va <= 1e-6 and abs(oa - ob) <= 1e-6 * max(1.0, abs(ob)):
            names = ", ".join(w["variables"][i] for i in differ[:3])
            verdicts[stage] = f"tie: {len(differ)} of {len(a)} differ ({names}), objective {ob:.0f} on both"
        else:
            verdicts[stage] = (f"DIFFERENT: ours objective {oa:.6g} (required violation {va:.3g}), "
                               f"kiwi {ob:.6g} (violation {vb:.3g})")
    return verdicts


def median_ms(samples):
    return statistics.median(samples) / 1e6 if samples else None


def fmt_ms(x):
    if x is None:
        return "—"
    if x < 1:
        return f"{x * 1000:.1f} µs"
    return f"{x:.2f} ms" if x < 10 else f"{x:.1f} ms" if x < 1000 else f"{x / 1000:.2f} s"


def fmt_ratio(r):
    """Three significant digits: 0.427×, 0.0254×, 0.000454×."""
    return f"{r:.3g}×"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--quick", action="store_true")
    ap.add_argument("--sizes", default="100,1000,5000")
    ap.add_argument("--kiwi-timeout", type=float, default=300.0)
    ap.add_argument("--out", default=os.path.join(ROOT, "Reports", "solver-vs-kiwi.md"))
    args = ap.parse_args()
    sizes = [100] if args.quick else [int(s) for s in args.sizes.split(",")]
    limits = ["--min-seconds", "0.2" if args.quick else "1", "--min-reps", "3" if args.quick else "5",
              "--max-seconds", "5" if args.quick else "30"]

    version = ensure_kiwisolver()
    work = os.path.join(BENCH, ".build-kiwi")
    os.makedirs(work, exist_ok=True)
    native = build_kiwi_native(version, work)
    ours_exe = build_layoutsolver()
    generated = os.path.join(BENCH, "Workloads", "generated")
    subprocess.run([sys.executable, os.path.join(HERE, "make_grid_workloads.py"), generated] + [str(n) for n in sizes],
                   check=True, stdout=subprocess.DEVNULL)
    paths = [os.path.join(BENCH, "Workloads", "enaml-like.json")] + [os.path.join(generated, f"grid-{n}.json") for n in sizes]

    rows, verdict_lines, failures, work_lines, raw = [], [], 0, [], []
    for path in paths:
        name = os.path.splitext(os.path.basename(path))[0]
        w = load_workload(path)
        log(f"{name}: LayoutSolver")
        ours = json.loads(run([ours_exe] + limits + [path])[0])
        work_lines.append(f"| {name} | {len(w['variables'])} | {len(w['constraints'])} | {ours['pivots']} | "
                          f"{ours['rowUpdates']} | {ours['tableau']} |")
        log(f"{name}: kiwisolver (Python)")
        py = run([sys.executable, os.path.join(HERE, "kiwi_runner.py")] + limits + [path], timeout=args.kiwi_timeout)
        py = json.loads(py[0]) if py else None
        log(f"{name}: kiwi native")
        flat = os.path.join(work, f"{name}.txt")
        subprocess.run([sys.executable, os.path.join(HERE, "workload_flat.py"), path, flat], check=True)
        nat = run([native, limits[1], limits[3], "2000", limits[5], f"{name}={flat}"], timeout=args.kiwi_timeout)
        nat = json.loads(nat[0]) if nat else None
        raw.append({"workload": name, "LayoutSolver": ours, "kiwi-native": nat, "kiwisolver": py})

        for stage in ["build"] + [p["name"] for p in w["phases"]]:
            def samples(result):
                if result is None:
                    return None
                return result["build"] if stage == "build" else result["phases"].get(stage)
            o, n, p = median_ms(samples(ours)), median_ms(samples(nat)), median_ms(samples(py))
            steps = "" if stage == "build" else f" ({len(next(x for x in w['phases'] if x['name'] == stage)['steps'])} steps)"
            rows.append((name, stage + steps, o, n, p))
        reference = py or nat
        if reference is None:
            verdict_lines.append(f"- **{name}**: kiwi did not finish within {args.kiwi_timeout:.0f} s; solutions not compared.")
            continue
        verdicts = compare_solutions(w, ours, reference)
        for stage, verdict in verdicts.items():
            if verdict.startswith("DIFFERENT"):
                failures += 1
        summary = "; ".join(f"{stage}: {v}" for stage, v in verdicts.items())
        verdict_lines.append(f"- **{name}** ({len(w['variables'])} variables, {len(w['constraints'])} constraints): {summary}")

    header = ("| workload | operation | LayoutSolver | kiwi native (C++) | ratio | kiwisolver (Python) | ratio |\n"
              "|---|---|---:|---:|---:|---:|---:|")
    lines = []
    for name, stage, o, n, p in rows:
        def cells(k):
            if k is not None:
                return fmt_ms(k), fmt_ratio(o / k)
            if stage == "build":  # kiwi was stopped: its build took at least the timeout
                return f"> {args.kiwi_timeout:.0f} s (stopped)", "< " + fmt_ratio(o / (args.kiwi_timeout * 1000))
            return "not reached", "—"
        lines.append("| {} | {} | {} | {} | {} | {} | {} |".format(name, stage, fmt_ms(o), *cells(n), *cells(p)))
    table = header + "\n" + "\n".join(lines)
    latest = os.path.join(ROOT, "Reports", "latest")
    os.makedirs(latest, exist_ok=True)
    with open(os.path.join(latest, "solver-compare-raw.json"), "w") as f:
        json.dump(raw, f)
    print(table)
    print("\n".join(verdict_lines))

    if not args.quick:
        cpu = "unknown CPU"
        try:
            with open("/proc/cpuinfo") as f:
                cpu = next(l.split(":", 1)[1].strip() for l in f if l.startswith("model name"))
        except (OSError, StopIteration):
            pass
        swift = subprocess.run(["swift", "--version"], capture_output=True, text=True).stdout.splitlines()[0]
        cxx = subprocess.run([os.environ.get("CXX", "g++"), "--version"], capture_output=True, text=True).stdout.splitlines()[0]
        report = f"""# LayoutSolver vs kiwi

Measured {datetime.date.today().isoformat()} by `Benchmarks/Scripts/compare_solvers.py` on {cpu}
({os.cpu_count()} cores, {platform.system()}), {swift}; kiwisolver {version} from PyPI, kiwi native
built from its source distribution with `{cxx}` at `-O3`.

Medians of repeated runs of each operation; only solver calls are timed. **Ratio = LayoutSolver
time / kiwi time** (below 1 means LayoutSolver is faster). "kiwisolver (Python)" includes the
cost of its Python binding on every call; "kiwi native" is kiwi's C++ core called directly, the
stricter comparison. kiwi runs that had not finished after {args.kiwi_timeout:.0f} s were stopped.

{table}

## Solutions

Values after the build and after each phase, compared with kiwisolver's within 1e-6 (where they
differ, both solutions are checked for feasibility and compared by objective):

{chr(10).join(verdict_lines)}

## Workloads

- **enaml-like**: kiwi's own benchmark (`Benchmarks/Workloads/enaml-like.json`): 37 variables,
  2 strong edit variables, 111 constraints, then six resizes.
- **grid-N** (`Scripts/make_grid_workloads.py`): N views in rows of 10 in a container: leading
  edges pinned in chains, trailing edge of each row pinned to the container, equal widths,
  width ≥ 20, height ≥ 30 with height == 44 (medium), top ≥ the view above + 8 with == as a weak
  preference, a weak width == 100 on every 7th view; edit variables on the container width and
  the middle view's height. *edit*: four suggestions for the middle view's height; *resize*: five
  container widths.

## Where the time goes

LayoutSolver keeps a column index (the rows each symbol appears in), so substitutions, ratio
tests and edits touch only the rows involved (kiwi scans every row on each), and it picks subjects
and entering symbols that appear in few rows, with a feasibility-preserving subject rule that
spares most constraints the artificial-variable phase. LayoutSolver's work during a build, as it
counts it (`Solver.statistics`, `Solver.tableauSize`):

| workload | variables | constraints | pivots | row rewrites | tableau entries |
|---|---:|---:|---:|---:|---:|
{chr(10).join(work_lines)}

Pivots and row rewrites grow linearly with the grid. What grows faster is the tableau itself: in
Cassowary's dense tableau each view's `top` is expressed through the slacks and errors of every
view above it in its column, so on this grid shape (rows of 10, so N / 10 rows deep) the number of
entries grows with N × N / 10, and so does the build time. kiwi's cost grows faster still because
every addition, pivot and edit scans all rows.
"""
        with open(args.out, "w") as f:
            f.write(report)
        log(f"wrote {args.out}")
    if failures:
        raise SystemExit(f"{failures} solution mismatch(es)")


if __name__ == "__main__":
    main()
