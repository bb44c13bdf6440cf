import Foundation
@testable import Mainline
import Testing

/// A window with `make`'s view in it, laid out.
private func show<V: UIView>(_ make: @escaping () -> V) -> (Simulation, V) {
    let (sim, box) = layOut { window -> V in
        let view = make()
        window.addSubview(view)
        return view
    }
    return (sim, box.value!)
}

/// A control that logs its tracking calls with `isTracking` and `isTouchInside` then.
private final class TrackingControl: UIControl {
    var log: [String] = []
    override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        log.append("begin \(isTracking)")
        return super.beginTracking(touch, with: event)
    }
    override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        log.append("continue \(isTracking) \(isTouchInside)")
        return super.continueTracking(touch, with: event)
    }
    override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        log.append("end \(isTracking) \(isTouchInside)")
        super.endTracking(touch, with: event)
    }
}

/// A button whose title goes where its override says.
private final class RectButton: UIButton {
    override func titleRect(forContentRect contentRect: CGRect) -> CGRect {
        CGRect(x: contentRect.minX, y: contentRect.maxY - 20, width: contentRect.width, height: 20)
    }
    override func imageRect(forContentRect contentRect: CGRect) -> CGRect {
        CGRect(x: contentRect.midX - 10, y: contentRect.minY, width: 20, height: 20)
    }
}

@Suite("Controls: tracking, menus, button and slider geometry, stepper autorepeat, segments")
struct ControlTrackingTests {
    @Test("tracking methods are called as touches move, with isTracking and isTouchInside as UIKit reports them")
    func trackingCalls() {
        let (sim, control) = show { TrackingControl(frame: CGRect(x: 0, y: 100, width: 100, height: 50)) }
        sim.pan(from: CGPoint(x: 50, y: 125), to: CGPoint(x: 50, y: 400), duration: 0.2)
        sim.run(for: 0.5)
        let log = inspect(sim) { control.log }
        #expect(log.first == "begin false")
        #expect(log.contains("continue true true") && log.contains("continue true false"))
        #expect(log.last == "end true false")
        #expect(inspect(sim) { control.isTracking } == false)
    }

    @Test("performPrimaryAction, effective alignment, and a menu shown as the primary action")
    func menusAndPrimaryAction() {
        let ran = Box<[String]>([])
        let (sim, button) = show { () -> UIButton in
            let button = UIButton(type: .system)
            button.frame = CGRect(x: 0, y: 100, width: 100, height: 44)
            button.setTitle("Sort", for: .normal)
            button.addAction(UIAction { _ in ran.value.append("primary") }, for: .primaryActionTriggered)
            button.addAction(UIAction { _ in ran.value.append("menu") }, for: .menuActionTriggered)
            return button
        }
        inspect(sim) { button.performPrimaryAction() }
        #expect(ran.value == ["primary"])
        #expect(inspect(sim) { () -> UIControl.ContentHorizontalAlignment in
            button.contentHorizontalAlignment = .trailing
            return button.effectiveContentHorizontalAlignment
        } == .right)
        let byName = UIAction(title: "Name", state: .on) { _ in ran.value.append("name") }
        let byDate = UIAction(title: "Date") { _ in ran.value.append("date") }
        let hidden = UIAction(title: "Size", attributes: .disabled) { _ in ran.value.append("size") }
        sim.perform {
            button.menu = UIMenu(title: "Sort by", options: .singleSelection, children: [byName, byDate, hidden])
            button.showsMenuAsPrimaryAction = true
        }
        sim.runFrames(1)
        #expect(inspect(sim) { button.isContextMenuInteractionEnabled })
        ran.value.removeAll()
        sim.tap(at: CGPoint(x: 50, y: 122))
        sim.run(for: 0.2)
        #expect(ran.value == ["menu"])
        let menu = try! #require(inspect(sim) { button.presentedMenu })
        inspect(sim) {
            menu.choose(byDate, sender: button)
            menu.choose(hidden, sender: button)
        }
        #expect(ran.value == ["menu", "date"])
        #expect(menu.selectedElements.map(\.title) == ["Date"])
        #expect(inspect(sim) { menu.replacingChildren([byName]).children.count } == 1)
    }

    @Test("a button lays out through titleRect/imageRect (overridable); shadow colour, image dimming and current values per state")
    func buttonGeometryAndState() {
        let (sim, button) = show { () -> RectButton in
            let button = RectButton(type: .custom)
            button.frame = CGRect(x: 0, y: 100, width: 120, height: 80)
            button.setTitle("Go", for: .normal)
            button.setImage(UIImage(systemName: "star"), for: .normal)
            button.contentEdgeInsets = UIEdgeInsets(top: 5, left: 10, bottom: 5, right: 10)
            return button
        }
        let (title, image, content) = inspect(sim) { (button.titleLabel!.frame, button.imageView!.frame, button.contentRect(forBounds: button.bounds)) }
        #expect(content == CGRect(x: 10, y: 5, width: 100, height: 70))
        #expect(title == CGRect(x: 10, y: 55, width: 100, height: 20))
        #expect(image == CGRect(x: 50, y: 5, width: 20, height: 20))
        let (noTitleShadow, shadow, attributed, background) = inspect(sim) { () -> (UIColor?, UIColor?, NSAttributedString?, UIImage?) in
            let plain = UIButton(type: .custom)
            let noTitle = plain.currentTitleShadowColor
            button.setTitleShadowColor(.black, for: .normal)
            button.setBackgroundImage(UIImage(systemName: "circle"), for: .normal)
            return (noTitle, button.currentTitleShadowColor, button.currentAttributedTitle, button.currentBackgroundImage)
        }
        #expect(noTitleShadow == nil && shadow == .black && attributed == nil && background != nil)
        // Highlighted, the image dims (adjustsImageWhenHighlighted); disabled, too.
        #expect(inspect(sim) { () -> (CGFloat, CGFloat, CGFloat) in
            button.isHighlighted = true
            let highlighted = button.imageView!.alpha
            button.isHighlighted = false
            let normal = button.imageView!.alpha
            button.adjustsImageWhenDisabled = false
            button.isEnabled = false
            return (highlighted, normal, button.imageView!.alpha)
        } == (0.5, 1, 1))
    }

    @Test("a slider moves only when the thumb is dragged, by the finger's movement; track and thumb rectangles")
    func sliderThumbTracking() {
        let changes = Box(0)
        let (sim, slider) = show { () -> UISlider in
            let slider = UISlider(frame: CGRect(x: 0, y: 100, width: 228, height: 31))
            slider.value = 0.5
            slider.addAction(UIAction { _ in changes.value += 1 }, for: .valueChanged)
            return slider
        }
        // Thumb: 28 wide, travelling 200 points: at 0.5 its left edge is at 100, centre 114.
        #expect(inspect(sim) { slider.thumbRect(forBounds: slider.bounds, trackRect: slider.trackRect(forBounds: slider.bounds), value: 0.5) }
                == CGRect(x: 100, y: 1.5, width: 28, height: 28))
        // A drag starting off the thumb does nothing.
        sim.pan(from: CGPoint(x: 20, y: 115), to: CGPoint(x: 60, y: 115), duration: 0.2)
        sim.run(for: 0.4)
        #expect(inspect(sim) { slider.value } == 0.5 && changes.value == 0)
        // Held 6 points right of the centre, moved 50 points right: the value moves by 50 / 200.
        sim.pan(from: CGPoint(x: 120, y: 115), to: CGPoint(x: 170, y: 115), duration: 0.2)
        sim.run(for: 0.4)
        #expect(abs(inspect(sim) { slider.value } - 0.75) < 0.0001 && changes.value > 0)
        // Value images shorten the track; a thumb image sets the thumb's size.
        let (track, thumb) = inspect(sim) { () -> (CGRect, CGRect) in
            slider.minimumValueImage = UIImage(systemName: "speaker")
            slider.setThumbImage(UIImage(systemName: "circle.fill", withConfiguration: nil), for: .normal)
            let track = slider.trackRect(forBounds: slider.bounds)
            return (track, slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: slider.minimumValue))
        }
        let imageWidth = inspect(sim) { UIImage(systemName: "speaker")!.size.width }
        #expect(track.minX == imageWidth + 4 && track.height == 4)
        #expect(thumb.minX == track.minX && thumb.size == inspect(sim) { slider.currentThumbImage!.size })
    }

    @Test("a held stepper autorepeats on the simulation's clock: at once, after 0.5 s, then every 0.1 s; not continuous, one valueChanged", arguments: [true, false])
    func stepperAutorepeat(continuous: Bool) {
        let changes = Box(0)
        let (sim, stepper) = show { () -> UIStepper in
            let stepper = UIStepper(frame: CGRect(x: 0, y: 100, width: 94, height: 32))
            stepper.isContinuous = continuous
            stepper.addAction(UIAction { _ in changes.value += 1 }, for: .valueChanged)
            return stepper
        }
        sim.press(at: CGPoint(x: 80, y: 116), duration: 0.75)
        sim.run(for: 1.2)
        // Steps at 0, 0.5, 0.6 and 0.7 s.
        #expect(inspect(sim) { stepper.value } == 4)
        #expect(changes.value == (continuous ? 4 : 1))
        // A tap on the left half at the minimum does nothing.
        sim.perform { stepper.value = 0 }
        sim.runFrames(1)
        changes.value = 0
        sim.tap(at: CGPoint(x: 10, y: 116))
        sim.run(for: 0.3)
        #expect(inspect(sim) { stepper.value } == 0 && changes.value == 0)
        #expect(inspect(sim) { stepper.incrementImage(for: .normal) != nil })
    }

    @Test("segments made from actions, found by identifier, and measured in the title attributes' font")
    func segmentsFromActions() {
        let ran = Box<[String]>([])
        let (sim, control) = show { () -> UISegmentedControl in
            let control = UISegmentedControl(frame: CGRect(x: 0, y: 100, width: 200, height: 32), actions: [
                UIAction(title: "One", identifier: .init("one")) { _ in ran.value.append("one") },
                UIAction(title: "Two", identifier: .init("two")) { _ in ran.value.append("two") },
            ])
            return control
        }
        #expect(inspect(sim) { (control.numberOfSegments, control.segmentIndex(identifiedBy: .init("two"))) } == (2, 1))
        sim.tap(at: CGPoint(x: 150, y: 116))
        sim.run(for: 0.2)
        #expect(ran.value == ["two"] && inspect(sim) { control.selectedSegmentIndex } == 1)
        let (small, large) = inspect(sim) { () -> (CGFloat, CGFloat) in
            let small = control.intrinsicContentSize.width
            control.setTitleTextAttributes([.font: UIFont.systemFont(ofSize: 26)], for: .normal)
            return (small, control.intrinsicContentSize.width)
        }
        // "One" and "Two" at 13 points: the widest plus 24, twice; at 26 points the titles double.
        #expect(large > small)
        #expect(inspect(sim) { control.titleTextAttributes(for: .normal)?[.font] as? UIFont }?.pointSize == 26)
    }

    @Test("a press held on a button with a menu shows the menu through its context menu interaction, instead of the primary action")
    func contextMenuOnLongPress() {
        final class MenuButton: UIButton {
            var log: [String] = []
            override func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
                                                 animator: UIContextMenuInteractionAnimating?) {
                log.append("willDisplay")
            }
            override func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
                                                 animator: UIContextMenuInteractionAnimating?) {
                log.append("willEnd")
            }
        }
        let ran = Box<[String]>([])
        let (sim, button) = show { () -> MenuButton in
            let button = MenuButton(type: .system)
            button.frame = CGRect(x: 0, y: 100, width: 100, height: 44)
            button.setTitle("Share", for: .normal)
            button.menu = UIMenu(children: [UIAction(title: "Copy") { _ in }])
            button.addAction(UIAction { _ in ran.value.append("primary") }, for: .primaryActionTriggered)
            return button
        }
        sim.tap(at: CGPoint(x: 50, y: 122))
        sim.run(for: 0.3)
        #expect(ran.value == ["primary"] && inspect(sim) { button.presentedMenu == nil })
        sim.press(at: CGPoint(x: 50, y: 122), duration: 0.8)
        sim.run(for: 1.2)
        #expect(ran.value == ["primary"])
        #expect(inspect(sim) { (button.presentedMenu?.children.first?.title, button.log, button.isHighlighted) } == ("Copy", ["willDisplay"], false))
        inspect(sim) { button.contextMenuInteraction!.dismissMenu() }
        #expect(inspect(sim) { (button.presentedMenu == nil, button.log) } == (true, ["willDisplay", "willEnd"]))
    }
}
