@testable import MainlineAdapter
import Testing

/// Adapts one file (`View.swift`) and returns its adapted text and the diagnostics.
func adapt(_ text: String, path: String = "View.swift") -> (text: String, diagnostics: [AdapterDiagnostic]) {
    let result = Adapter.adapt([SourceInput(path: path, text: text)])
    return (result.files[0].text, result.diagnostics)
}

/// A line of adapted output, with the file and line its `#sourceLocation` directives give it
/// (`nil` file: generated code, reported at the adapted file itself).
struct VirtualLine: Equatable {
    var file: String?
    var line: Int
    var text: String
}

/// Reads `#sourceLocation` directives as the compiler does: each line of `adapted` that is not
/// a directive, with the location a diagnostic on it would report.
func virtualLines(_ adapted: String) -> [VirtualLine] {
    var result: [VirtualLine] = []
    var file: String?
    var line = 1
    var physical = 0
    for text in adapted.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
        physical += 1
        let trimmed = text.trimmed
        if trimmed.hasPrefix("#sourceLocation(file:") {
            let quoted = trimmed.split(separator: "\"")
            file = quoted.count > 1 ? String(quoted[1]) : nil
            line = Int(trimmed.split(separator: "line:").last!.filter(\.isNumber))!
            continue
        }
        if trimmed == "#sourceLocation()" {
            file = nil
            line = physical + 1
            continue
        }
        result.append(VirtualLine(file: file, line: line, text: text))
        line += 1
    }
    return result
}

/// The adapted lines that report `file`'s line `line`.
func lines(_ adapted: String, at line: Int, of file: String = "View.swift") -> [String] {
    virtualLines(adapted).filter { $0.file == file && $0.line == line }.map(\.text)
}

/// The adapted code the adapter wrote (reported at the adapted file itself).
func generated(_ adapted: String) -> String {
    virtualLines(adapted).filter { $0.file == nil }.map(\.text).joined(separator: "\n")
}
