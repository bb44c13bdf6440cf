import Foundation

/// What a search bar asks and tells its delegate. Every method has a default.
@preconcurrency @MainActor
public protocol UISearchBarDelegate: AnyObject {
    /// Whether editing may begin (the field is about to become first responder).
    func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool
    /// Editing began.
    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar)
    /// Whether editing may end.
    func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool
    /// Editing ended.
    func searchBarTextDidEndEditing(_ searchBar: UISearchBar)
    /// The text changed, by typing or clearing (not by setting `text` in code).
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)
    /// Whether `text` may replace the characters in `range`.
    func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    /// The keyboard's search (return) key was tapped.
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar)
    /// The bookmark button was tapped.
    func searchBarBookmarkButtonClicked(_ searchBar: UISearchBar)
    /// The cancel button was tapped.
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar)
    /// The results-list button was tapped.
    func searchBarResultsListButtonClicked(_ searchBar: UISearchBar)
    /// The scope bar's selection changed.
    func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int)
}

extension UISearchBarDelegate {
    public func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool { true }
    public func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {}
    public func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool { true }
    public func searchBarTextDidEndEditing(_ searchBar: UISearchBar) {}
    public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
    public func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool { true }
    public func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {}
    public func searchBarBookmarkButtonClicked(_ searchBar: UISearchBar) {}
    public func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {}
    public func searchBarResultsListButtonClicked(_ searchBar: UISearchBar) {}
    public func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {}
}

/// The text field inside a search bar: a rounded field with a magnifying glass, clearing as
/// you type.
open class UISearchTextField: UITextField {
    /// The search bar holding the field, if any.
    weak var searchBar: UISearchBar?
    var storedTokens: [UISearchToken] = []

    public override init(frame: CGRect) {
        let entry = UIEntry("-[UISearchTextField initWithFrame:]"); defer { entry.end() }
        super.init(frame: frame)
        storedBorderStyle = .roundedRect
        storedClearButtonMode = .whileEditing
        storedLeftView = UIImageView(image: UIImage(systemName: "magnifyingglass"))
        storedLeftViewMode = .always
    }

    public required init?(coder: NSCoder) {
        let entry = UIEntry("-[UISearchTextField initWithCoder:]"); defer { entry.end() }
        super.init(coder: coder)
    }

    /// The tokens before the text (kept).
    open var tokens: [UISearchToken] {
        get { let entry = UIEntry("-[UISearchTextField tokens]", self); defer { entry.end() }; return storedTokens }
        set { let entry = UIEntry("-[UISearchTextField setTokens:]", self); defer { entry.end() }; storedTokens = newValue }
    }
}

/// A token in a search field (a chip standing for a filter).
@preconcurrency @MainActor
open class UISearchToken {
    let storedIcon: UIImage?
    let storedText: String
    var storedRepresentedObject: Any?

    /// The token's icon.
    public var icon: UIImage? {
        let entry = UIEntry("-[UISearchToken icon]", self); defer { entry.end() }
        return storedIcon
    }

    /// The token's text.
    public var text: String {
        let entry = UIEntry("-[UISearchToken text]", self); defer { entry.end() }
        return storedText
    }

    /// What the app attaches to the token.
    open var representedObject: Any? {
        get { let entry = UIEntry("-[UISearchToken representedObject]", self); defer { entry.end() }; return storedRepresentedObject }
        set { let entry = UIEntry("-[UISearchToken setRepresentedObject:]", self); defer { entry.end() }; storedRepresentedObject = newValue }
    }

    /// A token with `icon` and `text`.
    public init(icon: UIImage?, text: String) {
        UIEntry.check("+[UISearchToken tokenWithIcon:text:]")
        storedIcon = icon
        storedText = text
    }
}

/// Relays the search field's editing to the search bar and its delegate.
@MainActor
final class SearchFieldRelay: UITextFieldDelegate {
    weak var searchBar: UISearchBar?

    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
        guard let bar = searchBar else { return true }
        return bar.storedSearchBarDelegate?.searchBarShouldBeginEditing(bar) ?? true
    }
    func textFieldDidBeginEditing(_ textField: UITextField) {
        guard let bar = searchBar else { return }
        bar.storedSearchBarDelegate?.searchBarTextDidBeginEditing(bar)
        bar.editingDidBegin()
    }
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
        guard let bar = searchBar else { return true }
        return bar.storedSearchBarDelegate?.searchBarShouldEndEditing(bar) ?? true
    }
    func textFieldDidEndEditing(_ textField: UITextField) {
        guard let bar = searchBar else { return }
        bar.storedSearchBarDelegate?.searchBarTextDidEndEditing(bar)
    }
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        guard let bar = searchBar else { return true }
        return bar.storedSearchBarDelegate?.searchBar(bar, shouldChangeTextIn: range, replacementText: string) ?? true
    }
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        guard let bar = searchBar else { return true }
        bar.storedSearchBarDelegate?.searchBarSearchButtonClicked(bar)
        bar.storedSearchController?.searchButtonClicked()
        return true
    }
}

/// A search bar: a search field (`searchTextField`), an optional cancel button and scope bar.
///
/// Geometry: 56 points high (a prompt adds 30, a shown scope bar 44); the field is 36 high,
/// inset 8 at the sides and 10 from the top, and gives room to the cancel button ("Cancel" in
/// the 17-point system font, 8 points from the field and the edge). Typing in the field (the
/// simulation's `type(_:into:)` with the bar or its field) asks the delegate
/// (`shouldChangeTextIn`), then tells it `textDidChange`; the return key is
/// `searchBarSearchButtonClicked`; tapping the cancel button `searchBarCancelButtonClicked`;
/// choosing a scope `selectedScopeButtonIndexDidChange`. A search controller's search bar also
/// drives it: editing activates it, and each change updates its results.
open class UISearchBar: UIView {
    /// A search bar's look.
    public enum Style: Int, Sendable { case `default` = 0, prominent, minimal }
    /// The icons a search field shows.
    public enum Icon: Int, Sendable { case search = 0, clear, bookmark, resultsList }

    let storedSearchField = UISearchTextField()
    let relay = SearchFieldRelay()
    weak var storedSearchBarDelegate: UISearchBarDelegate?
    weak var storedSearchController: UISearchController?
    var storedShowsCancelButton = false
    var storedShowsScopeBar = false
    var storedScopeButtonTitles: [String]?
    var storedSelectedScopeButtonIndex = 0
    var cancelButton: UIButton?
    var scopeBar: UISegmentedControl?
    var searchFieldBackgroundImages: [UInt: UIImage] = [:]
    var iconImages: [String: UIImage] = [:]
    var scopeBackgroundImages: [UInt: UIImage] = [:]
    var scopeDividerImages: [String: UIImage] = [:]
    var scopeTitleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]
    var barBackgroundImages: [String: UIImage] = [:]
    var iconAdjustments: [Int: UIOffset] = [:]
    var storedIsEnabled = true
    var storedSmartQuotesType: UITextSmartQuotesType = .default
    var storedSmartDashesType: UITextSmartDashesType = .default
    var storedSmartInsertDeleteType: UITextSmartInsertDeleteType = .default
    var storedEnablesReturnKeyAutomatically: Bool = false
    var storedIsSecureTextEntry: Bool = false
    var storedTextContentType: UITextContentType! = nil
    var storedPrompt: String? = nil
    var storedShowsBookmarkButton: Bool = false
    var storedShowsSearchResultsButton: Bool = false
    var storedIsSearchResultsButtonSelected: Bool = false
    var storedBarStyle: UIBarStyle = .default
    var storedSearchBarStyle: Style = .default
    var storedBarTintColor: UIColor? = nil
    var storedIsTranslucent: Bool = true
    var storedBackgroundImage: UIImage? = nil
    var storedScopeBarBackgroundImage: UIImage? = nil
    var storedSearchFieldBackgroundPositionAdjustment: UIOffset = .zero
    var storedSearchTextPositionAdjustment: UIOffset = .zero
    var storedInputAccessoryView: UIView? = nil
    var storedIsLookToDictateEnabled: Bool = false
    var storedAutocapitalizationType: UITextAutocapitalizationType = .none
    var storedAutocorrectionType: UITextAutocorrectionType = .default
    var storedSpellCheckingType: UITextSpellCheckingType = .default
    var storedKeyboardType: UIKeyboardType = .default
    var storedKeyboardAppearance: UIKeyboardAppearance = .default
    var storedReturnKeyType: UIReturnKeyType = .search

    public override init(frame: CGRect) {
        let entry = UIEntry("-[UISearchBar initWithFrame:]"); defer { entry.end() }
        super.init(frame: frame)
        setUpField()
    }

    public required init?(coder: NSCoder) {
        let entry = UIEntry("-[UISearchBar initWithCoder:]"); defer { entry.end() }
        super.init(coder: coder)
        setUpField()
    }

    private func setUpField() {
        relay.searchBar = self
        storedSearchField.searchBar = self
        storedSearchField.storedTextFieldDelegate = relay
        storedSearchField.storedPlaceholder = nil
        storedSearchField.returnKeyType = .search
        storedSearchField.addAction(UIAction { [weak self] _ in self?.fieldTextDidChange() }, for: .editingChanged)
        addSubview(storedSearchField)
    }

    /// The search field.
    open var searchTextField: UISearchTextField {
        let entry = UIEntry("-[UISearchBar searchTextField]", self); defer { entry.end() }
        return storedSearchField
    }

    /// The delegate.
    open var delegate: UISearchBarDelegate? {
        get { let entry = UIEntry("-[UISearchBar delegate]", self); defer { entry.end() }; return storedSearchBarDelegate }
        set { let entry = UIEntry("-[UISearchBar setDelegate:]", self); defer { entry.end() }; storedSearchBarDelegate = newValue }
    }

    /// The search text (the field's). Setting it calls no delegate method.
    open var text: String? {
        get { let entry = UIEntry("-[UISearchBar text]", self); defer { entry.end() }; return storedSearchField.storedText ?? "" }
        set { let entry = UIEntry("-[UISearchBar setText:]", self); defer { entry.end() }; storedSearchField.text = newValue }
    }

    /// The placeholder in the empty field.
    open var placeholder: String? {
        get { let entry = UIEntry("-[UISearchBar placeholder]", self); defer { entry.end() }; return storedSearchField.storedPlaceholder }
        set { let entry = UIEntry("-[UISearchBar setPlaceholder:]", self); defer { entry.end() }; storedSearchField.placeholder = newValue }
    }

    /// Whether the field takes input (a disabled bar's field does not become first responder).
    open var isEnabled: Bool {
        get { let entry = UIEntry("-[UISearchBar isEnabled]", self); defer { entry.end() }; return storedIsEnabled }
        set { let entry = UIEntry("-[UISearchBar setEnabled:]", self); defer { entry.end() }; storedIsEnabled = newValue; storedSearchField.isEnabled = newValue }
    }

    /// Whether the cancel button shows.
    open var showsCancelButton: Bool {
        get { let entry = UIEntry("-[UISearchBar showsCancelButton]", self); defer { entry.end() }; return storedShowsCancelButton }
        set { let entry = UIEntry("-[UISearchBar setShowsCancelButton:]", self); defer { entry.end() }; updateCancelButton(newValue) }
    }

    /// Shows or hides the cancel button.
    open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {
        let entry = UIEntry("-[UISearchBar setShowsCancelButton:animated:]", self); defer { entry.end() }
        updateCancelButton(showsCancelButton)
    }

    /// The scope bar's titles (nil: no scope bar).
    open var scopeButtonTitles: [String]? {
        get { let entry = UIEntry("-[UISearchBar scopeButtonTitles]", self); defer { entry.end() }; return storedScopeButtonTitles }
        set { let entry = UIEntry("-[UISearchBar setScopeButtonTitles:]", self); defer { entry.end() }; storedScopeButtonTitles = newValue; updateScopeBar() }
    }

    /// The selected scope.
    open var selectedScopeButtonIndex: Int {
        get { let entry = UIEntry("-[UISearchBar selectedScopeButtonIndex]", self); defer { entry.end() }; return storedSelectedScopeButtonIndex }
        set {
            let entry = UIEntry("-[UISearchBar setSelectedScopeButtonIndex:]", self); defer { entry.end() }
            storedSelectedScopeButtonIndex = newValue
            scopeBar?.selectedSegmentIndex = newValue
        }
    }

    /// Whether the scope bar shows (it needs `scopeButtonTitles`).
    open var showsScopeBar: Bool {
        get { let entry = UIEntry("-[UISearchBar showsScopeBar]", self); defer { entry.end() }; return storedShowsScopeBar }
        set { let entry = UIEntry("-[UISearchBar setShowsScopeBar:]", self); defer { entry.end() }; storedShowsScopeBar = newValue; updateScopeBar() }
    }

    /// Shows or hides the scope bar.
    open func setShowsScope(_ show: Bool, animated: Bool) {
        let entry = UIEntry("-[UISearchBar setShowsScope:animated:]", self); defer { entry.end() }
        storedShowsScopeBar = show
        updateScopeBar()
    }

    /// A line of text above the search field.
    open var prompt: String? {
        get { let entry = UIEntry("-[UISearchBar prompt]", self); defer { entry.end() }; return storedPrompt }
        set { let entry = UIEntry("-[UISearchBar setPrompt:]", self); defer { entry.end() }; storedPrompt = newValue; invalidateIntrinsicContentSize(); setNeedsLayout() }
    }

    /// Whether the field shows a bookmark button (tapping it tells the delegate).
    open var showsBookmarkButton: Bool {
        get { let entry = UIEntry("-[UISearchBar showsBookmarkButton]", self); defer { entry.end() }; return storedShowsBookmarkButton }
        set { let entry = UIEntry("-[UISearchBar setShowsBookmarkButton:]", self); defer { entry.end() }; storedShowsBookmarkButton = newValue }
    }

    /// Whether the field shows a results-list button.
    open var showsSearchResultsButton: Bool {
        get { let entry = UIEntry("-[UISearchBar showsSearchResultsButton]", self); defer { entry.end() }; return storedShowsSearchResultsButton }
        set { let entry = UIEntry("-[UISearchBar setShowsSearchResultsButton:]", self); defer { entry.end() }; storedShowsSearchResultsButton = newValue }
    }

    /// Whether the results-list button is selected.
    open var isSearchResultsButtonSelected: Bool {
        get { let entry = UIEntry("-[UISearchBar isSearchResultsButtonSelected]", self); defer { entry.end() }; return storedIsSearchResultsButtonSelected }
        set { let entry = UIEntry("-[UISearchBar setSearchResultsButtonSelected:]", self); defer { entry.end() }; storedIsSearchResultsButtonSelected = newValue }
    }

    /// The bar's style (kept).
    open var barStyle: UIBarStyle {
        get { let entry = UIEntry("-[UISearchBar barStyle]", self); defer { entry.end() }; return storedBarStyle }
        set { let entry = UIEntry("-[UISearchBar setBarStyle:]", self); defer { entry.end() }; storedBarStyle = newValue; setNeedsDisplay() }
    }

    /// The search bar's look (prominent, or minimal without a background).
    open var searchBarStyle: Style {
        get { let entry = UIEntry("-[UISearchBar searchBarStyle]", self); defer { entry.end() }; return storedSearchBarStyle }
        set { let entry = UIEntry("-[UISearchBar setSearchBarStyle:]", self); defer { entry.end() }; storedSearchBarStyle = newValue; setNeedsDisplay() }
    }

    /// The bar's background tint.
    open var barTintColor: UIColor? {
        get { let entry = UIEntry("-[UISearchBar barTintColor]", self); defer { entry.end() }; return storedBarTintColor }
        set { let entry = UIEntry("-[UISearchBar setBarTintColor:]", self); defer { entry.end() }; storedBarTintColor = newValue; setNeedsDisplay() }
    }

    /// Whether the bar is translucent (kept).
    open var isTranslucent: Bool {
        get { let entry = UIEntry("-[UISearchBar isTranslucent]", self); defer { entry.end() }; return storedIsTranslucent }
        set { let entry = UIEntry("-[UISearchBar setTranslucent:]", self); defer { entry.end() }; storedIsTranslucent = newValue }
    }

    /// An image behind the bar.
    open var backgroundImage: UIImage? {
        get { let entry = UIEntry("-[UISearchBar backgroundImage]", self); defer { entry.end() }; return storedBackgroundImage }
        set { let entry = UIEntry("-[UISearchBar setBackgroundImage:]", self); defer { entry.end() }; storedBackgroundImage = newValue; setNeedsDisplay() }
    }

    /// An image behind the scope bar.
    open var scopeBarBackgroundImage: UIImage? {
        get { let entry = UIEntry("-[UISearchBar scopeBarBackgroundImage]", self); defer { entry.end() }; return storedScopeBarBackgroundImage }
        set { let entry = UIEntry("-[UISearchBar setScopeBarBackgroundImage:]", self); defer { entry.end() }; storedScopeBarBackgroundImage = newValue; setNeedsDisplay() }
    }

    /// How far the search field moves from its place.
    open var searchFieldBackgroundPositionAdjustment: UIOffset {
        get { let entry = UIEntry("-[UISearchBar searchFieldBackgroundPositionAdjustment]", self); defer { entry.end() }; return storedSearchFieldBackgroundPositionAdjustment }
        set { let entry = UIEntry("-[UISearchBar setSearchFieldBackgroundPositionAdjustment:]", self); defer { entry.end() }; storedSearchFieldBackgroundPositionAdjustment = newValue; setNeedsLayout() }
    }

    /// How far the text moves within the search field (kept).
    open var searchTextPositionAdjustment: UIOffset {
        get { let entry = UIEntry("-[UISearchBar searchTextPositionAdjustment]", self); defer { entry.end() }; return storedSearchTextPositionAdjustment }
        set { let entry = UIEntry("-[UISearchBar setSearchTextPositionAdjustment:]", self); defer { entry.end() }; storedSearchTextPositionAdjustment = newValue }
    }

    /// A view shown above the keyboard while searching.
    open override var inputAccessoryView: UIView? {
        get { let entry = UIEntry("-[UISearchBar inputAccessoryView]", self); defer { entry.end() }; return storedInputAccessoryView }
        set { let entry = UIEntry("-[UISearchBar setInputAccessoryView:]", self); defer { entry.end() }; storedInputAccessoryView = newValue }
    }

    /// Whether looking at the field starts dictation (visionOS; kept).
    open var isLookToDictateEnabled: Bool {
        get { let entry = UIEntry("-[UISearchBar isLookToDictateEnabled]", self); defer { entry.end() }; return storedIsLookToDictateEnabled }
        set { let entry = UIEntry("-[UISearchBar setLookToDictateEnabled:]", self); defer { entry.end() }; storedIsLookToDictateEnabled = newValue }
    }

    /// Automatic capitals in the search field (none by default).
    open var autocapitalizationType: UITextAutocapitalizationType {
        get { let entry = UIEntry("-[UISearchBar autocapitalizationType]", self); defer { entry.end() }; return storedAutocapitalizationType }
        set { let entry = UIEntry("-[UISearchBar setAutocapitalizationType:]", self); defer { entry.end() }; storedAutocapitalizationType = newValue; storedSearchField.autocapitalizationType = newValue }
    }

    /// Automatic correction in the search field.
    open var autocorrectionType: UITextAutocorrectionType {
        get { let entry = UIEntry("-[UISearchBar autocorrectionType]", self); defer { entry.end() }; return storedAutocorrectionType }
        set { let entry = UIEntry("-[UISearchBar setAutocorrectionType:]", self); defer { entry.end() }; storedAutocorrectionType = newValue; storedSearchField.autocorrectionType = newValue }
    }

    /// Spell checking in the search field (kept).
    open var spellCheckingType: UITextSpellCheckingType {
        get { let entry = UIEntry("-[UISearchBar spellCheckingType]", self); defer { entry.end() }; return storedSpellCheckingType }
        set { let entry = UIEntry("-[UISearchBar setSpellCheckingType:]", self); defer { entry.end() }; storedSpellCheckingType = newValue }
    }

    /// The keyboard asked for.
    open var keyboardType: UIKeyboardType {
        get { let entry = UIEntry("-[UISearchBar keyboardType]", self); defer { entry.end() }; return storedKeyboardType }
        set { let entry = UIEntry("-[UISearchBar setKeyboardType:]", self); defer { entry.end() }; storedKeyboardType = newValue; storedSearchField.keyboardType = newValue }
    }

    /// The keyboard's look (kept).
    open var keyboardAppearance: UIKeyboardAppearance {
        get { let entry = UIEntry("-[UISearchBar keyboardAppearance]", self); defer { entry.end() }; return storedKeyboardAppearance }
        set { let entry = UIEntry("-[UISearchBar setKeyboardAppearance:]", self); defer { entry.end() }; storedKeyboardAppearance = newValue }
    }

    /// The return key's title (Search by default).
    open var returnKeyType: UIReturnKeyType {
        get { let entry = UIEntry("-[UISearchBar returnKeyType]", self); defer { entry.end() }; return storedReturnKeyType }
        set { let entry = UIEntry("-[UISearchBar setReturnKeyType:]", self); defer { entry.end() }; storedReturnKeyType = newValue; storedSearchField.returnKeyType = newValue }
    }
    /// Whether quotes curl as typed in the field.
    open var smartQuotesType: UITextSmartQuotesType {
        get { let entry = UIEntry("-[UISearchBar smartQuotesType]", self); defer { entry.end() }; return storedSmartQuotesType }
        set { let entry = UIEntry("-[UISearchBar setSmartQuotesType:]", self); defer { entry.end() }; storedSmartQuotesType = newValue; storedSearchField.smartQuotesType = newValue }
    }

    /// Whether two hyphens become a dash as typed in the field.
    open var smartDashesType: UITextSmartDashesType {
        get { let entry = UIEntry("-[UISearchBar smartDashesType]", self); defer { entry.end() }; return storedSmartDashesType }
        set { let entry = UIEntry("-[UISearchBar setSmartDashesType:]", self); defer { entry.end() }; storedSmartDashesType = newValue; storedSearchField.smartDashesType = newValue }
    }

    /// Whether spaces are adjusted around pasted words in the field.
    open var smartInsertDeleteType: UITextSmartInsertDeleteType {
        get { let entry = UIEntry("-[UISearchBar smartInsertDeleteType]", self); defer { entry.end() }; return storedSmartInsertDeleteType }
        set { let entry = UIEntry("-[UISearchBar setSmartInsertDeleteType:]", self); defer { entry.end() }; storedSmartInsertDeleteType = newValue; storedSearchField.smartInsertDeleteType = newValue }
    }

    /// Whether the search key is disabled while the field is empty.
    open var enablesReturnKeyAutomatically: Bool {
        get { let entry = UIEntry("-[UISearchBar enablesReturnKeyAutomatically]", self); defer { entry.end() }; return storedEnablesReturnKeyAutomatically }
        set { let entry = UIEntry("-[UISearchBar setEnablesReturnKeyAutomatically:]", self); defer { entry.end() }; storedEnablesReturnKeyAutomatically = newValue; storedSearchField.enablesReturnKeyAutomatically = newValue }
    }

    /// Whether typed text is hidden.
    open var isSecureTextEntry: Bool {
        get { let entry = UIEntry("-[UISearchBar isSecureTextEntry]", self); defer { entry.end() }; return storedIsSecureTextEntry }
        set { let entry = UIEntry("-[UISearchBar setSecureTextEntry:]", self); defer { entry.end() }; storedIsSecureTextEntry = newValue; storedSearchField.isSecureTextEntry = newValue }
    }

    /// What the search text is, for autofill.
    open var textContentType: UITextContentType! {
        get { let entry = UIEntry("-[UISearchBar textContentType]", self); defer { entry.end() }; return storedTextContentType }
        set { let entry = UIEntry("-[UISearchBar setTextContentType:]", self); defer { entry.end() }; storedTextContentType = newValue; storedSearchField.textContentType = newValue }
    }
    /// Sets the field's background image in `state`.
    open func setSearchFieldBackgroundImage(_ backgroundImage: UIImage?, for state: UIControl.State) {
        let entry = UIEntry("-[UISearchBar setSearchFieldBackgroundImage:forState:]", self); defer { entry.end() }
        searchFieldBackgroundImages[state.rawValue] = backgroundImage
        setNeedsDisplay()
    }

    /// The field's background image in `state` (`.normal`'s as the fallback).
    open func searchFieldBackgroundImage(for state: UIControl.State) -> UIImage? {
        let entry = UIEntry("-[UISearchBar searchFieldBackgroundImageForState:]", self); defer { entry.end() }
        return searchFieldBackgroundImages[state.rawValue] ?? searchFieldBackgroundImages[0]
    }

    /// Sets the image of `icon` in `state` (the magnifying glass becomes the field's left view).
    open func setImage(_ iconImage: UIImage?, for icon: Icon, state: UIControl.State) {
        let entry = UIEntry("-[UISearchBar setImage:forSearchBarIcon:state:]", self); defer { entry.end() }
        iconImages["\(icon.rawValue),\(state.rawValue)"] = iconImage
        if icon == .search, state == .normal { (storedSearchField.storedLeftView as? UIImageView)?.image = iconImage ?? UIImage(systemName: "magnifyingglass") }
    }

    /// The image of `icon` in `state` (the system's when none was set).
    open func image(for icon: Icon, state: UIControl.State) -> UIImage? {
        let entry = UIEntry("-[UISearchBar imageForSearchBarIcon:state:]", self); defer { entry.end() }
        if let image = iconImages["\(icon.rawValue),\(state.rawValue)"] ?? iconImages["\(icon.rawValue),0"] { return image }
        let symbols = ["magnifyingglass", "xmark.circle.fill", "book", "list.bullet"]
        return UIImage(systemName: symbols[icon.rawValue])
    }

    /// Moves `icon` by `adjustment`.
    open func setPositionAdjustment(_ adjustment: UIOffset, for icon: Icon) {
        let entry = UIEntry("-[UISearchBar setPositionAdjustment:forSearchBarIcon:]", self); defer { entry.end() }
        iconAdjustments[icon.rawValue] = adjustment
    }

    /// How far `icon` is moved.
    open func positionAdjustment(for icon: Icon) -> UIOffset {
        let entry = UIEntry("-[UISearchBar positionAdjustmentForSearchBarIcon:]", self); defer { entry.end() }
        return iconAdjustments[icon.rawValue] ?? .zero
    }

    /// Sets the bar's background image for a position and metrics.
    open func setBackgroundImage(_ backgroundImage: UIImage?, for barPosition: UIBarPosition, barMetrics: UIBarMetrics) {
        let entry = UIEntry("-[UISearchBar setBackgroundImage:forBarPosition:barMetrics:]", self); defer { entry.end() }
        barBackgroundImages["\(barPosition.rawValue),\(barMetrics.rawValue)"] = backgroundImage
        setNeedsDisplay()
    }

    /// The bar's background image for a position and metrics (the `.any` position's as fallback).
    open func backgroundImage(for barPosition: UIBarPosition, barMetrics: UIBarMetrics) -> UIImage? {
        let entry = UIEntry("-[UISearchBar backgroundImageForBarPosition:barMetrics:]", self); defer { entry.end() }
        return barBackgroundImages["\(barPosition.rawValue),\(barMetrics.rawValue)"] ?? barBackgroundImages["0,\(barMetrics.rawValue)"]
    }

    /// Sets the scope buttons' background image in `state`.
    open func setScopeBarButtonBackgroundImage(_ backgroundImage: UIImage?, for state: UIControl.State) {
        let entry = UIEntry("-[UISearchBar setScopeBarButtonBackgroundImage:forState:]", self); defer { entry.end() }
        scopeBackgroundImages[state.rawValue] = backgroundImage
        scopeBar?.setBackgroundImage(backgroundImage, for: state, barMetrics: .default)
    }

    /// The scope buttons' background image in `state`.
    open func scopeBarButtonBackgroundImage(for state: UIControl.State) -> UIImage? {
        let entry = UIEntry("-[UISearchBar scopeBarButtonBackgroundImageForState:]", self); defer { entry.end() }
        return scopeBackgroundImages[state.rawValue] ?? scopeBackgroundImages[0]
    }

    /// Sets the divider between scope buttons in the given states.
    open func setScopeBarButtonDividerImage(_ dividerImage: UIImage?, forLeftSegmentState leftState: UIControl.State,
                                            rightSegmentState rightState: UIControl.State) {
        let entry = UIEntry("-[UISearchBar setScopeBarButtonDividerImage:forLeftSegmentState:rightSegmentState:]", self); defer { entry.end() }
        scopeDividerImages["\(leftState.rawValue),\(rightState.rawValue)"] = dividerImage
    }

    /// The divider between scope buttons in the given states.
    open func scopeBarButtonDividerImage(forLeftSegmentState leftState: UIControl.State, rightSegmentState rightState: UIControl.State) -> UIImage? {
        let entry = UIEntry("-[UISearchBar scopeBarButtonDividerImageForLeftSegmentState:rightSegmentState:]", self); defer { entry.end() }
        return scopeDividerImages["\(leftState.rawValue),\(rightState.rawValue)"] ?? scopeDividerImages["0,0"]
    }

    /// Sets the scope titles' text attributes in `state` (their font sizes the scope buttons).
    open func setScopeBarButtonTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        let entry = UIEntry("-[UISearchBar setScopeBarButtonTitleTextAttributes:forState:]", self); defer { entry.end() }
        scopeTitleAttributes[state.rawValue] = attributes
        scopeBar?.setTitleTextAttributes(attributes, for: state)
    }

    /// The scope titles' text attributes in `state`.
    open func scopeBarButtonTitleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        let entry = UIEntry("-[UISearchBar scopeBarButtonTitleTextAttributesForState:]", self); defer { entry.end() }
        return scopeTitleAttributes[state.rawValue]
    }

    // MARK: First responder: the field's

    /// Makes the field first responder (editing begins, the delegate asked).
    open override func becomeFirstResponder() -> Bool {
        let entry = UIEntry("-[UISearchBar becomeFirstResponder]", self); defer { entry.end() }
        return storedIsEnabled && storedSearchField.becomeFirstResponder()
    }

    /// Ends editing in the field.
    open override func resignFirstResponder() -> Bool {
        let entry = UIEntry("-[UISearchBar resignFirstResponder]", self); defer { entry.end() }
        return storedSearchField.resignFirstResponder()
    }

    // MARK: Size and layout

    var barHeight: CGFloat {
        56 + (storedPrompt != nil ? 30 : 0) + (scopeBarShown ? 44 : 0)
    }

    var scopeBarShown: Bool { storedShowsScopeBar && !(storedScopeButtonTitles ?? []).isEmpty }

    open override var intrinsicContentSize: CGSize {
        let entry = UIEntry("-[UISearchBar intrinsicContentSize]", self); defer { entry.end() }
        return CGSize(width: UIView.noIntrinsicMetric, height: barHeight)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let entry = UIEntry("-[UISearchBar sizeThatFits:]", self); defer { entry.end() }
        return CGSize(width: size.width, height: barHeight)
    }

    /// Lays out the field, the cancel button and the scope bar.
    open override func layoutSubviews() {
        let entry = UIEntry("-[UISearchBar layoutSubviews]", self); defer { entry.end() }
        super.layoutSubviews()
        let width = storedBounds.width
        let top: CGFloat = storedPrompt != nil ? 30 : 0
        var fieldWidth = width - 16
        if let cancel = cancelButton, storedShowsCancelButton {
            let size = cancel.intrinsicContentSize
            fieldWidth -= size.width + 8
            cancel.frame = CGRect(x: width - 8 - size.width, y: top + 10 + (36 - size.height) / 2, width: size.width, height: size.height)
        }
        let adjust = storedSearchFieldBackgroundPositionAdjustment
        storedSearchField.frame = CGRect(x: 8 + adjust.horizontal, y: top + 10 + adjust.vertical, width: max(0, fieldWidth), height: 36)
        if let scopeBar, scopeBarShown {
            scopeBar.frame = CGRect(x: 8, y: top + 56, width: max(0, width - 16), height: 32)
        }
    }

    private func updateCancelButton(_ shows: Bool) {
        storedShowsCancelButton = shows
        if shows, cancelButton == nil {
            let button = UIButton(type: .system)
            button.setTitle("Cancel", for: .normal)
            button.titleLabel?.font = .systemFont(ofSize: 17)
            button.addAction(UIAction { [weak self] _ in self?.cancelTapped() }, for: .touchUpInside)
            cancelButton = button
            addSubview(button)
        }
        cancelButton?.isHidden = !shows
        setNeedsLayout()
    }

    private func updateScopeBar() {
        let titles = storedScopeButtonTitles ?? []
        if scopeBarShown {
            let bar = scopeBar ?? UISegmentedControl(items: nil)
            if scopeBar == nil {
                bar.addAction(UIAction { [weak self] action in
                    guard let self, let control = action.sender as? UISegmentedControl else { return }
                    self.scopeChosen(control.selectedSegmentIndex)
                }, for: .valueChanged)
                scopeBar = bar
                addSubview(bar)
            }
            bar.removeAllSegments()
            for (i, title) in titles.enumerated() { bar.insertSegment(withTitle: title, at: i, animated: false) }
            bar.selectedSegmentIndex = min(storedSelectedScopeButtonIndex, titles.count - 1)
            for (state, attributes) in scopeTitleAttributes { bar.setTitleTextAttributes(attributes, for: UIControl.State(rawValue: state)) }
        }
        scopeBar?.isHidden = !scopeBarShown
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    // MARK: Events

    func fieldTextDidChange() {
        let text = storedSearchField.storedText ?? ""
        storedSearchBarDelegate?.searchBar(self, textDidChange: text)
        storedSearchController?.searchTextDidChange()
    }

    func editingDidBegin() {
        storedSearchController?.searchBarDidBeginEditing()
    }

    func cancelTapped() {
        storedSearchBarDelegate?.searchBarCancelButtonClicked(self)
        storedSearchController?.cancelTapped()
    }

    func scopeChosen(_ index: Int) {
        storedSelectedScopeButtonIndex = index
        storedSearchBarDelegate?.searchBar(self, selectedScopeButtonIndexDidChange: index)
        storedSearchController?.scopeDidChange()
    }
}

extension UISearchBar: UIBarPositioning {
    /// Where the bar is (`.any` unless in a navigation bar).
    public var barPosition: UIBarPosition {
        let entry = UIEntry("-[UISearchBar barPosition]", self); defer { entry.end() }
        return storedSearchController?.hostingItem != nil ? .top : .any
    }
}
extension UISearchBar: UITextInputTraits {}
