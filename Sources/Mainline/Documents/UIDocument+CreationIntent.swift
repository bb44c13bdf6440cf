import Foundation

extension UIDocument {
    /// Why a document is being created (iOS 18): the document browser's create button says
    /// `.default`; an app's own creation actions (`UIDocumentViewController.LaunchOptions.
    /// createDocumentAction(withIntent:)`) give theirs, and the browser reports it as its
    /// `activeDocumentCreationIntent` while the creation is under way.
    public struct CreationIntent: RawRepresentable, Hashable, Sendable {
        /// The intent's name.
        public let rawValue: String
        /// An intent of that name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// An intent of that name.
        public init(_ rawValue: String) { self.rawValue = rawValue }
        /// The standard creation of a new document.
        nonisolated public static let `default` = CreationIntent("UIDocumentCreationIntentDefault")
    }
}
