import Foundation

/// The press that lifts a drag (UIKit's lift gesture): a long press (0.5 s, 10 points of
/// movement allowed) on the source view. It begins only when the source gives items for the
/// touch (asked as it would begin); then the drag follows the finger, and lifting it drops.
final class DragLiftRecognizer: UILongPressGestureRecognizer, UIGestureRecognizerDelegate {
    /// Makes the drag for a touch at a window point (nil: nothing to drag there).
    var makeActivity: ((UIWindow, CGPoint) -> DragActivity?)?
    var activity: DragActivity?
    /// The drag made by `gestureRecognizerShouldBegin`, started by the handler.
    private var pending: DragActivity?

    override init() {
        super.init()
        storedDelegate = self
        addHandler { recognizer in (recognizer as? DragLiftRecognizer)?.handle() }
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let window = storedView?.storedWindow, let touch = touch, let make = makeActivity else { return false }
        pending = make(window, touch.windowLocation)
        return pending != nil
    }

    private func handle() {
        let location = touch?.windowLocation ?? .zero
        switch storedState {
        case .began:
            activity = pending
            pending = nil
            activity?.begin()
        case .changed:
            activity?.move(to: location)
        case .ended:
            if let activity, activity.windowLocation != location { activity.move(to: location) }
            activity?.drop()
            activity = nil
        case .cancelled:
            activity?.cancel()
            activity = nil
        default:
            break
        }
    }
}
