/// One parsed file of the target (or of a dependency, read for context only).
final class ParsedFile {
    let index: Int
    let source: SourceFile
    let declarations: [Declaration]
    /// Read to learn its declarations (a dependency's adapted classes), not rewritten.
    let isContext: Bool

    init(index: Int, source: SourceFile, isContext: Bool) {
        self.index = index
        self.source = source
        declarations = DeclarationParser(file: source).parse()
        self.isContext = isContext
    }

    /// Every declaration of the file, outer before inner.
    var allDeclarations: [Declaration] {
        var result: [Declaration] = []
        for declaration in declarations { declaration.walk { result.append($0) } }
        return result
    }
}

/// A declaration and the file it is in.
struct Located {
    let declaration: Declaration
    let file: ParsedFile
}

/// What the adapter knows of the whole target: its classes, protocols and extensions across
/// files, and how classes inherit from each other.
final class TargetIndex {
    let files: [ParsedFile]
    /// Types (classes, structs, enums, protocols, actors) by qualified name (`Outer.Inner`).
    private(set) var types: [String: Located] = [:]
    /// Qualified names by simple name.
    private var typesBySimpleName: [String: [String]] = [:]
    /// Extensions by the qualified name of the type they extend, when it is in the target; by
    /// the name as written otherwise.
    private(set) var extensions: [String: [Located]] = [:]

    /// Mainline's classes that descend from `UIResponder`, which implement
    /// `selectorMethod(_:)`: a subclass's generated method overrides theirs. (A test checks
    /// this list against Mainline's module.)
    static let dispatchingFrameworkClasses: Set<String> = [
        "UIActionSheet", "UIActivityIndicatorView", "UIActivityViewController", "UIAlertController", "UIAlertView", "UIApplication", "UIButton",
        "UIColorPickerViewController", "UIColorWell", "UICollectionReusableView",
        "UICollectionView", "UICollectionViewCell", "UICollectionViewController", "UICollectionViewListCell", "UIControl", "UIDatePicker",
        "UIDocumentBrowserViewController", "UIDocumentMenuViewController", "UIDocumentPickerExtensionViewController", "UIDocumentPickerViewController",
        "UIDocumentViewController", "UIFontPickerViewController", "UIImagePickerController", "UIImageView", "UIInputView", "UIInputViewController", "UILabel", "UIListContentView", "UINavigationBar",
        "UINavigationController", "UIPageControl", "UIPageViewController", "UIPasteControl", "UIPickerView", "UIProgressView", "UIReferenceLibraryViewController", "UIRefreshControl", "UIResponder", "UIScene", "UIScrollView",
        "UISearchBar", "UISearchContainerViewController", "UISearchController", "UISearchTextField", "UISegmentedControl", "UISlider", "UISplitViewController", "UIStackView",
        "UIStepper", "UISwitch", "UITabBar", "UITabBarController", "UITableView", "UITableViewCell", "UITableViewController",
        "UITableViewHeaderFooterView", "UITextField", "UITextFormattingViewController", "UITextView", "UIToolbar", "UIVideoEditorController", "UIView",
        "UIViewController", "UIVisualEffectView", "UIWebView", "UIWindow", "UIWindowScene",
    ]

    init(files: [ParsedFile]) {
        self.files = files
        for file in files {
            for declaration in file.allDeclarations where declaration.isType {
                let name = declaration.qualifiedName
                if types[name] == nil { types[name] = Located(declaration: declaration, file: file) }
                typesBySimpleName[declaration.name, default: []].append(name)
            }
        }
        for file in files {
            for declaration in file.allDeclarations where declaration.kind == .extension {
                let written = Self.stripGenerics(declaration.name)
                let key = resolve(written, from: declaration.parent).map { $0.declaration.qualifiedName } ?? written
                extensions[key, default: []].append(Located(declaration: declaration, file: file))
            }
        }
    }

    /// `Array<Int>` → `Array`, `UIKit.UIView` → `UIView`, `Outer.Inner` stays.
    static func stripGenerics(_ name: String) -> String {
        var result = ""
        var depth = 0
        for character in name {
            if character == "<" { depth += 1 } else if character == ">" { depth -= 1 } else if depth == 0, !character.isWhitespace { result.append(character) }
        }
        for module in ["UIKit.", "Foundation.", "Mainline.", "QuartzCore."] where result.hasPrefix(module) {
            result.removeFirst(module.count)
        }
        return result
    }

    /// The target's type a name written inside `context` refers to: nested names first, then a
    /// qualified name, then a simple name if only one type has it.
    func resolve(_ written: String, from context: Declaration?) -> Located? {
        let name = Self.stripGenerics(written)
        var scope = context
        while let current = scope {
            if current.isType || current.kind == .extension {
                let base = current.isType ? current.qualifiedName : (resolve(Self.stripGenerics(current.name), from: nil)?.declaration.qualifiedName ?? current.name)
                if let found = types[base + "." + name] { return found }
            }
            scope = current.parent
        }
        if let found = types[name] { return found }
        let candidates = typesBySimpleName[name.split(separator: ".").last.map(String.init) ?? name] ?? []
        return candidates.count == 1 ? types[candidates[0]] : nil
    }

    /// The type an extension extends, if the target declares it.
    func extendedType(of extensionDeclaration: Declaration) -> Located? {
        resolve(extensionDeclaration.name, from: extensionDeclaration.parent)
    }

    /// The target's extensions of `type`.
    func extensions(of type: Declaration) -> [Located] {
        extensions[type.qualifiedName] ?? []
    }

    /// The superclass as written (the first inherited type), when `type` is a class.
    func superclassName(of type: Declaration) -> String? {
        guard type.kind == .class, let first = type.inheritance.first else { return nil }
        return Self.stripGenerics(first.text)
    }

    /// The superclass, when it is a class of the target.
    func superclass(of type: Declaration) -> Located? {
        guard let name = superclassName(of: type), let found = resolve(name, from: type.parent),
              found.declaration.kind == .class, found.declaration !== type else { return nil }
        return found
    }

    /// The target's classes from `type` up, `type` first (stops at a cycle).
    func ancestors(of type: Declaration) -> [Located] {
        var result: [Located] = []
        var current = types[type.qualifiedName]
        while let located = current, !result.contains(where: { $0.declaration === located.declaration }) {
            result.append(located)
            current = superclass(of: located.declaration)
        }
        return result
    }

    /// The protocols `type` conforms to by name, through its declaration, its extensions and its
    /// target superclasses, with the target protocols they inherit from.
    func conformances(of type: Declaration) -> Set<String> {
        var names = Set<String>()
        for ancestor in ancestors(of: type) {
            let declarations = [ancestor.declaration] + extensions(of: ancestor.declaration).map(\.declaration)
            for declaration in declarations {
                for inherited in declaration.inheritance { names.insert(Self.stripGenerics(inherited.text)) }
            }
        }
        var pending = Array(names)
        while let name = pending.popLast() {
            guard let proto = resolve(name, from: nil), proto.declaration.kind == .protocol else { continue }
            for inherited in proto.declaration.inheritance {
                let parent = Self.stripGenerics(inherited.text)
                if names.insert(parent).inserted { pending.append(parent) }
            }
        }
        return names
    }
}
