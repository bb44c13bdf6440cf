import Foundation
@testable import Mainline
import MainlineProfile
import Testing

/// The seeds' sample (seed 000 "AutoLayoutでのアニメーションが動かない"; seed 001: call
/// `layoutIfNeeded` before the block, change the constraints, call it again inside the block):
/// Red, 100 × 100, placed by constraints in White, moved from 20 to 200 points from White's
/// leading edge.
private final class TrapSample: @unchecked Sendable {
    var white: UIView!
    var red: UIView!
    var leading: NSLayoutConstraint!
    /// The line of the constraint change inside the block (the second way).
    var changeLine = 0
}

/// How the move is written.
private enum Way { case withoutAnimation, constantInsideBlock, constantOutsideLayoutInside }

/// Runs the sample one way in its own simulation: the red view's presentation x each frame from
/// the move on (read by a display link, before the frame's commit), the time the move was made,
/// and the profile.
private func runTrap(_ way: Way) -> (xs: [(time: Double, x: Double)], start: Double, profile: Profile, sample: TrapSample) {
    let sim = makeSimulation()
    let s = TrapSample()
    sim.start {
        let window = UIWindow()
        let white = UIView(frame: window.bounds)
        let red = UIView()
        red.translatesAutoresizingMaskIntoConstraints = false
        white.addSubview(red)
        window.addSubview(white)
        s.leading = red.leadingAnchor.constraint(equalTo: white.leadingAnchor, constant: 20)
        NSLayoutConstraint.activate([s.leading, red.topAnchor.constraint(equalTo: white.topAnchor, constant: 100),
                                     red.widthAnchor.constraint(equalToConstant: 100), red.heightAnchor.constraint(equalToConstant: 100)])
        window.makeKeyAndVisible()
        (s.white, s.red) = (white, red)
    }
    sim.runUntilIdle()
    let start = Box(0.0)
    let xs = sample(sim, frames: 24, then: {
        start.value = CACurrentMediaTime()
        switch way {
        case .withoutAnimation:
            s.leading.constant = 200
        case .constantInsideBlock:
            UIView.animate(withDuration: 0.3) {
                s.changeLine = #line + 1
                s.leading.constant = 200
            }
        case .constantOutsideLayoutInside:
            s.white.layoutIfNeeded()
            s.leading.constant = 200
            UIView.animate(withDuration: 0.3) { s.white.layoutIfNeeded() }
        }
    }) { Double(s.red.layer.presentation()!.frame.minX) }
    return (xs.map { (time: $0.time, x: $0.value) }, start.value, sim.profile(name: "trap"), s)
}

@Suite("The seeds' trap: Auto Layout changes animate only when laid out inside the block")
struct AnimationTrapTests {
    @Test("""
    the sample three ways: without animation and with the constant changed inside the block, Red jumps \
    from 20 to 200 at the next commit (the layout lands there, outside the animation); with the \
    constant changed outside and layoutIfNeeded() inside, Red moves along ease-in-out for 0.3 s \
    (seed 000, seed 001)
    """)
    func threeWays() {
        for way in [Way.withoutAnimation, .constantInsideBlock] {
            let run = runTrap(way)
            // Up to the frame of the change (read before its commit): 20; every frame after: 200.
            let before = run.xs.filter { $0.time <= run.start }, after = run.xs.filter { $0.time > run.start }
            #expect(before.count == 2 && before.allSatisfy { close($0.x, 20) }, "\(way): \(run.xs.map(\.x))")
            #expect(after.count >= 20 && after.allSatisfy { close($0.x, 200) }, "\(way): \(run.xs.map(\.x))")
        }
        let run = runTrap(.constantOutsideLayoutInside)
        var moving = 0
        for (time, x) in run.xs {
            let fraction = min(1, max(0, time - run.start) / 0.3)
            let expected = 20 + 180 * easeInOut(fraction)
            #expect(close(x, expected, 1e-6), "at \(fraction): \(x), expected \(expected)")
            if x > 20.5 && x < 199.5 { moving += 1 }
        }
        #expect(moving >= 15)
    }

    @Test("""
    the constant changed inside the block is the layoutChangeNotAnimated finding (ML010) at the line of \
    the change, with the fix; the correct form and the unanimated change are not flagged, and the \
    correct form's layoutIfNeeded() is an allowed synchronous layout whose cost is listed
    """)
    func findingOnlyForTheTrap() throws {
        let trap = runTrap(.constantInsideBlock)
        let findings = trap.profile.findings.filter { $0.kind == .layoutChangeNotAnimated }
        #expect(findings.count == 1)
        let finding = try #require(findings.first)
        #expect(finding.kind.ruleID == "ML010")
        #expect(finding.callSite?.line == trap.sample.changeLine)
        #expect(finding.callSite?.fileName == "AnimationTrapTests.swift")
        #expect(finding.api == "-[NSLayoutConstraint setConstant:]")
        #expect(finding.message.contains("call layoutIfNeeded() inside the animation block, after changing constraints outside it"))
        #expect(trap.profile.summary.forcedLayouts == 0)

        for way in [Way.withoutAnimation, .constantOutsideLayoutInside] {
            let profile = runTrap(way).profile
            #expect(!profile.findings.contains { $0.kind == .layoutChangeNotAnimated }, "\(way)")
            #expect(profile.summary.forcedLayouts == 0, "\(way)")
        }
        let correct = runTrap(.constantOutsideLayoutInside).profile
        #expect(correct.offendersByCallSite.contains { $0.allowedBecause?.contains("UIView.animate") == true })
    }
}
