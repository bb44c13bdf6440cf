import Dispatch
import Foundation
@testable import MainlineTesting
import Testing
import ThreadChecker

/// What one scoped run saw.
private struct Seen: Sendable {
    var scopeAPIs: Set<String>
    var simulationAPIs: Set<String>
    var ambiguities: Int
}

/// In `configuration`'s scope: a simulation with an ambiguous view, whose background work calls
/// `setNeedsLayout` and `setAlpha:` off the main queue.
private func scopedRun(_ configuration: MainlineConfiguration) -> Seen {
    withMainlineConfiguration(configuration) {
        let sim = Simulation(clock: .deterministic, costModel: nil)
        let done = DispatchSemaphore(value: 0)
        sim.start {
            let window = UIWindow()
            let loose = UIView()
            loose.translatesAutoresizingMaskIntoConstraints = false
            window.addSubview(loose)
            loose.widthAnchor.constraint(equalToConstant: 10).isActive = true   // no height, no position: ambiguous
            window.makeKeyAndVisible()
            DispatchQueue.global().async {
                misuse(loose)
                done.signal()
            }
        }
        sim.runFrames(4)
        done.wait()
        sim.runFrames(2)
        return Seen(scopeAPIs: Set(MainlineConfiguration.current.threadViolations.map(\.api)),
                    simulationAPIs: Set(sim.threadViolations.map(\.api)),
                    ambiguities: sim.diagnostics.filter { $0.kind == .ambiguousLayout }.count)
    }
}

/// Two UI calls, made off the main queue by the caller.
private func misuse(_ view: UIView) {
    view.setNeedsLayout()
    view.alpha = 0.5
}

@Suite struct ConfigurationScopeTests {
    static let quietSuppressingLayout = MainlineConfiguration(
        checkerPolicy: .collect, suppressions: Suppressions(apis: ["-[UIView setNeedsLayout]"]), printsDiagnostics: false,
        diagnosesAmbiguity: false)
    static let quietSeeingAll = MainlineConfiguration(checkerPolicy: .collect, printsDiagnostics: false, diagnosesAmbiguity: true)

    @Test func scopesRunningAtOnceEachKeepTheirOwnSettingsAndRecords() async {
        let results = await withTaskGroup(of: (Bool, Seen).self) { group in
            for i in 0..<8 {
                let suppressing = i % 2 == 0
                group.addTask {
                    (suppressing, scopedRun(suppressing ? Self.quietSuppressingLayout : Self.quietSeeingAll))
                }
            }
            var all: [(Bool, Seen)] = []
            for await result in group { all.append(result) }
            return all
        }
        #expect(results.count == 8)
        for (suppressing, seen) in results {
            if suppressing {
                #expect(seen.scopeAPIs == ["-[UIView setAlpha:]"])
                #expect(seen.simulationAPIs == ["-[UIView setAlpha:]"])
                #expect(seen.ambiguities == 0)
            } else {
                #expect(seen.scopeAPIs == ["-[UIView setNeedsLayout]", "-[UIView setAlpha:]"])
                #expect(seen.simulationAPIs == ["-[UIView setNeedsLayout]", "-[UIView setAlpha:]"])
                #expect(seen.ambiguities == 1)
            }
        }
    }

    /// Objects made outside every simulation share one world; a call on one belongs to the scope
    /// that makes it, not to whichever scope first touched that world (it used to keep the first
    /// one's configuration for the whole process).
    @Test @MainActor func anObjectOfNoSimulationIsJudgedByTheCallingScope() async {
        withMainlineConfiguration(Self.quietSuppressingLayout) { _ = UIView(frame: .zero) }
        let view = UIView(frame: .zero)
        let seen = await withMainlineConfiguration(Self.quietSeeingAll) {
            await withTaskGroup(of: Void.self) { group in
                group.addTask { misuse(view) }
            }
            return Set(MainlineConfiguration.current.threadViolations.map(\.api))
        }
        #expect(seen == ["-[UIView setNeedsLayout]", "-[UIView setAlpha:]"])
    }

    @Test func anInnerScopeOverridesWhatItSetsAndInheritsTheRest() {
        withMainlineConfiguration(.init(checkerPolicy: .collect, printsDiagnostics: false, diagnosesAmbiguity: false)) {
            #expect(MainlineConfiguration.current.diagnosesAmbiguity == false)
            withMainlineConfiguration(.init(diagnosesAmbiguity: true)) {
                #expect(MainlineConfiguration.current.diagnosesAmbiguity == true)
                #expect(MainlineConfiguration.current.checkerPolicy == .collect)
                #expect(MainlineConfiguration.current.printsDiagnostics == false)
            }
        }
        #expect(MainlineConfiguration.current.checkerPolicy == nil, "outside every scope nothing is set")
    }

    @Test func theProcessWideRecordsStillSeeEveryScopesCalls() {
        let seen = scopedRun(Self.quietSeeingAll)
        #expect(seen.scopeAPIs.count == 2)
        let processWide = MainThreadChecker.shared.violations.map(\.api)
        #expect(processWide.contains("-[UIView setAlpha:]"))
    }

    @Test(.mainline(checkerPolicy: .collect, printsDiagnostics: false, diagnosesAmbiguity: false))
    func theTraitScopesATest() {
        #expect(MainlineConfiguration.current.diagnosesAmbiguity == false)
        let seen = scopedRun(.init())
        #expect(seen.ambiguities == 0)
        #expect(seen.simulationAPIs.count == 2)
    }

    @Test(.mainline(checkerPolicy: .collect, printsDiagnostics: false, diagnosesAmbiguity: true))
    func aTraitBesideItKeepsItsOwn() {
        let seen = scopedRun(.init())
        #expect(seen.ambiguities == 1)
    }
}
