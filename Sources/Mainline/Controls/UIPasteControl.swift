import Foundation
import MainlineSystem

/// The types of pasteboard content a responder accepts (for paste controls and drops).
@preconcurrency @MainActor
open class UIPasteConfiguration {
    var storedTypeIdentifiers: [String]

    /// A configuration accepting nothing yet.
    public init() {
        UIEntry.check("-[UIPasteConfiguration init]")
        storedTypeIdentifiers = []
    }
    /// A configuration accepting `acceptableTypeIdentifiers`.
    public init(acceptableTypeIdentifiers: [String]) {
        UIEntry.check("-[UIPasteConfiguration initWithAcceptableTypeIdentifiers:]")
        storedTypeIdentifiers = acceptableTypeIdentifiers
    }
    /// A configuration accepting what `aClass` can read.
    public convenience init(forAccepting aClass: NSItemProviderReading.Type) {
        UIEntry.check("-[UIPasteConfiguration initWithTypeIdentifiersForAcceptingClass:]")
        self.init(acceptableTypeIdentifiers: aClass.readableTypeIdentifiersForItemProvider)
    }

    /// The type identifiers accepted.
    open var acceptableTypeIdentifiers: [String] {
        get { let entry = UIEntry("-[UIPasteConfiguration acceptableTypeIdentifiers]", self); defer { entry.end() }; return storedTypeIdentifiers }
        set { let entry = UIEntry("-[UIPasteConfiguration setAcceptableTypeIdentifiers:]", self); defer { entry.end() }; storedTypeIdentifiers = newValue }
    }
    /// Accepts `acceptableTypeIdentifiers` too.
    open func addAcceptableTypeIdentifiers(_ acceptableTypeIdentifiers: [String]) {
        let entry = UIEntry("-[UIPasteConfiguration addAcceptableTypeIdentifiers:]", self); defer { entry.end() }
        storedTypeIdentifiers += acceptableTypeIdentifiers.filter { !storedTypeIdentifiers.contains($0) }
    }
    /// Accepts what `aClass` can read too.
    open func addTypeIdentifiers(forAccepting aClass: NSItemProviderReading.Type) {
        let entry = UIEntry("-[UIPasteConfiguration addTypeIdentifiersForAcceptingClass:]", self); defer { entry.end() }
        storedTypeIdentifiers += aClass.readableTypeIdentifiersForItemProvider.filter { !storedTypeIdentifiers.contains($0) }
    }

    func accepts(_ providers: [NSItemProvider]) -> Bool {
        providers.contains { provider in storedTypeIdentifiers.contains { provider.hasItemConformingToTypeIdentifier($0) } }
    }
}

/// A responder that takes pasted content as item providers (a paste control's target).
@preconcurrency @MainActor
public protocol UIPasteConfigurationSupporting: AnyObject {
    /// The content it accepts (nil: none).
    var pasteConfiguration: UIPasteConfiguration? { get set }
    /// Takes pasted content.
    func paste(itemProviders: [NSItemProvider])
    /// Whether it takes `itemProviders` (by default: when its configuration accepts one).
    func canPaste(_ itemProviders: [NSItemProvider]) -> Bool
}

extension UIPasteConfigurationSupporting {
    public func canPaste(_ itemProviders: [NSItemProvider]) -> Bool {
        pasteConfiguration?.accepts(itemProviders) ?? false
    }
}

extension UIResponder: UIPasteConfigurationSupporting {}

/// A system paste button: a tap pastes the general pasteboard's content into its target
/// without the paste-permission prompt. It is enabled while the pasteboard holds content its
/// target's `pasteConfiguration` accepts (checked when the pasteboard changes and when the
/// target is set); a tap hands the target the pasteboard's items as item providers, if the
/// target's `canPaste(_:)` agrees.
open class UIPasteControl: UIControl {
    /// How the button looks.
    public struct Configuration: Hashable, Sendable {
        /// What the button shows.
        public enum DisplayMode: Int, Sendable { case iconAndLabel, iconOnly, labelOnly, arrowAndLabel }
        /// What the button shows.
        public var displayMode = DisplayMode.iconAndLabel
        /// The corner radius (with `cornerStyle` `.fixed`).
        public var cornerRadius: CGFloat = 0
        /// How the corners are rounded.
        public var cornerStyle = UIButton.Configuration.CornerStyle.dynamic
        /// Where the icon sits.
        public var imagePlacement = NSDirectionalRectEdge.leading
        /// The label and icon colour.
        public var baseForegroundColor: UIColor?
        /// The background colour.
        public var baseBackgroundColor: UIColor?
        /// A configuration with the defaults.
        public init() {}
    }

    let storedConfiguration: Configuration
    weak var storedTarget: UIPasteConfigurationSupporting?
    private var pasteboardObserver: NSObjectProtocol?

    /// A paste control looking as `configuration` says.
    public init(configuration: Configuration) {
        let entry = UIEntry("-[UIPasteControl initWithConfiguration:]"); defer { entry.end() }
        storedConfiguration = configuration
        super.init(frame: .zero)
        observePasteboard()
    }

    public override init(frame: CGRect) {
        let entry = UIEntry("-[UIPasteControl initWithFrame:]"); defer { entry.end() }
        storedConfiguration = Configuration()
        super.init(frame: frame)
        observePasteboard()
    }

    public required init?(coder: NSCoder) {
        let entry = UIEntry("-[UIPasteControl initWithCoder:]"); defer { entry.end() }
        storedConfiguration = Configuration()
        super.init(coder: coder)
        observePasteboard()
    }

    deinit {
        if let pasteboardObserver { NotificationCenter.default.removeObserver(pasteboardObserver) }
    }

    /// How the control looks.
    open var configuration: Configuration {
        let entry = UIEntry("-[UIPasteControl configuration]", self); defer { entry.end() }
        return storedConfiguration
    }

    /// The responder that receives the pasted content.
    open weak var target: UIPasteConfigurationSupporting? {
        get { let entry = UIEntry("-[UIPasteControl target]", self); defer { entry.end() }; return storedTarget }
        set {
            let entry = UIEntry("-[UIPasteControl setTarget:]", self); defer { entry.end() }
            storedTarget = newValue
            updateEnabled()
        }
    }

    /// A paste button's natural size: its label and icon, 44 points high.
    open override var intrinsicContentSize: CGSize {
        let entry = UIEntry("-[UIPasteControl intrinsicContentSize]", self); defer { entry.end() }
        let label = UIFont.preferredFont(forTextStyle: .body).width(of: "Paste")
        let width: CGFloat = switch storedConfiguration.displayMode {
        case .iconOnly: 44
        case .labelOnly: label + 24
        case .iconAndLabel, .arrowAndLabel: label + 52
        }
        return CGSize(width: width.rounded(.up), height: 44)
    }

    private func observePasteboard() {
        // This simulation's general pasteboard only (another simulation's changes are not ours).
        pasteboardObserver = NotificationCenter.default.addObserver(forName: UIPasteboard.changedNotification, object: UIPasteboard.general, queue: nil) { [weak self] _ in
            MainActor.assumeIsolated { self?.updateEnabled() }
        }
        updateEnabled()
    }

    func updateEnabled() {
        let providers = UIPasteboard.general.itemProviders
        let enabled = storedTarget.map { $0.pasteConfiguration?.accepts(providers) ?? false } ?? false
        if storedIsEnabled != enabled { isEnabled = enabled }
    }

    /// A tap pastes into the target.
    override func touchUpInside(_ touch: UITouch) {
        sendActions(for: .touchUpInside)
        guard let target = storedTarget else { return }
        let providers = UIPasteboard.general.itemProviders
        guard !providers.isEmpty else { return }
        let accepted = context.loop.span(.actionHandler, "canPaste(_:)", object: self, isApp: true) { target.canPaste(providers) }
        guard accepted else { return }
        context.loop.span(.actionHandler, "paste(itemProviders:)", object: self, isApp: true) { target.paste(itemProviders: providers) }
    }
}

extension UIPasteboard {
    /// The items as item providers (each item's values under their types).
    public var itemProviders: [NSItemProvider] {
        get {
            let entry = UIEntry("-[UIPasteboard itemProviders]", self); defer { entry.end() }
            return storedItems.map { item in
                let provider = NSItemProvider()
                for (type, value) in item.sorted(by: { $0.key < $1.key }) {
                    switch value {
                    case let string as String: provider.registerObject(NSString(string: string), visibility: .all)
                    case let url as URL: provider.registerObject(url as NSURL, visibility: .all)
                    case let image as UIImage: provider.registerObject(image, visibility: .all)
                    case let data as Data:
                        provider.registerDataRepresentation(forTypeIdentifier: type, visibility: .all) { completion in
                            completion(data, nil)
                            return nil
                        }
                    default: break
                    }
                }
                return provider
            }
        }
        set {
            let entry = UIEntry("-[UIPasteboard setItemProviders:]", self); defer { entry.end() }
            setItemProviders(newValue, localOnly: false, expirationDate: nil)
        }
    }

    /// Replaces the items with what `itemProviders` hold now (strings, URLs and images are
    /// read synchronously from in-memory providers).
    public func setItemProviders(_ itemProviders: [NSItemProvider], localOnly: Bool, expirationDate: Date?) {
        let entry = UIEntry("-[UIPasteboard setItemProviders:localOnly:expirationDate:]", self); defer { entry.end() }
        replaceItems(itemProviders.map { $0.pasteboardItem() })
    }
}

extension NSItemProvider {
    /// A pasteboard item of the representations whose data the provider has at hand (in-memory
    /// objects and data answer at once; others are left out): strings, URLs and images as
    /// values, other types as data.
    func pasteboardItem() -> [String: Any] {
        var item: [String: Any] = [:]
        for representation in registeredRepresentations {
            guard case .data(let load) = representation.source else { continue }
            let box = Locked<Data?>(nil)
            _ = load { data, _ in box.withLock { $0 = data } }
            guard let data = box.withLock({ $0 }) else { continue }
            let type = representation.typeIdentifier
            if UIPasteboard.typeListString.contains(type) {
                item[type] = String(decoding: data, as: UTF8.self)
            } else if UIPasteboard.typeListURL.contains(type), let url = URL(string: String(decoding: data, as: UTF8.self)) {
                item[type] = url
            } else if UIPasteboard.typeListImage.contains(type), let image = UIImage(data: data) {
                item[type] = image
            } else {
                item[type] = data
            }
        }
        return item
    }
}
