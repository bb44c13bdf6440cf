import Foundation

/// iOS 2's cell API (deprecated since iOS 3): it forwards to `textLabel` and `imageView`.
extension UITableViewCell {
    /// A default-style cell (iOS 2's initializer; `init(style:reuseIdentifier:)` since iOS 3).
    @available(*, deprecated, renamed: "init(style:reuseIdentifier:)")
    public convenience init(frame: CGRect, reuseIdentifier: String?) {
        let entry = UIEntry("-[UITableViewCell initWithFrame:reuseIdentifier:]"); defer { entry.end() }
        self.init(style: .default, reuseIdentifier: reuseIdentifier)
        self.frame = frame
    }

    /// The text label's text.
    @available(*, deprecated, message: "Use the textLabel and detailTextLabel properties instead")
    public var text: String? {
        get { let entry = UIEntry("-[UITableViewCell text]", self); defer { entry.end() }; return storedTextLabel?.text }
        set { let entry = UIEntry("-[UITableViewCell setText:]", self); defer { entry.end() }; legacyLabel.text = newValue }
    }

    /// The text label's font.
    @available(*, deprecated, message: "Use the textLabel and detailTextLabel properties instead")
    public var font: UIFont? {
        get { let entry = UIEntry("-[UITableViewCell font]", self); defer { entry.end() }; return legacyLabel.font }
        set { let entry = UIEntry("-[UITableViewCell setFont:]", self); defer { entry.end() }; if let newValue { legacyLabel.font = newValue } }
    }

    /// The text label's alignment.
    @available(*, deprecated, message: "Use the textLabel and detailTextLabel properties instead")
    public var textAlignment: NSTextAlignment {
        get { let entry = UIEntry("-[UITableViewCell textAlignment]", self); defer { entry.end() }; return legacyLabel.textAlignment }
        set { let entry = UIEntry("-[UITableViewCell setTextAlignment:]", self); defer { entry.end() }; legacyLabel.textAlignment = newValue }
    }

    /// The text label's line break mode.
    @available(*, deprecated, message: "Use the textLabel and detailTextLabel properties instead")
    public var lineBreakMode: NSLineBreakMode {
        get { let entry = UIEntry("-[UITableViewCell lineBreakMode]", self); defer { entry.end() }; return legacyLabel.lineBreakMode }
        set { let entry = UIEntry("-[UITableViewCell setLineBreakMode:]", self); defer { entry.end() }; legacyLabel.lineBreakMode = newValue }
    }

    /// The text label's colour.
    @available(*, deprecated, message: "Use the textLabel and detailTextLabel properties instead")
    public var textColor: UIColor? {
        get { let entry = UIEntry("-[UITableViewCell textColor]", self); defer { entry.end() }; return legacyLabel.textColor }
        set { let entry = UIEntry("-[UITableViewCell setTextColor:]", self); defer { entry.end() }; legacyLabel.textColor = newValue }
    }

    /// The text label's colour while the cell is highlighted or selected.
    @available(*, deprecated, message: "Use the textLabel and detailTextLabel properties instead")
    public var selectedTextColor: UIColor? {
        get { let entry = UIEntry("-[UITableViewCell selectedTextColor]", self); defer { entry.end() }; return legacyLabel.highlightedTextColor }
        set { let entry = UIEntry("-[UITableViewCell setSelectedTextColor:]", self); defer { entry.end() }; legacyLabel.highlightedTextColor = newValue }
    }

    /// The image view's image.
    @available(*, deprecated, message: "Use the imageView property instead")
    public var image: UIImage? {
        get { let entry = UIEntry("-[UITableViewCell image]", self); defer { entry.end() }; return storedImageView?.image }
        set { let entry = UIEntry("-[UITableViewCell setImage:]", self); defer { entry.end() }; legacyImageView.image = newValue; setNeedsLayout() }
    }

    /// The image view's image while the cell is highlighted or selected.
    @available(*, deprecated, message: "Use the imageView property instead")
    public var selectedImage: UIImage? {
        get { let entry = UIEntry("-[UITableViewCell selectedImage]", self); defer { entry.end() }; return storedImageView?.highlightedImage }
        set { let entry = UIEntry("-[UITableViewCell setSelectedImage:]", self); defer { entry.end() }; legacyImageView.highlightedImage = newValue }
    }

    /// Whether the accessory hides while editing (kept; editing shows `editingAccessoryView`).
    @available(*, deprecated, message: "Use editingAccessoryType and editingAccessoryView")
    public var hidesAccessoryWhenEditing: Bool {
        get { let entry = UIEntry("-[UITableViewCell hidesAccessoryWhenEditing]", self); defer { entry.end() }; return legacyHidesAccessoryWhenEditing }
        set { let entry = UIEntry("-[UITableViewCell setHidesAccessoryWhenEditing:]", self); defer { entry.end() }; legacyHidesAccessoryWhenEditing = newValue }
    }

    /// The target of `editAction` and `accessoryAction` (not retained).
    @available(*, deprecated, message: "Use the table view delegate's methods instead")
    public var target: AnyObject? {
        get { let entry = UIEntry("-[UITableViewCell target]", self); defer { entry.end() }; return legacyTarget.value }
        set { let entry = UIEntry("-[UITableViewCell setTarget:]", self); defer { entry.end() }; legacyTarget.value = newValue }
    }

    /// Sent to `target` when the row's editing control is tapped.
    @available(*, deprecated, message: "Use the table view delegate's methods instead")
    public var editAction: Selector? {
        get { let entry = UIEntry("-[UITableViewCell editAction]", self); defer { entry.end() }; return legacyEditAction }
        set { let entry = UIEntry("-[UITableViewCell setEditAction:]", self); defer { entry.end() }; legacyEditAction = newValue }
    }

    /// Sent to `target` when the row's detail button is tapped.
    @available(*, deprecated, message: "Use tableView(_:accessoryButtonTappedForRowWith:)")
    public var accessoryAction: Selector? {
        get { let entry = UIEntry("-[UITableViewCell accessoryAction]", self); defer { entry.end() }; return legacyAccessoryAction }
        set { let entry = UIEntry("-[UITableViewCell setAccessoryAction:]", self); defer { entry.end() }; legacyAccessoryAction = newValue }
    }

    private var legacyLabel: UILabel { textLabel ?? UILabel() }
    private var legacyImageView: UIImageView { imageView ?? UIImageView(frame: .zero) }
}

/// A weak reference a value type can hold.
final class WeakTarget {
    weak var value: AnyObject?
}
