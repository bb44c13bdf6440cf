import Foundation

extension CAMediaTimingFunction {
    /// Writes control point `idx` of the curve to `ptr[0]` (x) and `ptr[1]` (y): 0 is its start
    /// (0, 0), 1 and 2 the two control points it was made with, 3 its end (1, 1), as in
    /// QuartzCore. An index outside 0...3 is reported and writes nothing (Core Animation
    /// raises there).
    public func getControlPoint(at idx: Int, values ptr: UnsafeMutablePointer<Float>) {
        let point: (Float, Float)
        switch idx {
        case 0: point = (0, 0)
        case 1: point = (controlPoints.0, controlPoints.1)
        case 2: point = (controlPoints.2, controlPoints.3)
        case 3: point = (1, 1)
        default:
            DiagnosticCenter.report(.animationMisuse, """
            Mainline: [CAMediaTimingFunction getControlPointAtIndex:\(idx) values:]: the index must be 0 to 3; nothing is written.
            """, in: SimulationContext.running)
            return
        }
        ptr[0] = point.0
        ptr[1] = point.1
    }
}
