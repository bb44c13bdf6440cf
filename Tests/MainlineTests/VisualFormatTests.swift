import Foundation
@testable import Mainline
import Testing

/// `NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)`, checked against the
/// Auto Layout Guide's "Visual Format Language" appendix (its examples and grammar), iOS 8's
/// change of "|-" to the superview's layout margins, and the words of UIKit's parse errors.
@Suite("Visual format language")
struct VisualFormatTests {
    /// A 390-wide window holding a 300 × 200 container at (0, 100) (clear of the safe area, so its
    /// margins are its own 8 points) with named Auto Layout views;
    /// `formats` are applied (activated) in the launch; returns the views' frames by name.
    private func frames(_ formats: [String], options: NSLayoutConstraint.FormatOptions = [], metrics: [String: Any]? = nil,
                        names: [String], extra: @escaping ([String: UIView]) -> [NSLayoutConstraint] = { _ in [] })
        -> [String: CGRect] {
        let sim = makeSimulation()
        let (_, box) = layOut(sim) { window -> [String: UIView] in
            let container = UIView(frame: CGRect(x: 0, y: 100, width: 300, height: 200))
            window.addSubview(container)
            var views: [String: UIView] = [:]
            for name in names {
                let view = alView(name)
                container.addSubview(view)
                views[name] = view
            }
            for format in formats {
                NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: format, options: options, metrics: metrics, views: views))
            }
            NSLayoutConstraint.activate(extra(views))
            return views
        }
        return inspect(sim) { box.value!.mapValues(\.frame) }
    }

    /// The constraints a format makes, described (parsed in a simulation's turn), and the
    /// diagnostics it reported.
    private func parse(_ format: String, options: NSLayoutConstraint.FormatOptions = [], metrics: [String: Any]? = nil,
                       names: [String] = ["a", "b"], superview: Bool = true) -> (constraints: [String], diagnostics: [String]) {
        let sim = makeSimulation()
        let result = Box<[String]>([])
        sim.start {
            let container = UIView()
            container.accessibilityIdentifier = "super"
            var views: [String: UIView] = [:]
            for name in names {
                let view = alView(name)
                if superview { container.addSubview(view) }
                views[name] = view
            }
            // Constraints described with the views' names.
            let named = views.map { ($0.value.shortDescription + ".", $0.key + ".") } + [(container.shortDescription + ".", "super.")]
            result.value = NSLayoutConstraint.constraints(withVisualFormat: format, options: options, metrics: metrics, views: views)
                .map { constraint in named.reduce(constraint.equationDescription) { $0.replacingOccurrences(of: $1.0, with: $1.1) } }
        }
        return (result.value, sim.diagnostics.filter { $0.kind == .invalidVisualFormat }.map(\.message))
    }

    @Test("connection to the superview: |-50-[box]-50-| (the guide's example) pins both edges 50 points in")
    func connectionToSuperview() {
        let f = frames(["|-50-[box]-50-|", "V:|[box(40)]"], names: ["box"])
        #expect(f["box"] == CGRect(x: 50, y: 0, width: 200, height: 40))
        let (constraints, diagnostics) = parse("H:|-50-[a]-50-|", names: ["a"])
        #expect(diagnostics.isEmpty)
        #expect(constraints == ["a.leading == super.leading + 50", "super.trailing == a.trailing + 50"])
    }

    @Test("standard space: 8 points between siblings; |- and -| mean the superview's layout margins (iOS 8 and later)")
    func standardSpacing() {
        let f = frames(["|-[find(50)]-[findNext(60)]-[findField(>=20)]-|", "V:|-[find]"], names: ["find", "findNext", "findField"]) { v in
            [v["findNext"]!.topAnchor.constraint(equalTo: v["find"]!.topAnchor), v["findField"]!.topAnchor.constraint(equalTo: v["find"]!.topAnchor)]
        }
        #expect(f["find"]?.minX == 8 && f["find"]?.minY == 8)
        #expect(f["findNext"]?.minX == 66)
        #expect(f["findField"] .map { ($0.minX, $0.width) } ?? (0, 0) == (134, 158))
        #expect(parse("|-[a]-|", names: ["a"]).constraints == ["a.leading == super.leadingMargin", "super.trailingMargin == a.trailing"])
        #expect(parse("V:|-[a]-[b]-|").constraints == ["a.top == super.topMargin", "b.top == a.bottom + 8", "super.bottomMargin == b.bottom"])
    }

    @Test("vertical layout V:[topField]-10-[bottomField]; flush views [maroonView][blueView]")
    func verticalAndFlush() {
        let f = frames(["V:|-20-[top(30)]-10-[bottom(30)]", "H:|[maroon(100)][blue(50)]", "V:[bottom][maroon(10)]"],
                       names: ["top", "bottom", "maroon", "blue"]) { v in
            [v["top"]!.leadingAnchor.constraint(equalTo: v["maroon"]!.leadingAnchor),
             v["bottom"]!.leadingAnchor.constraint(equalTo: v["maroon"]!.leadingAnchor),
             v["blue"]!.topAnchor.constraint(equalTo: v["maroon"]!.topAnchor), v["blue"]!.heightAnchor.constraint(equalToConstant: 10),
             v["top"]!.widthAnchor.constraint(equalToConstant: 10), v["bottom"]!.widthAnchor.constraint(equalToConstant: 10)]
        }
        #expect(f["top"]?.minY == 20 && f["bottom"]?.minY == 60)
        #expect(f["maroon"] == CGRect(x: 0, y: 90, width: 100, height: 10))
        #expect(f["blue"] == CGRect(x: 100, y: 90, width: 50, height: 10))
    }

    @Test("predicates: [button(>=50)], [button(100@20)], [button1(==button2)], [flexibleButton(>=70,<=100)], metrics and priorities")
    func predicates() {
        #expect(parse("[a(>=50)]").constraints == ["a.width >= 50"])
        #expect(parse("[a(100@20)]").constraints == ["a.width == 100 @20"])
        #expect(parse("[a(==b)]").constraints == ["a.width == b.width"])
        #expect(parse("V:[a(==b@500)]").constraints == ["a.height == b.height @500"])
        #expect(parse("[a(>=70,<=100)]").constraints == ["a.width >= 70", "a.width <= 100"])
        #expect(parse("[a(side@high)]", metrics: ["side": 44, "high": NSNumber(value: 750)]).constraints == ["a.width == 44 @750"])
        #expect(parse("[a]-(>=20)-[b]").constraints == ["b.leading >= a.trailing + 20"])
        #expect(parse("[a]-gap-[b]", metrics: ["gap": 12.5]).constraints == ["b.leading == a.trailing + 12.5"])
        #expect(parse("[a]-(>=10,<=30@750)-[b]").constraints == ["b.leading >= a.trailing + 10", "b.leading <= a.trailing + 30 @750"])
        #expect(parse("[a]-(-5)-[b]").constraints == ["b.leading == a.trailing - 5"])
        #expect(parse("|-(>=0@999)-[a]", names: ["a"]).constraints == ["a.leading >= super.leading @999"])
    }

    @Test("""
    formats of real files parse as UIKit reads them: PopupDialog's predicate lists with priorities \
    and metrics (Tests/Corpus/Orderella__PopupDialog, PopupDialogContainerView.swift and \
    PopupDialogDefaultView.swift), KMPlaceholderTextView's interpolated numbers
    """)
    func formatsOfRealFiles() {
        let container = parse("H:|-(>=10,==20@900)-[a(<=340,>=300)]-(>=10,==20@900)-|", names: ["a"])
        #expect(container.diagnostics.isEmpty && container.constraints.count == 6)
        // (The order UIKit returns them in is not documented: compared as sets.)
        #expect(Set(container.constraints) == [
            "a.leading >= super.leading + 10", "a.leading == super.leading + 20 @900",
            "a.width <= 340", "a.width >= 300",
            "super.trailing >= a.trailing + 10", "super.trailing == a.trailing + 20 @900",
        ])
        let preferred = parse("H:|-(>=40)-[a(==preferredWidth@900)]-(>=40)-|", metrics: ["preferredWidth": CGFloat(340)], names: ["a"])
        #expect(preferred.diagnostics.isEmpty)
        #expect(Set(preferred.constraints) == ["a.leading >= super.leading + 40", "a.width == 340 @900", "super.trailing >= a.trailing + 40"])
        let column = parse("V:|[a]-(==30@900)-[b]-(==8@900)-[c]-(==30@900)-|", names: ["a", "b", "c"])
        #expect(column.diagnostics.isEmpty && column.constraints.count == 4)
        #expect(Set(column.constraints) == [
            "a.top == super.top", "b.top == a.bottom + 30 @900", "c.top == b.bottom + 8 @900", "super.bottom == c.bottom + 30 @900",
        ])
        let inset = parse("H:|-(\(CGFloat(8) + 5.0))-[a]", names: ["a"])
        #expect(inset.diagnostics.isEmpty && inset.constraints == ["a.leading == super.leading + 13"])
    }

    @Test("options: alignAllCenterY aligns each view with the one before; directions left-to-right and right-to-left")
    func options() {
        #expect(parse("|[a]-[b]|", options: .alignAllCenterY).constraints
            == ["a.leading == super.leading", "b.leading == a.trailing + 8", "b.centerY == a.centerY", "super.trailing == b.trailing"])
        #expect(parse("[a]-[b]", options: .directionLeftToRight).constraints == ["b.left == a.right + 8"])
        #expect(parse("|-10-[a]-[b]-|", options: .directionRightToLeft).constraints
            == ["super.right == a.right + 10", "a.left == b.right + 8", "b.left == super.leftMargin"])
        let f = frames(["|-10-[a(50)]-20-[b(30)]"], options: [.directionRightToLeft, .alignAllTop], names: ["a", "b"]) { v in
            [v["b"]!.heightAnchor.constraint(equalToConstant: 10), v["a"]!.heightAnchor.constraint(equalToConstant: 10),
             v["a"]!.topAnchor.constraint(equalTo: v["a"]!.superview!.topAnchor)]
        }
        #expect(f["a"] == CGRect(x: 240, y: 0, width: 50, height: 10))
        #expect(f["b"] == CGRect(x: 190, y: 0, width: 30, height: 10))
    }

    @Test("""
    parse errors are reported as UIKit raises them ("Unable to parse constraint format:", the reason, \
    the format, a caret under the place), nothing crashes, and what was made before the error is returned
    """)
    func errors() {
        func error(_ format: String, options: NSLayoutConstraint.FormatOptions = [], metrics: [String: Any]? = nil,
                   superview: Bool = true) -> String {
            parse(format, options: options, metrics: metrics, superview: superview).diagnostics.first ?? "no diagnostic"
        }
        #expect(error("H:|-10-|") == "Unable to parse constraint format: \nExpected a view \nH:|-10-| \n       ^")
        #expect(error("[a]-[c]") == "Unable to parse constraint format: \nc is not a key in the views dictionary. \n[a]-[c] \n     ^")
        #expect(error("V[a]") == "Unable to parse constraint format: \nExpected ':' after 'V' to specify vertical arrangement \nV[a] \n ^")
        #expect(error("[a]- (pad)-[b]", metrics: ["pad": 4])
            == "Unable to parse constraint format: \nExpected a number or key from the metrics dictionary, but encountered something else \n[a]- (pad)-[b] \n    ^")
        #expect(error("[a(>50)]") == "Unable to parse constraint format: \nUnknown relation. Must be ==, >=, or <= \n[a(>50)] \n   ^")
        #expect(error("[a(50]") == "Unable to parse constraint format: \nA predicate on a view's thickness must end with ')' and the view must end with ']' \n[a(50] \n     ^")
        #expect(error("|[a]|", superview: false)
            == "Unable to parse constraint format: \nUnable to interpret '|' character, because the related view doesn't have a superview \n|[a]| \n^")
        #expect(error("|[a]-[b]|", options: .alignAllLeading).hasPrefix(
            "Unable to parse constraint format: \nOptions mask required views to be aligned on a horizontal edge, which is not allowed for layout that is also horizontal."))
        #expect(error("[a(50@0)]").contains("Priorities must be greater than 0"))
        // What came before the error is returned.
        let partial = parse("|-[a(40)]-[b]-[missing]")
        #expect(partial.constraints == ["a.width == 40", "a.leading == super.leadingMargin", "b.leading == a.trailing + 8"])
        #expect(partial.diagnostics.count == 1)
    }
}
