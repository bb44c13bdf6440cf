import Foundation

extension UINib {
    /// A new view from a nib registered with a table or collection view for `identifier`:
    /// the nib is instantiated without an owner (so its objects are decoded and woken with
    /// `awakeFromNib()`, once for each view made); it must hold exactly one top-level object,
    /// a `T`, and a reuse identifier set in the nib must be the registered one. UIKit throws
    /// NSInternalInconsistencyException in both cases (for the second, e.g. "cell reuse
    /// indentifier in nib (XIBTableViewCell) does not match the identifier used to register the
    /// nib (tab_XIBTableViewCell)", as quoted in tigerAndBull/TABAnimated issues 54 and 197);
    /// Mainline reports UIKit's words through `report` and goes on (nil for a wrong nib).
    /// `mismatch` begins the second message: "cell reuse indentifier" (UIKit's spelling) for
    /// tables, "view reuse identifier" for collection views.
    func instantiateRegistered<T: UIView>(_ type: T.Type, identifier: String, reuseIdentifierInNib: (T) -> String?,
                                          mismatch: String, report: (String) -> Void) -> T? {
        let objects = instantiate(withOwner: nil, options: nil)
        guard objects.count == 1, let view = objects.first as? T else {
            report("invalid nib registered for identifier (\(identifier)) - nib must contain exactly one top level object which must be a \(T.self) instance")
            return nil
        }
        if let inNib = reuseIdentifierInNib(view), !inNib.isEmpty, inNib != identifier {
            report("\(mismatch) in nib (\(inNib)) does not match the identifier used to register the nib (\(identifier))")
        }
        return view
    }
}
