/// Overrides declared in extensions. Swift without the Objective-C runtime cannot override a
/// method in an extension, nor override a method that was declared in one; the adapter sees the
/// whole target, so it moves such members into the body of their class (keeping their original
/// file and line for diagnostics). In an extension of a class the target does not declare, it
/// cannot: that is reported with the manual fix.
extension TargetAdapter {
    struct PlannedMove {
        let member: Declaration
        let container: Declaration
        let file: ParsedFile
        let target: Located
    }

    func planMovedMembers() {
        for file in adaptedFiles {
            for container in file.allDeclarations where container.kind == .extension {
                let target = index.extendedType(of: container)
                for member in container.children where member.hasModifier("override") {
                    if let target, target.declaration.kind == .class, !target.file.isContext {
                        plannedMoves.append(PlannedMove(member: member, container: container, file: file, target: target))
                        movedMembers.insert(ObjectIdentifier(member))
                    } else {
                        let offset = file.source.tokens[member.keywordToken].start
                        report(.error, file, at: offset,
                               "`override \(member.kind == .function ? "func " : "")\(member.fullName)` is in an extension of \(container.name), a class this target does not declare: Swift without the Objective-C runtime cannot override a member in an extension.",
                               fix: "declare a subclass of \(container.name) that overrides \(member.fullName) and use it where this behaviour is needed (or drop the override).")
                    }
                }
            }
        }
        // Members of extensions that a subclass overrides move into their class too.
        for file in adaptedFiles {
            for type in file.allDeclarations where type.kind == .class {
                let overriding = (type.children + index.extensions(of: type).flatMap(\.declaration.children)).filter { $0.hasModifier("override") }
                for override in overriding {
                    for ancestor in index.ancestors(of: type).dropFirst() where !ancestor.file.isContext {
                        for container in index.extensions(of: ancestor.declaration) where !container.file.isContext {
                            for member in container.declaration.children where !movedMembers.contains(ObjectIdentifier(member))
                                && member.kind == override.kind && member.name == override.name && member.labels == override.labels {
                                plannedMoves.append(PlannedMove(member: member, container: container.declaration, file: container.file, target: ancestor))
                                movedMembers.insert(ObjectIdentifier(member))
                            }
                        }
                    }
                }
            }
        }
    }

    /// `open` members of extensions that stay there become `public`: without the Objective-C
    /// runtime nothing can override a member declared in an extension (and Swift warns that
    /// `open` promises it).
    func closeExtensionMembers() {
        for file in adaptedFiles {
            for container in file.allDeclarations where container.kind == .extension {
                for member in container.children where !movedMembers.contains(ObjectIdentifier(member)) {
                    guard let open = member.modifiers.first(where: { $0.name == "open" }) else { continue }
                    edit(file) { $0.replace(open.range, with: "public") }
                    note(file, line: file.source.line(at: open.range.lowerBound),
                         "open → public: \(member.fullName) is in an extension, where nothing can override it without the Objective-C runtime")
                }
            }
        }
    }

    /// Moves the planned members (after the token rewrites, whose edits inside a member travel
    /// with it).
    func performMoves() {
        for move in plannedMoves {
            let source = move.file.source
            let range = source.tokens[move.member.firstToken].start..<source.tokens[move.member.lastToken].end
            var text = (edits[move.file.index] ?? EditList()).render(source.bytes, range: range)
            if move.member.accessLevel == nil, let access = move.container.accessLevel {
                text = (access == "private" ? "fileprivate" : access) + " " + text
            }
            let column = source.column(at: range.lowerBound)
            let line = source.line(at: range.lowerBound)
            edit(move.file) { $0.replace(range, with: String(repeating: "\n", count: source.text(range).filter { $0 == "\n" }.count)) }
            guard let close = move.target.declaration.bodyClose else { continue }
            insert([Segment(text: String(repeating: " ", count: max(0, column - 1)) + text, origin: (source.path, line))],
                   before: close, in: move.target.file)
            if move.target.file.index != move.file.index {
                movedImports[move.target.file.index, default: []].append(contentsOf: importedModules(move.file).filter { $0 != "ObjectiveC" }.map(adaptedModuleName))
            }
            note(move.file, line: line, "\(move.member.fullName) moved from an extension into the body of \(move.target.declaration.name)")
        }
    }

    /// The module an `import` names after adaptation.
    func adaptedModuleName(_ module: String) -> String {
        ["UIKit", "QuartzCore", "CoreGraphics"].contains(module) ? "Mainline" : module
    }
}
