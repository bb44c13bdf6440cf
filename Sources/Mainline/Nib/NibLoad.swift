import Foundation

/// One load of an Interface Builder document: the objects made so far by id (in document
/// order), and the connections and runtime attributes to apply once they all exist.
final class NibLoad {
    var objects: [String: AnyObject] = [:]
    /// Objects decoded by this load, in the order they were made (for `awakeFromNib`).
    var decoded: [AnyObject] = []
    /// Elements whose `<connections>` and `<userDefinedRuntimeAttributes>` are still to apply.
    var pending: [(object: AnyObject, element: NibElement)] = []
    let document: NibElement
    let bundle: Bundle?
    let moduleHints: [String]
    var problems: [String] = []
    /// Segue connections met (applied by the storyboard once the view is loaded).
    var segues: [(object: AnyObject, element: NibElement)] = []
    /// A storyboard scene's top and bottom layout guides, added to its root view as it is decoded.
    var rootLayoutGuides: [UILayoutGuide]?

    init(document: NibElement, bundle: Bundle?, moduleHints: [String]) {
        self.document = document
        self.bundle = bundle
        self.moduleHints = moduleHints
    }

    /// The UIKit class of each object element.
    static let baseClasses: [String: AnyClass] = [
        "view": UIView.self, "label": UILabel.self, "button": UIButton.self, "imageView": UIImageView.self,
        "stackView": UIStackView.self, "scrollView": UIScrollView.self, "textField": UITextField.self,
        "textView": UITextView.self, "switch": UISwitch.self, "slider": UISlider.self, "stepper": UIStepper.self,
        "segmentedControl": UISegmentedControl.self, "activityIndicatorView": UIActivityIndicatorView.self,
        "pageControl": UIPageControl.self, "progressView": UIProgressView.self, "window": UIWindow.self,
        "viewController": UIViewController.self, "navigationController": UINavigationController.self,
        "tabBarController": UITabBarController.self, "pageViewController": UIPageViewController.self,
        "splitViewController": UISplitViewController.self,
        "tableViewCell": UITableViewCell.self, "collectionViewCell": UICollectionViewCell.self,
        "collectionReusableView": UICollectionReusableView.self, "containerView": UIView.self,
    ]

    /// Makes the object `element` describes with `init(coder:)`: its own properties, subviews
    /// and constraints are decoded inside that initializer, as UIKit's archives are.
    func instantiate(_ element: NibElement) -> AnyObject? {
        guard let base = Self.baseClasses[element.name] else {
            problems.append("\(element.name) \(element["id"] ?? "") is not supported: left out")
            return nil
        }
        let type: AnyClass = resolveClass(element["customClass"], module: element["customModule"], base: base)
        let decoder = NibDecoder(element: element, load: self)
        let object: AnyObject?
        if let viewType = type as? UIView.Type {
            object = viewType.init(coder: decoder)
        } else if let controllerType = type as? UIViewController.Type {
            object = controllerType.init(coder: decoder)
        } else {
            object = nil
        }
        guard let object else {
            problems.append("\(element.name) \(element["id"] ?? "?"): its class's init(coder:) returned nil")
            return nil
        }
        if let id = element["id"] { objects[id] = object }
        decoded.append(object)
        pending.append((object, element))
        return object
    }

    /// The class named `name` (a subclass of `base`), looked up as `Module.Name` in the
    /// element's module, the registered classes and the hint modules; `base` when there is no
    /// custom class or it cannot be found (reported).
    func resolveClass(_ name: String?, module: String?, base: AnyClass) -> AnyClass {
        guard let name, !name.isEmpty else { return base }
        if let registered = UINib.registeredClass(named: name), isSubclass(registered, of: base) { return registered }
        let modules = (module.map { [$0] } ?? []) + moduleHints + UINib.registeredModules()
        for module in modules {
            if let found = _typeByName("\(module).\(name)") as? AnyClass, isSubclass(found, of: base) { return found }
        }
        if let found = _typeByName(name) as? AnyClass, isSubclass(found, of: base) { return found }
        problems.append("custom class \(name) not found (register it with UINib.register(_:)); using \(base)")
        return base
    }

    private func isSubclass(_ type: AnyClass, of base: AnyClass) -> Bool {
        var c: AnyClass? = type
        while let current = c {
            if current == base { return true }
            c = _getSuperclass(current)
        }
        return false
    }

    /// Connects outlets (the objects must all exist), applies user-defined runtime attributes,
    /// then sends `awakeFromNib` to every decoded object in document order.
    func finish(owner: AnyObject?) {
        let work = pending
        pending = []
        for (object, element) in work {
            for connection in element.child("connections")?.children ?? [] {
                connect(connection, from: object)
            }
            for attribute in element.child("userDefinedRuntimeAttributes")?.children ?? [] {
                applyRuntimeAttribute(attribute, to: object)
            }
        }
        let awakening = decoded
        decoded = []
        for object in awakening { (object as? UIResponder)?.awakeFromNib() }
    }

    func connect(_ connection: NibElement, from source: AnyObject) {
        switch connection.name {
        case "outlet", "outletCollection":
            guard let property = connection["property"], let id = connection["destination"] else { return }
            guard let destination = objects[id] else {
                return problems.append("outlet \(property): no object \(id)")
            }
            if property == "view", let controller = source as? UIViewController, let view = destination as? UIView {
                controller.view = view
            } else if property == "delegate", setDelegate(of: source, to: destination) {
                break
            } else if connection.name == "outletCollection" {
                problems.append("outlet collection \(property) is not connected (not supported)")
            } else if Outlets.set(property, of: source, to: destination) != .set {
                problems.append("outlet \(property) of \(type(of: source)): no stored var of that name and type")
            }
        case "action":
            connectAction(connection, from: source)
        case "segue":
            if connection["kind"] != "relationship" { segues.append((source, connection)) }
        default:
            break
        }
    }

    /// An `@IBAction` connection: the control's target-action for its event, a recognizer's
    /// target, a bar button item's target and action. The destination `-2` is the First
    /// Responder: a nil target, which sends the action up the responder chain.
    private func connectAction(_ connection: NibElement, from source: AnyObject) {
        guard let name = connection["selector"], let id = connection["destination"] else { return }
        let target: AnyObject?
        if id == "-2" {
            target = nil
        } else if let destination = objects[id] {
            target = destination
        } else {
            return problems.append("action \(name): no object \(id)")
        }
        let selector = Selector(name)
        switch source {
        case let control as UIControl:
            guard let events = Self.controlEvents[connection["eventType"] ?? "touchUpInside"] else {
                return problems.append("action \(name): event \(connection["eventType"] ?? "?") is not supported")
            }
            control.addTarget(target, action: selector, for: events)
        case let item as UIBarButtonItem:
            item.target = target
            item.action = selector
        default:
            problems.append("action \(name) of \(type(of: source)): it sends no actions")
        }
    }

    /// Interface Builder's names of control events.
    static let controlEvents: [String: UIControl.Event] = [
        "touchDown": .touchDown, "touchDownRepeat": .touchDownRepeat, "touchDragInside": .touchDragInside,
        "touchDragOutside": .touchDragOutside, "touchDragEnter": .touchDragEnter, "touchDragExit": .touchDragExit,
        "touchUpInside": .touchUpInside, "touchUpOutside": .touchUpOutside, "touchCancel": .touchCancel,
        "valueChanged": .valueChanged, "primaryActionTriggered": .primaryActionTriggered, "editingDidBegin": .editingDidBegin,
        "editingChanged": .editingChanged, "editingDidEnd": .editingDidEnd, "editingDidEndOnExit": .editingDidEndOnExit,
    ]

    /// UIKit's own `delegate` outlets, set through their properties.
    private func setDelegate(of source: AnyObject, to destination: AnyObject) -> Bool {
        switch source {
        case let field as UITextField: field.delegate = destination as? UITextFieldDelegate
        case let scrollView as UIScrollView: scrollView.delegate = destination as? UIScrollViewDelegate
        case let navigation as UINavigationController: navigation.delegate = destination as? UINavigationControllerDelegate
        case let tabs as UITabBarController: tabs.delegate = destination as? UITabBarControllerDelegate
        default: return false
        }
        return true
    }

    func applyRuntimeAttribute(_ attribute: NibElement, to object: AnyObject) {
        guard let keyPath = attribute["keyPath"] else { return }
        let value: Any?
        switch attribute["type"] {
        case "number":
            let raw = attribute.child("real")?["value"] ?? attribute.child("integer")?["value"] ?? "0"
            value = CGFloat(Double(raw) ?? 0)
        case "boolean": value = attribute["value"] == "YES"
        case "string": value = attribute["value"] ?? ""
        case "color": value = attribute.child("color").flatMap(NibDecoder.color)
        default: value = nil
        }
        guard let value else { return }
        if keyPath.hasPrefix("layer."), let view = object as? UIView, let number = value as? CGFloat {
            switch keyPath {
            case "layer.cornerRadius": view.layer.cornerRadius = number
            case "layer.borderWidth": view.layer.borderWidth = number
            default: problems.append("runtime attribute \(keyPath) is not supported")
            }
            return
        }
        let candidates: [Any] = (value as? CGFloat).map { number in
            [number, Double(number), Float(number)] + (Int(exactly: number.rounded()).map { [$0] } ?? [])
        } ?? [value]
        if !candidates.contains(where: { Outlets.set(keyPath, of: object, to: $0) == .set }) {
            problems.append("runtime attribute \(keyPath) of \(type(of: object)): no stored property of that name and type")
        }
    }
}
