import Foundation
@testable import Mainline
import Testing

private final class BarDelegate: UINavigationBarDelegate, UITabBarDelegate, UIToolbarDelegate {
    var log: [String] = []
    var refusePop = false
    func navigationBar(_ navigationBar: UINavigationBar, shouldPush item: UINavigationItem) -> Bool { log.append("shouldPush \(item.title ?? "")"); return true }
    func navigationBar(_ navigationBar: UINavigationBar, didPush item: UINavigationItem) { log.append("didPush \(item.title ?? "")") }
    func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool { log.append("shouldPop \(item.title ?? "")"); return !refusePop }
    func navigationBar(_ navigationBar: UINavigationBar, didPop item: UINavigationItem) { log.append("didPop \(item.title ?? "")") }
    func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) { log.append("didSelect \(item.title ?? "")") }
    func position(for bar: UIBarPositioning) -> UIBarPosition { .top }
}

/// A target for bar button items' actions.
private final class Target: UIResponder {
    var fired: [String] = []
    override func selectorMethod(_ selector: Selector) -> SelectorMethod? {
        guard selector == "save:" else { return super.selectorMethod(selector) }
        return SelectorMethod { arguments in
            let sender: UIBarButtonItem = try arguments.value(0)
            self.fired.append("save from \(sender.title ?? "?")")
            return nil
        }
    }
}

@Suite("Bars: navigation bar items, appearances, bar button items, tab bars, toolbars")
struct BarItemsTests {
    @Test("a navigation bar of its own pushes and pops items through its delegate; one managed by a navigation controller refuses")
    func navigationBarItems() {
        let delegate = BarDelegate()
        let (sim, box) = layOut { window -> (UINavigationBar, UINavigationController) in
            let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
            bar.delegate = delegate
            window.addSubview(bar)
            let navigation = UINavigationController(rootViewController: UIViewController())
            return (bar, navigation)
        }
        let (bar, navigation) = box.value!
        let result = inspect(sim) { () -> ([String?], String?, String?, UINavigationItem?, UIBarPosition) in
            bar.pushItem(UINavigationItem(title: "A"), animated: false)
            bar.pushItem(UINavigationItem(title: "B"), animated: true)
            let titles = bar.items!.map(\.title)
            delegate.refusePop = true
            let refused = bar.popItem(animated: true)
            delegate.refusePop = false
            let popped = bar.popItem(animated: true)
            return (titles, bar.topItem?.title, popped?.title, refused, bar.barPosition)
        }
        #expect(result.0 == ["A", "B"] && result.1 == "A" && result.2 == "B" && result.3 == nil && result.4 == .top)
        #expect(delegate.log == ["shouldPush A", "didPush A", "shouldPush B", "didPush B", "shouldPop B", "shouldPop B", "didPop B"])
        let managed = inspect(sim) { () -> (Int, UIBarPosition) in
            navigation.navigationBar.pushItem(UINavigationItem(title: "X"), animated: false)
            return (navigation.navigationBar.items!.count, navigation.navigationBar.barPosition)
        }
        #expect(managed == (1, .topAttached))
        #expect(inspect(sim) { bar.setItems([UINavigationItem(title: "C")], animated: false); return bar.backItem == nil && bar.topItem?.title == "C" })
    }

    @Test("appearances copy independently, and the bar falls back from scroll-edge and compact to standard")
    func appearances() {
        let sim = makeSimulation()
        let result = inspect(sim) { () -> (UIColor?, UIColor?, Bool, Bool, [NSAttributedString.Key: Any]) in
            let standard = UINavigationBarAppearance()
            standard.configureWithOpaqueBackground()
            standard.backgroundColor = .red
            standard.titleTextAttributes = [.foregroundColor: UIColor.white]
            standard.doneButtonAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.yellow]
            let copy = standard.copy()
            copy.backgroundColor = .blue
            copy.doneButtonAppearance.normal.titleTextAttributes = [:]
            let bar = UINavigationBar()
            bar.standardAppearance = standard
            let fallback = bar.effectiveAppearance(atScrollEdge: true) === standard
            bar.scrollEdgeAppearance = copy
            let edge = bar.effectiveAppearance(atScrollEdge: true) === copy
            return (standard.backgroundColor, copy.backgroundColor, fallback, edge, standard.doneButtonAppearance.normal.titleTextAttributes)
        }
        #expect(result.0 == .red && result.1 == .blue && result.2 && result.3)
        #expect(result.4[.foregroundColor] as? UIColor == .yellow)
        #expect(inspect(sim) { UITabBarAppearance(barAppearance: UINavigationBarAppearance()).stackedItemPositioning } == .automatic)
    }

    @Test("bar button items: a menu shown on a tap when there is no action, selection toggled as the primary action, groups, target-action")
    func barButtonItems() {
        let sim = makeSimulation()
        let target = Target()
        let result = inspect(sim) { () -> (UIMenu?, Bool, Bool, Bool, [String]) in
            let menuItem = UIBarButtonItem(title: "More")
            menuItem.menu = UIMenu(children: [UIAction(title: "One") { _ in }])
            menuItem.perform()
            let toggle = UIBarButtonItem(title: "Bold", primaryAction: UIAction { _ in })
            toggle.changesSelectionAsPrimaryAction = true
            toggle.perform()
            let save = UIBarButtonItem(title: "Save", style: .done, target: target, action: "save:")
            let group = UIBarButtonItemGroup(barButtonItems: [save, toggle], representativeItem: nil)
            save.perform()
            return (menuItem.presentedMenu, toggle.isSelected, save.buttonGroup === group, toggle.creatingFixedGroup().barButtonItems.first === toggle,
                    target.fired)
        }
        #expect(result.0 != nil && result.1 && result.2 && result.3)
        #expect(result.4 == ["save from Save"])
    }

    @Test("a toolbar lays its items out with flexible and fixed spaces, and a tap on an item performs it")
    func toolbarLayoutAndTaps() {
        let target = Target()
        let (sim, box) = layOut { window -> (UIToolbar, UIView) in
            let toolbar = UIToolbar(frame: CGRect(x: 0, y: 700, width: 390, height: 44))
            let custom = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 30))
            toolbar.items = [
                UIBarButtonItem(title: "Save", style: .plain, target: target, action: "save:"),
                .flexibleSpace(),
                UIBarButtonItem(customView: custom),
                .fixedSpace(20),
            ]
            window.addSubview(toolbar)
            return (toolbar, custom)
        }
        let (toolbar, custom) = box.value!
        // "Save" in 17 points: S 0.62 + a + v + e 1.5 = 2.12 × 17 = 36.04 + 16 → 53 wide at x 16.
        // Left for the flexible space: 390 − 32 − (53 + 60 + 20) − 3 × 8 = 201.
        let (customFrame, height) = inspect(sim) { (custom.frame, toolbar.intrinsicContentSize.height) }
        #expect(customFrame == CGRect(x: 16 + 53 + 8 + 201 + 8, y: 7, width: 60, height: 30))
        #expect(height == 44)
        sim.tap(at: CGPoint(x: 40, y: 722))
        sim.run(for: 0.3)
        #expect(target.fired == ["save from Save"])
    }

    @Test("a tab bar of its own selects a tapped item and tells its delegate; system and finished items")
    func standaloneTabBar() {
        let delegate = BarDelegate()
        let (sim, box) = layOut { window -> UITabBar in
            let bar = UITabBar(frame: CGRect(x: 0, y: 795, width: 390, height: 49))
            bar.items = [UITabBarItem(title: "Home", image: nil, tag: 0), UITabBarItem(tabBarSystemItem: .search, tag: 1)]
            bar.delegate = delegate
            window.addSubview(bar)
            return bar
        }
        let bar = box.value!
        sim.tap(at: CGPoint(x: 300, y: 820))
        sim.run(for: 0.3)
        #expect(delegate.log == ["didSelect Search"])
        #expect(inspect(sim) { (bar.selectedItem?.tag, bar.items?[1].image != nil) } == (1, true))
        let customized = inspect(sim) { () -> (Bool, Bool, Bool) in
            bar.beginCustomizingItems(bar.items!)
            let during = bar.isCustomizing
            return (during, bar.endCustomizing(animated: false), bar.isCustomizing)
        }
        #expect(customized == (true, true, false))
    }

    @Test("a navigation item's back button title follows backButtonDisplayMode; its search controller is placed stacked")
    func navigationItemSearchAndBack() {
        let sim = makeSimulation()
        let result = inspect(sim) { () -> (String?, String?, String?, UINavigationItem.SearchBarPlacement?, UINavigationItem.SearchBarPlacement?) in
            let item = UINavigationItem(title: "Settings")
            let plain = item.shownBackButtonTitle
            item.backButtonDisplayMode = .generic
            let generic = item.shownBackButtonTitle
            item.backButtonDisplayMode = .minimal
            let minimal = item.shownBackButtonTitle
            let before = item.searchBarPlacement
            item.searchController = UISearchController(searchResultsController: nil)
            return (plain, generic, minimal, before, item.searchBarPlacement)
        }
        #expect(result.0 == "Settings" && result.1 == "Back" && result.2 == nil && result.3 == nil && result.4 == .stacked)
    }
}
