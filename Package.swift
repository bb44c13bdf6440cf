// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "Mainline",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "LayoutSolver", targets: ["LayoutSolver"]),
        .library(name: "ThreadChecker", targets: ["ThreadChecker"]),
        .library(name: "MainlineProfile", targets: ["MainlineProfile"]),
        .library(name: "Mainline", targets: ["Mainline"]),
        .library(name: "MainlineScenarios", targets: ["MainlineScenarios"]),
        .library(name: "MainlineCommand", targets: ["MainlineCommand"]),
        .library(name: "MainlineTesting", targets: ["MainlineTesting"]),
        .executable(name: "mainline", targets: ["mainline"]),
        .plugin(name: "MainlineAdapt", targets: ["MainlineAdapt"]),
        .plugin(name: "MainlinePlugin", targets: ["MainlinePlugin"]),
    ],
    targets: [
        // Incremental Cassowary solver (kiwi's model). Knows nothing of views.
        .target(name: "LayoutSolver"),
        // C: thread ids, a frame-pointer stack walk and a signal sampler, the interposed Dispatch
        // waits and syncs, the weak-reference store for nib outlets.
        .target(name: "ThreadCheckerHooks"),
        // Small system facts and tools: thread identity, thread CPU and wall clocks, blocking
        // waits, locks, mapped files.
        .target(name: "MainlineSystem", dependencies: ["ThreadCheckerHooks"]),
        // Stacks to source lines: capturing and sampling stacks, ELF symbol tables, DWARF line and
        // inline tables, call sites.
        .target(name: "MainlineSymbolication", dependencies: ["MainlineSystem", "ThreadCheckerHooks"]),
        // Mainline's rules and its SARIF 2.1.0 writer, shared by the profile's reports and the
        // checker's.
        .target(name: "MainlineSARIF"),
        // Main-thread affinity: the main turn, the checker and its scopes, suppressions and
        // ledger, the hang watchdog, the Dispatch hooks. Knows nothing of UIKit.
        .target(name: "ThreadChecker", dependencies: ["MainlineSymbolication", "MainlineSystem", "MainlineSARIF", "ThreadCheckerHooks"]),
        // The profile: frame records as the runtime emits them, accumulated into a profile, and the
        // reports written from it. Reads frame records and nothing else (no UI knowledge).
        .target(name: "MainlineProfile", dependencies: ["ThreadChecker", "MainlineSymbolication", "MainlineSARIF"]),
        // The UIKit-shaped runtime: views, Auto Layout on LayoutSolver, the update cycle.
        // Swift 5 mode: views and controllers are `@preconcurrency @MainActor`, as UIKit's are,
        // and the runtime itself calls them from whichever thread holds the main turn.
        .target(
            name: "Mainline", dependencies: ["LayoutSolver", "ThreadChecker", "MainlineProfile"],
            swiftSettings: [.swiftLanguageMode(.v5)]),
        .testTarget(name: "LayoutSolverTests", dependencies: ["LayoutSolver"]),
        .testTarget(name: "ThreadCheckerTests", dependencies: ["ThreadChecker"]),
        .testTarget(name: "MainlineSymbolicationTests", dependencies: ["MainlineSymbolication", "InlineFixture"]),
        // Optimised in every configuration: it holds inlined code for the symbolication tests.
        .target(name: "InlineFixture", dependencies: ["MainlineSymbolication"], path: "Tests/InlineFixture",
                swiftSettings: [.unsafeFlags(["-O"])]),
        // Swift 5 mode, as most iOS app code is: UI calls from background queues compile there
        // (as with UIKit), and these tests make them on purpose.
        .testTarget(
            name: "MainlineTests", dependencies: ["Mainline", "MainlineProfile", "MainlineTesting"], exclude: ["Golden"],
            swiftSettings: [.swiftLanguageMode(.v5)]),
        // Real UIKit files from Tests/Corpus (linked, unchanged, `import UIKit` and all, through a
        // module named UIKit that is Mainline), laid out and checked against hand-worked values.
        .target(name: "UIKit", dependencies: ["Mainline"], path: "Tests/UIKitShim"),
        .testTarget(
            name: "CorpusLayoutTests", dependencies: ["UIKit"],
            swiftSettings: [.swiftLanguageMode(.v5)]),
        // The built-in scenarios: small apps with gesture scripts (feed, lifecycle, navigation,
        // rotation, stress). Swift 5 mode, as app code mostly is: `feed` makes UI calls from a
        // background queue on purpose.
        .target(
            name: "MainlineScenarios", dependencies: ["Mainline"],
            swiftSettings: [.swiftLanguageMode(.v5)]),
        // Adapts real UIKit code that needs the Objective-C runtime (`#selector`, `@objc`, optional
        // protocol requirements, overrides in extensions) to compile against Mainline. No
        // dependencies: the build plugin's tool links it alone.
        .target(name: "MainlineAdapter"),
        .testTarget(name: "MainlineAdapterTests", dependencies: ["MainlineAdapter", "Mainline"]),
        // The tool the MainlineAdapt plugin runs, and the plugin: a target's excluded Swift files
        // (the app's files as written) compiled through the adapter.
        .executableTarget(name: "mainline-adapt", dependencies: ["MainlineAdapter"]),
        .plugin(name: "MainlineAdapt", capability: .buildTool(), dependencies: ["mainline-adapt"]),
        // UIKit code as written (iOS/, excluded) compiled through the plugin and run in simulations.
        .testTarget(
            name: "AdaptedCodeTests", dependencies: ["Mainline", "ThreadChecker"], exclude: ["iOS"],
            swiftSettings: [.swiftLanguageMode(.v5)], plugins: [.plugin(name: "MainlineAdapt")]),
        // The `mainline` command's logic (arguments, subcommands, reports), testable in-process.
        .target(name: "MainlineCommand", dependencies: ["MainlineScenarios", "Mainline", "MainlineAdapter", "MainlineSARIF"]),
        .executableTarget(name: "mainline", dependencies: ["MainlineCommand"]),
        // `swift package mainline …` in a user's package: builds the executables that depend on
        // MainlineCommand (in release) and runs the one that has the scenario asked for.
        .plugin(
            name: "MainlinePlugin",
            capability: .command(
                intent: .custom(verb: "mainline", description: "Run your scenarios with the mainline command (run, list, compare…)"),
                permissions: [.writeToPackageDirectory(reason: "The reports go to the package's Reports/latest by default.")])),
        // `assertProfile` and the per-test configuration trait, for Swift Testing and XCTest.
        .target(name: "MainlineTesting", dependencies: ["MainlineScenarios", "Mainline", "MainlineProfile", "ThreadChecker"]),
        .testTarget(name: "MainlineTestingTests", dependencies: ["MainlineTesting", "MainlineCommand"],
                    swiftSettings: [.swiftLanguageMode(.v5)]),
        .testTarget(
            name: "MainlineScenariosTests", dependencies: ["MainlineScenarios", "Mainline", "MainlineTesting"],
            swiftSettings: [.swiftLanguageMode(.v5)]),
        .testTarget(name: "MainlineCommandTests", dependencies: ["MainlineCommand", "MainlineScenarios", "Mainline"]),
        // Swift 6 mode: what app code written for Swift 6 sees.
        .testTarget(name: "Swift6ModeTests", dependencies: ["Mainline"]),
    ],
    swiftLanguageModes: [.v6]
)

// Linux has no QuartzCore or CoreGraphics: modules of those names bring Mainline's Core Animation
// and Core Graphics types, so files that import them compile unchanged.
#if os(Linux)
package.products += [
    .library(name: "QuartzCore", targets: ["QuartzCore"]),
    .library(name: "CoreGraphics", targets: ["CoreGraphics"]),
]
package.targets += [
    .target(name: "QuartzCore", dependencies: ["Mainline"], path: "Sources/Shims/QuartzCore"),
    .target(name: "CoreGraphics", dependencies: ["Mainline"], path: "Sources/Shims/CoreGraphics"),
]
#endif
