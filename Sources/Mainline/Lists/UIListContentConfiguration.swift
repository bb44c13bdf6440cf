import Foundation

/// A description of a cell's content that makes the view showing it.
@preconcurrency @MainActor
public protocol UIContentConfiguration {
    /// A new view showing this configuration.
    func makeContentView() -> UIView & UIContentView
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

/// The content of a list cell or header: an image, a text and a secondary text, with their
/// fonts and colours and the margins around them, as UIKit's presets set them.
public struct UIListContentConfiguration: UIContentConfiguration {
    /// How a text is drawn.
    public struct TextProperties {
        public var font: UIFont
        public var color: UIColor
        /// 0: as many lines as the text needs (the default for lists).
        public var numberOfLines: Int
        public var alignment: NSTextAlignment
        init(font: UIFont, color: UIColor) {
            self.font = font
            self.color = color
            numberOfLines = 0
            alignment = .natural
        }
    }

    /// How the image is drawn.
    public struct ImageProperties {
        public var tintColor: UIColor?
        /// The largest size of the image (zero: its own size).
        public var maximumSize: CGSize = .zero
        /// Space kept for the image across its line (UIKit's default lines images up in a
        /// list).
        public var reservedLayoutSize: CGSize = .zero
        /// The symbol configuration a symbol image is shown with (nil: the text's).
        public var preferredSymbolConfiguration: UIImage.SymbolConfiguration?
    }

    enum Style { case cell, subtitleCell, valueCell, plainHeader, groupedHeader }

    let style: Style
    public var text: String?
    public var secondaryText: String?
    public var image: UIImage?
    public var textProperties: TextProperties
    public var secondaryTextProperties: TextProperties
    public var imageProperties = ImageProperties()
    /// The margins around the content.
    public var directionalLayoutMargins: NSDirectionalEdgeInsets
    /// The space between the image and the texts.
    public var imageToTextPadding: CGFloat = 16
    /// The space between the text and a secondary text below it.
    public var textToSecondaryTextVerticalPadding: CGFloat = 3
    /// The space between the text and a secondary text beside it.
    public var textToSecondaryTextHorizontalPadding: CGFloat = 16

    init(style: Style, text: TextProperties, secondary: TextProperties, margins: NSDirectionalEdgeInsets) {
        self.style = style
        textProperties = text
        secondaryTextProperties = secondary
        directionalLayoutMargins = margins
    }

    /// A cell with one text in the body font.
    public static func cell() -> UIListContentConfiguration {
        UIListContentConfiguration(style: .cell, text: .init(font: .preferredFont(forTextStyle: .body), color: .label),
                                   secondary: .init(font: .preferredFont(forTextStyle: .subheadline), color: .secondaryLabel),
                                   margins: cellMargins)
    }

    /// A cell with the secondary text below the text.
    public static func subtitleCell() -> UIListContentConfiguration {
        UIListContentConfiguration(style: .subtitleCell, text: .init(font: .preferredFont(forTextStyle: .body), color: .label),
                                   secondary: .init(font: .preferredFont(forTextStyle: .subheadline), color: .secondaryLabel),
                                   margins: cellMargins)
    }

    /// A cell with the secondary text at the trailing edge.
    public static func valueCell() -> UIListContentConfiguration {
        UIListContentConfiguration(style: .valueCell, text: .init(font: .preferredFont(forTextStyle: .body), color: .label),
                                   secondary: .init(font: .preferredFont(forTextStyle: .body), color: .secondaryLabel),
                                   margins: cellMargins)
    }

    /// A plain list's section header: bold headline text.
    public static func plainHeader() -> UIListContentConfiguration {
        UIListContentConfiguration(style: .plainHeader, text: .init(font: .preferredFont(forTextStyle: .headline), color: .label),
                                   secondary: .init(font: .preferredFont(forTextStyle: .subheadline), color: .secondaryLabel),
                                   margins: NSDirectionalEdgeInsets(top: 6, leading: 16, bottom: 6, trailing: 16))
    }

    /// A grouped list's section header: footnote text in the secondary colour.
    public static func groupedHeader() -> UIListContentConfiguration {
        UIListContentConfiguration(style: .groupedHeader, text: .init(font: .preferredFont(forTextStyle: .footnote), color: .secondaryLabel),
                                   secondary: .init(font: .preferredFont(forTextStyle: .footnote), color: .secondaryLabel),
                                   margins: NSDirectionalEdgeInsets(top: 16, leading: 16, bottom: 7, trailing: 16))
    }

    /// A list cell's margins: 11 pt above and below the text, 16 pt at the sides.
    static let cellMargins = NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)

    /// Cells (not headers) are at least 44 pt high, as UIKit's list rows.
    var minimumHeight: CGFloat? {
        switch style {
        case .cell, .subtitleCell, .valueCell: 44
        case .plainHeader, .groupedHeader: nil
        }
    }

    public func makeContentView() -> UIView & UIContentView {
        UIListContentView(configuration: self)
    }
}

/// The view of a list content configuration: its image and labels laid out with Auto Layout
/// inside the configuration's margins, so self-sizing measures it.
open class UIListContentView: UIView, UIContentView {
    var storedConfiguration: UIListContentConfiguration
    let textLabel = UILabel()
    let secondaryTextLabel = UILabel()
    let imageView = UIImageView(frame: .zero)
    var contentConstraints: [NSLayoutConstraint] = []

    public init(configuration: UIListContentConfiguration) {
        let entry = UIEntry("-[UIListContentView initWithConfiguration:]"); defer { entry.end() }
        storedConfiguration = configuration
        super.init(frame: .zero)
        for view in [imageView, textLabel, secondaryTextLabel] as [UIView] {
            view.translatesAutoresizingMaskIntoConstraints = false
            addSubview(view)
        }
        apply(configuration)
    }

    public required init?(coder: NSCoder) {
        let entry = UIEntry("-[UIListContentView initWithCoder:]"); defer { entry.end() }
        storedConfiguration = .cell()
        super.init(coder: coder)
        for view in [imageView, textLabel, secondaryTextLabel] as [UIView] {
            view.translatesAutoresizingMaskIntoConstraints = false
            addSubview(view)
        }
        apply(storedConfiguration)
    }

    /// The configuration shown; a configuration of another type is ignored.
    open var configuration: UIContentConfiguration {
        get { let entry = UIEntry("-[UIListContentView configuration]", self); defer { entry.end() }; return storedConfiguration }
        set {
            let entry = UIEntry("-[UIListContentView setConfiguration:]", self); defer { entry.end() }
            guard let list = newValue as? UIListContentConfiguration else { return }
            apply(list)
        }
    }

    /// Whether the view can show `configuration`: any list content configuration.
    public func supports(_ configuration: UIContentConfiguration) -> Bool {
        let entry = UIEntry("-[UIListContentView supportsConfiguration:]", self); defer { entry.end() }
        return configuration is UIListContentConfiguration
    }

    private func apply(_ c: UIListContentConfiguration) {
        storedConfiguration = c
        textLabel.text = c.text
        textLabel.font = c.textProperties.font
        textLabel.textColor = c.textProperties.color
        textLabel.numberOfLines = c.textProperties.numberOfLines
        secondaryTextLabel.text = c.secondaryText
        secondaryTextLabel.font = c.secondaryTextProperties.font
        secondaryTextLabel.textColor = c.secondaryTextProperties.color
        secondaryTextLabel.numberOfLines = c.secondaryTextProperties.numberOfLines
        imageView.image = c.image
        imageView.isHidden = c.image == nil
        textLabel.isHidden = (c.text ?? "").isEmpty
        secondaryTextLabel.isHidden = (c.secondaryText ?? "").isEmpty
        NSLayoutConstraint.deactivate(contentConstraints)
        contentConstraints = makeConstraints(c)
        NSLayoutConstraint.activate(contentConstraints)
    }

    private func makeConstraints(_ c: UIListContentConfiguration) -> [NSLayoutConstraint] {
        let m = c.directionalLayoutMargins
        var result: [NSLayoutConstraint] = []
        var leading = leadingAnchor
        var leadingInset = m.leading
        if c.image != nil {
            result += [imageView.leadingAnchor.constraint(equalTo: leadingAnchor, constant: m.leading),
                       imageView.centerYAnchor.constraint(equalTo: centerYAnchor),
                       imageView.topAnchor.constraint(greaterThanOrEqualTo: topAnchor, constant: m.top),
                       bottomAnchor.constraint(greaterThanOrEqualTo: imageView.bottomAnchor, constant: m.bottom)]
            leading = imageView.trailingAnchor
            leadingInset = c.imageToTextPadding
        }
        let hasSecondary = !(c.secondaryText ?? "").isEmpty
        result.append(textLabel.leadingAnchor.constraint(equalTo: leading, constant: leadingInset))
        result.append(textLabel.topAnchor.constraint(equalTo: topAnchor, constant: m.top))
        switch (c.style, hasSecondary) {
        case (.subtitleCell, true):
            result += [secondaryTextLabel.leadingAnchor.constraint(equalTo: textLabel.leadingAnchor),
                       secondaryTextLabel.topAnchor.constraint(equalTo: textLabel.bottomAnchor, constant: c.textToSecondaryTextVerticalPadding),
                       trailingAnchor.constraint(equalTo: textLabel.trailingAnchor, constant: m.trailing),
                       trailingAnchor.constraint(equalTo: secondaryTextLabel.trailingAnchor, constant: m.trailing),
                       bottomAnchor.constraint(equalTo: secondaryTextLabel.bottomAnchor, constant: m.bottom)]
        case (.valueCell, true):
            result += [secondaryTextLabel.leadingAnchor.constraint(greaterThanOrEqualTo: textLabel.trailingAnchor, constant: c.textToSecondaryTextHorizontalPadding),
                       trailingAnchor.constraint(equalTo: secondaryTextLabel.trailingAnchor, constant: m.trailing),
                       secondaryTextLabel.firstBaselineAnchor.constraint(equalTo: textLabel.firstBaselineAnchor),
                       bottomAnchor.constraint(equalTo: textLabel.bottomAnchor, constant: m.bottom),
                       bottomAnchor.constraint(greaterThanOrEqualTo: secondaryTextLabel.bottomAnchor, constant: m.bottom)]
        default:
            result += [trailingAnchor.constraint(equalTo: textLabel.trailingAnchor, constant: m.trailing),
                       bottomAnchor.constraint(equalTo: textLabel.bottomAnchor, constant: m.bottom)]
        }
        if let minimum = c.minimumHeight {
            result.append(heightAnchor.constraint(greaterThanOrEqualToConstant: minimum))
        }
        return result
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
