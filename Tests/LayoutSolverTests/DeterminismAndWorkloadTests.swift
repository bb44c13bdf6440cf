import Foundation
@testable import LayoutSolver
import Testing

@Suite("Determinism and the enaml-like workload")
struct DeterminismAndWorkloadTests {
    /// kiwi's enaml-like workload (Benchmarks/Workloads/enaml-like.json), read with Foundation.
    struct Enaml {
        let names: [String]
        let variables: [Variable]
        let edits: [(Variable, Double)]
        let constraints: [Constraint]
        let resizes: [[Double]]

        init() throws {
            let url = URL(fileURLWithPath: #filePath)
                .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent("Benchmarks/Workloads/enaml-like.json")
            let json = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as! [String: Any]
            names = json["variables"] as! [String]
            let vars = names.map { Variable($0) }
            variables = vars
            let index = Dictionary(uniqueKeysWithValues: names.enumerated().map { ($1, $0) })
            edits = (json["editVariables"] as! [[String: Any]]).map {
                (vars[index[$0["variable"] as! String]!], ($0["strength"] as! NSNumber).doubleValue)
            }
            constraints = (json["constraints"] as! [[String: Any]]).map { c in
                let terms = (c["terms"] as! [[Any]]).map { Term(vars[index[$0[0] as! String]!], ($0[1] as! NSNumber).doubleValue) }
                let op: Relation = c["op"] as! String == "==" ? .equal : c["op"] as! String == "<=" ? .lessThanOrEqual : .greaterThanOrEqual
                return Constraint(LinearExpression(terms: terms, constant: (c["constant"] as! NSNumber).doubleValue), op,
                                  strength: (c["strength"] as! NSNumber).doubleValue)
            }
            resizes = (json["resizes"] as! [[NSNumber]]).map { $0.map(\.doubleValue) }
        }

        func build(_ s: Solver) throws {
            for (v, strength) in edits { try s.addEditVariable(v, strength: strength) }
            for c in constraints { try s.addConstraint(c) }
            s.updateVariables()
        }

        func value(_ name: String) -> Double { variables[names.firstIndex(of: name)!].value }

        /// The weighted violation of the non-required constraints and edits.
        func objective(editValues: [Double]) -> Double {
            var total = 0.0
            for c in constraints where !c.isRequired {
                let v = c.expression.value
                let error: Double
                switch c.relation {
                case .equal: error = abs(v)
                case .lessThanOrEqual: error = max(0, v)
                case .greaterThanOrEqual: error = max(0, -v)
                }
                total += c.strength * error
            }
            for ((v, strength), target) in zip(edits, editValues) { total += strength * abs(v.value - target) }
            return total
        }
    }

    @Test("the enaml-like build gives kiwi's solution")
    func enamlBuild() throws {
        let w = try Enaml()
        let s = Solver()
        try w.build(s)
        // Values computed by kiwisolver 1.5.1 for the same constraints in the same order.
        let kiwi: [String: Double] = [
            "left": 0, "height": 126.5, "top": 0, "width": 221, "contents_top": 10, "contents_bottom": 116.5,
            "contents_left": 10, "contents_right": 211, "midline": 86, "ctleft": 86, "ctheight": 11,
            "cttop": 72, "ctwidth": 125, "lb1left": 10, "lb1height": 16, "lb1top": 12.5, "lb1width": 66,
            "lb2left": 10, "lb2height": 16, "lb2top": 43.5, "lb2width": 66, "lb3left": 10, "lb3height": 16,
            "lb3top": 69.5, "lb3width": 66, "fl1left": 86, "fl1height": 21, "fl1top": 10, "fl1width": 125,
            "fl2left": 86, "fl2height": 21, "fl2top": 41, "fl2width": 125, "fl3left": 10, "fl3height": 21,
            "fl3top": 95.5, "fl3width": 201,
        ]
        #expect(kiwi.count == w.names.count)
        for (name, expected) in kiwi {
            #expect(abs(w.value(name) - expected) < 1e-6, "\(name) = \(w.value(name)), kiwi: \(expected)")
        }
        for c in w.constraints where c.isRequired { #expect(c.isSatisfied(), "\(c)") }
        expectConsistent(s)
    }

    @Test("every enaml-like resize reaches kiwi's optimum")
    func enamlResizes() throws {
        let w = try Enaml()
        let s = Solver()
        try w.build(s)
        // Objective values kiwisolver 1.5.1 reaches after each resize step.
        let kiwiObjectives: [Double] = [2_180_044, 1_680_044, 4_680_044, 3_680_044, 2_880_044, 1_880_044]
        for (size, expected) in zip(w.resizes, kiwiObjectives) {
            for ((v, _), value) in zip(w.edits, size) { try s.suggestValue(v, value) }
            s.updateVariables()
            for c in w.constraints where c.isRequired { #expect(c.isSatisfied(), "\(size): \(c)") }
            let objective = w.objective(editValues: size)
            #expect(abs(objective - expected) < 1e-3, "\(size): objective \(objective), kiwi \(expected)")
            #expect(abs(w.value("width") - size[0]) < 1e-6)
            expectConsistent(s, "\(size)")
        }
    }

    @Test("the same calls give the same values and pivots, whatever the allocation order")
    func deterministic() throws {
        func run(padding: Int) throws -> (SolverStatistics, [UInt64], String) {
            // Allocate unrelated objects first so addresses (and ObjectIdentifier order) differ.
            let junk = (0..<padding).map { Variable("junk\($0)") }
            let w = try Enaml()
            let s = Solver()
            try w.build(s)
            for size in w.resizes {
                for ((v, _), value) in zip(w.edits, size) { try s.suggestValue(v, value) }
                s.updateVariables()
            }
            _ = junk
            return (s.statistics, w.variables.map { $0.value.bitPattern }, s.fingerprint())
        }
        let first = try run(padding: 0)
        for padding in [1, 17, 300] {
            let other = try run(padding: padding)
            #expect(other.0 == first.0)
            #expect(other.1 == first.1)
            #expect(other.2 == first.2)
        }
    }
}
