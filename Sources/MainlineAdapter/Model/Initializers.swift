/// Which initializers a class of the target has, by Swift's inheritance rules: a class that
/// declares no designated initializer inherits all of its superclass's; one that implements all
/// of its superclass's designated initializers (or inherits them) also inherits its
/// convenience initializers. An initializer is named by its labels joined with colons: `""` for
/// `init()`, `"frame"`, `"style:reuseIdentifier"`.
///
/// For Mainline's classes the sets are written out below (they are Mainline's declarations,
/// which Swift checks, not UIKit's); a class whose framework superclass is not listed is
/// unknown (nil), and the adapter then leaves it as it is.
extension TargetIndex {
    /// The designated initializers of Mainline's classes that app classes subclass most.
    static let frameworkDesignatedInitializers: [String: Set<String>] = {
        var table: [String: Set<String>] = ["NSObject": [""]]
        for view in ["UIView", "UIControl", "UILabel", "UITextField", "UISwitch", "UISlider", "UIScrollView", "UIButton", "UIWindow",
                     "UICollectionReusableView", "UICollectionViewCell", "UICollectionViewListCell"] {
            table[view] = ["frame", "coder"]
        }
        table["UIImageView"] = ["image", "frame", "coder"]
        table["UIStackView"] = ["arrangedSubviews", "frame", "coder"]
        table["UITextView"] = ["frame:textContainer", "coder"]
        table["UITableView"] = ["frame:style", "coder"]
        table["UICollectionView"] = ["frame:collectionViewLayout", "coder"]
        table["UIVisualEffectView"] = ["effect", "coder"]
        table["UITableViewCell"] = ["style:reuseIdentifier", "coder"]
        table["UITableViewHeaderFooterView"] = ["reuseIdentifier", "coder"]
        for controller in ["UIViewController", "UINavigationController", "UITabBarController"] {
            table[controller] = ["nibName:bundle", "coder"]
        }
        table["UITableViewController"] = ["style", "nibName:bundle", "coder"]
        table["UICollectionViewController"] = ["collectionViewLayout", "nibName:bundle", "coder"]
        for layer in ["CALayer", "CAShapeLayer", "CAGradientLayer", "CATextLayer", "CAReplicatorLayer"] {
            table[layer] = ["", "layer", "coder"]
        }
        return table
    }()

    /// The convenience initializers those classes have besides `init()` (which all of them have).
    static let frameworkConvenienceInitializers: [String: Set<String>] = [
        "UICollectionReusableView": ["registeredReuseIdentifier"], "UICollectionViewCell": ["registeredReuseIdentifier"],
        "UICollectionViewListCell": ["registeredReuseIdentifier"],
        "UITableViewCell": ["frame", "registeredReuseIdentifier"], "UITableViewHeaderFooterView": ["frame", "registeredReuseIdentifier"],
        "UITableView": ["frame"], "UITextView": ["frame"], "UIVisualEffectView": ["frame"],
    ]

    /// The name of an initializer declaration: its labels joined with colons.
    static func initializerKey(_ declaration: Declaration) -> String {
        declaration.labels.joined(separator: ":")
    }

    /// The designated initializers `type` has (declared, or inherited when it declares none);
    /// nil when a framework superclass is not known.
    func designatedInitializers(of type: Declaration) -> Set<String>? {
        designatedInitializers(of: type, visited: [])
    }

    private func designatedInitializers(of type: Declaration, visited: Set<ObjectIdentifier>) -> Set<String>? {
        guard type.kind == .class, !visited.contains(ObjectIdentifier(type)) else { return nil }
        let own = type.children.filter { $0.kind == .initializer && !$0.hasModifier("convenience") }
        if !own.isEmpty { return Set(own.map(Self.initializerKey)) }
        if let superclass = superclass(of: type) {
            return designatedInitializers(of: superclass.declaration, visited: visited.union([ObjectIdentifier(type)]))
        }
        guard let name = classSuperclassName(of: type) else { return [""] }  // a root class: its implicit init()
        return Self.frameworkDesignatedInitializers[name]
    }

    /// Whether instances of `type` can be made with the initializer `key` (`""`: `init()`,
    /// non-failable); nil when that depends on a framework class that is not known.
    func hasInitializer(_ key: String, _ type: Declaration) -> Bool? {
        hasInitializer(key, type, visited: [])
    }

    private func hasInitializer(_ key: String, _ type: Declaration, visited: Set<ObjectIdentifier>) -> Bool? {
        guard type.kind == .class, !visited.contains(ObjectIdentifier(type)) else { return nil }
        let initializers = type.children.filter { $0.kind == .initializer }
        if initializers.contains(where: { Self.initializerKey($0) == key && !($0.isFailable && key == "") }) { return true }
        let designated = initializers.filter { !$0.hasModifier("convenience") }
        let inherits: Bool
        if designated.isEmpty {
            inherits = true
        } else {
            // Convenience initializers come down only when every designated one is implemented.
            guard let required = superclassDesignatedInitializers(of: type, visited: visited) else { return nil }
            inherits = required.isSubset(of: Set(designated.map(Self.initializerKey)))
        }
        guard inherits else { return false }
        if let superclass = superclass(of: type) {
            return hasInitializer(key, superclass.declaration, visited: visited.union([ObjectIdentifier(type)]))
        }
        guard let name = classSuperclassName(of: type) else { return key == "" }
        guard let designatedOfFramework = Self.frameworkDesignatedInitializers[name] else { return nil }
        return key == "" || designatedOfFramework.contains(key) || Self.frameworkConvenienceInitializers[name]?.contains(key) == true
    }

    private func superclassDesignatedInitializers(of type: Declaration, visited: Set<ObjectIdentifier>) -> Set<String>? {
        if let superclass = superclass(of: type) {
            return designatedInitializers(of: superclass.declaration, visited: visited.union([ObjectIdentifier(type)]))
        }
        guard let name = classSuperclassName(of: type) else { return [""] }
        return Self.frameworkDesignatedInitializers[name]
    }

    /// The superclass as written, nil when the first inherited name is a protocol (the target's,
    /// or one of the framework's by its name) rather than a class.
    func classSuperclassName(of type: Declaration) -> String? {
        guard let name = superclassName(of: type), !isProtocolName(name) else { return nil }
        return name
    }

    /// Whether `name` names a protocol: one of the target's, or a framework one by the way
    /// Foundation's and UIKit's protocols are named.
    func isProtocolName(_ name: String) -> Bool {
        if let found = resolve(name, from: nil) { return found.declaration.kind == .protocol }
        return name.hasSuffix("Delegate") || name.hasSuffix("DataSource") || name.hasSuffix("Protocol")
            || name.hasSuffix("Transitioning") || name.hasSuffix("Coordinating")
            || ["Equatable", "Hashable", "Codable", "Decodable", "Encodable", "Sendable", "AnyObject", "Identifiable",
                "CustomStringConvertible", "CustomDebugStringConvertible", "Comparable", "Error", "NSCopying", "NSCoding",
                "NSSecureCoding", "CAAction", "CAMediaTiming"].contains(name)
    }

    /// The framework class at the top of `type`'s chain of target superclasses (nil for a root
    /// class).
    func frameworkRoot(of type: Declaration) -> String? {
        guard let root = ancestors(of: type).last else { return nil }
        return classSuperclassName(of: root.declaration)
    }
}
