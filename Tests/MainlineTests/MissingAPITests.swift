import Foundation
@testable import Mainline
import MainlineTesting
import Testing

/// A collection view controller subclass written as UIKit's Xcode template writes one.
private final class PhotosController: UICollectionViewController {
    var selected: [IndexPath] = []
    var scrolled = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    }

    override func numberOfSections(in collectionView: UICollectionView) -> Int { 2 }
    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { section == 0 ? 3 : 1 }
    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) { selected.append(indexPath) }
    override func scrollViewDidScroll(_ scrollView: UIScrollView) { scrolled += 1 }
}

/// A table view controller subclass as the template writes one.
private final class ListController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 4 }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    }
}

/// A floating-label field in the style of the real ones: it moves its text down and draws its
/// placeholder above, overriding the geometry and drawing methods.
private final class FloatingField: UITextField {
    var drawn: [String] = []
    override func textRect(forBounds bounds: CGRect) -> CGRect { super.textRect(forBounds: bounds).inset(by: UIEdgeInsets(top: 14, left: 0, bottom: 0, right: 0)) }
    override func editingRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }
    override func placeholderRect(forBounds bounds: CGRect) -> CGRect { CGRect(x: 0, y: 0, width: bounds.width, height: 14) }
    override func drawText(in rect: CGRect) { drawn.append("text \(rect.minX) \(rect.minY) \(rect.width) \(rect.height)"); super.drawText(in: rect) }
    override func drawPlaceholder(in rect: CGRect) { drawn.append("placeholder \(rect.minX) \(rect.minY) \(rect.width) \(rect.height)") }
}

@Suite("API real files need: collection and table controllers, UIDevice, image drawing, text field geometry and input", .mainline(.quiet))
struct MissingAPITests {
    @Test("""
    UICollectionViewController: init(collectionViewLayout:), its collection view is its view with the \
    controller as data source and delegate (overrides reached), clearsSelectionOnViewWillAppear and \
    installsStandardGestureForInteractiveMovement default true (UIKit's UICollectionViewController docs)
    """)
    func collectionViewController() {
        let sim = makeSimulation()
        let box = Box<PhotosController?>(nil)
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        sim.start {
            let controller = PhotosController(collectionViewLayout: layout)
            box.value = controller
            let window = UIWindow()
            window.rootViewController = UINavigationController(rootViewController: controller)
            window.makeKeyAndVisible()
        }
        sim.runUntilIdle()
        let facts = inspect(sim) { () -> (Bool, Bool, Bool, Bool, Int, Bool, Bool) in
            let c = box.value!
            return (c.view === c.collectionView, c.collectionView.dataSource === c, c.collectionView.delegate === c,
                    c.collectionViewLayout === layout, c.collectionView.visibleCells.count, c.clearsSelectionOnViewWillAppear,
                    c.installsStandardGestureForInteractiveMovement)
        }
        #expect(facts.0 && facts.1 && facts.2 && facts.3)
        #expect(facts.4 == 4)
        #expect(facts.5 && facts.6)
        // The delegate override is reached, and the selection is cleared when the view comes back.
        sim.perform { box.value!.collectionView.contentOffset = CGPoint(x: 0, y: 10) }
        sim.runUntilIdle()
        #expect(inspect(sim) { box.value!.scrolled } >= 1)
        sim.perform {
            box.value!.collectionView.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
            box.value!.navigationController!.pushViewController(UIViewController(), animated: false)
        }
        sim.runUntilIdle()
        #expect(inspect(sim) { box.value!.collectionView.indexPathsForSelectedItems ?? [] } == [IndexPath(item: 1, section: 0)])
        sim.perform { _ = box.value!.navigationController!.popViewController(animated: false) }
        sim.runUntilIdle()
        #expect(inspect(sim) { box.value!.collectionView.indexPathsForSelectedItems ?? [] }.isEmpty)
    }

    @Test("UITableViewController: init(style:), its table is its view with the controller as data source and delegate")
    func tableViewController() {
        let sim = makeSimulation()
        let box = Box<ListController?>(nil)
        sim.start {
            box.value = ListController(style: .insetGrouped)
            let window = UIWindow()
            window.rootViewController = box.value
            window.makeKeyAndVisible()
        }
        sim.runUntilIdle()
        let (isView, source, delegate, style, rows) = inspect(sim) { () -> (Bool, Bool, Bool, UITableView.Style, Int) in
            let c = box.value!
            return (c.view === c.tableView, c.tableView.dataSource === c, c.tableView.delegate === c, c.tableView.style, c.tableView.visibleCells.count)
        }
        #expect(isView && source && delegate && style == .insetGrouped)
        #expect(rows == 4)
    }

    @Test("""
    UIDevice.current: a phone on iOS; orientation is .unknown until orientation notifications are on, \
    then follows the rotation and posts orientationDidChangeNotification; battery level -1 and state \
    .unknown while monitoring is off (Apple's UIDevice docs)
    """)
    func device() {
        let sim = makeSimulation()
        let notes = CallLog()
        let observer = NotificationCenter.default.addObserver(forName: UIDevice.orientationDidChangeNotification, object: nil, queue: nil) { _ in
            notes("orientation")
        }
        defer { NotificationCenter.default.removeObserver(observer) }
        sim.start {
            let window = UIWindow()
            window.rootViewController = UIViewController()
            window.makeKeyAndVisible()
        }
        sim.runUntilIdle()
        let basics = inspect(sim) { () -> (UIUserInterfaceIdiom, String, String, UIDevice.Orientation, Float, UIDevice.BatteryState) in
            let d = UIDevice.current
            return (d.userInterfaceIdiom, d.systemName, d.model, d.orientation, d.batteryLevel, d.batteryState)
        }
        #expect(basics.0 == .phone && basics.1 == "iOS" && basics.2 == "iPhone")
        #expect(basics.3 == .unknown && basics.4 == -1 && basics.5 == .unknown)
        #expect(inspect(sim) { UIDevice.current.systemVersion.split(separator: ".").first.flatMap { Int($0) } ?? 0 } >= 13)
        sim.perform { UIDevice.current.beginGeneratingDeviceOrientationNotifications() }
        sim.runUntilIdle()
        sim.rotate(to: .landscapeLeft)
        sim.runUntilIdle()
        let orientation = inspect(sim) { UIDevice.current.orientation }
        // The interface's landscape-left is the device's landscape-right (UIKit's raw values agree).
        #expect(orientation == .landscapeRight && orientation.isLandscape)
        #expect(notes.entries == ["orientation"])
        let battery = inspect(sim) { () -> (Float, UIDevice.BatteryState) in
            UIDevice.current.isBatteryMonitoringEnabled = true
            return (UIDevice.current.batteryLevel, UIDevice.current.batteryState)
        }
        #expect(battery.0 >= 0 && battery.0 <= 1 && battery.1 != .unknown)
    }

    @Test("UIImage.draw(at:), draw(in:), draw(in:blendMode:alpha:), drawAsPattern(in:) draw into the current context, with its transform and alpha; without a context nothing happens")
    func imageDrawing() {
        let image = UIImage(size: CGSize(width: 20, height: 10))
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 100, height: 100))
        let drawings = Box<[CGImageDrawing]>([])
        _ = renderer.image { context in
            image.draw(at: CGPoint(x: 5, y: 5))
            context.cgContext.translateBy(x: 10, y: 0)
            context.cgContext.setAlpha(0.5)
            image.draw(in: CGRect(x: 0, y: 20, width: 40, height: 40), blendMode: .multiply, alpha: 0.5)
            image.drawAsPattern(in: CGRect(x: 0, y: 0, width: 60, height: 30))
            drawings.value = context.cgContext.drawnImages
        }
        #expect(drawings.value.map(\.rect) == [CGRect(x: 5, y: 5, width: 20, height: 10), CGRect(x: 10, y: 20, width: 40, height: 40),
                                                CGRect(x: 10, y: 0, width: 60, height: 30)])
        #expect(drawings.value.map(\.alpha) == [1, 0.25, 0.5])
        #expect(drawings.value[1].blendMode == .multiply && drawings.value[2].isTiled && !drawings.value[0].isTiled)
        image.draw(in: CGRect(x: 0, y: 0, width: 1, height: 1))  // no context: nothing, no crash
        #expect(UIGraphicsGetCurrentContext() == nil)
    }

    @Test("""
    UITextField geometry: textRect/editingRect/placeholderRect less the border padding and the side views \
    and clear button where they show; leftView/rightView become subviews at their rects; draw(_:) draws the \
    placeholder when empty, the text when not editing, through the overridable methods
    """)
    func textFieldGeometry() {
        let sim = makeSimulation()
        let fields = Box<(UITextField, FloatingField)?>(nil)
        sim.start {
            let window = UIWindow()
            window.makeKeyAndVisible()
            let plain = UITextField(frame: CGRect(x: 0, y: 100, width: 200, height: 34))
            plain.borderStyle = .roundedRect
            let left = UIView(frame: CGRect(x: 0, y: 0, width: 24, height: 24))
            plain.leftView = left
            plain.leftViewMode = .always
            plain.clearButtonMode = .always
            let floating = FloatingField(frame: CGRect(x: 0, y: 200, width: 200, height: 48))
            floating.placeholder = "Email"
            window.addSubview(plain)
            window.addSubview(floating)
            fields.value = (plain, floating)
        }
        sim.runUntilIdle()
        let (text, left, clear, leftFrame, isSubview) = inspect(sim) { () -> (CGRect, CGRect, CGRect, CGRect, Bool) in
            let plain = fields.value!.0
            return (plain.textRect(forBounds: plain.bounds), plain.leftViewRect(forBounds: plain.bounds),
                    plain.clearButtonRect(forBounds: plain.bounds), plain.leftView!.frame, plain.leftView!.superview === plain)
        }
        #expect(left == CGRect(x: 0, y: 5, width: 24, height: 24))
        #expect(clear == CGRect(x: 175, y: 7.5, width: 19, height: 19))
        #expect(text == CGRect(x: 24, y: 0, width: 151, height: 34))
        #expect(leftFrame == left && isSubview)
        // The floating field drew its placeholder where it said; with text, the text.
        #expect(inspect(sim) { fields.value!.1.drawn } == ["placeholder 0.0 0.0 200.0 14.0"])
        sim.perform { fields.value!.1.text = "a@b.c" }
        sim.runUntilIdle()
        #expect(inspect(sim) { fields.value!.1.drawn.last } == "text 0.0 14.0 200.0 34.0")
    }

    @Test("UITextInput basics on UITextField: hasText, the document's ends, the selection, positions by offset, ranges, text in a range, replacing it, insertText and deleteBackward")
    func textInput() {
        let sim = makeSimulation()
        let field = Box<UITextField?>(nil)
        sim.start {
            let window = UIWindow()
            window.makeKeyAndVisible()
            field.value = UITextField(frame: CGRect(x: 0, y: 100, width: 200, height: 34))
            field.value!.text = "hello"
            window.addSubview(field.value!)
        }
        sim.runUntilIdle()
        let result = inspect(sim) { () -> [String] in
            let f = field.value!
            var out: [String] = ["\(f.hasText) \(f.selectedTextRange == nil)"]
            _ = f.becomeFirstResponder()
            out.append("caret at \(f.offset(from: f.beginningOfDocument, to: f.selectedTextRange!.start))")
            let start = f.position(from: f.beginningOfDocument, offset: 1)!
            let end = f.position(from: f.endOfDocument, offset: -1)!
            let range = f.textRange(from: start, to: end)!
            out.append(f.text(in: range) ?? "nil")
            out.append("\(f.position(from: f.endOfDocument, offset: 1) == nil) \(f.compare(start, to: end) == .orderedAscending)")
            f.replace(range, withText: "EY")
            out.append(f.text ?? "")
            f.selectedTextRange = f.textRange(from: f.endOfDocument, to: f.endOfDocument)
            f.insertText("!")
            f.deleteBackward()
            f.deleteBackward()
            out.append(f.text ?? "")
            return out
        }
        #expect(result == ["true true", "caret at 5", "ell", "true true", "hEYo", "hEY"])
    }

    @Test("scroll views show both indicators by default; buttons keep a title shadow colour per state (UIKit's defaults: true, true; normal's as fallback)")
    func indicatorsAndShadows() {
        let sim = makeSimulation()
        let (indicators, shadows, labelShadow) = inspect(sim) { () -> ((Bool, Bool), [UIColor?], UIColor?) in
            let scroll = UIScrollView()
            let button = UIButton(type: .system)
            button.setTitle("Go", for: .normal)
            button.setTitleShadowColor(.red, for: .normal)
            button.setTitleShadowColor(.blue, for: .highlighted)
            return ((scroll.showsHorizontalScrollIndicator, scroll.showsVerticalScrollIndicator),
                    [button.titleShadowColor(for: .normal), button.titleShadowColor(for: .highlighted), button.titleShadowColor(for: .disabled)],
                    button.titleLabel?.shadowColor)
        }
        #expect(indicators == (true, true))
        #expect(shadows == [.red, .blue, .red])
        #expect(labelShadow == .red)
    }
}
