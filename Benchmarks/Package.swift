// swift-tools-version: 6.1
import PackageDescription

// Benchmarks for Mainline, in a package of their own so the main package stays free of
// dependencies. Run the suites with `swift package --disable-sandbox benchmark`, and the
// side-by-side solver comparison with `Scripts/compare-solvers.sh`.
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
        // Times the workloads through LayoutSolver; driven by Scripts/compare-solvers.sh.
        .executableTarget(name: "solver-compare", dependencies: ["SolverWorkloads"]),
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
    ],
    swiftLanguageModes: [.v6]
)
