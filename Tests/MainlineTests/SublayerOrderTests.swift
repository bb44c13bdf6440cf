import Foundation
@testable import Mainline
import Testing

/// A view's layer with layers of its own among its subviews' layers: every subview call
/// places the subview's layer where the matching `CALayer` call would (Core Animation's
/// `sublayers` order; UIKit's `subviews` follow their layers — the Stack Overflow report of
/// `insertSubview(_:at:)` counting a highlight layer, and UIKit's implementations sending
/// `addSublayer` / `insertSublayer(_:at:)` / `insertSublayer(_:above:)` / `insertSublayer(_:below:)`).
@Suite("Sublayer order with layers of the view's own")
struct SublayerOrderTests {
    /// Names of `host.layer.sublayers`: a view's layer by the view's tag, a plain layer by its name.
    private static func names(_ host: UIView) -> [String] {
        (host.layer.sublayers ?? []).map { layer in layer.name ?? "v\(layer.hostView?.tag ?? -1)" }
    }

    private static func view(_ tag: Int) -> UIView {
        let view = UIView()
        view.tag = tag
        return view
    }

    private static func plain(_ name: String) -> CALayer {
        let layer = CALayer()
        layer.name = name
        return layer
    }

    /// A host with subviews v1, v2 and layers P (at the bottom) and Q (between v1 and v2).
    private static func host() -> UIView {
        let host = UIView()
        host.addSubview(view(1))
        host.addSubview(view(2))
        host.layer.insertSublayer(plain("P"), at: 0)
        host.layer.insertSublayer(plain("Q"), above: host.subviews[0].layer)
        return host
    }

    @Test("the layers of one's own sit where they were put among the subviews' layers")
    func ownLayersAmongSubviews() {
        let sim = makeSimulation()
        let names = inspect(sim) { Self.names(Self.host()) }
        #expect(names == ["P", "v1", "Q", "v2"])
    }

    @Test("addSubview adds the layer on top, above a layer added last (addSublayer)")
    func addSubviewGoesOnTop() {
        let sim = makeSimulation()
        let (names, tags) = inspect(sim) { () -> ([String], [Int]) in
            let host = Self.host()
            host.layer.addSublayer(Self.plain("R"))
            host.addSubview(Self.view(3))
            return (Self.names(host), host.subviews.map(\.tag))
        }
        #expect(names == ["P", "v1", "Q", "v2", "R", "v3"])
        #expect(tags == [1, 2, 3])
    }

    @Test("insertSubview(_:at:) takes an index of sublayers (insertSublayer(_:at:)), so a layer of one's own counts")
    func insertAtIndexCountsSublayers() {
        let sim = makeSimulation()
        let (names, tags) = inspect(sim) { () -> ([String], [Int]) in
            let host = Self.host()
            host.insertSubview(Self.view(3), at: 1)
            return (Self.names(host), host.subviews.map(\.tag))
        }
        // Index 1 of [P, v1, Q, v2] is before v1: the new view is the first subview.
        #expect(names == ["P", "v3", "v1", "Q", "v2"])
        #expect(tags == [3, 1, 2])
    }

    @Test("insertSubview(_:aboveSubview:) and (_:belowSubview:) put the layer right next to the sibling's, past layers of one's own")
    func aboveAndBelow() {
        let sim = makeSimulation()
        let (above, below, tags) = inspect(sim) { () -> ([String], [String], [Int]) in
            let host = Self.host()
            host.insertSubview(Self.view(3), aboveSubview: host.subviews[0])
            let above = Self.names(host)
            host.insertSubview(Self.view(4), belowSubview: host.subviews[2])
            return (above, Self.names(host), host.subviews.map(\.tag))
        }
        #expect(above == ["P", "v1", "v3", "Q", "v2"])
        #expect(below == ["P", "v1", "v3", "Q", "v4", "v2"])
        #expect(tags == [1, 3, 4, 2])
    }

    @Test("moving an existing subview with the insert calls moves its layer the same way")
    func reorderingExistingSubviews() {
        let sim = makeSimulation()
        let (names, tags) = inspect(sim) { () -> ([String], [Int]) in
            let host = Self.host()
            let v1 = host.subviews[0]
            host.insertSubview(v1, aboveSubview: host.subviews[1])
            return (Self.names(host), host.subviews.map(\.tag))
        }
        #expect(names == ["P", "Q", "v2", "v1"])
        #expect(tags == [2, 1])
    }

    @Test("bringSubviewToFront puts the layer above every sublayer; sendSubviewToBack below every one (addSublayer, insertSublayer(_:at: 0))")
    func frontAndBack() {
        let sim = makeSimulation()
        let (front, back) = inspect(sim) { () -> ([String], [String]) in
            let host = Self.host()
            host.layer.addSublayer(Self.plain("R"))
            host.bringSubviewToFront(host.subviews[0])
            let front = Self.names(host)
            host.sendSubviewToBack(host.subviews[1])
            return (front, Self.names(host))
        }
        #expect(front == ["P", "Q", "v2", "R", "v1"])
        #expect(back == ["v1", "P", "Q", "v2", "R"])
    }

    @Test("exchangeSubview swaps the two views and their layers' places; layers of one's own stay")
    func exchange() {
        let sim = makeSimulation()
        let (names, tags) = inspect(sim) { () -> ([String], [Int]) in
            let host = Self.host()
            host.exchangeSubview(at: 0, withSubviewAt: 1)
            return (Self.names(host), host.subviews.map(\.tag))
        }
        #expect(names == ["P", "v2", "Q", "v1"])
        #expect(tags == [2, 1])
    }

    @Test("removing a subview or a layer of one's own keeps the others' order; a subview's layer moved with insertSublayer moves its view")
    func removalAndLayerMoves() {
        let sim = makeSimulation()
        let (afterRemoval, afterMove, tags) = inspect(sim) { () -> ([String], [String], [Int]) in
            let host = Self.host()
            host.addSubview(Self.view(3))
            host.subviews[1].removeFromSuperview()
            (host.layer.sublayers!.first { $0.name == "P" })!.removeFromSuperlayer()
            let afterRemoval = Self.names(host)
            // Moving a subview's layer to the bottom moves the subview to the back.
            host.layer.insertSublayer(host.subviews[1].layer, at: 0)
            return (afterRemoval, Self.names(host), host.subviews.map(\.tag))
        }
        #expect(afterRemoval == ["v1", "Q", "v3"])
        #expect(afterMove == ["v3", "v1", "Q"])
        #expect(tags == [3, 1])
    }

    @Test("hit testing follows the new order: the front view takes the touch")
    func hitTestingFollowsOrder() {
        let sim = makeSimulation()
        let hit = inspect(sim) { () -> Int? in
            let host = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            host.layer.addSublayer(Self.plain("background"))
            let a = UIView(frame: host.bounds), b = UIView(frame: host.bounds)
            a.tag = 1
            b.tag = 2
            host.addSubview(a)
            host.insertSubview(b, at: 0)  // below the background layer, so below a
            return host.hitTest(CGPoint(x: 50, y: 50), with: nil)?.tag
        }
        #expect(hit == 1)
    }
}
