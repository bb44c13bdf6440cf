/// Adapts the Swift files of one target (a module) so they compile against Mainline on Linux,
/// where there is no Objective-C runtime. It sees the whole target at once, because what a file
/// needs depends on the others: a class's selectors may be declared in extensions in other
/// files, its superclass in another, the types conforming to an `@objc protocol` anywhere.
///
/// Every adapted file starts with `#sourceLocation(file: <original path>, line: 1)`; code the
/// adapter writes is bracketed by `#sourceLocation()` and a directive that resumes the original
/// numbering, and code it moves keeps its original file and line. So compiler errors, the Main
/// Thread Checker's call sites and the profiler's findings point at the lines the user wrote.
final class TargetAdapter {
    let index: TargetIndex
    var edits: [Int: EditList] = [:]
    var changes: [Int: [AdaptationChange]] = [:]
    var diagnostics: [AdapterDiagnostic] = []
    /// Code to insert at an offset of a file (a line start, or before a token that is not first
    /// on its line), in the order added.
    var insertions: [Int: [Int: Insertion]] = [:]
    /// Code appended to a file, after its last line.
    var trailers: [Int: [String]] = [:]
    /// Files whose adapted copy uses Mainline's names without importing it.
    var needsMainline: Set<Int> = []
    /// Imports a file needs for code moved into it from another file.
    var movedImports: [Int: [String]] = [:]

    /// Selector members by class (`ObjectIdentifier` of its declaration), for the target's and
    /// the context files' classes.
    var selectorMembers: [ObjectIdentifier: [SelectorMember]] = [:]
    /// The `@objc optional` requirements of the target's protocols.
    var optionalRequirements: [OptionalRequirement] = []
    /// The base names of those that are methods (call sites `.name?(` are rewritten).
    var optionalMethodNames: Set<String> = []
    /// Whether the target or a dependency makes instances through class-constrained type
    /// parameters (`T()`), so that its classes need `makeDefaultInstance()`.
    var constructsThroughTypeParameters = false
    /// Where each file does (`T()` → `instantiateDefault(T.self)`): by the first byte, the end
    /// and the parameter's name.
    var genericConstructions: [Int: [Int: (end: Int, name: String)]] = [:]
    /// Classes the adapter declared `nonisolated` (once each).
    var nonisolatedDeclarations: Set<ObjectIdentifier> = []
    /// Optional method requirements used as function values (by the requirement's declaration).
    var referencedOptionalFunctions: Set<ObjectIdentifier> = []
    /// The names of the target's properties (a bare `delegate?.name` is not an optional method
    /// when a property has its name).
    lazy var targetPropertyNames: Set<String> = Set(index.files.flatMap { file in
        file.allDeclarations.filter { ($0.kind == .variable || $0.kind == .constant) && !($0.parent.map(Self.isObjCProtocol) ?? false) }.map(\.name)
    })
    /// Members moved from an extension into their class's body, by the member's declaration.
    var movedMembers: Set<ObjectIdentifier> = []
    var plannedMoves: [PlannedMove] = []

    /// Generated code to insert at one place.
    struct Insertion {
        /// The token the code goes before is not the first on its line: start a new line.
        var breaksLine: Bool
        /// The original line numbering resumes at this line after the code (nil at the end).
        var resumeLine: Int?
        var segments: [Segment] = []
    }

    /// A piece of inserted code, with the source location it reports.
    struct Segment {
        var text: String
        /// Moved code keeps its original place; generated code (nil) reports the adapted file.
        var origin: (path: String, line: Int)?
    }

    init(index: TargetIndex) {
        self.index = index
    }

    var adaptedFiles: [ParsedFile] { index.files.filter { !$0.isContext } }

    func run() -> Adaptation {
        collectOptionalRequirements()
        collectSelectorMembers()
        collectGenericConstructions()
        planMovedMembers()
        for file in adaptedFiles {
            rewriteTokens(in: file)
            rewriteManagedLayerProperties(in: file)
            addPresentationCopies(in: file)
            rewriteGenericConstructions(in: file)
            reportUnsupported(in: file)
        }
        closeExtensionMembers()
        performMoves()
        generateDispatch()
        generateDefaultInitializers()
        generateRegisteredInitializers()
        generateOptionalRequirements()
        let files = adaptedFiles.map { file in
            AdaptedFile(path: file.source.path, text: render(file),
                        changes: (changes[file.index] ?? []).sorted { $0.line < $1.line })
        }
        return Adaptation(files: files, diagnostics: diagnostics.sorted {
            ($0.file, $0.line, $0.column) < ($1.file, $1.line, $1.column)
        })
    }

    // MARK: - Recording

    func edit(_ file: ParsedFile, _ body: (inout EditList) -> Void) {
        body(&edits[file.index, default: EditList()])
    }

    func note(_ file: ParsedFile, line: Int, _ summary: String) {
        changes[file.index, default: []].append(AdaptationChange(line: line, summary: summary))
    }

    func report(_ severity: AdapterDiagnostic.Severity, _ file: ParsedFile, at offset: Int, _ message: String, fix: String) {
        diagnostics.append(AdapterDiagnostic(severity: severity, file: file.source.path, line: file.source.line(at: offset),
                                             column: file.source.column(at: offset), message: message, fix: fix))
    }

    /// Inserts `segments` before token `tokenIndex` of `file` (at the start of its line when it
    /// is the first there), resuming the original numbering after them.
    func insert(_ segments: [Segment], before tokenIndex: Int, in file: ParsedFile) {
        let token = file.source.tokens[tokenIndex]
        let first = file.source.isFirstOnLine(token.start)
        let offset = first ? file.source.lineStart(token.line) : token.start
        insert(segments, at: offset, breaksLine: !first, resumeLine: token.line, in: file)
    }

    /// Inserts `segments` at the start of the line after the one holding token `tokenIndex`
    /// (at the end of the file if there is none).
    func insert(_ segments: [Segment], afterLineOf tokenIndex: Int, in file: ParsedFile) {
        let token = file.source.tokens[tokenIndex]
        let nextLine = file.source.line(at: token.end) + 1
        if nextLine - 1 >= file.source.lineStarts.count || file.source.lineStart(nextLine) >= file.source.bytes.count {
            trailers[file.index, default: []].append(contentsOf: segments.map(\.text))
            return
        }
        insert(segments, at: file.source.lineStart(nextLine), breaksLine: false, resumeLine: nextLine, in: file)
    }

    private func insert(_ segments: [Segment], at offset: Int, breaksLine: Bool, resumeLine: Int, in file: ParsedFile) {
        var insertion = insertions[file.index]?[offset] ?? Insertion(breaksLine: breaksLine, resumeLine: resumeLine)
        insertion.segments.append(contentsOf: segments)
        insertions[file.index, default: [:]][offset] = insertion
    }

    /// Makes `type` adopt `conformance` (`SelectorDispatching`, `@MainActor Delegate_method`):
    /// in an extension after the file-scope declaration holding it, or, when the type is nested
    /// in another and `private` there (or inside a `private` type) — which no extension at file
    /// scope can name — in its own inheritance clause.
    func addConformance(_ conformance: String, to type: Declaration, in file: ParsedFile) {
        guard Self.isHiddenFromFileScope(type) else {
            insert([Segment(text: "extension \(type.qualifiedName): \(conformance) {}", origin: nil)],
                   afterLineOf: type.outermost.lastToken, in: file)
            return
        }
        let source = file.source
        if let last = type.inheritance.last {
            edit(file) { $0.insert(", " + conformance, at: last.range.upperBound) }
        } else if let open = type.bodyOpen {
            // Before `where` or the body's brace: `private class Layer<T> where … {`.
            let keyword = source.significant.firstIndex(of: type.keywordToken) ?? 0
            let brace = source.significant.firstIndex(of: open) ?? keyword
            let position = (keyword..<brace).first { source.text(ofToken: source.significant[$0]) == "where" } ?? brace
            let previous = source.tokens[source.significant[position - 1]]
            edit(file) { $0.insert(": " + conformance, at: previous.end) }
        }
        note(file, line: source.tokens[type.keywordToken].line, "\(type.name) adopts \(conformance) in its declaration (private, nested: no extension can name it)")
        // A conformance in the declaration to a main-actor protocol would make the whole class
        // main-actor-isolated, which one in an extension does not: `nonisolated` keeps it as
        // written (SE-0449), unless it is main-actor-isolated already.
        if !type.hasModifier("nonisolated"), !isMainActorClass(type), nonisolatedDeclarations.insert(ObjectIdentifier(type)).inserted {
            edit(file) { $0.insert("nonisolated ", at: source.tokens[type.keywordToken].start) }
        }
    }

    /// Whether `type` is main-actor-isolated by its own attribute or a superclass's (the
    /// framework's classes other than `NSObject` and Core Animation's are taken to be, as
    /// UIKit's are).
    func isMainActorClass(_ type: Declaration) -> Bool {
        guard type.kind == .class else { return false }
        if index.ancestors(of: type).contains(where: { $0.declaration.hasAttribute("MainActor") }) { return true }
        guard let name = index.frameworkRoot(of: type) else { return false }
        return name != "NSObject" && !name.hasPrefix("CA")
    }

    /// Whether a file-scope extension cannot name `type`: it is nested, and it or a type around
    /// it (below file scope) is `private`.
    static func isHiddenFromFileScope(_ type: Declaration) -> Bool {
        var current: Declaration? = type
        while let declaration = current, declaration.parent != nil {
            if declaration.accessLevel == "private" { return true }
            current = declaration.parent
        }
        return false
    }

    // MARK: - Rendering

    static func quoted(_ path: String) -> String {
        "\"" + path.replacing("\\", with: "\\\\").replacing("\"", with: "\\\"") + "\""
    }

    static func sourceLocation(_ path: String, _ line: Int) -> String {
        "#sourceLocation(file: \(quoted(path)), line: \(line))\n"
    }

    private func render(_ file: ParsedFile) -> String {
        var list = edits[file.index] ?? EditList()
        let path = file.source.path
        list.insert(Self.sourceLocation(path, 1), at: 0)
        for (offset, insertion) in (insertions[file.index] ?? [:]).sorted(by: { $0.key < $1.key }) {
            var text = insertion.breaksLine ? "\n" : ""
            // `#sourceLocation()` may only follow a directive that names a file.
            var generating = false
            for segment in insertion.segments {
                if let origin = segment.origin {
                    text += Self.sourceLocation(origin.path, origin.line)
                    generating = false
                } else if !generating {
                    text += "#sourceLocation()\n"
                    generating = true
                }
                text += segment.text.hasSuffix("\n") ? segment.text : segment.text + "\n"
            }
            if let line = insertion.resumeLine { text += Self.sourceLocation(path, line) }
            if insertion.breaksLine {
                // The token resumes on a line of its own: keep its column.
                text += String(repeating: " ", count: max(0, file.source.column(at: offset) - 1))
            }
            list.insert(text, at: offset)
        }
        var trailer = trailers[file.index] ?? []
        if usesCoreFoundationNames(file) {
            needsMainline.insert(file.index)
            changes[file.index, default: []].append(AdaptationChange(line: 1, summary: "imports Mainline for Core Foundation's run loop timers and clock (Foundation has them on Apple platforms)"))
        }
        if needsMainline.contains(file.index), !importsMainline(file) { trailer.insert("import Mainline", at: 0) }
        for module in movedImports[file.index] ?? [] where !imports(module, file) { trailer.insert("import \(module)", at: 0) }
        if usesNetworking(file) {
            // On Apple platforms Foundation has URLSession; on Linux it is in FoundationNetworking.
            trailer.insert("#if canImport(FoundationNetworking)\nimport FoundationNetworking\n#endif", at: 0)
            changes[file.index, default: []].append(AdaptationChange(line: 1, summary: "imports FoundationNetworking (URLSession's module on Linux)"))
        }
        if !trailer.isEmpty {
            let endsWithNewline = file.source.bytes.last == UInt8(ascii: "\n") || file.source.bytes.last == UInt8(ascii: "\r")
            list.insert((endsWithNewline ? "" : "\n") + "#sourceLocation()\n" + trailer.joined(separator: "\n") + "\n",
                        at: file.source.bytes.count)
        }
        return list.render(file.source.bytes)
    }

    /// The modules `file` imports (after the adapter's own import changes, `UIKit` counts as
    /// Mainline).
    func importedModules(_ file: ParsedFile) -> [String] {
        file.allDeclarations.filter { $0.kind == .import }.compactMap { declaration in
            let source = file.source
            guard let keyword = source.significant.firstIndex(of: declaration.keywordToken) else { return nil }
            var position = keyword + 1
            // `import class Module.Type`
            if position < source.significant.count, ["class", "struct", "enum", "protocol", "func", "var", "let", "typealias"].contains(source.text(ofToken: source.significant[position])) {
                position += 1
            }
            guard position < source.significant.count else { return nil }
            return source.text(ofToken: source.significant[position])
        }
    }

    private func imports(_ module: String, _ file: ParsedFile) -> Bool {
        importedModules(file).contains(module) || (module == "Mainline" && importsMainline(file))
    }

    /// A file that imports Foundation but not Mainline (which re-exports FoundationNetworking)
    /// and uses URLSession and its kin.
    private func usesNetworking(_ file: ParsedFile) -> Bool {
        let modules = importedModules(file)
        guard modules.contains("Foundation"), !importsMainline(file), !needsMainline.contains(file.index),
              !modules.contains("FoundationNetworking") else { return false }
        let names: Set<String> = ["URLSession", "URLRequest", "URLResponse", "HTTPURLResponse", "URLSessionDataTask", "URLSessionConfiguration"]
        return file.source.significant.contains { names.contains(file.source.text(ofToken: $0)) }
    }

    /// A file that imports Foundation but not Mainline and uses Core Foundation's names that
    /// Foundation brings with it on Apple platforms (run loop timers, the absolute-time clock,
    /// `kCFAllocatorDefault`): Mainline supplies them on Linux.
    private func usesCoreFoundationNames(_ file: ParsedFile) -> Bool {
        guard importedModules(file).contains("Foundation"), !importsMainline(file), !needsMainline.contains(file.index) else { return false }
        let names: Set<String> = ["CFAbsoluteTimeGetCurrent", "CFRunLoopAddTimer", "CFRunLoopGetCurrent", "CFRunLoopGetMain", "CFRunLoopRemoveTimer",
                                  "CFRunLoopTimerCreateWithHandler", "CFRunLoopTimerInvalidate", "CFRunLoopTimerIsValid", "kCFAllocatorDefault",
                                  "CACurrentMediaTime"]
        return file.source.significant.contains { names.contains(file.source.text(ofToken: $0)) }
    }

    func importsMainline(_ file: ParsedFile) -> Bool {
        importedModules(file).contains { ["Mainline", "UIKit", "QuartzCore", "CoreGraphics"].contains($0) }
    }
}
