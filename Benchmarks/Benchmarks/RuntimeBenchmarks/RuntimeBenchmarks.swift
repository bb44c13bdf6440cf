import Benchmark
import Foundation
import Mainline
import RuntimeWorkloads

// Runtime suites (release build, ordo-one/benchmark), on the list of cells of
// Sources/RuntimeWorkloads. The scaling ratios across tree sizes come from runtime-scaling.

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(metrics: [.wallClock, .mallocCountTotal, .instructions],
                                           maxDuration: .seconds(2), maxIterations: 10_000)
    Simulation.printsDiagnostics = false
    for views in [1_000, 10_000] {
        Benchmark("first layout, \(views) views") { benchmark in
            for _ in benchmark.scaledIterations {
                let list = CellList(views: views)
                list.build()
                benchmark.startMeasurement()
                list.simulation.runFrames(1)
                benchmark.stopMeasurement()
                blackHole(list)
            }
        }
        Benchmark("idle frame, \(views) views") { (benchmark: Benchmark, list: CellList) in
            for _ in benchmark.scaledIterations { list.simulation.runFrames(1) }
        } setup: {
            let list = CellList(views: views)
            list.build()
            list.simulation.runUntilIdle()
            return list
        }
        Benchmark("one constant changed, \(views) views") { (benchmark: Benchmark, list: CellList) in
            for i in benchmark.scaledIterations {
                list.nudgeMiddleCell(to: i % 2 == 0 ? 5 : 4)
                list.simulation.runFrames(1)
            }
        } setup: {
            let list = CellList(views: views)
            list.build()
            list.simulation.runUntilIdle()
            return list
        }
    }
}
