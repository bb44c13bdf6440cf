import Foundation

/// A description of a cell's content that makes the view showing it.
@preconcurrency @MainActor
public protocol UIContentConfiguration {
    /// A new view showing this configuration.
    func makeContentView() -> UIView & UIContentView
    /// The configuration for `state` (a cell calls it when its state changes, while
    /// `automaticallyUpdatesContentConfiguration`).
    func updated(for state: UIConfigurationState) -> Self
}

/// A view made by a content configuration; setting `configuration` updates it.
@preconcurrency @MainActor
public protocol UIContentView: AnyObject {
    var configuration: UIContentConfiguration { get set }
    /// Whether the view can show `configuration` (default: one of the same type).
    func supports(_ configuration: UIContentConfiguration) -> Bool
}

extension UIContentView {
    public func supports(_ configuration: UIContentConfiguration) -> Bool {
        type(of: configuration) == type(of: self.configuration)
    }
}

/// The content of a list cell, header or footer: an image, a text and a secondary text, with
/// their fonts, colours and layout, as UIKit's presets set them. Its view
/// (`UIListContentView`) lays them out with Auto Layout inside the configuration's margins, so
/// a self-sizing cell measures it.
public struct UIListContentConfiguration: UIContentConfiguration, Hashable, @unchecked Sendable {
    /// How a text is drawn.
    public struct TextProperties: Hashable, @unchecked Sendable {
        /// How the text is aligned.
        public enum TextAlignment: Int, Sendable { case natural, center, justified }
        /// A case change applied to the text.
        public enum TextTransform: Int, Sendable { case none, uppercase, lowercase, capitalized }

        public var font: UIFont
        public var color: UIColor
        /// Applied to `color` when it is resolved.
        public var colorTransformer: UIConfigurationColorTransformer?
        public var alignment: TextAlignment = .natural
        public var lineBreakMode: NSLineBreakMode = .byTruncatingTail
        /// 0: as many lines as the text needs (the default for lists).
        public var numberOfLines = 0
        public var adjustsFontSizeToFitWidth = false
        public var minimumScaleFactor: CGFloat = 0
        public var allowsDefaultTighteningForTruncation = true
        public var adjustsFontForContentSizeCategory = true
        public var showsExpansionTextWhenTruncated = false
        public var transform: TextTransform = .none

        init(font: UIFont, color: UIColor) {
            self.font = font
            self.color = color
        }

        /// The colour shown: `color` through the transformer.
        public func resolvedColor() -> UIColor { colorTransformer?(color) ?? color }

        /// `text` with the case transform applied.
        func transformed(_ text: String) -> String {
            switch transform {
            case .none: text
            case .uppercase: text.uppercased()
            case .lowercase: text.lowercased()
            case .capitalized: text.capitalized
            }
        }

        public static func == (a: TextProperties, b: TextProperties) -> Bool {
            a.font == b.font && a.color == b.color && a.alignment == b.alignment && a.lineBreakMode == b.lineBreakMode && a.numberOfLines == b.numberOfLines
                && a.adjustsFontSizeToFitWidth == b.adjustsFontSizeToFitWidth && a.minimumScaleFactor == b.minimumScaleFactor && a.transform == b.transform
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(numberOfLines)
            hasher.combine(alignment)
        }
    }

    /// How the image is drawn.
    public struct ImageProperties: Hashable, @unchecked Sendable {
        /// UIKit's standard size for list images (as a `reservedLayoutSize` dimension).
        public static let standardDimension: CGFloat = -CGFloat.greatestFiniteMagnitude
        /// The symbol configuration a symbol image is shown with (nil: the text's).
        public var preferredSymbolConfiguration: UIImage.SymbolConfiguration?
        /// The tint (nil: the view's).
        public var tintColor: UIColor?
        /// Applied to the tint when it is resolved.
        public var tintColorTransformer: UIConfigurationColorTransformer?
        /// The image's corner radius.
        public var cornerRadius: CGFloat = 0
        /// The largest size of the image (zero: its own size).
        public var maximumSize: CGSize = .zero
        /// Space kept for the image across its line, so texts line up (zero: the image's).
        public var reservedLayoutSize: CGSize = .zero
        public var accessibilityIgnoresInvertColors = false
        /// The width of a stroke around the image.
        public var strokeWidth: CGFloat = 0
        /// The stroke's colour (nil: the tint).
        public var strokeColor: UIColor?
        /// Applied to the stroke colour when it is resolved.
        public var strokeColorTransformer: UIConfigurationColorTransformer?

        /// The tint shown given the view's: `tintColor` (or the view's) through the transformer.
        public func resolvedTintColor(for tintColor: UIColor) -> UIColor {
            let color = self.tintColor ?? tintColor
            return tintColorTransformer?(color) ?? color
        }

        /// The stroke colour shown given the view's tint.
        public func resolvedStrokeColor(for tintColor: UIColor) -> UIColor {
            let color = strokeColor ?? resolvedTintColor(for: tintColor)
            return strokeColorTransformer?(color) ?? color
        }

        public static func == (a: ImageProperties, b: ImageProperties) -> Bool {
            a.tintColor == b.tintColor && a.cornerRadius == b.cornerRadius && a.maximumSize == b.maximumSize && a.reservedLayoutSize == b.reservedLayoutSize
                && a.strokeWidth == b.strokeWidth && a.strokeColor == b.strokeColor
        }

        public func hash(into hasher: inout Hasher) { hasher.combine(cornerRadius) }
    }

    enum Style: Hashable {
        case cell, subtitleCell, valueCell, header, footer, plainHeader, plainFooter, groupedHeader, groupedFooter
        case prominentInsetGroupedHeader, extraProminentInsetGroupedHeader, sidebarCell, sidebarSubtitleCell, sidebarHeader
        case accompaniedSidebarCell, accompaniedSidebarSubtitleCell
    }

    let style: Style
    public var text: String?
    public var attributedText: NSAttributedString?
    public var secondaryText: String?
    public var secondaryAttributedText: NSAttributedString?
    public var image: UIImage?
    public var textProperties: TextProperties
    public var secondaryTextProperties: TextProperties
    public var imageProperties = ImageProperties()
    /// The margins around the content.
    public var directionalLayoutMargins: NSDirectionalEdgeInsets
    /// The axes on which the view keeps its superview's (the cell's) layout margins where they
    /// are larger than its own (default both).
    public var axesPreservingSuperviewLayoutMargins: UIAxis = .both
    /// Whether the texts sit side by side when they fit (a value cell does so by its style).
    public var prefersSideBySideTextAndSecondaryText = false
    /// The space between the image and the texts.
    public var imageToTextPadding: CGFloat = 16
    /// The space between the text and a secondary text below it.
    public var textToSecondaryTextVerticalPadding: CGFloat = 3
    /// The space between the text and a secondary text beside it.
    public var textToSecondaryTextHorizontalPadding: CGFloat = 16
    /// The content's alpha.
    public var alpha: CGFloat = 1

    init(style: Style, text: TextProperties, secondary: TextProperties, margins: NSDirectionalEdgeInsets) {
        self.style = style
        textProperties = text
        secondaryTextProperties = secondary
        directionalLayoutMargins = margins
        if style == .valueCell { prefersSideBySideTextAndSecondaryText = true }
    }

    private static func preset(_ style: Style, _ text: UIFont.TextStyle, _ textColor: UIColor, _ secondary: UIFont.TextStyle, _ secondaryColor: UIColor,
                               _ margins: NSDirectionalEdgeInsets) -> UIListContentConfiguration {
        UIListContentConfiguration(style: style, text: .init(font: .preferredFont(forTextStyle: text), color: textColor),
                                   secondary: .init(font: .preferredFont(forTextStyle: secondary), color: secondaryColor), margins: margins)
    }

    /// A cell with one text in the body font.
    public static func cell() -> UIListContentConfiguration { preset(.cell, .body, .label, .subheadline, .secondaryLabel, cellMargins) }
    /// A cell with the secondary text below the text.
    public static func subtitleCell() -> UIListContentConfiguration { preset(.subtitleCell, .body, .label, .subheadline, .secondaryLabel, cellMargins) }
    /// A cell with the secondary text at the trailing edge.
    public static func valueCell() -> UIListContentConfiguration { preset(.valueCell, .body, .label, .body, .secondaryLabel, cellMargins) }
    /// A list's section header (iOS 18's single style).
    public static func header() -> UIListContentConfiguration { preset(.header, .headline, .label, .subheadline, .secondaryLabel, headerMargins) }
    /// A list's section footer.
    public static func footer() -> UIListContentConfiguration { preset(.footer, .footnote, .secondaryLabel, .footnote, .secondaryLabel, footerMargins) }
    /// A plain list's section header: headline text.
    public static func plainHeader() -> UIListContentConfiguration { preset(.plainHeader, .headline, .label, .subheadline, .secondaryLabel, headerMargins) }
    /// A plain list's section footer.
    public static func plainFooter() -> UIListContentConfiguration { preset(.plainFooter, .footnote, .secondaryLabel, .footnote, .secondaryLabel, footerMargins) }
    /// A grouped list's section header: footnote text in the secondary colour.
    public static func groupedHeader() -> UIListContentConfiguration {
        preset(.groupedHeader, .footnote, .secondaryLabel, .footnote, .secondaryLabel, NSDirectionalEdgeInsets(top: 16, leading: 16, bottom: 7, trailing: 16))
    }
    /// A grouped list's section footer.
    public static func groupedFooter() -> UIListContentConfiguration { preset(.groupedFooter, .footnote, .secondaryLabel, .footnote, .secondaryLabel, footerMargins) }
    /// An inset-grouped list's large header (title 3, bold).
    public static func prominentInsetGroupedHeader() -> UIListContentConfiguration {
        var c = preset(.prominentInsetGroupedHeader, .title3, .label, .subheadline, .secondaryLabel, headerMargins)
        c.textProperties.font = .boldSystemFont(ofSize: c.textProperties.font.pointSize)
        return c
    }
    /// An inset-grouped list's largest header (title 2, bold).
    public static func extraProminentInsetGroupedHeader() -> UIListContentConfiguration {
        var c = preset(.extraProminentInsetGroupedHeader, .title2, .label, .subheadline, .secondaryLabel, headerMargins)
        c.textProperties.font = .boldSystemFont(ofSize: c.textProperties.font.pointSize)
        return c
    }
    /// A sidebar cell.
    public static func sidebarCell() -> UIListContentConfiguration { preset(.sidebarCell, .body, .label, .subheadline, .secondaryLabel, cellMargins) }
    /// A sidebar cell with a subtitle.
    public static func sidebarSubtitleCell() -> UIListContentConfiguration { preset(.sidebarSubtitleCell, .body, .label, .subheadline, .secondaryLabel, cellMargins) }
    /// A sidebar's header.
    public static func sidebarHeader() -> UIListContentConfiguration { preset(.sidebarHeader, .headline, .secondaryLabel, .subheadline, .secondaryLabel, headerMargins) }
    /// A sidebar cell next to another column.
    public static func accompaniedSidebarCell() -> UIListContentConfiguration { preset(.accompaniedSidebarCell, .body, .label, .subheadline, .secondaryLabel, cellMargins) }
    /// A sidebar cell with a subtitle next to another column.
    public static func accompaniedSidebarSubtitleCell() -> UIListContentConfiguration {
        preset(.accompaniedSidebarSubtitleCell, .body, .label, .subheadline, .secondaryLabel, cellMargins)
    }

    /// A list cell's margins: 11 pt above and below the text, 16 pt at the sides.
    static let cellMargins = NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)
    static let headerMargins = NSDirectionalEdgeInsets(top: 6, leading: 16, bottom: 6, trailing: 16)
    static let footerMargins = NSDirectionalEdgeInsets(top: 6, leading: 16, bottom: 6, trailing: 16)

    /// Cells (not headers and footers) are at least 44 pt high, as UIKit's list rows.
    var minimumHeight: CGFloat? {
        switch style {
        case .cell, .subtitleCell, .valueCell, .sidebarCell, .sidebarSubtitleCell, .accompaniedSidebarCell, .accompaniedSidebarSubtitleCell: 44
        default: nil
        }
    }

    var isSidebarCell: Bool { [.sidebarCell, .sidebarSubtitleCell, .accompaniedSidebarCell, .accompaniedSidebarSubtitleCell].contains(style) }

    public func makeContentView() -> UIView & UIContentView {
        UIListContentView(configuration: self)
    }

    /// The configuration for `state`: a sidebar cell selected shows its texts and image in
    /// white (on the tint-coloured background), highlighted ones keep theirs; a disabled
    /// state dims the texts to the tertiary label colour. Other states change nothing.
    public func updated(for state: UIConfigurationState) -> UIListContentConfiguration {
        var copy = self
        let flags = state.viewFlags
        if isSidebarCell, flags.selected {
            copy.textProperties.color = .white
            copy.secondaryTextProperties.color = .white
            copy.imageProperties.tintColor = .white
        }
        if flags.disabled {
            copy.textProperties.color = .tertiaryLabel
            copy.secondaryTextProperties.color = .tertiaryLabel
        }
        return copy
    }

    public static func == (a: UIListContentConfiguration, b: UIListContentConfiguration) -> Bool {
        a.style == b.style && a.text == b.text && a.secondaryText == b.secondaryText && a.attributedText == b.attributedText
            && a.secondaryAttributedText == b.secondaryAttributedText && a.image === b.image && a.textProperties == b.textProperties
            && a.secondaryTextProperties == b.secondaryTextProperties && a.imageProperties == b.imageProperties
            && a.directionalLayoutMargins == b.directionalLayoutMargins && a.axesPreservingSuperviewLayoutMargins == b.axesPreservingSuperviewLayoutMargins
            && a.prefersSideBySideTextAndSecondaryText == b.prefersSideBySideTextAndSecondaryText && a.imageToTextPadding == b.imageToTextPadding
            && a.textToSecondaryTextVerticalPadding == b.textToSecondaryTextVerticalPadding
            && a.textToSecondaryTextHorizontalPadding == b.textToSecondaryTextHorizontalPadding && a.alpha == b.alpha
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(style)
        hasher.combine(text)
        hasher.combine(secondaryText)
    }
}

/// Shows `configuration` in a cell's `contentView`: its view fills the content view; a
/// configuration of a kind the current view supports updates that view in place.
@MainActor
func installContentConfiguration(_ configuration: UIContentConfiguration?, in contentView: UIView,
                                 replacing current: inout (UIView & UIContentView)?) {
    guard let configuration else {
        current?.removeFromSuperview()
        current = nil
        return
    }
    if let existing = current, existing.supports(configuration) {
        existing.configuration = configuration
        return
    }
    current?.removeFromSuperview()
    let view = configuration.makeContentView()
    view.translatesAutoresizingMaskIntoConstraints = false
    contentView.addSubview(view)
    NSLayoutConstraint.activate([
        view.topAnchor.constraint(equalTo: contentView.topAnchor),
        view.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
        view.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
        view.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
    ])
    current = view
}
