import Foundation

/// Interface Builder documents (`.xib` XML) loaded at run time, as UIKit loads compiled nibs:
/// every object is made with `init(coder:)` (which decodes its properties, subviews and
/// constraints), then outlets are connected and user-defined runtime attributes set, then every
/// object gets `awakeFromNib()`.
///
/// Differences forced by Linux: custom classes are found by `Module.Class` name (the element's
/// `customModule`, the owner's module, modules of registered classes) or by registration with
/// `UINib.register(_:)`; outlets are set through Swift field reflection (stored properties
/// only); action connections become target-actions whose selectors reach the destination's
/// `SelectorDispatching` methods (code adapted by `MainlineAdapt` has them for its `@IBAction`s).
/// Problems never stop a load: `problems` lists them.
public final class UINib: @unchecked Sendable {
    let document: NibElement
    let bundle: Bundle?
    /// What the last `instantiate` could not do (missing classes, outlets, actions).
    public private(set) var problems: [String] = []

    /// The nib named `name` (`name.xib`) in `bundle` (the main bundle when nil).
    public convenience init(nibName name: String, bundle: Bundle?) {
        UIEntry.check("+[UINib nibWithNibName:bundle:]")
        let source = bundle ?? .main
        let url = source.url(forResource: name, withExtension: "xib")
        let data = url.flatMap { try? Data(contentsOf: $0) }
        self.init(data: data ?? Data(), bundle: bundle, name: name)
        if data == nil { problems = ["no nib named \(name) in \(source.bundlePath)"] }
    }

    /// A nib from its `.xib` XML.
    public convenience init(data: Data, bundle: Bundle?) {
        UIEntry.check("+[UINib nibWithData:bundle:]")
        self.init(data: data, bundle: bundle, name: nil)
    }

    private init(data: Data, bundle: Bundle?, name: String?) {
        self.bundle = bundle
        switch NibElement.parse(data) {
        case .success(let root):
            document = root
        case .failure(let error):
            document = NibElement(name: "document", attributes: [:])
            problems = ["\(name.map { "\($0).xib" } ?? "nib data"): \(error.description)"]
        }
    }

    /// Makes the nib's objects with `owner` as File's Owner; returns the top-level objects
    /// (placeholders excluded), in document order.
    public func instantiate(withOwner owner: Any?, options: [String: Any]? = nil) -> [Any] {
        let entry = UIEntry("-[UINib instantiateWithOwner:options:]", self); defer { entry.end() }
        let load = NibLoad(document: document, bundle: bundle, moduleHints: UINib.moduleHints(owner))
        var topLevel: [Any] = []
        let objects = document.child("objects")?.children ?? []
        for element in objects where element.name == "placeholder" {
            if element["placeholderIdentifier"] == "IBFilesOwner", let id = element["id"], let owner = owner as AnyObject? {
                load.objects[id] = owner
                load.pending.append((owner, element))
            }
        }
        for element in objects where element.name != "placeholder" {
            if let object = load.instantiate(element) { topLevel.append(object) }
        }
        load.finish(owner: owner as AnyObject?)
        problems += load.problems
        UINib.report(load.problems)
        return topLevel
    }

    // MARK: Classes

    nonisolated(unsafe) private static var classes: [String: AnyClass] = [:]
    private static let lock = NSLock()

    /// Makes `types` findable by their plain names (`customClass="CardView"`).
    public static func register(_ types: AnyClass...) {
        lock.lock(); defer { lock.unlock() }
        for type in types {
            let full = String(reflecting: type)
            classes[full.split(separator: ".").last.map(String.init) ?? full] = type
            classes[full] = type
        }
    }

    static func registeredClass(named name: String) -> AnyClass? {
        lock.lock(); defer { lock.unlock() }
        return classes[name]
    }

    static func registeredModules() -> [String] {
        lock.lock(); defer { lock.unlock() }
        return Array(Set(classes.keys.compactMap { key in key.contains(".") ? String(key.split(separator: ".")[0]) : nil })).sorted()
    }

    static func moduleHints(_ owner: Any?) -> [String] {
        guard let owner else { return [] }
        let name = String(reflecting: type(of: owner))
        return name.contains(".") ? [String(name.split(separator: ".")[0])] : []
    }

    static func report(_ problems: [String]) {
        guard !problems.isEmpty, let context = SimulationContext.running else { return }
        for problem in problems {
            DiagnosticCenter.report(.interfaceBuilder, "Mainline: Interface Builder: \(problem)", in: context)
        }
    }
}

/// A storyboard: scenes of view controllers, each made on request with `init(coder:)` and its
/// view loaded from the scene when first used (outlets connected, `awakeFromNib()`, then
/// `viewDidLoad()`). Relationship segues give navigation and tab bar controllers their
/// children.
public final class UIStoryboard: @unchecked Sendable {
    let document: NibElement
    let bundle: Bundle?
    /// What loading could not do.
    public private(set) var problems: [String] = []

    /// The storyboard named `name` (`name.storyboard`) in `bundle` (the main bundle when nil).
    public convenience init(name: String, bundle: Bundle?) {
        UIEntry.check("+[UIStoryboard storyboardWithName:bundle:]")
        let url = (bundle ?? .main).url(forResource: name, withExtension: "storyboard")
        self.init(data: url.flatMap { try? Data(contentsOf: $0) } ?? Data(), bundle: bundle)
    }

    /// A storyboard from its XML.
    public init(data: Data, bundle: Bundle?) {
        UIEntry.check("+[UIStoryboard storyboardWithData:bundle:]")
        self.bundle = bundle
        switch NibElement.parse(data) {
        case .success(let root): document = root
        case .failure(let error):
            document = NibElement(name: "document", attributes: [:])
            problems = ["storyboard: \(error.description)"]
        }
    }

    /// The controller the storyboard starts with.
    public func instantiateInitialViewController() -> UIViewController? {
        let entry = UIEntry("-[UIStoryboard instantiateInitialViewController]", self); defer { entry.end() }
        guard let id = document["initialViewController"] else { return nil }
        return instantiateController { $0["id"] == id }
    }

    /// The controller with Storyboard ID `identifier` (nil when there is none).
    public func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
        let entry = UIEntry("-[UIStoryboard instantiateViewControllerWithIdentifier:]", self); defer { entry.end() }
        guard let controller = instantiateController({ $0["storyboardIdentifier"] == identifier }) else {
            problems.append("no view controller with identifier \(identifier)")
            UINib.report(problems)
            return UIViewController()
        }
        return controller
    }

    /// The scene's controller element matching `matches`, made with `init(coder:)`; its view
    /// waits for `loadView()`, and its relationship segues are followed now.
    func instantiateController(_ matches: (NibElement) -> Bool, visiting: Set<String> = []) -> UIViewController? {
        for scene in document.child("scenes")?.children ?? [] {
            for element in scene.child("objects")?.children ?? [] where NibLoad.baseClasses[element.name] != nil && matches(element) {
                let load = NibLoad(document: document, bundle: bundle, moduleHints: UINib.registeredModules())
                guard let controller = load.instantiate(element) as? UIViewController else { return nil }
                controller.nibSource = (element, load, self)
                controller.storedStoryboardScene = StoryboardScene(storyboard: self, element: element)
                for segue in element.child("connections")?.children ?? [] where segue.name == "segue" && segue["kind"] == "relationship" {
                    guard let destination = segue["destination"] else { continue }
                    let path = visiting.union([element["id"] ?? ""])
                    guard !path.contains(destination) else {
                        problems.append("relationship segues loop back to \(destination): not followed")
                        continue
                    }
                    guard let child = instantiateController({ $0["id"] == destination }, visiting: path) else { continue }
                    switch (controller, segue["relationship"]) {
                    case (let navigation as UINavigationController, "rootViewController"):
                        navigation.setViewControllers([child], animated: false)
                    case (let tabs as UITabBarController, "viewControllers"):
                        tabs.viewControllers = (tabs.viewControllers ?? []) + [child]
                    default:
                        problems.append("relationship \(segue["relationship"] ?? "?") is not supported")
                    }
                }
                // The controller wakes now, once (seed 004: init(coder:), awakeFromNib, …,
                // loadView, viewDidLoad); its view's objects wake when the view loads.
                load.decoded.removeAll { $0 === controller }
                load.pending.removeAll { $0.object === controller }
                // The controller keeps its load until its view loads; the load must not keep it.
                if let id = element["id"] { load.objects[id] = nil }
                controller.awakeFromNib()
                return controller
            }
        }
        return nil
    }

    /// Loads `controller`'s view from its scene: the view (and everything in it), then the
    /// controller's outlets, runtime attributes, and `awakeFromNib()` of the view's objects.
    static func loadView(of controller: UIViewController, from element: NibElement, _ load: NibLoad, _ storyboard: UIStoryboard) {
        if let id = element["id"] { load.objects[id] = controller }
        // The scene's top and bottom layout guides (storyboards before iOS 11).
        let layoutGuides = element.child("layoutGuides")?.children("viewControllerLayoutGuide") ?? []
        if !layoutGuides.isEmpty {
            let guides = controller.unpinnedLayoutSupportGuides()
            for guide in layoutGuides { if let id = guide["id"] { load.objects[id] = guide["type"] == "bottom" ? guides.bottom : guides.top } }
            load.rootLayoutGuides = [guides.top, guides.bottom]
        }
        if let viewElement = element.child("view", key: "view") ?? element.children.first(where: { $0["key"] == "view" }),
           let view = load.instantiate(viewElement) as? UIView {
            controller.view = view
        } else {
            controller.view = UIView(frame: UIScreen.main.bounds)
        }
        if !layoutGuides.isEmpty { _ = controller.layoutSupportGuides }
        if let title = element.child("navigationItem", key: "navigationItem")?["title"] {
            controller.navigationItem.title = title
        }
        load.pending.append((controller, element))
        load.finish(owner: controller)
        storyboard.problems += load.problems
        UINib.report(load.problems)
        // Embed segues run now (before the controller's viewDidLoad); controls get their segues.
        let segues = load.segues
        load.segues = []
        controller.connectSegues(segues, in: StoryboardScene(storyboard: storyboard, element: element))
    }
}
