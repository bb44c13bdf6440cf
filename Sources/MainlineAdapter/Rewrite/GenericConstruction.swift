/// `T()` where `T` is a generic parameter constrained to a class (`class Cell<Content: UIView>`
/// making `Content()`). On iOS the Objective-C runtime sends `init` to whatever class `T` is;
/// Swift without it can construct through a type value only with a `required` initializer, and
/// `init()` is not one. So the adapter writes, in the body of each class of the target that has
/// `init()`, a class method that makes an instance of exactly that class
/// (`makeDefaultInstance()`, overridden down the hierarchy, the top class adopting
/// `DefaultInitializable`), and `T()` becomes `instantiateDefault(T.self)`, which calls it.
/// A class that has no `init()` gets none (on iOS, `T()` would trap for it:
/// "Use of unimplemented initializer").
extension TargetAdapter {
    /// Finds `T()` and `T.init()` of class-constrained generic parameters in every file (those
    /// of the dependencies too: their generic classes may be specialized with this target's
    /// classes) and records where the target's files have them.
    func collectGenericConstructions() {
        for file in index.files {
            for declaration in file.allDeclarations where !declaration.genericParameters.isEmpty {
                let names = Set(declaration.genericParameters.filter { isClassConstrained($0, in: declaration) })
                guard !names.isEmpty, let open = declaration.bodyOpen, let close = declaration.bodyClose else { continue }
                let source = file.source
                let significant = source.significant
                guard let first = significant.firstIndex(of: open), let last = significant.firstIndex(of: close) else { continue }
                func text(_ p: Int) -> String { source.text(ofToken: significant[p]) }
                func token(_ p: Int) -> Token { source.tokens[significant[p]] }
                var p = first + 1
                while p + 2 < last {
                    defer { p += 1 }
                    guard token(p).kind == .identifier, names.contains(text(p)), text(p - 1) != "." else { continue }
                    var open = p + 1
                    if text(open) == ".", p + 3 < last, text(open + 1) == "init", token(open).start == token(p).end {
                        open += 2
                    }
                    guard text(open) == "(", token(open).start == token(open - 1).end, text(open + 1) == ")" else { continue }
                    constructsThroughTypeParameters = true
                    guard !file.isContext else { continue }
                    genericConstructions[file.index, default: [:]][token(p).start] = (token(open + 1).end, text(p))
                }
            }
        }
    }

    /// Whether generic parameter `name` of `declaration` is constrained to a class: a class of
    /// the target, or a framework class (`UIView`, `NSObject`, `CALayer`…).
    private func isClassConstrained(_ name: String, in declaration: Declaration) -> Bool {
        (declaration.genericConstraints[name] ?? []).contains { constraint in
            constraint.split(separator: "&").contains { part in
                let written = TargetIndex.stripGenerics(String(part).trimmed)
                if let found = index.resolve(written, from: declaration) { return found.declaration.kind == .class }
                return ["UI", "NS", "CA"].contains(where: { written.hasPrefix($0) }) && !index.isProtocolName(written)
                    && !["NSObjectProtocol", "NSCopying", "NSCoding"].contains(written)
            }
        }
    }

    /// Rewrites the constructions found in `file`.
    func rewriteGenericConstructions(in file: ParsedFile) {
        for (start, found) in genericConstructions[file.index] ?? [:] {
            edit(file) { $0.replace(start..<found.end, with: "instantiateDefault(\(found.name).self)") }
            note(file, line: file.source.line(at: start),
                 "\(found.name)() → instantiateDefault(\(found.name).self): the class \(found.name) stands for is made through its makeDefaultInstance()")
            needsMainline.insert(file.index)
        }
    }

    /// Whether `type` gets `makeDefaultInstance()`: it has `init()`, and the target (or a
    /// dependency) constructs through type parameters, or it is a layer class (a view makes its
    /// `layerClass` with `init()`, as Core Animation does).
    func getsDefaultInstanceMethod(_ type: Declaration) -> Bool {
        type.kind == .class && (constructsThroughTypeParameters || isLayerClass(type)) && index.hasInitializer("", type) == true
    }

    /// Writes `makeDefaultInstance()` in the body of each class of the target that gets one.
    func generateDefaultInitializers() {
        for file in adaptedFiles {
            for type in file.allDeclarations where getsDefaultInstanceMethod(type) {
                guard let close = type.bodyClose else { continue }
                let overrides = index.ancestors(of: type).dropFirst().contains { getsDefaultInstanceMethod($0.declaration) }
                let access = type.hasModifier("open") ? "open" : "public"
                let text = """
                    /// A new instance of this class made with `init()`, for `T()` of a type parameter (written by MainlineAdapt).
                    \(access) \(overrides ? "override " : "")class func makeDefaultInstance() -> AnyObject { \(type.name)() }
                """
                insert([Segment(text: text, origin: nil)], before: close, in: file)
                needsMainline.insert(file.index)
                if !overrides {
                    addConformance((isMainActorClass(type) ? "@MainActor " : "") + "DefaultInitializable", to: type, in: file)
                }
                note(file, line: file.source.tokens[type.keywordToken].line, "\(type.name): makeDefaultInstance() for T() of type parameters")
            }
        }
    }
}
