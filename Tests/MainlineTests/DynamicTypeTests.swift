import Mainline
import Testing

@Suite("Dynamic Type")
struct DynamicTypeTests {
    @Test("a text size change re-sizes the labels that follow it, tells the controllers, and posts the notification")
    func textSizeChange() {
        final class Watcher: UIViewController {
            var categories: [UIContentSizeCategory] = []
            override func traitCollectionDidChange(_ previous: UITraitCollection?) {
                super.traitCollectionDidChange(previous)
                categories.append(traitCollection.preferredContentSizeCategory)
            }
        }
        let sim = makeSimulation()
        let box = Box<(Watcher, UILabel, UILabel)?>(nil)
        let posted = Box(0)
        let observer = NotificationCenter.default.addObserver(forName: UIContentSizeCategory.didChangeNotification, object: nil, queue: nil) { _ in posted.value += 1 }
        defer { NotificationCenter.default.removeObserver(observer) }
        sim.start {
            let window = UIWindow()
            let controller = Watcher()
            window.rootViewController = controller
            window.makeKeyAndVisible()
            let following = UILabel(), fixed = UILabel()
            for label in [following, fixed] {
                label.font = .preferredFont(forTextStyle: .body)
                label.text = "Hello"
                label.translatesAutoresizingMaskIntoConstraints = false
                controller.view.addSubview(label)
                label.topAnchor.constraint(equalTo: controller.view.topAnchor, constant: 100).isActive = true
            }
            following.adjustsFontForContentSizeCategory = true
            box.value = (controller, following, fixed)
        }
        sim.runUntilIdle()
        let (controller, following, fixed) = box.value!
        sim.setPreferredContentSizeCategory(.accessibilityLarge)
        sim.runUntilIdle()
        let (sizes, heights, categories) = inspect(sim) {
            ([following.font.pointSize, fixed.font.pointSize], [following.frame.height, fixed.frame.height], controller.categories)
        }
        // Body at AX2 is 33 points: a 40-point line (33 × 1.2 = 39.6); the fixed label keeps 17 → 21.
        #expect(sizes == [33, 17] && heights == [40, 21])
        #expect(categories.last == .accessibilityLarge && posted.value == 1)
        #expect(inspect(sim) { UIFont.preferredFont(forTextStyle: .body).pointSize } == 33)
    }
}
