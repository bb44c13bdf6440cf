/// What the adapter cannot adapt, reported once each with the line and the change to make:
/// key-value observing, associated objects, method swizzling, and `@NSManaged` properties that
/// need Core Data's storage (a layer subclass's are rewritten instead: LayerSubclasses.swift).
/// (Overrides in extensions of classes the target does not declare are reported where moves
/// are planned.)
extension TargetAdapter {
    func reportUnsupported(in file: ParsedFile) {
        let source = file.source
        let significant = source.significant
        func text(_ p: Int) -> String { source.text(ofToken: significant[p]) }
        for p in significant.indices where source.tokens[significant[p]].kind == .identifier {
            let word = text(p)
            let offset = source.tokens[significant[p]].start
            let calls = p + 1 < significant.count && text(p + 1) == "("
            switch word {
            case "observe" where calls && p + 2 < significant.count && text(p + 2).hasPrefix("\\"):
                report(.error, file, at: offset,
                       "key-value observing (`observe(\\.property)`) needs the Objective-C runtime, which Linux does not have.",
                       fix: "have the observed property call back itself (a `didSet` that calls a closure or posts a notification) and listen to that.")
            case "addObserver" where calls && argumentLabels(after: p + 1, in: file).contains("forKeyPath"):
                report(.error, file, at: offset,
                       "key-value observing (`addObserver(_:forKeyPath:options:context:)`) needs the Objective-C runtime, which Linux does not have.",
                       fix: "have the observed property call back itself (a `didSet` that calls a closure or posts a notification) and listen to that.")
            case "objc_getAssociatedObject", "objc_setAssociatedObject", "objc_removeAssociatedObjects":
                report(.error, file, at: offset,
                       "associated objects (`\(word)`) need the Objective-C runtime, which Linux does not have.",
                       fix: "keep the value in a stored property of a subclass, or in a dictionary keyed by `ObjectIdentifier(object)`.")
            case "method_exchangeImplementations", "class_getInstanceMethod", "class_addMethod", "method_setImplementation", "class_replaceMethod":
                report(.error, file, at: offset,
                       "method swizzling (`\(word)`) needs the Objective-C runtime, which Linux does not have.",
                       fix: "call the replacement where the behaviour is needed, or subclass and override.")
            default:
                break
            }
        }
        for type in file.allDeclarations where type.kind == .class && !type.inheritance.isEmpty {
            for property in type.children where (property.kind == .variable || property.kind == .constant)
                && property.hasInitializer && !property.hasModifier("lazy") && !property.isTypeMember {
                // Only the initial value: `self` in the property's observers (`didSet`) or
                // accessors is the instance, as anywhere in a method.
                let last = property.bodyOpen.map { $0 - 1 } ?? property.lastToken
                guard let start = significant.firstIndex(of: property.keywordToken),
                      let end = significant.lastIndex(where: { $0 <= last }), start < end else { continue }
                guard let position = (start...end).first(where: { p in
                    source.tokens[significant[p]].kind == .identifier && text(p) == "self" && (p == 0 || text(p - 1) != ".")
                }) else { continue }
                report(.error, file, at: source.tokens[significant[position]].start,
                       "`self` in the initial value of stored property `\(property.name)` is, on iOS, NSObject's method `self()` rather than the instance (Swift warns there: \"'self' refers to the method 'NSObject.self'\"); Linux has no such method.",
                       fix: "declare the property `lazy var \(property.name)`, so that `self` is the instance.")
            }
        }
        for declaration in file.allDeclarations where declaration.hasAttribute("NSManaged") {
            let harmless = declaration.hasInitializer || (declaration.type?.trimmed.hasSuffix("?") ?? false)
                || isManagedLayerProperty(declaration)
            guard !harmless else { continue }
            report(.error, file, at: source.tokens[declaration.keywordToken].start,
                   "`@NSManaged var \(declaration.name)` gets its storage from Core Data, which Linux does not have.",
                   fix: "give the property an optional type or an initial value (it becomes a plain stored property).")
        }
    }

    /// The argument labels of the call whose `(` is at significant position `open`.
    private func argumentLabels(after open: Int, in file: ParsedFile) -> [String] {
        let source = file.source
        var labels: [String] = []
        var depth = 0
        var p = open
        while p < source.significant.count {
            let word = source.text(ofToken: source.significant[p])
            if word == "(" || word == "[" || word == "{" { depth += 1 }
            if word == ")" || word == "]" || word == "}" { depth -= 1; if depth == 0 { break } }
            if depth == 1, p + 1 < source.significant.count, source.text(ofToken: source.significant[p + 1]) == ":",
               source.tokens[source.significant[p]].kind == .identifier {
                labels.append(word)
            }
            p += 1
        }
        return labels
    }
}
