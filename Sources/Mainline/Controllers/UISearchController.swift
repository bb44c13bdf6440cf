import Foundation

/// Updates search results as the search bar's text and scope change.
@preconcurrency @MainActor
public protocol UISearchResultsUpdating: AnyObject {
    /// The search controller's text or scope changed, or it became active: update the results.
    func updateSearchResults(for searchController: UISearchController)
    /// The user chose `searchSuggestion` among the search controller's suggestions (optional).
    func updateSearchResults(for searchController: UISearchController, selecting searchSuggestion: UISearchSuggestion)
}

extension UISearchResultsUpdating {
    public func updateSearchResults(for searchController: UISearchController, selecting searchSuggestion: UISearchSuggestion) {
        UIEntry.check("-[UISearchResultsUpdating updateSearchResultsForSearchController:selectingSearchSuggestion:]")
    }
}

/// What a search controller tells its delegate as it becomes active and inactive.
@preconcurrency @MainActor
public protocol UISearchControllerDelegate: AnyObject {
    /// Activation is about to show the search UI.
    func willPresentSearchController(_ searchController: UISearchController)
    /// The search UI shows.
    func didPresentSearchController(_ searchController: UISearchController)
    /// Deactivation is about to hide the search UI.
    func willDismissSearchController(_ searchController: UISearchController)
    /// The search UI is hidden.
    func didDismissSearchController(_ searchController: UISearchController)
    /// Present the search UI yourself (the default presents nothing more).
    func presentSearchController(_ searchController: UISearchController)
    /// The search bar is about to move to `newPlacement` (its navigation item's placement changed).
    func searchController(_ searchController: UISearchController, willChangeTo newPlacement: UINavigationItem.SearchBarPlacement)
    /// The search bar moved from `previousPlacement`.
    func searchController(_ searchController: UISearchController, didChangeFrom previousPlacement: UINavigationItem.SearchBarPlacement)
}

extension UISearchControllerDelegate {
    public func willPresentSearchController(_ searchController: UISearchController) {}
    public func didPresentSearchController(_ searchController: UISearchController) {}
    public func willDismissSearchController(_ searchController: UISearchController) {}
    public func didDismissSearchController(_ searchController: UISearchController) {}
    public func presentSearchController(_ searchController: UISearchController) {}
    public func searchController(_ searchController: UISearchController, willChangeTo newPlacement: UINavigationItem.SearchBarPlacement) {
        UIEntry.check("-[UISearchControllerDelegate searchController:willChangeToSearchBarPlacement:]")
    }
    public func searchController(_ searchController: UISearchController, didChangeFrom previousPlacement: UINavigationItem.SearchBarPlacement) {
        UIEntry.check("-[UISearchControllerDelegate searchController:didChangeFromSearchBarPlacement:]")
    }
}

/// A search bar and the controller of its results.
///
/// Activation: editing beginning in the search bar makes the controller active (or setting
/// `isActive`): the delegate hears will/did present, the bar shows its cancel button
/// (`automaticallyShowsCancelButton`) and its scope bar (`automaticallyShowsScopeBar`), and
/// `searchResultsUpdater` updates. Every typed change and scope change updates it again. The
/// results controller shows (`showsSearchResultsController`) while the search is active and the
/// text is not empty (`automaticallyShowsSearchResultsController`): its view is laid over this
/// controller's view. Cancel (the button, or `isActive = false`) clears the text, ends editing,
/// hides the buttons and tells the delegate will/did dismiss. Left out: the presentation over
/// the context controller and its transition, and search suggestions.
open class UISearchController: UIViewController {
    /// When the scope bar shows.
    public enum ScopeBarActivation: Int, Sendable { case automatic = 0, manual, onTextEntry, onSearchActivation }

    let storedSearchBar: UISearchBar
    let storedSearchResultsController: UIViewController?
    weak var storedSearchResultsUpdater: UISearchResultsUpdating?
    weak var storedSearchControllerDelegate: UISearchControllerDelegate?
    weak var hostingItem: UINavigationItem?
    var storedIsActive = false
    var storedObscuresBackgroundDuringPresentation = true
    var storedHidesNavigationBarDuringPresentation = true
    var storedAutomaticallyShowsCancelButton = true
    var storedAutomaticallyShowsScopeBar = true
    var storedAutomaticallyShowsSearchResultsController = true
    var storedShowsSearchResultsController = false
    var storedIgnoresSearchSuggestionsForSearchBarPlacementStacked = true
    var storedSearchSuggestions: [UISearchSuggestion]?
    var storedScopeBarActivation = ScopeBarActivation.automatic
    weak var storedSearchControllerObservedScrollView: UIScrollView?

    /// A search controller showing its results in `searchResultsController` (nil: in the
    /// controller that shows the search bar).
    public init(searchResultsController: UIViewController?) {
        storedSearchBar = UISearchBar()
        storedSearchResultsController = searchResultsController
        super.init(nibName: nil, bundle: nil)
        let entry = UIEntry("-[UISearchController initWithSearchResultsController:]", self); defer { entry.end() }
        storedSearchBar.storedSearchController = self
        storedSearchBar.frame.size.height = storedSearchBar.barHeight
    }

    /// A search controller with no results controller.
    public convenience init() {
        UIEntry.check("-[UISearchController init]")
        self.init(searchResultsController: nil)
    }

    /// A search controller with no results controller (the nib is not used).
    public convenience override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        UIEntry.check("-[UISearchController initWithNibName:bundle:]")
        self.init(searchResultsController: nil)
    }

    public required init?(coder: NSCoder) {
        storedSearchBar = UISearchBar()
        storedSearchResultsController = nil
        super.init(coder: coder)
        let entry = UIEntry("-[UISearchController initWithCoder:]", self); defer { entry.end() }
        storedSearchBar.storedSearchController = self
    }

    /// The search bar (put it in a navigation item with `searchController`, or in a view).
    open var searchBar: UISearchBar {
        let entry = UIEntry("-[UISearchController searchBar]", self); defer { entry.end() }
        return storedSearchBar
    }

    /// The controller showing the results.
    open var searchResultsController: UIViewController? {
        let entry = UIEntry("-[UISearchController searchResultsController]", self); defer { entry.end() }
        return storedSearchResultsController
    }

    /// Updates the results as the search changes (not retained).
    open var searchResultsUpdater: UISearchResultsUpdating? {
        get { let entry = UIEntry("-[UISearchController searchResultsUpdater]", self); defer { entry.end() }; return storedSearchResultsUpdater }
        set { let entry = UIEntry("-[UISearchController setSearchResultsUpdater:]", self); defer { entry.end() }; storedSearchResultsUpdater = newValue }
    }

    /// Told as the search becomes active and inactive (not retained).
    open var delegate: UISearchControllerDelegate? {
        get { let entry = UIEntry("-[UISearchController delegate]", self); defer { entry.end() }; return storedSearchControllerDelegate }
        set { let entry = UIEntry("-[UISearchController setDelegate:]", self); defer { entry.end() }; storedSearchControllerDelegate = newValue }
    }

    /// Whether the search is active; setting it activates or cancels.
    open var isActive: Bool {
        get { let entry = UIEntry("-[UISearchController isActive]", self); defer { entry.end() }; return storedIsActive }
        set {
            let entry = UIEntry("-[UISearchController setActive:]", self); defer { entry.end() }
            if newValue { activate() } else { deactivate() }
        }
    }

    /// Whether the content under the search is dimmed while it is active.
    open var obscuresBackgroundDuringPresentation: Bool {
        get { let entry = UIEntry("-[UISearchController obscuresBackgroundDuringPresentation]", self); defer { entry.end() }; return storedObscuresBackgroundDuringPresentation }
        set { let entry = UIEntry("-[UISearchController setObscuresBackgroundDuringPresentation:]", self); defer { entry.end() }; storedObscuresBackgroundDuringPresentation = newValue }
    }

    /// The same setting, by its pre-iOS 12 name.
    @available(iOS, deprecated: 12.0, message: "Use obscuresBackgroundDuringPresentation")
    open var dimsBackgroundDuringPresentation: Bool {
        get { let entry = UIEntry("-[UISearchController dimsBackgroundDuringPresentation]", self); defer { entry.end() }; return storedObscuresBackgroundDuringPresentation }
        set { let entry = UIEntry("-[UISearchController setDimsBackgroundDuringPresentation:]", self); defer { entry.end() }; storedObscuresBackgroundDuringPresentation = newValue }
    }

    /// Whether the navigation bar hides while the search is active (kept).
    open var hidesNavigationBarDuringPresentation: Bool {
        get { let entry = UIEntry("-[UISearchController hidesNavigationBarDuringPresentation]", self); defer { entry.end() }; return storedHidesNavigationBarDuringPresentation }
        set { let entry = UIEntry("-[UISearchController setHidesNavigationBarDuringPresentation:]", self); defer { entry.end() }; storedHidesNavigationBarDuringPresentation = newValue }
    }

    /// Whether activation shows the search bar's cancel button.
    open var automaticallyShowsCancelButton: Bool {
        get { let entry = UIEntry("-[UISearchController automaticallyShowsCancelButton]", self); defer { entry.end() }; return storedAutomaticallyShowsCancelButton }
        set { let entry = UIEntry("-[UISearchController setAutomaticallyShowsCancelButton:]", self); defer { entry.end() }; storedAutomaticallyShowsCancelButton = newValue }
    }

    /// Whether activation shows the scope bar.
    open var automaticallyShowsScopeBar: Bool {
        get { let entry = UIEntry("-[UISearchController automaticallyShowsScopeBar]", self); defer { entry.end() }; return storedAutomaticallyShowsScopeBar }
        set { let entry = UIEntry("-[UISearchController setAutomaticallyShowsScopeBar:]", self); defer { entry.end() }; storedAutomaticallyShowsScopeBar = newValue }
    }

    /// Whether the results controller shows by itself (while the text is not empty).
    open var automaticallyShowsSearchResultsController: Bool {
        get { let entry = UIEntry("-[UISearchController automaticallyShowsSearchResultsController]", self); defer { entry.end() }; return storedAutomaticallyShowsSearchResultsController }
        set { let entry = UIEntry("-[UISearchController setAutomaticallyShowsSearchResultsController:]", self); defer { entry.end() }; storedAutomaticallyShowsSearchResultsController = newValue; updateResultsController() }
    }

    /// Whether the results controller shows; setting it shows or hides it.
    open var showsSearchResultsController: Bool {
        get { let entry = UIEntry("-[UISearchController showsSearchResultsController]", self); defer { entry.end() }; return storedShowsSearchResultsController }
        set { let entry = UIEntry("-[UISearchController setShowsSearchResultsController:]", self); defer { entry.end() }; setShowsResults(newValue) }
    }

    /// Whether a stacked search bar leaves out search suggestions (kept).
    open var ignoresSearchSuggestionsForSearchBarPlacementStacked: Bool {
        get { let entry = UIEntry("-[UISearchController ignoresSearchSuggestionsForSearchBarPlacementStacked]", self); defer { entry.end() }; return storedIgnoresSearchSuggestionsForSearchBarPlacementStacked }
        set { let entry = UIEntry("-[UISearchController setIgnoresSearchSuggestionsForSearchBarPlacementStacked:]", self); defer { entry.end() }; storedIgnoresSearchSuggestionsForSearchBarPlacementStacked = newValue }
    }

    /// When the scope bar shows (`.automatic`: on activation).
    open var scopeBarActivation: ScopeBarActivation {
        get { let entry = UIEntry("-[UISearchController scopeBarActivation]", self); defer { entry.end() }; return storedScopeBarActivation }
        set { let entry = UIEntry("-[UISearchController setScopeBarActivation:]", self); defer { entry.end() }; storedScopeBarActivation = newValue }
    }

    /// The scroll view whose scrolling the search bar follows (kept).
    open var searchControllerObservedScrollView: UIScrollView? {
        get { let entry = UIEntry("-[UISearchController searchControllerObservedScrollView]", self); defer { entry.end() }; return storedSearchControllerObservedScrollView }
        set { let entry = UIEntry("-[UISearchController setSearchControllerObservedScrollView:]", self); defer { entry.end() }; storedSearchControllerObservedScrollView = newValue }
    }

    // MARK: Activation

    private func activate() {
        guard !storedIsActive else { return }
        let delegate = storedSearchControllerDelegate
        delegate.map { d in context.loop.span(.delegateCallback, "willPresentSearchController(_:)") { d.willPresentSearchController(self) } }
        storedIsActive = true
        if storedAutomaticallyShowsCancelButton { storedSearchBar.setShowsCancelButton(true, animated: true) }
        if storedAutomaticallyShowsScopeBar, storedScopeBarActivation == .automatic || storedScopeBarActivation == .onSearchActivation,
           storedSearchBar.storedScopeButtonTitles != nil {
            storedSearchBar.setShowsScope(true, animated: true)
        }
        delegate.map { d in context.loop.span(.delegateCallback, "presentSearchController(_:)") { d.presentSearchController(self) } }
        delegate.map { d in context.loop.span(.delegateCallback, "didPresentSearchController(_:)") { d.didPresentSearchController(self) } }
        updateResultsController()
        updateResults()
    }

    private func deactivate() {
        guard storedIsActive else { return }
        let delegate = storedSearchControllerDelegate
        delegate.map { d in context.loop.span(.delegateCallback, "willDismissSearchController(_:)") { d.willDismissSearchController(self) } }
        storedIsActive = false
        storedSearchBar.storedSearchField.text = ""
        if storedSearchBar.storedSearchField.isFirstResponder { _ = storedSearchBar.storedSearchField.resignFirstResponder() }
        if storedAutomaticallyShowsCancelButton { storedSearchBar.setShowsCancelButton(false, animated: true) }
        if storedAutomaticallyShowsScopeBar, storedScopeBarActivation != .manual { storedSearchBar.setShowsScope(false, animated: true) }
        updateResultsController()
        updateResults()
        delegate.map { d in context.loop.span(.delegateCallback, "didDismissSearchController(_:)") { d.didDismissSearchController(self) } }
    }

    private func updateResults() {
        guard let updater = storedSearchResultsUpdater else { return }
        context.loop.span(.delegateCallback, "updateSearchResults(for:)") { updater.updateSearchResults(for: self) }
    }

    /// With `automaticallyShowsSearchResultsController`, the results show while the search is
    /// active and its text is not empty.
    private func updateResultsController() {
        guard storedAutomaticallyShowsSearchResultsController else { return }
        setShowsResults(storedIsActive && !(storedSearchBar.storedSearchField.storedText ?? "").isEmpty)
    }

    private func setShowsResults(_ shows: Bool) {
        storedShowsSearchResultsController = shows
        guard let results = storedSearchResultsController else { return }
        let view = loadedView
        if shows, results.storedParent !== self {
            addChild(results)
            results.loadedView.frame = view.storedBounds
            results.loadedView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            view.addSubview(results.loadedView)
            results.didMove(toParent: self)
        }
        results.storedView?.isHidden = !shows
    }

    // MARK: From the search bar

    func searchBarDidBeginEditing() { activate() }

    func searchTextDidChange() {
        updateResultsController()
        updateResults()
    }

    func scopeDidChange() { updateResults() }

    func searchButtonClicked() {}

    func cancelTapped() { deactivate() }
}
