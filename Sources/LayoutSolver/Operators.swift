// Arithmetic and comparison operators that build expressions and constraints, as in kiwi.
//
// `+` and `-` combine Variable, Term, LinearExpression and Double into a LinearExpression;
// `*` and `/` scale by a Double. `==`, `<=` and `>=` between any two of those (a Double on at
// most one side) build a required Constraint as `lhs - rhs <relation> 0`; `constraint | s` gives
// a copy with strength `s`. There is deliberately no overload on Double alone.

extension Variable {
    /// `1 * self` as an expression.
    @inlinable var asExpression: LinearExpression { LinearExpression(self) }
}

extension Term {
    /// `self` as an expression.
    @inlinable var asExpression: LinearExpression { LinearExpression(self) }
}

extension LinearExpression {
    /// `self`.
    @inlinable var asExpression: LinearExpression { self }

    @usableFromInline func adding(_ other: LinearExpression, scale: Double) -> LinearExpression {
        var terms = self.terms
        terms.reserveCapacity(terms.count + other.terms.count)
        if scale == 1 {
            terms.append(contentsOf: other.terms)
        } else {
            for t in other.terms { terms.append(Term(t.variable, t.coefficient * scale)) }
        }
        return LinearExpression(terms: terms, constant: constant + other.constant * scale)
    }

    @usableFromInline func scaled(by factor: Double) -> LinearExpression {
        LinearExpression(terms: terms.map { Term($0.variable, $0.coefficient * factor) }, constant: constant * factor)
    }
}

// MARK: - Negation, scaling

public prefix func - (v: Variable) -> Term { Term(v, -1) }
public prefix func - (t: Term) -> Term { Term(t.variable, -t.coefficient) }
public prefix func - (e: LinearExpression) -> LinearExpression { e.scaled(by: -1) }
public func * (v: Variable, k: Double) -> Term { Term(v, k) }
public func * (k: Double, v: Variable) -> Term { Term(v, k) }
public func / (v: Variable, k: Double) -> Term { Term(v, 1 / k) }
public func * (t: Term, k: Double) -> Term { Term(t.variable, t.coefficient * k) }
public func * (k: Double, t: Term) -> Term { Term(t.variable, t.coefficient * k) }
public func / (t: Term, k: Double) -> Term { Term(t.variable, t.coefficient / k) }
public func * (e: LinearExpression, k: Double) -> LinearExpression { e.scaled(by: k) }
public func * (k: Double, e: LinearExpression) -> LinearExpression { e.scaled(by: k) }
public func / (e: LinearExpression, k: Double) -> LinearExpression { e.scaled(by: 1 / k) }

// MARK: - Sums and differences

public func + (l: Variable, r: Variable) -> LinearExpression { l.asExpression.adding(r.asExpression, scale: 1) }
public func - (l: Variable, r: Variable) -> LinearExpression { l.asExpression.adding(r.asExpression, scale: -1) }
public func + (l: Variable, r: Term) -> LinearExpression { l.asExpression.adding(r.asExpression, scale: 1) }
public func - (l: Variable, r: Term) -> LinearExpression { l.asExpression.adding(r.asExpression, scale: -1) }
public func + (l: Variable, r: LinearExpression) -> LinearExpression { l.asExpression.adding(r.asExpression, scale: 1) }
public func - (l: Variable, r: LinearExpression) -> LinearExpression { l.asExpression.adding(r.asExpression, scale: -1) }
public func + (l: Term, r: Variable) -> LinearExpression { l.asExpression.adding(r.asExpression, scale: 1) }
public func - (l: Term, r: Variable) -> LinearExpression { l.asExpression.adding(r.asExpression, scale: -1) }
public func + (l: Term, r: Term) -> LinearExpression { l.asExpression.adding(r.asExpression, scale: 1) }
public func - (l: Term, r: Term) -> LinearExpression { l.asExpression.adding(r.asExpression, scale: -1) }
public func + (l: Term, r: LinearExpression) -> LinearExpression { l.asExpression.adding(r.asExpression, scale: 1) }
public func - (l: Term, r: LinearExpression) -> LinearExpression { l.asExpression.adding(r.asExpression, scale: -1) }
public func + (l: LinearExpression, r: Variable) -> LinearExpression { l.asExpression.adding(r.asExpression, scale: 1) }
public func - (l: LinearExpression, r: Variable) -> LinearExpression { l.asExpression.adding(r.asExpression, scale: -1) }
public func + (l: LinearExpression, r: Term) -> LinearExpression { l.asExpression.adding(r.asExpression, scale: 1) }
public func - (l: LinearExpression, r: Term) -> LinearExpression { l.asExpression.adding(r.asExpression, scale: -1) }
public func + (l: LinearExpression, r: LinearExpression) -> LinearExpression { l.asExpression.adding(r.asExpression, scale: 1) }
public func - (l: LinearExpression, r: LinearExpression) -> LinearExpression { l.asExpression.adding(r.asExpression, scale: -1) }
public func + (l: Variable, r: Double) -> LinearExpression { l.asExpression.adding(LinearExpression(r), scale: 1) }
public func - (l: Variable, r: Double) -> LinearExpression { l.asExpression.adding(LinearExpression(r), scale: -1) }
public func + (l: Double, r: Variable) -> LinearExpression { LinearExpression(l).adding(r.asExpression, scale: 1) }
public func - (l: Double, r: Variable) -> LinearExpression { LinearExpression(l).adding(r.asExpression, scale: -1) }
public func + (l: Term, r: Double) -> LinearExpression { l.asExpression.adding(LinearExpression(r), scale: 1) }
public func - (l: Term, r: Double) -> LinearExpression { l.asExpression.adding(LinearExpression(r), scale: -1) }
public func + (l: Double, r: Term) -> LinearExpression { LinearExpression(l).adding(r.asExpression, scale: 1) }
public func - (l: Double, r: Term) -> LinearExpression { LinearExpression(l).adding(r.asExpression, scale: -1) }
public func + (l: LinearExpression, r: Double) -> LinearExpression { l.asExpression.adding(LinearExpression(r), scale: 1) }
public func - (l: LinearExpression, r: Double) -> LinearExpression { l.asExpression.adding(LinearExpression(r), scale: -1) }
public func + (l: Double, r: LinearExpression) -> LinearExpression { LinearExpression(l).adding(r.asExpression, scale: 1) }
public func - (l: Double, r: LinearExpression) -> LinearExpression { LinearExpression(l).adding(r.asExpression, scale: -1) }

// MARK: - Constraints

public func == (l: Variable, r: Variable) -> Constraint { Constraint(l.asExpression.adding(r.asExpression, scale: -1), .equal) }
public func == (l: Variable, r: Term) -> Constraint { Constraint(l.asExpression.adding(r.asExpression, scale: -1), .equal) }
public func == (l: Variable, r: LinearExpression) -> Constraint { Constraint(l.asExpression.adding(r.asExpression, scale: -1), .equal) }
public func == (l: Variable, r: Double) -> Constraint { Constraint(l.asExpression.adding(LinearExpression(r), scale: -1), .equal) }
public func == (l: Double, r: Variable) -> Constraint { Constraint(LinearExpression(l).adding(r.asExpression, scale: -1), .equal) }
public func == (l: Term, r: Variable) -> Constraint { Constraint(l.asExpression.adding(r.asExpression, scale: -1), .equal) }
public func == (l: Term, r: Term) -> Constraint { Constraint(l.asExpression.adding(r.asExpression, scale: -1), .equal) }
public func == (l: Term, r: LinearExpression) -> Constraint { Constraint(l.asExpression.adding(r.asExpression, scale: -1), .equal) }
public func == (l: Term, r: Double) -> Constraint { Constraint(l.asExpression.adding(LinearExpression(r), scale: -1), .equal) }
public func == (l: Double, r: Term) -> Constraint { Constraint(LinearExpression(l).adding(r.asExpression, scale: -1), .equal) }
public func == (l: LinearExpression, r: Variable) -> Constraint { Constraint(l.asExpression.adding(r.asExpression, scale: -1), .equal) }
public func == (l: LinearExpression, r: Term) -> Constraint { Constraint(l.asExpression.adding(r.asExpression, scale: -1), .equal) }
public func == (l: LinearExpression, r: LinearExpression) -> Constraint { Constraint(l.asExpression.adding(r.asExpression, scale: -1), .equal) }
public func == (l: LinearExpression, r: Double) -> Constraint { Constraint(l.asExpression.adding(LinearExpression(r), scale: -1), .equal) }
public func == (l: Double, r: LinearExpression) -> Constraint { Constraint(LinearExpression(l).adding(r.asExpression, scale: -1), .equal) }
public func <= (l: Variable, r: Variable) -> Constraint { Constraint(l.asExpression.adding(r.asExpression, scale: -1), .lessThanOrEqual) }
public func <= (l: Variable, r: Term) -> Constraint { Constraint(l.asExpression.adding(r.asExpression, scale: -1), .lessThanOrEqual) }
public func <= (l: Variable, r: LinearExpression) -> Constraint { Constraint(l.asExpression.adding(r.asExpression, scale: -1), .lessThanOrEqual) }
public func <= (l: Variable, r: Double) -> Constraint { Constraint(l.asExpression.adding(LinearExpression(r), scale: -1), .lessThanOrEqual) }
public func <= (l: Double, r: Variable) -> Constraint { Constraint(LinearExpression(l).adding(r.asExpression, scale: -1), .lessThanOrEqual) }
public func <= (l: Term, r: Variable) -> Constraint { Constraint(l.asExpression.adding(r.asExpression, scale: -1), .lessThanOrEqual) }
public func <= (l: Term, r: Term) -> Constraint { Constraint(l.asExpression.adding(r.asExpression, scale: -1), .lessThanOrEqual) }
public func <= (l: Term, r: LinearExpression) -> Constraint { Constraint(l.asExpression.adding(r.asExpression, scale: -1), .lessThanOrEqual) }
public func <= (l: Term, r: Double) -> Constraint { Constraint(l.asExpression.adding(LinearExpression(r), scale: -1), .lessThanOrEqual) }
public func <= (l: Double, r: Term) -> Constraint { Constraint(LinearExpression(l).adding(r.asExpression, scale: -1), .lessThanOrEqual) }
public func <= (l: LinearExpression, r: Variable) -> Constraint { Constraint(l.asExpression.adding(r.asExpression, scale: -1), .lessThanOrEqual) }
public func <= (l: LinearExpression, r: Term) -> Constraint { Constraint(l.asExpression.adding(r.asExpression, scale: -1), .lessThanOrEqual) }
public func <= (l: LinearExpression, r: LinearExpression) -> Constraint { Constraint(l.asExpression.adding(r.asExpression, scale: -1), .lessThanOrEqual) }
public func <= (l: LinearExpression, r: Double) -> Constraint { Constraint(l.asExpression.adding(LinearExpression(r), scale: -1), .lessThanOrEqual) }
public func <= (l: Double, r: LinearExpression) -> Constraint { Constraint(LinearExpression(l).adding(r.asExpression, scale: -1), .lessThanOrEqual) }
public func >= (l: Variable, r: Variable) -> Constraint { Constraint(l.asExpression.adding(r.asExpression, scale: -1), .greaterThanOrEqual) }
public func >= (l: Variable, r: Term) -> Constraint { Constraint(l.asExpression.adding(r.asExpression, scale: -1), .greaterThanOrEqual) }
public func >= (l: Variable, r: LinearExpression) -> Constraint { Constraint(l.asExpression.adding(r.asExpression, scale: -1), .greaterThanOrEqual) }
public func >= (l: Variable, r: Double) -> Constraint { Constraint(l.asExpression.adding(LinearExpression(r), scale: -1), .greaterThanOrEqual) }
public func >= (l: Double, r: Variable) -> Constraint { Constraint(LinearExpression(l).adding(r.asExpression, scale: -1), .greaterThanOrEqual) }
public func >= (l: Term, r: Variable) -> Constraint { Constraint(l.asExpression.adding(r.asExpression, scale: -1), .greaterThanOrEqual) }
public func >= (l: Term, r: Term) -> Constraint { Constraint(l.asExpression.adding(r.asExpression, scale: -1), .greaterThanOrEqual) }
public func >= (l: Term, r: LinearExpression) -> Constraint { Constraint(l.asExpression.adding(r.asExpression, scale: -1), .greaterThanOrEqual) }
public func >= (l: Term, r: Double) -> Constraint { Constraint(l.asExpression.adding(LinearExpression(r), scale: -1), .greaterThanOrEqual) }
public func >= (l: Double, r: Term) -> Constraint { Constraint(LinearExpression(l).adding(r.asExpression, scale: -1), .greaterThanOrEqual) }
public func >= (l: LinearExpression, r: Variable) -> Constraint { Constraint(l.asExpression.adding(r.asExpression, scale: -1), .greaterThanOrEqual) }
public func >= (l: LinearExpression, r: Term) -> Constraint { Constraint(l.asExpression.adding(r.asExpression, scale: -1), .greaterThanOrEqual) }
public func >= (l: LinearExpression, r: LinearExpression) -> Constraint { Constraint(l.asExpression.adding(r.asExpression, scale: -1), .greaterThanOrEqual) }
public func >= (l: LinearExpression, r: Double) -> Constraint { Constraint(l.asExpression.adding(LinearExpression(r), scale: -1), .greaterThanOrEqual) }
public func >= (l: Double, r: LinearExpression) -> Constraint { Constraint(LinearExpression(l).adding(r.asExpression, scale: -1), .greaterThanOrEqual) }

// MARK: - Strength

/// A copy of `constraint` with the given strength (clipped to `0...Strength.required`).
public func | (constraint: Constraint, strength: Double) -> Constraint {
    let copy = Constraint(constraint.expression, constraint.relation, strength: strength)
    copy.identifier = constraint.identifier
    return copy
}

