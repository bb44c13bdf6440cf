import Foundation

extension Simulation {
    /// Chooses `date` in a date picker as a user does on its wheels or calendar: the picker
    /// limits and rounds it, and sends `.valueChanged` when it changed.
    public func choose(_ date: Date, in datePicker: UIDatePicker, after delay: TimeInterval = 0) {
        self.input(after: delay, "date picker") { [weak datePicker] _ in
            datePicker?.userSelect(date: date)
        }
    }
}
