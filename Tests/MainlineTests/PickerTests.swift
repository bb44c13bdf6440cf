import Foundation
@testable import Mainline
import Testing

private final class Fruits: UIPickerViewDataSource, UIPickerViewDelegate {
    let rows = [["Apple", "Banana", "Cherry", "Date", "Elderberry", "Fig", "Grape", "Honeydew"], ["S", "M", "L"]]
    var selected: [String] = []
    func numberOfComponents(in pickerView: UIPickerView) -> Int { rows.count }
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { rows[component].count }
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? { rows[component][row] }
    func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat { component == 0 ? 200 : 80 }
    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) { selected.append("\(component):\(rows[component][row])") }
}

@Suite("UIPickerView and UIDatePicker")
struct PickerTests {
    @Test("a picker lays out the rows around its selection from its data source and delegate; drags and taps select and tell the delegate")
    func pickerView() {
        let fruits = Fruits()
        let (sim, box) = layOut { window -> UIPickerView in
            let picker = UIPickerView(frame: CGRect(x: 0, y: 400, width: 320, height: 216))
            picker.dataSource = fruits
            picker.delegate = fruits
            window.addSubview(picker)
            return picker
        }
        let picker = box.value!
        let (components, rows, label, frame, size) = inspect(sim) { () -> (Int, Int, String?, CGRect?, CGSize) in
            (picker.numberOfComponents, picker.numberOfRows(inComponent: 0), (picker.view(forRow: 0, forComponent: 0) as? UILabel)?.text,
             picker.view(forRow: 1, forComponent: 0)?.frame, picker.rowSize(forComponent: 1))
        }
        // Components 200 and 80 wide, 8 apart, centred: x 16 and 224; row 0 centred (y 92), row 1 below it.
        #expect(components == 2 && rows == 8 && label == "Apple")
        #expect(frame == CGRect(x: 16, y: 124, width: 200, height: 32) && size == CGSize(width: 80, height: 32))
        // Drag the first component up by three rows.
        sim.pan(from: CGPoint(x: 100, y: 560), to: CGPoint(x: 100, y: 464), duration: 0.3)
        sim.run(for: 0.6)
        #expect(inspect(sim) { picker.selectedRow(inComponent: 0) } == 3)
        // Tap the row below the centre of the second component.
        sim.tap(at: CGPoint(x: 260, y: 508 + 32))
        sim.run(for: 0.3)
        #expect(fruits.selected == ["0:Date", "1:M"])
        // Selecting in code tells nobody; out-of-range rows are clamped.
        inspect(sim) { picker.selectRow(99, inComponent: 0, animated: false) }
        #expect(inspect(sim) { (picker.selectedRow(inComponent: 0), picker.view(forRow: 7, forComponent: 0) != nil) } == (7, true))
        #expect(fruits.selected.count == 2)
    }

    @Test("a date picker keeps its date within its limits and rounded to its minute interval; a user's choice sends valueChanged")
    func datePicker() {
        let changes = Box(0)
        let (sim, box) = layOut { window -> UIDatePicker in
            let picker = UIDatePicker()
            picker.addAction(UIAction { _ in changes.value += 1 }, for: .valueChanged)
            window.addSubview(picker)
            return picker
        }
        let picker = box.value!
        let base = Date(timeIntervalSinceReferenceDate: 1_000_000_020)  // 120 s past a quarter of an hour
        let result = inspect(sim) { () -> (TimeInterval, Date, UIDatePickerStyle, CGSize, TimeInterval, Int) in
            picker.minuteInterval = 15
            picker.date = base
            let rounded = picker.date.timeIntervalSinceReferenceDate.truncatingRemainder(dividingBy: 900)
            picker.minimumDate = base.addingTimeInterval(3600)
            let clamped = picker.date
            picker.preferredDatePickerStyle = .inline
            picker.datePickerMode = .date
            let style = picker.datePickerStyle
            let size = picker.intrinsicContentSize
            picker.datePickerMode = .countDownTimer
            picker.countDownDuration = 1000
            picker.minuteInterval = 7  // ignored: 7 does not divide 60
            return (rounded, clamped, style, size, picker.countDownDuration, picker.minuteInterval)
        }
        #expect(result.0 == 0 && result.1 == base.addingTimeInterval(3600))
        #expect(result.2 == .inline && result.3 == CGSize(width: 320, height: 350))
        #expect(result.4 == 900 && result.5 == 15)
        #expect(inspect(sim) { picker.datePickerStyle } == .wheels)
        #expect(changes.value == 0)
        sim.choose(base.addingTimeInterval(7200), in: picker)
        sim.run(for: 0.1)
        #expect(changes.value == 1)
        #expect(inspect(sim) { picker.date } == base.addingTimeInterval(7200 - 120))  // rounded down to the quarter
    }
}
