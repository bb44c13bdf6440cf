import Foundation

// The attribute keys and attribute values of NSAttributedString.h (and UIKit's accessibility
// and text item keys) beyond the common ones of TextAttributes.swift. The raw values are UIKit's
// own strings, so attributes made from raw keys (as archived or bridged text has them) match.

extension NSAttributedString.Key {
    /// How much the glyphs are stretched horizontally: the log of the expansion factor (an
    /// `NSNumber`, 0 by default). Measuring and drawing widen the text by `exp(value)`.
    nonisolated public static let expansion = NSAttributedString.Key("NSExpansion")
    /// How much the glyphs lean (the skew, an `NSNumber`, 0 by default). Recorded with drawn
    /// text; it does not change the text's size.
    nonisolated public static let obliqueness = NSAttributedString.Key("NSObliqueness")
    /// A text effect (`NSAttributedString.TextEffectStyle`, such as letterpress). Kept with the
    /// text; it does not change the text's size.
    nonisolated public static let textEffect = NSAttributedString.Key("NSTextEffect")
    /// Whether the text uses vertical glyph forms (an `NSNumber`: 0 horizontal, 1 vertical).
    /// UIKit's text lays out horizontally in either case.
    nonisolated public static let verticalGlyphForm = NSAttributedString.Key("CTVerticalForms")
    /// Bidirectional embeddings and overrides for the text (an array of `NSNumber`s, each an
    /// `NSWritingDirection` combined with an `NSTextWritingDirection`). Kept with the text.
    nonisolated public static let writingDirection = NSAttributedString.Key("NSWritingDirection")
    /// Extra space between every pair of characters, in points, as a proportion of the whole
    /// string rather than a pair (an `NSNumber`). Measuring and drawing add it after every
    /// character, as they do `.kern` (tracking and kern are not combined: tracking wins).
    nonisolated public static let tracking = NSAttributedString.Key("CTTracking")
    /// A highlight behind the text (`NSAttributedString.TextHighlightStyle`).
    nonisolated public static let textHighlightStyle = NSAttributedString.Key("NSTextHighlightStyle")
    /// The colours of a highlight (`NSAttributedString.TextHighlightColorScheme`).
    nonisolated public static let textHighlightColorScheme = NSAttributedString.Key("NSTextHighlightColorScheme")
    /// An adaptive image glyph (`NSAdaptiveImageGlyph`), such as a Genmoji, in the text.
    nonisolated public static let adaptiveImageGlyph = NSAttributedString.Key("CTAdaptiveImageProvider")
    /// Marks text Writing Tools leaves alone (an `NSNumber` Bool). The string is not among the
    /// constants checked against UIKit's binary: it follows the other keys' pattern.
    nonisolated public static let writingToolsExclusionAttributeName = NSAttributedString.Key("NSWritingToolsExclusion")
    /// A tag that makes the text an interactive `UITextItem` of a text view (a `String`).
    nonisolated public static let textItemTag = NSAttributedString.Key("UITextItemTagAttribute")

    /// Whether VoiceOver speaks the text's punctuation (an `NSNumber` Bool).
    nonisolated public static let accessibilitySpeechPunctuation = NSAttributedString.Key("UIAccessibilitySpeechAttributePunctuation")
    /// The language VoiceOver speaks the text in (a BCP 47 `String`).
    nonisolated public static let accessibilitySpeechLanguage = NSAttributedString.Key("UIAccessibilitySpeechAttributeLanguage")
    /// The pitch VoiceOver speaks the text at (an `NSNumber`, 0…2, 1 normal).
    nonisolated public static let accessibilitySpeechPitch = NSAttributedString.Key("UIAccessibilitySpeechAttributePitch")
    /// How VoiceOver pronounces the text (an IPA `String`).
    nonisolated public static let accessibilitySpeechIPANotation = NSAttributedString.Key("UIAccessibilitySpeechAttributeIPANotation")
    /// Whether VoiceOver spells the text out letter by letter (an `NSNumber` Bool).
    nonisolated public static let accessibilitySpeechSpellOut = NSAttributedString.Key("UIAccessibilitySpeechAttributeSpellOut")
    /// The heading level of the text (an `NSNumber`, 0…6).
    nonisolated public static let accessibilityTextHeadingLevel = NSAttributedString.Key("UIAccessibilityTextAttributeHeadingLevel")
    /// Custom attributes VoiceOver announces for the text (an array of `String`s).
    nonisolated public static let accessibilityTextCustom = NSAttributedString.Key("UIAccessibilityTextAttributeCustom")
    /// The kind of content the text is (a `UIAccessibility.TextualContext` raw value).
    nonisolated public static let uiAccessibilityTextAttributeContext = NSAttributedString.Key("UIAccessibilityTextAttributeContext")
}

extension NSAttributedString {
    /// The values of `.textEffect`.
    public struct TextEffectStyle: RawRepresentable, Hashable, Sendable {
        /// The effect's name.
        public let rawValue: String
        /// An effect of that name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// An effect of that name.
        public init(_ rawValue: String) { self.rawValue = rawValue }
        /// Text that looks pressed into the paper.
        nonisolated public static let letterpressStyle = TextEffectStyle("_UIKitNewLetterpressStyle")
    }

    /// The values of `.textHighlightStyle`.
    public struct TextHighlightStyle: RawRepresentable, Hashable, Sendable {
        /// The style's name.
        public let rawValue: String
        /// A style of that name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// A style of that name.
        public init(_ rawValue: String) { self.rawValue = rawValue }
        /// The system's highlight: a tinted background behind the text.
        nonisolated public static let `default` = TextHighlightStyle("NSTextHighlightStyleDefault")
    }

    /// The values of `.textHighlightColorScheme`: the colours a highlight uses.
    public struct TextHighlightColorScheme: RawRepresentable, Hashable, Sendable {
        /// The scheme's name.
        public let rawValue: String
        /// A scheme of that name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// A scheme of that name.
        public init(_ rawValue: String) { self.rawValue = rawValue }
        /// The system's highlight colours (the tint colour).
        nonisolated public static let `default` = TextHighlightColorScheme("NSTextHighlightColorSchemeDefault")
        /// Purple.
        nonisolated public static let purple = TextHighlightColorScheme("NSTextHighlightColorSchemePurple")
        /// Pink.
        nonisolated public static let pink = TextHighlightColorScheme("NSTextHighlightColorSchemePink")
        /// Orange.
        nonisolated public static let orange = TextHighlightColorScheme("NSTextHighlightColorSchemeOrange")
        /// Mint.
        nonisolated public static let mint = TextHighlightColorScheme("NSTextHighlightColorSchemeMint")
        /// Blue.
        nonisolated public static let blue = TextHighlightColorScheme("NSTextHighlightColorSchemeBlue")

        /// The colour a highlight of this scheme paints behind the text (`nil`: the tint colour).
        var color: UIColor? {
            switch self {
            case .purple: return .systemPurple
            case .pink: return .systemPink
            case .orange: return .systemOrange
            case .mint: return .systemMint
            case .blue: return .systemBlue
            default: return nil
            }
        }
    }

    /// The keys of a layout section (the dictionaries of `DocumentAttributeKey.textLayoutSections`).
    public struct TextLayoutSectionKey: RawRepresentable, Hashable, Sendable {
        /// The key's name.
        public let rawValue: String
        /// A key of that name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// A key of that name.
        public init(_ rawValue: String) { self.rawValue = rawValue }
        /// The section's `NSLayoutManager.TextLayoutOrientation` (an `NSNumber`).
        nonisolated public static let orientation = TextLayoutSectionKey("NSTextLayoutSectionOrientation")
        /// The section's characters (an `NSValue` of an `NSRange`).
        nonisolated public static let range = TextLayoutSectionKey("NSTextLayoutSectionRange")
    }
}

/// How a document's font sizes were chosen: for iOS, or for the other platforms (standard).
public enum NSTextScalingType: Int, Sendable {
    /// Sizes for macOS and the other platforms.
    case standard = 0
    /// Sizes for iOS (UIKit's text).
    case iOS = 1
}

/// Whether a `.writingDirection` value embeds or overrides the text's direction.
public enum NSTextWritingDirection: Int, Sendable {
    /// The text keeps its characters' own directions within the given direction.
    case embedding = 0
    /// Every character takes the given direction.
    case override = 2
}

extension NSAttributedString.DocumentAttributeKey {
    /// The paper size (an `NSValue` of a `CGSize`).
    nonisolated public static let paperSize = NSAttributedString.DocumentAttributeKey(rawValue: "PaperSize")
    /// The paper margins (an `NSValue` of `UIEdgeInsets`).
    nonisolated public static let paperMargin = NSAttributedString.DocumentAttributeKey(rawValue: "PaperMargin")
    /// The size of the window showing the document (an `NSValue` of a `CGSize`).
    nonisolated public static let viewSize = NSAttributedString.DocumentAttributeKey(rawValue: "ViewSize")
    /// The zoom, in percent (an `NSNumber`).
    nonisolated public static let viewZoom = NSAttributedString.DocumentAttributeKey(rawValue: "ViewZoom")
    /// The view mode (an `NSNumber`: 0 normal, 1 page layout).
    nonisolated public static let viewMode = NSAttributedString.DocumentAttributeKey(rawValue: "ViewMode")
    /// Whether the document is read-only (an `NSNumber`, above 0 for read-only).
    nonisolated public static let readOnly = NSAttributedString.DocumentAttributeKey(rawValue: "ReadOnly")
    /// The page's colour (a `UIColor`).
    nonisolated public static let backgroundColor = NSAttributedString.DocumentAttributeKey(rawValue: "BackgroundColor")
    /// How much hyphenation the document wants (an `NSNumber`, 0…1).
    nonisolated public static let hyphenationFactor = NSAttributedString.DocumentAttributeKey(rawValue: "HyphenationFactor")
    /// The distance between default tab stops (an `NSNumber`).
    nonisolated public static let defaultTabInterval = NSAttributedString.DocumentAttributeKey(rawValue: "DefaultTabInterval")
    /// The layout sections (an array of dictionaries keyed by `TextLayoutSectionKey`).
    nonisolated public static let textLayoutSections = NSAttributedString.DocumentAttributeKey(rawValue: "NSTextLayoutSectionsAttribute")
    /// The attributes plain text takes when read (`[NSAttributedString.Key: Any]`).
    nonisolated public static let defaultAttributes = NSAttributedString.DocumentAttributeKey(rawValue: "DefaultAttributes")
    /// Whether the default font was left out of the document's fonts (an `NSNumber` Bool).
    nonisolated public static let defaultFontExcluded = NSAttributedString.DocumentAttributeKey(rawValue: "NoDefaultFonts")
    /// The version of the Cocoa RTF the document was written with (an `NSNumber`).
    nonisolated public static let cocoaVersionDocumentAttribute = NSAttributedString.DocumentAttributeKey(rawValue: "CocoaRTFVersion")
    /// The font scaling to show the text with (an `NSTextScalingType` raw value).
    nonisolated public static let textScaling = NSAttributedString.DocumentAttributeKey(rawValue: "TextScaling")
    /// The font scaling the text was written with (an `NSTextScalingType` raw value).
    nonisolated public static let sourceTextScaling = NSAttributedString.DocumentAttributeKey(rawValue: "SourceTextScaling")
}

extension NSAttributedString.DocumentReadingOptionKey {
    /// The font scaling the document was written with (an `NSTextScalingType` raw value).
    nonisolated public static let sourceTextScaling = NSAttributedString.DocumentReadingOptionKey(rawValue: "SourceTextScaling")
    /// The font scaling to convert the document to (an `NSTextScalingType` raw value).
    nonisolated public static let targetTextScaling = NSAttributedString.DocumentReadingOptionKey(rawValue: "TargetTextScaling")
    /// Whether list markers are written in TextKit 1's format (an `NSNumber` Bool).
    nonisolated public static let textKit1ListMarkerFormatDocumentOption = NSAttributedString.DocumentReadingOptionKey(rawValue: "TextKit1ListMarkerFormat")
}
