import Foundation
@testable import Mainline
import Testing

/// Builds a hierarchy in a simulation's launch, runs it to idle, and hands back whatever the
/// builder returned (read it inside `inspect`, on the main queue).
func layOut<T>(_ sim: Simulation = makeSimulation(), _ build: @escaping (UIWindow) -> T) -> (Simulation, Box<T?>) {
    let box = Box<T?>(nil)
    sim.start {
        let window = UIWindow()
        box.value = build(window)
        window.makeKeyAndVisible()
    }
    sim.runUntilIdle()
    return (sim, box)
}

/// Runs `body` on the main queue in the simulation's next frame (after its event phase, the
/// frame commits) and returns its result.
func inspect<T>(_ sim: Simulation, _ body: @escaping () -> T) -> T {
    let result = Box<T?>(nil)
    let task = Box(body)
    sim.perform { result.value = task.value() }
    sim.runFrames(1)
    return result.value!
}

/// A plain Auto Layout view.
func alView(_ name: String? = nil) -> UIView {
    let v = UIView()
    v.translatesAutoresizingMaskIntoConstraints = false
    v.accessibilityIdentifier = name
    return v
}

@Suite("Auto Layout")
struct AutoLayoutTests {
    @Test("anchors: edges, centres, sizes, multipliers")
    func anchors() {
        let (sim, box) = layOut { window -> (UIView, UIView, UIView) in
            let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
            window.addSubview(container)
            let a = alView(), b = alView()
            container.addSubview(a)
            container.addSubview(b)
            NSLayoutConstraint.activate([
                a.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
                a.topAnchor.constraint(equalTo: container.topAnchor, constant: 20),
                a.widthAnchor.constraint(equalTo: container.widthAnchor, multiplier: 0.5),
                a.heightAnchor.constraint(equalToConstant: 30),
                b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 8),
                b.centerYAnchor.constraint(equalTo: a.centerYAnchor),
                b.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -10),
                b.heightAnchor.constraint(equalTo: a.heightAnchor, multiplier: 2, constant: -10),
            ])
            return (container, a, b)
        }
        let (a, b) = inspect(sim) { (box.value!.1.frame, box.value!.2.frame) }
        #expect(a == CGRect(x: 10, y: 20, width: 150, height: 30))
        #expect(b == CGRect(x: 168, y: 10, width: 122, height: 50))
    }

    @Test("constraints across levels of the hierarchy use the common ancestor's coordinates")
    func crossLevel() {
        let (sim, box) = layOut { window -> (UIView, UIView) in
            let outer = UIView(frame: CGRect(x: 30, y: 40, width: 300, height: 300))
            let inner = UIView(frame: CGRect(x: 50, y: 60, width: 100, height: 100))
            window.addSubview(outer)
            outer.addSubview(inner)
            let deep = alView(), other = alView()
            inner.addSubview(deep)
            outer.addSubview(other)
            NSLayoutConstraint.activate([
                deep.leadingAnchor.constraint(equalTo: inner.leadingAnchor, constant: 5),
                deep.topAnchor.constraint(equalTo: inner.topAnchor, constant: 5),
                deep.widthAnchor.constraint(equalToConstant: 20),
                deep.heightAnchor.constraint(equalToConstant: 20),
                // A cousin aligned with the deep view: in `outer` space that is 50 + 5.
                other.leadingAnchor.constraint(equalTo: deep.leadingAnchor),
                other.topAnchor.constraint(equalTo: deep.bottomAnchor, constant: 10),
                other.widthAnchor.constraint(equalTo: deep.widthAnchor),
                other.heightAnchor.constraint(equalToConstant: 10),
            ])
            return (deep, other)
        }
        let (deep, other) = inspect(sim) { (box.value!.0.frame, box.value!.1.frame) }
        #expect(deep == CGRect(x: 5, y: 5, width: 20, height: 20))
        #expect(other == CGRect(x: 55, y: 95, width: 20, height: 10))
    }

    @Test("layout margins and safe area guides")
    func guides() {
        let (sim, box) = layOut { window -> (UIView, UIView, UIView) in
            let root = UIView(frame: window.bounds)
            root.layoutMargins = UIEdgeInsets(top: 10, left: 16, bottom: 10, right: 16)
            root.insetsLayoutMarginsFromSafeArea = false
            window.addSubview(root)
            let m = alView(), s = alView()
            root.addSubview(m)
            root.addSubview(s)
            NSLayoutConstraint.activate([
                m.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
                m.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
                m.topAnchor.constraint(equalTo: root.layoutMarginsGuide.topAnchor),
                m.heightAnchor.constraint(equalToConstant: 10),
                s.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
                s.bottomAnchor.constraint(equalTo: root.safeAreaLayoutGuide.bottomAnchor),
                s.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                s.widthAnchor.constraint(equalToConstant: 10),
            ])
            return (root, m, s)
        }
        let (m, s) = inspect(sim) { (box.value!.1.frame, box.value!.2.frame) }
        #expect(m == CGRect(x: 16, y: 10, width: 358, height: 10))
        // The default screen's safe area: 47 points at the top, 34 at the bottom.
        #expect(s == CGRect(x: 0, y: 47, width: 10, height: 844 - 47 - 34))
        // Changing the margins moves what hangs on them.
        let moved = inspect(sim) { () -> CGRect in
            box.value!.0.layoutMargins = UIEdgeInsets(top: 10, left: 30, bottom: 10, right: 30)
            box.value!.0.layoutIfNeeded()
            return box.value!.1.frame
        }
        #expect(moved == CGRect(x: 30, y: 10, width: 330, height: 10))
    }

    @Test("alignment rect insets: constraints align the alignment rectangle, not the frame")
    func alignmentRects() {
        final class ShadowedView: UIView {
            override var alignmentRectInsets: UIEdgeInsets { UIEdgeInsets(top: 0, left: 0, bottom: 10, right: 10) }
        }
        let (sim, box) = layOut { window -> UIView in
            let v = ShadowedView()
            v.translatesAutoresizingMaskIntoConstraints = false
            window.addSubview(v)
            NSLayoutConstraint.activate([
                v.centerXAnchor.constraint(equalTo: window.centerXAnchor),
                v.topAnchor.constraint(equalTo: window.topAnchor, constant: 100),
                v.widthAnchor.constraint(equalToConstant: 100),
                v.heightAnchor.constraint(equalToConstant: 100),
            ])
            return v
        }
        let frame = inspect(sim) { box.value!.frame }
        // The 100 × 100 alignment rectangle is centred; the frame adds the 10-point shadow.
        #expect(frame == CGRect(x: 145, y: 100, width: 110, height: 110))
        let alignment = inspect(sim) { box.value!.alignmentRect(forFrame: box.value!.frame) }
        #expect(alignment == CGRect(x: 145, y: 100, width: 100, height: 100))
    }

    @Test("priority order is strict: one 751 beats any number of 750s")
    func strictPriorities() {
        let (sim, box) = layOut { window -> UIView in
            let v = alView()
            window.addSubview(v)
            NSLayoutConstraint.activate([
                v.leadingAnchor.constraint(equalTo: window.leadingAnchor),
                v.topAnchor.constraint(equalTo: window.topAnchor),
                v.heightAnchor.constraint(equalToConstant: 10),
            ])
            let winner = v.widthAnchor.constraint(equalToConstant: 40)
            winner.priority = UILayoutPriority(751)
            winner.isActive = true
            for _ in 0..<100 {
                let loser = v.widthAnchor.constraint(equalToConstant: 200)
                loser.priority = .defaultHigh
                loser.isActive = true
            }
            return v
        }
        #expect(inspect(sim) { box.value!.frame.width } == 40)
    }

    @Test("hugging and compression resistance decide between two labels")
    func huggingAndCompression() {
        let (sim, box) = layOut { window -> (UILabel, UILabel) in
            let left = UILabel(), right = UILabel()
            left.text = "Left"
            right.text = "Right label"
            for l in [left, right] {
                l.translatesAutoresizingMaskIntoConstraints = false
                window.addSubview(l)
            }
            // The left label hugs harder: the right one takes the extra space.
            left.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
            NSLayoutConstraint.activate([
                left.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
                right.leadingAnchor.constraint(equalTo: left.trailingAnchor, constant: 8),
                right.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -10),
                left.topAnchor.constraint(equalTo: window.topAnchor, constant: 100),
                right.topAnchor.constraint(equalTo: window.topAnchor, constant: 100),
            ])
            return (left, right)
        }
        let (left, right, intrinsic) = inspect(sim) { (box.value!.0.frame, box.value!.1.frame, box.value!.0.intrinsicContentSize) }
        #expect(left.width == intrinsic.width)
        #expect(left.height == 21)  // one line of 17-point text: ceil(17 × 1.2)
        #expect(right.minX == left.maxX + 8)
        #expect(right.maxX == 380)
    }

    @Test("a multi-line label wraps to its width; a text change re-measures it")
    func labelWrapping() {
        let (sim, box) = layOut { window -> UILabel in
            let label = UILabel()
            label.numberOfLines = 0
            label.text = "The quick brown fox jumps over the lazy dog and keeps running through the field"
            label.translatesAutoresizingMaskIntoConstraints = false
            window.addSubview(label)
            NSLayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
                label.widthAnchor.constraint(equalToConstant: 200),
                label.topAnchor.constraint(equalTo: window.topAnchor, constant: 60),
            ])
            return label
        }
        let (frame, lines) = inspect(sim) { (box.value!.frame, box.value!.lines(maxWidth: 200).count) }
        #expect(lines > 1)
        #expect(frame.width == 200)
        #expect(frame.height == CGFloat(lines) * 21)
        let shorter = inspect(sim) { () -> CGFloat in
            box.value!.text = "Short"
            return box.value!.frame.height
        }
        #expect(shorter == CGFloat(lines) * 21, "the new height waits for the commit")
        #expect(inspect(sim) { box.value!.frame.height } == 21)
    }

    @Test("stack views: fill with spacing, equal fill, alignment, hidden views")
    func stackViews() {
        let (sim, box) = layOut { window -> (UIStackView, [UIView]) in
            let views = (0..<3).map { i -> UIView in
                let v = UIView()
                v.widthAnchor.constraint(equalToConstant: CGFloat(40 + 10 * i)).isActive = true
                v.heightAnchor.constraint(equalToConstant: CGFloat(20 + 10 * i)).isActive = true
                return v
            }
            let stack = UIStackView(arrangedSubviews: views)
            stack.axis = .horizontal
            stack.spacing = 8
            stack.alignment = .center
            stack.translatesAutoresizingMaskIntoConstraints = false
            window.addSubview(stack)
            NSLayoutConstraint.activate([
                stack.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
                stack.topAnchor.constraint(equalTo: window.topAnchor, constant: 100),
            ])
            return (stack, views)
        }
        let frames = inspect(sim) { box.value!.1.map(\.frame) + [box.value!.0.frame] }
        #expect(frames[0] == CGRect(x: 0, y: 10, width: 40, height: 20))
        #expect(frames[1] == CGRect(x: 48, y: 5, width: 50, height: 30))
        #expect(frames[2] == CGRect(x: 106, y: 0, width: 60, height: 40))
        // The stack hugs its content: 40 + 50 + 60 + 2 × 8 wide, as tall as the tallest.
        #expect(frames[3] == CGRect(x: 10, y: 100, width: 166, height: 40))
        // Hiding the middle view closes the gap.
        let afterHiding = inspect(sim) { () -> CGRect in
            box.value!.1[1].isHidden = true
            return box.value!.0.frame
        }
        _ = afterHiding
        let (third, stackFrame) = inspect(sim) { (box.value!.1[2].frame, box.value!.0.frame) }
        #expect(third.minX == 48)
        #expect(stackFrame.width == 108)
        let identifiers = inspect(sim) { Set(box.value!.0.constraints.compactMap(\.identifier)) }
        #expect(identifiers.contains("UISV-spacing"))
        #expect(identifiers.contains("UISV-canvas-connection"))
        #expect(identifiers.contains("UISV-alignment"))
    }

    @Test("a fill-equally vertical stack divides its height")
    func fillEquallyStack() {
        let (sim, box) = layOut { window -> [UIView] in
            let views = (0..<4).map { _ in UIView() }
            let stack = UIStackView(arrangedSubviews: views)
            stack.axis = .vertical
            stack.distribution = .fillEqually
            stack.spacing = 10
            stack.frame = CGRect(x: 0, y: 0, width: 100, height: 430)
            window.addSubview(stack)
            return views
        }
        let frames = inspect(sim) { box.value!.map(\.frame) }
        #expect(frames.map(\.height) == [100, 100, 100, 100])
        #expect(frames.map(\.minY) == [0, 110, 220, 330])
        #expect(frames.allSatisfy { $0.width == 100 })
    }

    @Test("systemLayoutSizeFitting: a cell-like content view's height for a width")
    func fittingSize() {
        let (sim, box) = layOut { window -> UIView in
            let content = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
            let title = UILabel(), body = UILabel()
            title.text = "Title"
            body.text = "A body text long enough to wrap onto several lines at this width, for sure"
            body.numberOfLines = 0
            body.preferredMaxLayoutWidth = 300
            for l in [title, body] {
                l.translatesAutoresizingMaskIntoConstraints = false
                content.addSubview(l)
            }
            NSLayoutConstraint.activate([
                title.topAnchor.constraint(equalTo: content.topAnchor, constant: 10),
                title.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 10),
                body.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 4),
                body.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 10),
                body.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: -10),
                content.bottomAnchor.constraint(equalTo: body.bottomAnchor, constant: 10),
            ])
            window.addSubview(content)
            return content
        }
        let (size, bodyLines, frame) = inspect(sim) { () -> (CGSize, Int, CGRect) in
            let content = box.value!
            let size = content.systemLayoutSizeFitting(CGSize(width: 320, height: 0), withHorizontalFittingPriority: .required,
                                                       verticalFittingPriority: .fittingSizeLevel)
            let body = content.subviews[1] as! UILabel
            return (size, body.lines(maxWidth: 300).count, content.frame)
        }
        #expect(size.width == 320)
        #expect(size.height == 10 + 21 + 4 + CGFloat(bodyLines) * 21 + 10)
        // Its own frame (fixed by its autoresizing constraints) is not what fitting measures.
        #expect(frame.height == 44)
        let record = sim.frames.last!.synchronousLayouts
        #expect(record.contains { $0.kind == .systemLayoutSizeFitting })
    }
}
