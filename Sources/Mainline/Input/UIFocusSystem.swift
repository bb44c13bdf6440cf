import Foundation

/// Where focus moves: a direction on screen, or the next or previous item in reading order.
public struct UIFocusHeading: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let up = UIFocusHeading(rawValue: 1 << 0)
    public static let down = UIFocusHeading(rawValue: 1 << 1)
    public static let left = UIFocusHeading(rawValue: 1 << 2)
    public static let right = UIFocusHeading(rawValue: 1 << 3)
    public static let next = UIFocusHeading(rawValue: 1 << 4)
    public static let previous = UIFocusHeading(rawValue: 1 << 5)
}

/// Something focus can be in or move through: views and view controllers.
@preconcurrency @MainActor
public protocol UIFocusEnvironment: AnyObject {
    /// The environments to search for focus first, in order.
    var preferredFocusEnvironments: [UIFocusEnvironment] { get }
    /// The environment that contains this one (a view's superview or controller).
    var parentFocusEnvironment: UIFocusEnvironment? { get }
    /// Asks for focus to be updated (honoured when the environment holds the focused item, or
    /// nothing is focused), in the next turn.
    func setNeedsFocusUpdate()
    /// Performs a requested focus update now.
    func updateFocusIfNeeded()
    /// Whether focus may move as `context` describes.
    func shouldUpdateFocus(in context: UIFocusUpdateContext) -> Bool
    /// Focus moved as `context` describes.
    func didUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator)
}

/// A focus move: the item before and after, and the heading.
@preconcurrency @MainActor
open class UIFocusUpdateContext {
    weak var storedPrevious: UIView?
    weak var storedNext: UIView?
    let storedHeading: UIFocusHeading

    init(previous: UIView?, next: UIView?, heading: UIFocusHeading) {
        storedPrevious = previous
        storedNext = next
        storedHeading = heading
    }

    /// The item focused before the move.
    open var previouslyFocusedItem: UIView? { let entry = UIEntry("-[UIFocusUpdateContext previouslyFocusedItem]", self); defer { entry.end() }; return storedPrevious }
    /// The item focused after the move.
    open var nextFocusedItem: UIView? { let entry = UIEntry("-[UIFocusUpdateContext nextFocusedItem]", self); defer { entry.end() }; return storedNext }
    /// The view focused before the move.
    open var previouslyFocusedView: UIView? { let entry = UIEntry("-[UIFocusUpdateContext previouslyFocusedView]", self); defer { entry.end() }; return storedPrevious }
    /// The view focused after the move.
    open var nextFocusedView: UIView? { let entry = UIEntry("-[UIFocusUpdateContext nextFocusedView]", self); defer { entry.end() }; return storedNext }
    /// The heading of the move (none when the app asked for it).
    open var focusHeading: UIFocusHeading { let entry = UIEntry("-[UIFocusUpdateContext focusHeading]", self); defer { entry.end() }; return storedHeading }
}

/// Runs animations with a focus move's own: animations added run at once, in a
/// `UIView.animate` block of the focus animation's length (0.2 s), completions after it.
@preconcurrency @MainActor
open class UIFocusAnimationCoordinator {
    init() {}

    /// Runs `animations` with the focus animation, then `completion`.
    open func addCoordinatedAnimations(_ animations: (() -> Void)?, completion: (() -> Void)? = nil) {
        UIEntry.check("-[UIFocusAnimationCoordinator addCoordinatedAnimations:completion:]", self)
        UIView.animate(withDuration: 0.2, animations: { animations?() }, completion: { _ in completion?() })
    }
    /// Runs animations of the item gaining focus.
    open func addCoordinatedFocusingAnimations(_ animations: ((UIFocusAnimationContext) -> Void)?, completion: (() -> Void)? = nil) {
        UIEntry.check("-[UIFocusAnimationCoordinator addCoordinatedFocusingAnimations:completion:]", self)
        UIView.animate(withDuration: 0.2, animations: { animations?(FocusAnimationContext()) }, completion: { _ in completion?() })
    }
    /// Runs animations of the item losing focus.
    open func addCoordinatedUnfocusingAnimations(_ animations: ((UIFocusAnimationContext) -> Void)?, completion: (() -> Void)? = nil) {
        UIEntry.check("-[UIFocusAnimationCoordinator addCoordinatedUnfocusingAnimations:completion:]", self)
        UIView.animate(withDuration: 0.2, animations: { animations?(FocusAnimationContext()) }, completion: { _ in completion?() })
    }
}

/// The timing of a focus animation.
@preconcurrency @MainActor
public protocol UIFocusAnimationContext: AnyObject {
    /// How long it runs.
    var duration: TimeInterval { get }
}

@MainActor
final class FocusAnimationContext: UIFocusAnimationContext {
    var duration: TimeInterval { 0.2 }
}

/// An environment that asked for a focus update.
struct FocusRequest {
    weak var environment: UIFocusEnvironment?
}

/// The focus engine of a window's scene: the focused item and the moves between items.
///
/// As UIKit's: focus goes to the first focusable view found from an environment's preferred
/// environments (a view without preferences searching its subviews in reading order); a move
/// asks `shouldUpdateFocus(in:)` of every environment holding the item before or after and
/// stops at a refusal (posting `movementDidFailNotification`); then it tells them
/// `didUpdateFocus(in:with:)`, innermost first, and posts `didUpdateNotification`. In a
/// simulation, `Simulation.moveFocus(_:)` is the user's Tab and arrow keys.
@preconcurrency @MainActor
open class UIFocusSystem {
    /// Posted after focus moved (`userInfo`: the context and the animation coordinator).
    nonisolated public static let didUpdateNotification = Notification.Name("UIFocusDidUpdateNotification")
    /// Posted when a move was refused or found nothing.
    nonisolated public static let movementDidFailNotification = Notification.Name("UIFocusMovementDidFailNotification")
    /// The context in a notification's `userInfo`.
    nonisolated public static let focusUpdateContextUserInfoKey = "UIFocusUpdateContextKey"
    /// The coordinator in a notification's `userInfo`.
    nonisolated public static let animationCoordinatorUserInfoKey = "UIFocusUpdateAnimationCoordinatorKey"

    let context: SimulationContext

    init(context: SimulationContext) { self.context = context }

    /// The focus system of `environment`'s simulation.
    public convenience init?(forEnvironment environment: UIFocusEnvironment) {
        UIEntry.check("+[UIFocusSystem focusSystemForEnvironment:]")
        let view = (environment as? UIView) ?? (environment as? UIViewController)?.viewIfLoaded
        guard let context = view?.context ?? (environment as? UIViewController)?.context else { return nil }
        self.init(context: context)
    }

    /// The focused item.
    open var focusedItem: UIView? {
        let entry = UIEntry("-[UIFocusSystem focusedItem]", self); defer { entry.end() }
        return context.app.focusedItem
    }

    /// Asks for focus to move into `environment` (in the next turn).
    open func requestFocusUpdate(to environment: UIFocusEnvironment) {
        let entry = UIEntry("-[UIFocusSystem requestFocusUpdateToEnvironment:]", self); defer { entry.end() }
        FocusEngine.request(environment, in: context)
    }

    /// Performs requested updates now.
    open func updateFocusIfNeeded() {
        let entry = UIEntry("-[UIFocusSystem updateFocusIfNeeded]", self); defer { entry.end() }
        FocusEngine.performRequests(in: context)
    }
}

/// The focus engine's work.
@MainActor
enum FocusEngine {
    static func request(_ environment: UIFocusEnvironment, in context: SimulationContext) {
        let app = context.app
        let wasEmpty = app.focusUpdateRequests.isEmpty
        app.focusUpdateRequests.append(FocusRequest(environment: environment))
        if wasEmpty {
            DispatchQueue.main.async { MainActor.assumeIsolated { performRequests(in: context) } }
        }
    }

    static func performRequests(in context: SimulationContext) {
        let app = context.app
        let requests = app.focusUpdateRequests.compactMap(\.environment)
        app.focusUpdateRequests = []
        for environment in requests {
            // UIKit honours a request only from an environment holding the focused item (or
            // when nothing is focused).
            if let focused = app.focusedItem, !contains(environment, focused) { continue }
            if let target = firstFocusable(in: environment), target !== app.focusedItem {
                move(to: target, heading: [], in: context)
            }
        }
    }

    /// The chain of environments from `view` up: views, and the controllers whose views they are.
    static func chain(from view: UIView?) -> [UIFocusEnvironment] {
        var result: [UIFocusEnvironment] = []
        var current: UIFocusEnvironment? = view
        while let environment = current, result.count < 10_000 {
            result.append(environment)
            current = environment.parentFocusEnvironment
        }
        return result
    }

    static func contains(_ environment: UIFocusEnvironment, _ view: UIView) -> Bool {
        chain(from: view).contains { $0 === environment }
    }

    static func isFocusable(_ view: UIView) -> Bool {
        view.storedWindow != nil && !view.isHiddenInWindow && view.canBecomeFocused
    }

    /// The first focusable view of `environment`: its preferred environments in order, a view
    /// without preferences searching its subviews in reading order.
    static func firstFocusable(in environment: UIFocusEnvironment, depth: Int = 0) -> UIView? {
        guard depth < 64 else { return nil }
        if let view = environment as? UIView, isFocusable(view) { return view }
        let preferred = environment.preferredFocusEnvironments.filter { $0 !== environment }
        for candidate in preferred {
            if let found = firstFocusable(in: candidate, depth: depth + 1) { return found }
        }
        if let view = environment as? UIView, preferred.isEmpty {
            for subview in readingOrder(view.storedSubviews, in: view) {
                if let found = firstFocusable(in: subview, depth: depth + 1) { return found }
            }
        }
        return nil
    }

    /// Views in reading order: top to bottom, then left to right (by their frames in `container`).
    static func readingOrder(_ views: [UIView], in container: UIView) -> [UIView] {
        let placed: [(view: UIView, rect: CGRect)] = views.map { ($0, $0.convert($0.storedBounds, to: container)) }
        return placed.sorted(by: readsBefore).map(\.view)
    }

    private static func readsBefore(_ a: (view: UIView, rect: CGRect), _ b: (view: UIView, rect: CGRect)) -> Bool {
        if a.rect.minY != b.rect.minY { return a.rect.minY < b.rect.minY }
        return a.rect.minX < b.rect.minX
    }

    /// Every focusable view in `window`, in reading order of the window.
    static func focusableViews(in window: UIWindow) -> [UIView] {
        var found: [UIView] = []
        func visit(_ view: UIView) {
            if isFocusable(view) { found.append(view) }
            for subview in view.storedSubviews where !subview.storedIsHidden { visit(subview) }
        }
        visit(window)
        return readingOrder(found, in: window)
    }

    /// The focusable view nearest `current` whose frame lies wholly in the direction of `heading`.
    static func nearest(to current: UIView, among items: [UIView], heading: UIFocusHeading, in window: UIWindow) -> UIView? {
        let from = current.convert(current.storedBounds, to: window)
        var best: (view: UIView, distance: CGFloat)?
        for item in items where item !== current {
            let r = item.convert(item.storedBounds, to: window)
            let down = heading.contains(.down) && r.minY >= from.maxY
            let up = heading.contains(.up) && r.maxY <= from.minY
            let right = heading.contains(.right) && r.minX >= from.maxX
            let left = heading.contains(.left) && r.maxX <= from.minX
            guard down || up || right || left else { continue }
            let distance = hypot(r.midX - from.midX, r.midY - from.midY)
            if best == nil || distance < best!.distance { best = (item, distance) }
        }
        return best?.view
    }

    /// Moves focus to `target`: asks, then tells, every environment of both chains.
    @discardableResult
    static func move(to target: UIView?, heading: UIFocusHeading, in context: SimulationContext) -> Bool {
        let app = context.app
        let previous = app.focusedItem
        let update = UIFocusUpdateContext(previous: previous, next: target, heading: heading)
        var environments: [UIFocusEnvironment] = []
        for environment in chain(from: previous) + chain(from: target) where !environments.contains(where: { $0 === environment }) {
            environments.append(environment)
        }
        for environment in environments {
            let allowed = context.loop.span(.delegateCallback, "shouldUpdateFocus(in:)") { environment.shouldUpdateFocus(in: update) }
            if !allowed {
                NotificationCenter.default.post(name: UIFocusSystem.movementDidFailNotification, object: nil,
                                                userInfo: [UIFocusSystem.focusUpdateContextUserInfoKey: update])
                return false
            }
        }
        app.focusedItem = target
        let coordinator = UIFocusAnimationCoordinator()
        for environment in environments {
            context.loop.span(.delegateCallback, "didUpdateFocus(in:with:)") { environment.didUpdateFocus(in: update, with: coordinator) }
        }
        NotificationCenter.default.post(name: UIFocusSystem.didUpdateNotification, object: nil,
                                        userInfo: [UIFocusSystem.focusUpdateContextUserInfoKey: update,
                                                   UIFocusSystem.animationCoordinatorUserInfoKey: coordinator])
        return true
    }
}

extension UIView: UIFocusEnvironment {
    /// The superview, or the controller whose view this is.
    public var parentFocusEnvironment: UIFocusEnvironment? {
        let entry = UIEntry("-[UIView parentFocusEnvironment]", self); defer { entry.end() }
        if let controller = owningViewController { return controller }
        return storedSuperview
    }
    /// Asks for focus to be updated in the next turn.
    public func setNeedsFocusUpdate() {
        let entry = UIEntry("-[UIView setNeedsFocusUpdate]", self); defer { entry.end() }
        FocusEngine.request(self, in: context)
    }
    /// Performs requested focus updates now.
    public func updateFocusIfNeeded() {
        let entry = UIEntry("-[UIView updateFocusIfNeeded]", self); defer { entry.end() }
        FocusEngine.performRequests(in: context)
    }
}

extension UIViewController: UIFocusEnvironment {
    /// The superview of the controller's view (nil while it has none).
    public var parentFocusEnvironment: UIFocusEnvironment? {
        let entry = UIEntry("-[UIViewController parentFocusEnvironment]", self); defer { entry.end() }
        return storedView?.storedSuperview
    }
    /// Asks for focus to be updated in the next turn.
    public func setNeedsFocusUpdate() {
        let entry = UIEntry("-[UIViewController setNeedsFocusUpdate]", self); defer { entry.end() }
        FocusEngine.request(self, in: context)
    }
    /// Performs requested focus updates now.
    public func updateFocusIfNeeded() {
        let entry = UIEntry("-[UIViewController updateFocusIfNeeded]", self); defer { entry.end() }
        FocusEngine.performRequests(in: context)
    }
}

extension Simulation {
    /// The user moves keyboard focus (Tab is `.next`, Shift-Tab `.previous`; arrow keys the
    /// directions) in the key window: to the next focusable view in reading order, or the
    /// nearest one in the direction; with nothing focused, to the first (last for `.previous`).
    /// A refused move or one that finds nothing posts `UIFocusSystem.movementDidFailNotification`.
    public func moveFocus(_ heading: UIFocusHeading, after delay: TimeInterval = 0) {
        let context = self.context
        input(after: delay, "focus move") { _ in
            MainActor.assumeIsolated { FocusEngine.userMove(heading, in: context) }
        }
    }
}

extension FocusEngine {
    /// The user's focus move (Tab, Shift-Tab, arrows) in the key window.
    static func userMove(_ heading: UIFocusHeading, in context: SimulationContext) {
        context.loop.timeline.markInput()
        guard let window = context.app.windows.first(where: { $0.storedIsKeyWindow && !$0.storedIsHidden }) else { return }
        let items = FocusEngine.focusableViews(in: window)
        let current = context.app.focusedItem
        var target: UIView?
        if let current, let index = items.firstIndex(where: { $0 === current }) {
            if heading.contains(.next) {
                target = index + 1 < items.count ? items[index + 1] : nil
            } else if heading.contains(.previous) {
                target = index > 0 ? items[index - 1] : nil
            } else {
                target = FocusEngine.nearest(to: current, among: items, heading: heading, in: window)
            }
        } else {
            target = heading.contains(.previous) ? items.last : items.first
        }
        guard let target else {
            NotificationCenter.default.post(name: UIFocusSystem.movementDidFailNotification, object: nil)
            return
        }
        FocusEngine.move(to: target, heading: heading, in: context)
    }
}
