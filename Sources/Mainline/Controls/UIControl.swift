import Foundation

/// An action: a closure with a title and image, run by controls for their events
/// (`addAction(_:for:)`, a control's `primaryAction`) and chosen from menus. Target–action with
/// a `Selector` (`addTarget(_:action:for:)`) works too.
open class UIAction: UIMenuElement {
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    public let identifier: Identifier
    let handler: (UIAction) -> Void
    weak var storedSender: AnyObject?
    var storedDiscoverabilityTitle: String?
    var storedAttributes: UIMenuElement.Attributes = []
    var storedState: UIMenuElement.State = .off

    /// The control that sent the action, while its handler runs.
    public var sender: AnyObject? {
        let entry = UIEntry("-[UIAction sender]", self); defer { entry.end() }
        return storedSender
    }

    /// The title shown for the action's keyboard shortcut (kept).
    open var discoverabilityTitle: String? {
        get { let entry = UIEntry("-[UIAction discoverabilityTitle]", self); defer { entry.end() }; return storedDiscoverabilityTitle }
        set { let entry = UIEntry("-[UIAction setDiscoverabilityTitle:]", self); defer { entry.end() }; storedDiscoverabilityTitle = newValue }
    }

    /// Whether the action is disabled, destructive, hidden (a disabled one does not run from
    /// a menu).
    open var attributes: UIMenuElement.Attributes {
        get { let entry = UIEntry("-[UIAction attributes]", self); defer { entry.end() }; return storedAttributes }
        set { let entry = UIEntry("-[UIAction setAttributes:]", self); defer { entry.end() }; storedAttributes = newValue }
    }

    /// The checkmark state a menu shows for it.
    open var state: UIMenuElement.State {
        get { let entry = UIEntry("-[UIAction state]", self); defer { entry.end() }; return storedState }
        set { let entry = UIEntry("-[UIAction setState:]", self); defer { entry.end() }; storedState = newValue }
    }

    public init(title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: Identifier? = nil,
                discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off,
                handler: @escaping (UIAction) -> Void) {
        UIEntry.check("+[UIAction actionWithTitle:image:identifier:handler:]")
        self.identifier = identifier ?? Identifier(rawValue: UUID().uuidString)
        self.handler = handler
        storedDiscoverabilityTitle = discoverabilityTitle
        storedAttributes = attributes
        storedState = state
        super.init(title: title, subtitle: subtitle, image: image)
    }

    /// Decodes an action (archives hold no handlers: one that does nothing).
    public required init?(coder: NSCoder) {
        let entry = UIEntry("-[UIAction initWithCoder:]"); defer { entry.end() }
        identifier = Identifier(rawValue: UUID().uuidString)
        handler = { _ in }
        super.init(coder: coder)
    }

    func perform(from sender: AnyObject?) {
        storedSender = sender
        defer { storedSender = nil }
        handler(self)
    }
}

/// A view that turns touches into events (`touchUpInside`, `valueChanged`, …) and runs the
/// actions registered for them — `UIAction`s and target–action pairs, in the order they were
/// added — as UIKit's controls do.
open class UIControl: UIView, UIContextMenuInteractionDelegate {
    /// A control's state.
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal = State([])
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
        public static let focused = State(rawValue: 1 << 3)
    }

    /// Control events (UIKit's values).
    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let touchDown = Event(rawValue: 1 << 0)
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        public static let touchDragInside = Event(rawValue: 1 << 2)
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        public static let touchDragExit = Event(rawValue: 1 << 5)
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        public static let touchCancel = Event(rawValue: 1 << 8)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        public static let editingChanged = Event(rawValue: 1 << 17)
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        public static let allTouchEvents = Event(rawValue: 0x0FFF)
        public static let allEditingEvents = Event(rawValue: 0xF_0000)
        public static let applicationReserved = Event(rawValue: 0x0F00_0000)
        public static let systemReserved = Event(rawValue: 0xF000_0000)
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    public enum ContentHorizontalAlignment: Int, Sendable { case center, left, right, fill, leading, trailing }
    public enum ContentVerticalAlignment: Int, Sendable { case center, top, bottom, fill }

    var storedIsEnabled = true
    var storedIsSelected = false
    var storedIsHighlighted = false
    var storedHorizontalAlignment = ContentHorizontalAlignment.center
    var storedVerticalAlignment = ContentVerticalAlignment.center
    /// The actions and target-actions, in the order added (UIKit keeps both in one list).
    var registrations: [ControlActionRegistration] = []
    /// The touch event being handled, passed to two-argument action methods (sender, event).
    var trackingEvent: UIEvent?
    /// Whether the touch in progress is inside the control's tracking area.
    var touchInside = false
    /// Whether a touch is being tracked (between `beginTracking` and its end).
    var storedIsTracking = false
    var storedIsContextMenuInteractionEnabled = false
    var storedShowsMenuAsPrimaryAction = false
    var storedToolTip: String?
    var storedIsSymbolAnimationEnabled = true
    /// The menu the control showed for its last tap or long press (nil once dismissed).
    var presentedMenu: UIMenu?
    var presentedConfiguration: UIContextMenuConfiguration?
    var storedContextMenuInteraction: UIContextMenuInteraction?
    var contextMenuTimer: ScheduledWork?
    /// Set when a long press showed the menu: the touch's end does nothing more.
    var menuShownByPress = false

    public override init(frame: CGRect) {
        let entry = UIEntry("-[UIControl initWithFrame:]"); defer { entry.end() }
        super.init(frame: frame)
    }

    /// A control that runs `primaryAction` for `.primaryActionTriggered`.
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        UIEntry.check("-[UIControl initWithFrame:primaryAction:]")
        self.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    public required init?(coder: NSCoder) {
        let entry = UIEntry("-[UIControl initWithCoder:]"); defer { entry.end() }
        super.init(coder: coder)
    }

    /// Whether the control takes touches (a disabled control's state includes `.disabled`).
    open var isEnabled: Bool {
        get { let entry = UIEntry("-[UIControl isEnabled]", self); defer { entry.end() }; return storedIsEnabled }
        set { let entry = UIEntry("-[UIControl setEnabled:]", self); defer { entry.end() }; storedIsEnabled = newValue; stateDidChange() }
    }

    open var isSelected: Bool {
        get { let entry = UIEntry("-[UIControl isSelected]", self); defer { entry.end() }; return storedIsSelected }
        set { let entry = UIEntry("-[UIControl setSelected:]", self); defer { entry.end() }; storedIsSelected = newValue; stateDidChange() }
    }

    /// Set while a touch is down inside the control.
    open var isHighlighted: Bool {
        get { let entry = UIEntry("-[UIControl isHighlighted]", self); defer { entry.end() }; return storedIsHighlighted }
        set { let entry = UIEntry("-[UIControl setHighlighted:]", self); defer { entry.end() }; storedIsHighlighted = newValue; stateDidChange() }
    }

    open var state: State {
        let entry = UIEntry("-[UIControl state]", self); defer { entry.end() }
        return currentState
    }

    var currentState: State {
        var state: State = []
        if storedIsHighlighted { state.insert(.highlighted) }
        if !storedIsEnabled { state.insert(.disabled) }
        if storedIsSelected { state.insert(.selected) }
        return state
    }

    open var contentHorizontalAlignment: ContentHorizontalAlignment {
        get { let entry = UIEntry("-[UIControl contentHorizontalAlignment]", self); defer { entry.end() }; return storedHorizontalAlignment }
        set { let entry = UIEntry("-[UIControl setContentHorizontalAlignment:]", self); defer { entry.end() }; storedHorizontalAlignment = newValue; setNeedsLayout() }
    }

    open var contentVerticalAlignment: ContentVerticalAlignment {
        get { let entry = UIEntry("-[UIControl contentVerticalAlignment]", self); defer { entry.end() }; return storedVerticalAlignment }
        set { let entry = UIEntry("-[UIControl setContentVerticalAlignment:]", self); defer { entry.end() }; storedVerticalAlignment = newValue; setNeedsLayout() }
    }

    /// Whether the control is tracking a touch: from a `beginTracking(_:with:)` that returned
    /// true until the touch ends or is cancelled.
    open var isTracking: Bool {
        let entry = UIEntry("-[UIControl isTracking]", self); defer { entry.end() }
        return storedIsTracking
    }

    /// Whether the touch being tracked is inside the control (its bounds grown by the tracking
    /// margin).
    open var isTouchInside: Bool {
        let entry = UIEntry("-[UIControl isTouchInside]", self); defer { entry.end() }
        return storedIsTracking && touchInside
    }

    /// The horizontal alignment in effect: `.leading` and `.trailing` resolved to `.left` and
    /// `.right` for the left-to-right layout direction.
    open var effectiveContentHorizontalAlignment: ContentHorizontalAlignment {
        let entry = UIEntry("-[UIControl effectiveContentHorizontalAlignment]", self); defer { entry.end() }
        switch storedHorizontalAlignment {
        case .leading: return .left
        case .trailing: return .right
        default: return storedHorizontalAlignment
        }
    }

    /// Sends the control's primary action (`.primaryActionTriggered`), as a tap does.
    open func performPrimaryAction() {
        let entry = UIEntry("-[UIControl performPrimaryAction]", self); defer { entry.end() }
        sendActions(for: .primaryActionTriggered)
    }

    /// Whether a long press shows the control's menu (a button turns it on when given a menu).
    open var isContextMenuInteractionEnabled: Bool {
        get { let entry = UIEntry("-[UIControl isContextMenuInteractionEnabled]", self); defer { entry.end() }; return storedIsContextMenuInteractionEnabled }
        set { let entry = UIEntry("-[UIControl setContextMenuInteractionEnabled:]", self); defer { entry.end() }; storedIsContextMenuInteractionEnabled = newValue }
    }

    /// Whether a tap shows the control's menu instead of sending its primary action (the menu
    /// shows and `.menuActionTriggered` is sent).
    open var showsMenuAsPrimaryAction: Bool {
        get { let entry = UIEntry("-[UIControl showsMenuAsPrimaryAction]", self); defer { entry.end() }; return storedShowsMenuAsPrimaryAction }
        set { let entry = UIEntry("-[UIControl setShowsMenuAsPrimaryAction:]", self); defer { entry.end() }; storedShowsMenuAsPrimaryAction = newValue }
    }

    /// Where a menu for `configuration` attaches: the middle of the control's bottom edge.
    open func menuAttachmentPoint(for configuration: Any) -> CGPoint {
        let entry = UIEntry("-[UIControl menuAttachmentPointForConfiguration:]", self); defer { entry.end() }
        return CGPoint(x: storedBounds.midX, y: storedBounds.maxY)
    }

    /// The text a pointer hovering over the control shows (kept: there is no pointer).
    open var toolTip: String? {
        get { let entry = UIEntry("-[UIControl toolTip]", self); defer { entry.end() }; return storedToolTip }
        set { let entry = UIEntry("-[UIControl setToolTip:]", self); defer { entry.end() }; storedToolTip = newValue }
    }

    /// Whether symbol images in the control animate (kept).
    open var isSymbolAnimationEnabled: Bool {
        get { let entry = UIEntry("-[UIControl isSymbolAnimationEnabled]", self); defer { entry.end() }; return storedIsSymbolAnimationEnabled }
        set { let entry = UIEntry("-[UIControl setSymbolAnimationEnabled:]", self); defer { entry.end() }; storedIsSymbolAnimationEnabled = newValue }
    }

    /// The menu the control shows (a button's `menu`).
    var controlMenu: UIMenu? { nil }

    /// The interaction showing the control's context menu (nil unless
    /// `isContextMenuInteractionEnabled`); the control is its delegate.
    open var contextMenuInteraction: UIContextMenuInteraction? {
        let entry = UIEntry("-[UIControl contextMenuInteraction]", self); defer { entry.end() }
        return currentContextMenuInteraction
    }

    var currentContextMenuInteraction: UIContextMenuInteraction? {
        guard storedIsContextMenuInteractionEnabled else { return nil }
        if let interaction = storedContextMenuInteraction { return interaction }
        let interaction = UIContextMenuInteraction(delegate: self)
        interaction.storedView = self
        storedContextMenuInteraction = interaction
        return interaction
    }

    /// The configuration of the context menu for a press at `location`: the control's menu
    /// (a button's `menu`), nil when it has none. Override it to give another.
    open func contextMenuInteraction(_ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
        let entry = UIEntry("-[UIControl contextMenuInteraction:configurationForMenuAtLocation:]", self); defer { entry.end() }
        guard let menu = controlMenu else { return nil }
        return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in menu }
    }

    /// The preview while the menu shows: none for a control (the menu attaches to it).
    open func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                     previewForHighlightingMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? {
        let entry = UIEntry("-[UIControl contextMenuInteraction:previewForHighlightingMenuWithConfiguration:]", self); defer { entry.end() }
        return nil
    }

    /// The preview while the menu closes: none for a control.
    open func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                     previewForDismissingMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? {
        let entry = UIEntry("-[UIControl contextMenuInteraction:previewForDismissingMenuWithConfiguration:]", self); defer { entry.end() }
        return nil
    }

    /// The menu is about to show (the control is highlighted no more).
    open func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
                                     animator: UIContextMenuInteractionAnimating?) {
        UIEntry.check("-[UIControl contextMenuInteraction:willDisplayMenuForConfiguration:animator:]", self)
    }

    /// The menu is about to close.
    open func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
                                     animator: UIContextMenuInteractionAnimating?) {
        UIEntry.check("-[UIControl contextMenuInteraction:willEndForConfiguration:animator:]", self)
    }

    /// A press held 0.5 s on a control with a context menu shows the menu: the touch is
    /// cancelled (no touch-up, no primary action) and `presentedMenu` is the configuration's.
    func scheduleContextMenu(at point: CGPoint) {
        guard currentContextMenuInteraction != nil else { return }
        contextMenuTimer?.cancel()
        contextMenuTimer = context.loop.scheduler.schedule(at: context.loop.clock.now + TimeAmount(seconds: 0.5), kind: .scheduledWork,
                                                          name: "context menu long press", isApp: false) { [weak self] in
            guard let self, self.storedIsTracking || self.storedIsHighlighted, self.touchInside,
                  let interaction = self.currentContextMenuInteraction else { return }
            interaction.lastLocation = point
            guard let configuration = self.contextMenuInteraction(interaction, configurationForMenuAtLocation: point),
                  let menu = configuration.makeMenu() else { return }
            self.menuShownByPress = true
            self.storedIsHighlighted = false
            self.stateDidChange()
            if self.storedIsTracking { self.cancelTracking(with: nil) }
            self.storedIsTracking = false
            self.contextMenuInteraction(interaction, willDisplayMenuFor: configuration, animator: ImmediateMenuAnimator())
            self.presentedMenu = menu
            self.presentedConfiguration = configuration
        }
    }

    /// Runs `action` for `events`. An action with the identifier of one already added replaces
    /// it (UIKit: "subsequent actions with the same identifier replace previously added actions").
    open func addAction(_ action: UIAction, for events: Event) {
        let entry = UIEntry("-[UIControl addAction:forControlEvents:]", self); defer { entry.end() }
        if let i = registrations.firstIndex(where: { $0.action?.identifier == action.identifier }) {
            registrations[i] = ControlActionRegistration(action: action, events: registrations[i].events.union(events))
        } else {
            registrations.append(ControlActionRegistration(action: action, events: events))
        }
    }

    open func removeAction(_ action: UIAction, for events: Event) {
        let entry = UIEntry("-[UIControl removeAction:forControlEvents:]", self); defer { entry.end() }
        removeAction(identifiedBy: action.identifier, for: events)
    }

    open func removeAction(identifiedBy identifier: UIAction.Identifier, for events: Event) {
        let entry = UIEntry("-[UIControl removeActionForIdentifier:forControlEvents:]", self); defer { entry.end() }
        for i in registrations.indices.reversed() where registrations[i].action?.identifier == identifier {
            registrations[i].events.subtract(events)
            if registrations[i].events.isEmpty { registrations.remove(at: i) }
        }
    }

    /// The events any action or target-action is registered for.
    open var allControlEvents: Event {
        let entry = UIEntry("-[UIControl allControlEvents]", self); defer { entry.end() }
        return registrations.reduce(into: Event()) { $0.formUnion($1.events) }
    }

    /// Runs the actions and target-actions registered for any of `events`, in the order they
    /// were added: a `UIAction` through `sendAction(_:)`, a target-action through
    /// `sendAction(_:to:for:)` (so a subclass that overrides either sees each one). A target
    /// that has been freed is skipped (the control does not retain its targets).
    open func sendActions(for events: Event) {
        let entry = UIEntry("-[UIControl sendActionsForControlEvents:]", self); defer { entry.end() }
        for registration in registrations where !registration.events.isDisjoint(with: events) {
            if let action = registration.action {
                sendAction(action)
            } else if let selector = registration.selector {
                guard registration.hasNilTarget || registration.target != nil else { continue }
                sendAction(selector, to: registration.target, for: trackingEvent)
            }
        }
    }

    open func sendAction(_ action: UIAction) {
        let entry = UIEntry("-[UIControl sendAction:]", self); defer { entry.end() }
        context.loop.span(.actionHandler, action.title.isEmpty ? "UIAction" : "UIAction \"\(action.title)\"", object: self, isApp: true) {
            action.perform(from: self)
        }
    }

    // MARK: Target-action

    /// Sends `action` to `target` (nil: along the responder chain) when any of `controlEvents`
    /// happens, with the control as the sender and the touch event as the event: the method may
    /// take no argument, the sender, or the sender and the event. The control does not retain
    /// the target (UIKit: "The control does not retain the object in the target parameter"),
    /// and adding the same target and action again only adds the events ("It is also safe to
    /// call this method multiple times with the same target and action for the same event").
    open func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
        let entry = UIEntry("-[UIControl addTarget:action:forControlEvents:]", self); defer { entry.end() }
        let object = target.map { $0 as AnyObject }
        if let i = registrations.firstIndex(where: { $0.isTargetAction(object, action) }) {
            registrations[i].events.formUnion(controlEvents)
        } else {
            registrations.append(ControlActionRegistration(target: object, selector: action, events: controlEvents))
        }
    }

    /// Stops sending `action` (nil: every action) to `target` (nil: every target) for
    /// `controlEvents` (`.allEvents` for all), as UIKit documents the nil arguments.
    open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {
        let entry = UIEntry("-[UIControl removeTarget:action:forControlEvents:]", self); defer { entry.end() }
        let object = target.map { $0 as AnyObject }
        for i in registrations.indices.reversed() {
            let registration = registrations[i]
            guard let selector = registration.selector else { continue }
            guard action.map({ $0 == selector }) ?? true, object == nil || registration.isTarget(object) else { continue }
            registrations[i].events.subtract(controlEvents)
            if registrations[i].events.isEmpty { registrations.remove(at: i) }
        }
    }

    /// The names of the actions sent to `target` for `controlEvent`, or nil when there are
    /// none. A nil target always gives nil (UIKit: "Specifying nil always returns nil").
    open func actions(forTarget target: Any?, forControlEvent controlEvent: Event) -> [String]? {
        let entry = UIEntry("-[UIControl actionsForTarget:forControlEvent:]", self); defer { entry.end() }
        guard let target else { return nil }
        let object = target as AnyObject
        let names = registrations.filter { $0.isTarget(object) && !$0.events.isDisjoint(with: controlEvent) }
            .compactMap { $0.selector?.name }
        return names.isEmpty ? nil : names
    }

    /// The targets of the control's target-actions; `NSNull()` stands for a nil target, as in
    /// UIKit. Targets that are not `Hashable` are represented by their `ObjectIdentifier`.
    open var allTargets: Set<AnyHashable> {
        let entry = UIEntry("-[UIControl allTargets]", self); defer { entry.end() }
        var targets = Set<AnyHashable>()
        for registration in registrations where registration.selector != nil {
            if registration.hasNilTarget {
                targets.insert(AnyHashable(NSNull()))
            } else if let target = registration.target {
                targets.insert((target as? AnyHashable) ?? AnyHashable(ObjectIdentifier(target)))
            }
        }
        return targets
    }

    /// Sends `action` to `target` (nil: along the responder chain) with the control as the
    /// sender, through `UIApplication.sendAction(_:to:from:for:)`, as UIKit does. Subclasses
    /// override it to see or redirect each target-action the control sends.
    open func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
        let entry = UIEntry("-[UIControl sendAction:to:forEvent:]", self); defer { entry.end() }
        _ = context.app.application.sendAction(action, to: target, from: self, for: event)
    }

    // MARK: Tracking

    open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        UIEntry.check("-[UIControl beginTrackingWithTouch:withEvent:]", self)
        return true
    }

    open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        UIEntry.check("-[UIControl continueTrackingWithTouch:withEvent:]", self)
        return true
    }

    open func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        UIEntry.check("-[UIControl endTrackingWithTouch:withEvent:]", self)
    }

    open func cancelTracking(with event: UIEvent?) {
        UIEntry.check("-[UIControl cancelTrackingWithEvent:]", self)
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        let entry = UIEntry("-[UIControl touchesBegan:withEvent:]", self); defer { entry.end() }
        trackingEvent = event
        defer { trackingEvent = nil }
        guard storedIsEnabled, let touch = touches.first else { return }
        touchInside = true
        storedIsHighlighted = true
        stateDidChange()
        sendActions(for: .touchDown)
        storedIsTracking = beginTracking(touch, with: event)
        menuShownByPress = false
        scheduleContextMenu(at: touch.location(in: self))
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        let entry = UIEntry("-[UIControl touchesMoved:withEvent:]", self); defer { entry.end() }
        trackingEvent = event
        defer { trackingEvent = nil }
        guard storedIsEnabled, let touch = touches.first else { return }
        let inside = trackingBounds.contains(touch.location(in: self))
        if inside != touchInside { sendActions(for: inside ? .touchDragEnter : .touchDragExit) }
        sendActions(for: inside ? .touchDragInside : .touchDragOutside)
        touchInside = inside
        storedIsHighlighted = inside
        stateDidChange()
        if storedIsTracking { storedIsTracking = continueTracking(touch, with: event) }
    }

    /// A lifted touch inside the tracking area (the bounds grown by 70 points, as UIKit's
    /// controls track) is `touchUpInside`, which is also the primary action.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        let entry = UIEntry("-[UIControl touchesEnded:withEvent:]", self); defer { entry.end() }
        trackingEvent = event
        defer { trackingEvent = nil }
        // A control disabled while the finger was down ends unhighlighted, and sends nothing.
        storedIsHighlighted = false
        stateDidChange()
        let wasTracking = storedIsTracking
        defer { storedIsTracking = false }
        contextMenuTimer?.cancel()
        contextMenuTimer = nil
        if menuShownByPress {
            menuShownByPress = false
            storedIsHighlighted = false
            stateDidChange()
            return
        }
        guard storedIsEnabled, let touch = touches.first else { return }
        touchInside = trackingBounds.contains(touch.location(in: self))
        if wasTracking { endTracking(touch, with: event) }
        if trackingBounds.contains(touch.location(in: self)) {
            touchUpInside(touch)
        } else {
            sendActions(for: .touchUpOutside)
        }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        let entry = UIEntry("-[UIControl touchesCancelled:withEvent:]", self); defer { entry.end() }
        trackingEvent = event
        defer { trackingEvent = nil }
        contextMenuTimer?.cancel()
        contextMenuTimer = nil
        storedIsHighlighted = false
        stateDidChange()
        if storedIsTracking { cancelTracking(with: event) }
        storedIsTracking = false
        sendActions(for: .touchCancel)
    }

    var trackingBounds: CGRect { storedBounds.insetBy(dx: -70, dy: -70) }

    /// What a tap does: for most controls, `touchUpInside` and the primary action.
    func touchUpInside(_ touch: UITouch) {
        sendActions(for: [.touchUpInside])
        if storedShowsMenuAsPrimaryAction, let menu = controlMenu {
            // The menu shows instead of the primary action.
            presentedMenu = menu
            sendActions(for: [.menuActionTriggered])
            return
        }
        sendActions(for: [.primaryActionTriggered])
    }

    /// State changed: subclasses restyle.
    func stateDidChange() {}
}
