/// Cells and reusable views that come only from a nib or a storyboard prototype: they implement
/// `init(coder:)` but not `init(frame:)` (`init(style:reuseIdentifier:)` for table cells).
/// Mainline makes a registered class through the required `init(registeredReuseIdentifier:)`
/// (Swift needs a required initializer to construct a class chosen at run time, where UIKit
/// sends `initWithFrame:` dynamically), which such a class does not inherit, so it would not
/// compile. The adapter gives it one that does what iOS does when such a class is registered
/// and dequeued: it traps with Swift's "Use of unimplemented initializer".
extension TargetAdapter {
    /// The designated initializer UIKit calls to make each kind of registered view.
    static let registeredInitializers: [String: String] = [
        "UICollectionReusableView": "init(frame:)", "UICollectionViewCell": "init(frame:)", "UICollectionViewListCell": "init(frame:)",
        "UITableViewCell": "init(style:reuseIdentifier:)", "UITableViewHeaderFooterView": "init(reuseIdentifier:)",
    ]

    func generateRegisteredInitializers() {
        for file in adaptedFiles {
            for type in file.allDeclarations where type.kind == .class {
                guard let root = index.frameworkRoot(of: type), let initializer = Self.registeredInitializers[root],
                      index.hasInitializer("registeredReuseIdentifier", type) == false, let close = type.bodyClose else { continue }
                let access = type.hasModifier("open") ? "open" : "public"
                let text = """
                    /// Registered and dequeued, this class would be made with \(initializer), which it does not implement (it comes from a nib or a storyboard): as on iOS, that traps (written by MainlineAdapt).
                    \(access) required convenience init(registeredReuseIdentifier identifier: String?) {
                        fatalError("Use of unimplemented initializer '\(initializer)' for class '\\(String(reflecting: \(type.name).self))'")
                    }
                """
                insert([Segment(text: text, origin: nil)], before: close, in: file)
                note(file, line: file.source.tokens[type.keywordToken].line,
                     "\(type.name): init(registeredReuseIdentifier:), which traps as \(initializer) would on iOS (the class has only init(coder:))")
            }
        }
    }
}
