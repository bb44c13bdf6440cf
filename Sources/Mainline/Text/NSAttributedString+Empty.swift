import Foundation

/// Gives `NSAttributedString()` and `NSMutableAttributedString()` — empty strings, as on Darwin —
/// which Linux Foundation lacks (its classes declare designated initializers, so NSObject's
/// `init()` is not inherited, and an extension cannot override it).
public protocol EmptyAttributedStringMaking {}

extension EmptyAttributedStringMaking where Self: NSAttributedString {
    /// An empty attributed string.
    public init() {
        let made: NSAttributedString = Self.self is NSMutableAttributedString.Type
            ? NSMutableAttributedString(string: "") : NSAttributedString(string: "")
        guard let typed = made as? Self else {
            // A subclass without an init() of its own (Darwin's would need one too: these are
            // class clusters whose subclasses implement the storage).
            preconditionFailure("Mainline: \(Self.self)() needs an init() of its own (NSAttributedString subclasses implement their storage)")
        }
        self = typed
    }
}

extension NSAttributedString: EmptyAttributedStringMaking {}
