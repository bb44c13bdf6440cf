import Foundation

/// A weak reference kept in a list.
struct WeakReference<T: AnyObject> {
    weak var value: T?
}

extension UIViewController {
    /// Sets the scroll view whose scrolling the bars at `edge` follow (`.top`: the navigation
    /// bar's scroll-edge appearance and large title; `.bottom`: the toolbar and tab bar), in
    /// place of the one UIKit would find. nil clears it. (Recorded and returned: Mainline's bars
    /// do not switch appearance as content scrolls.)
    public func setContentScrollView(_ scrollView: UIScrollView?, for edge: NSDirectionalRectEdge) {
        let entry = UIEntry("-[UIViewController setContentScrollView:forEdge:]", self); defer { entry.end() }
        for single in [NSDirectionalRectEdge.top, .leading, .bottom, .trailing] where edge.contains(single) {
            storedContentScrollViews.removeAll { $0.edge == single }
            if let scrollView { storedContentScrollViews.append((single, WeakReference(value: scrollView))) }
        }
    }

    /// The scroll view set for `edge` (nil when none was set or it is gone).
    public func contentScrollView(for edge: NSDirectionalRectEdge) -> UIScrollView? {
        let entry = UIEntry("-[UIViewController contentScrollViewForEdge:]", self); defer { entry.end() }
        return storedContentScrollViews.first { edge.contains($0.edge) && $0.view.value != nil }?.view.value
    }
}
