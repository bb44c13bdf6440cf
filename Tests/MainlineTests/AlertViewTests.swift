import Foundation
@testable import Mainline
import Testing

private final class AlertLog: UIAlertViewDelegate {
    let log: CallLog
    init(_ log: CallLog) { self.log = log }
    func willPresent(_ alertView: UIAlertView) { log("willPresent") }
    func didPresent(_ alertView: UIAlertView) { log("didPresent \(alertView.isVisible)") }
    func alertView(_ alertView: UIAlertView, clickedButtonAt buttonIndex: Int) { log("clicked \(buttonIndex) \(alertView.textField(at: 0)?.text ?? "-")") }
    func alertView(_ alertView: UIAlertView, willDismissWithButtonIndex buttonIndex: Int) { log("willDismiss \(buttonIndex)") }
    func alertView(_ alertView: UIAlertView, didDismissWithButtonIndex buttonIndex: Int) { log("didDismiss \(buttonIndex) \(alertView.isVisible)") }
}

@Suite("UIAlertView: shown as an alert controller, its delegate told of the tap in UIKit's order")
struct AlertViewTests {
    @Test("a tap on a button tells clicked and willDismiss before the alert goes, didDismiss after; indexes count the cancel button first")
    func tapOrder() {
        let sim = makeSimulation()
        let log = CallLog()
        let delegate = AlertLog(log)
        let alert = inspect(sim) { () -> UIAlertView in
            let window = UIWindow()
            window.rootViewController = UIViewController()
            window.makeKeyAndVisible()
            let alert = UIAlertView(title: "Rename", message: "New name", delegate: delegate, cancelButtonTitle: "Cancel", otherButtonTitles: "OK")
            alert.alertViewStyle = .plainTextInput
            log("buttons \(alert.numberOfButtons) \(alert.cancelButtonIndex) \(alert.firstOtherButtonIndex) \(alert.buttonTitle(at: 1) ?? "-")")
            alert.show()
            return alert
        }
        sim.runUntilIdle()
        inspect(sim) { alert.textField(at: 0)?.text = "Notes" }
        sim.tapAlertAction("OK")
        sim.runUntilIdle()
        #expect(log.entries == ["buttons 2 0 1 OK", "willPresent", "didPresent true",
                                "clicked 1 Notes", "willDismiss 1", "didDismiss 1 false"])
    }
}
