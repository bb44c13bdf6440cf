// swift-tools-version: 6.1
import PackageDescription

// A user's package, as the README shows it: the app's UIKit files as written live in
// Sources/CounterUI/iOS/, which the target excludes; the MainlineAdapt plugin compiles adapted
// copies of them (Swift 6 language mode). CI builds it and runs counter-check.
let package = Package(
    name: "AdaptFixture",
    platforms: [.macOS(.v15)],
    dependencies: [.package(name: "Mainline", path: "../..")],
    targets: [
        .target(
            name: "CounterUI", dependencies: [.product(name: "Mainline", package: "Mainline")], exclude: ["iOS"],
            plugins: [.plugin(name: "MainlineAdapt", package: "Mainline")]),
        .executableTarget(name: "counter-check", dependencies: ["CounterUI", .product(name: "Mainline", package: "Mainline")]),
    ]
)
