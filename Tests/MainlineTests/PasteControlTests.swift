import Foundation
@testable import Mainline
import Testing

/// A screen that takes pasted text through a paste control.
private final class NoteController: UIViewController {
    let log: CallLog
    let control = UIPasteControl(configuration: UIPasteControl.Configuration())

    init(log: CallLog) {
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { fatalError() }

    override func viewDidLoad() {
        super.viewDidLoad()
        pasteConfiguration = UIPasteConfiguration(forAccepting: NSString.self)
        control.frame = CGRect(x: 20, y: 100, width: 120, height: 44)
        control.target = self
        view.addSubview(control)
    }

    override func paste(itemProviders: [NSItemProvider]) {
        for provider in itemProviders where provider.canLoadObject(ofClass: NSString.self) {
            _ = provider.loadObject(ofClass: NSString.self) { [log] object, _ in
                log("pasted \((object as? NSString).map(String.init) ?? "-")")
            }
        }
    }
}

@Suite("UIPasteControl: enabled by what the pasteboard holds, a tap hands its target item providers")
struct PasteControlTests {
    @Test("the control is enabled only while the pasteboard holds text its target accepts; a tap pastes into the target")
    func pasteIntoTarget() {
        let sim = makeSimulation()
        let log = CallLog()
        let controller = inspect(sim) { () -> NoteController in
            let window = UIWindow()
            let controller = NoteController(log: log)
            window.rootViewController = controller
            window.makeKeyAndVisible()
            return controller
        }
        sim.runUntilIdle()
        #expect(inspect(sim) { controller.control.isEnabled } == false)
        inspect(sim) { UIPasteboard.general.image = UIImage(named: "photo") }
        #expect(inspect(sim) { controller.control.isEnabled } == false)
        inspect(sim) { UIPasteboard.general.string = "Groceries" }
        #expect(inspect(sim) { controller.control.isEnabled } == true)
        sim.tap(at: CGPoint(x: 80, y: 122))
        sim.runUntilIdle()
        #expect(log.entries == ["pasted Groceries"])
    }

    @Test("item providers set on the pasteboard become its items, readable as strings and URLs")
    func providersRoundTrip() {
        let sim = makeSimulation()
        let result = inspect(sim) { () -> [String] in
            let board = UIPasteboard.general
            board.itemProviders = [NSItemProvider(object: NSString(string: "one")), NSItemProvider(object: NSURL(string: "https://example.com")!)]
            return [board.strings?.joined(separator: ",") ?? "-", board.urls?.first?.absoluteString ?? "-", "\(board.itemProviders.count)"]
        }
        #expect(result == ["one", "https://example.com", "2"])
    }
}
