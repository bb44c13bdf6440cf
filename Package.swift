// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "Mainline",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "LayoutSolver", targets: ["LayoutSolver"]),
        .library(name: "ThreadChecker", targets: ["ThreadChecker"]),
        .library(name: "Mainline", targets: ["Mainline"]),
    ],
    targets: [
        // Incremental Cassowary solver (kiwi's model). Knows nothing of views.
        .target(name: "LayoutSolver"),
        // Main-thread affinity: checks, violation records, the turn gate. Knows nothing of UIKit.
        .target(name: "ThreadChecker", dependencies: ["ThreadCheckerHooks"]),
        // C: a frame-pointer stack walk and the interposed Dispatch waits and syncs.
        .target(name: "ThreadCheckerHooks"),
        // The UIKit-shaped runtime: views, Auto Layout on LayoutSolver, the update cycle.
        .target(name: "Mainline", dependencies: ["LayoutSolver", "ThreadChecker"]),
        .testTarget(name: "LayoutSolverTests", dependencies: ["LayoutSolver"]),
        .testTarget(name: "ThreadCheckerTests", dependencies: ["ThreadChecker"]),
        .testTarget(name: "MainlineTests", dependencies: ["Mainline"], exclude: ["Golden"]),
    ],
    swiftLanguageModes: [.v6]
)
