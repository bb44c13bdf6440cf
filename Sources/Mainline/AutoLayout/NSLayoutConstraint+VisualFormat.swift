import Foundation

extension NSLayoutConstraint {
    /// Options of `constraints(withVisualFormat:options:metrics:views:)`: an alignment of every
    /// view of the format (raw values as in UIKit: one bit per aligned attribute), the
    /// direction of a horizontal format, and how standard spacing is measured.
    public struct FormatOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
        public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
        public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
        public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
        public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
        public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
        public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
        public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
        public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
        public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
        /// The alignment bits.
        public static let alignmentMask = FormatOptions(rawValue: 0xFFFF)
        /// Views follow the reading direction: leading to trailing (the default).
        public static let directionLeadingToTrailing = FormatOptions([])
        /// Views go from left to right whatever the reading direction.
        public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
        /// Views go from right to left whatever the reading direction.
        public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
        /// The direction bits.
        public static let directionMask = FormatOptions(rawValue: 0x3 << 16)
        /// Standard spacing is measured between the views' edges (the default).
        public static let spacingEdgeToEdge = FormatOptions([])
        /// Standard spacing is measured between baselines (kept; edges are used).
        public static let spacingBaselineToBaseline = FormatOptions(rawValue: 1 << 19)
        /// The spacing bits.
        public static let spacingMask = FormatOptions(rawValue: 0x1 << 19)
    }

    /// The constraints a visual format string describes (Auto Layout Guide, "Visual Format
    /// Language"): `H:` or `V:` (horizontal by default), `|` for the superview's edges, `-` for
    /// standard spacing (8 points between views; to the superview, its layout margins, as since
    /// iOS 8), `-20-`, `-(>=20)-`, `-(metric)-` and predicate lists
    /// `(>=50,<=100@750)` in connections, `[view(>=50)]`, `[view(==other)]` and priorities
    /// (`@750`) on a view's width or height, and `options` to align every view of the format.
    /// The constraints are not activated (activate them, or add them to a view).
    ///
    /// A format UIKit cannot parse raises `NSInvalidArgumentException` with "Unable to parse
    /// constraint format:", the reason, the format and a caret under the place; Mainline reports
    /// exactly that as a diagnostic and returns the constraints made before the error.
    public class func constraints(withVisualFormat format: String, options opts: FormatOptions = [],
                                  metrics: [String: Any]?, views: [String: Any]) -> [NSLayoutConstraint] {
        let entry = UIEntry("+[NSLayoutConstraint constraintsWithVisualFormat:options:metrics:views:]"); defer { entry.end() }
        var builder = VisualFormatBuilder(format: format, options: opts, metrics: metrics ?? [:], views: views)
        do {
            try builder.build()
        } catch let error as VisualFormatError {
            let caret = String(repeating: " ", count: max(0, error.position)) + "^"
            let context = builder.constraints.first?.diagnosticContext
                ?? views.values.lazy.compactMap { ($0 as? UIView)?.context }.first
            DiagnosticCenter.report(.invalidVisualFormat, """
            Unable to parse constraint format: \n\(error.message) \n\(format) \n\(caret)
            """, views: views.values.compactMap { ($0 as? UIView)?.description }.sorted(), in: context)
        } catch {}
        return builder.constraints
    }
}

/// A parse error: UIKit's reason and where in the format it was found.
struct VisualFormatError: Error {
    let message: String
    let position: Int
}

/// A visual format string, parsed by its grammar (Auto Layout Guide, "Visual Format String
/// Grammar"), into the constraints it describes, made as each part is read.
struct VisualFormatBuilder {
    /// One predicate: a relation, a constant or a view, a priority.
    struct Predicate {
        var relation: NSLayoutConstraint.Relation
        var constant: CGFloat
        var view: UIView?
        var priority: UILayoutPriority
    }

    /// What joins two items: nothing (flush), the standard space, or predicates on the gap.
    enum Connection {
        case flush, standard
        case predicates([Predicate])
    }

    let characters: [Character]
    let format: String
    let options: NSLayoutConstraint.FormatOptions
    let metrics: [String: Any]
    let views: [String: Any]
    var position = 0
    var isVertical = false
    var constraints: [NSLayoutConstraint] = []

    /// The standard space between two sibling views.
    static let standardSpacing: CGFloat = 8

    init(format: String, options: NSLayoutConstraint.FormatOptions, metrics: [String: Any], views: [String: Any]) {
        self.format = format
        characters = Array(format)
        self.options = options
        self.metrics = metrics
        self.views = views
    }

    // MARK: The grammar

    /// <visualFormatString> ::= (<orientation>:)? (<superview><connection>)? <view>(<connection><view>)* (<connection><superview>)?
    mutating func build() throws {
        try orientation()
        try checkOptions()
        var leadingSuperview: (position: Int, connection: Connection)?
        if peek == "|" {
            let at = position
            position += 1
            leadingSuperview = (at, try connection())
        }
        var previous = try view()
        if let (at, connection) = leadingSuperview {
            try connect(superviewAt: at, connection, to: previous, leading: true)
        }
        while position < characters.count {
            let connectionStart = position
            let joining = try connection()
            if peek == "|" {
                let at = position
                position += 1
                try connect(superviewAt: at, joining, to: previous, leading: false)
                guard position == characters.count else { throw fail("Unexpected character after the superview's '|'") }
                break
            }
            guard peek == "[" else {
                if position == characters.count, case .flush = joining, position == connectionStart { break }
                throw fail("Expected a view")
            }
            let next = try view()
            connect(previous, joining, next)
            align(previous, next)
            previous = next
        }
    }

    /// (<orientation>:)?
    mutating func orientation() throws {
        guard let first = peek, first == "H" || first == "V", characters.count > 1 else { return }
        // "H" and "V" may also start a view name only inside brackets, so here they are an orientation.
        guard characters[1] == ":" else {
            position = 1
            throw fail("Expected ':' after '\(first)' to specify \(first == "V" ? "vertical" : "horizontal") arrangement")
        }
        isVertical = first == "V"
        position = 2
    }

    /// An alignment across the layout's own axis makes no sense (UIKit refuses it).
    func checkOptions() throws {
        let horizontalAlignments: NSLayoutConstraint.FormatOptions = [.alignAllLeft, .alignAllRight, .alignAllLeading, .alignAllTrailing, .alignAllCenterX]
        let verticalAlignments: NSLayoutConstraint.FormatOptions = [.alignAllTop, .alignAllBottom, .alignAllCenterY, .alignAllLastBaseline, .alignAllFirstBaseline]
        if !isVertical && !options.isDisjoint(with: horizontalAlignments) {
            throw VisualFormatError(message: "Options mask required views to be aligned on a horizontal edge, which is not allowed for layout that is also horizontal.", position: 0)
        }
        if isVertical && !options.isDisjoint(with: verticalAlignments) {
            throw VisualFormatError(message: "Options mask required views to be aligned on a vertical edge, which is not allowed for layout that is also vertical.", position: 0)
        }
    }

    /// <view> ::= [<viewName>(<predicateListWithParens>)?]
    mutating func view() throws -> UIView {
        guard peek == "[" else { throw fail("Expected a view") }
        position += 1
        let nameStart = position
        guard let name = identifier() else { throw fail("Expected a view name after '['") }
        guard let value = views[name] else { throw VisualFormatError(message: "\(name) is not a key in the views dictionary.", position: nameStart) }
        guard let view = value as? UIView else {
            throw VisualFormatError(message: "The views dictionary's value for \(name) is not a view.", position: nameStart)
        }
        if peek == "(" {
            for predicate in try predicateListWithParens(allowingViews: true) {
                add(NSLayoutConstraint(item: view, attribute: dimension, relatedBy: predicate.relation, toItem: predicate.view,
                                       attribute: predicate.view == nil ? .notAnAttribute : dimension, multiplier: 1,
                                       constant: predicate.constant), predicate.priority)
            }
        }
        guard peek == "]" else { throw fail("A predicate on a view's thickness must end with ')' and the view must end with ']'") }
        position += 1
        return view
    }

    /// <connection> ::= e | -<predicateList>- | -
    mutating func connection() throws -> Connection {
        guard peek == "-" else { return .flush }
        position += 1
        if peek == "[" || peek == "|" { return .standard }
        // <predicateList> ::= <simplePredicate> | <predicateListWithParens>
        let predicates: [Predicate]
        if peek == "(" {
            predicates = try predicateListWithParens(allowingViews: false)
        } else {
            let constant = try simplePredicate()
            predicates = [Predicate(relation: .equal, constant: constant, view: nil, priority: .required)]
        }
        guard peek == "-" else { throw fail("Expected a '-' here") }
        position += 1
        return .predicates(predicates)
    }

    /// <simplePredicate> ::= <metricName> | <positiveNumber>
    mutating func simplePredicate() throws -> CGFloat {
        if let number = number(signed: false) { return number }
        if let value = try metric() { return value }
        throw fail("Expected a number or key from the metrics dictionary, but encountered something else")
    }

    /// <predicateListWithParens> ::= (<predicate>(,<predicate>)*)
    mutating func predicateListWithParens(allowingViews: Bool) throws -> [Predicate] {
        position += 1  // "("
        var predicates = [try predicate(allowingViews: allowingViews)]
        while peek == "," {
            position += 1
            predicates.append(try predicate(allowingViews: allowingViews))
        }
        guard peek == ")" else {
            throw fail(allowingViews ? "A predicate on a view's thickness must end with ')' and the view must end with ']'"
                                     : "A predicate must end with ')'")
        }
        position += 1
        return predicates
    }

    /// <predicate> ::= (<relation>)?(<objectOfPredicate>)(@<priority>)?
    mutating func predicate(allowingViews: Bool) throws -> Predicate {
        var result = Predicate(relation: .equal, constant: 0, view: nil, priority: .required)
        // <relation> ::= == | <= | >=
        if let c = peek, c == "=" || c == "<" || c == ">" {
            guard position + 1 < characters.count, characters[position + 1] == "=" else { throw fail("Unknown relation. Must be ==, >=, or <=") }
            result.relation = c == "=" ? .equal : c == "<" ? .lessThanOrEqual : .greaterThanOrEqual
            position += 2
        }
        // <objectOfPredicate> ::= <constant> | <viewName>; <constant> ::= <metricName> | <number>
        if let number = number(signed: true) {
            result.constant = number
        } else {
            let start = position
            guard let name = identifier() else { throw fail("Expected a number or key from the metrics dictionary, but encountered something else") }
            if let value = metrics[name] {
                guard let number = Self.numberValue(value) else {
                    throw VisualFormatError(message: "Expected a number or key from the metrics dictionary, but encountered something else", position: start)
                }
                result.constant = number
            } else if allowingViews, let other = views[name] {
                guard let view = other as? UIView else {
                    throw VisualFormatError(message: "The views dictionary's value for \(name) is not a view.", position: start)
                }
                result.view = view
            } else {
                throw VisualFormatError(message: allowingViews ? "\(name) is not a key in the metrics or views dictionaries."
                                                              : "\(name) is not a key in the metrics dictionary.", position: start)
            }
        }
        // (@<priority>)?; <priority> ::= <metricName> | <number>
        if peek == "@" {
            position += 1
            let start = position
            let value: CGFloat
            if let number = number(signed: true) {
                value = number
            } else if let metricValue = try metric() {
                value = metricValue
            } else {
                throw fail("Expected a number or key from the metrics dictionary, but encountered something else")
            }
            guard value > 0, value <= 1000 else {
                throw VisualFormatError(message: "Priorities must be greater than 0 and less than or equal to NSLayoutPriorityRequired, which is 1000.000000.",
                                        position: start)
            }
            result.priority = UILayoutPriority(Float(value))
        }
        return result
    }

    // MARK: Tokens

    var peek: Character? { position < characters.count ? characters[position] : nil }

    /// A C identifier.
    mutating func identifier() -> String? {
        guard let first = peek, first == "_" || (first.isASCII && first.isLetter) else { return nil }
        let start = position
        while let c = peek, c == "_" || (c.isASCII && (c.isLetter || c.isNumber)) { position += 1 }
        return String(characters[start..<position])
    }

    /// A number as `strtod` reads one (a sign only where the grammar allows one).
    mutating func number(signed: Bool) -> CGFloat? {
        var end = position
        if signed, end < characters.count, characters[end] == "-" || characters[end] == "+" { end += 1 }
        let digitsStart = end
        while end < characters.count, characters[end].isASCII, characters[end].isNumber { end += 1 }
        if end < characters.count, characters[end] == "." {
            end += 1
            while end < characters.count, characters[end].isASCII, characters[end].isNumber { end += 1 }
        }
        guard characters[digitsStart..<end].contains(where: \.isNumber) else { return nil }
        if end < characters.count, characters[end] == "e" || characters[end] == "E" {
            var exponent = end + 1
            if exponent < characters.count, characters[exponent] == "-" || characters[exponent] == "+" { exponent += 1 }
            if exponent < characters.count, characters[exponent].isNumber {
                while exponent < characters.count, characters[exponent].isASCII, characters[exponent].isNumber { exponent += 1 }
                end = exponent
            }
        }
        guard let value = Double(String(characters[position..<end])), value.isFinite else { return nil }
        position = end
        return CGFloat(value)
    }

    /// A metric's value, when the next token is a metric's name (nil when it is not a name).
    mutating func metric() throws -> CGFloat? {
        let start = position
        guard let name = identifier() else { return nil }
        guard let value = metrics[name], let number = Self.numberValue(value) else {
            throw VisualFormatError(message: "Expected a number or key from the metrics dictionary, but encountered something else", position: start)
        }
        return number
    }

    static func numberValue(_ value: Any) -> CGFloat? {
        switch value {
        case let n as NSNumber: return CGFloat(n.doubleValue)
        case let n as CGFloat: return n
        case let n as Double: return CGFloat(n)
        case let n as Float: return CGFloat(n)
        case let n as Int: return CGFloat(n)
        default: return nil
        }
    }

    func fail(_ message: String) -> VisualFormatError { VisualFormatError(message: message, position: position) }

    // MARK: Constraints

    var dimension: NSLayoutConstraint.Attribute { isVertical ? .height : .width }

    /// The edge facing the previous item and the edge facing the next, along the layout.
    var edges: (start: NSLayoutConstraint.Attribute, end: NSLayoutConstraint.Attribute) {
        if isVertical { return (.top, .bottom) }
        switch options.intersection(.directionMask) {
        case .directionLeftToRight: return (.left, .right)
        case .directionRightToLeft: return (.right, .left)
        default: return (.leading, .trailing)
        }
    }

    /// The superview's margin for an edge (standard spacing to the superview: its margins).
    func margin(_ edge: NSLayoutConstraint.Attribute) -> NSLayoutConstraint.Attribute {
        switch edge {
        case .leading: .leadingMargin
        case .trailing: .trailingMargin
        case .left: .leftMargin
        case .right: .rightMargin
        case .top: .topMargin
        default: .bottomMargin
        }
    }

    /// Whether positions grow against the layout (right to left).
    var isReversed: Bool { !isVertical && options.intersection(.directionMask) == .directionRightToLeft }

    mutating func add(_ constraint: NSLayoutConstraint, _ priority: UILayoutPriority) {
        if !priority.isRequired { constraint.priority = priority }
        constraints.append(constraint)
    }

    /// The gap from `earlier`'s end to `later`'s start, as the connection says: each predicate
    /// a constraint `later.start <relation> earlier.end + constant` (flipped for right to left,
    /// so the constant stays the gap).
    mutating func connect(_ earlier: UIView, _ connection: Connection, _ later: UIView) {
        let (start, end) = edges
        for predicate in predicates(of: connection, standard: Self.standardSpacing) {
            let constraint = isReversed
                ? NSLayoutConstraint(item: earlier, attribute: end, relatedBy: predicate.relation, toItem: later, attribute: start,
                                     multiplier: 1, constant: predicate.constant)
                : NSLayoutConstraint(item: later, attribute: start, relatedBy: predicate.relation, toItem: earlier, attribute: end,
                                     multiplier: 1, constant: predicate.constant)
            add(constraint, predicate.priority)
        }
    }

    /// The gap between `view` and its superview's edge (`leading`: the edge before it).
    mutating func connect(superviewAt at: Int, _ connection: Connection, to view: UIView, leading: Bool) throws {
        guard let superview = view.storedSuperview else {
            throw VisualFormatError(message: "Unable to interpret '|' character, because the related view doesn't have a superview", position: at)
        }
        let (start, end) = edges
        let viewEdge = leading ? start : end
        if case .standard = connection {
            // Since iOS 8, "|-" and "-|" mean the superview's layout margins.
            let constraint = leading != isReversed
                ? NSLayoutConstraint(item: view, attribute: viewEdge, relatedBy: .equal, toItem: superview, attribute: margin(viewEdge), multiplier: 1, constant: 0)
                : NSLayoutConstraint(item: superview, attribute: margin(viewEdge), relatedBy: .equal, toItem: view, attribute: viewEdge, multiplier: 1, constant: 0)
            return add(constraint, .required)
        }
        for predicate in predicates(of: connection, standard: 0) {
            // The gap is measured inward from the superview's edge.
            let constraint = leading != isReversed
                ? NSLayoutConstraint(item: view, attribute: viewEdge, relatedBy: predicate.relation, toItem: superview, attribute: viewEdge,
                                     multiplier: 1, constant: predicate.constant)
                : NSLayoutConstraint(item: superview, attribute: viewEdge, relatedBy: predicate.relation, toItem: view, attribute: viewEdge,
                                     multiplier: 1, constant: predicate.constant)
            add(constraint, predicate.priority)
        }
    }

    func predicates(of connection: Connection, standard: CGFloat) -> [Predicate] {
        switch connection {
        case .flush: [Predicate(relation: .equal, constant: 0, view: nil, priority: .required)]
        case .standard: [Predicate(relation: .equal, constant: standard, view: nil, priority: .required)]
        case .predicates(let list): list
        }
    }

    /// The alignment options: `later.attribute == earlier.attribute` for each.
    mutating func align(_ earlier: UIView, _ later: UIView) {
        let alignments: [(NSLayoutConstraint.FormatOptions, NSLayoutConstraint.Attribute)] = [
            (.alignAllLeft, .left), (.alignAllRight, .right), (.alignAllTop, .top), (.alignAllBottom, .bottom),
            (.alignAllLeading, .leading), (.alignAllTrailing, .trailing), (.alignAllCenterX, .centerX), (.alignAllCenterY, .centerY),
            (.alignAllLastBaseline, .lastBaseline), (.alignAllFirstBaseline, .firstBaseline),
        ]
        for (option, attribute) in alignments where options.contains(option) {
            add(NSLayoutConstraint(item: later, attribute: attribute, relatedBy: .equal, toItem: earlier, attribute: attribute,
                                   multiplier: 1, constant: 0), .required)
        }
    }
}
