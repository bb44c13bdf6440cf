/// The dispatch that lets a selector reach a method: for each class with selector members, an
/// override of `selectorMethod(_:)` in the class body (Swift cannot override a method declared
/// in an extension, so it cannot live in one), mapping each Objective-C name to a closure that
/// calls the member with the message's arguments. Members declared in extensions in other files
/// (where `private` ones cannot be reached from the class body) get a helper in their extension
/// that the class body's method asks. A class whose superclass dispatches (a Mainline
/// responder, or a class of the target that gets the method) overrides it and falls back on
/// `super`; any other class declares it and adopts `SelectorDispatching`.
extension TargetAdapter {
    /// Attributes that expose a member to Objective-C.
    static let exposingAttributes: Set<String> = ["objc", "IBAction", "IBOutlet", "IBInspectable", "IBSegueAction", "NSManaged", "GKInspectable"]

    func collectSelectorMembers() {
        // The requirements of the target's @objc protocols (their implementations are @objc).
        var requirements: [String: [Declaration]] = [:]
        for file in index.files {
            for declaration in file.allDeclarations where Self.isObjCProtocol(declaration) {
                requirements[declaration.name, default: []].append(contentsOf: declaration.children)
                requirements[declaration.qualifiedName, default: []].append(contentsOf: declaration.children)
            }
        }
        for file in index.files {
            for type in file.allDeclarations where type.kind == .class {
                var members: [SelectorMember] = []
                let objcMembers = index.ancestors(of: type).contains { $0.declaration.hasAttribute("objcMembers") }
                let protocolRequirements = index.conformances(of: type).flatMap { requirements[$0] ?? [] }
                let sources: [(Declaration, ParsedFile, Bool)] = [(type, file, false)]
                    + index.extensions(of: type).map { ($0.declaration, $0.file, $0.declaration.hasAttribute("objc")) }
                for (container, containerFile, objcExtension) in sources {
                    for member in container.children where SelectorMember.isCallable(member) {
                        let requirement = protocolRequirements.first { Self.implements(member, $0) }
                        let exposed = member.attributes.contains { Self.exposingAttributes.contains($0.name) }
                            || member.hasModifier("dynamic") || objcExtension || requirement != nil
                            || (objcMembers && !member.hasAttribute("nonobjc"))
                        guard exposed, !member.hasAttribute("nonobjc") else { continue }
                        members.append(contentsOf: selectorMembers(for: member, in: containerFile, requirement: requirement))
                    }
                }
                // The same name and labels twice in the class (an overload): write the argument types.
                let methods = sources.flatMap { $0.0.children }.filter { $0.kind == .function }
                for i in members.indices where members[i].access == .method {
                    members[i].isOverloaded = methods.contains { other in
                        other !== members[i].declaration && other.name == members[i].declaration.name
                            && other.labels == members[i].declaration.labels
                    }
                }
                // One entry per Objective-C name (the first declared wins, as a duplicate
                // would not compile on iOS either).
                var seen = Set<String>()
                members = members.filter { seen.insert($0.selector).inserted }
                if !members.isEmpty { selectorMembers[ObjectIdentifier(type)] = members }
            }
        }
    }

    private func selectorMembers(for member: Declaration, in file: ParsedFile, requirement: Declaration?) -> [SelectorMember] {
        let explicit = (member.attribute("objc")?.argument ?? requirement?.attribute("objc")?.argument)?.trimmed
        switch member.kind {
        case .function:
            if member.isThrowing { return [] }  // Objective-C sees `…AndReturnError:`; not an action
            let selector = explicit.flatMap { $0.isEmpty ? nil : $0 } ?? ObjCNames.selector(baseName: member.name, labels: member.labels)
            return [SelectorMember(declaration: member, file: file, access: .method, selector: selector)]
        case .variable, .constant:
            let name = explicit.flatMap { $0.isEmpty ? nil : $0 } ?? member.name
            var result = [SelectorMember(declaration: member, file: file, access: .getter, selector: ObjCNames.getter(name))]
            if member.kind == .variable, isSettable(member, in: file) {
                result.append(SelectorMember(declaration: member, file: file, access: .setter, selector: ObjCNames.setter(name)))
            }
            return result
        default:
            return []
        }
    }

    /// A `var` with storage, observers or a setter, whose setter is not restricted.
    private func isSettable(_ member: Declaration, in file: ParsedFile) -> Bool {
        if member.modifiers.contains(where: { file.source.text($0.range).contains("(set)") }) { return false }
        guard let open = member.bodyOpen, let close = member.bodyClose else { return true }
        let words = (open + 1..<close).filter { !file.source.tokens[$0].isTrivia }.map { file.source.text(ofToken: $0) }
        guard let first = words.first else { return false }
        if first == "willSet" || first == "didSet" { return true }
        return first == "get" && words.contains("set")
    }

    /// Whether instances of `type` get their selector methods from a superclass's
    /// `selectorMethod(_:)`: a Mainline responder, or a class of the target (or of a dependency
    /// read for context) that has selector members itself or through its superclasses.
    func superclassDispatches(_ type: Declaration) -> Bool {
        var current = type
        var visited = Set<ObjectIdentifier>()
        while visited.insert(ObjectIdentifier(current)).inserted {
            if let superclass = index.superclass(of: current) {
                if selectorMembers[ObjectIdentifier(superclass.declaration)] != nil { return true }
                current = superclass.declaration
                continue
            }
            guard let name = index.superclassName(of: current) else { return false }
            return TargetIndex.dispatchingFrameworkClasses.contains(name)
        }
        return false
    }

    /// Writes each class's `selectorMethod(_:)`, the helpers in other files' extensions, and the
    /// `SelectorDispatching` conformances of classes that start a dispatching hierarchy.
    func generateDispatch() {
        for file in adaptedFiles {
            for type in file.allDeclarations where type.kind == .class {
                guard let members = selectorMembers[ObjectIdentifier(type)], let close = type.bodyClose else { continue }
                let overrides = superclassDispatches(type)
                let access = type.hasModifier("open") ? "open" : "public"
                // Members in extensions in other files are reached through a helper there.
                var byHelperFile: [Int: [SelectorMember]] = [:]
                var own: [SelectorMember] = []
                for member in members {
                    if member.file.index == file.index || movedMembers.contains(ObjectIdentifier(member.declaration)) {
                        own.append(member)
                    } else {
                        byHelperFile[member.file.index, default: []].append(member)
                    }
                }
                var lines = ["    /// The methods this class's selectors name (written by MainlineAdapt: Swift on Linux has no Objective-C runtime).",
                             "    \(access) \(overrides ? "override " : "")func selectorMethod(_ selector: Selector) -> SelectorMethod? {"]
                if !own.isEmpty {
                    lines.append("        switch selector {")
                    for member in own {
                        lines.append("        case \(TargetAdapter.quoted(member.selector)): return SelectorMethod { \(member.callCode(receiver: "self")) }")
                    }
                    lines.append("        default: break")
                    lines.append("        }")
                }
                for helperFile in byHelperFile.keys.sorted() {
                    lines.append("        if let method = \(helperName(index.files[helperFile]))(selector) { return method }")
                }
                lines.append(overrides ? "        return super.selectorMethod(selector)" : "        return nil")
                lines.append("    }")
                insert([Segment(text: lines.joined(separator: "\n"), origin: nil)], before: close, in: file)
                needsMainline.insert(file.index)
                note(file, line: file.source.tokens[type.keywordToken].line,
                     "\(type.name): selectorMethod(_:) for \(members.map(\.selector).joined(separator: ", "))")
                if !overrides {
                    addConformance("SelectorDispatching", to: type, in: file)
                }
                for (helperFile, helperMembers) in byHelperFile {
                    generateHelper(for: type, members: helperMembers, in: index.files[helperFile])
                }
            }
        }
    }

    /// The helper's name for `file`: unique in the target.
    func helperName(_ file: ParsedFile) -> String {
        let base = file.source.path.split(separator: "/").last.map(String.init) ?? "File"
        let sanitized = String(base.map { $0.isLetter || $0.isNumber ? $0 : "_" })
        return "mainlineSelectorMethod_\(sanitized)_\(file.index)"
    }

    private func generateHelper(for type: Declaration, members: [SelectorMember], in file: ParsedFile) {
        guard !file.isContext,
              let host = index.extensions(of: type).first(where: { container in
                  container.file.index == file.index && members.contains { member in
                      container.declaration.children.contains { $0 === member.declaration }
                  }
              })?.declaration,
              let close = host.bodyClose else { return }
        var lines = ["    /// The methods of this file's extensions that selectors name (written by MainlineAdapt).",
                     "    func \(helperName(file))(_ selector: Selector) -> SelectorMethod? {",
                     "        switch selector {"]
        for member in members {
            lines.append("        case \(TargetAdapter.quoted(member.selector)): return SelectorMethod { \(member.callCode(receiver: "self")) }")
        }
        lines += ["        default: return nil", "        }", "    }"]
        insert([Segment(text: lines.joined(separator: "\n"), origin: nil)], before: close, in: file)
        needsMainline.insert(file.index)
    }
}
