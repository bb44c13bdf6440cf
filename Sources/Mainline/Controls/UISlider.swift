import Foundation

/// A slider: no intrinsic width, 31 points high (as Interface Builder lays it out).
///
/// Geometry (overridable, and used for tracking as UIKit uses it): the track runs between the
/// value images (each with 4 points of space towards the track), 4 points high and centred;
/// the thumb (its image's size, else 28 × 28) travels along the track, its left edge from the
/// track's start to the track's end less its width. A touch that lands on the thumb (grown by
/// 10 points each way) drags it: the value follows the finger's movement along the track, as a
/// pan in a simulation shows; a touch elsewhere does not move it.
open class UISlider: UIControl {
    /// A slider's look.
    public enum Style: Int, Sendable { case `default` = 0, thumbless }
    var thumbImages: [UInt: UIImage] = [:]
    var minimumTrackImages: [UInt: UIImage] = [:]
    var maximumTrackImages: [UInt: UIImage] = [:]
    var storedPreferredBehavioralStyle = UIBehavioralStyle.automatic
    var storedSliderStyle = Style.default
    /// Where the finger held the thumb, from the thumb's centre.
    var grabOffset: CGFloat = 0
    var storedValue: Float = 0
    var storedMinimum: Float = 0
    var storedMaximum: Float = 1
    var movedWhileTracking = false
    var storedIsContinuous: Bool = true
    var storedMinimumTrackTintColor: UIColor? = nil
    var storedMaximumTrackTintColor: UIColor? = nil
    var storedThumbTintColor: UIColor? = nil
    var storedMinimumValueImage: UIImage? = nil
    var storedMaximumValueImage: UIImage? = nil

    public override init(frame: CGRect) {
        let entry = UIEntry("-[UISlider initWithFrame:]"); defer { entry.end() }
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        let entry = UIEntry("-[UISlider initWithCoder:]"); defer { entry.end() }
        super.init(coder: coder)
    }

    /// The value, kept within `minimumValue...maximumValue`.
    open var value: Float {
        get { let entry = UIEntry("-[UISlider value]", self); defer { entry.end() }; return storedValue }
        set { let entry = UIEntry("-[UISlider setValue:]", self); defer { entry.end() }; setClamped(newValue) }
    }

    open func setValue(_ value: Float, animated: Bool) {
        let entry = UIEntry("-[UISlider setValue:animated:]", self); defer { entry.end() }
        setClamped(value)
    }

    open var minimumValue: Float {
        get { let entry = UIEntry("-[UISlider minimumValue]", self); defer { entry.end() }; return storedMinimum }
        set { let entry = UIEntry("-[UISlider setMinimumValue:]", self); defer { entry.end() }; storedMinimum = newValue; storedMaximum = max(storedMaximum, newValue); setClamped(storedValue) }
    }

    open var maximumValue: Float {
        get { let entry = UIEntry("-[UISlider maximumValue]", self); defer { entry.end() }; return storedMaximum }
        set { let entry = UIEntry("-[UISlider setMaximumValue:]", self); defer { entry.end() }; storedMaximum = newValue; storedMinimum = min(storedMinimum, newValue); setClamped(storedValue) }
    }

    /// Whether dragging sends `.valueChanged` as it goes.
    open var isContinuous: Bool {
        get { let entry = UIEntry("-[UISlider isContinuous]", self); defer { entry.end() }; return storedIsContinuous }
        set { let entry = UIEntry("-[UISlider setContinuous:]", self); defer { entry.end() }; storedIsContinuous = newValue }
    }

    /// The track's colour before the thumb.
    open var minimumTrackTintColor: UIColor? {
        get { let entry = UIEntry("-[UISlider minimumTrackTintColor]", self); defer { entry.end() }; return storedMinimumTrackTintColor }
        set { let entry = UIEntry("-[UISlider setMinimumTrackTintColor:]", self); defer { entry.end() }; storedMinimumTrackTintColor = newValue }
    }

    /// The track's colour after the thumb.
    open var maximumTrackTintColor: UIColor? {
        get { let entry = UIEntry("-[UISlider maximumTrackTintColor]", self); defer { entry.end() }; return storedMaximumTrackTintColor }
        set { let entry = UIEntry("-[UISlider setMaximumTrackTintColor:]", self); defer { entry.end() }; storedMaximumTrackTintColor = newValue }
    }

    /// The thumb's colour.
    open var thumbTintColor: UIColor? {
        get { let entry = UIEntry("-[UISlider thumbTintColor]", self); defer { entry.end() }; return storedThumbTintColor }
        set { let entry = UIEntry("-[UISlider setThumbTintColor:]", self); defer { entry.end() }; storedThumbTintColor = newValue }
    }

    /// An image before the track.
    open var minimumValueImage: UIImage? {
        get { let entry = UIEntry("-[UISlider minimumValueImage]", self); defer { entry.end() }; return storedMinimumValueImage }
        set { let entry = UIEntry("-[UISlider setMinimumValueImage:]", self); defer { entry.end() }; storedMinimumValueImage = newValue }
    }

    /// An image after the track.
    open var maximumValueImage: UIImage? {
        get { let entry = UIEntry("-[UISlider maximumValueImage]", self); defer { entry.end() }; return storedMaximumValueImage }
        set { let entry = UIEntry("-[UISlider setMaximumValueImage:]", self); defer { entry.end() }; storedMaximumValueImage = newValue }
    }

    /// The value for `state`, falling back to `.normal` as UIKit does.
    private func lookup(_ table: [UInt: UIImage], _ state: State) -> UIImage? { table[state.rawValue] ?? table[0] }

    /// Sets the thumb's image in `state` (its size sets the thumb's).
    open func setThumbImage(_ image: UIImage?, for state: State) {
        let entry = UIEntry("-[UISlider setThumbImage:forState:]", self); defer { entry.end() }
        thumbImages[state.rawValue] = image
        setNeedsLayout()
        setNeedsDisplay()
    }

    /// The thumb's image in `state` (`.normal`'s as the fallback).
    open func thumbImage(for state: State) -> UIImage? {
        let entry = UIEntry("-[UISlider thumbImageForState:]", self); defer { entry.end() }
        return lookup(thumbImages, state)
    }

    /// Sets the image of the track before the thumb in `state`.
    open func setMinimumTrackImage(_ image: UIImage?, for state: State) {
        let entry = UIEntry("-[UISlider setMinimumTrackImage:forState:]", self); defer { entry.end() }
        minimumTrackImages[state.rawValue] = image
        setNeedsDisplay()
    }

    /// The image of the track before the thumb in `state`.
    open func minimumTrackImage(for state: State) -> UIImage? {
        let entry = UIEntry("-[UISlider minimumTrackImageForState:]", self); defer { entry.end() }
        return lookup(minimumTrackImages, state)
    }

    /// Sets the image of the track after the thumb in `state`.
    open func setMaximumTrackImage(_ image: UIImage?, for state: State) {
        let entry = UIEntry("-[UISlider setMaximumTrackImage:forState:]", self); defer { entry.end() }
        maximumTrackImages[state.rawValue] = image
        setNeedsDisplay()
    }

    /// The image of the track after the thumb in `state`.
    open func maximumTrackImage(for state: State) -> UIImage? {
        let entry = UIEntry("-[UISlider maximumTrackImageForState:]", self); defer { entry.end() }
        return lookup(maximumTrackImages, state)
    }

    /// The thumb's image in the current state.
    open var currentThumbImage: UIImage? {
        let entry = UIEntry("-[UISlider currentThumbImage]", self); defer { entry.end() }
        return lookup(thumbImages, currentState)
    }

    /// The image of the track before the thumb in the current state.
    open var currentMinimumTrackImage: UIImage? {
        let entry = UIEntry("-[UISlider currentMinimumTrackImage]", self); defer { entry.end() }
        return lookup(minimumTrackImages, currentState)
    }

    /// The image of the track after the thumb in the current state.
    open var currentMaximumTrackImage: UIImage? {
        let entry = UIEntry("-[UISlider currentMaximumTrackImage]", self); defer { entry.end() }
        return lookup(maximumTrackImages, currentState)
    }

    /// The style asked for (automatic by default).
    open var preferredBehavioralStyle: UIBehavioralStyle {
        get { let entry = UIEntry("-[UISlider preferredBehavioralStyle]", self); defer { entry.end() }; return storedPreferredBehavioralStyle }
        set { let entry = UIEntry("-[UISlider setPreferredBehavioralStyle:]", self); defer { entry.end() }; storedPreferredBehavioralStyle = newValue }
    }

    /// The style in effect: `.pad` unless `.mac` is asked for.
    open var behavioralStyle: UIBehavioralStyle {
        let entry = UIEntry("-[UISlider behavioralStyle]", self); defer { entry.end() }
        return storedPreferredBehavioralStyle == .automatic ? .pad : storedPreferredBehavioralStyle
    }

    /// The slider's look (`.thumbless` draws no thumb; it still tracks).
    open var sliderStyle: Style {
        get { let entry = UIEntry("-[UISlider sliderStyle]", self); defer { entry.end() }; return storedSliderStyle }
        set { let entry = UIEntry("-[UISlider setSliderStyle:]", self); defer { entry.end() }; storedSliderStyle = newValue; setNeedsDisplay() }
    }

    /// Where the minimum value image goes: at the leading edge, centred vertically (zero
    /// width without one).
    open func minimumValueImageRect(forBounds bounds: CGRect) -> CGRect {
        let entry = UIEntry("-[UISlider minimumValueImageRectForBounds:]", self); defer { entry.end() }
        let size = storedMinimumValueImage?.size ?? .zero
        return CGRect(x: bounds.minX, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// Where the maximum value image goes: at the trailing edge, centred vertically.
    open func maximumValueImageRect(forBounds bounds: CGRect) -> CGRect {
        let entry = UIEntry("-[UISlider maximumValueImageRectForBounds:]", self); defer { entry.end() }
        let size = storedMaximumValueImage?.size ?? .zero
        return CGRect(x: bounds.maxX - size.width, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// The track: between the value images (4 points from each), 4 points high, centred.
    open func trackRect(forBounds bounds: CGRect) -> CGRect {
        let entry = UIEntry("-[UISlider trackRectForBounds:]", self); defer { entry.end() }
        let leading = storedMinimumValueImage.map { $0.size.width + 4 } ?? 0
        let trailing = storedMaximumValueImage.map { $0.size.width + 4 } ?? 0
        return CGRect(x: bounds.minX + leading, y: bounds.midY - 2, width: max(0, bounds.width - leading - trailing), height: 4)
    }

    /// The thumb for `value` on `rect`: its image's size (28 × 28 without one), centred on the
    /// track vertically, its left edge `value`'s fraction of the way from the track's start to
    /// its end less the thumb's width.
    open func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
        let entry = UIEntry("-[UISlider thumbRectForBounds:trackRect:value:]", self); defer { entry.end() }
        let size = lookup(thumbImages, currentState)?.size ?? CGSize(width: 28, height: 28)
        let span = storedMaximum - storedMinimum
        let fraction = span > 0 ? CGFloat((min(storedMaximum, max(storedMinimum, value)) - storedMinimum) / span) : 0
        return CGRect(x: rect.minX + fraction * max(0, rect.width - size.width), y: rect.midY - size.height / 2,
                      width: size.width, height: size.height)
    }

    /// The current thumb rectangle, through the overridable methods.
    var currentThumbRect: CGRect {
        let bounds = self.bounds
        return thumbRect(forBounds: bounds, trackRect: trackRect(forBounds: bounds), value: storedValue)
    }

    private func setClamped(_ value: Float) {
        guard !value.isNaN else { return }
        storedValue = min(storedMaximum, max(storedMinimum, value))
        setNeedsDisplay()
    }

    open override var intrinsicContentSize: CGSize {
        let entry = UIEntry("-[UISlider intrinsicContentSize]", self); defer { entry.end() }
        return CGSize(width: UIView.noIntrinsicMetric, height: 31)
    }

    /// A touch on the thumb (grown by 10 points each way) starts dragging it; one elsewhere
    /// does not track.
    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        UIEntry.check("-[UISlider beginTrackingWithTouch:withEvent:]", self)
        let thumb = currentThumbRect
        let point = touch.location(in: self)
        guard thumb.insetBy(dx: -10, dy: -10).contains(point) else { return false }
        grabOffset = point.x - thumb.midX
        movedWhileTracking = false
        return true
    }

    /// Moves the thumb with the finger (keeping where it was held), setting the value; a
    /// continuous slider sends `.valueChanged` for each change.
    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        UIEntry.check("-[UISlider continueTrackingWithTouch:withEvent:]", self)
        let bounds = self.bounds
        let track = trackRect(forBounds: bounds)
        let thumbWidth = thumbRect(forBounds: bounds, trackRect: track, value: storedMinimum).width
        let travel = max(1, track.width - thumbWidth)
        let centre = touch.location(in: self).x - grabOffset
        let fraction = Float(min(1, max(0, (centre - track.minX - thumbWidth / 2) / travel)))
        let old = storedValue
        setClamped(storedMinimum + fraction * (storedMaximum - storedMinimum))
        if storedValue != old {
            if storedIsContinuous { sendActions(for: .valueChanged) } else { movedWhileTracking = true }
        }
        return true
    }

    /// A slider that is not continuous reports its value once, when the finger lifts.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        UIEntry.check("-[UISlider endTrackingWithTouch:withEvent:]", self)
        if movedWhileTracking { sendActions(for: .valueChanged) }
        movedWhileTracking = false
    }
}

