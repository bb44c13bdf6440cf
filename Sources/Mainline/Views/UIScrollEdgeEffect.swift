import Foundation

/// The effect at one edge of a scroll view (iOS 26's soft or hard edge under bars). It is
/// visual: Mainline keeps its settings for code that reads them back.
@preconcurrency @MainActor
public final class UIScrollEdgeEffect {
    /// The look of an edge effect.
    @preconcurrency @MainActor
    public final class Style: Equatable, CustomStringConvertible {
        let name: String
        private init(_ name: String) { self.name = name }

        /// The system's choice for the context (the default).
        public static let automatic = Style("automatic")
        /// A soft fade.
        public static let soft = Style("soft")
        /// A hard cutoff with a dividing line.
        public static let hard = Style("hard")

        nonisolated public static func == (a: Style, b: Style) -> Bool { a === b }
        nonisolated public var description: String { "UIScrollEdgeEffect.Style.\(name)" }
    }

    weak var owner: UIScrollView?
    var storedStyle: Style = .automatic
    var storedIsHidden = false

    init(owner: UIScrollView) { self.owner = owner }

    /// The effect's style (default `.automatic`).
    public var style: Style {
        get { let entry = UIEntry("-[UIScrollEdgeEffect style]", owner); defer { entry.end() }; return storedStyle }
        set { let entry = UIEntry("-[UIScrollEdgeEffect setStyle:]", owner); defer { entry.end() }; storedStyle = newValue }
    }

    /// Whether the effect is hidden (default false).
    public var isHidden: Bool {
        get { let entry = UIEntry("-[UIScrollEdgeEffect isHidden]", owner); defer { entry.end() }; return storedIsHidden }
        set { let entry = UIEntry("-[UIScrollEdgeEffect setHidden:]", owner); defer { entry.end() }; storedIsHidden = newValue }
    }
}
