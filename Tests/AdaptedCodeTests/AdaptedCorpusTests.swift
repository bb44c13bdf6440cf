import Foundation
import Mainline
import Testing
import ThreadChecker

// iOS/Corpus/ links to files of Tests/Corpus, byte for byte as their projects publish them; on
// Linux they need the Objective-C runtime (#selector, @objc). Compiled through the MainlineAdapt
// plugin with the rest of iOS/, they run here as on a device.

private final class Log: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [String] = []
    func callAsFunction(_ entry: String) { lock.lock(); storage.append(entry); lock.unlock() }
    var entries: [String] { lock.lock(); defer { lock.unlock() }; return storage }
}

private final class Holder<T>: @unchecked Sendable {
    var value: T
    init(_ value: T) { self.value = value }
}

/// A simulation with a window holding what `make` returns.
private func show<V: UIView>(_ make: @escaping @MainActor (UIWindow) -> V) -> (Simulation, V) {
    let sim = withMainlineConfiguration(.quiet) { Simulation() }
    let view = Holder<V?>(nil)
    sim.start {
        let window = UIWindow()
        window.makeKeyAndVisible()
        view.value = make(window)
    }
    sim.runUntilIdle()
    return (sim, view.value!)
}

private final class RemoveDelegate: RemoveCellDelegate {
    let log: Log
    init(log: Log) { self.log = log }
    func removeCellDidTapButton(_ cell: RemoveCell) { log("remove \(cell.text ?? "?")") }
}

private final class KeyboardDelegate: KeyboardTrackingViewDelegate {
    let log: Log
    weak var view: KeyboardTrackingView?
    init(log: Log) { self.log = log }
    /// Keyboards of other simulations post to the same center (tests run in parallel): only this
    /// test's keyboard, 303 points high, is logged.
    private func height(_ userInfo: [AnyHashable: Any]) -> Int? {
        guard let frame = (userInfo[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue,
              Int(frame.height) == 303 else { return nil }
        return Int(frame.height)
    }
    func keyboardTrackingViewWillChange(change: KeyboardTrackingView.Change, userInfo: [AnyHashable: Any]) {
        if let height = height(userInfo) { log("will change \(change) \(height)") }
    }
    func keyboardTrackingViewDidChange(change: KeyboardTrackingView.Change, userInfo: [AnyHashable: Any]) {
        if let height = height(userInfo) { log("did change \(change) \(height), view \(view.map { Int($0.frame.height) } ?? 0) high") }
    }
}

@Suite("Adapted corpus files: selectors of real projects' code reach their methods")
struct AdaptedCorpusTests {
    @Test("PanModal's DimmedView: a tap reaches its UITapGestureRecognizer(target:action: #selector(didTapView)) and its didTap closure")
    func dimmedViewGesture() {
        let log = Log()
        let (sim, _) = show { window -> DimmedView in
            let dimmed = DimmedView()
            dimmed.frame = window.bounds
            dimmed.dimState = .max
            dimmed.didTap = { recognizer in log("didTap \(type(of: recognizer))") }
            window.addSubview(dimmed)
            return dimmed
        }
        sim.tap(at: CGPoint(x: 200, y: 400))
        sim.run(for: 0.3)
        #expect(log.entries == ["didTap UITapGestureRecognizer"])
    }

    @Test("IGListKit's RemoveCell: a tap on its button reaches #selector(RemoveCell.onButton(_:)), which tells its delegate")
    func removeCellTargetAction() {
        let log = Log()
        let delegate = RemoveDelegate(log: log)
        let (sim, _) = show { window -> RemoveCell in
            let cell = RemoveCell(frame: CGRect(x: 0, y: 100, width: 390, height: 55))
            cell.text = "Row 3"
            cell.delegate = delegate
            window.addSubview(cell)
            return cell
        }
        // The label is the cell's right 100 points, the button the rest (its layoutSubviews
        // divides the bounds).
        sim.tap(at: CGPoint(x: 100, y: 127))
        sim.run(for: 0.3)
        #expect(log.entries == ["remove Row 3"])
        withExtendedLifetime(delegate) {}
    }

    @Test("BulletinBoard's HighlightButton: touchDragEnter and touchDragExit reach its private #selector(highlight) and #selector(unhighlight)")
    func highlightButtonEvents() {
        let (sim, button) = show { window -> HighlightButton in
            let button = HighlightButton(frame: CGRect(x: 20, y: 100, width: 200, height: 50))
            window.addSubview(button)
            return button
        }
        let alphas = Holder<[CGFloat]>([])
        sim.perform {
            button.sendActions(for: .touchDragEnter)
            alphas.value.append(button.alpha)
            button.sendActions(for: .touchDragExit)
            alphas.value.append(button.alpha)
        }
        sim.run(for: 0.5)
        #expect(alphas.value == [0.5, 1])
    }

    @Test("SwiftMessages' KeyboardTrackingView: the keyboard's notifications reach its #selector(keyboardWillShow(_:)) observer, which grows it to the keyboard's height")
    func keyboardTrackingNotifications() {
        let log = Log()
        let delegate = KeyboardDelegate(log: log)
        let (sim, tracking) = show { window -> KeyboardTrackingView in
            let tracking = KeyboardTrackingView(frame: .zero)
            tracking.delegate = delegate
            delegate.view = tracking
            window.addSubview(tracking)
            NSLayoutConstraint.activate([
                tracking.leadingAnchor.constraint(equalTo: window.leadingAnchor),
                tracking.trailingAnchor.constraint(equalTo: window.trailingAnchor),
                tracking.bottomAnchor.constraint(equalTo: window.bottomAnchor),
            ])
            return tracking
        }
        sim.showKeyboard(height: 303)
        sim.run(for: 1)
        // willShow and willChangeFrame both call keyboardWillShow(_:); the second finds the
        // height already set and does not animate again.
        // (Other simulations' keyboards reach the view too; the delegate logs this one only,
        // and the view's height when its animation ended.)
        #expect(log.entries.first == "will change show 303")
        #expect(log.entries.contains("did change show 303, view 303 high"))
        NotificationCenter.default.removeObserver(tracking)
        withExtendedLifetime(delegate) {}
    }
}
