import Foundation

extension UINib {
    /// Keys of the options a nib is loaded with.
    public struct OptionsKey: RawRepresentable, Hashable, Sendable {
        /// The key's name.
        public let rawValue: String
        /// A key of that name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Objects outside the nib that its External Object placeholders stand for (accepted;
        /// Mainline's nib loader connects File's Owner only, so external placeholders stay unset).
        nonisolated public static let externalObjects = OptionsKey(rawValue: "UINibExternalObjects")
    }
}

extension Bundle {
    /// Loads the nib `name` (`name.xib` in this bundle) with `owner` as File's Owner, connecting
    /// its outlets and actions to the owner; returns the top-level objects in document order,
    /// or nil when the bundle has no nib of that name.
    public func loadNibNamed(_ name: String, owner: Any?, options: [UINib.OptionsKey: Any]? = nil) -> [Any]? {
        let entry = UIEntry("-[NSBundle loadNibNamed:owner:options:]"); defer { entry.end() }
        guard url(forResource: name, withExtension: "xib") != nil else { return nil }
        let nib = UINib(nibName: name, bundle: self)
        let stringOptions = options.map { Dictionary(uniqueKeysWithValues: $0.map { ($0.key.rawValue, $0.value) }) }
        return nib.instantiate(withOwner: owner, options: stringOptions)
    }
}
