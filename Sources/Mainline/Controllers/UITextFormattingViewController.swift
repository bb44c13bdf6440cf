import Foundation

/// The system's text formatting panel (iOS 18): the controls a text view's Format menu shows —
/// styles, font, size, bold/italic/underline/strikethrough, colour and highlight, lists,
/// alignment, indentation — laid out as its configuration's groups of components.
///
/// Built: the configuration (copied when the controller is made) and its components, keys,
/// sizes, and the formatting vocabulary (highlights, alignments, lists). Not built: drawing the
/// panel and the user's edits through it (its delegate and change values).
@preconcurrency @MainActor
open class UITextFormattingViewController: UIViewController {
    let storedFormattingConfiguration: Configuration

    /// A panel with the default components.
    public convenience init() {
        self.init(configuration: Configuration())
        UIEntry.check("-[UITextFormattingViewController init]")
    }

    /// A panel laid out as `configuration` (copied).
    public init(configuration: Configuration) {
        UIEntry.check("-[UITextFormattingViewController initWithConfiguration:]")
        storedFormattingConfiguration = configuration.copy()
        super.init(nibName: nil, bundle: nil)
        storedModalPresentationStyle = .popover
    }

    public required init?(coder: NSCoder) {
        UIEntry.check("-[UITextFormattingViewController initWithCoder:]")
        storedFormattingConfiguration = Configuration()
        super.init(coder: coder)
    }

    /// The panel's configuration (a copy of the one it was made with).
    open var configuration: Configuration {
        let entry = UIEntry("-[UITextFormattingViewController configuration]", self); defer { entry.end() }
        return storedFormattingConfiguration
    }
}

extension UITextFormattingViewController {
    /// How large a component is drawn.
    public enum ComponentSize: Int, Sendable {
        /// As the panel sees fit.
        case automatic = 0
        case mini = 1
        case small = 2
        case regular = 3
        case large = 4
        case extraLarge = 5
    }

    /// The name of a formatting control.
    public struct ComponentKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        /// The named styles (title, heading, body…).
        nonisolated public static let formattingStyles = ComponentKey("UITextFormattingViewControllerFormattingStylesComponentKey")
        /// Bold, italic, underline and strikethrough.
        nonisolated public static let fontAttributes = ComponentKey("UITextFormattingViewControllerFontAttributesComponentKey")
        /// The font family (opens a font picker).
        nonisolated public static let fontPicker = ComponentKey("UITextFormattingViewControllerFontPickerComponentKey")
        /// Bigger and smaller.
        nonisolated public static let fontSize = ComponentKey("UITextFormattingViewControllerFontSizeComponentKey")
        /// The point size.
        nonisolated public static let fontPointSize = ComponentKey("UITextFormattingViewControllerFontPointSizeComponentKey")
        /// The line height.
        nonisolated public static let lineHeight = ComponentKey("UITextFormattingViewControllerLineHeightComponentKey")
        /// The text colour.
        nonisolated public static let textColor = ComponentKey("UITextFormattingViewControllerTextColorComponentKey")
        /// Highlight on or off.
        nonisolated public static let highlight = ComponentKey("UITextFormattingViewControllerHighlightComponentKey")
        /// The highlight colours.
        nonisolated public static let highlightPicker = ComponentKey("UITextFormattingViewControllerHighlightPickerComponentKey")
        /// The list styles.
        nonisolated public static let listStyles = ComponentKey("UITextFormattingViewControllerListStylesComponentKey")
        /// Left, centre, right.
        nonisolated public static let textAlignment = ComponentKey("UITextFormattingViewControllerTextAlignmentComponentKey")
        /// Left, centre, right and justified.
        nonisolated public static let textAlignmentAndJustification = ComponentKey("UITextFormattingViewControllerTextAlignmentAndJustificationComponentKey")
        /// Indent and outdent.
        nonisolated public static let textIndentation = ComponentKey("UITextFormattingViewControllerTextIndentationComponentKey")
    }

    /// A highlight colour.
    public struct Highlight: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        /// The standard highlight (yellow).
        nonisolated public static let `default` = Highlight("UITextFormattingViewControllerHighlightDefault")
        nonisolated public static let purple = Highlight("UITextFormattingViewControllerHighlightPurple")
        nonisolated public static let pink = Highlight("UITextFormattingViewControllerHighlightPink")
        nonisolated public static let orange = Highlight("UITextFormattingViewControllerHighlightOrange")
        nonisolated public static let mint = Highlight("UITextFormattingViewControllerHighlightMint")
        nonisolated public static let blue = Highlight("UITextFormattingViewControllerHighlightBlue")
    }

    /// An alignment the panel offers.
    public struct TextAlignment: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        nonisolated public static let left = TextAlignment("UITextFormattingViewControllerTextAlignmentLeft")
        nonisolated public static let center = TextAlignment("UITextFormattingViewControllerTextAlignmentCenter")
        nonisolated public static let right = TextAlignment("UITextFormattingViewControllerTextAlignmentRight")
        nonisolated public static let justified = TextAlignment("UITextFormattingViewControllerTextAlignmentJustified")
        nonisolated public static let natural = TextAlignment("UITextFormattingViewControllerTextAlignmentNatural")

        /// The paragraph alignment it stands for.
        var nsTextAlignment: NSTextAlignment {
            switch self {
            case .left: return .left
            case .center: return .center
            case .right: return .right
            case .justified: return .justified
            default: return .natural
            }
        }
    }

    /// A list style the panel offers.
    public struct TextList: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        /// Bullets.
        nonisolated public static let disc = TextList("UITextFormattingViewControllerTextListDisc")
        /// Dashes.
        nonisolated public static let hyphen = TextList("UITextFormattingViewControllerTextListHyphen")
        /// Numbers.
        nonisolated public static let decimal = TextList("UITextFormattingViewControllerTextListDecimal")
        /// Any other list.
        nonisolated public static let other = TextList("UITextFormattingViewControllerTextListOther")
    }

    /// One control of the panel, drawn at a preferred size.
    public final class Component {
        let key: ComponentKey
        let size: ComponentSize

        /// The control `componentKey` at `preferredSize`.
        public init(componentKey: ComponentKey, preferredSize: ComponentSize) {
            UIEntry.check("-[UITextFormattingViewControllerComponent initWithComponentKey:preferredSize:]")
            key = componentKey
            size = preferredSize
        }

        /// Which control.
        public var componentKey: ComponentKey { UIEntry.check("-[UITextFormattingViewControllerComponent componentKey]", self); return key }
        /// Its size.
        public var preferredSize: ComponentSize { UIEntry.check("-[UITextFormattingViewControllerComponent preferredSize]", self); return size }
    }

    /// Components shown together, in a row or section of the panel.
    public final class ComponentGroup {
        let storedComponents: [Component]

        /// A group of `components`, in order.
        public init(components: [Component]) {
            UIEntry.check("-[UITextFormattingViewControllerComponentGroup initWithComponents:]")
            storedComponents = components
        }

        /// A group of `components`.
        public static func group(_ components: [Component]) -> ComponentGroup {
            ComponentGroup(components: components)
        }

        /// The components, in order.
        public var components: [Component] { UIEntry.check("-[UITextFormattingViewControllerComponentGroup components]", self); return storedComponents }
    }

    /// The panel's layout: its groups of components, and how its font picker is configured.
    public final class Configuration {
        let storedGroups: [ComponentGroup]
        var storedFontPickerConfiguration: UIFontPickerViewController.Configuration?

        /// The default layout: styles; font and size; bold, italic, underline, strikethrough;
        /// colour and highlight; lists, alignment and indentation.
        public convenience init() {
            func c(_ key: ComponentKey, _ size: ComponentSize = .automatic) -> Component { Component(componentKey: key, preferredSize: size) }
            self.init(groups: [
                ComponentGroup(components: [c(.formattingStyles, .regular)]),
                ComponentGroup(components: [c(.fontPicker), c(.fontSize)]),
                ComponentGroup(components: [c(.fontAttributes)]),
                ComponentGroup(components: [c(.textColor), c(.highlightPicker)]),
                ComponentGroup(components: [c(.listStyles), c(.textAlignment), c(.textIndentation)]),
            ])
            UIEntry.check("-[UITextFormattingViewControllerConfiguration init]")
        }

        /// A layout of `groups`, in order.
        public init(groups: [ComponentGroup]) {
            UIEntry.check("-[UITextFormattingViewControllerConfiguration initWithGroups:]")
            storedGroups = groups
        }

        func copy() -> Configuration {
            let copy = Configuration(groups: storedGroups)
            copy.storedFontPickerConfiguration = storedFontPickerConfiguration?.copy()
            return copy
        }

        /// The groups, in order.
        public var groups: [ComponentGroup] { UIEntry.check("-[UITextFormattingViewControllerConfiguration groups]", self); return storedGroups }

        /// How the font picker the panel opens is configured (copied; nil: the default).
        public var fontPickerConfiguration: UIFontPickerViewController.Configuration? {
            get { let entry = UIEntry("-[UITextFormattingViewControllerConfiguration fontPickerConfiguration]", self); defer { entry.end() }; return storedFontPickerConfiguration }
            set { let entry = UIEntry("-[UITextFormattingViewControllerConfiguration setFontPickerConfiguration:]", self); defer { entry.end() }; storedFontPickerConfiguration = newValue?.copy() }
        }

        /// The keys of every component, group by group (what the panel shows).
        var componentKeys: [ComponentKey] { storedGroups.flatMap { $0.storedComponents.map(\.key) } }
    }
}
