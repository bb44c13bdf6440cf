import Foundation
import Mainline
@testable import MainlineAdapter
import Testing

/// The adapter decides from a list whether a class's superclass is one of Mainline's
/// `UIResponder` classes (whose `selectorMethod(_:)` a subclass overrides): the list must be
/// exactly Mainline's responder classes, or generated code would not compile.
@Suite("The adapter's list of Mainline's dispatching classes")
struct FrameworkClassesTests {
    @Test("every listed class is a UIResponder subclass of Mainline")
    func listedAreResponders() {
        for name in TargetIndex.dispatchingFrameworkClasses {
            #expect(_typeByName("Mainline.\(name)") as? UIResponder.Type != nil, "\(name)")
        }
    }

    @Test("every UIResponder subclass in Mainline's public interface is listed (read from its symbol graph)")
    func everyResponderIsListed() throws {
        let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        let build = executable.deletingLastPathComponent()
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("adapter-symbols-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: output) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift", "symbolgraph-extract", "-module-name", "Mainline",
                             "-I", build.appendingPathComponent("Modules").path,
                             "-Xcc", "-fmodule-map-file=" + build.appendingPathComponent("ThreadCheckerHooks.build/module.modulemap").path,
                             "-target", "x86_64-unknown-linux-gnu", "-minimum-access-level", "public", "-output-dir", output.path]
        process.standardError = Pipe()
        try process.run()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0)
        let data = try Data(contentsOf: output.appendingPathComponent("Mainline.symbols.json"))
        let graph = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let symbols = try #require(graph["symbols"] as? [[String: Any]])
        var names: [String: String] = [:]
        for symbol in symbols {
            guard let id = (symbol["identifier"] as? [String: Any])?["precise"] as? String,
                  let path = symbol["pathComponents"] as? [String], path.count == 1 else { continue }
            names[id] = path[0]
        }
        var superclass: [String: String] = [:]
        for relationship in graph["relationships"] as? [[String: Any]] ?? [] where relationship["kind"] as? String == "inheritsFrom" {
            guard let source = relationship["source"] as? String, let target = relationship["target"] as? String,
                  let child = names[source], let parent = names[target] else { continue }
            superclass[child] = parent
        }
        let responders = Set(superclass.keys.filter { name in
            var current: String? = name
            var steps = 0
            while let c = current, steps < 50 {
                if c == "UIResponder" { return true }
                current = superclass[c]
                steps += 1
            }
            return false
        }).union(["UIResponder"])
        #expect(responders.count > 20)
        #expect(responders == TargetIndex.dispatchingFrameworkClasses)
    }
}
