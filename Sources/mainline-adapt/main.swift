// The tool the MainlineAdapt build plugin runs:
//
//     mainline-adapt [--context FILE]... --adapt INPUT OUTPUT [--adapt INPUT OUTPUT]...
//
// adapts the INPUT files together (one target) and writes each one's adapted copy to its
// OUTPUT. Files given with --context (a dependency's adapted files) are read, not written.
// What cannot be adapted is printed as `file:line:column: error: …` (the build log links it
// to the line), and the tool then exits 1.
import Foundation
import MainlineAdapter

var inputs: [(input: String, output: String)] = []
var context: [String] = []
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    switch argument {
    case "--adapt":
        guard let input = arguments.popFirst(), let output = arguments.popFirst() else {
            FileHandle.standardError.write(Data("mainline-adapt: --adapt takes an input file and an output file\n".utf8))
            exit(2)
        }
        inputs.append((input, output))
    case "--context":
        guard let file = arguments.popFirst() else {
            FileHandle.standardError.write(Data("mainline-adapt: --context takes a file\n".utf8))
            exit(2)
        }
        context.append(file)
    default:
        FileHandle.standardError.write(Data("mainline-adapt: unknown argument '\(argument)'\n".utf8))
        exit(2)
    }
}

func read(_ path: String) -> String {
    do {
        return try String(contentsOfFile: path, encoding: .utf8)
    } catch {
        FileHandle.standardError.write(Data("mainline-adapt: cannot read \(path): \(error)\n".utf8))
        exit(1)
    }
}

let adaptation = Adapter.adapt(inputs.map { SourceInput(path: $0.input, text: read($0.input)) },
                               context: context.map { SourceInput(path: $0, text: read($0)) })
for (file, target) in zip(adaptation.files, inputs) {
    let url = URL(fileURLWithPath: target.output)
    do {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        // Unchanged output keeps its date, so the compiler does not rebuild it.
        if (try? String(contentsOf: url, encoding: .utf8)) != file.text {
            try file.text.write(to: url, atomically: true, encoding: .utf8)
        }
    } catch {
        FileHandle.standardError.write(Data("mainline-adapt: cannot write \(target.output): \(error)\n".utf8))
        exit(1)
    }
}
for diagnostic in adaptation.diagnostics {
    FileHandle.standardError.write(Data("\(diagnostic)\n".utf8))
}
exit(adaptation.hasErrors ? 1 : 0)
