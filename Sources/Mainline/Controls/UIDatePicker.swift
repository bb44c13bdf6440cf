import Foundation

/// The look of a date picker.
public enum UIDatePickerStyle: Int, Sendable { case automatic = 0, wheels, compact, inline }

/// A control for choosing a date, a time, both, or a countdown.
///
/// Values: `date` stays within `minimumDate`…`maximumDate`; with `roundsToMinuteInterval`
/// (true by default) it is rounded down to a multiple of `minuteInterval` (1…30, dividing 60;
/// other values are ignored, as UIKit ignores them); `countDownDuration` is kept within 1 minute
/// and 23 h 59 min, rounded down to the interval. Setting values in code sends no event; a
/// user's change (`userSelect(date:)`, as the wheels or calendar would do it) sends
/// `.valueChanged`. The style in effect: `.wheels` for a countdown, else `.compact` for
/// `.automatic`, else the preferred one. Intrinsic size (the model's, after UIKit's layouts):
/// wheels 320 × 216, compact 130 × 34 for a date or time alone (230 for both), inline
/// 320 × 350 (date) or 320 × 400 (date and time).
open class UIDatePicker: UIControl {
    /// What the picker chooses.
    public enum Mode: Int, Sendable { case time = 0, date, dateAndTime, countDownTimer, yearAndMonth }

    var storedDatePickerMode = Mode.dateAndTime
    var storedLocale: Locale?
    var storedCalendar: Calendar = .current
    var storedTimeZone: TimeZone?
    var storedDate = Date()
    var storedMinimumDate: Date?
    var storedMaximumDate: Date?
    var storedCountDownDuration: TimeInterval = 0
    var storedMinuteInterval = 1
    var storedPreferredDatePickerStyle = UIDatePickerStyle.automatic
    var storedRoundsToMinuteInterval = true

    public override init(frame: CGRect) {
        let entry = UIEntry("-[UIDatePicker initWithFrame:]"); defer { entry.end() }
        super.init(frame: frame)
        storedDate = adjusted(Date())
    }

    public required init?(coder: NSCoder) {
        let entry = UIEntry("-[UIDatePicker initWithCoder:]"); defer { entry.end() }
        super.init(coder: coder)
    }

    /// What the picker chooses (date and time by default).
    open var datePickerMode: Mode {
        get { let entry = UIEntry("-[UIDatePicker datePickerMode]", self); defer { entry.end() }; return storedDatePickerMode }
        set { let entry = UIEntry("-[UIDatePicker setDatePickerMode:]", self); defer { entry.end() }; storedDatePickerMode = newValue; styleDidChange() }
    }

    /// The locale dates are shown in (nil: the current one).
    open var locale: Locale? {
        get { let entry = UIEntry("-[UIDatePicker locale]", self); defer { entry.end() }; return storedLocale }
        set { let entry = UIEntry("-[UIDatePicker setLocale:]", self); defer { entry.end() }; storedLocale = newValue; setNeedsDisplay() }
    }

    /// The calendar (the current one by default).
    open var calendar: Calendar! {
        get { let entry = UIEntry("-[UIDatePicker calendar]", self); defer { entry.end() }; return storedCalendar }
        set { let entry = UIEntry("-[UIDatePicker setCalendar:]", self); defer { entry.end() }; storedCalendar = newValue ?? .current; setNeedsDisplay() }
    }

    /// The time zone (nil: the calendar's).
    open var timeZone: TimeZone? {
        get { let entry = UIEntry("-[UIDatePicker timeZone]", self); defer { entry.end() }; return storedTimeZone }
        set { let entry = UIEntry("-[UIDatePicker setTimeZone:]", self); defer { entry.end() }; storedTimeZone = newValue; setNeedsDisplay() }
    }

    /// The date shown (within the limits, rounded to the minute interval).
    open var date: Date {
        get { let entry = UIEntry("-[UIDatePicker date]", self); defer { entry.end() }; return storedDate }
        set { let entry = UIEntry("-[UIDatePicker setDate:]", self); defer { entry.end() }; storedDate = adjusted(newValue); setNeedsDisplay() }
    }

    /// Sets the date (no event is sent).
    open func setDate(_ date: Date, animated: Bool) {
        let entry = UIEntry("-[UIDatePicker setDate:animated:]", self); defer { entry.end() }
        storedDate = adjusted(date)
        setNeedsDisplay()
    }

    /// The earliest date (nil: none); the date moves up to it.
    open var minimumDate: Date? {
        get { let entry = UIEntry("-[UIDatePicker minimumDate]", self); defer { entry.end() }; return storedMinimumDate }
        set { let entry = UIEntry("-[UIDatePicker setMinimumDate:]", self); defer { entry.end() }; storedMinimumDate = newValue; storedDate = adjusted(storedDate) }
    }

    /// The latest date (nil: none); the date moves down to it.
    open var maximumDate: Date? {
        get { let entry = UIEntry("-[UIDatePicker maximumDate]", self); defer { entry.end() }; return storedMaximumDate }
        set { let entry = UIEntry("-[UIDatePicker setMaximumDate:]", self); defer { entry.end() }; storedMaximumDate = newValue; storedDate = adjusted(storedDate) }
    }

    /// The countdown's length in seconds (`.countDownTimer`): 1 minute to 23 h 59 min, rounded
    /// down to the minute interval.
    open var countDownDuration: TimeInterval {
        get { let entry = UIEntry("-[UIDatePicker countDownDuration]", self); defer { entry.end() }; return storedCountDownDuration }
        set {
            let entry = UIEntry("-[UIDatePicker setCountDownDuration:]", self); defer { entry.end() }
            guard newValue.isFinite else { return }
            let step = TimeInterval(storedMinuteInterval * 60)
            let clamped = min(max(newValue, 60), 23 * 3600 + 59 * 60)
            storedCountDownDuration = max(step, (clamped / step).rounded(.down) * step)
        }
    }

    /// The step of the minute wheel (1 by default; values that do not divide 60 are ignored).
    open var minuteInterval: Int {
        get { let entry = UIEntry("-[UIDatePicker minuteInterval]", self); defer { entry.end() }; return storedMinuteInterval }
        set {
            let entry = UIEntry("-[UIDatePicker setMinuteInterval:]", self); defer { entry.end() }
            guard (1...30).contains(newValue), 60 % newValue == 0 else { return }
            storedMinuteInterval = newValue
            storedDate = adjusted(storedDate)
        }
    }

    /// Whether the date is rounded to the minute interval (true by default).
    open var roundsToMinuteInterval: Bool {
        get { let entry = UIEntry("-[UIDatePicker roundsToMinuteInterval]", self); defer { entry.end() }; return storedRoundsToMinuteInterval }
        set { let entry = UIEntry("-[UIDatePicker setRoundsToMinuteInterval:]", self); defer { entry.end() }; storedRoundsToMinuteInterval = newValue; storedDate = adjusted(storedDate) }
    }

    /// The style asked for (automatic by default).
    open var preferredDatePickerStyle: UIDatePickerStyle {
        get { let entry = UIEntry("-[UIDatePicker preferredDatePickerStyle]", self); defer { entry.end() }; return storedPreferredDatePickerStyle }
        set { let entry = UIEntry("-[UIDatePicker setPreferredDatePickerStyle:]", self); defer { entry.end() }; storedPreferredDatePickerStyle = newValue; styleDidChange() }
    }

    /// The style in effect: wheels for a countdown (the only style it has), compact for
    /// automatic, else the preferred style.
    open var datePickerStyle: UIDatePickerStyle {
        let entry = UIEntry("-[UIDatePicker datePickerStyle]", self); defer { entry.end() }
        return effectiveStyle
    }

    var effectiveStyle: UIDatePickerStyle {
        if storedDatePickerMode == .countDownTimer || storedDatePickerMode == .yearAndMonth { return .wheels }
        return storedPreferredDatePickerStyle == .automatic ? .compact : storedPreferredDatePickerStyle
    }

    open override var intrinsicContentSize: CGSize {
        let entry = UIEntry("-[UIDatePicker intrinsicContentSize]", self); defer { entry.end() }
        return styleSize
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let entry = UIEntry("-[UIDatePicker sizeThatFits:]", self); defer { entry.end() }
        return styleSize
    }

    var styleSize: CGSize {
        switch effectiveStyle {
        case .wheels, .automatic: CGSize(width: 320, height: 216)
        case .compact: CGSize(width: storedDatePickerMode == .dateAndTime ? 230 : 130, height: 34)
        case .inline: CGSize(width: 320, height: storedDatePickerMode == .dateAndTime ? 400 : 350)
        }
    }

    private func styleDidChange() {
        invalidateIntrinsicContentSize()
        setNeedsLayout()
        setNeedsDisplay()
    }

    /// `date` within the limits, rounded down to the minute interval when asked.
    func adjusted(_ date: Date) -> Date {
        var date = date
        if storedRoundsToMinuteInterval, storedMinuteInterval > 1 {
            let step = TimeInterval(storedMinuteInterval * 60)
            date = Date(timeIntervalSinceReferenceDate: (date.timeIntervalSinceReferenceDate / step).rounded(.down) * step)
        }
        if let minimum = storedMinimumDate, date < minimum { date = minimum }
        if let maximum = storedMaximumDate, date > maximum { date = maximum }
        return date
    }

    /// The user chose `date` (on the wheels or in the calendar): it is limited and rounded, and
    /// `.valueChanged` is sent when it changed.
    func userSelect(date: Date) {
        let new = adjusted(date)
        guard new != storedDate else { return }
        storedDate = new
        setNeedsDisplay()
        sendActions(for: .valueChanged)
    }
}
