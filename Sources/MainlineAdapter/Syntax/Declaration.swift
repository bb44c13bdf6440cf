/// An attribute written on a declaration: `@objc`, `@objc(refresh:)`, `@IBOutlet`.
struct Attribute: Equatable {
    var name: String
    /// The text between the parentheses, if any (`refresh:` for `@objc(refresh:)`).
    var argument: String?
    /// The bytes of `@name(argument)`.
    var range: Range<Int>
}

/// A declaration modifier: `public`, `override`, `dynamic`, `private(set)`, `optional`.
struct Modifier: Equatable {
    var name: String
    /// The bytes of the modifier, its parenthesised detail included.
    var range: Range<Int>
}

/// A parameter of a function, initializer or subscript.
struct Parameter: Equatable {
    /// The argument label; nil for `_` (and for a subscript's unlabeled parameters).
    var label: String?
    /// The parameter's name inside the body.
    var name: String
    /// The type, as written (`UIButton`, `UIButton!`, `@escaping () -> Void`).
    var type: String
    var hasDefault: Bool
    var isVariadic: Bool
    var isInout: Bool
}

/// One entry of an inheritance clause.
struct InheritedType: Equatable {
    var text: String
    var range: Range<Int>
}

/// A declaration found by ``DeclarationParser``: what the adapter needs of it, and where it is.
final class Declaration {
    enum Kind: String {
        case `class`, `struct`, `enum`, `protocol`, `actor`, `extension`
        case function, initializer, deinitializer, `subscript`, variable, constant
        case `typealias`, `associatedtype`, enumCase, `import`, other
    }

    let kind: Kind
    /// The name (for an extension, the extended type as written, `Outer.Inner`; for a
    /// function, its base name).
    let name: String
    var attributes: [Attribute] = []
    var modifiers: [Modifier] = []
    /// Token indexes (into `SourceFile.tokens`): the first token (first attribute or modifier,
    /// else the keyword), the keyword, the last token.
    var firstToken: Int
    var keywordToken: Int
    var lastToken: Int
    /// The body's braces (types, extensions, functions with a body, accessor blocks).
    var bodyOpen: Int?
    var bodyClose: Int?
    var inheritance: [InheritedType] = []
    var hasGenericParameters = false
    /// The generic parameters' names, in order (`<Cell: UICollectionViewCell, Item>`).
    var genericParameters: [String] = []
    /// The constraints written on generic parameters, in `<…>` and in the `where` clause of the
    /// declaration's header, by parameter name (`Cell` → `["UICollectionViewCell"]`).
    var genericConstraints: [String: [String]] = [:]
    var parameters: [Parameter] = []
    /// The return type of a function, or the type of a variable, as written.
    var type: String?
    var hasInitializer = false
    var isThrowing = false
    /// `init?` or `init!`.
    var isFailable = false
    var isAsync = false
    var children: [Declaration] = []
    weak var parent: Declaration?

    init(kind: Kind, name: String, firstToken: Int, keywordToken: Int, lastToken: Int) {
        self.kind = kind
        self.name = name
        self.firstToken = firstToken
        self.keywordToken = keywordToken
        self.lastToken = lastToken
    }

    var isType: Bool { [.class, .struct, .enum, .protocol, .actor].contains(kind) }

    func attribute(_ name: String) -> Attribute? { attributes.first { $0.name == name } }
    func hasAttribute(_ name: String) -> Bool { attribute(name) != nil }
    func hasModifier(_ name: String) -> Bool { modifiers.contains { $0.name == name } }

    /// `static` or `class` members.
    var isTypeMember: Bool { hasModifier("static") || hasModifier("class") }

    /// The access level written on the declaration, if any.
    var accessLevel: String? {
        modifiers.first { ["open", "public", "package", "internal", "fileprivate", "private"].contains($0.name) }?.name
    }

    /// The argument labels, `_` for none: `tapped(_:forEvent:)` has `["_", "forEvent"]`.
    var labels: [String] { parameters.map { $0.label ?? "_" } }

    /// `name(label:label:)`.
    var fullName: String {
        kind == .function || kind == .initializer ? "\(name)(\(labels.map { "\($0):" }.joined()))" : name
    }

    /// The names of the enclosing types, outermost first, and this one's if it is a type.
    var qualifiedName: String {
        var names: [String] = []
        var current: Declaration? = isType ? self : parent
        while let declaration = current {
            if declaration.isType || declaration.kind == .extension { names.insert(declaration.name, at: 0) }
            current = declaration.parent
        }
        return names.joined(separator: ".")
    }

    /// The outermost declaration containing this one (itself at file scope).
    var outermost: Declaration {
        var current = self
        while let parent = current.parent { current = parent }
        return current
    }

    /// Every declaration in the tree, this one first.
    func walk(_ visit: (Declaration) -> Void) {
        visit(self)
        for child in children { child.walk(visit) }
    }
}
