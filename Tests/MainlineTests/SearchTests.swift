import Foundation
@testable import Mainline
import Testing

private final class SearchLog: UISearchBarDelegate, UISearchResultsUpdating, UISearchControllerDelegate {
    var log: [String] = []
    func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool { log.append("shouldBegin"); return true }
    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) { log.append("didBegin") }
    func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        log.append("shouldChange \(text)")
        return text != "!"
    }
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) { log.append("textDidChange \(searchText)") }
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar) { log.append("search") }
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar) { log.append("cancel") }
    func searchBarTextDidEndEditing(_ searchBar: UISearchBar) { log.append("didEnd") }
    func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) { log.append("scope \(selectedScope)") }
    func updateSearchResults(for searchController: UISearchController) { log.append("update \(searchController.searchBar.text ?? "")") }
    func willPresentSearchController(_ searchController: UISearchController) { log.append("willPresent") }
    func didPresentSearchController(_ searchController: UISearchController) { log.append("didPresent") }
    func willDismissSearchController(_ searchController: UISearchController) { log.append("willDismiss") }
    func didDismissSearchController(_ searchController: UISearchController) { log.append("didDismiss") }
}

@Suite("UISearchBar and UISearchController")
struct SearchTests {
    @Test("typing into a search bar asks and tells its delegate; return is the search button; the cancel button and scope bar work")
    func searchBarDelegate() {
        let log = SearchLog()
        let (sim, box) = layOut { window -> UISearchBar in
            let bar = UISearchBar(frame: CGRect(x: 0, y: 100, width: 390, height: 56))
            bar.delegate = log
            bar.placeholder = "Search"
            bar.showsCancelButton = true
            bar.scopeButtonTitles = ["All", "Mine"]
            bar.showsScopeBar = true
            bar.sizeToFit()  // 100 high with the scope bar
            window.addSubview(bar)
            return bar
        }
        let bar = box.value!
        sim.type("a!b\n", into: bar)
        sim.run(for: 1)
        #expect(log.log == ["shouldBegin", "didBegin", "shouldChange a", "textDidChange a", "shouldChange !", "shouldChange b", "textDidChange ab", "search"])
        #expect(inspect(sim) { (bar.text, bar.searchTextField.isFirstResponder, bar.searchTextField.placeholder) } == ("ab", true, "Search"))
        // Geometry: 56 + 44 for the scope bar; the field gives way to "Cancel", 8 points from it and from the edge.
        let (height, field, cancel) = inspect(sim) { (bar.frame.height, bar.searchTextField.frame, bar.cancelButton!.frame) }
        #expect(height == 100)
        #expect(field.minX == 8 && field.minY == 10 && field.height == 36 && field.maxX + 8 == cancel.minX && cancel.maxX == 382)
        log.log.removeAll()
        sim.tap(at: CGPoint(x: cancel.midX, y: 100 + cancel.midY))
        sim.run(for: 0.3)
        #expect(log.log == ["cancel"])
        log.log.removeAll()
        let scope = inspect(sim) { bar.scopeBar!.frame }
        sim.tap(at: CGPoint(x: scope.maxX - 20, y: 100 + scope.midY))
        sim.run(for: 0.3)
        #expect(log.log == ["scope 1"] && inspect(sim) { bar.selectedScopeButtonIndex } == 1)
    }

    @Test("a search controller activates as its bar begins editing, updates its results as text is typed, shows its results controller, and cancels")
    func searchController() {
        let log = SearchLog()
        let results = UIViewController()
        let (sim, box) = layOut { window -> UISearchController in
            let controller = UISearchController(searchResultsController: results)
            controller.searchResultsUpdater = log
            controller.delegate = log
            let bar = controller.searchBar
            bar.frame = CGRect(x: 0, y: 100, width: 390, height: 56)
            window.addSubview(bar)
            return controller
        }
        let controller = box.value!
        sim.type("ok", into: controller.searchBar)
        sim.run(for: 1)
        #expect(log.log == ["willPresent", "didPresent", "update ", "update o", "update ok"])
        #expect(inspect(sim) { (controller.isActive, controller.showsSearchResultsController, controller.searchBar.showsCancelButton) } == (true, true, true))
        #expect(inspect(sim) { results.parent === controller && results.view.isHidden == false })
        log.log.removeAll()
        sim.perform { controller.isActive = false }
        sim.runFrames(1)
        #expect(log.log == ["willDismiss", "update ", "didDismiss"])
        #expect(inspect(sim) { (controller.searchBar.text, controller.showsSearchResultsController, controller.searchBar.searchTextField.isFirstResponder) } == ("", false, false))
    }
}
