import Foundation

/// Fits a device's operation costs to times measured on the device: the operations Mainline
/// counts for each workload are the design, the device's times the observations.
///
/// A workload's predicted time is the sum over the main thread's operations of count × cost,
/// plus its app code (the host's CPU time converted to the device's) and the time it blocked.
/// The costs are fitted group by group: each group's costs are the base device's, scaled by one
/// factor (a group of one operation fits that operation's cost alone). The factors minimise the
/// squared relative errors of the predictions, plus `regularization` × the squared distance of
/// each factor from 1 — which keeps a group the workloads hardly exercise at the base device's
/// costs instead of letting it absorb noise. Factors are kept at 0 or above.
public struct DeviceFit: Sendable {
    /// A workload measured on the device: what Mainline counted when it ran it, and the time the
    /// device took.
    public struct Sample: Sendable, Codable, Equatable {
        public var name: String
        public var work: WorkAccount
        /// The device's time, in seconds.
        public var measured: TimeInterval

        public init(name: String, work: WorkAccount, measured: TimeInterval) {
            self.name = name
            self.work = work
            self.measured = measured
        }
    }

    /// A sample's time as fitted.
    public struct Residual: Sendable, Equatable {
        public var name: String
        public var measured: TimeInterval
        public var predicted: TimeInterval
        /// predicted / measured − 1.
        public var relativeError: Double { measured > 0 ? predicted / measured - 1 : 0 }
    }

    /// The fitted costs (the base device's for the operations outside every group).
    public var costs: OperationCosts
    /// Each group's factor on the base device's costs, in the order the groups were given.
    public var factors: [Double]
    /// Every sample's measured and fitted time.
    public var residuals: [Residual]
    /// The operations of the groups no sample exercised: their costs stay the base device's.
    public var unexercised: [DeviceOperation]

    /// The root-mean-square relative error of the fit.
    public var rmsRelativeError: Double {
        guard !residuals.isEmpty else { return 0 }
        return (residuals.reduce(0) { $0 + $1.relativeError * $1.relativeError } / Double(residuals.count)).squareRoot()
    }

    /// Fits `groups` of `base`'s costs to `samples`; the app code of a sample counts
    /// `appCodeFactor` device seconds per host CPU second.
    public init(samples: [Sample], base: OperationCosts, groups: [[DeviceOperation]], appCodeFactor: Double,
                regularization: Double = 1e-4) {
        let usable = samples.filter { $0.measured > 0 && $0.measured.isFinite }
        let groupCount = groups.count
        // The design: each sample's time per unit of each group's factor, in seconds.
        var design = [[Double]](repeating: [Double](repeating: 0, count: groupCount), count: usable.count)
        var fixed = [Double](repeating: 0, count: usable.count)
        let grouped = Set(groups.joined())
        for (i, sample) in usable.enumerated() {
            for (k, group) in groups.enumerated() {
                design[i][k] = group.reduce(0) { $0 + base[$1] * Double(sample.work[$1]) } / 1e9
            }
            let ungrouped = DeviceOperation.allCases.filter { !grouped.contains($0) && !$0.isRenderServer }
            fixed[i] = ungrouped.reduce(0) { $0 + base[$1] * Double(sample.work[$1]) } / 1e9
                + sample.work.hostAppCodeTime * appCodeFactor + sample.work.blockedTime + sample.work.declaredTime
        }
        let exercised = (0..<groupCount).map { k in usable.indices.contains { design[$0][k] > 0 } }
        var factors = Self.solve(design: design, fixed: fixed, observed: usable.map(\.measured), active: exercised,
                                 regularization: max(0, regularization))
        for k in 0..<groupCount where !exercised[k] { factors[k] = 1 }
        var costs = base
        for (k, group) in groups.enumerated() {
            for operation in group { costs[operation] = base[operation] * factors[k] }
        }
        self.costs = costs
        self.factors = factors
        residuals = usable.enumerated().map { i, sample in
            let predicted = fixed[i] + (0..<groupCount).reduce(0) { $0 + design[i][$1] * factors[$1] }
            return Residual(name: sample.name, measured: sample.measured, predicted: predicted)
        }
        unexercised = groups.indices.filter { !exercised[$0] }.flatMap { groups[$0] }
    }

    /// Every main-thread operation a group of its own (each cost fitted alone).
    public static var eachOperation: [[DeviceOperation]] {
        DeviceOperation.allCases.filter { !$0.isRenderServer }.map { [$0] }
    }

    /// Weighted least squares with a ridge towards 1 and non-negative factors (an active set:
    /// a factor the solution drives below 0 is held at 0 and the rest solved again).
    private static func solve(design: [[Double]], fixed: [Double], observed: [Double], active initiallyActive: [Bool],
                              regularization: Double) -> [Double] {
        let count = initiallyActive.count
        var active = initiallyActive
        var factors = [Double](repeating: 1, count: count)
        for _ in 0...count {
            let indices = (0..<count).filter { active[$0] }
            guard !indices.isEmpty else { break }
            let n = indices.count
            var normal = [[Double]](repeating: [Double](repeating: 0, count: n), count: n)
            var right = [Double](repeating: 0, count: n)
            for (i, row) in design.enumerated() {
                let weight = 1 / observed[i]
                let target = (observed[i] - fixed[i]) * weight
                for a in 0..<n {
                    let x = row[indices[a]] * weight
                    right[a] += x * target
                    for b in 0..<n { normal[a][b] += x * row[indices[b]] * weight }
                }
            }
            // Scaled to the data so the ridge means the same for workloads of any length.
            let scale = (0..<n).reduce(0.0) { $0 + normal[$1][$1] } / Double(n)
            for a in 0..<n {
                normal[a][a] += regularization * max(scale, 1e-30)
                right[a] += regularization * max(scale, 1e-30)
            }
            guard let solution = gaussianElimination(normal, right) else { break }
            for (a, k) in indices.enumerated() { factors[k] = solution[a] }
            let negative = indices.filter { factors[$0] < 0 }
            if negative.isEmpty { break }
            for k in negative {
                active[k] = false
                factors[k] = 0
            }
        }
        for k in 0..<count where initiallyActive[k] && !active[k] { factors[k] = 0 }
        return factors
    }

    private static func gaussianElimination(_ matrix: [[Double]], _ vector: [Double]) -> [Double]? {
        var a = matrix, b = vector
        let n = b.count
        for column in 0..<n {
            guard let pivot = (column..<n).max(by: { abs(a[$0][column]) < abs(a[$1][column]) }), abs(a[pivot][column]) > 1e-300 else {
                return nil
            }
            a.swapAt(column, pivot)
            b.swapAt(column, pivot)
            for row in (column + 1)..<n {
                let f = a[row][column] / a[column][column]
                guard f != 0 else { continue }
                for k in column..<n { a[row][k] -= f * a[column][k] }
                b[row] -= f * b[column]
            }
        }
        var x = [Double](repeating: 0, count: n)
        for row in stride(from: n - 1, through: 0, by: -1) {
            var sum = b[row]
            for k in (row + 1)..<n { sum -= a[row][k] * x[k] }
            x[row] = sum / a[row][row]
        }
        return x.allSatisfy(\.isFinite) ? x : nil
    }
}
