import Foundation

/// The context of an app extension's request (Foundation's class on Apple platforms, which
/// swift-corelibs-foundation lacks). Mainline runs apps, not extensions: no controller has one
/// (`UIViewController.extensionContext` is nil), but code that handles one compiles.
open class NSExtensionContext {
    private let items: [Any]

    /// A context holding `inputItems`.
    public init(inputItems: [Any] = []) {
        items = inputItems
    }

    /// The items the host app sent.
    open var inputItems: [Any] { items }

    /// Ends the request with `items`; `completionHandler` hears whether the extension expired
    /// (it does not: false).
    open func completeRequest(returningItems items: [Any]?, completionHandler: ((Bool) -> Void)? = nil) {
        completionHandler?(false)
    }

    /// Ends the request with an error.
    open func cancelRequest(withError error: Error) {}

    /// Asks the host to open `url`; `completionHandler` hears whether it did (no host: false).
    open func open(_ url: URL, completionHandler: ((Bool) -> Void)? = nil) {
        completionHandler?(false)
    }
}
