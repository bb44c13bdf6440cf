import Dispatch
import Foundation
@testable import Mainline
import MainlineTesting
import Testing
import ThreadChecker

@Suite("UI calls from the wrong thread", .mainline(.quiet))
struct ThreadSafetyTests {

    @Test("a background queue's call is reported with the API and the caller's line, and still takes effect")
    func reportedAndApplied() {
        final class Counted: UIView {
            var layouts = 0
            override func layoutSubviews() { layouts += 1; super.layoutSubviews() }
        }
        let (sim, box) = layOut { window -> Counted in
            let v = Counted(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            window.addSubview(v)
            return v
        }
        let before = inspect(sim) { box.value!.layouts }
        let queue = DispatchQueue(label: "com.example.feed-loader")
        let line = #line + 1
        queue.sync { box.value!.setNeedsLayout() }
        sim.runFrames(1)
        #expect(inspect(sim) { box.value!.layouts } == before + 1)
        let records = MainThreadChecker.shared.violations.filter {
            $0.api == "-[UIView setNeedsLayout]" && $0.queueLabel == "com.example.feed-loader" && $0.kind != .mainThreadBlocked
        }
        #expect(records.count == 1, "\(MainThreadChecker.shared.violations)")
        #expect(records.first?.callSite?.file.hasSuffix("ThreadSafetyTests.swift") ?? false, "\(records)")
        #expect(records.first?.callSite?.line == line, "call site: \(String(describing: records.first?.callSite))")
    }

    @Test("many queues misusing views while frames run: serialised, no corruption")
    func stress() {
        let (sim, box) = layOut { window -> ([UIView], [NSLayoutConstraint]) in
            var views: [UIView] = []
            var widths: [NSLayoutConstraint] = []
            for i in 0..<8 {
                let v = alView()
                window.addSubview(v)
                let w = v.widthAnchor.constraint(equalToConstant: 10)
                NSLayoutConstraint.activate([
                    v.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: CGFloat(i * 40)),
                    v.topAnchor.constraint(equalTo: window.topAnchor), v.heightAnchor.constraint(equalToConstant: 10), w,
                ])
                views.append(v)
                widths.append(w)
            }
            return (views, widths)
        }
        let (views, widths) = box.value!
        let group = DispatchGroup()
        for q in 0..<8 {
            DispatchQueue.global().async(group: group) { Self.misuse(views, widths, from: q) }
        }
        // Frames keep running while the queues misbehave.
        for _ in 0..<20 { sim.runFrames(1) }
        group.wait()
        sim.runFrames(1)
        // The layout is consistent with the last constants set, and every view kept no children.
        let (frames, constants, children) = inspect(sim) {
            (views.map(\.frame.width), widths.map(\.constant), views.map(\.subviews.count))
        }
        #expect(frames == constants)
        #expect(children.allSatisfy { $0 == 0 })
        let counted = MainThreadChecker.shared.violations.filter { $0.api == "-[NSLayoutConstraint setConstant:]" }.map(\.count).reduce(0, +)
        #expect(counted >= 8 * 200)
    }

    /// A background queue's UI calls: plain synchronous code, as in an app's Swift 5 target, so
    /// it compiles as it would against UIKit; the checker catches it at run time.
    static func misuse(_ views: [UIView], _ widths: [NSLayoutConstraint], from q: Int) {
        for step in 0..<200 {
            let i = (q + step) % 8
            widths[i].constant = CGFloat(10 + step % 30)
            views[i].setNeedsLayout()
            _ = views[i].frame
            let child = UIView(frame: CGRect(x: 0, y: 0, width: 2, height: 2))
            views[i].addSubview(child)
            child.removeFromSuperview()
        }
    }
}
