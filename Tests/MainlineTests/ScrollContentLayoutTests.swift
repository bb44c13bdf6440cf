import Mainline
import MainlineTesting
import Testing

/// A scroll view filling the window, holding a vertical stack of `rows` views of 60 points
/// spaced by 10, laid out by constraints as real apps do.
private final class StackInScroll {
    let sim = makeSimulation()
    let scrollView = UIScrollView()
    let stack = UIStackView()

    /// `usingGuides`: pin the stack to `contentLayoutGuide` and size it against
    /// `frameLayoutGuide` (iOS 11 style), instead of to the scroll view's own anchors.
    init(rows: Int, usingGuides: Bool) {
        sim.start { [scrollView, stack] in
            let window = UIWindow()
            window.makeKeyAndVisible()
            scrollView.translatesAutoresizingMaskIntoConstraints = false
            scrollView.contentInsetAdjustmentBehavior = .never
            window.addSubview(scrollView)
            stack.axis = .vertical
            stack.spacing = 10
            stack.translatesAutoresizingMaskIntoConstraints = false
            scrollView.addSubview(stack)
            for _ in 0..<rows {
                let row = UIView()
                row.heightAnchor.constraint(equalToConstant: 60).isActive = true
                stack.addArrangedSubview(row)
            }
            NSLayoutConstraint.activate([
                scrollView.leadingAnchor.constraint(equalTo: window.leadingAnchor),
                scrollView.trailingAnchor.constraint(equalTo: window.trailingAnchor),
                scrollView.topAnchor.constraint(equalTo: window.topAnchor),
                scrollView.bottomAnchor.constraint(equalTo: window.bottomAnchor),
            ])
            if usingGuides {
                let content = scrollView.contentLayoutGuide, frame = scrollView.frameLayoutGuide
                NSLayoutConstraint.activate([
                    stack.leadingAnchor.constraint(equalTo: content.leadingAnchor),
                    stack.trailingAnchor.constraint(equalTo: content.trailingAnchor),
                    stack.topAnchor.constraint(equalTo: content.topAnchor),
                    stack.bottomAnchor.constraint(equalTo: content.bottomAnchor),
                    stack.widthAnchor.constraint(equalTo: frame.widthAnchor),
                ])
            } else {
                NSLayoutConstraint.activate([
                    stack.leadingAnchor.constraint(equalTo: scrollView.leadingAnchor),
                    stack.trailingAnchor.constraint(equalTo: scrollView.trailingAnchor),
                    stack.topAnchor.constraint(equalTo: scrollView.topAnchor),
                    stack.bottomAnchor.constraint(equalTo: scrollView.bottomAnchor),
                    stack.widthAnchor.constraint(equalTo: scrollView.widthAnchor),
                ])
            }
        }
        sim.runUntilIdle()
    }
}

@Suite("Scroll view content from constraints", .mainline(.quiet))
struct ScrollContentLayoutTests {
    @Test("edge constraints size the content, the width constraint follows the frame, and it scrolls",
          arguments: [false, true])
    func stackOfTwenty(usingGuides: Bool) {
        let f = StackInScroll(rows: 20, usingGuides: usingGuides)
        let (contentSize, stackFrame, frame) = inspect(f.sim) { (f.scrollView.contentSize, f.stack.frame, f.scrollView.frame) }
        #expect(frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(contentSize == CGSize(width: 390, height: 20 * 60 + 19 * 10))
        #expect(stackFrame == CGRect(x: 0, y: 0, width: 390, height: 1390))
        f.sim.fling(f.scrollView, velocity: CGPoint(x: 0, y: -3000))
        f.sim.run(for: 3)
        let offset = inspect(f.sim) { f.scrollView.contentOffset.y }
        #expect(offset > 100)
        #expect(offset <= 1390 - 844)
    }

    @Test("content that changes size changes contentSize at the next layout")
    func contentGrows() {
        let f = StackInScroll(rows: 3, usingGuides: false)
        #expect(inspect(f.sim) { f.scrollView.contentSize } == CGSize(width: 390, height: 200))
        f.sim.perform {
            let row = UIView()
            row.heightAnchor.constraint(equalToConstant: 60).isActive = true
            f.stack.addArrangedSubview(row)
        }
        f.sim.runUntilIdle()
        #expect(inspect(f.sim) { f.scrollView.contentSize } == CGSize(width: 390, height: 270))
    }

    @Test("content tied only to the scroll view's size and centre leaves the contentSize it is given")
    func manualContentSize() {
        let sim = makeSimulation()
        let box = Box<UIScrollView?>(nil)
        sim.start {
            let window = UIWindow()
            window.makeKeyAndVisible()
            let scrollView = UIScrollView(frame: window.bounds)
            window.addSubview(scrollView)
            let child = UIView()
            child.translatesAutoresizingMaskIntoConstraints = false
            scrollView.addSubview(child)
            NSLayoutConstraint.activate([
                child.widthAnchor.constraint(equalTo: scrollView.widthAnchor),
                child.heightAnchor.constraint(equalToConstant: 50),
                child.centerXAnchor.constraint(equalTo: scrollView.centerXAnchor),
                child.centerYAnchor.constraint(equalTo: scrollView.centerYAnchor),
            ])
            scrollView.contentSize = CGSize(width: 390, height: 2000)
            box.value = scrollView
        }
        sim.runUntilIdle()
        let scrollView = box.value!
        // Width, height and centre refer to the frame, so no constraint sizes the content.
        let (size, childFrame) = inspect(sim) { (scrollView.contentSize, scrollView.subviews[0].frame) }
        #expect(childFrame == CGRect(x: 0, y: 422 - 25, width: 390, height: 50))
        #expect(size == CGSize(width: 390, height: 2000))
    }
}
