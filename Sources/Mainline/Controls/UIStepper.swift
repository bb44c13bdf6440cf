import Foundation

/// A stepper: 94 × 32 points (iOS 13 and later). A touch on its right half adds `stepValue`,
/// on its left half subtracts it, as the finger comes down; held down with `autorepeat`, the
/// value steps again after 0.5 s and then every 0.1 s on the simulation's clock until the
/// finger lifts or leaves. A continuous stepper sends `.valueChanged` for each step, one that
/// is not sends it once when the finger lifts. A half that would go past a limit does nothing
/// (unless `wraps`).
open class UIStepper: UIControl {
    /// Seconds before a held stepper starts repeating, and between repeats.
    static let autorepeatDelay: TimeInterval = 0.5
    static let autorepeatInterval: TimeInterval = 0.1
    var storedIsContinuous = true
    var backgroundImages: [UInt: UIImage] = [:]
    var incrementImages: [UInt: UIImage] = [:]
    var decrementImages: [UInt: UIImage] = [:]
    var dividerImages: [String: UIImage] = [:]
    /// The repeating step while held.
    var autorepeatWork: ScheduledWork?
    /// Whether the value changed since the touch began (for a stepper that is not continuous).
    var changedWhileTracking = false
    static let fixedSize = CGSize(width: 94, height: 32)
    var storedValue: Double = 0
    var storedMinimum: Double = 0
    var storedMaximum: Double = 100
    var storedStepValue: Double = 1
    var storedAutorepeat: Bool = true
    var storedWraps: Bool = false

    public override init(frame: CGRect) {
        let entry = UIEntry("-[UIStepper initWithFrame:]"); defer { entry.end() }
        super.init(frame: CGRect(origin: frame.origin, size: UIStepper.fixedSize))
    }

    public required init?(coder: NSCoder) {
        let entry = UIEntry("-[UIStepper initWithCoder:]"); defer { entry.end() }
        super.init(coder: coder)
    }

    open var value: Double {
        get { let entry = UIEntry("-[UIStepper value]", self); defer { entry.end() }; return storedValue }
        set { let entry = UIEntry("-[UIStepper setValue:]", self); defer { entry.end() }; if !newValue.isNaN { storedValue = min(storedMaximum, max(storedMinimum, newValue)) } }
    }

    open var minimumValue: Double {
        get { let entry = UIEntry("-[UIStepper minimumValue]", self); defer { entry.end() }; return storedMinimum }
        set { let entry = UIEntry("-[UIStepper setMinimumValue:]", self); defer { entry.end() }; storedMinimum = newValue; storedValue = max(storedValue, newValue) }
    }

    open var maximumValue: Double {
        get { let entry = UIEntry("-[UIStepper maximumValue]", self); defer { entry.end() }; return storedMaximum }
        set { let entry = UIEntry("-[UIStepper setMaximumValue:]", self); defer { entry.end() }; storedMaximum = newValue; storedValue = min(storedValue, newValue) }
    }

    /// How much a tap changes the value.
    open var stepValue: Double {
        get { let entry = UIEntry("-[UIStepper stepValue]", self); defer { entry.end() }; return storedStepValue }
        set { let entry = UIEntry("-[UIStepper setStepValue:]", self); defer { entry.end() }; storedStepValue = newValue }
    }

    /// Whether holding repeats.
    open var autorepeat: Bool {
        get { let entry = UIEntry("-[UIStepper autorepeat]", self); defer { entry.end() }; return storedAutorepeat }
        set { let entry = UIEntry("-[UIStepper setAutorepeat:]", self); defer { entry.end() }; storedAutorepeat = newValue }
    }

    /// Whether the value wraps around at the limits.
    open var wraps: Bool {
        get { let entry = UIEntry("-[UIStepper wraps]", self); defer { entry.end() }; return storedWraps }
        set { let entry = UIEntry("-[UIStepper setWraps:]", self); defer { entry.end() }; storedWraps = newValue }
    }

    open override var intrinsicContentSize: CGSize {
        let entry = UIEntry("-[UIStepper intrinsicContentSize]", self); defer { entry.end() }
        return UIStepper.fixedSize
    }

    /// Whether each step while held sends `.valueChanged` (true), or only the lift does.
    open var isContinuous: Bool {
        get { let entry = UIEntry("-[UIStepper isContinuous]", self); defer { entry.end() }; return storedIsContinuous }
        set { let entry = UIEntry("-[UIStepper setContinuous:]", self); defer { entry.end() }; storedIsContinuous = newValue }
    }

    /// The value for `state`, falling back to `.normal` as UIKit does.
    private func lookup(_ table: [UInt: UIImage], _ state: State) -> UIImage? { table[state.rawValue] ?? table[0] }

    /// Sets the background image in `state`.
    open func setBackgroundImage(_ image: UIImage?, for state: State) {
        let entry = UIEntry("-[UIStepper setBackgroundImage:forState:]", self); defer { entry.end() }
        backgroundImages[state.rawValue] = image
        setNeedsDisplay()
    }

    /// The background image in `state`.
    open func backgroundImage(for state: State) -> UIImage? {
        let entry = UIEntry("-[UIStepper backgroundImageForState:]", self); defer { entry.end() }
        return lookup(backgroundImages, state)
    }

    /// Sets the image between the halves for a pair of states (left half's, right half's).
    open func setDividerImage(_ image: UIImage?, forLeftSegmentState leftState: State, rightSegmentState rightState: State) {
        let entry = UIEntry("-[UIStepper setDividerImage:forLeftSegmentState:rightSegmentState:]", self); defer { entry.end() }
        dividerImages["\(leftState.rawValue),\(rightState.rawValue)"] = image
        setNeedsDisplay()
    }

    /// The image between the halves for a pair of states (`.normal`, `.normal`'s as the fallback).
    open func dividerImage(forLeftSegmentState state: State, rightSegmentState state2: State) -> UIImage? {
        let entry = UIEntry("-[UIStepper dividerImageForLeftSegmentState:rightSegmentState:]", self); defer { entry.end() }
        return dividerImages["\(state.rawValue),\(state2.rawValue)"] ?? dividerImages["0,0"]
    }

    /// Sets the plus image in `state`.
    open func setIncrementImage(_ image: UIImage?, for state: State) {
        let entry = UIEntry("-[UIStepper setIncrementImage:forState:]", self); defer { entry.end() }
        incrementImages[state.rawValue] = image
        setNeedsDisplay()
    }

    /// The plus image in `state` (the system's "plus" without one).
    open func incrementImage(for state: State) -> UIImage? {
        let entry = UIEntry("-[UIStepper incrementImageForState:]", self); defer { entry.end() }
        return lookup(incrementImages, state) ?? UIImage(systemName: "plus")
    }

    /// Sets the minus image in `state`.
    open func setDecrementImage(_ image: UIImage?, for state: State) {
        let entry = UIEntry("-[UIStepper setDecrementImage:forState:]", self); defer { entry.end() }
        decrementImages[state.rawValue] = image
        setNeedsDisplay()
    }

    /// The minus image in `state` (the system's "minus" without one).
    open func decrementImage(for state: State) -> UIImage? {
        let entry = UIEntry("-[UIStepper decrementImageForState:]", self); defer { entry.end() }
        return lookup(decrementImages, state) ?? UIImage(systemName: "minus")
    }

    /// One step up or down; false when the value is at the limit (and does not wrap).
    @discardableResult
    func step(up: Bool) -> Bool {
        var next = storedValue + (up ? storedStepValue : -storedStepValue)
        if storedWraps {
            if next > storedMaximum { next = storedMinimum } else if next < storedMinimum { next = storedMaximum }
        }
        next = min(storedMaximum, max(storedMinimum, next))
        guard next != storedValue else { return false }
        storedValue = next
        setNeedsDisplay()
        if storedIsContinuous { sendActions(for: .valueChanged) } else { changedWhileTracking = true }
        return true
    }

    /// The finger came down on a half: it steps at once, and repeats while held.
    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        UIEntry.check("-[UIStepper beginTrackingWithTouch:withEvent:]", self)
        let up = touch.location(in: self).x >= storedBounds.width / 2
        changedWhileTracking = false
        guard step(up: up) else { return true }
        if storedAutorepeat {
            autorepeatWork?.cancel()
            autorepeatWork = context.loop.scheduler.schedule(
                at: context.loop.clock.now + TimeAmount(seconds: Self.autorepeatDelay),
                repeating: TimeAmount(seconds: Self.autorepeatInterval), kind: .scheduledWork, name: "UIStepper autorepeat", isApp: false
            ) { [weak self] in
                guard let self, self.storedIsTracking, self.touchInside else { return }
                if !self.step(up: up) { self.stopAutorepeat() }
            }
        }
        return true
    }

    /// A finger leaving the stepper stops the repeat.
    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        UIEntry.check("-[UIStepper continueTrackingWithTouch:withEvent:]", self)
        if !storedBounds.contains(touch.location(in: self)) { stopAutorepeat() }
        return true
    }

    /// The lift stops the repeat; a stepper that is not continuous reports its value now.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        UIEntry.check("-[UIStepper endTrackingWithTouch:withEvent:]", self)
        stopAutorepeat()
        if changedWhileTracking { sendActions(for: .valueChanged) }
        changedWhileTracking = false
    }

    open override func cancelTracking(with event: UIEvent?) {
        UIEntry.check("-[UIStepper cancelTrackingWithEvent:]", self)
        stopAutorepeat()
        if changedWhileTracking { sendActions(for: .valueChanged) }
        changedWhileTracking = false
    }

    func stopAutorepeat() {
        autorepeatWork?.cancel()
        autorepeatWork = nil
    }
}
