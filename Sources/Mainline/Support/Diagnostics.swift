import Foundation
import ThreadChecker

/// Where diagnostics go: the simulation of the objects involved (or, where none is named, of the
/// turn that runs), and standard error.
enum DiagnosticCenter {
    private static let printing = Locked(true)

    static var printsToStandardError: Bool {
        get { printing.withLock { $0 } }
        set { printing.withLock { $0 = newValue } }
    }

    static func report(_ kind: LayoutDiagnostic.Kind, _ message: String, views: [String] = [], constraints: [String] = [],
                       callSites: [CallSite] = [], in context: SimulationContext? = nil) {
        let context = context ?? SimulationContext.running
        let diagnostic = LayoutDiagnostic(kind: kind, message: message, views: views, constraints: constraints,
                                          callSites: callSites, frameIndex: context?.loop.timeline.frame?.index)
        context?.record(diagnostic)
        if (context?.configuration ?? MainlineConfiguration.scoped).printsDiagnosticsNow { FileHandle.standardError.write(Data((message + "\n").utf8)) }
    }
}
