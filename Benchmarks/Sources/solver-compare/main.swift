// Times workloads through LayoutSolver and prints one JSON object per workload:
// {"workload", "solver", "build": [ns…], "phases": {name: [ns…]}, "values": {stage: [v…]},
//  "pivots", "rowUpdates", "tableau"} (the last three: the solver's work and size after a build).
// Scripts/kiwi_runner.py prints the same for kiwisolver; Scripts/compare-solvers.sh compares.
//
// usage: solver-compare [--min-seconds S] [--min-reps N] [--max-reps N] [--max-seconds S] [--statistics]
//                       [--profile-adds N] WORKLOAD.json…
// --statistics prints the solver's work counters; --profile-adds N prints, instead of timings,
// the N constraint additions that rewrote the most rows.
import Foundation
import LayoutSolver
import SolverWorkloads

@inline(never)
func now() -> UInt64 {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return UInt64(ts.tv_sec) * 1_000_000_000 + UInt64(ts.tv_nsec)
}

/// Runs `body` (which returns the nanoseconds it timed) until both `minSeconds` of timed work
/// and `minReps` samples are reached, or `maxReps` samples, or `maxSeconds` of timed work.
/// The first run is a warm-up, unless it takes over a second, when it counts as a sample.
/// The same rule is used by kiwi_runner.py and kiwi_native.cpp.
@MainActor
func sample(_ body: () throws -> UInt64) rethrows -> [UInt64] {
    var samples: [UInt64] = []
    var total: UInt64 = 0
    let first = try body()
    if first > 1_000_000_000 {
        samples.append(first)
        total = first
    }
    while samples.count < maxReps && Double(total) < maxSeconds * 1e9
            && (samples.count < minReps || Double(total) < minSeconds * 1e9) {
        let t = try body()
        samples.append(t)
        total += t
    }
    return samples
}

var minSeconds = 1.0
var minReps = 5
var maxReps = 2000
var maxSeconds = 60.0
var paths: [String] = []
var printStatistics = false
var profileAdds = 0
var args = CommandLine.arguments.dropFirst()
while let a = args.popFirst() {
    switch a {
    case "--min-seconds": minSeconds = Double(args.popFirst() ?? "") ?? minSeconds
    case "--min-reps": minReps = Int(args.popFirst() ?? "") ?? minReps
    case "--max-reps": maxReps = Int(args.popFirst() ?? "") ?? maxReps
    case "--max-seconds": maxSeconds = Double(args.popFirst() ?? "") ?? maxSeconds
    case "--statistics": printStatistics = true
    case "--profile-adds": profileAdds = Int(args.popFirst() ?? "") ?? 10
    default: paths.append(a)
    }
}

/// Adds the workload's constraints one by one and prints the costliest additions.
func printCostliestAdds(_ prepared: PreparedWorkload, count: Int) throws {
    let solver = Solver()
    for e in prepared.workload.edits {
        try solver.addEditVariable(prepared.variables[e.variable], strength: e.strength)
    }
    var costs: [(rows: Int, pivots: Int, index: Int)] = []
    for (i, c) in prepared.constraints.enumerated() {
        let before = solver.statistics
        try solver.addConstraint(c)
        costs.append((solver.statistics.rowUpdates - before.rowUpdates, solver.statistics.pivots - before.pivots, i))
    }
    print("\(prepared.workload.name): \(solver.statistics)")
    for cost in costs.sorted(by: { ($0.rows, $1.index) > ($1.rows, $0.index) }).prefix(count) {
        print("  #\(cost.index): \(cost.rows) row updates, \(cost.pivots) pivots: \(prepared.constraints[cost.index])")
    }
}

func jsonNumbers(_ xs: [Double]) -> String {
    "[" + xs.map { $0.isFinite ? String($0) : "null" }.joined(separator: ",") + "]"
}

for path in paths {
    do {
        let workload = try Workload.load(path: path)
        let prepared = PreparedWorkload(workload)
        if profileAdds > 0 {
            try printCostliestAdds(prepared, count: profileAdds)
            continue
        }

        // Build: a fresh solver each sample; creating and destroying it is not timed.
        var keep: Solver? = nil
        let build = try sample {
            let solver = Solver()
            let t0 = now()
            try prepared.build(into: solver)
            let t1 = now()
            keep = solver
            return t1 - t0
        }
        _ = keep
        keep = nil

        let solver = Solver()
        try prepared.build(into: solver)
        let built = "\"pivots\":\(solver.statistics.pivots),\"rowUpdates\":\(solver.statistics.rowUpdates),\"tableau\":\(solver.tableauSize)"
        if printStatistics {
            FileHandle.standardError.write("\(workload.name) build: \(solver.statistics), \(solver.constraintCount) constraints, tableau \(solver.tableauSize) cells\n".data(using: .utf8)!)
        }
        var values = ["build": prepared.values]
        var phases: [String] = []
        for phase in workload.phases {
            let times = try sample {
                let t0 = now()
                try prepared.run(phase, on: solver)
                return now() - t0
            }
            values[phase.name] = prepared.values
            if printStatistics {
                FileHandle.standardError.write("\(workload.name) after \(phase.name): \(solver.statistics)\n".data(using: .utf8)!)
            }
            phases.append("\"\(phase.name)\":[\(times.map(String.init).joined(separator: ","))]")
        }
        let valueJSON = values.keys.sorted().map { "\"\($0)\":\(jsonNumbers(values[$0]!))" }.joined(separator: ",")
        print("{\"workload\":\"\(workload.name)\",\"solver\":\"LayoutSolver\",\(built),\"build\":[\(build.map(String.init).joined(separator: ","))],\"phases\":{\(phases.joined(separator: ","))},\"values\":{\(valueJSON)}}")
    } catch {
        FileHandle.standardError.write("solver-compare: \(path): \(error)\n".data(using: .utf8)!)
        exit(1)
    }
}
