import Foundation
import LayoutSolver

/// A solver workload in the JSON form shared with the kiwisolver harness
/// (`Scripts/kiwi_runner.py`): variables, edit variables, constraints in a fixed order, then
/// phases of steps, each step a list of suggested values followed by one `updateVariables()`.
///
/// `enaml-like.json` (kiwi's own benchmark) gives its steps as `resizes: [[width, height]]`,
/// read as one phase named `resize` suggesting the edit variables in order.
public struct Workload: Sendable {
    public struct ConstraintSpec: Sendable {
        public var terms: [(variable: Int, coefficient: Double)]
        public var constant: Double
        public var relation: Relation
        public var strength: Double
    }

    public struct Phase: Sendable {
        public var name: String
        public var steps: [[(variable: Int, value: Double)]]
    }

    public var name: String
    public var variables: [String]
    public var edits: [(variable: Int, strength: Double)]
    public var constraints: [ConstraintSpec]
    public var phases: [Phase]

    public enum LoadError: Error, CustomStringConvertible {
        case malformed(String)
        public var description: String {
            switch self { case let .malformed(why): "malformed workload: \(why)" }
        }
    }

    /// Reads a workload file; `name` defaults to the file name without extension.
    public static func load(path: String, name: String? = nil) throws -> Workload {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        guard let root = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw LoadError.malformed("top level is not an object")
        }
        let fileName = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        return try Workload(json: root, name: name ?? fileName)
    }

    init(json: [String: Any], name: String) throws {
        self.name = name
        guard let vars = json["variables"] as? [String] else { throw LoadError.malformed("variables") }
        variables = vars
        var index: [String: Int] = [:]
        for (i, v) in vars.enumerated() { index[v] = i }
        func lookup(_ any: Any?) throws -> Int {
            guard let n = any as? String, let i = index[n] else { throw LoadError.malformed("unknown variable \(String(describing: any))") }
            return i
        }
        func number(_ any: Any?) throws -> Double {
            guard let x = any as? NSNumber else { throw LoadError.malformed("not a number: \(String(describing: any))") }
            return x.doubleValue
        }
        edits = try (json["editVariables"] as? [[String: Any]] ?? []).map {
            (try lookup($0["variable"]), try number($0["strength"]))
        }
        constraints = try (json["constraints"] as? [[String: Any]] ?? []).map { c in
            let terms = try (c["terms"] as? [[Any]] ?? []).map { (try lookup($0.first), try number($0.last)) }
            let relation: Relation
            switch c["op"] as? String {
            case "==": relation = .equal
            case "<=": relation = .lessThanOrEqual
            case ">=": relation = .greaterThanOrEqual
            default: throw LoadError.malformed("op \(String(describing: c["op"]))")
            }
            return ConstraintSpec(terms: terms, constant: try number(c["constant"]), relation: relation, strength: try number(c["strength"]))
        }
        if let phases = json["phases"] as? [[String: Any]] {
            self.phases = try phases.map { p in
                let steps = try (p["steps"] as? [[[Any]]] ?? []).map { step in
                    try step.map { (try lookup($0.first), try number($0.last)) }
                }
                return Phase(name: p["name"] as? String ?? "phase", steps: steps)
            }
        } else if let resizes = json["resizes"] as? [[Any]] {
            let editVars = edits.map(\.variable)
            let steps = try resizes.map { sizes in
                try zip(editVars, sizes).map { ($0, try number($1)) }
            }
            phases = [Phase(name: "resize", steps: steps)]
        } else {
            phases = []
        }
    }
}

/// A workload's variables and constraint objects, made once so that timings cover solver
/// calls only.
public final class PreparedWorkload {
    public let workload: Workload
    public let variables: [Variable]
    public let constraints: [Constraint]

    public init(_ workload: Workload) {
        self.workload = workload
        variables = workload.variables.map { Variable($0) }
        let vars = variables
        constraints = workload.constraints.map { spec in
            let expression = LinearExpression(
                terms: spec.terms.map { Term(vars[$0.variable], $0.coefficient) },
                constant: spec.constant)
            return Constraint(expression, spec.relation, strength: spec.strength)
        }
    }

    /// Adds the edit variables, then the constraints, then reads the solution.
    public func build(into solver: Solver) throws {
        for edit in workload.edits {
            try solver.addEditVariable(variables[edit.variable], strength: edit.strength)
        }
        for c in constraints { try solver.addConstraint(c) }
        solver.updateVariables()
    }

    /// Runs every step of a phase: the suggestions, then `updateVariables()`.
    public func run(_ phase: Workload.Phase, on solver: Solver) throws {
        for step in phase.steps {
            for s in step { try solver.suggestValue(variables[s.variable], s.value) }
            solver.updateVariables()
        }
    }

    /// The current value of every variable, in workload order.
    public var values: [Double] { variables.map(\.value) }
}
