import Foundation

/// The view of a list content configuration: its image and labels laid out with Auto Layout
/// inside the configuration's margins, so self-sizing measures it. The layout guides
/// (`textLayoutGuide`, `secondaryTextLayoutGuide`, `imageLayoutGuide`) follow the shown
/// elements, for constraints of the cell's own (a list cell's separator to its text).
///
/// Its constraints never conflict with the cell's: the minimum height is one step below
/// required, and the image's size is held more firmly than the text's, so the cell's
/// autoresizing content view (zero high before it is laid out) and the labels' sizes always
/// leave one solution.
open class UIListContentView: UIView, UIContentView {
    var storedConfiguration: UIListContentConfiguration
    let textLabel = UILabel()
    let secondaryTextLabel = UILabel()
    let imageView = UIImageView(frame: .zero)
    let storedTextGuide = UILayoutGuide()
    let storedSecondaryTextGuide = UILayoutGuide()
    let storedImageGuide = UILayoutGuide()
    /// The block of the texts (the text, and a secondary text stacked under it): centred
    /// vertically within the margins.
    let textBlockGuide = UILayoutGuide()
    var contentConstraints: [NSLayoutConstraint] = []

    public init(configuration: UIListContentConfiguration) {
        let entry = UIEntry("-[UIListContentView initWithConfiguration:]"); defer { entry.end() }
        storedConfiguration = configuration
        super.init(frame: .zero)
        setUp()
        apply(configuration)
    }

    public required init?(coder: NSCoder) {
        let entry = UIEntry("-[UIListContentView initWithCoder:]"); defer { entry.end() }
        storedConfiguration = .cell()
        super.init(coder: coder)
        setUp()
        apply(storedConfiguration)
    }

    private func setUp() {
        for view in [imageView, textLabel, secondaryTextLabel] as [UIView] {
            view.translatesAutoresizingMaskIntoConstraints = false
            addSubview(view)
        }
        for guide in [storedTextGuide, storedSecondaryTextGuide, storedImageGuide, textBlockGuide] { addLayoutGuide(guide) }
        NSLayoutConstraint.activate([guide(storedTextGuide, following: textLabel), guide(storedSecondaryTextGuide, following: secondaryTextLabel),
                                     guide(storedImageGuide, following: imageView)].flatMap { $0 })
        // The image keeps its size before the texts give up theirs.
        imageView.setContentHuggingPriority(UILayoutPriority(rawValue: 760), for: .horizontal)
        imageView.setContentHuggingPriority(UILayoutPriority(rawValue: 760), for: .vertical)
        imageView.setContentCompressionResistancePriority(UILayoutPriority(rawValue: 760), for: .horizontal)
        imageView.setContentCompressionResistancePriority(UILayoutPriority(rawValue: 760), for: .vertical)
        // The secondary text gives way to the text: beside it (a value cell) and under it (a cell
        // shorter than its content before it is measured).
        secondaryTextLabel.setContentCompressionResistancePriority(UILayoutPriority(rawValue: 740), for: .horizontal)
        secondaryTextLabel.setContentCompressionResistancePriority(UILayoutPriority(rawValue: 749), for: .vertical)
    }

    private func guide(_ guide: UILayoutGuide, following view: UIView) -> [NSLayoutConstraint] {
        [guide.leadingAnchor.constraint(equalTo: view.leadingAnchor), guide.trailingAnchor.constraint(equalTo: view.trailingAnchor),
         guide.topAnchor.constraint(equalTo: view.topAnchor), guide.bottomAnchor.constraint(equalTo: view.bottomAnchor)]
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

    /// Where the text is shown (nil when the configuration has no text).
    public var textLayoutGuide: UILayoutGuide? {
        let entry = UIEntry("-[UIListContentView textLayoutGuide]", self); defer { entry.end() }
        return hasText ? storedTextGuide : nil
    }

    /// Where the secondary text is shown (nil when there is none).
    public var secondaryTextLayoutGuide: UILayoutGuide? {
        let entry = UIEntry("-[UIListContentView secondaryTextLayoutGuide]", self); defer { entry.end() }
        return hasSecondaryText ? storedSecondaryTextGuide : nil
    }

    /// Where the image is shown (nil when there is none).
    public var imageLayoutGuide: UILayoutGuide? {
        let entry = UIEntry("-[UIListContentView imageLayoutGuide]", self); defer { entry.end() }
        return storedConfiguration.image == nil ? nil : storedImageGuide
    }

    open override func didMoveToSuperview() {
        let entry = UIEntry("-[UIListContentView didMoveToSuperview]", self); defer { entry.end() }
        super.didMoveToSuperview()
        // The superview's margins count on the axes the configuration preserves.
        if !storedConfiguration.axesPreservingSuperviewLayoutMargins.isEmpty { apply(storedConfiguration) }
    }

    // MARK: - Applying

    private var hasText: Bool { !(storedConfiguration.text ?? "").isEmpty || (storedConfiguration.attributedText?.length ?? 0) > 0 }
    private var hasSecondaryText: Bool {
        !(storedConfiguration.secondaryText ?? "").isEmpty || (storedConfiguration.secondaryAttributedText?.length ?? 0) > 0
    }

    private func style(_ label: UILabel, _ text: String?, _ attributed: NSAttributedString?, _ p: UIListContentConfiguration.TextProperties) {
        if let attributed {
            label.attributedText = attributed
        } else {
            label.text = text.map(p.transformed)
        }
        label.font = p.font
        label.textColor = p.resolvedColor()
        label.numberOfLines = p.numberOfLines
        label.lineBreakMode = p.lineBreakMode
        label.adjustsFontSizeToFitWidth = p.adjustsFontSizeToFitWidth
        label.minimumScaleFactor = p.minimumScaleFactor
        label.adjustsFontForContentSizeCategory = p.adjustsFontForContentSizeCategory
        switch p.alignment {
        case .natural: label.textAlignment = .natural
        case .center: label.textAlignment = .center
        case .justified: label.textAlignment = .justified
        }
    }

    private func apply(_ c: UIListContentConfiguration) {
        storedConfiguration = c
        style(textLabel, c.text, c.attributedText, c.textProperties)
        style(secondaryTextLabel, c.secondaryText, c.secondaryAttributedText, c.secondaryTextProperties)
        imageView.image = c.image
        imageView.tintColor = c.imageProperties.tintColor.map { c.imageProperties.resolvedTintColor(for: $0) }
        imageView.layer.cornerRadius = c.imageProperties.cornerRadius
        imageView.clipsToBounds = c.imageProperties.cornerRadius > 0
        imageView.layer.borderWidth = c.imageProperties.strokeWidth
        imageView.isHidden = c.image == nil
        textLabel.isHidden = !hasText
        secondaryTextLabel.isHidden = !hasSecondaryText
        alpha = c.alpha
        NSLayoutConstraint.deactivate(contentConstraints)
        contentConstraints = makeConstraints(c)
        NSLayoutConstraint.activate(contentConstraints)
    }

    /// The margins: the configuration's, or the superview's where larger on a preserved axis.
    private func margins(_ c: UIListContentConfiguration) -> NSDirectionalEdgeInsets {
        var m = c.directionalLayoutMargins
        guard let superview = storedSuperview else { return m }
        let outer = superview.storedLayoutMargins
        if c.axesPreservingSuperviewLayoutMargins.contains(.horizontal) {
            m.leading = max(m.leading, outer.left)
            m.trailing = max(m.trailing, outer.right)
        }
        if c.axesPreservingSuperviewLayoutMargins.contains(.vertical) {
            m.top = max(m.top, outer.top)
            m.bottom = max(m.bottom, outer.bottom)
        }
        return m
    }

    /// The constraints of the content. Those that tie the content to the view's edges are one
    /// step below required (`edge`): a cell's content view may be zero-sized before its first
    /// layout, and they must give way then rather than conflict; the spacing between the image
    /// and the texts is required. The texts form a block centred vertically within the margins
    /// (so a taller cell leaves the labels their own height); elements not shown sit at the
    /// top left with no size.
    private func makeConstraints(_ c: UIListContentConfiguration) -> [NSLayoutConstraint] {
        let m = margins(c)
        var result: [NSLayoutConstraint] = []
        func edge(_ constraint: NSLayoutConstraint) -> NSLayoutConstraint {
            constraint.priority = UILayoutPriority(rawValue: 999)
            return constraint
        }
        func absent(_ view: UIView) -> [NSLayoutConstraint] {
            [view.leadingAnchor.constraint(equalTo: leadingAnchor), view.topAnchor.constraint(equalTo: topAnchor),
             view.widthAnchor.constraint(equalToConstant: 0), view.heightAnchor.constraint(equalToConstant: 0)]
        }
        let text = hasText, secondary = hasSecondaryText
        let sideBySide = secondary && text && (c.style == .valueCell || c.prefersSideBySideTextAndSecondaryText)
        // The first shown text leads the block; without any text, an empty text label stands in.
        let lead: UILabel = text || !secondary ? textLabel : secondaryTextLabel
        var leadingEdge: NSLayoutConstraint? = edge(lead.leadingAnchor.constraint(equalTo: leadingAnchor, constant: m.leading))
        if let image = c.image {
            let p = c.imageProperties
            leadingEdge = nil
            result += [edge(imageView.leadingAnchor.constraint(equalTo: leadingAnchor, constant: m.leading)),
                       edge(imageView.centerYAnchor.constraint(equalTo: centerYAnchor)),
                       edge(imageView.topAnchor.constraint(greaterThanOrEqualTo: topAnchor, constant: m.top)),
                       edge(bottomAnchor.constraint(greaterThanOrEqualTo: imageView.bottomAnchor, constant: m.bottom))]
            if p.maximumSize.width > 0 { result.append(imageView.widthAnchor.constraint(lessThanOrEqualToConstant: min(image.size.width, p.maximumSize.width))) }
            if p.maximumSize.height > 0 { result.append(imageView.heightAnchor.constraint(lessThanOrEqualToConstant: min(image.size.height, p.maximumSize.height))) }
            // A reserved width lines the texts up whatever the image's own width.
            if p.reservedLayoutSize.width > 0 {
                result.append(imageView.widthAnchor.constraint(lessThanOrEqualToConstant: p.reservedLayoutSize.width))
                result.append(lead.leadingAnchor.constraint(equalTo: imageView.leadingAnchor, constant: p.reservedLayoutSize.width + c.imageToTextPadding))
            } else {
                result.append(lead.leadingAnchor.constraint(equalTo: imageView.trailingAnchor, constant: c.imageToTextPadding))
            }
        } else {
            result += absent(imageView)
        }
        if let leadingEdge { result.append(leadingEdge) }
        var last: UILabel = lead
        if text, secondary, !sideBySide {
            // Stacked: the secondary text under the text, both to the trailing margin.
            result += [secondaryTextLabel.leadingAnchor.constraint(equalTo: textLabel.leadingAnchor),
                       secondaryTextLabel.topAnchor.constraint(equalTo: textLabel.bottomAnchor, constant: c.textToSecondaryTextVerticalPadding),
                       edge(trailingAnchor.constraint(equalTo: textLabel.trailingAnchor, constant: m.trailing)),
                       edge(trailingAnchor.constraint(equalTo: secondaryTextLabel.trailingAnchor, constant: m.trailing))]
            last = secondaryTextLabel
        } else if sideBySide {
            // Side by side: the secondary text on the trailing margin, on the text's baseline.
            result += [secondaryTextLabel.leadingAnchor.constraint(greaterThanOrEqualTo: textLabel.trailingAnchor, constant: c.textToSecondaryTextHorizontalPadding),
                       edge(trailingAnchor.constraint(equalTo: secondaryTextLabel.trailingAnchor, constant: m.trailing)),
                       secondaryTextLabel.firstBaselineAnchor.constraint(equalTo: textLabel.firstBaselineAnchor),
                       edge(bottomAnchor.constraint(greaterThanOrEqualTo: secondaryTextLabel.bottomAnchor, constant: m.bottom)),
                       edge(secondaryTextLabel.topAnchor.constraint(greaterThanOrEqualTo: topAnchor, constant: m.top))]
        } else {
            result.append(edge(trailingAnchor.constraint(equalTo: lead.trailingAnchor, constant: m.trailing)))
            result += absent(lead === textLabel ? secondaryTextLabel : textLabel)
        }
        result += [textBlockGuide.topAnchor.constraint(equalTo: lead.topAnchor), textBlockGuide.bottomAnchor.constraint(equalTo: last.bottomAnchor),
                   textBlockGuide.leadingAnchor.constraint(equalTo: lead.leadingAnchor), textBlockGuide.trailingAnchor.constraint(equalTo: lead.trailingAnchor),
                   edge(textBlockGuide.topAnchor.constraint(greaterThanOrEqualTo: topAnchor, constant: m.top)),
                   edge(bottomAnchor.constraint(greaterThanOrEqualTo: textBlockGuide.bottomAnchor, constant: m.bottom)),
                   edge(textBlockGuide.centerYAnchor.constraint(equalTo: centerYAnchor))]
        if let minimum = c.minimumHeight {
            result.append(edge(heightAnchor.constraint(greaterThanOrEqualToConstant: minimum)))
        }
        return result
    }
}
