import Foundation

/// Turning an animation added to a layer into the tracks a frame evaluates.
extension CAAnimation {
    /// The tracks of this animation (one per animated property; a group's children each give
    /// theirs, timed within the group). A value of the wrong type for its key path is reported
    /// (`.animationMisuse`) and that animation changes nothing, as Core Animation shows nothing
    /// for it; a key path Mainline does not animate changes nothing either, its time still runs.
    func tracks(defaultDuration: Double, implicitFrom: AnimationVector?, implicitCustom: CustomAnimatedKey.Kind? = nil,
                parents: [AnimationTiming] = [], report: (String) -> Void) -> [AnimationTrack] {
        var timing = AnimationTiming(self, defaultDuration: defaultDuration)
        if !parents.isEmpty { timing.begin = beginTime.isFinite ? beginTime : 0 }
        switch self {
        case let group as CAAnimationGroup:
            var nested = parents
            nested.append(timing)
            return (group.animations ?? []).flatMap {
                $0.tracks(defaultDuration: timing.duration, implicitFrom: nil, parents: nested, report: report)
            }
        case let keyframe as CAKeyframeAnimation:
            let values = keyframe.values?.map { keyframe.effectiveValue($0) ?? $0 }
            guard let keyPath = AnimatedKeyPath(keyframe.effectiveKeyPath) ?? AnimatedKeyPath(custom: keyframe.keyPath, values: values ?? []),
                  let table = keyframe.table(for: keyPath, values: values, report: report) else { return [] }
            return [AnimationTrack(keyPath: keyPath, timing: timing, parents: parents, pacing: pacing, values: .keyframes(table),
                                   isAdditive: keyframe.isAdditive, isCumulative: keyframe.isCumulative)]
        case let basic as CABasicAnimation:
            var customPath = AnimatedKeyPath(custom: basic.keyPath, values: [basic.fromValue, basic.toValue, basic.byValue])
            if customPath == nil, let kind = implicitCustom, let key = basic.keyPath { customPath = AnimatedKeyPath(custom: key, kind: kind) }
            guard let keyPath = AnimatedKeyPath(basic.effectiveKeyPath) ?? customPath else { return [] }
            var vectors: [AnimationVector?] = []
            let given = [("fromValue", basic.fromValue), ("toValue", basic.toValue), ("byValue", basic.byValue)].map { ($0.0, basic.effectiveValue($0.1)) }
            for (name, value) in given {
                guard let value else { vectors.append(nil); continue }
                guard let vector = AnimationValue.vector(value, for: keyPath) else {
                    report("the \(name) \(String(describing: value)) of a \(type(of: basic)) of \"\(basic.keyPath ?? "")\" is not a "
                        + "value of that key path's type; the animation changes nothing")
                    return []
                }
                vectors.append(vector)
            }
            let values: TrackValues
            if vectors.allSatisfy({ $0 == nil }), let implicitFrom {
                values = .implicit(from: implicitFrom)
            } else {
                values = .basic(from: vectors[0], to: vectors[1], by: vectors[2])
            }
            return [AnimationTrack(keyPath: keyPath, timing: timing, parents: parents, pacing: pacing, values: values,
                                   isAdditive: basic.isAdditive, isCumulative: basic.isCumulative)]
        default:
            return []
        }
    }

    /// How its time fraction becomes progress: a spring's own motion, or its timing function.
    var pacing: AnimationPacing {
        if let spring = self as? CASpringAnimation {
            return .spring(SpringCurve(mass: Double(spring.mass), stiffness: Double(spring.stiffness), damping: Double(spring.effectiveDamping),
                                       initialVelocity: Double(spring.initialVelocity)))
        }
        return CubicTimingCurve(timingFunction).map(AnimationPacing.cubic) ?? .linear
    }
}

extension CAKeyframeAnimation {
    /// The keyframes as a table: the values (or the path's points for a point property), the key
    /// times (given; spread evenly; or, paced, by distance), and each segment's pacing.
    fileprivate func table(for keyPath: AnimatedKeyPath, values: [Any]?, report: (String) -> Void) -> KeyframeTable? {
        let name = "a CAKeyframeAnimation of \"\(self.keyPath ?? "")\""
        var points: [AnimationVector] = []
        var controls: [(AnimationVector, AnimationVector)]?
        if let path, keyPath.part.width == 2 {
            (points, controls) = Self.segments(of: path)
        } else if let values {
            for value in values {
                guard let vector = AnimationValue.vector(value, for: keyPath) else {
                    report("\(name) has a value \(String(describing: value)) that is not of that key path's type; the animation changes nothing")
                    return nil
                }
                points.append(vector)
            }
        }
        guard !points.isEmpty else { return nil }
        let n = points.count
        let paced = calculationMode == .paced || calculationMode == .cubicPaced
        let discrete = calculationMode == .discrete
        var times: [Double]
        let given = (keyTimes ?? []).map { $0.doubleValue }
        if paced {
            times = Self.pacedTimes(points, controls: controls)
        } else if discrete {
            times = given.count >= n ? Array(given.prefix(n + 1)) : (0..<n).map { Double($0) / Double(n) }
            if times.count == n { times.append(1) }
        } else if given.count == n {
            times = given
        } else {
            if !given.isEmpty {
                report("\(name) has \(given.count) key times for \(n) values; they are spread evenly instead")
            }
            times = n == 1 ? [0] : (0..<n).map { Double($0) / Double(n - 1) }
        }
        let functions = paced ? [] : (timingFunctions ?? [])
        let curves = (0..<max(0, n - 1)).map { i in i < functions.count ? CubicTimingCurve(functions[i]) : nil }
        let mode: KeyframeTable.Mode = discrete ? .discrete : (calculationMode == .cubic || calculationMode == .cubicPaced) ? .cubic : .linear
        var tangents: [AnimationVector]?
        if mode == .cubic, controls == nil { tangents = kochanekBartelsTangents(points) }
        var arcTables: [[Double]]?
        if paced, let controls { arcTables = Self.arcTables(points, controls) }
        return KeyframeTable(values: points, keyTimes: times, curves: curves, mode: mode, controls: controls, tangents: tangents,
                             arcTables: arcTables)
    }

    /// A path's points (the start, then each element's end) and each segment's cubic control
    /// points: a line's at a third and two thirds of it, a quadratic curve's raised to a cubic.
    static func segments(of path: CGPath) -> ([AnimationVector], [(AnimationVector, AnimationVector)]) {
        var points: [AnimationVector] = []
        var controls: [(AnimationVector, AnimationVector)] = []
        var current = AnimationVector(), subpathStart = AnimationVector()
        func lineTo(_ end: AnimationVector) {
            if points.isEmpty { points.append(current) }
            controls.append((current + (end - current) / 3, current + (end - current) * (2.0 / 3)))
            points.append(end)
            current = end
        }
        for segment in path.segments {
            switch segment {
            case .move(let p):
                current = AnimationValue.vector(p)
                subpathStart = current
                if points.isEmpty { points.append(current) } else { lineTo(current) }
            case .line(let p):
                lineTo(AnimationValue.vector(p))
            case .quad(let c, let e):
                if points.isEmpty { points.append(current) }
                let control = AnimationValue.vector(c), end = AnimationValue.vector(e)
                controls.append((current + (control - current) * (2.0 / 3), end + (control - end) * (2.0 / 3)))
                points.append(end)
                current = end
            case .cubic(let c1, let c2, let e):
                if points.isEmpty { points.append(current) }
                controls.append((AnimationValue.vector(c1), AnimationValue.vector(c2)))
                let end = AnimationValue.vector(e)
                points.append(end)
                current = end
            case .close:
                lineTo(subpathStart)
            }
        }
        return (points, controls)
    }

    /// Key times proportional to the distance covered (paced): along each segment's curve for a
    /// path, straight between values otherwise.
    static func pacedTimes(_ points: [AnimationVector], controls: [(AnimationVector, AnimationVector)]?) -> [Double] {
        guard points.count > 1 else { return [0] }
        var lengths: [Double] = []
        for i in 0..<(points.count - 1) {
            if let controls { lengths.append(arcTable(points[i], controls[i].0, controls[i].1, points[i + 1]).length) }
            else { lengths.append(distance(points[i], points[i + 1])) }
        }
        let total = lengths.reduce(0, +)
        guard total > 0 else { return (0..<points.count).map { Double($0) / Double(points.count - 1) } }
        var times = [0.0]
        var run = 0.0
        for length in lengths {
            run += length
            times.append(run / total)
        }
        return times
    }

    static func arcTables(_ points: [AnimationVector], _ controls: [(AnimationVector, AnimationVector)]) -> [[Double]] {
        (0..<controls.count).map { arcTable(points[$0], controls[$0].0, controls[$0].1, points[$0 + 1]).table }
    }

    /// A cubic segment's length at 32 steps of its parameter (normalised to 0...1) and its total.
    static func arcTable(_ a: AnimationVector, _ c1: AnimationVector, _ c2: AnimationVector, _ b: AnimationVector)
        -> (table: [Double], length: Double) {
        var table = [0.0]
        var previous = a, length = 0.0
        for step in 1...32 {
            let u = Double(step) / 32, s = 1 - u
            let point = a * (s * s * s) + c1 * (3 * s * s * u) + c2 * (3 * s * u * u) + b * (u * u * u)
            length += distance(previous, point)
            table.append(length)
            previous = point
        }
        return (length > 0 ? table.map { $0 / length } : table, length)
    }

    static func distance(_ a: AnimationVector, _ b: AnimationVector) -> Double {
        let d = b - a
        return (d * d).sum().squareRoot()
    }

    /// The tangents of a Kochanek–Bartels spline through the values (Core Animation's cubic
    /// calculation modes; with no tension, continuity or bias values: Catmull–Rom).
    private func kochanekBartelsTangents(_ points: [AnimationVector]) -> [AnimationVector] {
        let n = points.count
        func parameter(_ list: [NSNumber]?, _ i: Int) -> Double { list.flatMap { i < $0.count ? $0[i].doubleValue : nil } ?? 0 }
        return (0..<n).map { i in
            let previous = points[max(0, i - 1)], next = points[min(n - 1, i + 1)], point = points[i]
            let t = parameter(tensionValues, i), c = parameter(continuityValues, i), b = parameter(biasValues, i)
            let incoming = point - previous, outgoing = next - point
            if i == 0 { return outgoing * (1 - t) }
            if i == n - 1 { return incoming * (1 - t) }
            return incoming * ((1 - t) * (1 + b) * (1 + c) / 2) + outgoing * ((1 - t) * (1 - b) * (1 - c) / 2)
        }
    }
}
