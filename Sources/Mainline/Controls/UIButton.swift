import Foundation

/// A button: a title and an image per control state, or a `UIButton.Configuration`.
///
/// Intrinsic size (the text model of `UIFont`): a button without a configuration measures its
/// title (15-point system font for `.system` buttons, 18 for `.custom`) and image side by side,
/// plus `contentEdgeInsets` and 6 points above and below the title, so a system button with a
/// 15-point title is 30 points high (as Interface Builder lays them out); a button with neither
/// is 30 × 34. A configured button measures title, subtitle and image with its
/// `contentInsets` (7/12 points at `.medium`) and a 17-point title.
open class UIButton: UIControl {
    public enum ButtonType: Int, Sendable { case custom = 0, system, detailDisclosure, infoLight, infoDark, contactAdd, close, plain }
    public enum Role: Int, Sendable { case normal, primary, cancel, destructive }

    var storedButtonType: ButtonType

    open var buttonType: ButtonType {
        let entry = UIEntry("-[UIButton buttonType]", self); defer { entry.end() }
        return storedButtonType
    }
    var titles: [UInt: String] = [:]
    var attributedTitles: [UInt: NSAttributedString] = [:]
    var titleColors: [UInt: UIColor] = [:]
    var titleShadowColors: [UInt: UIColor] = [:]
    var images: [UInt: UIImage] = [:]
    var backgroundImages: [UInt: UIImage] = [:]
    var storedConfiguration: Configuration?
    var storedContentEdgeInsets = UIEdgeInsets.zero
    var storedTitleEdgeInsets = UIEdgeInsets.zero
    var storedImageEdgeInsets = UIEdgeInsets.zero
    var storedTitleLabel: UILabel?
    var storedImageView: UIImageView?
    var storedConfigurationUpdateHandler: ((UIButton) -> Void)? = nil
    var storedChangesSelectionAsPrimaryAction: Bool = false
    var storedRole: Role = Role.normal
    var storedMenu: UIMenu?
    var storedPreferredMenuElementOrder = UIContextMenuConfiguration.ElementOrder.automatic
    var storedAutomaticallyUpdatesConfiguration = true
    var storedIsPointerInteractionEnabled = false
    var storedPreferredBehavioralStyle = UIBehavioralStyle.automatic
    var symbolConfigurations: [UInt: UIImage.SymbolConfiguration] = [:]
    var storedReversesTitleShadowWhenHighlighted = false
    var storedAdjustsImageWhenHighlighted = true
    var storedAdjustsImageWhenDisabled = true
    var storedShowsTouchWhenHighlighted = false
    var storedSubtitleLabel: UILabel?

    /// Called when the button's state changes, to update its configuration.
    open var configurationUpdateHandler: ((UIButton) -> Void)? {
        get { let entry = UIEntry("-[UIButton configurationUpdateHandler]", self); defer { entry.end() }; return storedConfigurationUpdateHandler }
        set { let entry = UIEntry("-[UIButton setConfigurationUpdateHandler:]", self); defer { entry.end() }; storedConfigurationUpdateHandler = newValue }
    }

    /// Whether the primary action toggles `isSelected`.
    open var changesSelectionAsPrimaryAction: Bool {
        get { let entry = UIEntry("-[UIButton changesSelectionAsPrimaryAction]", self); defer { entry.end() }; return storedChangesSelectionAsPrimaryAction }
        set { let entry = UIEntry("-[UIButton setChangesSelectionAsPrimaryAction:]", self); defer { entry.end() }; storedChangesSelectionAsPrimaryAction = newValue }
    }

    /// The button's role.
    open var role: Role {
        get { let entry = UIEntry("-[UIButton role]", self); defer { entry.end() }; return storedRole }
        set { let entry = UIEntry("-[UIButton setRole:]", self); defer { entry.end() }; storedRole = newValue }
    }

    /// A `.custom` button (subclasses override this, as in UIKit).
    public override init(frame: CGRect) {
        let entry = UIEntry("-[UIButton initWithFrame:]"); defer { entry.end() }
        storedButtonType = .custom
        super.init(frame: frame)
    }

    public convenience init(type buttonType: ButtonType) {
        UIEntry.check("+[UIButton buttonWithType:]")
        self.init(frame: .zero)
        storedButtonType = buttonType
        if buttonType == .infoLight || buttonType == .infoDark || buttonType == .detailDisclosure || buttonType == .contactAdd {
            images[0] = UIImage(systemName: buttonType == .contactAdd ? "plus.circle" : "info.circle")
        } else if buttonType == .close {
            images[0] = UIImage(systemName: "xmark.circle.fill")
        }
    }

    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        UIEntry.check("+[UIButton systemButtonWithPrimaryAction:]")
        self.init(type: buttonType)
        if let primaryAction {
            titles[0] = primaryAction.title.isEmpty ? nil : primaryAction.title
            if let image = primaryAction.image { images[0] = image }
            addAction(primaryAction, for: .primaryActionTriggered)
        }
    }

    /// A button drawn from `configuration` (a `.plain` button).
    public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
        UIEntry.check("+[UIButton buttonWithConfiguration:primaryAction:]")
        self.init(type: .plain, primaryAction: primaryAction)
        storedConfiguration = configuration
    }

    public required init?(coder: NSCoder) {
        let entry = UIEntry("-[UIButton initWithCoder:]"); defer { entry.end() }
        let type = (coder as? NibDecoder)?.element["buttonType"]
        storedButtonType = type == "system" || type == "roundedRect" ? .system : .custom
        super.init(coder: coder)
    }

    // MARK: Per-state content

    /// The value for `state`, falling back to `.normal` as UIKit does.
    private func lookup<T>(_ table: [UInt: T], _ state: State) -> T? { table[state.rawValue] ?? table[0] }

    open func setTitle(_ title: String?, for state: State) {
        let entry = UIEntry("-[UIButton setTitle:forState:]", self); defer { entry.end() }
        titles[state.rawValue] = title
        contentDidChange()
    }

    open func title(for state: State) -> String? {
        let entry = UIEntry("-[UIButton titleForState:]", self); defer { entry.end() }
        return lookup(titles, state)
    }

    open func setAttributedTitle(_ title: NSAttributedString?, for state: State) {
        let entry = UIEntry("-[UIButton setAttributedTitle:forState:]", self); defer { entry.end() }
        attributedTitles[state.rawValue] = title
        contentDidChange()
    }

    open func attributedTitle(for state: State) -> NSAttributedString? {
        let entry = UIEntry("-[UIButton attributedTitleForState:]", self); defer { entry.end() }
        return lookup(attributedTitles, state)
    }

    open func setTitleColor(_ color: UIColor?, for state: State) {
        let entry = UIEntry("-[UIButton setTitleColor:forState:]", self); defer { entry.end() }
        titleColors[state.rawValue] = color
        setNeedsDisplay()
    }

    /// The title colour for `state`: the one set, or the tint for a system button (white for
    /// a custom one).
    open func titleColor(for state: State) -> UIColor? {
        let entry = UIEntry("-[UIButton titleColorForState:]", self); defer { entry.end() }
        return lookup(titleColors, state) ?? (storedButtonType == .custom ? .white : effectiveTintColor)
    }

    /// Sets the colour of the title's shadow in `state` (the title label's `shadowColor`).
    open func setTitleShadowColor(_ color: UIColor?, for state: State) {
        let entry = UIEntry("-[UIButton setTitleShadowColor:forState:]", self); defer { entry.end() }
        titleShadowColors[state.rawValue] = color
        syncContentViews()
    }

    /// The title's shadow colour for `state`: the one set for it, else the `.normal` one (nil
    /// when neither is set).
    open func titleShadowColor(for state: State) -> UIColor? {
        let entry = UIEntry("-[UIButton titleShadowColorForState:]", self); defer { entry.end() }
        return lookup(titleShadowColors, state)
    }

    open func setImage(_ image: UIImage?, for state: State) {
        let entry = UIEntry("-[UIButton setImage:forState:]", self); defer { entry.end() }
        images[state.rawValue] = image
        contentDidChange()
    }

    open func image(for state: State) -> UIImage? {
        let entry = UIEntry("-[UIButton imageForState:]", self); defer { entry.end() }
        return lookup(images, state)
    }

    open func setBackgroundImage(_ image: UIImage?, for state: State) {
        let entry = UIEntry("-[UIButton setBackgroundImage:forState:]", self); defer { entry.end() }
        backgroundImages[state.rawValue] = image
        contentDidChange()
    }

    open func backgroundImage(for state: State) -> UIImage? {
        let entry = UIEntry("-[UIButton backgroundImageForState:]", self); defer { entry.end() }
        return lookup(backgroundImages, state)
    }

    open var currentTitle: String? {
        let entry = UIEntry("-[UIButton currentTitle]", self); defer { entry.end() }
        return storedConfiguration?.title ?? lookup(titles, currentState) ?? lookup(attributedTitles, currentState)?.string
    }

    open var currentImage: UIImage? {
        let entry = UIEntry("-[UIButton currentImage]", self); defer { entry.end() }
        return shownImage(in: currentState)
    }

    open var currentTitleColor: UIColor {
        let entry = UIEntry("-[UIButton currentTitleColor]", self); defer { entry.end() }
        return titleColor(for: currentState) ?? effectiveTintColor
    }

    /// The title's shadow colour in the current state: the one set (or `.normal`'s); nil when
    /// the button shows no title, else UIKit's default, white at 50 % opacity.
    open var currentTitleShadowColor: UIColor? {
        let entry = UIEntry("-[UIButton currentTitleShadowColor]", self); defer { entry.end() }
        guard hasTitle(in: currentState) else { return nil }
        return lookup(titleShadowColors, currentState) ?? UIColor(white: 1, alpha: 0.5)
    }

    /// The attributed title in the current state (nil when only a plain title is set).
    open var currentAttributedTitle: NSAttributedString? {
        let entry = UIEntry("-[UIButton currentAttributedTitle]", self); defer { entry.end() }
        return lookup(attributedTitles, currentState)
    }

    /// The background image in the current state (`.normal`'s as the fallback).
    open var currentBackgroundImage: UIImage? {
        let entry = UIEntry("-[UIButton currentBackgroundImage]", self); defer { entry.end() }
        return lookup(backgroundImages, currentState)
    }

    /// The symbol configuration for the image in the current state.
    open var currentPreferredSymbolConfiguration: UIImage.SymbolConfiguration? {
        let entry = UIEntry("-[UIButton currentPreferredSymbolConfiguration]", self); defer { entry.end() }
        return lookup(symbolConfigurations, currentState)
    }

    /// Sets the symbol configuration the image uses in `state`.
    open func setPreferredSymbolConfiguration(_ configuration: UIImage.SymbolConfiguration?, forImageIn state: State) {
        let entry = UIEntry("-[UIButton setPreferredSymbolConfiguration:forImageInState:]", self); defer { entry.end() }
        symbolConfigurations[state.rawValue] = configuration
        contentDidChange()
    }

    /// The symbol configuration the image uses in `state` (`.normal`'s as the fallback).
    open func preferredSymbolConfigurationForImage(in state: State) -> UIImage.SymbolConfiguration? {
        let entry = UIEntry("-[UIButton preferredSymbolConfigurationForImageInState:]", self); defer { entry.end() }
        return lookup(symbolConfigurations, state)
    }

    /// The menu the button shows: on a long press, or on a tap with `showsMenuAsPrimaryAction`.
    /// Setting one enables the context menu interaction.
    open var menu: UIMenu? {
        get { let entry = UIEntry("-[UIButton menu]", self); defer { entry.end() }; return storedMenu }
        set {
            let entry = UIEntry("-[UIButton setMenu:]", self); defer { entry.end() }
            storedMenu = newValue
            storedIsContextMenuInteractionEnabled = newValue != nil
        }
    }

    /// The order the menu's elements show in (kept).
    open var preferredMenuElementOrder: UIContextMenuConfiguration.ElementOrder {
        get { let entry = UIEntry("-[UIButton preferredMenuElementOrder]", self); defer { entry.end() }; return storedPreferredMenuElementOrder }
        set { let entry = UIEntry("-[UIButton setPreferredMenuElementOrder:]", self); defer { entry.end() }; storedPreferredMenuElementOrder = newValue }
    }

    override var controlMenu: UIMenu? { storedMenu }

    /// Whether a state change updates the configuration (`updateConfiguration()`); true by default.
    open var automaticallyUpdatesConfiguration: Bool {
        get { let entry = UIEntry("-[UIButton automaticallyUpdatesConfiguration]", self); defer { entry.end() }; return storedAutomaticallyUpdatesConfiguration }
        set { let entry = UIEntry("-[UIButton setAutomaticallyUpdatesConfiguration:]", self); defer { entry.end() }; storedAutomaticallyUpdatesConfiguration = newValue }
    }

    /// Whether a pointer hovers over the button (never: there is no pointer).
    open var isHovered: Bool {
        let entry = UIEntry("-[UIButton isHovered]", self); defer { entry.end() }
        return false
    }

    /// Whether the button is held down: a touch tracked inside it.
    open var isHeld: Bool {
        let entry = UIEntry("-[UIButton isHeld]", self); defer { entry.end() }
        return storedIsTracking && touchInside
    }

    /// Whether the button reacts to a pointer (kept).
    open var isPointerInteractionEnabled: Bool {
        get { let entry = UIEntry("-[UIButton isPointerInteractionEnabled]", self); defer { entry.end() }; return storedIsPointerInteractionEnabled }
        set { let entry = UIEntry("-[UIButton setPointerInteractionEnabled:]", self); defer { entry.end() }; storedIsPointerInteractionEnabled = newValue }
    }

    /// The style asked for (automatic by default).
    open var preferredBehavioralStyle: UIBehavioralStyle {
        get { let entry = UIEntry("-[UIButton preferredBehavioralStyle]", self); defer { entry.end() }; return storedPreferredBehavioralStyle }
        set { let entry = UIEntry("-[UIButton setPreferredBehavioralStyle:]", self); defer { entry.end() }; storedPreferredBehavioralStyle = newValue }
    }

    /// The style in effect: `.pad` on an iPhone or iPad unless `.mac` is asked for.
    open var behavioralStyle: UIBehavioralStyle {
        let entry = UIEntry("-[UIButton behavioralStyle]", self); defer { entry.end() }
        return storedPreferredBehavioralStyle == .automatic ? .pad : storedPreferredBehavioralStyle
    }

    /// The label showing a configured button's subtitle (nil without a subtitle).
    open var subtitleLabel: UILabel? {
        let entry = UIEntry("-[UIButton subtitleLabel]", self); defer { entry.end() }
        guard let subtitle = storedConfiguration?.subtitle else { return nil }
        let label = storedSubtitleLabel ?? UILabel()
        label.storedFont = .preferredFont(forTextStyle: .footnote)
        if label.storedText != subtitle { label.text = subtitle }
        storedSubtitleLabel = label
        return label
    }

    /// The title label's font (the form before iOS 3).
    @available(iOS, deprecated: 3.0, message: "Use titleLabel.font")
    open var font: UIFont {
        get { let entry = UIEntry("-[UIButton font]", self); defer { entry.end() }; return buttonTitleLabel.storedFont }
        set { let entry = UIEntry("-[UIButton setFont:]", self); defer { entry.end() }; buttonTitleLabel.font = newValue }
    }

    /// The title label's line break mode (the form before iOS 3).
    @available(iOS, deprecated: 3.0, message: "Use titleLabel.lineBreakMode")
    open var lineBreakMode: NSLineBreakMode {
        get { let entry = UIEntry("-[UIButton lineBreakMode]", self); defer { entry.end() }; return buttonTitleLabel.storedLineBreakMode }
        set { let entry = UIEntry("-[UIButton setLineBreakMode:]", self); defer { entry.end() }; buttonTitleLabel.lineBreakMode = newValue }
    }

    /// The title label's shadow offset (the form before iOS 3).
    @available(iOS, deprecated: 3.0, message: "Use titleLabel.shadowOffset")
    open var titleShadowOffset: CGSize {
        get { let entry = UIEntry("-[UIButton titleShadowOffset]", self); defer { entry.end() }; return buttonTitleLabel.storedShadowOffset }
        set { let entry = UIEntry("-[UIButton setTitleShadowOffset:]", self); defer { entry.end() }; buttonTitleLabel.shadowOffset = newValue }
    }

    /// Whether the title's shadow flips from embossed to engraved while highlighted: the label's
    /// shadow offset is negated while the button is highlighted.
    open var reversesTitleShadowWhenHighlighted: Bool {
        get { let entry = UIEntry("-[UIButton reversesTitleShadowWhenHighlighted]", self); defer { entry.end() }; return storedReversesTitleShadowWhenHighlighted }
        set { let entry = UIEntry("-[UIButton setReversesTitleShadowWhenHighlighted:]", self); defer { entry.end() }; storedReversesTitleShadowWhenHighlighted = newValue; syncContentViews() }
    }

    /// Whether the image darkens while highlighted (the image view at 50 % opacity then).
    open var adjustsImageWhenHighlighted: Bool {
        get { let entry = UIEntry("-[UIButton adjustsImageWhenHighlighted]", self); defer { entry.end() }; return storedAdjustsImageWhenHighlighted }
        set { let entry = UIEntry("-[UIButton setAdjustsImageWhenHighlighted:]", self); defer { entry.end() }; storedAdjustsImageWhenHighlighted = newValue; syncContentViews() }
    }

    /// Whether the image dims while disabled (the image view at 50 % opacity then).
    open var adjustsImageWhenDisabled: Bool {
        get { let entry = UIEntry("-[UIButton adjustsImageWhenDisabled]", self); defer { entry.end() }; return storedAdjustsImageWhenDisabled }
        set { let entry = UIEntry("-[UIButton setAdjustsImageWhenDisabled:]", self); defer { entry.end() }; storedAdjustsImageWhenDisabled = newValue; syncContentViews() }
    }

    /// Whether a glow shows under the touch while highlighted (kept).
    open var showsTouchWhenHighlighted: Bool {
        get { let entry = UIEntry("-[UIButton showsTouchWhenHighlighted]", self); defer { entry.end() }; return storedShowsTouchWhenHighlighted }
        set { let entry = UIEntry("-[UIButton setShowsTouchWhenHighlighted:]", self); defer { entry.end() }; storedShowsTouchWhenHighlighted = newValue }
    }

    /// A system button showing `image`, sending `action` to `target` on `.touchUpInside`. (UIKit
    /// returns `Self`; without a required `init(frame:)` this returns a `UIButton`.)
    public class func systemButton(with image: UIImage, target: Any?, action: Selector?) -> UIButton {
        UIEntry.check("+[UIButton systemButtonWithImage:target:action:]")
        let button = UIButton(frame: .zero)
        button.storedButtonType = .system
        button.images[0] = image
        if let action { button.addTarget(target, action: action, for: .touchUpInside) }
        button.contentDidChange()
        return button
    }

    // MARK: Content rectangles (UIKit lays the button out through these; override them to move content)

    /// Where the background image goes: the bounds.
    open func backgroundRect(forBounds bounds: CGRect) -> CGRect {
        let entry = UIEntry("-[UIButton backgroundRectForBounds:]", self); defer { entry.end() }
        return bounds
    }

    /// Where the content goes: the bounds less `contentEdgeInsets`.
    open func contentRect(forBounds bounds: CGRect) -> CGRect {
        let entry = UIEntry("-[UIButton contentRectForBounds:]", self); defer { entry.end() }
        return bounds.inset(by: storedContentEdgeInsets)
    }

    /// Where the title goes in `contentRect`: after the image, placed by the content alignments,
    /// moved by `titleEdgeInsets` (zero size without a title).
    open func titleRect(forContentRect contentRect: CGRect) -> CGRect {
        let entry = UIEntry("-[UIButton titleRectForContentRect:]", self); defer { entry.end() }
        return contentFrames(in: contentRect).title
    }

    /// Where the image goes in `contentRect`: before the title, placed by the content alignments,
    /// moved by `imageEdgeInsets` (zero size without an image).
    open func imageRect(forContentRect contentRect: CGRect) -> CGRect {
        let entry = UIEntry("-[UIButton imageRectForContentRect:]", self); defer { entry.end() }
        return contentFrames(in: contentRect).image
    }


    /// The label showing the title (made on first use, as UIKit's is).
    open var titleLabel: UILabel? {
        let entry = UIEntry("-[UIButton titleLabel]", self); defer { entry.end() }
        return buttonTitleLabel
    }

    var buttonTitleLabel: UILabel {
        if let label = storedTitleLabel { return label }
        let label = UILabel()
        label.storedFont = storedButtonType == .custom ? .systemFont(ofSize: 18) : .systemFont(ofSize: 15)
        storedTitleLabel = label
        label.onFontChange = { [weak self] in self?.contentDidChange() }
        syncContentViews()
        return label
    }

    /// The image view showing the current image (made on first use, as UIKit's is).
    open var imageView: UIImageView? {
        let entry = UIEntry("-[UIButton imageView]", self); defer { entry.end() }
        return buttonImageView
    }

    var buttonImageView: UIImageView {
        if let view = storedImageView { return view }
        let view = UIImageView()
        storedImageView = view
        syncContentViews()
        return view
    }

    open var contentEdgeInsets: UIEdgeInsets {
        get { let entry = UIEntry("-[UIButton contentEdgeInsets]", self); defer { entry.end() }; return storedContentEdgeInsets }
        set { let entry = UIEntry("-[UIButton setContentEdgeInsets:]", self); defer { entry.end() }; storedContentEdgeInsets = newValue; contentDidChange() }
    }

    open var titleEdgeInsets: UIEdgeInsets {
        get { let entry = UIEntry("-[UIButton titleEdgeInsets]", self); defer { entry.end() }; return storedTitleEdgeInsets }
        set { let entry = UIEntry("-[UIButton setTitleEdgeInsets:]", self); defer { entry.end() }; storedTitleEdgeInsets = newValue; setNeedsLayout() }
    }

    open var imageEdgeInsets: UIEdgeInsets {
        get { let entry = UIEntry("-[UIButton imageEdgeInsets]", self); defer { entry.end() }; return storedImageEdgeInsets }
        set { let entry = UIEntry("-[UIButton setImageEdgeInsets:]", self); defer { entry.end() }; storedImageEdgeInsets = newValue; setNeedsLayout() }
    }

    /// The configuration the button draws from (nil for a button set up per state).
    open var configuration: Configuration? {
        get { let entry = UIEntry("-[UIButton configuration]", self); defer { entry.end() }; return storedConfiguration }
        set { let entry = UIEntry("-[UIButton setConfiguration:]", self); defer { entry.end() }; storedConfiguration = newValue; contentDidChange() }
    }

    /// Asks `configurationUpdateHandler` to update the configuration.
    open func setNeedsUpdateConfiguration() {
        let entry = UIEntry("-[UIButton setNeedsUpdateConfiguration]", self); defer { entry.end() }
        updateConfiguration()
    }

    open func updateConfiguration() {
        UIEntry.check("-[UIButton updateConfiguration]", self)
        storedConfigurationUpdateHandler?(self)
    }

    // MARK: Size

    open override var intrinsicContentSize: CGSize {
        let entry = UIEntry("-[UIButton intrinsicContentSize]", self); defer { entry.end() }
        return contentSize()
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let entry = UIEntry("-[UIButton sizeThatFits:]", self); defer { entry.end() }
        return contentSize()
    }

    func contentSize() -> CGSize {
        if let configuration = storedConfiguration { return configuration.contentSize() }
        let state = currentState
        let title = lookup(attributedTitles, state).map { TextMeasure.size(of: $0, width: 0) }
            ?? lookup(titles, state).map { TextMeasure.size(of: $0, font: buttonTitleLabel.storedFont, width: 0) }
        let image = lookup(images, state)?.size ?? lookup(backgroundImages, state)?.size
        let insets = storedContentEdgeInsets
        guard title != nil || image != nil else {
            return CGSize(width: 30 + insets.left + insets.right, height: 34 + insets.top + insets.bottom)
        }
        let titleSize = title.map { CGSize(width: $0.width, height: $0.height + 12) } ?? .zero
        let imageSize = image ?? .zero
        return CGSize(width: (titleSize.width + imageSize.width + insets.left + insets.right).rounded(.up),
                      height: (max(titleSize.height, imageSize.height) + insets.top + insets.bottom).rounded(.up))
    }

    func contentDidChange() {
        syncContentViews()
        invalidateIntrinsicContentSize()
        setNeedsLayout()
        setNeedsDisplay()
    }

    /// UIKit calls `updateConfiguration()` on every state change (a subclass's override, or the
    /// `configurationUpdateHandler`), and shows the new state's title and image.
    override func stateDidChange() {
        if storedAutomaticallyUpdatesConfiguration { updateConfiguration() }
        syncContentViews()
        let variesByState = titles.count > 1 || attributedTitles.count > 1 || images.count > 1 || backgroundImages.count > 1
        if variesByState || storedConfiguration != nil { invalidateIntrinsicContentSize() }
        setNeedsLayout()
        setNeedsDisplay()
    }

    /// A system button's title follows the tint.
    open override func tintColorDidChange() {
        let entry = UIEntry("-[UIButton tintColorDidChange]", self); defer { entry.end() }
        super.tintColorDidChange()
        syncContentViews()
    }

    // MARK: Title label and image view

    /// Keeps `titleLabel` and `imageView` (once made) showing the current state's title, colour
    /// and image, so reading `titleLabel?.text` after `setTitle(_:for:)` gives the title, as in
    /// UIKit.
    func syncContentViews() {
        let state = currentState
        if let label = storedTitleLabel {
            if storedConfiguration == nil, let attributed = lookup(attributedTitles, state) {
                if label.storedAttributedText != attributed { label.attributedText = attributed }
            } else {
                let title = storedConfiguration.map { $0.attributedTitle.map { String($0.characters) } ?? $0.title }
                    ?? lookup(titles, state)
                if label.storedText != title { label.text = title }
                if let font = storedConfiguration?.titleFont, label.storedFont != font { label.font = font }
            }
            let color = lookup(titleColors, state) ?? (storedButtonType == .custom ? .white : effectiveTintColor)
            if label.storedTextColor != color { label.textColor = color }
            let shadow = lookup(titleShadowColors, state)
            if label.storedShadowColor != shadow { label.shadowColor = shadow }
        }
        if let label = storedTitleLabel, storedReversesTitleShadowWhenHighlighted {
            let offset = label.storedShadowOffset
            let reversed = state.contains(.highlighted) != (offset.height > 0)
            if reversed { label.shadowOffset = CGSize(width: -offset.width, height: -offset.height) }
        }
        if let imageView = storedImageView {
            let image = shownImage(in: state)
            if imageView.storedImage !== image { imageView.image = image }
            let dimmed = (state.contains(.highlighted) && storedAdjustsImageWhenHighlighted && images[State.highlighted.rawValue] == nil)
                || (state.contains(.disabled) && storedAdjustsImageWhenDisabled && images[State.disabled.rawValue] == nil)
            let alpha: CGFloat = dimmed && storedConfiguration == nil ? 0.5 : 1
            if imageView.storedAlpha != alpha { imageView.alpha = alpha }
        }
        installContentViews(state)
    }

    /// The image shown in `state`: the configuration's, or the state's (`.normal`'s as fallback).
    private func shownImage(in state: State) -> UIImage? { storedConfiguration?.image ?? lookup(images, state) }

    /// Whether `state` has a title to show.
    func hasTitle(in state: State) -> Bool {
        storedConfiguration.map { $0.title != nil || $0.attributedTitle != nil }
            ?? (lookup(titles, state) != nil || lookup(attributedTitles, state) != nil)
    }

    /// The image view and the title label become subviews (image view first) once the button
    /// has something for them to show, and hide when it has nothing; done when the content
    /// changes, not in `layoutSubviews()`, so a button is laid out once.
    private func installContentViews(_ state: State) {
        let hasTitle = hasTitle(in: state)
        let hasImage = shownImage(in: state) != nil
        if let imageView = hasImage ? buttonImageView : storedImageView {
            if hasImage, imageView.storedSuperview !== self { insert(imageView, at: 0) }
            if imageView.storedIsHidden == hasImage { imageView.isHidden = !hasImage }
        }
        if let label = hasTitle ? buttonTitleLabel : storedTitleLabel {
            if hasTitle, label.storedSuperview !== self { insert(label, at: storedSubviews.count) }
            if label.storedIsHidden == hasTitle { label.isHidden = !hasTitle }
        }
    }

    /// Lays out the title label and image view inside `contentEdgeInsets`, image first, placed by
    /// the content alignments; each becomes a subview once it has something to show (UIKit's
    /// order: image view below the label).
    open override func layoutSubviews() {
        let entry = UIEntry("-[UIButton layoutSubviews]", self); defer { entry.end() }
        asFrameworkWork {
            super.layoutSubviews()
            syncContentViews()
            let state = currentState
            let content = contentRect(forBounds: bounds)
            if shownImage(in: state) != nil { buttonImageView.frame = imageRect(forContentRect: content) }
            if hasTitle(in: state) { buttonTitleLabel.frame = titleRect(forContentRect: content) }
        }
    }

    /// The image's and title's frames in `area`: image first, placed by the content alignments,
    /// each moved by its edge insets as UIKit's inset-then-align does.
    func contentFrames(in area: CGRect) -> (image: CGRect, title: CGRect) {
        let state = currentState
        let hasTitle = hasTitle(in: state)
        let image = shownImage(in: state)
        let label = hasTitle ? buttonTitleLabel : storedTitleLabel
        let imageSize = image?.size ?? .zero
        var titleSize = hasTitle ? label?.intrinsicContentSize ?? .zero : .zero
        titleSize.width = min(titleSize.width, max(0, area.width - imageSize.width))
        let contentWidth = imageSize.width + titleSize.width
        var x: CGFloat
        switch storedHorizontalAlignment {
        case .left, .leading, .fill: x = area.minX
        case .right, .trailing: x = area.maxX - contentWidth
        case .center: x = area.midX - contentWidth / 2
        }
        func y(_ height: CGFloat) -> CGFloat {
            switch storedVerticalAlignment {
            case .top: area.minY
            case .bottom: area.maxY - height
            case .center, .fill: area.midY - height / 2
            }
        }
        func shift(_ insets: UIEdgeInsets) -> CGPoint {
            let dx: CGFloat
            switch storedHorizontalAlignment {
            case .left, .leading, .fill: dx = insets.left
            case .right, .trailing: dx = -insets.right
            case .center: dx = (insets.left - insets.right) / 2
            }
            let dy: CGFloat
            switch storedVerticalAlignment {
            case .top: dy = insets.top
            case .bottom: dy = -insets.bottom
            case .center, .fill: dy = (insets.top - insets.bottom) / 2
            }
            return CGPoint(x: dx, y: dy)
        }
        var imageFrame = CGRect(x: x, y: area.midY, width: 0, height: 0)
        if image != nil {
            let offset = shift(storedImageEdgeInsets)
            imageFrame = CGRect(x: x + offset.x, y: y(imageSize.height) + offset.y, width: imageSize.width, height: imageSize.height)
            x += imageSize.width
        }
        var titleFrame = CGRect(x: x, y: area.midY, width: 0, height: 0)
        if hasTitle {
            let offset = shift(storedTitleEdgeInsets)
            titleFrame = CGRect(x: x + offset.x, y: y(titleSize.height) + offset.y, width: titleSize.width, height: titleSize.height)
        }
        return (imageFrame, titleFrame)
    }

    override func touchUpInside(_ touch: UITouch) {
        if storedChangesSelectionAsPrimaryAction { isSelected.toggle() }
        super.touchUpInside(touch)
    }
}

extension UIButton {
    /// How a configured button looks and measures (UIKit's `UIButton.Configuration`).
    public struct Configuration: Hashable, Sendable {
        public enum Size: Int, Sendable { case medium, small, mini, large }
        public enum CornerStyle: Int, Sendable { case dynamic, fixed, capsule, large, medium, small }
        public enum TitleAlignment: Int, Sendable { case automatic, leading, center, trailing }
        public enum Style: Sendable { case plain, tinted, gray, filled, borderless, bordered, borderedTinted, borderedProminent }

        public var style: Style
        public var title: String?
        public var subtitle: String?
        public var attributedTitle: AttributedString?
        /// Turns the title's attributes (font and colour) into the ones shown.
        public var titleTextAttributesTransformer: UIConfigurationTextAttributesTransformer?
        /// Turns the subtitle's attributes into the ones shown.
        public var subtitleTextAttributesTransformer: UIConfigurationTextAttributesTransformer?
        public var image: UIImage?
        public var imagePlacement: NSDirectionalRectEdge = .leading
        public var imagePadding: CGFloat = 0
        public var titlePadding: CGFloat = 0
        public var titleAlignment: TitleAlignment = .automatic
        public var baseForegroundColor: UIColor?
        public var baseBackgroundColor: UIColor?
        public var cornerStyle: CornerStyle = .dynamic
        public var showsActivityIndicator = false
        public var background = Background()
        /// The insets around the content; `.medium` buttons have 7 above and below and 12 at
        /// the sides (`.small` 5/10, `.mini` 3/8, `.large` 14/20).
        public var contentInsets: NSDirectionalEdgeInsets
        public var buttonSize: Size = .medium {
            didSet { contentInsets = Self.insets(for: buttonSize) }
        }

        /// The background's own settings.
        public struct Background: Hashable, Sendable {
            public var backgroundColor: UIColor?
            public var cornerRadius: CGFloat = 0
            public var strokeColor: UIColor?
            public var strokeWidth: CGFloat = 0
            public init() {}
        }

        init(style: Style) {
            self.style = style
            contentInsets = Self.insets(for: .medium)
        }

        static func insets(for size: Size) -> NSDirectionalEdgeInsets {
            switch size {
            case .mini: NSDirectionalEdgeInsets(top: 3, leading: 8, bottom: 3, trailing: 8)
            case .small: NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
            case .medium: NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
            case .large: NSDirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20)
            }
        }

        public static func plain() -> Configuration { Configuration(style: .plain) }
        public static func tinted() -> Configuration { Configuration(style: .tinted) }
        public static func gray() -> Configuration { Configuration(style: .gray) }
        public static func filled() -> Configuration { Configuration(style: .filled) }
        public static func borderless() -> Configuration { Configuration(style: .borderless) }
        public static func bordered() -> Configuration { Configuration(style: .bordered) }
        public static func borderedTinted() -> Configuration { Configuration(style: .borderedTinted) }
        public static func borderedProminent() -> Configuration { Configuration(style: .borderedProminent) }

        /// The title's font: the size's text style, as the title attributes transformer changes it.
        var titleFont: UIFont {
            let base: UIFont = switch buttonSize {
            case .mini: .preferredFont(forTextStyle: .caption2)
            case .small: .preferredFont(forTextStyle: .subheadline)
            case .medium, .large: .preferredFont(forTextStyle: .body)
            }
            return transformedFont(base, titleTextAttributesTransformer)
        }

        /// The subtitle's font, as its transformer changes it.
        var subtitleFont: UIFont { transformedFont(.preferredFont(forTextStyle: .footnote), subtitleTextAttributesTransformer) }

        private func transformedFont(_ base: UIFont, _ transformer: UIConfigurationTextAttributesTransformer?) -> UIFont {
            guard let transformer else { return base }
            var incoming = AttributeContainer()
            incoming.font = base
            return transformer(incoming).font ?? base
        }

        func contentSize() -> CGSize {
            let titleText = attributedTitle.map { String($0.characters) } ?? title
            let titleSize = titleText.map { TextMeasure.size(of: $0, font: titleFont, width: 0) } ?? .zero
            let subtitleSize = subtitle.map { TextMeasure.size(of: $0, font: subtitleFont, width: 0) } ?? .zero
            let text = CGSize(width: max(titleSize.width, subtitleSize.width),
                              height: titleSize.height + subtitleSize.height + (subtitle != nil && titleText != nil ? titlePadding : 0))
            let image = image?.size ?? .zero
            let padding = image != .zero && text != .zero ? imagePadding : 0
            let content: CGSize = imagePlacement == .top || imagePlacement == .bottom
                ? CGSize(width: max(text.width, image.width), height: text.height + padding + image.height)
                : CGSize(width: text.width + padding + image.width, height: max(text.height, image.height))
            return CGSize(width: (content.width + contentInsets.leading + contentInsets.trailing).rounded(.up),
                          height: (content.height + contentInsets.top + contentInsets.bottom).rounded(.up))
        }
    }
}

/// An edge in leading/trailing terms.
public struct NSDirectionalRectEdge: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let top = NSDirectionalRectEdge(rawValue: 1)
    public static let leading = NSDirectionalRectEdge(rawValue: 2)
    public static let bottom = NSDirectionalRectEdge(rawValue: 4)
    public static let trailing = NSDirectionalRectEdge(rawValue: 8)
    public static let all: NSDirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}

/// An edge of a rectangle.
public struct UIRectEdge: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let top = UIRectEdge(rawValue: 1)
    public static let left = UIRectEdge(rawValue: 2)
    public static let bottom = UIRectEdge(rawValue: 4)
    public static let right = UIRectEdge(rawValue: 8)
    public static let all: UIRectEdge = [.top, .left, .bottom, .right]
}
