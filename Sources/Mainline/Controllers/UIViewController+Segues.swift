import Foundation

/// A controller's storyboard scene: where its segues are found.
struct StoryboardScene {
    let storyboard: UIStoryboard
    let element: NibElement
}

/// Storyboard segues: `performSegue(withIdentifier:sender:)`, segues triggered by a control's
/// tap (after `shouldPerformSegue(withIdentifier:sender:)`), embed segues performed as the
/// source's view loads (before its `viewDidLoad()`, as UIKit does), and unwind segues. Each is
/// made when it is performed: the destination from its scene (`init(coder:)`,
/// `awakeFromNib()`), then the source's `prepare(for:sender:)`, then `perform()`.
///
/// Not followed: segues from table and collection view cells and from bar button items (their
/// triggers are not connected; perform them by identifier).
extension UIViewController {
    /// Performs the segue `identifier` of this controller's scene; `checked` asks
    /// `shouldPerformSegue(withIdentifier:sender:)` first (a control's trigger).
    func performStoryboardSegue(identifier: String, sender: Any?, checked: Bool) {
        guard let scene = storedStoryboardScene,
              let element = scene.element.firstDescendant(where: { $0.name == "segue" && $0["identifier"] == identifier }) else {
            DiagnosticCenter.report(.interfaceBuilder, """
            Mainline: \(self) has no segue with identifier '\(identifier)' (UIKit throws NSInvalidArgumentException: \
            "Receiver has no segue with identifier"). The call is ignored.
            """, in: context)
            return
        }
        performSegue(element, in: scene, sender: sender, checked: checked)
    }

    /// Performs the segue `element` describes.
    func performSegue(_ element: NibElement, in scene: StoryboardScene, sender: Any?, checked: Bool) {
        let identifier = element["identifier"]
        if checked, let identifier {
            let allowed = context.loop.span(.controllerCallback, "shouldPerformSegue(withIdentifier:sender:)", object: self) {
                shouldPerformSegue(withIdentifier: identifier, sender: sender)
            }
            guard allowed else { return }
        }
        if element["kind"] == "unwind" {
            guard let action = element["unwindAction"] else { return }
            performUnwind(action: Selector(action), identifier: identifier, sender: sender)
            return
        }
        guard let segue = makeSegue(element, in: scene, sender: sender) else { return }
        context.loop.span(.controllerCallback, "prepare(for:sender:)", object: self) { prepare(for: segue, sender: sender) }
        context.loop.span(.controllerCallback, "perform()", object: segue.storedDestination) { segue.perform() }
    }

    /// The segue object: the destination made from its scene, the custom class or the kind's.
    func makeSegue(_ element: NibElement, in scene: StoryboardScene, sender: Any?) -> UIStoryboardSegue? {
        guard let destinationID = element["destination"],
              let destination = scene.storyboard.instantiateController({ $0["id"] == destinationID }) else {
            DiagnosticCenter.report(.interfaceBuilder, "Mainline: Interface Builder: segue \(element["id"] ?? "?") from \(self) has no destination scene; not performed.", in: context)
            return nil
        }
        let kind = element["kind"] ?? "show"
        let type: AnyClass = element["customClass"].map {
            NibLoad(document: scene.storyboard.document, bundle: scene.storyboard.bundle, moduleHints: UINib.registeredModules())
                .resolveClass($0, module: element["customModule"], base: UIStoryboardSegue.self)
        } ?? UIStoryboardSegue.self
        let segueType = type as? UIStoryboardSegue.Type ?? UIStoryboardSegue.self
        let segue = segueType.init(identifier: element["identifier"], source: self, destination: destination)
        if kind != "custom" {
            segue.performHandler = builtInPerform(kind: kind, element: element, destination: destination, sender: sender)
        }
        return segue
    }

    /// What a storyboard kind's segue does when performed.
    private func builtInPerform(kind: String, element: NibElement, destination: UIViewController, sender: Any?) -> (() -> Void)? {
        let animated = element["animates"] != "NO"
        switch kind {
        case "show":
            return { [weak self] in self?.show(destination, sender: sender) }
        case "showDetail":
            return { [weak self] in self?.showDetailViewController(destination, sender: sender) }
        case "push":
            return { [weak self] in
                guard let self else { return }
                if let navigation = self as? UINavigationController ?? self.enclosingNavigationController {
                    navigation.pushViewController(destination, animated: animated)
                } else {
                    self.reportPresentation("A push segue from \(self) needs a navigation controller (UIKit throws); nothing is shown.")
                }
            }
        case "presentation", "modal", "popoverPresentation":
            if let style = element["modalPresentationStyle"].flatMap({ Self.presentationStyles[$0] }) {
                destination.storedModalPresentationStyle = style
            }
            if let transition = element["modalTransitionStyle"].flatMap({ Self.transitionStyles[$0] }) {
                destination.storedModalTransitionStyle = transition
            }
            if kind == "popoverPresentation" {
                destination.storedModalPresentationStyle = .popover
                if let popover = destination.popoverPresentationController, let view = sender as? UIView {
                    popover.sourceView = view
                    popover.sourceRect = view.storedBounds
                }
            }
            return { [weak self] in self?.startPresentation(of: destination, animated: animated, completion: nil) }
        case "embed":
            return nil
        default:
            DiagnosticCenter.report(.interfaceBuilder, "Mainline: Interface Builder: segue kind \(kind) is not supported; the segue does nothing.", in: context)
            return nil
        }
    }

    static let presentationStyles: [String: UIModalPresentationStyle] = [
        "fullScreen": .fullScreen, "pageSheet": .pageSheet, "formSheet": .formSheet, "currentContext": .currentContext,
        "custom": .custom, "overFullScreen": .overFullScreen, "overCurrentContext": .overCurrentContext, "popover": .popover,
        "automatic": .automatic,
    ]

    static let transitionStyles: [String: UIModalTransitionStyle] = [
        "coverVertical": .coverVertical, "flipHorizontal": .flipHorizontal, "crossDissolve": .crossDissolve, "partialCurl": .partialCurl,
    ]

    // MARK: - Segues in a scene's views

    /// The segues found while loading this controller's view: an embed segue is performed now
    /// (the child's view fills its container view), a control's segue is performed when the
    /// control is tapped.
    func connectSegues(_ segues: [(object: AnyObject, element: NibElement)], in scene: StoryboardScene) {
        for (object, element) in segues {
            if element["kind"] == "embed", let container = object as? UIView {
                embed(element, in: container, scene: scene)
            } else if let control = object as? UIControl {
                control.addAction(UIAction { [weak self, weak control] _ in
                    guard let self, let control else { return }
                    self.performSegue(element, in: scene, sender: control, checked: true)
                }, for: control is UIButton ? .touchUpInside : .primaryActionTriggered)
            }
        }
    }

    /// An embed segue: the destination becomes a child whose view fills `container`.
    private func embed(_ element: NibElement, in container: UIView, scene: StoryboardScene) {
        guard let segue = makeSegue(element, in: scene, sender: nil) else { return }
        let child = segue.storedDestination
        segue.performHandler = { [weak self, weak container, weak child] in
            guard let self, let container, let child else { return }
            self.addChild(child)
            let view = child.loadedView
            view.frame = container.storedBounds
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            container.addSubview(view)
            child.didMove(toParent: self)
        }
        context.loop.span(.controllerCallback, "prepare(for:sender:)", object: self) { prepare(for: segue, sender: nil) }
        context.loop.span(.controllerCallback, "perform()", object: child) { segue.perform() }
    }

    // MARK: - Unwinding

    /// An unwind segue with `action`: the destination is the first controller, searching from
    /// this one's containers and presenters outwards (each container's other children, newest
    /// first, then the container), that can perform the action; then this controller's
    /// `prepare(for:sender:)`, the destination's action method, and the segue dismisses what the
    /// destination presents and pops each navigation controller on the way back to it.
    func performUnwind(action: Selector, identifier: String?, sender: Any?) {
        let source = UIStoryboardUnwindSegueSource(source: self, action: action, sender: sender)
        guard let destination = unwindDestination(for: source) else {
            DiagnosticCenter.report(.interfaceBuilder, """
            Mainline: no controller above \(self) can perform the unwind action \(action.name) (UIKit does nothing). The unwind is ignored.
            """, in: context)
            return
        }
        let segue = UIStoryboardSegue(identifier: identifier, source: self, destination: destination)
        segue.performHandler = { [weak self, weak destination] in
            guard let self, let destination else { return }
            self.unwindPath(to: destination, segue: segue)
        }
        context.loop.span(.controllerCallback, "prepare(for:sender:)", object: self) { prepare(for: segue, sender: sender) }
        SelectorDispatch.send(action, to: destination, arguments: [segue])
        context.loop.span(.controllerCallback, "perform()", object: destination) { segue.perform() }
    }

    /// The controller an unwind from `source` goes to.
    private func unwindDestination(for source: UIStoryboardUnwindSegueSource) -> UIViewController? {
        var current: UIViewController? = storedParent ?? storedPresentingViewController
        var visited: Set<ObjectIdentifier> = [ObjectIdentifier(self)]
        while let candidate = current {
            guard visited.insert(ObjectIdentifier(candidate)).inserted else { break }
            let children = context.loop.span(.controllerCallback, "allowedChildrenForUnwinding(from:)", object: candidate) {
                candidate.allowedChildrenForUnwinding(from: source)
            }
            for child in children where child.canPerformUnwindSegueAction(source.storedAction, from: self, sender: source.storedSender) {
                return child
            }
            if candidate.canPerformUnwindSegueAction(source.storedAction, from: self, sender: source.storedSender) { return candidate }
            current = candidate.storedParent ?? candidate.storedPresentingViewController
        }
        return nil
    }

    /// Brings `destination` back on screen: each container on the way unwinds towards its child
    /// (`unwind(for:towards:)`), and what the destination's hierarchy presents is dismissed.
    private func unwindPath(to destination: UIViewController, segue: UIStoryboardSegue) {
        // The chain of containers from the destination up, each with the child towards it.
        var towards = destination
        var container = destination.storedParent
        while let parent = container {
            context.loop.span(.controllerCallback, "unwind(for:towards:)", object: parent) { parent.unwind(for: segue, towards: towards) }
            towards = parent
            container = parent.storedParent
        }
        if destination.presentedViewControllerInHierarchy != nil {
            destination.startDismissal(animated: true, completion: nil)
        }
    }
}

extension NibElement {
    /// The first element below this one (depth first) that satisfies `predicate`.
    func firstDescendant(where predicate: (NibElement) -> Bool) -> NibElement? {
        var stack = Array(children.reversed())
        while let element = stack.popLast() {
            if predicate(element) { return element }
            stack.append(contentsOf: element.children.reversed())
        }
        return nil
    }
}

extension UIViewController {
    /// The storyboard the controller was made from (nil for one made in code).
    public var storyboard: UIStoryboard? {
        let entry = UIEntry("-[UIViewController storyboard]", self); defer { entry.end() }
        return storedStoryboardScene?.storyboard ?? storedParent?.storyboard
    }
}
