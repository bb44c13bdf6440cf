/// The rewrites that follow from single tokens and short runs of them: Objective-C-only
/// attributes and `dynamic` go (their bytes become spaces, so columns stay), `#selector` and
/// `#keyPath` become a `Selector` and a string, `import UIKit` imports Mainline, `#if os(iOS)`
/// and `#if canImport(UIKit)` hold as on iOS, calls of optional requirements (`.done?(`) call
/// their protocol extension member, and `@objc protocol`s become class-bound protocols.
/// Text inside strings and comments is never touched; string interpolations are rewritten too.
extension TargetAdapter {
    /// Attributes that mean something only to the Objective-C runtime or Interface Builder.
    static let removedAttributes: Set<String> = [
        "objc", "objcMembers", "nonobjc", "IBOutlet", "IBAction", "IBInspectable", "IBDesignable", "IBSegueAction",
        "GKInspectable", "NSManaged",
    ]

    /// A run of tokens to scan: a file's, or the expression of an interpolation in a string.
    struct TokenStream {
        let tokens: [Token]
        let significant: [Int]
        let isFile: Bool
    }

    func streams(of file: ParsedFile) -> [TokenStream] {
        var result = [TokenStream(tokens: file.source.tokens, significant: file.source.significant, isFile: true)]
        var pending = file.source.tokens.filter { !$0.interpolations.isEmpty }
        while let string = pending.popLast() {
            for range in string.interpolations {
                var lexer = Lexer(file.source.bytes, range: range, line: file.source.line(at: range.lowerBound))
                let tokens = lexer.tokenize()
                result.append(TokenStream(tokens: tokens, significant: tokens.indices.filter { !tokens[$0].isTrivia }, isFile: false))
                pending.append(contentsOf: tokens.filter { !$0.interpolations.isEmpty })
            }
        }
        return result
    }

    func rewriteTokens(in file: ParsedFile) {
        let source = file.source
        for stream in streams(of: file) {
            let tokens = stream.tokens
            let significant = stream.significant
            func text(_ p: Int) -> String { source.text(tokens[significant[p]].start..<tokens[significant[p]].end) }
            func token(_ p: Int) -> Token { tokens[significant[p]] }
            func closing(_ p: Int) -> Int? {
                var depth = 0
                var q = p
                while q < significant.count {
                    let t = text(q)
                    if t == "(" { depth += 1 } else if t == ")" { depth -= 1; if depth == 0 { return q } }
                    q += 1
                }
                return nil
            }
            var p = 0
            while p < significant.count {
                let current = token(p)
                let word = text(p)
                if word == "@", p + 1 < significant.count, token(p + 1).kind == .identifier, token(p + 1).start == current.end,
                   Self.removedAttributes.contains(text(p + 1)) {
                    var end = token(p + 1).end
                    var last = p + 1
                    if p + 2 < significant.count, text(p + 2) == "(", token(p + 2).start == end, let close = closing(p + 2) {
                        end = token(close).end
                        last = close
                    }
                    blank(current.start..<end, in: file)
                    note(file, line: current.line, "@\(text(p + 1)) removed")
                    p = last + 1
                    continue
                }
                if word == "dynamic", current.kind == .identifier, p + 1 < significant.count,
                   p == 0 || text(p - 1) != ".",
                   text(p + 1) == "@" || DeclarationParser.modifierNames.contains(text(p + 1)) || ["var", "let", "func", "subscript", "init"].contains(text(p + 1)) {
                    blank(current.start..<current.end, in: file)
                    note(file, line: current.line, "dynamic removed")
                    p += 1
                    continue
                }
                if current.kind == .poundKeyword, word == "#selector" || word == "#keyPath", p + 1 < significant.count, text(p + 1) == "(",
                   let close = closing(p + 1) {
                    let inner = Array(significant[(p + 2)..<close])
                    let range = current.start..<token(close).end
                    let newlines = String(repeating: "\n", count: source.text(range).filter { $0 == "\n" }.count)
                    let replacement = word == "#selector"
                        ? selectorExpression(inner.map { tokens[$0] }, at: current.start, in: file)
                        : keyPathString(inner.map { source.text(tokens[$0].start..<tokens[$0].end) })
                    edit(file) { $0.replace(range, with: replacement + newlines) }
                    note(file, line: current.line, "\(source.text(range).split(separator: "\n").joined(separator: " ")) → \(replacement)")
                    p = close + 1
                    continue
                }
                if current.kind == .poundKeyword, word == "#if" || word == "#elseif" {
                    var q = p + 1
                    while q + 3 < significant.count, token(q).line == current.line {
                        if (text(q) == "os" && text(q + 2) == "iOS") || (text(q) == "canImport" && text(q + 2) == "UIKit"),
                           text(q + 1) == "(", text(q + 3) == ")" {
                            let replacement = text(q) == "os" ? "Linux" : "Mainline"
                            edit(file) { $0.replace(token(q + 2).start..<token(q + 2).end, with: replacement) }
                            note(file, line: current.line, "\(text(q))(\(text(q + 2))) → \(text(q))(\(replacement)): the code for iOS is the code to simulate")
                        }
                        q += 1
                    }
                    p = q
                    continue
                }
                if word == ".", p + 2 < significant.count, token(p + 1).kind == .identifier, optionalMethodNames.contains(text(p + 1)),
                   let (end, helper) = optionalFunctionReference(at: p + 1, text: text, token: token, count: significant.count) {
                    // `delegate?.stateDidChange(_:to:)`, or `delegate?.refresh` not called: the
                    // requirement as a function value, nil when the conforming type leaves it out.
                    let name = text(p + 1)
                    let range = token(p + 1).start..<token(end).end
                    let newlines = String(repeating: "\n", count: source.text(range).filter { $0 == "\n" }.count)
                    edit(file) { $0.replace(range, with: helper.valueHelperName + newlines) }
                    referencedOptionalFunctions.insert(ObjectIdentifier(helper.requirement))
                    note(file, line: current.line, ".\(source.text(range)) → .\(helper.valueHelperName): the optional requirement \(name) as a function value")
                    p = end + 1
                    continue
                }
                if word == ".", p + 3 < significant.count, token(p + 1).kind == .identifier, optionalMethodNames.contains(text(p + 1)),
                   text(p + 2) == "?", token(p + 2).start == token(p + 1).end, text(p + 3) == "(", token(p + 3).start == token(p + 2).end {
                    let name = text(p + 1)
                    edit(file) { $0.replace(token(p + 1).start..<token(p + 2).end, with: "mainlineOptional_" + name) }
                    note(file, line: current.line, ".\(name)?( → .mainlineOptional_\(name)(: calls the optional requirement when implemented")
                    p += 4
                    continue
                }
                p += 1
            }
        }
        rewriteImports(in: file)
        rewriteProtocolHeaders(in: file)
    }

    /// The optional method requirement referenced, not called, at significant position `p` (its
    /// name after a dot): `name(label:label:)` (a compound name, every argument a bare label) or,
    /// after `?.`, a bare `name` followed by neither `(` nor `?` when one requirement has that
    /// name and no property of the target does. Returns the last position of the reference.
    private func optionalFunctionReference(at p: Int, text: (Int) -> String, token: (Int) -> Token, count: Int)
        -> (end: Int, requirement: OptionalRequirement)? {
        let name = text(p)
        let candidates = optionalRequirements.filter { $0.isMethod && $0.requirement.name == name && $0.isReferenceable }
        guard !candidates.isEmpty else { return nil }
        if p + 1 < count, text(p + 1) == "(", token(p + 1).start == token(p).end {
            // `(_:didChangeState:)`: labels and colons only, at least one.
            var labels: [String] = []
            var q = p + 2
            while q + 1 < count, token(q).kind == .identifier, text(q + 1) == ":" {
                labels.append(text(q).trimmingBackticks)
                q += 2
            }
            guard !labels.isEmpty, q < count, text(q) == ")" else { return nil }
            guard let requirement = candidates.first(where: { $0.requirement.labels == labels }) else { return nil }
            return (q, requirement)
        }
        // A bare name: only after optional chaining, where a property of the same name is unlikely.
        guard p >= 2, text(p - 2) == "?", token(p - 2).end == token(p - 1).start, candidates.count == 1,
              !targetPropertyNames.contains(name) else { return nil }
        if p + 1 < count, ["(", "?", "!"].contains(text(p + 1)), token(p + 1).start == token(p).end { return nil }
        return (p, candidates[0])
    }

    /// Replaces `range` by as many spaces (columns stay; line breaks inside are kept).
    func blank(_ range: Range<Int>, in file: ParsedFile) {
        let replacement = String(file.source.bytes[range].map { $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") ? Character(UnicodeScalar($0)) : " " })
        edit(file) { $0.replace(range, with: replacement) }
    }

    private func rewriteImports(in file: ParsedFile) {
        let source = file.source
        for declaration in file.allDeclarations where declaration.kind == .import {
            guard var position = source.significant.firstIndex(of: declaration.keywordToken) else { continue }
            position += 1
            guard position < source.significant.count else { continue }
            if ["class", "struct", "enum", "protocol", "func", "var", "let", "typealias"].contains(source.text(ofToken: source.significant[position])) {
                position += 1
            }
            guard position < source.significant.count else { continue }
            let moduleToken = source.tokens[source.significant[position]]
            let module = source.text(ofToken: source.significant[position])
            var end = moduleToken.end
            var q = position + 1
            while q + 1 < source.significant.count, source.text(ofToken: source.significant[q]) == ".",
                  source.tokens[source.significant[q]].line == moduleToken.line {
                end = source.tokens[source.significant[q + 1]].end
                q += 2
            }
            if ["UIKit", "QuartzCore", "CoreGraphics"].contains(module) {
                edit(file) { $0.replace(moduleToken.start..<end, with: "Mainline") }
                note(file, line: moduleToken.line, "import \(source.text(moduleToken.start..<end)) → import Mainline")
            } else if module == "ObjectiveC" {
                let start = source.tokens[declaration.firstToken].start
                blank(start..<end, in: file)
                note(file, line: moduleToken.line, "import ObjectiveC removed (Linux has no Objective-C runtime)")
            }
        }
    }

    /// `@objc protocol`s are class-bound on iOS (`weak var delegate: P?` relies on it): they
    /// inherit `AnyObject` here; `NSObjectProtocol`, which Mainline's views do not adopt,
    /// becomes `AnyObject`.
    private func rewriteProtocolHeaders(in file: ParsedFile) {
        let source = file.source
        for declaration in file.allDeclarations where declaration.kind == .protocol {
            let entries = declaration.inheritance.map { TargetIndex.stripGenerics($0.text) }
            let classBound = entries.contains { $0 == "AnyObject" || $0 == "class" }
            for (index, inherited) in declaration.inheritance.enumerated() where entries[index] == "NSObjectProtocol" {
                if classBound {
                    // Drop it with the comma that joins it to its neighbour.
                    let previousEnd = index > 0 ? declaration.inheritance[index - 1].range.upperBound : nil
                    let nextStart = index + 1 < declaration.inheritance.count ? declaration.inheritance[index + 1].range.lowerBound : nil
                    let range = previousEnd.map { $0..<inherited.range.upperBound } ?? inherited.range.lowerBound..<(nextStart ?? inherited.range.upperBound)
                    blank(range, in: file)
                } else {
                    edit(file) { $0.replace(inherited.range, with: "AnyObject") }
                }
                note(file, line: source.line(at: inherited.range.lowerBound), "\(declaration.name): NSObjectProtocol → AnyObject")
            }
            guard Self.isObjCProtocol(declaration), !classBound, !entries.contains("NSObjectProtocol") else { continue }
            if let first = declaration.inheritance.first {
                edit(file) { $0.insert("AnyObject, ", at: first.range.lowerBound) }
            } else if let keyword = source.significant.firstIndex(of: declaration.keywordToken), keyword + 1 < source.significant.count {
                edit(file) { $0.insert(": AnyObject", at: source.tokens[source.significant[keyword + 1]].end) }
            }
            note(file, line: source.tokens[declaration.keywordToken].line, "@objc protocol \(declaration.name) → class-bound (AnyObject), as @objc protocols are")
        }
    }

    /// `#keyPath(UIView.alpha)` → `"alpha"`, `#keyPath(layer.opacity)` → `"layer.opacity"`.
    func keyPathString(_ words: [String]) -> String {
        var components = words.filter { $0 != "." }
        if let first = components.first, first == "self" || first.first?.isUppercase == true, components.count > 1 {
            components.removeFirst()
        }
        return "\"" + components.joined(separator: ".") + "\""
    }
}
