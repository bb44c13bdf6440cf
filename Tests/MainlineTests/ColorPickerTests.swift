import Foundation
@testable import Mainline
import Testing

private final class ColorLog: UIColorPickerViewControllerDelegate {
    let log: CallLog
    init(_ log: CallLog) { self.log = log }
    func colorPickerViewController(_ viewController: UIColorPickerViewController, didSelect color: UIColor, continuously: Bool) {
        var (r, g, b, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
        _ = color.getRed(&r, green: &g, blue: &b, alpha: &a)
        log("select \(r) \(g) \(b) \(a) \(continuously) \(viewController.selectedColor == color)")
    }
    func colorPickerViewControllerDidFinish(_ viewController: UIColorPickerViewController) {
        log("finish \(viewController.presentingViewController == nil)")
    }
}

/// A delegate of iOS 14 that implements only the deprecated method.
private final class OldColorLog: UIColorPickerViewControllerDelegate {
    var count = 0
    func colorPickerViewControllerDidSelectColor(_ viewController: UIColorPickerViewController) { count += 1 }
}

@Suite("UIColorPickerViewController and UIColorWell: the user's picks reach the delegate and the well")
struct ColorPickerTests {
    @Test("picks tell the delegate with the selected colour; without alpha support colours are opaque; closing dismisses, then didFinish")
    func pickerDelegateOrder() {
        let f = RootFixture()
        let log = CallLog()
        let delegate = ColorLog(log)
        let picker = inspect(f.sim) { () -> UIColorPickerViewController in
            let picker = UIColorPickerViewController()
            log("defaults \(picker.selectedColor == .white) \(picker.supportsAlpha) \(picker.supportsEyedropper) \(picker.maximumLinearExposure)")
            picker.delegate = delegate
            picker.supportsAlpha = false
            picker.selectedColor = .blue
            f.root.present(picker, animated: true)
            return picker
        }
        f.sim.runUntilIdle()
        f.sim.pickColor(UIColor(red: 1, green: 0, blue: 0, alpha: 0.5), continuously: true)
        f.sim.pickColor(UIColor(red: 0, green: 1, blue: 0, alpha: 0.5))
        f.sim.runUntilIdle()
        #expect(inspect(f.sim) { picker.selectedColor == UIColor(red: 0, green: 1, blue: 0, alpha: 1) })
        f.sim.closeColorPicker()
        f.sim.runUntilIdle()
        #expect(log.entries == ["defaults true true true 1.0", "select 1.0 0.0 0.0 1.0 true true", "select 0.0 1.0 0.0 1.0 false true", "finish true"])
        #expect(inspect(f.sim) { f.root.presentedViewController == nil })
    }

    @Test("a delegate with only the iOS 14 method hears every selection through it; translucent picks keep their alpha")
    func deprecatedDelegate() {
        let f = RootFixture()
        let delegate = OldColorLog()
        let picker = inspect(f.sim) { () -> UIColorPickerViewController in
            let picker = UIColorPickerViewController()
            picker.delegate = delegate
            f.root.present(picker, animated: true)
            return picker
        }
        f.sim.runUntilIdle()
        f.sim.pickColor(UIColor(white: 0.5, alpha: 0.25))
        f.sim.pickColor(.red)
        f.sim.runUntilIdle()
        #expect(delegate.count == 2)
        f.sim.pickColor(UIColor(white: 0.5, alpha: 0.25))
        f.sim.runUntilIdle()
        #expect(inspect(f.sim) { picker.selectedColor.cgColor.alpha } == 0.25)
    }

    @Test("a tapped colour well presents a picker with its settings; a pick sets the well's colour and sends valueChanged")
    func colorWell() {
        let f = RootFixture()
        let log = CallLog()
        let well = inspect(f.sim) { () -> UIColorWell in
            let well = UIColorWell(frame: CGRect(x: 20, y: 100, width: 44, height: 44))
            well.title = "Tint"
            well.supportsAlpha = false
            well.selectedColor = .yellow
            well.addAction(UIAction { _ in log("changed") }, for: .valueChanged)
            f.root.view.addSubview(well)
            return well
        }
        f.sim.runUntilIdle()
        f.sim.tap(at: CGPoint(x: 40, y: 120))
        f.sim.runUntilIdle()
        let picker = inspect(f.sim) { f.root.presentedViewController as? UIColorPickerViewController }
        #expect(picker != nil)
        #expect(inspect(f.sim) { (picker?.title, picker?.supportsAlpha, picker?.selectedColor == .yellow) } == ("Tint", false, true))
        f.sim.pickColor(UIColor(red: 0, green: 0, blue: 1, alpha: 0.3))
        f.sim.runUntilIdle()
        #expect(inspect(f.sim) { well.selectedColor == UIColor(red: 0, green: 0, blue: 1, alpha: 1) })
        #expect(log.entries == ["changed"])
        inspect(f.sim) { well.selectedColor = .red }
        #expect(log.entries == ["changed"])
    }
}
