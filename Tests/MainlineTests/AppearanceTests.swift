import Mainline
import Testing

@Suite("Colours, fonts, images, tint")
struct AppearanceTests {
    @Test("system colours resolve by appearance; named colours have UIColor.h's values")
    func colours() {
        let dark = UITraitCollection(userInterfaceStyle: .dark), light = UITraitCollection(userInterfaceStyle: .light)
        func rgba(_ c: UIColor) -> [CGFloat] {
            var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
            c.getRed(&r, green: &g, blue: &b, alpha: &a)
            return [r, g, b, a].map { ($0 * 255).rounded() }
        }
        #expect(rgba(UIColor.systemBlue.resolvedColor(with: light)) == [0, 122, 255, 255])
        #expect(rgba(UIColor.systemBlue.resolvedColor(with: dark)) == [10, 132, 255, 255])
        #expect(rgba(UIColor.label.resolvedColor(with: dark)) == [255, 255, 255, 255])
        #expect(rgba(UIColor.secondaryLabel.resolvedColor(with: light)) == [60, 60, 67, 153])
        #expect(rgba(.darkGray) == [85, 85, 85, 255] && rgba(.lightGray) == [170, 170, 170, 255])
        #expect(rgba(.orange) == [255, 128, 0, 255])
        #expect(rgba(UIColor.red.withAlphaComponent(0.5)) == [255, 0, 0, 128])
        #expect(rgba(UIColor(hue: 1.0 / 3, saturation: 1, brightness: 1, alpha: 1)) == [0, 255, 0, 255])
        let literal: UIColor = #colorLiteral(red: 1, green: 0, blue: 0, alpha: 1)
        #expect(literal == .red && UIColor.systemBlue.withAlphaComponent(0.5).isDynamic)
    }

    @Test("Dynamic Type sizes at the default text size, weights, and scaled metrics")
    func fonts() {
        #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 17)
        #expect(UIFont.preferredFont(forTextStyle: .largeTitle).pointSize == 34)
        #expect(UIFont.preferredFont(forTextStyle: .caption2).pointSize == 11)
        #expect(UIFont.preferredFont(forTextStyle: .headline).weight == .semibold)
        let big = UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)
        #expect(UIFont.preferredFont(forTextStyle: .body, compatibleWith: big).pointSize == 53)
        #expect(UIFontMetrics(forTextStyle: .body).scaledValue(for: 10, compatibleWith: big) == CGFloat(10) * 53 / 17)
        #expect(UIFont.systemFont(ofSize: 20, weight: .bold).isBold && !UIFont.systemFont(ofSize: 20, weight: .medium).isBold)
        #expect(UIFont(name: "Avenir-Heavy", size: 12)?.fontName == "Avenir-Heavy")
    }

    @Test("images: registered names, a placeholder for others, symbol sizes, PNG sizes from data")
    func images() {
        UIImage.register(named: "logo", size: CGSize(width: 120, height: 40))
        #expect(UIImage(named: "logo")?.size == CGSize(width: 120, height: 40))
        #expect(UIImage(named: "missing")?.size == CGSize(width: 40, height: 40))
        #expect(UIImage(systemName: "star")?.size == CGSize(width: 20, height: 20))
        let large = UIImage(systemName: "star", withConfiguration: UIImage.SymbolConfiguration(pointSize: 20, weight: .bold, scale: .large))
        #expect(large?.size == CGSize(width: 31, height: 31))
        // A PNG header: signature, IHDR length and type, width 300, height 200.
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]
        png += [0, 0, 1, 0x2C, 0, 0, 0, 200]
        #expect(UIImage(data: Data(png), scale: 2)?.size == CGSize(width: 150, height: 100))
        #expect(UIImage(data: Data("not an image".utf8)) == nil)
        #expect(UIImage(systemName: "star")?.withTintColor(.red).renderingMode == .alwaysOriginal)
    }

    @Test("tintColor is inherited, and a change reaches the views that inherit it")
    func tint() {
        final class TintWatcher: UIView {
            var changes = 0
            override func tintColorDidChange() { changes += 1 }
        }
        let sim = makeSimulation()
        let result = inspect(sim) { () -> (UIColor, UIColor, Int, Int) in
            let parent = UIView(), child = TintWatcher(), own = TintWatcher()
            parent.addSubview(child)
            parent.addSubview(own)
            own.tintColor = .green
            own.changes = 0
            let before = child.tintColor!
            parent.tintColor = .red
            return (before, child.tintColor, child.changes, own.changes)
        }
        #expect(result == (UIColor.systemBlue, UIColor.red, 1, 0))
    }

    @Test("views see their controller's traits and hear trait changes; layoutSublayers(of:) sizes a layer of one's own")
    func viewTraitsAndSublayers() {
        final class Themed: UIView {
            let gradient = CAGradientLayer()
            var styles: [UIUserInterfaceStyle] = []
            override init(frame: CGRect) {
                super.init(frame: frame)
                layer.addSublayer(gradient)
            }
            required init?(coder: NSCoder) { fatalError() }
            override func traitCollectionDidChange(_ previous: UITraitCollection?) {
                super.traitCollectionDidChange(previous)
                styles.append(traitCollection.userInterfaceStyle)
            }
            override func layoutSublayers(of layer: CALayer) {
                super.layoutSublayers(of: layer)
                gradient.frame = bounds
            }
        }
        let sim = makeSimulation()
        let box = Box<Themed?>(nil)
        sim.start {
            let window = UIWindow()
            let controller = UIViewController()
            window.rootViewController = controller
            window.makeKeyAndVisible()
            let view = Themed(frame: CGRect(x: 0, y: 0, width: 120, height: 60))
            controller.view.addSubview(view)
            box.value = view
        }
        sim.runUntilIdle()
        sim.setUserInterfaceStyle(.dark)
        sim.runUntilIdle()
        let view = box.value!
        let (styles, gradient) = inspect(sim) { (view.styles, view.gradient.frame) }
        #expect(styles.last == .dark && inspect(sim) { view.traitCollection.userInterfaceStyle } == .dark)
        #expect(gradient == CGRect(x: 0, y: 0, width: 120, height: 60))
    }

    @Test("a controller's navigation item takes its title; bar button items run their actions")
    func navigationItem() {
        let sim = makeSimulation()
        let ran = Box(false)
        let titles = inspect(sim) { () -> (String?, String?) in
            let controller = UIViewController()
            controller.title = "Inbox"
            let first = controller.navigationItem.title
            controller.navigationItem.title = "Mail"
            let item = UIBarButtonItem(title: "Edit", primaryAction: UIAction { _ in ran.value = true })
            controller.navigationItem.rightBarButtonItem = item
            controller.navigationItem.rightBarButtonItem?.perform()
            return (first, controller.navigationItem.title)
        }
        #expect(titles == ("Inbox", "Mail") && ran.value)
    }
}
