import Foundation
@testable import Mainline
import Testing

@Suite("Search suggestions and the search bar's placement")
struct SearchSuggestionTests {
    private final class Listener: UISearchResultsUpdating, UISearchControllerDelegate {
        let log: CallLog
        init(_ log: CallLog) { self.log = log }
        func updateSearchResults(for searchController: UISearchController) {}
        func updateSearchResults(for searchController: UISearchController, selecting searchSuggestion: UISearchSuggestion) {
            log("selected \(searchSuggestion.localizedSuggestion ?? "nil") \(searchSuggestion.representedObject as? Int ?? -1)")
        }
        func searchController(_ searchController: UISearchController, willChangeTo newPlacement: UINavigationItem.SearchBarPlacement) {
            log("willChange \(searchController.searchBarPlacement.rawValue)->\(newPlacement.rawValue)")
        }
        func searchController(_ searchController: UISearchController, didChangeFrom previousPlacement: UINavigationItem.SearchBarPlacement) {
            log("didChange \(previousPlacement.rawValue)->\(searchController.searchBarPlacement.rawValue)")
        }
    }

    @Test("a chosen suggestion reaches the results updater; a stacked bar ignores suggestions until told otherwise; an inactive search shows none")
    func suggestions() {
        let sim = makeSimulation()
        let log = CallLog()
        let listener = Listener(log)
        let box = Box<(UIViewController, UISearchController)?>(nil)
        sim.start {
            let list = UIViewController()
            let search = UISearchController(searchResultsController: nil)
            search.searchResultsUpdater = listener
            search.delegate = listener
            let pear = UISearchSuggestionItem(localizedSuggestion: "Pear", localizedDescription: "fruit")
            pear.representedObject = 7
            search.searchSuggestions = [UISearchSuggestionItem(localizedSuggestion: "Apple"), pear]
            list.navigationItem.searchController = search
            box.value = (list, search)
            let window = UIWindow()
            window.rootViewController = UINavigationController(rootViewController: list)
            window.makeKeyAndVisible()
        }
        sim.runUntilIdle()
        let search = box.value!.1
        sim.selectSearchSuggestion(at: 1, in: search)
        sim.runUntilIdle()
        #expect(log.entries.isEmpty)
        inspect(sim) { search.isActive = true }
        sim.runUntilIdle()
        sim.selectSearchSuggestion(at: 1, in: search)
        sim.runUntilIdle()
        #expect(log.entries.isEmpty)
        #expect(sim.diagnostics.contains { $0.message.contains("shows 0 suggestions") })
        inspect(sim) { search.ignoresSearchSuggestionsForSearchBarPlacementStacked = false }
        sim.selectSearchSuggestion(at: 1, in: search)
        sim.runUntilIdle()
        #expect(log.entries == ["selected Pear 7"])
    }

    @Test("changing the navigation item's preferred placement moves the search bar, and the delegate hears before and after")
    func placement() {
        let sim = makeSimulation()
        let log = CallLog()
        let listener = Listener(log)
        let result = inspect(sim) { () -> [String] in
            let item = UINavigationItem(title: "List")
            let search = UISearchController(searchResultsController: nil)
            search.delegate = listener
            let outside = search.searchBarPlacement
            item.searchController = search
            let stacked = search.searchBarPlacement
            item.preferredSearchBarPlacement = .inline
            item.preferredSearchBarPlacement = .inline
            item.preferredSearchBarPlacement = .stacked
            return ["\(outside.rawValue)", "\(stacked.rawValue)", "\(search.searchBarPlacement.rawValue)"]
        }
        #expect(result == ["0", "2", "2"])
        #expect(log.entries == ["willChange 2->1", "didChange 2->1", "willChange 1->2", "didChange 1->2"])
    }
}
