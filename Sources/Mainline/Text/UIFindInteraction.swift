import Foundation

/// The find navigator of a text view (`findInteraction`, when `isFindInteractionEnabled`):
/// presenting it shows the navigator; with `searchText` set, `findNext()` and `findPrevious()`
/// select the next and previous match in the text (case-insensitively), wrapping around, and
/// scroll it into view.
@preconcurrency @MainActor
open class UIFindInteraction {
    weak var textView: UITextView?
    var storedIsFindNavigatorVisible = false
    var storedSearchText: String?
    var storedReplacementText: String?
    var storedIsReplaceVisible = false
    /// The match selected last, as a range of the text.
    var currentMatch: NSRange?

    /// An interaction for a text view (the session delegate is not used: the text view searches).
    public init(sessionDelegate: AnyObject?) {
        UIEntry.check("-[UIFindInteraction initWithSessionDelegate:]")
    }

    /// Whether the navigator shows.
    open var isFindNavigatorVisible: Bool {
        let entry = UIEntry("-[UIFindInteraction isFindNavigatorVisible]", self); defer { entry.end() }
        return storedIsFindNavigatorVisible
    }

    /// The text searched for.
    open var searchText: String? {
        get { let entry = UIEntry("-[UIFindInteraction searchText]", self); defer { entry.end() }; return storedSearchText }
        set { let entry = UIEntry("-[UIFindInteraction setSearchText:]", self); defer { entry.end() }; storedSearchText = newValue; currentMatch = nil }
    }

    /// The text matches are replaced with.
    open var replacementText: String? {
        get { let entry = UIEntry("-[UIFindInteraction replacementText]", self); defer { entry.end() }; return storedReplacementText }
        set { let entry = UIEntry("-[UIFindInteraction setReplacementText:]", self); defer { entry.end() }; storedReplacementText = newValue }
    }

    /// Shows the navigator (with the replace field when asked).
    open func presentFindNavigator(showingReplace: Bool) {
        let entry = UIEntry("-[UIFindInteraction presentFindNavigatorShowingReplace:]", self); defer { entry.end() }
        storedIsFindNavigatorVisible = true
        storedIsReplaceVisible = showingReplace
    }

    /// Hides the navigator.
    open func dismissFindNavigator() {
        let entry = UIEntry("-[UIFindInteraction dismissFindNavigator]", self); defer { entry.end() }
        storedIsFindNavigatorVisible = false
    }

    /// Selects the next match after the current one (wrapping around).
    open func findNext() {
        let entry = UIEntry("-[UIFindInteraction findNext]", self); defer { entry.end() }
        step(forward: true)
    }

    /// Selects the match before the current one (wrapping around).
    open func findPrevious() {
        let entry = UIEntry("-[UIFindInteraction findPrevious]", self); defer { entry.end() }
        step(forward: false)
    }

    /// Counts the matches again (the count is worked out on each step here).
    open func updateResultCount() {
        UIEntry.check("-[UIFindInteraction updateResultCount]", self)
    }

    /// The ranges of `searchText` in the text view's text, in order.
    var matches: [NSRange] {
        guard let textView, let search = storedSearchText, !search.isEmpty else { return [] }
        let text = textView.storedText as NSString
        var ranges: [NSRange] = []
        var from = 0
        while from < text.length {
            let found = text.range(of: search, options: .caseInsensitive, range: NSRange(location: from, length: text.length - from))
            guard found.location != NSNotFound else { break }
            ranges.append(found)
            from = found.location + max(1, found.length)
        }
        return ranges
    }

    private func step(forward: Bool) {
        let matches = self.matches
        guard let textView, !matches.isEmpty else { return }
        let index: Int
        if let current = currentMatch, let at = matches.firstIndex(of: current) {
            index = (at + (forward ? 1 : matches.count - 1)) % matches.count
        } else {
            index = forward ? 0 : matches.count - 1
        }
        currentMatch = matches[index]
        textView.selectedRange = matches[index]
        textView.scrollRangeToVisible(matches[index])
    }
}

/// How a text view takes part in Writing Tools.
public enum UIWritingToolsBehavior: Int, Sendable { case none = -1, `default` = 0, complete, limited }

/// What Writing Tools may put in a text view.
public struct UIWritingToolsResultOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let plainText = UIWritingToolsResultOptions(rawValue: 1 << 0)
    public static let richText = UIWritingToolsResultOptions(rawValue: 1 << 1)
    public static let list = UIWritingToolsResultOptions(rawValue: 1 << 2)
    public static let table = UIWritingToolsResultOptions(rawValue: 1 << 3)
}
