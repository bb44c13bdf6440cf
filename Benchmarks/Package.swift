// swift-tools-version: 6.1
import PackageDescription

// Benchmarks for Mainline, in a package of their own so the main package stays free of
// dependencies. Run the suites with `swift package --disable-sandbox benchmark`, and the
// side-by-side solver comparison with `Scripts/compare_solvers.py`.
let package = Package(
    name: "MainlineBenchmarks",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(name: "Mainline", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        // Loads the JSON workloads shared with the kiwisolver harness and replays them.
        .target(name: "SolverWorkloads", dependencies: [.product(name: "LayoutSolver", package: "Mainline")]),
        // Times the workloads through LayoutSolver; driven by Scripts/compare_solvers.py.
        .executableTarget(name: "solver-compare", dependencies: ["SolverWorkloads"]),
        // A window of table-like cells, for the runtime's scaling measurements.
        .target(name: "RuntimeWorkloads", dependencies: [.product(name: "Mainline", package: "Mainline")]),
        // How frame costs grow with the view tree; writes Reports/runtime-scaling.md.
        .executableTarget(name: "runtime-scaling", dependencies: [
            "RuntimeWorkloads",
            .product(name: "Mainline", package: "Mainline"),
            .product(name: "ThreadChecker", package: "Mainline"),
        ]),
        // The profiler on a 1,000-row scroll: on vs off, simulated vs wall time, a 100,000-frame
        // run's memory and report writing; writes Reports/profiler-scroll.md.
        .executableTarget(name: "profiler-scroll", dependencies: ["RuntimeWorkloads", .product(name: "Mainline", package: "Mainline")]),
        // What the Main Thread Checker costs: calls, a scroll, misuse from 16 threads; driven
        // by Scripts/checker_cost.py (checked vs compiled out), writes Reports/checker-cost.md.
        .executableTarget(name: "checker-cost", dependencies: [
            "RuntimeWorkloads",
            .product(name: "Mainline", package: "Mainline"),
            .product(name: "ThreadChecker", package: "Mainline"),
        ]),
        // `import UIKit` for real UIKit files run unchanged: Mainline under UIKit's name.
        .target(name: "UIKit", dependencies: [.product(name: "Mainline", package: "Mainline")]),
        // A public layout benchmark's own cells (Tests/Corpus/layoutBox__LayoutFrameworkBenchmark)
        // by its own protocol, against the figures its authors published for phones.
        .executableTarget(name: "device-fidelity", dependencies: ["UIKit"], swiftSettings: [.swiftLanguageMode(.v5)]),
        .executableTarget(
            name: "SolverBenchmarks",
            dependencies: [
                "SolverWorkloads",
                .product(name: "LayoutSolver", package: "Mainline"),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/SolverBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "RuntimeBenchmarks",
            dependencies: [
                "RuntimeWorkloads",
                .product(name: "Mainline", package: "Mainline"),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/RuntimeBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
