import Foundation

/// A transition from one storyboard scene to another: made when it is performed, it carries
/// its identifier, source and destination to the source's `prepare(for:sender:)`, then its
/// `perform()` shows the destination. Subclass it (a storyboard's `customClass`, or made in code)
/// and override `perform()` for a transition of your own.
///
/// The storyboard's kinds: show (`show(_:sender:)`), show detail, presentation and modal
/// (`present(_:animated:completion:)` with the segue's presentation and transition styles),
/// popover presentation, push (the source's navigation controller), embed (the destination
/// becomes a child shown in a container view, as the source's view loads), unwind, and custom.
@preconcurrency @MainActor
open class UIStoryboardSegue {
    let storedIdentifier: String?
    let storedSource: UIViewController
    let storedDestination: UIViewController
    /// The built-in kind's work, or the handler given to `init(identifier:source:destination:performHandler:)`.
    var performHandler: (() -> Void)?

    /// A segue from `source` to `destination`; its `perform()` does nothing until a subclass
    /// overrides it.
    public required init(identifier: String?, source: UIViewController, destination: UIViewController) {
        let entry = UIEntry("-[UIStoryboardSegue initWithIdentifier:source:destination:]"); defer { entry.end() }
        storedIdentifier = identifier
        storedSource = source
        storedDestination = destination
    }

    /// A segue whose `perform()` runs `performHandler`.
    public convenience init(identifier: String?, source: UIViewController, destination: UIViewController, performHandler: @escaping () -> Void) {
        self.init(identifier: identifier, source: source, destination: destination)
        let entry = UIEntry("+[UIStoryboardSegue segueWithIdentifier:source:destination:performHandler:]"); defer { entry.end() }
        self.performHandler = performHandler
    }

    /// The identifier the storyboard gives the segue (nil when it has none).
    open var identifier: String? {
        let entry = UIEntry("-[UIStoryboardSegue identifier]", self); defer { entry.end() }
        return storedIdentifier
    }

    /// The controller the segue starts from.
    open var source: UIViewController {
        let entry = UIEntry("-[UIStoryboardSegue sourceViewController]", self); defer { entry.end() }
        return storedSource
    }

    /// The controller the segue shows.
    open var destination: UIViewController {
        let entry = UIEntry("-[UIStoryboardSegue destinationViewController]", self); defer { entry.end() }
        return storedDestination
    }

    /// Shows the destination (the storyboard kind's transition, or the perform handler).
    open func perform() {
        let entry = UIEntry("-[UIStoryboardSegue perform]", self); defer { entry.end() }
        performHandler?()
    }
}

/// Where an unwind segue comes from: the controller, the unwind action and the sender. Given
/// to the containers an unwind search passes (`allowedChildrenForUnwinding(from:)`).
@preconcurrency @MainActor
open class UIStoryboardUnwindSegueSource {
    let storedSource: UIViewController
    let storedAction: Selector
    let storedSender: Any?

    init(source: UIViewController, action: Selector, sender: Any?) {
        storedSource = source
        storedAction = action
        storedSender = sender
    }

    /// The controller the unwind starts from.
    open var source: UIViewController {
        let entry = UIEntry("-[UIStoryboardUnwindSegueSource sourceViewController]", self); defer { entry.end() }
        return storedSource
    }

    /// The unwind action's selector.
    open var unwindAction: Selector {
        let entry = UIEntry("-[UIStoryboardUnwindSegueSource unwindAction]", self); defer { entry.end() }
        return storedAction
    }

    /// What triggered the unwind.
    open var sender: Any? {
        let entry = UIEntry("-[UIStoryboardUnwindSegueSource sender]", self); defer { entry.end() }
        return storedSender
    }
}
