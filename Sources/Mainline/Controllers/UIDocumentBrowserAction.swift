import Foundation

/// An app's own action on documents selected in a document browser, shown in its Edit menu
/// or its navigation bar in Select mode; its handler gets the selected documents' URLs
/// (`Simulation.performDocumentBrowserAction(_:on:)` is the user choosing it).
@preconcurrency @MainActor
open class UIDocumentBrowserAction {
    /// Where the action is offered.
    public struct Availability: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// In the Edit menu of a long-pressed document.
        public static let menu = Availability(rawValue: 1 << 0)
        /// In the navigation bar while selecting.
        public static let navigationBar = Availability(rawValue: 1 << 1)
    }

    let storedIdentifier: String
    let storedTitle: String
    let storedAvailability: Availability
    let handler: ([URL]) -> Void
    var storedImage: UIImage?
    var storedSupportedContentTypes: [String] = ["public.content"]
    var storedSupportsMultipleItems = true

    /// An action named `identifier`, titled `localizedTitle`, offered in `availability`.
    public init(identifier: String, localizedTitle: String, availability: Availability, handler: @escaping ([URL]) -> Void) {
        UIEntry.check("-[UIDocumentBrowserAction initWithIdentifier:localizedTitle:availability:handler:]")
        storedIdentifier = identifier
        storedTitle = localizedTitle
        storedAvailability = availability
        self.handler = handler
    }

    /// The action's identifier.
    open var identifier: String { UIEntry.check("-[UIDocumentBrowserAction identifier]", self); return storedIdentifier }
    /// Its title.
    open var localizedTitle: String { UIEntry.check("-[UIDocumentBrowserAction localizedTitle]", self); return storedTitle }
    /// Where it is offered.
    open var availability: Availability { UIEntry.check("-[UIDocumentBrowserAction availability]", self); return storedAvailability }

    /// Its image.
    open var image: UIImage? {
        get { let entry = UIEntry("-[UIDocumentBrowserAction image]", self); defer { entry.end() }; return storedImage }
        set { let entry = UIEntry("-[UIDocumentBrowserAction setImage:]", self); defer { entry.end() }; storedImage = newValue }
    }

    /// The content types it acts on (`["public.content"]` by default).
    open var supportedContentTypes: [String] {
        get { let entry = UIEntry("-[UIDocumentBrowserAction supportedContentTypes]", self); defer { entry.end() }; return storedSupportedContentTypes }
        set { let entry = UIEntry("-[UIDocumentBrowserAction setSupportedContentTypes:]", self); defer { entry.end() }; storedSupportedContentTypes = newValue }
    }

    /// Whether it is offered when several documents are selected (true by default).
    open var supportsMultipleItems: Bool {
        get { let entry = UIEntry("-[UIDocumentBrowserAction supportsMultipleItems]", self); defer { entry.end() }; return storedSupportsMultipleItems }
        set { let entry = UIEntry("-[UIDocumentBrowserAction setSupportsMultipleItems:]", self); defer { entry.end() }; storedSupportsMultipleItems = newValue }
    }
}

/// The animator a document browser makes for opening a document: the presented controller's
/// view grows out of `targetView` (the document's thumbnail, or the browser's view when none
/// is set) to its final frame, and shrinks back into it when dismissed. `loadingProgress` is
/// the progress of loading the document (recorded: no spinner is drawn).
@preconcurrency @MainActor
open class UIDocumentBrowserTransitionController: UIViewControllerAnimatedTransitioning {
    let documentURL: URL
    weak var browser: UIDocumentBrowserViewController?
    var storedLoadingProgress: Progress?
    weak var storedTargetView: UIView?

    init(documentURL: URL, browser: UIDocumentBrowserViewController) {
        self.documentURL = documentURL
        self.browser = browser
    }

    /// The progress of loading the document.
    open var loadingProgress: Progress? {
        get { let entry = UIEntry("-[UIDocumentBrowserTransitionController loadingProgress]", self); defer { entry.end() }; return storedLoadingProgress }
        set { let entry = UIEntry("-[UIDocumentBrowserTransitionController setLoadingProgress:]", self); defer { entry.end() }; storedLoadingProgress = newValue }
    }

    /// The view the document grows out of and shrinks into (not retained).
    open var targetView: UIView? {
        get { let entry = UIEntry("-[UIDocumentBrowserTransitionController targetView]", self); defer { entry.end() }; return storedTargetView }
        set { let entry = UIEntry("-[UIDocumentBrowserTransitionController setTargetView:]", self); defer { entry.end() }; storedTargetView = newValue }
    }

    /// A third of a second.
    open func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        UIEntry.check("-[UIDocumentBrowserTransitionController transitionDuration:]", self)
        return 0.35
    }

    /// Grows the presented view out of the target's frame (or shrinks the dismissed one into it).
    open func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let entry = UIEntry("-[UIDocumentBrowserTransitionController animateTransition:]", self); defer { entry.end() }
        let container = transitionContext.containerView
        let source = storedTargetView ?? browser?.viewIfLoaded
        let thumbnail = source.map { $0.convert($0.bounds, to: container) } ?? CGRect(x: container.bounds.midX, y: container.bounds.midY, width: 0, height: 0)
        let duration = transitionDuration(using: transitionContext)
        if let to = transitionContext.viewController(forKey: .to), let toView = transitionContext.view(forKey: .to),
           to.isBeingPresented {
            let final = transitionContext.finalFrame(for: to)
            container.addSubview(toView)
            toView.frame = thumbnail
            UIView.animate(withDuration: duration, animations: { toView.frame = final }, completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
        } else if let fromView = transitionContext.view(forKey: .from) {
            UIView.animate(withDuration: duration, animations: { fromView.frame = thumbnail }, completion: { _ in
                let done = !transitionContext.transitionWasCancelled
                if done { fromView.removeFromSuperview() }
                transitionContext.completeTransition(done)
            })
        } else {
            transitionContext.completeTransition(true)
        }
    }
}
