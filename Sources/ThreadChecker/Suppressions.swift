import Foundation

/// Reports the checker keeps quiet about: by API, by type, or by the caller's file.
///
/// As a file (`MTC_SUPPRESSION_FILE`), one entry per line; `#` starts a comment:
///
///     -[UIView setNeedsLayout]     # an API, in Apple's format
///     api: -[UILabel setText:]     # the same, spelled out
///     type: UIImageView            # every API of a type (`-[UIImageView …]`, `+[UIImageView …]`)
///     UIImageView                  # the same, as a bare type name
///     file: LegacyLoader.swift     # calls made from a file (its name, or a path suffix)
///
/// Apple's forms are read too: `class:UIView`, `selector:setNeedsLayout`,
/// `method:-[UIView setNeedsLayout]`.
public struct Suppressions: Sendable, Equatable {
    /// APIs in Apple's format.
    public var apis: Set<String>
    /// Type names: every API of the type.
    public var types: Set<String>
    /// Call-site files: a file name or the end of a path.
    public var files: [String]
    /// Selectors, on any type (`setNeedsLayout`).
    public var selectors: Set<String>

    public init(apis: Set<String> = [], types: Set<String> = [], files: [String] = [], selectors: Set<String> = []) {
        self.apis = apis
        self.types = types
        self.files = files
        self.selectors = selectors
    }

    /// Parses the file format above; a line it cannot read throws, naming the line.
    public init(parsing text: String) throws {
        self.init()
        for (number, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = rawLine.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first.map {
                $0.trimmingCharacters(in: .whitespaces)
            } ?? ""
            if line.isEmpty { continue }
            if let value = Self.value(of: "api:", in: line) ?? Self.value(of: "method:", in: line) {
                apis.insert(value)
            } else if let value = Self.value(of: "type:", in: line) ?? Self.value(of: "class:", in: line) {
                types.insert(value)
            } else if let value = Self.value(of: "file:", in: line) {
                files.append(value)
            } else if let value = Self.value(of: "selector:", in: line) {
                selectors.insert(value)
            } else if (line.hasPrefix("-[") || line.hasPrefix("+[")) && line.hasSuffix("]") {
                apis.insert(line)
            } else if line.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }) {
                types.insert(line)
            } else {
                throw SuppressionError(line: number + 1, text: line)
            }
        }
    }

    /// Reads a suppression file.
    public init(contentsOf url: URL) throws {
        try self.init(parsing: String(contentsOf: url, encoding: .utf8))
    }

    private static func value(of prefix: String, in line: String) -> String? {
        guard line.hasPrefix(prefix) else { return nil }
        let value = line.dropFirst(prefix.count).trimmingCharacters(in: .whitespaces)
        return value.isEmpty ? nil : value
    }

    /// Whether deciding needs the call site (a `file:` entry).
    public var needsCallSite: Bool { !files.isEmpty }

    /// Whether `violation` is suppressed.
    public func suppresses(_ violation: ThreadViolation) -> Bool {
        if apis.contains(violation.api) { return true }
        if !types.isEmpty, let type = Self.typeName(of: violation.api), types.contains(type) { return true }
        if let objectType = violation.objectType, types.contains(objectType) { return true }
        if !selectors.isEmpty, let space = violation.api.firstIndex(of: " "),
           selectors.contains(String(violation.api[violation.api.index(after: space)...].dropLast())) {
            return true
        }
        if !files.isEmpty, let file = violation.callSite?.file, files.contains(where: { file == $0 || file.hasSuffix("/" + $0) }) {
            return true
        }
        return false
    }

    /// `UIView` in `-[UIView setNeedsLayout]`.
    static func typeName(of api: String) -> String? {
        guard api.count > 3, api.hasPrefix("-[") || api.hasPrefix("+["), let space = api.firstIndex(of: " ") else { return nil }
        return String(api[api.index(api.startIndex, offsetBy: 2)..<space])
    }
}

/// A suppression file line that is none of the accepted forms.
public struct SuppressionError: Error, LocalizedError {
    public let line: Int
    public let text: String

    public var errorDescription: String? {
        "line \(line): \"\(text)\" is not an API (-[Type selector]), a type name, or an api:/type:/file: entry"
    }
}
