import Dispatch
import Foundation
@testable import Mainline
import MainlineTesting
import Testing
import ThreadChecker

@Suite("CATransaction as Core Animation has it", .mainline(.quiet))
struct TransactionTests {
    @Test("settings are read through the stack, innermost first, and end with their transaction")
    func nestedSettings() {
        let sim = makeSimulation()
        let seen = Box<[String]>([])
        sim.start {
            func note() { seen.value.append("\(CATransaction.animationDuration()) \(CATransaction.disableActions())") }
            note()
            CATransaction.begin()
            CATransaction.setAnimationDuration(1)
            CATransaction.begin()
            note()
            CATransaction.setDisableActions(true)
            CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .easeIn))
            note()
            CATransaction.commit()
            note()
            CATransaction.commit()
            note()
        }
        #expect(seen.value == ["0.25 false", "1.0 false", "1.0 true", "1.0 false", "0.25 false"])
    }

    @Test("an outermost explicit commit with no implicit transaction lays out now; its completion follows in the main-queue phase")
    func explicitCommitAndCompletion() {
        let sim = makeSimulation()
        let log = CallLog()
        let view = startWithOneView(sim) { LoggingView("v", log: log, frame: smallFrame) }
        sim.runUntilIdle()
        log.clear()
        sim.perform {
            CATransaction.begin()
            CATransaction.setCompletionBlock { log("completion") }
            view.value!.setNeedsLayout()
            CATransaction.commit()
            log("after commit")
        }
        sim.runFrames(1)
        #expect(log.entries == ["v.layoutSubviews", "after commit", "completion"])
        let frame = sim.timeline.last!
        let completion = frame.spans.firstIndex { $0.kind == .transactionCompletion }
        #expect(completion.map { frame.phase(of: $0) } == .mainQueue)
        #expect(frame.spans.contains { $0.kind == .transactionCommit })
    }

    @Test("inside an open implicit transaction, an explicit commit waits for the frame's commit; completions run after it")
    func nestedInImplicit() {
        let sim = makeSimulation()
        let log = CallLog()
        let view = startWithOneView(sim) { LoggingView("v", log: log, frame: smallFrame) }
        sim.runUntilIdle()
        log.clear()
        sim.perform {
            view.value!.setNeedsLayout()  // opens the implicit transaction
            CATransaction.begin()
            CATransaction.setCompletionBlock { log("completion") }
            CATransaction.commit()
            log("after commit")
        }
        sim.runFrames(1)
        #expect(log.entries == ["after commit", "v.layoutSubviews"])
        sim.runFrames(1)
        #expect(log.entries == ["after commit", "v.layoutSubviews", "completion"])
    }

    @Test("each simulation has its own transaction stack")
    func perSimulation() {
        let a = makeSimulation(), b = makeSimulation()
        a.start { CATransaction.begin(); CATransaction.setAnimationDuration(3) }  // left open in A
        let seen = Box<TimeInterval>(0)
        b.start { seen.value = CATransaction.animationDuration() }
        #expect(seen.value == 0.25)
        let inA = Box<TimeInterval>(0)
        a.perform { inA.value = CATransaction.animationDuration() }
        a.runFrames(1)
        #expect(inA.value == 3)
    }
}
