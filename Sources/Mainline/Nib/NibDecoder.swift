import Foundation

/// The coder an object from an Interface Builder document is made with: `init(coder:)` of
/// UIKit's classes reads the element's properties, subviews and constraints from it.
final class NibDecoder: NSCoder {
    let element: NibElement
    let load: NibLoad

    init(element: NibElement, load: NibLoad) {
        self.element = element
        self.load = load
        super.init()
    }

    override var allowsKeyedCoding: Bool { true }
    override func containsValue(forKey key: String) -> Bool { element[key] != nil }
    /// Attributes of the element, as strings (custom `init(coder:)` code rarely reads any).
    override func decodeObject(forKey key: String) -> Any? { element[key] }
    override func decodeBool(forKey key: String) -> Bool { element[key] == "YES" }
    override func decodeDouble(forKey key: String) -> Double { element[key].flatMap(Double.init) ?? 0 }
    override func decodeInteger(forKey key: String) -> Int { element[key].flatMap(Int.init) ?? 0 }

    func number(_ key: String) -> CGFloat? { element[key].flatMap(Double.init).map { CGFloat($0) } }
    func flag(_ key: String) -> Bool? { element[key].map { $0 == "YES" } }

    // MARK: Views

    /// Called at the end of `UIView.init(coder:)`: geometry and appearance, the subclass's own
    /// properties, subviews, layout guides and constraints.
    func decode(into view: UIView) {
        // Constraints inside the view refer to it by its id.
        if let id = element["id"] { load.objects[id] = view }
        // A scene's root view holds its controller's top and bottom layout guides.
        if element["key"] == "view", let guides = load.rootLayoutGuides {
            load.rootLayoutGuides = nil
            for guide in guides { view.addLayoutGuide(guide) }
        }
        if let rect = element.child("rect", key: "frame") {
            view.frame = CGRect(x: Self.value(rect["x"]), y: Self.value(rect["y"]), width: Self.value(rect["width"]), height: Self.value(rect["height"]))
        }
        if let mask = element.child("autoresizingMask", key: "autoresizingMask") {
            var m: UIView.AutoresizingMask = []
            if mask["widthSizable"] == "YES" { m.insert(.flexibleWidth) }
            if mask["heightSizable"] == "YES" { m.insert(.flexibleHeight) }
            if mask["flexibleMinX"] == "YES" { m.insert(.flexibleLeftMargin) }
            if mask["flexibleMaxX"] == "YES" { m.insert(.flexibleRightMargin) }
            if mask["flexibleMinY"] == "YES" { m.insert(.flexibleTopMargin) }
            if mask["flexibleMaxY"] == "YES" { m.insert(.flexibleBottomMargin) }
            view.autoresizingMask = m
        }
        if let translates = flag("translatesAutoresizingMaskIntoConstraints") { view.translatesAutoresizingMaskIntoConstraints = translates }
        if let tag = element["tag"].flatMap(Int.init) { view.tag = tag }
        if let alpha = number("alpha") { view.alpha = alpha }
        if let hidden = flag("hidden") { view.isHidden = hidden }
        if let clips = flag("clipsSubviews") { view.clipsToBounds = clips }
        if let interactive = flag("userInteractionEnabled") { view.isUserInteractionEnabled = interactive }
        if let opaque = flag("opaque") { view.isOpaque = opaque }
        if let mode = element["contentMode"].flatMap(Self.contentMode) { view.contentMode = mode }
        if let color = colorChild("backgroundColor") { view.backgroundColor = color }
        if let color = colorChild("tintColor") { view.tintColor = color }
        for (key, axis, hugging) in [("horizontalHuggingPriority", NSLayoutConstraint.Axis.horizontal, true),
                                     ("verticalHuggingPriority", .vertical, true),
                                     ("horizontalCompressionResistancePriority", .horizontal, false),
                                     ("verticalCompressionResistancePriority", .vertical, false)] {
            guard let value = number(key) else { continue }
            let priority = UILayoutPriority(Float(value))
            if hugging { view.setContentHuggingPriority(priority, for: axis) } else { view.setContentCompressionResistancePriority(priority, for: axis) }
        }
        decodeOwnProperties(of: view)
        // A cell's subviews, guides and constraints are in its content view's element.
        if let content = element.children.first(where: { $0["key"] == "contentView" }),
           let contentView = (view as? UITableViewCell)?.storedContentView ?? (view as? UICollectionViewCell)?.storedContentView {
            NibDecoder(element: content, load: load).decode(into: contentView)
        }
        for child in element.child("subviews")?.children ?? [] {
            guard let subview = load.instantiate(child) as? UIView else { continue }
            if let stack = view as? UIStackView { stack.addArrangedSubview(subview) } else { view.addSubview(subview) }
        }
        for guide in element.children("viewLayoutGuide") {
            guard let id = guide["id"] else { continue }
            switch guide["key"] {
            case "safeArea": load.objects[id] = view.safeAreaLayoutGuide
            case "layoutMargins": load.objects[id] = view.layoutMarginsGuide
            case "keyboard": load.objects[id] = view.keyboardLayoutGuide
            case "contentLayoutGuide" where view is UIScrollView: load.objects[id] = (view as! UIScrollView).contentLayoutGuide
            case "frameLayoutGuide" where view is UIScrollView: load.objects[id] = (view as! UIScrollView).frameLayoutGuide
            default: load.problems.append("layout guide \(guide["key"] ?? "?") is not supported")
            }
        }
        decodeConstraints(of: view)
    }

    private func decodeOwnProperties(of view: UIView) {
        if let scrollView = view as? UIScrollView {
            if let shows = flag("showsHorizontalScrollIndicator") { scrollView.showsHorizontalScrollIndicator = shows }
            if let shows = flag("showsVerticalScrollIndicator") { scrollView.showsVerticalScrollIndicator = shows }
            if let bounces = flag("bounces") { scrollView.bounces = bounces }
            if let always = flag("alwaysBounceVertical") { scrollView.alwaysBounceVertical = always }
            if let always = flag("alwaysBounceHorizontal") { scrollView.alwaysBounceHorizontal = always }
            if let enabled = flag("scrollEnabled") { scrollView.isScrollEnabled = enabled }
        }
        switch view {
        case let label as UILabel:
            if let text = element["text"] { label.text = text }
            if let font = fontChild() { label.font = font }
            if let color = colorChild("textColor") { label.textColor = color }
            if let alignment = element["textAlignment"].flatMap(Self.alignment) { label.textAlignment = alignment }
            if let lines = element["numberOfLines"].flatMap(Int.init) { label.numberOfLines = lines }
            if let mode = element["lineBreakMode"].flatMap(Self.lineBreak) { label.lineBreakMode = mode }
            if let fits = flag("adjustsFontSizeToFit") { label.adjustsFontSizeToFitWidth = fits }
            if let scale = number("minimumScaleFactor") { label.minimumScaleFactor = scale }
        case let button as UIButton:
            if let font = fontChild() { button.buttonTitleLabel.font = font }
            for state in element.children("state") {
                let controlState = Self.controlState(state["key"])
                if let title = state["title"] { button.setTitle(title, for: controlState) }
                if let image = state["image"] { button.setImage(UIImage(named: image), for: controlState) }
                if let color = state.child("color", key: "titleColor").flatMap(Self.color) { button.setTitleColor(color, for: controlState) }
                if let color = state.child("color", key: "titleShadowColor").flatMap(Self.color) { button.setTitleShadowColor(color, for: controlState) }
            }
        case let imageView as UIImageView:
            if let name = element["image"] { imageView.image = UIImage(named: name) }
        case let stack as UIStackView:
            if element["axis"] == "vertical" { stack.axis = .vertical }
            if let spacing = number("spacing") { stack.spacing = spacing }
            if let alignment = element["alignment"].flatMap(Self.stackAlignment) { stack.alignment = alignment }
            if let distribution = element["distribution"].flatMap(Self.stackDistribution) { stack.distribution = distribution }
        case let field as UITextField:
            if let text = element["text"] { field.text = text }
            if let placeholder = element["placeholder"] { field.placeholder = placeholder }
            if let font = fontChild() { field.font = font }
            if let style = element["borderStyle"] {
                field.borderStyle = ["roundedRect": .roundedRect, "line": .line, "bezel": .bezel][style] ?? .none
            }
            if let alignment = element["textAlignment"].flatMap(Self.alignment) { field.textAlignment = alignment }
        case let textView as UITextView:
            if let text = element["text"] { textView.text = text }
            if let font = fontChild() { textView.font = font }
            if let editable = flag("editable") { textView.isEditable = editable }
        case let toggle as UISwitch:
            if let on = flag("on") { toggle.isOn = on }
        case let slider as UISlider:
            if let minimum = number("minValue") { slider.minimumValue = Float(minimum) }
            if let maximum = number("maxValue") { slider.maximumValue = Float(maximum) }
            if let value = number("value") { slider.value = Float(value) }
        case let segmented as UISegmentedControl:
            for (i, segment) in (element.child("segments")?.children ?? []).enumerated() {
                segmented.insertSegment(withTitle: segment["title"], at: i, animated: false)
            }
            if let selected = element["selectedSegmentIndex"].flatMap(Int.init) { segmented.selectedSegmentIndex = selected }
        case let spinner as UIActivityIndicatorView:
            if let style = element["style"] {
                spinner.style = ["large": .large, "whiteLarge": .whiteLarge, "white": .white, "gray": .gray][style] ?? .medium
            }
            if let hides = flag("hidesWhenStopped") { spinner.hidesWhenStopped = hides }
            if flag("animating") == true { spinner.startAnimating() }
        default:
            break
        }
        if let control = view as? UIControl {
            if let enabled = flag("enabled") { control.isEnabled = enabled }
            if let selected = flag("selected") { control.isSelected = selected }
        }
    }

    /// The view's constraints (as IB writes them: an omitted first item is the view itself),
    /// except those the default size class excludes.
    private func decodeConstraints(of view: UIView) {
        let excluded = Set(element.children("variation").filter { $0["key"] == "default" }
            .flatMap { $0.children("mask") }.flatMap { $0.children("exclude") }.compactMap { $0["reference"] })
        for c in element.child("constraints")?.children ?? [] where c.name == "constraint" {
            guard let id = c["id"], !excluded.contains(id) else { continue }
            // An omitted item is the view itself; a named one that was not made is reported.
            let missing = [c["firstItem"], c["secondItem"]].compactMap { $0 }.filter { load.objects[$0] == nil }
            guard missing.isEmpty else {
                load.problems.append("constraint \(id) refers to \(missing.joined(separator: ", ")), which was not made: skipped")
                continue
            }
            let first: AnyObject = c["firstItem"].flatMap { load.objects[$0] } ?? view
            let second: AnyObject? = c["secondItem"].flatMap { load.objects[$0] } ?? (c["secondAttribute"] != nil ? view : nil)
            guard let firstAttribute = c["firstAttribute"].flatMap(Self.attribute) else { continue }
            let secondAttribute = c["secondAttribute"].flatMap(Self.attribute) ?? .notAnAttribute
            let relation: NSLayoutConstraint.Relation = c["relation"] == "greaterThanOrEqual" ? .greaterThanOrEqual
                : c["relation"] == "lessThanOrEqual" ? .lessThanOrEqual : .equal
            let constraint = NSLayoutConstraint(item: first, attribute: firstAttribute, relatedBy: relation,
                                                toItem: second, attribute: secondAttribute,
                                                multiplier: Self.multiplier(c["multiplier"]), constant: Self.value(c["constant"]))
            if let priority = c["priority"].flatMap(Float.init) { constraint.priority = UILayoutPriority(priority) }
            constraint.identifier = c["identifier"]
            load.objects[id] = constraint
            view.addConstraint(constraint)
        }
    }

    // MARK: Values

    static func value(_ text: String?) -> CGFloat { text.flatMap(Double.init).map { CGFloat($0) } ?? 0 }

    /// `1`, `0.5` or `1:2` / `1/3`, as Interface Builder writes multipliers.
    static func multiplier(_ text: String?) -> CGFloat {
        guard let text else { return 1 }
        for separator in [":", "/"] where text.contains(separator) {
            let parts = text.split(separator: Character(separator)).compactMap { Double($0) }
            if parts.count == 2, parts[1] != 0 { return CGFloat(parts[0] / parts[1]) }
        }
        return CGFloat(Double(text) ?? 1)
    }

    func colorChild(_ key: String) -> UIColor? { element.child("color", key: key).flatMap(Self.color) }

    static func color(_ e: NibElement) -> UIColor? {
        if let name = e["systemColor"] ?? e["cocoaTouchSystemColor"] {
            return systemColors[name]
        }
        if let white = e["white"].flatMap(Double.init) {
            return UIColor(white: CGFloat(white), alpha: value(e["alpha"] ?? "1"))
        }
        guard e["red"] != nil else { return nil }
        return UIColor(red: value(e["red"]), green: value(e["green"]), blue: value(e["blue"]), alpha: value(e["alpha"] ?? "1"))
    }

    static let systemColors: [String: UIColor] = [
        "systemBackgroundColor": .systemBackground, "secondarySystemBackgroundColor": .secondarySystemBackground,
        "systemGroupedBackgroundColor": .systemGroupedBackground, "labelColor": .label, "secondaryLabelColor": .secondaryLabel,
        "tertiaryLabelColor": .tertiaryLabel, "placeholderTextColor": .placeholderText, "separatorColor": .separator,
        "linkColor": .link, "systemBlueColor": .systemBlue, "systemRedColor": .systemRed, "systemGreenColor": .systemGreen,
        "systemOrangeColor": .systemOrange, "systemYellowColor": .systemYellow, "systemGrayColor": .systemGray,
        "systemPinkColor": .systemPink, "systemPurpleColor": .systemPurple, "systemTealColor": .systemTeal,
        "systemIndigoColor": .systemIndigo, "systemFillColor": .systemFill, "darkTextColor": .darkText,
        "lightTextColor": .lightText, "groupTableViewBackgroundColor": .systemGroupedBackground, "tintColor": .systemBlue,
    ]

    func fontChild() -> UIFont? {
        guard let f = element.child("fontDescription") else { return nil }
        if let style = f["style"] { return .preferredFont(forTextStyle: UIFont.TextStyle(rawValue: style)) }
        let size = Self.value(f["pointSize"] ?? "17")
        if let name = f["name"] { return UIFont(name: name, size: size) }
        switch f["type"] {
        case "boldSystem": return .boldSystemFont(ofSize: size)
        case "italicSystem": return .italicSystemFont(ofSize: size)
        default:
            let weights: [String: UIFont.Weight] = ["ultraLight": .ultraLight, "thin": .thin, "light": .light, "medium": .medium,
                                                     "semibold": .semibold, "bold": .bold, "heavy": .heavy, "black": .black]
            return .systemFont(ofSize: size, weight: f["weight"].flatMap { weights[$0] } ?? .regular)
        }
    }

    static func attribute(_ name: String) -> NSLayoutConstraint.Attribute? {
        let table: [String: NSLayoutConstraint.Attribute] = [
            "left": .left, "right": .right, "top": .top, "bottom": .bottom, "leading": .leading, "trailing": .trailing,
            "width": .width, "height": .height, "centerX": .centerX, "centerY": .centerY,
            "firstBaseline": .firstBaseline, "lastBaseline": .lastBaseline, "baseline": .lastBaseline,
            "leftMargin": .leftMargin, "rightMargin": .rightMargin, "topMargin": .topMargin, "bottomMargin": .bottomMargin,
            "leadingMargin": .leadingMargin, "trailingMargin": .trailingMargin,
            "centerXWithinMargins": .centerXWithinMargins, "centerYWithinMargins": .centerYWithinMargins,
        ]
        return table[name]
    }

    static func alignment(_ name: String) -> NSTextAlignment? {
        ["left": .left, "center": .center, "right": .right, "justified": .justified, "natural": .natural][name]
    }

    static func lineBreak(_ name: String) -> NSLineBreakMode? {
        ["wordWrap": .byWordWrapping, "characterWrap": .byCharWrapping, "clip": .byClipping, "headTruncation": .byTruncatingHead,
         "tailTruncation": .byTruncatingTail, "middleTruncation": .byTruncatingMiddle][name]
    }

    static func contentMode(_ name: String) -> UIView.ContentMode? {
        ["scaleToFill": .scaleToFill, "scaleAspectFit": .scaleAspectFit, "scaleAspectFill": .scaleAspectFill, "redraw": .redraw,
         "center": .center, "top": .top, "bottom": .bottom, "left": .left, "right": .right][name]
    }

    static func stackAlignment(_ name: String) -> UIStackView.Alignment? {
        ["fill": .fill, "leading": .leading, "top": .top, "center": .center, "trailing": .trailing, "bottom": .bottom,
         "firstBaseline": .firstBaseline, "lastBaseline": .lastBaseline][name]
    }

    static func stackDistribution(_ name: String) -> UIStackView.Distribution? {
        ["fill": .fill, "fillEqually": .fillEqually, "fillProportionally": .fillProportionally, "equalSpacing": .equalSpacing,
         "equalCentering": .equalCentering][name]
    }

    static func controlState(_ key: String?) -> UIControl.State {
        ["highlighted": .highlighted, "disabled": .disabled, "selected": .selected][key ?? ""] ?? .normal
    }
}
