import Foundation
@testable import Mainline
import Testing

/// A controller whose status bar and orientation preferences a test sets.
final class PreferringController: UIViewController {
    var style = UIStatusBarStyle.default
    var hidden = false
    var orientations = UIInterfaceOrientationMask.allButUpsideDown
    var rotations: [String] = []
    override var preferredStatusBarStyle: UIStatusBarStyle { style }
    override var prefersStatusBarHidden: Bool { hidden }
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { orientations }
    override func willRotate(to toInterfaceOrientation: UIInterfaceOrientation, duration: TimeInterval) {
        rotations.append("willRotate \(toInterfaceOrientation.rawValue)")
    }
    override func willAnimateRotation(to toInterfaceOrientation: UIInterfaceOrientation, duration: TimeInterval) {
        rotations.append("willAnimateRotation")
    }
    override func didRotate(from fromInterfaceOrientation: UIInterfaceOrientation) {
        rotations.append("didRotate from \(fromInterfaceOrientation.rawValue)")
    }
}

@Suite("What controllers ask of the system: status bar, orientation, sheets, popovers")
struct ControllerPreferencesTests {
    func show(_ root: @escaping @MainActor () -> UIViewController) -> (Simulation, Box<UIViewController?>) {
        let sim = makeSimulation()
        let box = Box<UIViewController?>(nil)
        sim.start {
            box.value = root()
            let window = UIWindow()
            window.rootViewController = box.value
            window.makeKeyAndVisible()
        }
        sim.runUntilIdle()
        return (sim, box)
    }

    @Test("setNeedsStatusBarAppearanceUpdate reads the preferences again; a navigation controller with its bar shown decides the style itself, the top controller decides whether it is hidden")
    func statusBar() {
        let top = PreferringController()
        let (sim, box) = show { UINavigationController(rootViewController: top) }
        sim.perform {
            top.style = .lightContent
            top.hidden = true
            top.setNeedsStatusBarAppearanceUpdate()
        }
        sim.runFrames(1)
        let first = inspect(sim) { UIApplication.shared.controllerPreferences }
        #expect(first.statusBarStyle == .default && first.isStatusBarHidden && first.statusBarUpdateAnimation == .fade)
        #expect(inspect(sim) { UIApplication.shared.statusBarFrame } == .zero)
        sim.perform {
            (box.value as! UINavigationController).setNavigationBarHidden(true, animated: false)
            top.setNeedsStatusBarAppearanceUpdate()
        }
        sim.runFrames(1)
        #expect(inspect(sim) { UIApplication.shared.controllerPreferences.statusBarStyle } == .lightContent)
    }

    @Test("a full-screen presentation decides the status bar; a sheet does not unless it captures the appearance")
    func presentedDecides() {
        let root = PreferringController()
        root.style = .darkContent
        let (sim, _) = show { root }
        let sheet = PreferringController()
        sheet.style = .lightContent
        sim.perform { root.present(sheet, animated: false) }
        sim.runUntilIdle()
        #expect(inspect(sim) { UIApplication.shared.controllerPreferences.statusBarStyle } == .darkContent)
        sim.perform {
            sheet.modalPresentationCapturesStatusBarAppearance = true
            sheet.setNeedsStatusBarAppearanceUpdate()
        }
        sim.runFrames(1)
        #expect(inspect(sim) { UIApplication.shared.controllerPreferences.statusBarStyle } == .lightContent)
    }

    @Test("the interface turns only to an orientation the controller supports; the device turns all the same")
    func supportedOrientations() {
        let root = PreferringController()
        root.orientations = .portrait
        let (sim, _) = show { root }
        sim.rotate(to: .landscapeLeft)
        sim.runUntilIdle()
        #expect(inspect(sim) { (root.view.bounds.size, UIApplication.shared.statusBarOrientation) } == (CGSize(width: 390, height: 844), .portrait))
        // Allowing landscape now turns the interface to where the device is.
        sim.perform {
            root.orientations = .all
            root.setNeedsUpdateOfSupportedInterfaceOrientations()
        }
        sim.runUntilIdle()
        #expect(inspect(sim) { root.view.bounds.size } == CGSize(width: 844, height: 390))
    }

    @Test("a rotation calls the deprecated rotation callbacks from viewWillTransition's default: willRotate, then willAnimateRotation in the animation, then didRotate")
    func deprecatedRotationCallbacks() {
        let root = PreferringController()
        let (sim, _) = show { root }
        sim.rotate(to: .landscapeLeft)
        sim.runUntilIdle()
        #expect(root.rotations == ["willRotate 4", "willAnimateRotation", "didRotate from 1"])
    }

    @Test("a sheet's detents: the medium detent is half the large one; dragging to large animates there and tells the delegate")
    func sheetDetents() {
        final class SheetDelegate: UISheetPresentationControllerDelegate {
            var changes: [String] = []
            func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheet: UISheetPresentationController) {
                changes.append(sheet.selectedDetentIdentifier?.rawValue ?? "nil")
            }
        }
        let root = UIViewController()
        let (sim, _) = show { root }
        let presented = UIViewController()
        let delegate = SheetDelegate()
        sim.perform {
            let sheet = presented.sheetPresentationController!
            sheet.detents = [.medium(), .large()]
            sheet.delegate = delegate
            root.present(presented, animated: true)
        }
        sim.runUntilIdle()
        // The large detent reaches 10 points below the top of the safe area (787 high), the
        // medium one half that; with none selected the sheet rests at the smallest.
        #expect(inspect(sim) { presented.view.frame } == CGRect(x: 0, y: 844 - 394, width: 390, height: 394))
        sim.dragSheet(presented, to: .large)
        sim.runUntilIdle()
        #expect(inspect(sim) { presented.view.frame } == CGRect(x: 0, y: 57, width: 390, height: 787))
        #expect(delegate.changes == ["com.apple.UIKit.large"])
    }

    @Test("pulling a sheet down: the adaptive delegate's will/did dismiss around the dismissal; isModalInPresentation keeps it and the delegate hears the attempt")
    func pullDownSheet() {
        final class Delegate: UIAdaptivePresentationControllerDelegate {
            var calls: [String] = []
            func presentationControllerWillDismiss(_ presentationController: UIPresentationController) { calls.append("willDismiss") }
            func presentationControllerDidDismiss(_ presentationController: UIPresentationController) { calls.append("didDismiss") }
            func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) { calls.append("didAttempt") }
        }
        let root = UIViewController()
        let (sim, _) = show { root }
        let form = UINavigationController(rootViewController: UIViewController())
        let delegate = Delegate()
        sim.perform {
            form.presentationController?.delegate = delegate
            form.topViewController?.isModalInPresentation = true
            root.present(form, animated: true)
        }
        sim.runUntilIdle()
        sim.pullDownSheet(form)
        sim.runUntilIdle()
        #expect(delegate.calls == ["didAttempt"])
        #expect(inspect(sim) { root.presentedViewController === form })
        sim.perform { form.topViewController?.isModalInPresentation = false }
        sim.runUntilIdle()
        sim.pullDownSheet(form)
        sim.runUntilIdle()
        #expect(delegate.calls == ["didAttempt", "willDismiss", "didDismiss"])
        #expect(inspect(sim) { root.presentedViewController == nil })
    }

    @Test("a popover on a phone adapts to a sheet; a delegate that answers .none keeps it a popover, below its source, as big as the preferred content size")
    func popover() {
        final class KeepPopover: UIPopoverPresentationControllerDelegate {
            func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle { .none }
        }
        let root = UIViewController()
        let (sim, _) = show { root }
        let adapted = UIViewController(), kept = UIViewController()
        let delegate = KeepPopover()
        sim.perform {
            let source = UIView(frame: CGRect(x: 100, y: 200, width: 40, height: 40))
            root.view.addSubview(source)
            adapted.modalPresentationStyle = .popover
            adapted.popoverPresentationController?.sourceView = source
            root.present(adapted, animated: false)
        }
        sim.runUntilIdle()
        #expect(inspect(sim) { adapted.view.frame } == CGRect(x: 0, y: 57, width: 390, height: 787))
        sim.perform { adapted.dismiss(animated: false) }
        sim.runUntilIdle()
        sim.perform {
            kept.modalPresentationStyle = .popover
            kept.preferredContentSize = CGSize(width: 200, height: 150)
            let popover = kept.popoverPresentationController!
            popover.sourceView = root.view.subviews.first
            popover.delegate = delegate
            root.present(kept, animated: false)
        }
        sim.runUntilIdle()
        let (frame, arrow) = inspect(sim) { (kept.view.frame, kept.popoverPresentationController?.arrowDirection) }
        #expect(frame == CGRect(x: 20, y: 240, width: 200, height: 150))
        #expect(arrow == .up)
    }
}
