import Foundation

extension AttributeScopes {
    /// UIKit's attributes of a Swift `AttributedString`: `container.font = …` and the others
    /// read and write the same keys as `NSAttributedString.Key`s.
    public struct UIKitAttributes: AttributeScope {
        public let font: FontAttribute
        public let foregroundColor: ForegroundColorAttribute
        public let backgroundColor: BackgroundColorAttribute
        public let paragraphStyle: ParagraphStyleAttribute
        public let kern: KernAttribute
        public let baselineOffset: BaselineOffsetAttribute
        public let underlineStyle: UnderlineStyleAttribute
        public let underlineColor: UnderlineColorAttribute
        public let strikethroughStyle: StrikethroughStyleAttribute
        public let strikethroughColor: StrikethroughColorAttribute
        public let shadow: ShadowAttribute
        public let foundation: AttributeScopes.FoundationAttributes

        /// The font (`NSAttributedString.Key.font`).
        public enum FontAttribute: AttributedStringKey { public typealias Value = UIFont; public static let name = NSAttributedString.Key.font.rawValue }
        /// The text colour.
        public enum ForegroundColorAttribute: AttributedStringKey { public typealias Value = UIColor; public static let name = NSAttributedString.Key.foregroundColor.rawValue }
        /// The colour behind the text.
        public enum BackgroundColorAttribute: AttributedStringKey { public typealias Value = UIColor; public static let name = NSAttributedString.Key.backgroundColor.rawValue }
        /// The paragraph style.
        public enum ParagraphStyleAttribute: AttributedStringKey { public typealias Value = NSParagraphStyle; public static let name = NSAttributedString.Key.paragraphStyle.rawValue }
        /// Extra space between characters.
        public enum KernAttribute: AttributedStringKey { public typealias Value = CGFloat; public static let name = NSAttributedString.Key.kern.rawValue }
        /// The offset from the baseline.
        public enum BaselineOffsetAttribute: AttributedStringKey { public typealias Value = CGFloat; public static let name = NSAttributedString.Key.baselineOffset.rawValue }
        /// The underline.
        public enum UnderlineStyleAttribute: AttributedStringKey { public typealias Value = NSUnderlineStyle; public static let name = NSAttributedString.Key.underlineStyle.rawValue }
        /// The underline's colour.
        public enum UnderlineColorAttribute: AttributedStringKey { public typealias Value = UIColor; public static let name = NSAttributedString.Key.underlineColor.rawValue }
        /// The strikethrough.
        public enum StrikethroughStyleAttribute: AttributedStringKey { public typealias Value = NSUnderlineStyle; public static let name = NSAttributedString.Key.strikethroughStyle.rawValue }
        /// The strikethrough's colour.
        public enum StrikethroughColorAttribute: AttributedStringKey { public typealias Value = UIColor; public static let name = NSAttributedString.Key.strikethroughColor.rawValue }
        /// The shadow.
        public enum ShadowAttribute: AttributedStringKey { public typealias Value = NSShadow; public static let name = NSAttributedString.Key.shadow.rawValue }
    }

    /// UIKit's attribute scope.
    public var uiKit: UIKitAttributes.Type { UIKitAttributes.self }
}

extension AttributeDynamicLookup {
    /// UIKit's attributes by name (`container.font`).
    public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.UIKitAttributes, T>) -> T {
        self[T.self]
    }
}

/// Turns the text attributes a configuration gives its title into the ones shown
/// (`UIButton.Configuration.titleTextAttributesTransformer`).
public struct UIConfigurationTextAttributesTransformer: Hashable, Sendable {
    let transform: @Sendable (AttributeContainer) -> AttributeContainer
    /// Transformers compare by the closure they were made with (copies are equal).
    private let identity = UUID()

    /// A transformer applying `transform`.
    public init(_ transform: @escaping @Sendable (AttributeContainer) -> AttributeContainer) {
        self.transform = transform
    }

    public static func == (a: Self, b: Self) -> Bool { a.identity == b.identity }
    public func hash(into hasher: inout Hasher) { hasher.combine(identity) }

    /// The attributes `transform` makes of `input`.
    public func callAsFunction(_ input: AttributeContainer) -> AttributeContainer { transform(input) }
}
