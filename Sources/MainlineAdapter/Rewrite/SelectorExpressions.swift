/// `#selector(…)` in all its forms — `#selector(refresh)`, `#selector(tapped(_:))`,
/// `#selector(Type.method(with:))`, `#selector(self.method)`, `#selector(getter: Type.property)`,
/// `#selector(setter: Type.property)`, with `as` coercions and parentheses — becomes
/// `Selector("objcName")`. The Objective-C name is the one the Swift compiler would give the
/// method it finds: its `@objc(name)` if it has one, else the name built from its base name
/// and argument labels. A method declared in an extension of a class the target does not
/// declare is reached through the selector itself (`Selector(_:receiver:_:)`).
extension TargetAdapter {
    /// Bare names of UIKit methods that take an argument, for `#selector(Type.name)` where
    /// the target does not declare `name`.
    static let frameworkSelectors: [String: String] = [
        "endEditing": "endEditing:", "copy": "copy:", "paste": "paste:", "cut": "cut:", "select": "select:",
        "selectAll": "selectAll:", "delete": "delete:", "setNeedsDisplayInRect": "setNeedsDisplayInRect:",
    ]

    func selectorExpression(_ tokens: [Token], at offset: Int, in file: ParsedFile) -> String {
        needsMainline.insert(file.index)
        let words = tokens.map { file.source.text($0.start..<$0.end) }
        var access = SelectorMember.Access.method
        var start = 0
        if words.count > 2, words[0] == "getter" || words[0] == "setter", words[1] == ":" {
            access = words[0] == "getter" ? .getter : .setter
            start = 2
        }
        // Drop an `as (…) -> …` coercion and wrapping parentheses.
        var body = Array(words[start...])
        var depth = 0
        if let cut = body.indices.first(where: { index in
            if body[index] == "(" { depth += 1 } else if body[index] == ")" { depth -= 1 }
            return depth == 0 && body[index] == "as"
        }) { body = Array(body[..<cut]) }
        while body.first == "(", body.last == ")" { body = Array(body.dropFirst().dropLast()) }
        // `a.b.c` and an optional `(label:label:)`.
        var path: [String] = []
        var labels: [String]?
        var index = 0
        while index < body.count {
            let word = body[index]
            if word == "(" {
                var collected: [String] = []
                var q = index + 1
                while q < body.count, body[q] != ")" {
                    if q + 1 < body.count, body[q + 1] == ":" { collected.append(body[q].trimmingBackticks); q += 2 } else { q += 1 }
                }
                labels = collected
                break
            }
            if word != "." && word != "?" && word != "!" { path.append(word.trimmingBackticks) }
            index += 1
        }
        guard !path.isEmpty else {
            report(.warning, file, at: offset, "`#selector` with no method name.", fix: "write #selector(Type.method(_:)).")
            return "Selector(\"\")"
        }
        let resolved = resolveSelector(path: path, labels: labels, access: access, at: offset, in: file)
        if let fallback = resolved.fallback { return fallback }
        return "Selector(\(TargetAdapter.quoted(resolved.selector)))"
    }

    struct ResolvedSelector {
        var selector: String
        /// `Selector(_:receiver:_:)` for a method of an extension of another module's class.
        var fallback: String?
    }

    private func resolveSelector(path: [String], labels: [String]?, access: SelectorMember.Access, at offset: Int,
                                 in file: ParsedFile) -> ResolvedSelector {
        let name = path[path.count - 1]
        var typePath = Array(path.dropLast())
        if typePath.first == "self" || typePath.first == "Self" { typePath.removeFirst() }
        let enclosing = enclosingDeclaration(at: offset, in: file)
        // Where to look: a named type, the enclosing type, or (for `object.method`) anywhere.
        var containers: [Located] = []
        if let first = typePath.first, first.first?.isLowercase == true {
            containers = everyContainer()
        } else if !typePath.isEmpty {
            let written = typePath.joined(separator: ".")
            if let type = index.resolve(written, from: enclosing) {
                containers = containersOf(type)
            } else {
                containers = index.extensions[TargetIndex.stripGenerics(written)] ?? []
            }
        } else if let enclosing {
            if enclosing.kind == .extension, index.extendedType(of: enclosing) == nil {
                containers = index.extensions[TargetIndex.stripGenerics(enclosing.name)] ?? []
            } else if let type = enclosing.kind == .extension ? index.extendedType(of: enclosing) : index.resolve(enclosing.qualifiedName, from: nil) {
                containers = containersOf(type)
            }
        }
        let candidates = containers.flatMap { container in
            container.declaration.children.map { Located(declaration: $0, file: container.file) }
        }.filter { candidate in
            let member = candidate.declaration
            guard member.name == name, SelectorMember.isCallable(member) || member.kind == .function else { return false }
            switch access {
            case .method: return member.kind == .function && (labels == nil || member.labels == labels!)
            case .getter, .setter: return member.kind == .variable || member.kind == .constant
            }
        }
        // Prefer a member that Objective-C sees.
        let chosen = candidates.first { candidate in candidate.declaration.attributes.contains { Self.exposingAttributes.contains($0.name) } }
            ?? candidates.first
        let selector: String
        if let chosen {
            let member = chosen.declaration
            let explicit = member.attribute("objc")?.argument?.trimmed
            switch access {
            case .method:
                selector = explicit.flatMap { $0.isEmpty ? nil : $0 } ?? ObjCNames.selector(baseName: name, labels: member.labels)
            case .getter:
                selector = ObjCNames.getter(explicit.flatMap { $0.isEmpty ? nil : $0 } ?? name)
            case .setter:
                selector = ObjCNames.setter(explicit.flatMap { $0.isEmpty ? nil : $0 } ?? name)
            }
        } else if let labels {
            selector = ObjCNames.selector(baseName: name, labels: labels)
        } else if access == .getter {
            selector = name
        } else if access == .setter {
            selector = ObjCNames.setter(name)
        } else if let known = Self.frameworkSelectors[name] {
            selector = known
        } else {
            selector = name
            if typePath.isEmpty || index.resolve(typePath.joined(separator: "."), from: enclosing) != nil {
                report(.warning, file, at: offset,
                       "`#selector(\(path.joined(separator: ".")))` names a method this target does not declare: taken to have no arguments (`\(name)`).",
                       fix: "if it takes arguments, write them: #selector(\(path.joined(separator: "."))(_:)).")
            }
        }
        // A method of an extension of a class the target does not declare: the selector carries it.
        if let chosen, let container = chosen.declaration.parent, container.kind == .extension, index.extendedType(of: container) == nil,
           !chosen.declaration.isTypeMember, !container.name.contains("<") {
            let member = SelectorMember(declaration: chosen.declaration, file: chosen.file,
                                        access: access, selector: selector)
            let receiverType = TargetIndex.stripGenerics(container.name)
            return ResolvedSelector(selector: selector, fallback:
                "Selector(\(TargetAdapter.quoted(selector)), receiver: \(receiverType).self) { receiver in SelectorMethod { \(member.callCode(receiver: "receiver")) } }")
        }
        return ResolvedSelector(selector: selector, fallback: nil)
    }

    /// A type's declaration and extensions, its target superclasses' and the target protocols it
    /// conforms to.
    private func containersOf(_ type: Located) -> [Located] {
        var result: [Located] = []
        for ancestor in type.declaration.kind == .class ? index.ancestors(of: type.declaration) : [type] {
            result.append(ancestor)
            result.append(contentsOf: index.extensions(of: ancestor.declaration))
        }
        for name in index.conformances(of: type.declaration) {
            if let proto = index.resolve(name, from: nil), proto.declaration.kind == .protocol {
                result.append(proto)
                result.append(contentsOf: index.extensions(of: proto.declaration))
            }
        }
        return result
    }

    /// Every type and extension of the target, for `#selector(object.method)`.
    private func everyContainer() -> [Located] {
        index.files.flatMap { file in
            file.allDeclarations.filter { $0.isType || $0.kind == .extension }.map { Located(declaration: $0, file: file) }
        }
    }

    /// The innermost type or extension containing byte `offset`.
    func enclosingDeclaration(at offset: Int, in file: ParsedFile) -> Declaration? {
        var result: Declaration?
        for declaration in file.allDeclarations where declaration.isType || declaration.kind == .extension {
            guard let open = declaration.bodyOpen, let close = declaration.bodyClose else { continue }
            let range = file.source.tokens[open].start..<file.source.tokens[close].end
            if range.contains(offset) { result = declaration }  // later in the walk = further in
        }
        return result
    }
}
