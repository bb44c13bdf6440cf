import Foundation
@testable import MainlineAdapter
import Testing

/// Type-checks adapted files against the Mainline module this test binary was built with (its
/// build folder's `Modules`), as a target of the user's would compile them; returns the
/// compiler's output and whether it succeeded.
func typecheck(_ files: [SourceInput], swiftVersion: String = "5") throws -> (succeeded: Bool, output: String) {
    let adaptation = Adapter.adapt(files)
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("adapter-compile-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    var paths: [String] = []
    for (index, file) in adaptation.files.enumerated() {
        let url = folder.appendingPathComponent("\(index)_" + (file.path.split(separator: "/").last.map(String.init) ?? "File.swift"))
        try file.text.write(to: url, atomically: true, encoding: .utf8)
        paths.append(url.path)
    }
    let build = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["swiftc", "-typecheck", "-swift-version", swiftVersion, "-warnings-as-errors", "-module-name", "App",
                         "-I", build.appendingPathComponent("Modules").path,
                         "-Xcc", "-fmodule-map-file=" + build.appendingPathComponent("ThreadCheckerHooks.build/module.modulemap").path] + paths
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return (process.terminationStatus == 0, output)
}

@Suite("Adapted code compiles against Mainline, and its errors name the original lines")
struct CompileTests {
    @Test("tricky shapes: one-line classes, generic and nested classes, #if branches, a class over three files, overloads, optional requirements, moved overrides")
    func trickyShapesCompile() throws {
        let files = [
            SourceInput(path: "Shapes.swift", text: """
            import UIKit

            final class OneLine: UIView { @objc func a() {} }
            class Box<Element>: UIView { @objc func shake(_ sender: Any?) {} }
            final class Outer {
                final class Inner: NSObject {
                    @objc func fire(_ timer: Timer) {}
                }
            }
            #if os(iOS)
            final class OnlyOnIOS: UIView {
                @objc func tapped() {}
            }
            #else
            final class NeverCompiled: UIView {
                @objc func tapped() { thisDoesNotExist() }
            }
            #endif
            final class Overloaded: UIView {
                @objc func set(_ value: Int) {}
                func set(_ value: String) {}
            }
            @objc protocol Sheet {
                @objc optional func sheetDidClose(_ sheet: UIView)
                @objc optional func sheetHeight() -> CGFloat
                @objc optional var sheetTitle: String { get }
            }
            final class SheetHost: UIViewController, Sheet {
                func sheetDidClose(_ sheet: UIView) {}
                var sheetTitle: String { "Title" }
                weak var sheet: Sheet?
                func use() -> CGFloat {
                    sheet?.sheetDidClose?(view)
                    _ = sheet?.sheetTitle
                    return sheet?.sheetHeight?() ?? 10
                }
            }
            """),
            SourceInput(path: "Split.swift", text: """
            import UIKit
            class Split: UIViewController {
                let button = UIButton()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    button.addTarget(self, action: #selector(tap(_:forEvent:)), for: .touchUpInside)
                    navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Back", style: .plain, target: self, action: #selector(back))
                }
            }
            """),
            SourceInput(path: "Split+Actions.swift", text: """
            import UIKit
            extension Split {
                @objc private func tap(_ sender: UIButton, forEvent event: UIEvent) {}
                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                }
            }
            """),
            SourceInput(path: "Split+Back.swift", text: """
            import Foundation
            extension Split {
                @objc func back() {}
            }
            final class SubSplit: Split {
                @objc func more() {}
                override func back() {}
            }
            """),
        ]
        for version in ["5", "6"] {
            let result = try typecheck(files, swiftVersion: version)
            #expect(result.succeeded, "Swift \(version):\n\(result.output)")
        }
    }

    @Test("a type error in adapted code is reported at the original file and line, even below generated and moved code")
    func errorsNameOriginalLines() throws {
        let result = try typecheck([
            SourceInput(path: "/app/iOS/Card.swift", text: """
            import UIKit
            final class Card: UIView {
                @objc func a() {}
            }
            extension Card {
                override func layoutSubviews() {
                    super.layoutSubviews()
                }
                @objc func b() {
                    let count: Int = "not a number"
                }
            }
            """),
        ])
        #expect(!result.succeeded)
        #expect(result.output.contains("/app/iOS/Card.swift:10:26: error: cannot convert value of type 'String' to specified type 'Int'"), "\(result.output)")
    }
}
