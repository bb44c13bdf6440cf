import Foundation
@testable import Mainline
import Testing

private final class RegionLog: UIPointerInteractionDelegate {
    let log: CallLog
    init(_ log: CallLog) { self.log = log }
    func pointerInteraction(_ interaction: UIPointerInteraction, regionFor request: UIPointerRegionRequest, defaultRegion: UIPointerRegion) -> UIPointerRegion? {
        // Two regions: the left and right halves.
        let half = defaultRegion.rect.width / 2
        let left = request.location.x < half
        return UIPointerRegion(rect: CGRect(x: left ? 0 : half, y: 0, width: half, height: defaultRegion.rect.height), identifier: left ? "left" : "right")
    }
    func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion) -> UIPointerStyle? {
        log("style \(region.identifier!)")
        return .hidden()
    }
    func pointerInteraction(_ interaction: UIPointerInteraction, willEnter region: UIPointerRegion, animator: UIPointerInteractionAnimating) {
        log("enter \(region.identifier!)")
    }
    func pointerInteraction(_ interaction: UIPointerInteraction, willExit region: UIPointerRegion, animator: UIPointerInteractionAnimating) {
        log("exit \(region.identifier!)")
    }
}

@Suite("Pointer input: pointer interactions' regions, hover recognizers, band selection")
struct PointerInteractionTests {
    private func window(_ sim: Simulation) -> UIView {
        inspect(sim) { () -> UIView in
            let window = UIWindow()
            window.rootViewController = UIViewController()
            window.makeKeyAndVisible()
            let view = UIView(frame: CGRect(x: 0, y: 100, width: 200, height: 100))
            window.rootViewController!.view.addSubview(view)
            return view
        }
    }

    @Test("moving the pointer enters and leaves the delegate's regions in order, with a style asked for each")
    func regions() {
        let sim = makeSimulation()
        let log = CallLog()
        let delegate = RegionLog(log)
        let view = window(sim)
        inspect(sim) { view.addInteraction(UIPointerInteraction(delegate: delegate)) }
        sim.movePointer(to: CGPoint(x: 20, y: 150))
        sim.movePointer(to: CGPoint(x: 40, y: 150), after: 0.05)
        sim.movePointer(to: CGPoint(x: 150, y: 150), after: 0.1)
        sim.movePointer(to: CGPoint(x: 150, y: 400), after: 0.15)
        sim.runUntilIdle()
        #expect(log.entries == ["style left", "enter left", "exit left", "style right", "enter right", "exit right"])
    }

    @Test("a hover recognizer begins when the pointer comes over its view, changes as it moves, and ends when it leaves")
    func hover() {
        let sim = makeSimulation()
        let log = CallLog()
        let view = window(sim)
        inspect(sim) {
            let hover = UIHoverGestureRecognizer { recognizer in
                log("\(recognizer.state.rawValue) \(Int(recognizer.location(in: recognizer.view).x))")
            }
            view.addGestureRecognizer(hover)
        }
        sim.movePointer(to: CGPoint(x: 10, y: 150))
        sim.movePointer(to: CGPoint(x: 30, y: 150), after: 0.05)
        sim.movePointer(to: nil, after: 0.1)
        sim.runUntilIdle()
        #expect(log.entries == ["1 10", "2 30", "3 30"])
    }

    @Test("a pointer drag draws a band: began, a change per frame, ended, with the rectangle so far; shouldBegin can refuse")
    func bandSelection() {
        let sim = makeSimulation(refreshRate: 60)
        let log = CallLog()
        let view = window(sim)
        let band = inspect(sim) { () -> UIBandSelectionInteraction in
            let band = UIBandSelectionInteraction { interaction in
                let r = interaction.selectionRect
                log("\(interaction.state.rawValue) \(Int(r.width))x\(Int(r.height)) \(interaction.initialModifierFlags == .shift)")
            }
            view.addInteraction(band)
            return band
        }
        sim.dragPointer(from: CGPoint(x: 10, y: 110), to: CGPoint(x: 70, y: 150), modifierFlags: .shift, duration: 0.05)
        sim.runUntilIdle()
        #expect(log.entries == ["1 0x0 true", "2 20x13 true", "2 40x26 true", "2 60x40 true", "3 60x40 true"])
        #expect(inspect(sim) { band.state == .possible && band.selectionRect == .zero })
        log.clear()
        inspect(sim) { band.shouldBeginHandler = { _, point in point.x > 100 } }
        sim.dragPointer(from: CGPoint(x: 10, y: 110), to: CGPoint(x: 70, y: 150))
        sim.runUntilIdle()
        #expect(log.entries.isEmpty)
    }
}

@Suite("Print settings and nib loading by name")
struct PrintAndNibTests {
    @Test("UIPrintInfo keeps its settings and round-trips them through its dictionary")
    func printInfo() {
        let sim = makeSimulation()
        let result = inspect(sim) { () -> [Bool] in
            let info = UIPrintInfo.printInfo()
            let defaults = info.orientation == .portrait && info.outputType == .general && info.duplex == UIPrintInfo.Duplex.none
            info.orientation = .landscape
            info.outputType = .photo
            info.jobName = "Report"
            let copy = UIPrintInfo(dictionary: info.dictionaryRepresentation)
            return [defaults, copy.orientation == .landscape, copy.outputType == .photo, copy.jobName == "Report", copy.printerID == nil]
        }
        #expect(result == [true, true, true, true, true])
    }

    @Test("Bundle.loadNibNamed loads a nib of the bundle with its owner's outlets connected; a missing nib is nil")
    func loadNibNamed() throws {
        final class Owner { var title: UILabel? }
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("mainline-nib-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        try Data("""
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1">
                    <connections><outlet property="title" destination="l1" id="o1"/></connections>
                </placeholder>
                <label text="Hello" id="l1"><rect key="frame" x="0.0" y="0.0" width="100" height="20"/></label>
            </objects>
        </document>
        """.utf8).write(to: root.appendingPathComponent("Header.xib"))
        let bundle = try #require(Bundle(path: root.path))
        let sim = makeSimulation()
        let result = inspect(sim) { () -> [Bool] in
            let owner = Owner()
            let objects = bundle.loadNibNamed("Header", owner: owner, options: nil)
            return [(objects?.first as? UILabel)?.text == "Hello", owner.title === (objects?.first as AnyObject?),
                    bundle.loadNibNamed("Missing", owner: nil) == nil]
        }
        #expect(result == [true, true, true])
    }
}
