// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "Mainline",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "LayoutSolver", targets: ["LayoutSolver"]),
    ],
    targets: [
        // Incremental Cassowary solver (kiwi's model). Knows nothing of views.
        .target(name: "LayoutSolver"),
        .testTarget(name: "LayoutSolverTests", dependencies: ["LayoutSolver"]),
    ],
    swiftLanguageModes: [.v6]
)
