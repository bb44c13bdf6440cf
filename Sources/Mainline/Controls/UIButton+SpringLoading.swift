import Foundation

extension UIButton: UISpringLoadedInteractionSupporting {
    /// Whether a drag pausing over the button taps it — its `.touchUpInside` and primary
    /// actions run, as for a tap (default false). Setting it adds or removes the button's
    /// spring-loaded interaction.
    public var isSpringLoaded: Bool {
        get {
            let entry = UIEntry("-[UIButton isSpringLoaded]", self); defer { entry.end() }
            return springLoading != nil
        }
        set {
            let entry = UIEntry("-[UIButton setSpringLoaded:]", self); defer { entry.end() }
            if newValue, springLoading == nil {
                addInteraction(ControlSpringLoadedInteraction { [weak self] _, _ in
                    self?.sendActions(for: [.touchUpInside, .primaryActionTriggered])
                })
            } else if !newValue, let interaction = springLoading {
                removeInteraction(interaction)
            }
        }
    }

    private var springLoading: ControlSpringLoadedInteraction? {
        (viewExtras?.interactions ?? []).lazy.compactMap { $0 as? ControlSpringLoadedInteraction }.first
    }
}

/// The spring-loaded interaction a control's `isSpringLoaded` adds.
final class ControlSpringLoadedInteraction: UISpringLoadedInteraction {}
