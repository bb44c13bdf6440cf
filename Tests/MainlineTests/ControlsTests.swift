import Mainline
import Testing

/// A window with `make`'s view in it, laid out.
private func showView<V: UIView>(_ make: @escaping @MainActor () -> V) -> (Simulation, V) {
    let sim = makeSimulation()
    let box = Box<V?>(nil)
    sim.start {
        let window = UIWindow()
        window.makeKeyAndVisible()
        let view = make()
        window.addSubview(view)
        box.value = view
    }
    sim.runUntilIdle()
    return (sim, box.value!)
}

@Suite("Controls")
struct ControlsTests {
    @Test("UIButton: a system button's title size, per-state titles with .normal as the fallback, and a tap that runs its action")
    func button() {
        let tapped = Box(0)
        let (sim, button) = showView { () -> UIButton in
            let button = UIButton(type: .system)
            button.setTitle("Save", for: .normal)
            button.setTitle("Saving", for: .disabled)
            button.frame = CGRect(x: 100, y: 100, width: 80, height: 40)
            button.addAction(UIAction(title: "save") { _ in tapped.value += 1 }, for: .touchUpInside)
            return button
        }
        // "Save" in the 15-point system font: S 0.62 + a 0.5 + v 0.5 + e 0.5 = 2.12 × 15 = 31.8
        // → 32 wide; one 18-point line (15 × 1.2) + 6 above and below = 30 high.
        let (size, normal, highlighted, disabled, color) = inspect(sim) {
            (button.intrinsicContentSize, button.title(for: .normal), button.title(for: .highlighted),
             button.title(for: .disabled), button.titleColor(for: .normal))
        }
        #expect(size == CGSize(width: 32, height: 30))
        #expect(normal == "Save" && highlighted == "Save" && disabled == "Saving")
        #expect(color == UIColor.systemBlue)
        #expect(inspect(sim) { UIButton(type: .custom).intrinsicContentSize } == CGSize(width: 30, height: 34))
        sim.tap(at: CGPoint(x: 140, y: 120))
        sim.run(for: 0.2)
        #expect(tapped.value == 1)
        #expect(inspect(sim) { button.state } == .normal)
        sim.perform { button.isEnabled = false }
        sim.runFrames(1)
        sim.tap(at: CGPoint(x: 140, y: 120))
        sim.run(for: 0.2)
        #expect(tapped.value == 1)
        #expect(inspect(sim) { (button.state, button.currentTitle) } == (.disabled, "Saving"))
    }

    @Test("an action with an existing identifier replaces the old one (the reused-cell idiom)")
    func actionReplacement() {
        let ran = Box<[String]>([])
        let sim = makeSimulation()
        inspect(sim) {
            let button = UIButton(type: .system)
            let id = UIAction.Identifier("tap")
            button.addAction(UIAction(identifier: id) { _ in ran.value.append("old") }, for: .touchUpInside)
            button.addAction(UIAction(identifier: id) { _ in ran.value.append("new") }, for: .touchUpInside)
            button.sendActions(for: .touchUpInside)
        }
        #expect(ran.value == ["new"])
    }

    @Test("a subclass of a control overrides init(frame:) as in UIKit")
    func controlSubclass() {
        final class RoundButton: UIButton {
            override init(frame: CGRect) {
                super.init(frame: frame)
                layer.cornerRadius = 8
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        let sim = makeSimulation()
        #expect(inspect(sim) { () -> (UIButton.ButtonType, CGFloat) in
            let button = RoundButton(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            return (button.buttonType, button.layer.cornerRadius)
        } == (.custom, 8))
    }

    @Test("a text field's primary action is the return key; becoming first responder needs a window")
    func textFieldReturn() {
        let events = Box<[String]>([])
        let (sim, field) = showView { () -> UITextField in
            let field = UITextField(frame: CGRect(x: 0, y: 400, width: 200, height: 34))
            field.addAction(UIAction { _ in events.value.append("primary") }, for: .primaryActionTriggered)
            field.addAction(UIAction { _ in events.value.append("exit") }, for: .editingDidEndOnExit)
            return field
        }
        #expect(inspect(sim) { UITextField().becomeFirstResponder() } == false)
        sim.tap(at: CGPoint(x: 50, y: 410))
        sim.run(for: 0.3)
        #expect(events.value.isEmpty && inspect(sim) { field.isFirstResponder })
        sim.type("ok\n", into: field)
        sim.run(for: 1)
        #expect(events.value == ["primary", "exit"])
    }

    @Test("a segment made from an action runs that action only; a momentary control reports the tapped index")
    func segmentActions() {
        let ran = Box<[String]>([])
        let (sim, _) = showView { () -> UISegmentedControl in
            let control = UISegmentedControl(items: nil)
            control.insertSegment(action: UIAction(title: "A") { _ in ran.value.append("A") }, at: 0, animated: false)
            control.insertSegment(action: UIAction(title: "B") { _ in ran.value.append("B") }, at: 1, animated: false)
            control.isMomentary = true
            control.addAction(UIAction { action in ran.value.append("changed \((action.sender as! UISegmentedControl).selectedSegmentIndex)") }, for: .valueChanged)
            control.frame = CGRect(x: 0, y: 500, width: 200, height: 32)
            return control
        }
        sim.tap(at: CGPoint(x: 150, y: 510))
        sim.run(for: 0.3)
        #expect(ran.value == ["B", "changed 1"])
    }

    @Test("UIButton.Configuration: medium insets 7/12 around a 17-point title")
    func buttonConfiguration() {
        let sim = makeSimulation()
        let size = inspect(sim) { () -> CGSize in
            var configuration = UIButton.Configuration.filled()
            configuration.title = "Go"
            return UIButton(configuration: configuration).intrinsicContentSize
        }
        // "Go": G 0.62 + o 0.5 = 1.12 × 17 = 19.04 → 20; line 21 (20.4); + 24 and + 14.
        #expect(size == CGSize(width: 20 + 24, height: 21 + 14))
    }

    @Test("UISwitch: 51 × 31 whatever its frame, and a tap toggles it with valueChanged")
    func toggle() {
        let changes = Box(0)
        let (sim, toggle) = showView { () -> UISwitch in
            let toggle = UISwitch(frame: CGRect(x: 10, y: 10, width: 200, height: 100))
            toggle.addAction(UIAction { _ in changes.value += 1 }, for: .valueChanged)
            return toggle
        }
        #expect(inspect(sim) { (toggle.frame, toggle.intrinsicContentSize, toggle.isOn) } == (CGRect(x: 10, y: 10, width: 51, height: 31), CGSize(width: 51, height: 31), false))
        sim.tap(at: CGPoint(x: 30, y: 25))
        sim.run(for: 0.2)
        #expect(inspect(sim) { toggle.isOn } && changes.value == 1)
    }

    @Test("UISlider, UIStepper, UIProgressView: clamped values and their sizes")
    func valueControls() {
        let sim = makeSimulation()
        let (slider, stepper, progress, sliderSize, stepperSize, progressSize) = inspect(sim) { () -> (Float, Double, Float, CGSize, CGSize, CGSize) in
            let slider = UISlider()
            slider.maximumValue = 10
            slider.value = 12
            let stepper = UIStepper()
            stepper.value = -5
            let progress = UIProgressView(progressViewStyle: .default)
            progress.progress = 2
            return (slider.value, stepper.value, progress.progress, slider.intrinsicContentSize,
                    stepper.intrinsicContentSize, progress.intrinsicContentSize)
        }
        #expect(slider == 10 && stepper == 0 && progress == 1)
        #expect(sliderSize == CGSize(width: UIView.noIntrinsicMetric, height: 31))
        #expect(stepperSize == CGSize(width: 94, height: 32))
        #expect(progressSize == CGSize(width: UIView.noIntrinsicMetric, height: 4))
    }

    @Test("a continuous slider reports every move; one that is not, once when the finger lifts", arguments: [true, false])
    func sliderDrag(continuous: Bool) {
        let changes = Box(0)
        let (sim, slider) = showView { () -> UISlider in
            let slider = UISlider(frame: CGRect(x: 0, y: 600, width: 300, height: 31))
            slider.isContinuous = continuous
            slider.addAction(UIAction { _ in changes.value += 1 }, for: .valueChanged)
            return slider
        }
        sim.pan(from: CGPoint(x: 10, y: 615), to: CGPoint(x: 290, y: 615), duration: 0.3)
        sim.run(for: 0.6)
        #expect(continuous ? changes.value > 5 : changes.value == 1)
        // Held 4 points left of the thumb's centre (14): at x 290 the centre is at 294, past the
        // end of its travel (272 + 14): the maximum.
        #expect(inspect(sim) { slider.value } == 1)
    }

    @Test("UISegmentedControl: equal segments as wide as the widest title, and a tap selects")
    func segmented() {
        let selected = Box<[Int]>([])
        let (sim, control) = showView { () -> UISegmentedControl in
            let control = UISegmentedControl(items: ["Day", "Week", "Month"])
            control.frame.origin = CGPoint(x: 0, y: 200)
            control.addAction(UIAction { action in selected.value.append((action.sender as! UISegmentedControl).selectedSegmentIndex) }, for: .valueChanged)
            return control
        }
        // "Month" at 13 points: M 0.82 + o n t h 4 × 0.5 = 2.82 × 13 = 36.66, + 24 → 61 each.
        #expect(inspect(sim) { (control.intrinsicContentSize, control.numberOfSegments, control.selectedSegmentIndex) } == (CGSize(width: 183, height: 32), 3, UISegmentedControl.noSegment))
        sim.tap(at: CGPoint(x: 150, y: 210))
        sim.run(for: 0.2)
        #expect(selected.value == [2])
    }

    @Test("UIActivityIndicatorView: 20 or 37 points, hidden while stopped")
    func activityIndicator() {
        let sim = makeSimulation()
        let result = inspect(sim) { () -> (CGSize, CGSize, Bool, Bool, Bool) in
            let spinner = UIActivityIndicatorView(style: .large)
            let hiddenAtFirst = spinner.isHidden
            spinner.startAnimating()
            let shown = !spinner.isHidden && spinner.isAnimating
            spinner.stopAnimating()
            return (UIActivityIndicatorView().frame.size, spinner.intrinsicContentSize, hiddenAtFirst, shown, spinner.isHidden)
        }
        #expect(result == (CGSize(width: 20, height: 20), CGSize(width: 37, height: 37), true, true, true))
        // "If hidesWhenStopped is false, the receiver is not hidden when animation stops."
        #expect(inspect(sim) { () -> Bool in
            let spinner = UIActivityIndicatorView(style: .medium)
            spinner.hidesWhenStopped = false
            return spinner.isHidden
        } == false)
    }

    @Test("UITextField: its size from the placeholder, and typing through the delegate")
    func textField() {
        final class OnlyDigits: UITextFieldDelegate {
            var began = 0
            func textFieldDidBeginEditing(_ textField: UITextField) { began += 1 }
            func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
                string.allSatisfy(\.isNumber)
            }
        }
        let delegate = OnlyDigits()
        let changes = Box(0)
        let (sim, field) = showView { () -> UITextField in
            let field = UITextField(frame: CGRect(x: 0, y: 300, width: 200, height: 34))
            field.borderStyle = .roundedRect
            field.font = .systemFont(ofSize: 14)
            field.placeholder = "PIN"
            field.delegate = delegate
            field.addAction(UIAction { _ in changes.value += 1 }, for: .editingChanged)
            return field
        }
        // "PIN" at 14 points: P 0.62 + I 0.3 + N 0.62 = 1.54 × 14 = 21.56, + 14; 17 + 17 high.
        #expect(inspect(sim) { field.intrinsicContentSize } == CGSize(width: 36, height: 34))
        sim.type("12a3", into: field)
        sim.run(for: 1)
        #expect(inspect(sim) { (field.text, field.isEditing, field.isFirstResponder) } == ("123", true, true))
        #expect(changes.value == 3 && delegate.began == 1)
        #expect(inspect(sim) { field.resignFirstResponder() && !field.isEditing })
    }

    @Test("UITextView without scrolling is as high as its wrapped text")
    func textView() {
        let (sim, view) = showView { () -> UITextView in
            let view = UITextView(frame: CGRect(x: 0, y: 0, width: 70, height: 10))
            view.isScrollEnabled = false
            view.font = .systemFont(ofSize: 10)
            view.text = "aaaa bbbb cccc dddd"
            return view
        }
        // Wrap width 70 − 2 × 5 padding = 60: "aaaa bbbb" is 4 × 5 + 2.8 + 4 × 5 = 42.8 points
        // and a third word would make 65.6, so two words a line: two 12-point lines + 8 + 8 = 40.
        #expect(inspect(sim) { view.intrinsicContentSize.height } == 40)
        #expect(inspect(sim) { view.font?.pointSize } == 10)
    }
}
