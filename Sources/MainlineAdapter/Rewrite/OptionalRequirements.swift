/// An `@objc optional` requirement of one of the target's protocols.
///
/// Swift without Objective-C has no optional requirements, so each becomes a protocol of its
/// own that refines the original (`PanelDelegate_panelDidHide: PanelDelegate`), which the
/// target's conforming types that implement it are made to adopt. The original protocol gets, in
/// an extension, a member that calls the implementation when the conforming type has one
/// (`mainlineOptional_panelDidHide(_:)`, returning nil otherwise, as an optional requirement
/// called with `?` does), and the call sites `delegate?.panelDidHide?(self)` call that member.
/// An optional property becomes a property of optional type of the same name.
struct OptionalRequirement {
    let proto: Located
    let requirement: Declaration
    /// The refining protocol's name.
    let subprotocol: String

    var isMethod: Bool { requirement.kind == .function }

    /// The member of the protocol extension that call sites use.
    var helperName: String { isMethod ? "mainlineOptional_" + requirement.name : requirement.name }

    /// The property of the protocol extension that holds the method as a function value
    /// (`delegate?.stateDidChange(_:to:)` not called): `mainlineOptionalFunction_stateDidChange__to`.
    var valueHelperName: String {
        "mainlineOptionalFunction_" + requirement.name + requirement.labels.map { "_" + ($0 == "_" ? "" : $0) }.joined()
    }

    /// Whether the method can be a function value here: no `inout` or variadic parameters and no
    /// generic parameters (Objective-C has none of them either).
    var isReferenceable: Bool {
        !requirement.hasGenericParameters && !requirement.parameters.contains { $0.isInout || $0.isVariadic }
    }
}

extension TargetAdapter {
    /// Whether `declaration` is an `@objc` protocol of the target.
    static func isObjCProtocol(_ declaration: Declaration) -> Bool {
        declaration.kind == .protocol && declaration.hasAttribute("objc")
    }

    func collectOptionalRequirements() {
        for file in index.files {
            for declaration in file.allDeclarations where Self.isObjCProtocol(declaration) {
                let proto = Located(declaration: declaration, file: file)
                let optional = declaration.children.filter { $0.hasModifier("optional") && ($0.kind == .function || $0.kind == .variable) }
                let baseName = declaration.qualifiedName.replacing(".", with: "_")
                for requirement in optional {
                    let sameName = optional.filter { $0.name == requirement.name }.count > 1
                    let suffix = sameName ? "_" + requirement.labels.joined(separator: "_") : ""
                    optionalRequirements.append(OptionalRequirement(proto: proto, requirement: requirement,
                                                                    subprotocol: "\(baseName)_\(requirement.name)\(suffix)"))
                    if requirement.kind == .function { optionalMethodNames.insert(requirement.name) }
                }
            }
        }
    }

    /// Whether `member` implements `requirement`: the same kind, name and argument labels.
    static func implements(_ member: Declaration, _ requirement: Declaration) -> Bool {
        guard member.name == requirement.name, !member.isTypeMember else { return false }
        if requirement.kind == .function { return member.kind == .function && member.labels == requirement.labels }
        return member.kind == .variable || member.kind == .constant
    }

    /// Writes the refining protocols, the protocol extensions and the conformances, and takes
    /// the optional requirements out of the protocols.
    func generateOptionalRequirements() {
        var byProtocol: [ObjectIdentifier: [OptionalRequirement]] = [:]
        for requirement in optionalRequirements where !requirement.proto.file.isContext {
            byProtocol[ObjectIdentifier(requirement.proto.declaration), default: []].append(requirement)
        }
        for requirements in byProtocol.values {
            guard let proto = requirements.first?.proto else { continue }
            let file = proto.file
            let declaration = proto.declaration
            let access = declaration.accessLevel.map { $0 == "open" ? "public " : $0 + " " } ?? ""
            let protoName = declaration.qualifiedName
            var segments: [Segment] = []
            var helpers: [String] = []
            for requirement in requirements {
                let member = requirement.requirement
                // The requirement leaves the protocol (its lines stay, empty) …
                let range = file.source.tokens[member.firstToken].start..<file.source.tokens[member.lastToken].end
                let text = requirementText(member, in: file)
                edit(file) { $0.replace(range, with: String(repeating: "\n", count: file.source.text(range).filter { $0 == "\n" }.count)) }
                note(file, line: file.source.line(at: range.lowerBound),
                     "optional requirement \(member.fullName) of \(declaration.name) → protocol \(requirement.subprotocol)")
                // … for a protocol of its own, reporting the requirement's original line.
                segments.append(Segment(text: "/// `\(member.fullName)`, an optional requirement of `\(protoName)`: the conforming types that implement it adopt this protocol (MainlineAdapt).\n\(access)protocol \(requirement.subprotocol): \(protoName) {", origin: nil))
                let column = file.source.column(at: range.lowerBound)
                segments.append(Segment(text: String(repeating: " ", count: max(0, column - 1)) + text,
                                        origin: (file.source.path, file.source.line(at: range.lowerBound))))
                segments.append(Segment(text: "}", origin: nil))
                helpers.append(helperCode(requirement, access: access))
                if referencedOptionalFunctions.contains(ObjectIdentifier(member)) {
                    helpers.append(functionValueCode(requirement, access: access))
                }
            }
            if index.files.contains(where: { !$0.isContext && $0.source.text(0..<$0.source.bytes.count).contains("responds(to") }) {
                helpers.append("    /// Whether the conforming object implements the method `selector` names (NSObject's `responds(to:)`).\n    \(access)func responds(to selector: Selector?) -> Bool { selector?.isImplemented(by: self) ?? false }")
                needsMainline.insert(file.index)
            }
            segments.append(Segment(text: "extension \(protoName) {\n" + helpers.joined(separator: "\n") + "\n}", origin: nil))
            insert(segments, afterLineOf: declaration.outermost.lastToken, in: file)
        }
        generateOptionalConformances()
    }

    /// The requirement's text with `@objc` and `optional` blanked (same columns).
    private func requirementText(_ member: Declaration, in file: ParsedFile) -> String {
        let start = file.source.tokens[member.firstToken].start
        let end = file.source.tokens[member.lastToken].end
        var bytes = Array(file.source.bytes[start..<end])
        let blanks = member.attributes.filter { $0.name == "objc" }.map(\.range) + member.modifiers.filter { $0.name == "optional" }.map(\.range)
        for range in blanks where range.lowerBound >= start && range.upperBound <= end {
            for offset in range { bytes[offset - start] = UInt8(ascii: " ") }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private func helperCode(_ requirement: OptionalRequirement, access: String) -> String {
        let member = requirement.requirement
        if member.kind == .variable {
            let type = member.type.map { optionalType($0) } ?? "Any?"
            return "    /// `\(member.name)` when the conforming type implements it, else nil.\n    \(access)var \(member.name): \(type) { (self as? \(requirement.subprotocol))?.\(SelectorMember.memberName(member.name)) }"
        }
        let parameters = member.parameters.map { parameter -> String in
            let label = parameter.label ?? "_"
            return (label == parameter.name ? label : "\(label) \(parameter.name)") + ": " + parameter.type
        }
        let arguments = member.parameters.map { ($0.label.map { "\($0): " } ?? "") + $0.name }
        let result = member.type.map { optionalType($0) } ?? "Void?"
        let tryPrefix = member.isThrowing ? "try " : ""
        let throwsClause = member.isThrowing ? " throws" : ""
        return "    /// Calls `\(member.fullName)` when the conforming type implements it; nil when it does not.\n    \(access)func \(requirement.helperName)(\(parameters.joined(separator: ", ")))\(throwsClause) -> \(result) { \(tryPrefix)(self as? \(requirement.subprotocol))?.\(SelectorMember.memberName(member.name))(\(arguments.joined(separator: ", "))) }"
    }

    /// The requirement as a function value: a closure calling the implementation, nil when the
    /// conforming type has none (what `delegate?.name(_:label:)` is on iOS).
    private func functionValueCode(_ requirement: OptionalRequirement, access: String) -> String {
        let member = requirement.requirement
        // `T!` is not a type a function type may take: `T?`, as the implementation receives it.
        let parameterTypes = member.parameters.map { $0.type.trimmed.hasSuffix("!") ? String($0.type.trimmed.dropLast()) + "?" : $0.type.trimmed }
        let result = member.type?.trimmed ?? "Void"
        let effects = member.isThrowing ? " throws" : ""
        let arguments = member.parameters.enumerated().map { index, parameter in (parameter.label.map { "\($0): " } ?? "") + "$\(index)" }
        let call = "\(member.isThrowing ? "try " : "")implementation.\(SelectorMember.memberName(member.name))(\(arguments.joined(separator: ", ")))"
        return "    /// `\(member.fullName)` as a function value when the conforming type implements it; nil when it does not.\n    \(access)var \(requirement.valueHelperName): ((\(parameterTypes.joined(separator: ", ")))\(effects) -> \(result))? {\n        guard let implementation = self as? \(requirement.subprotocol) else { return nil }\n        return { \(call) }\n    }"
    }

    /// `T` → `T?`; an optional type stays as it is (optional chaining does not nest optionals).
    private func optionalType(_ type: String) -> String {
        let trimmed = type.trimmed
        if trimmed.hasSuffix("?") { return trimmed }
        if trimmed.hasSuffix("!") { return String(trimmed.dropLast()) + "?" }
        if trimmed == "Void" || trimmed == "()" { return "Void?" }
        if trimmed.contains("->") || trimmed.hasPrefix("any ") || trimmed.contains("&") { return "(\(trimmed))?" }
        return trimmed + "?"
    }

    /// `extension T: P_r {}` for each type of the target (or extension of another module's
    /// type) that conforms to P and implements r, unless a superclass already does.
    private func generateOptionalConformances() {
        guard !optionalRequirements.isEmpty else { return }
        var done = Set<String>()
        for file in adaptedFiles {
            for declaration in file.allDeclarations where declaration.kind == .class || declaration.kind == .struct || declaration.kind == .enum || declaration.kind == .actor {
                let conformances = index.conformances(of: declaration)
                for requirement in optionalRequirements where conformances.contains(requirement.proto.declaration.name) || conformances.contains(requirement.proto.declaration.qualifiedName) {
                    guard implementsRequirement(declaration, requirement.requirement),
                          !index.ancestors(of: declaration).dropFirst().contains(where: { ancestor in
                              let ancestorConformances = index.conformances(of: ancestor.declaration)
                              return (ancestorConformances.contains(requirement.proto.declaration.name)) && implementsRequirement(ancestor.declaration, requirement.requirement)
                          }) else { continue }
                    let key = declaration.qualifiedName + ":" + requirement.subprotocol
                    guard done.insert(key).inserted else { continue }
                    addConformance(conformancePrefix(declaration) + requirement.subprotocol, to: declaration, in: file)
                    note(file, line: file.source.tokens[declaration.keywordToken].line,
                         "\(declaration.name) implements optional requirement \(requirement.requirement.fullName): conforms to \(requirement.subprotocol)")
                }
            }
            // Extensions of types the target does not declare that conform to the protocol.
            for declaration in file.allDeclarations where declaration.kind == .extension && index.extendedType(of: declaration) == nil {
                let conformed = Set(declaration.inheritance.map { TargetIndex.stripGenerics($0.text) })
                for requirement in optionalRequirements where conformed.contains(requirement.proto.declaration.name) {
                    guard declaration.children.contains(where: { Self.implements($0, requirement.requirement) }) else { continue }
                    let key = declaration.name + ":" + requirement.subprotocol
                    guard done.insert(key).inserted else { continue }
                    let isolated = TargetIndex.dispatchingFrameworkClasses.contains(TargetIndex.stripGenerics(declaration.name))
                    insert([Segment(text: "extension \(declaration.name): \(isolated ? "@MainActor " : "")\(requirement.subprotocol) {}", origin: nil)],
                           afterLineOf: declaration.outermost.lastToken, in: file)
                }
            }
        }
    }

    /// `@MainActor ` for a main-actor type (a Mainline responder's subclass, or one marked
    /// `@MainActor`): its implementation is main-actor-isolated and the requirement's protocol
    /// is not, so the conformance is an isolated one (SE-0470), which both language modes accept;
    /// the cast that finds the implementation succeeds on the main actor, where UI code calls it.
    private func conformancePrefix(_ type: Declaration) -> String {
        for ancestor in index.ancestors(of: type) {
            if ancestor.declaration.hasAttribute("MainActor") { return "@MainActor " }
            if let name = index.superclassName(of: ancestor.declaration), index.superclass(of: ancestor.declaration) == nil {
                return TargetIndex.dispatchingFrameworkClasses.contains(name) ? "@MainActor " : ""
            }
        }
        return ""
    }

    private func implementsRequirement(_ type: Declaration, _ requirement: Declaration) -> Bool {
        let members = type.children + index.extensions(of: type).flatMap(\.declaration.children)
        return members.contains { Self.implements($0, requirement) }
    }
}
