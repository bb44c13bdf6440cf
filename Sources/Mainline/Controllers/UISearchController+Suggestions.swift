import Foundation

/// A suggestion a search controller lists under its search field (iOS 16).
@preconcurrency @MainActor
public protocol UISearchSuggestion: AnyObject {
    /// The suggestion's text.
    var localizedSuggestion: String? { get }
    /// The suggestion's styled text (nil: `localizedSuggestion`).
    var localizedAttributedSuggestion: NSAttributedString? { get }
    /// A description shown with it.
    var localizedDescription: String? { get }
    /// Its icon.
    var iconImage: UIImage? { get }
    /// An object of the app's it stands for.
    var representedObject: Any? { get set }
}

extension UISearchSuggestion {
    public var localizedAttributedSuggestion: NSAttributedString? {
        UIEntry.check("-[UISearchSuggestion localizedAttributedSuggestion]")
        return nil
    }
    public var localizedDescription: String? {
        UIEntry.check("-[UISearchSuggestion localizedDescription]")
        return nil
    }
    public var iconImage: UIImage? {
        UIEntry.check("-[UISearchSuggestion iconImage]")
        return nil
    }
}

/// UIKit's own search suggestion: a text, an optional description and icon.
@preconcurrency @MainActor
open class UISearchSuggestionItem: UISearchSuggestion {
    let storedSuggestion: String?
    let storedAttributedSuggestion: NSAttributedString?
    let storedDescription: String?
    let storedIconImage: UIImage?
    var storedRepresentedObject: Any?

    /// A suggestion of `suggestion`.
    public convenience init(localizedSuggestion suggestion: String) {
        UIEntry.check("-[UISearchSuggestionItem initWithLocalizedSuggestion:]")
        self.init(localizedSuggestion: suggestion, localizedDescription: nil, iconImage: nil)
    }

    /// A suggestion of `suggestion`, described.
    public convenience init(localizedSuggestion suggestion: String, localizedDescription description: String?) {
        UIEntry.check("-[UISearchSuggestionItem initWithLocalizedSuggestion:localizedDescription:]")
        self.init(localizedSuggestion: suggestion, localizedDescription: description, iconImage: nil)
    }

    /// A suggestion of `suggestion`, described, with an icon.
    public init(localizedSuggestion suggestion: String, localizedDescription description: String?, iconImage: UIImage?) {
        UIEntry.check("-[UISearchSuggestionItem initWithLocalizedSuggestion:localizedDescription:iconImage:]")
        storedSuggestion = suggestion
        storedAttributedSuggestion = nil
        storedDescription = description
        storedIconImage = iconImage
    }

    /// A suggestion of styled text, described, with an icon.
    public init(localizedAttributedSuggestion suggestion: NSAttributedString, localizedDescription description: String? = nil, iconImage: UIImage? = nil) {
        UIEntry.check("-[UISearchSuggestionItem initWithLocalizedAttributedSuggestion:localizedDescription:iconImage:]")
        storedSuggestion = suggestion.string
        storedAttributedSuggestion = suggestion
        storedDescription = description
        storedIconImage = iconImage
    }

    open var localizedSuggestion: String? { UIEntry.check("-[UISearchSuggestionItem localizedSuggestion]", self); return storedSuggestion }
    open var localizedAttributedSuggestion: NSAttributedString? {
        UIEntry.check("-[UISearchSuggestionItem localizedAttributedSuggestion]", self); return storedAttributedSuggestion
    }
    open var localizedDescription: String? { UIEntry.check("-[UISearchSuggestionItem localizedDescription]", self); return storedDescription }
    open var iconImage: UIImage? { UIEntry.check("-[UISearchSuggestionItem iconImage]", self); return storedIconImage }
    open var representedObject: Any? {
        get { let entry = UIEntry("-[UISearchSuggestionItem representedObject]", self); defer { entry.end() }; return storedRepresentedObject }
        set { let entry = UIEntry("-[UISearchSuggestionItem setRepresentedObject:]", self); defer { entry.end() }; storedRepresentedObject = newValue }
    }
}

extension UISearchController {
    /// The suggestions listed under the search field while searching (nil: none). A stacked
    /// search bar leaves them out while `ignoresSearchSuggestionsForSearchBarPlacementStacked`.
    /// The user's choice (`Simulation.selectSearchSuggestion(at:in:)`) reaches the results
    /// updater's `updateSearchResults(for:selecting:)`.
    public var searchSuggestions: [UISearchSuggestion]? {
        get { let entry = UIEntry("-[UISearchController searchSuggestions]", self); defer { entry.end() }; return storedSearchSuggestions }
        set { let entry = UIEntry("-[UISearchController setSearchSuggestions:]", self); defer { entry.end() }; storedSearchSuggestions = newValue }
    }

    /// Where the search bar is: its navigation item's placement (`.automatic` outside one).
    public var searchBarPlacement: UINavigationItem.SearchBarPlacement {
        let entry = UIEntry("-[UISearchController searchBarPlacement]", self); defer { entry.end() }
        return hostingItem?.effectiveSearchBarPlacement ?? .automatic
    }

    /// The suggestions on screen: none unless active, and none in a stacked bar that ignores them.
    var shownSearchSuggestions: [UISearchSuggestion] {
        guard storedIsActive, let suggestions = storedSearchSuggestions else { return [] }
        if storedIgnoresSearchSuggestionsForSearchBarPlacementStacked, hostingItem?.effectiveSearchBarPlacement == .stacked { return [] }
        return suggestions
    }

    func searchBarPlacementWillChange(to placement: UINavigationItem.SearchBarPlacement) {
        guard let delegate = storedSearchControllerDelegate else { return }
        context.loop.span(.delegateCallback, "searchController(_:willChangeTo:)") { delegate.searchController(self, willChangeTo: placement) }
    }

    func searchBarPlacementDidChange(from placement: UINavigationItem.SearchBarPlacement) {
        guard let delegate = storedSearchControllerDelegate else { return }
        context.loop.span(.delegateCallback, "searchController(_:didChangeFrom:)") { delegate.searchController(self, didChangeFrom: placement) }
    }

    /// The user chose the suggestion at `index` of those shown.
    func userSelectedSuggestion(at index: Int) {
        let shown = shownSearchSuggestions
        guard shown.indices.contains(index) else {
            DiagnosticCenter.report(.viewControllerMisuse, "Mainline: the search controller shows \(shown.count) suggestions (it must be active, and a stacked bar ignores them unless told otherwise); there is none at \(index).", in: context)
            return
        }
        guard let updater = storedSearchResultsUpdater else { return }
        let suggestion = shown[index]
        context.loop.span(.delegateCallback, "updateSearchResults(for:selecting:)") { updater.updateSearchResults(for: self, selecting: suggestion) }
    }
}

extension Simulation {
    /// The user taps the search suggestion at `index` under `searchController`'s field.
    public func selectSearchSuggestion(at index: Int, in searchController: UISearchController, after delay: TimeInterval = 0) {
        input(after: delay, "search suggestion tap") { [weak searchController] _ in searchController?.userSelectedSuggestion(at: index) }
    }
}
