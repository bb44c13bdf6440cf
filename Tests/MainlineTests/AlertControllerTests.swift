import Foundation
@testable import Mainline
import Testing

@Suite("Alerts and action sheets: UIAlertController, UIAlertAction, tapping an action")
struct AlertControllerTests {
    @Test("an alert is presented over the presenter, which hears nothing; a tapped action dismisses it and its handler runs after the dismissal")
    func tapDismissesThenRunsHandler() {
        let f = RootFixture()
        let log = f.log
        let alert = Box<UIAlertController?>(nil)
        f.sim.perform {
            let a = UIAlertController(title: "Delete?", message: "It cannot be undone.", preferredStyle: .alert)
            a.addAction(UIAlertAction(title: "Cancel", style: .cancel))
            a.addAction(UIAlertAction(title: "Delete", style: .destructive) { action in
                log("handler \(action.title ?? "") dismissed=\(a.presentingViewController == nil)")
            })
            alert.value = a
            f.root.present(a, animated: true) { log("presented") }
        }
        f.sim.runUntilIdle()
        #expect(log.entries == ["presented"])
        let shown = inspect(f.sim) { (f.root.view.window != nil, alert.value!.view.window != nil, f.root.presentedViewController === alert.value) }
        #expect(shown == (true, true, true))
        f.sim.tapAlertAction("Delete")
        f.sim.runUntilIdle()
        #expect(log.entries == ["presented", "handler Delete dismissed=true"])
        #expect(inspect(f.sim) { (f.root.presentedViewController == nil, alert.value!.view.window == nil) } == (true, true))
    }

    @Test("two actions sit side by side with the cancel action first, in a 270-point box in the middle; three or more one per row, cancel last")
    func layout() {
        let sim = makeSimulation()
        let frames = inspect(sim) { () -> ([String: CGRect], [String: CGRect]) in
            let root = UIViewController()
            let window = UIWindow()
            window.rootViewController = root
            window.makeKeyAndVisible()
            let two = UIAlertController(title: "Title", message: nil, preferredStyle: .alert)
            two.addAction(UIAlertAction(title: "OK", style: .default))
            two.addAction(UIAlertAction(title: "Cancel", style: .cancel))
            two.view.frame = window.bounds
            two.view.layoutIfNeeded()
            let three = UIAlertController(title: "Title", message: nil, preferredStyle: .alert)
            three.addAction(UIAlertAction(title: "Cancel", style: .cancel))
            three.addAction(UIAlertAction(title: "A", style: .default))
            three.addAction(UIAlertAction(title: "B", style: .default))
            three.view.frame = window.bounds
            three.view.layoutIfNeeded()
            func buttons(_ alert: UIAlertController) -> [String: CGRect] {
                Dictionary(uniqueKeysWithValues: ["OK", "Cancel", "A", "B"].compactMap { title in
                    alert.button(titled: title).map { (title, $0.convert($0.bounds, to: alert.view)) }
                })
            }
            return (buttons(two), buttons(three))
        }
        let (two, three) = frames
        #expect(two["Cancel"]?.minX == 60 && two["OK"]?.minX == 195 && two["OK"]?.width == 135)
        #expect(two["Cancel"]?.minY == two["OK"]?.minY)
        #expect(three["A"]!.minY < three["B"]!.minY && three["B"]!.minY < three["Cancel"]!.minY)
        #expect(three["A"]?.width == 270 && three["A"]?.height == 44)
    }

    @Test("text fields: configured when added, read in the handler; the preferred action runs on Return")
    func textFields() {
        let f = RootFixture()
        let log = f.log
        let alert = Box<UIAlertController?>(nil)
        f.sim.perform {
            let a = UIAlertController(title: "Name", message: nil, preferredStyle: .alert)
            a.addTextField { field in field.placeholder = "Your name" }
            let save = UIAlertAction(title: "Save", style: .default) { _ in log("saved \(a.textFields?.first?.text ?? "")") }
            a.addAction(UIAlertAction(title: "Cancel", style: .cancel))
            a.addAction(save)
            a.preferredAction = save
            alert.value = a
            f.root.present(a, animated: false)
        }
        f.sim.runUntilIdle()
        #expect(inspect(f.sim) { (alert.value!.textFields?.count, alert.value!.textFields?.first?.placeholder) } == (1, "Your name"))
        f.sim.perform {
            let field = alert.value!.textFields![0]
            field.text = "Ada"
            field.sendActions(for: .editingDidEndOnExit)
        }
        f.sim.runUntilIdle()
        #expect(log.entries == ["saved Ada"])
    }

    @Test("an action sheet on a phone is at the bottom, over the presenter, its cancel button apart; its popover presentation controller is there for iPad code")
    func actionSheet() {
        let f = RootFixture()
        let alert = Box<UIAlertController?>(nil)
        let hasPopover = Box(false)
        f.sim.perform {
            let a = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
            a.addAction(UIAlertAction(title: "Share", style: .default))
            a.addAction(UIAlertAction(title: "Cancel", style: .cancel))
            hasPopover.value = a.popoverPresentationController != nil
            a.popoverPresentationController?.sourceView = f.root.view
            alert.value = a
            f.root.present(a, animated: true)
        }
        f.sim.runUntilIdle()
        #expect(hasPopover.value)
        let (share, cancel, presenterShown) = inspect(f.sim) { () -> (CGRect, CGRect, Bool) in
            let a = alert.value!
            return (a.button(titled: "Share")!.convert(a.button(titled: "Share")!.bounds, to: nil),
                    a.button(titled: "Cancel")!.convert(a.button(titled: "Cancel")!.bounds, to: nil), f.root.view.window != nil)
        }
        #expect(presenterShown)
        // Above the 34-point home indicator, 8 points from the sides, the cancel button 8 below.
        #expect(cancel == CGRect(x: 8, y: 844 - 34 - 57, width: 374, height: 57))
        #expect(share.maxY == cancel.minY - 8)
    }

    @Test("UIKit's refusals: a second cancel action, a text field in an action sheet, a disabled action that is tapped")
    func misuse() {
        let f = RootFixture()
        let log = f.log
        let alert = Box<UIAlertController?>(nil)
        f.sim.perform {
            let a = UIAlertController(title: "T", message: nil, preferredStyle: .alert)
            a.addAction(UIAlertAction(title: "No", style: .cancel))
            a.addAction(UIAlertAction(title: "Also no", style: .cancel))
            let off = UIAlertAction(title: "Off", style: .default) { _ in log("off tapped") }
            off.isEnabled = false
            a.addAction(off)
            let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
            sheet.addTextField()
            log("actions \(a.actions.count) sheet fields \(sheet.textFields?.count ?? 0)")
            alert.value = a
            f.root.present(a, animated: false)
        }
        f.sim.runUntilIdle()
        f.sim.tapAlertAction("Off")
        f.sim.runUntilIdle()
        #expect(log.entries == ["actions 2 sheet fields 0"])
        #expect(inspect(f.sim) { f.root.presentedViewController === alert.value })
        let messages = f.sim.diagnostics.filter { $0.kind == .viewControllerMisuse }.map(\.message)
        #expect(messages.contains { $0.contains("only have one action with a style of UIAlertActionStyleCancel") })
        #expect(messages.contains { $0.contains("Text fields can only be added to an alert controller of style UIAlertControllerStyleAlert") })
    }
}
