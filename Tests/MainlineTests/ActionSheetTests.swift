import Foundation
@testable import Mainline
import Testing

private final class SheetLog: UIActionSheetDelegate {
    let log: CallLog
    init(_ log: CallLog) { self.log = log }
    func willPresent(_ actionSheet: UIActionSheet) { log("willPresent") }
    func didPresent(_ actionSheet: UIActionSheet) { log("didPresent \(actionSheet.isVisible)") }
    func actionSheet(_ actionSheet: UIActionSheet, clickedButtonAt buttonIndex: Int) { log("clicked \(buttonIndex) \(actionSheet.buttonTitle(at: buttonIndex) ?? "-")") }
    func actionSheet(_ actionSheet: UIActionSheet, willDismissWithButtonIndex buttonIndex: Int) { log("willDismiss \(buttonIndex)") }
    func actionSheet(_ actionSheet: UIActionSheet, didDismissWithButtonIndex buttonIndex: Int) { log("didDismiss \(buttonIndex) \(actionSheet.isVisible)") }
}

@Suite("UIActionSheet: shown as an action-sheet alert controller, its delegate told of the tap in UIKit's order")
struct ActionSheetTests {
    @Test("buttons are numbered destructive, others, cancel; a tap tells clicked and willDismiss before the sheet goes, didDismiss after")
    func tapOrder() {
        let f = RootFixture()
        let log = CallLog()
        let delegate = SheetLog(log)
        let sheet = inspect(f.sim) { () -> UIActionSheet in
            let sheet = UIActionSheet(title: "Photo", delegate: delegate, cancelButtonTitle: "Cancel", destructiveButtonTitle: "Delete",
                                      otherButtonTitles: "Share", "Copy")
            log("buttons \(sheet.numberOfButtons) d\(sheet.destructiveButtonIndex) f\(sheet.firstOtherButtonIndex) c\(sheet.cancelButtonIndex) \(sheet.buttonTitle(at: 2) ?? "-")")
            sheet.show(in: f.root.view)
            return sheet
        }
        f.sim.runUntilIdle()
        let alert = inspect(f.sim) { f.root.presentedViewController as? UIAlertController }
        #expect(inspect(f.sim) { (alert?.preferredStyle, alert?.title, alert?.actions.map(\.style)) } == (.actionSheet, "Photo", [.destructive, .default, .default, .cancel]))
        f.sim.tapAlertAction("Copy")
        f.sim.runUntilIdle()
        #expect(log.entries == ["buttons 4 d0 f1 c3 Copy", "willPresent", "didPresent true",
                                "clicked 2 Copy", "willDismiss 2", "didDismiss 2 false"])
        #expect(inspect(f.sim) { f.root.presentedViewController == nil && !sheet.isVisible })
    }

    @Test("dismissing in code tells willDismiss and didDismiss, not clicked; added buttons follow")
    func dismissInCode() {
        let f = RootFixture()
        let log = CallLog()
        let delegate = SheetLog(log)
        let sheet = inspect(f.sim) { () -> UIActionSheet in
            let sheet = UIActionSheet(title: "Sort", delegate: delegate, cancelButtonTitle: nil, destructiveButtonTitle: nil)
            #expect(sheet.addButton(withTitle: "Name") == 0)
            #expect(sheet.addButton(withTitle: "Date") == 1)
            #expect(sheet.firstOtherButtonIndex == 0 && sheet.cancelButtonIndex == -1)
            sheet.show(from: CGRect(x: 0, y: 0, width: 10, height: 10), in: f.root.view, animated: true)
            return sheet
        }
        f.sim.runUntilIdle()
        log.clear()
        inspect(f.sim) { sheet.dismiss(withClickedButtonIndex: 1, animated: true) }
        f.sim.runUntilIdle()
        #expect(log.entries == ["willDismiss 1", "didDismiss 1 false"])
    }
}
