import Foundation

extension UIViewController {
    /// A transition a controller prefers when it is presented (iOS 18): one of the modal
    /// transition styles, chosen over `modalTransitionStyle`.
    ///
    /// Not built: the zoom transition (`zoom(options:sourceViewProvider:)`, which needs the
    /// zoom source context and its options).
    @preconcurrency @MainActor
    public final class Transition {
        let modalTransitionStyle: UIModalTransitionStyle

        init(_ style: UIModalTransitionStyle) { modalTransitionStyle = style }

        /// The presented view rises from the bottom edge.
        public static func coverVertical() -> Transition {
            UIEntry.check("+[UIViewControllerTransition coverVerticalTransition]")
            return Transition(.coverVertical)
        }

        /// The presented view flips in horizontally.
        public static func flipHorizontal() -> Transition {
            UIEntry.check("+[UIViewControllerTransition flipHorizontalTransition]")
            return Transition(.flipHorizontal)
        }

        /// The presented view fades in.
        public static func crossDissolve() -> Transition {
            UIEntry.check("+[UIViewControllerTransition crossDissolveTransition]")
            return Transition(.crossDissolve)
        }

        /// The presenter's view curls up to reveal the presented one.
        public static func partialCurl() -> Transition {
            UIEntry.check("+[UIViewControllerTransition partialCurlTransition]")
            return Transition(.partialCurl)
        }
    }

    /// The transition used when this controller is presented, in place of
    /// `modalTransitionStyle` (nil: that style).
    public var preferredTransition: Transition? {
        get { let entry = UIEntry("-[UIViewController preferredTransition]", self); defer { entry.end() }; return storedPreferredTransition }
        set { let entry = UIEntry("-[UIViewController setPreferredTransition:]", self); defer { entry.end() }; storedPreferredTransition = newValue }
    }
}
