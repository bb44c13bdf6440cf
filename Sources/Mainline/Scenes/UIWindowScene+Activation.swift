import Foundation

extension UIWindowScene {
    /// How a window scene asks to be shown when it is requested.
    open class ActivationRequestOptions: UIScene.ActivationRequestOptions {
        /// How the new window is presented.
        public enum PresentationStyle: Int, Sendable {
            /// The system's choice.
            case automatic
            /// A window beside the others.
            case standard
            /// A window in front of the others.
            case prominent
        }

        var storedPreferredPresentationStyle = PresentationStyle.automatic

        /// How the new window would like to be presented.
        open var preferredPresentationStyle: PresentationStyle {
            get { let entry = UIEntry("-[UIWindowSceneActivationRequestOptions preferredPresentationStyle]", self); defer { entry.end() }; return storedPreferredPresentationStyle }
            set { let entry = UIEntry("-[UIWindowSceneActivationRequestOptions setPreferredPresentationStyle:]", self); defer { entry.end() }; storedPreferredPresentationStyle = newValue }
        }
    }

    /// What opens a new window from a gesture or an action (iPadOS 17): the user activity the
    /// new scene receives, the request options, and the preview it grows from.
    @preconcurrency @MainActor
    open class ActivationConfiguration {
        let storedUserActivity: NSUserActivity
        var storedOptions: UIWindowScene.ActivationRequestOptions?
        var storedPreview: UITargetedPreview?

        /// A configuration passing `userActivity` to the new scene.
        public init(userActivity: NSUserActivity) {
            UIEntry.check("-[UIWindowSceneActivationConfiguration initWithUserActivity:]")
            storedUserActivity = userActivity
        }

        /// The activity the new scene receives (`connectionOptions.userActivities`).
        open var userActivity: NSUserActivity {
            let entry = UIEntry("-[UIWindowSceneActivationConfiguration userActivity]", self); defer { entry.end() }
            return storedUserActivity
        }
        /// The options of the request.
        open var options: UIWindowScene.ActivationRequestOptions? {
            get { let entry = UIEntry("-[UIWindowSceneActivationConfiguration options]", self); defer { entry.end() }; return storedOptions }
            set { let entry = UIEntry("-[UIWindowSceneActivationConfiguration setOptions:]", self); defer { entry.end() }; storedOptions = newValue }
        }
        /// The view the new window grows from.
        open var preview: UITargetedPreview? {
            get { let entry = UIEntry("-[UIWindowSceneActivationConfiguration preview]", self); defer { entry.end() }; return storedPreview }
            set { let entry = UIEntry("-[UIWindowSceneActivationConfiguration setPreview:]", self); defer { entry.end() }; storedPreview = newValue }
        }
    }
}
