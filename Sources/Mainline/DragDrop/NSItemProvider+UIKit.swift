import Foundation

/// UIKit's additions to item providers: how a receiver should present the item.
extension NSItemProvider {
    /// How the item prefers to be shown where it is dropped or shared.
    public enum PreferredPresentationStyle: Int, Sendable {
        /// No preference (the default).
        case unspecified = 0
        /// Shown in line with the content (a photo in a message).
        case inline = 1
        /// Shown as an attachment (a file's icon).
        case attachment = 2
    }

    /// The size the item prefers to be shown at (zero: no preference).
    public var preferredPresentationSize: CGSize {
        get { presentation.withLock { $0.size } }
        set { presentation.withLock { $0.size = newValue } }
    }

    /// How the item prefers to be shown (default `.unspecified`).
    public var preferredPresentationStyle: PreferredPresentationStyle {
        get { presentation.withLock { $0.style } }
        set { presentation.withLock { $0.style = newValue } }
    }

    /// Data an app keeps with the item for the apps of its team (at most 8 KB: a larger value
    /// is refused, as UIKit documents, and the old value kept).
    public var teamData: Data? {
        get { presentation.withLock { $0.teamData } }
        set {
            guard (newValue?.count ?? 0) <= NSItemProvider.teamDataLimit else { return }
            presentation.withLock { $0.teamData = newValue }
        }
    }

    static let teamDataLimit = 8 * 1024
}

/// The presentation preferences of one item provider.
struct ItemPresentation {
    var size: CGSize = .zero
    var style: NSItemProvider.PreferredPresentationStyle = .unspecified
    var teamData: Data?
}
