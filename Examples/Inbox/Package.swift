// swift-tools-version: 6.1
import Foundation
import PackageDescription

// Mainline is this repository, two directories up. (In a package of your own, depend on it by its
// URL instead: .package(url: "https://…/Mainline.git", from: "0.1.0"), and name it "Mainline" below.)
let mainline = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..").standardized
let mainlinePackage = mainline.lastPathComponent

let package = Package(
    name: "Inbox",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(path: mainline.path),
    ],
    targets: [
        // The app's code: the inbox screen, UIKit code with `import Mainline` in place of
        // `import UIKit`, and the scenario that drives it.
        .target(
            name: "Inbox",
            dependencies: [
                .product(name: "Mainline", package: mainlinePackage),
                .product(name: "MainlineScenarios", package: mainlinePackage),
            ],
            swiftSettings: [.swiftLanguageMode(.v5)]),
        // The whole `mainline` command over the inbox's scenario: `swift package mainline run inbox`.
        .executableTarget(
            name: "inbox-profile",
            dependencies: ["Inbox", .product(name: "MainlineCommand", package: mainlinePackage)]),
        // The profile as a test: recorded once beside the test, compared after.
        .testTarget(
            name: "InboxTests",
            dependencies: ["Inbox", .product(name: "MainlineTesting", package: mainlinePackage)],
            exclude: ["__Profiles__"]),
    ]
)
