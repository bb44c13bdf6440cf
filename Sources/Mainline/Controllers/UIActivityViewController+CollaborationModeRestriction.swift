import Foundation

/// The two ways a share sheet shares an item: sending a copy, or inviting to collaborate.
public enum UIActivityCollaborationMode: Int, Sendable {
    /// Send a copy.
    case sendCopy = 0
    /// Collaborate on the item.
    case collaborate = 1
}

extension UIActivityViewController {
    /// A sharing mode the share sheet must not offer for the items (given under the items
    /// configuration's `.collaborationModeRestrictions` metadata key). Without an alert the
    /// mode is not offered; with one, the mode is offered, and choosing it shows the alert
    /// (title, message, a dismiss button — "OK" unless given — and optionally a recovery
    /// button that opens `alertRecoverySuggestionButtonLaunchURL`), then returns to the other mode.
    public final class CollaborationModeRestriction: CustomStringConvertible, @unchecked Sendable {
        let mode: UIActivityCollaborationMode
        let title: String?
        let message: String?
        let dismissTitle: String?
        let recoveryTitle: String?
        let recoveryURL: URL?

        private init(mode: UIActivityCollaborationMode, title: String?, message: String?, dismissTitle: String?,
                     recoveryTitle: String?, recoveryURL: URL?) {
            self.mode = mode
            self.title = title
            self.message = message
            self.dismissTitle = dismissTitle
            self.recoveryTitle = recoveryTitle
            self.recoveryURL = recoveryURL
        }

        /// `disabledMode` is not offered.
        public convenience init(disabledMode: UIActivityCollaborationMode) {
            UIEntry.check("-[UIActivityCollaborationModeRestriction initWithDisabledMode:]")
            self.init(mode: disabledMode, title: nil, message: nil, dismissTitle: nil, recoveryTitle: nil, recoveryURL: nil)
        }

        /// `disabledMode` is offered, but choosing it shows an alert with `alertTitle` and `alertMessage`.
        public convenience init(disabledMode: UIActivityCollaborationMode, alertTitle: String, alertMessage: String) {
            UIEntry.check("-[UIActivityCollaborationModeRestriction initWithDisabledMode:alertTitle:alertMessage:]")
            self.init(mode: disabledMode, title: alertTitle, message: alertMessage, dismissTitle: nil, recoveryTitle: nil, recoveryURL: nil)
        }

        /// As above, the alert's dismiss button titled `alertDismissButtonTitle`.
        public convenience init(disabledMode: UIActivityCollaborationMode, alertTitle: String, alertMessage: String,
                                alertDismissButtonTitle: String) {
            UIEntry.check("-[UIActivityCollaborationModeRestriction initWithDisabledMode:alertTitle:alertMessage:alertDismissButtonTitle:]")
            self.init(mode: disabledMode, title: alertTitle, message: alertMessage, dismissTitle: alertDismissButtonTitle,
                      recoveryTitle: nil, recoveryURL: nil)
        }

        /// As above, with a recovery button that opens `alertRecoverySuggestionButtonLaunchURL`.
        public convenience init(disabledMode: UIActivityCollaborationMode, alertTitle: String, alertMessage: String,
                                alertDismissButtonTitle: String, alertRecoverySuggestionButtonTitle: String,
                                alertRecoverySuggestionButtonLaunchURL: URL) {
            UIEntry.check("-[UIActivityCollaborationModeRestriction initWithDisabledMode:alertTitle:alertMessage:alertDismissButtonTitle:alertRecoverySuggestionButtonTitle:alertRecoverySuggestionButtonLaunchURL:]")
            self.init(mode: disabledMode, title: alertTitle, message: alertMessage, dismissTitle: alertDismissButtonTitle,
                      recoveryTitle: alertRecoverySuggestionButtonTitle, recoveryURL: alertRecoverySuggestionButtonLaunchURL)
        }

        /// The mode disabled.
        public var disabledMode: UIActivityCollaborationMode { UIEntry.check("-[UIActivityCollaborationModeRestriction disabledMode]"); return mode }
        /// The alert's title (nil: the mode is not offered at all).
        public var alertTitle: String? { UIEntry.check("-[UIActivityCollaborationModeRestriction alertTitle]"); return title }
        /// The alert's message.
        public var alertMessage: String? { UIEntry.check("-[UIActivityCollaborationModeRestriction alertMessage]"); return message }
        /// The alert's dismiss button title ("OK" when an alert has none given; nil without an alert).
        public var alertDismissButtonTitle: String? {
            UIEntry.check("-[UIActivityCollaborationModeRestriction alertDismissButtonTitle]")
            return dismissTitle ?? (title == nil ? nil : "OK")
        }
        /// The recovery button's title.
        public var alertRecoverySuggestionButtonTitle: String? {
            UIEntry.check("-[UIActivityCollaborationModeRestriction alertRecoverySuggestionButtonTitle]"); return recoveryTitle
        }
        /// The URL the recovery button opens (handed to the app).
        public var alertRecoverySuggestionButtonLaunchURL: URL? {
            UIEntry.check("-[UIActivityCollaborationModeRestriction alertRecoverySuggestionButtonLaunchURL]"); return recoveryURL
        }

        /// A description naming the mode and the alert.
        public var description: String {
            "<UIActivityCollaborationModeRestriction disabledMode=\(mode == .sendCopy ? "sendCopy" : "collaborate") alertTitle=\(title ?? "nil")>"
        }
    }
}
