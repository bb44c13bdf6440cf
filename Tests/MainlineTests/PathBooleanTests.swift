import Foundation
@testable import Mainline
import Testing

/// The filled area of a path's polygons counted with the non-zero rule: the sum of signed
/// areas, which for a normalized outline (outer outlines one way, holes the other) is its area.
private func area(_ path: CGPath) -> CGFloat {
    abs(path.flattened().reduce(0) { $0 + CGPath.signedArea($1) })
}

private func square(_ x: CGFloat, _ y: CGFloat, _ side: CGFloat) -> CGPath {
    CGPath(rect: CGRect(x: x, y: y, width: side, height: side), transform: nil)
}

@Suite("CGPath boolean operations on filled regions")
struct PathBooleanTests {
    @Test("union, intersection, subtracting and symmetric difference of two overlapping squares")
    func squares() {
        let a = square(0, 0, 10), b = square(5, 5, 10)
        let union = a.union(b)
        #expect(abs(area(union) - 175) < 1e-6)
        #expect(union.contains(CGPoint(x: 2, y: 2)) && union.contains(CGPoint(x: 12, y: 12)) && !union.contains(CGPoint(x: 12, y: 2)))
        var pieces = 0
        union.applyWithBlock { if $0.pointee.type == .addLineToPoint { pieces += 1 } }
        #expect(pieces == 7)                                     // one outline of eight corners
        let both = a.intersection(b)
        var rect = CGRect.zero
        #expect(both.isRect(&rect) && rect.standardized == CGRect(x: 5, y: 5, width: 5, height: 5))
        let less = a.subtracting(b)
        #expect(abs(area(less) - 75) < 1e-6 && less.contains(CGPoint(x: 2, y: 8)) && !less.contains(CGPoint(x: 7, y: 7)))
        let either = a.symmetricDifference(b)
        #expect(abs(area(either) - 150) < 1e-6 && !either.contains(CGPoint(x: 7, y: 7)) && either.contains(CGPoint(x: 12, y: 12)))
        #expect(a.intersects(b) && !a.intersects(square(20, 20, 5)))
        #expect(!a.intersects(square(10, 0, 5)))                 // touching along an edge is not overlapping
        #expect(a.union(square(10, 0, 10)).isRect(&rect) && rect.standardized == CGRect(x: 0, y: 0, width: 20, height: 10))
    }

    @Test("a square with a hole cut out: the hole winds the other way; the fill rule decides what a self-overlap fills")
    func holesAndRules() {
        let ring = square(0, 0, 30).subtracting(square(10, 10, 10))
        #expect(abs(area(ring) - 800) < 1e-6)
        #expect(!ring.contains(CGPoint(x: 15, y: 15)) && ring.contains(CGPoint(x: 5, y: 15)))
        #expect(!ring.contains(CGPoint(x: 15, y: 15), using: .evenOdd) && ring.contains(CGPoint(x: 5, y: 15), using: .evenOdd))
        let twice = CGMutablePath()
        twice.addRect(CGRect(x: 0, y: 0, width: 30, height: 30))
        twice.addRect(CGRect(x: 10, y: 10, width: 10, height: 10))
        #expect(abs(area(twice.normalized(using: .evenOdd)) - 800) < 1e-6)
        #expect(abs(area(twice.normalized(using: .winding)) - 900) < 1e-6)
        let components = twice.componentsSeparated(using: .evenOdd)
        #expect(components.count == 1)
        let apart = CGMutablePath()
        apart.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
        apart.addEllipse(in: CGRect(x: 20, y: 0, width: 10, height: 10))
        apart.addRect(CGRect(x: 2, y: 2, width: 3, height: 3))
        let parts = apart.componentsSeparated(using: .evenOdd)
        #expect(parts.count == 2)
        let squarePart = parts.first { $0.boundingBox.minX < 15 }
        #expect(squarePart.map { abs(area($0) - 91) < 1e-6 } == true)
        #expect(squarePart?.contains(CGPoint(x: 3, y: 3)) == false)
    }

    @Test("a bow-tie normalized: two triangles meeting where the outline crossed itself")
    func selfCrossing() {
        let bow = CGMutablePath()
        bow.addLines(between: [CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 10), CGPoint(x: 10, y: 0), CGPoint(x: 0, y: 10)])
        bow.closeSubpath()
        let normal = bow.normalized()
        #expect(abs(area(normal) - 50) < 1e-6)                   // two triangles of 25; the raw sum cancels
        #expect(abs(bow.flattened().reduce(0) { $0 + CGPath.signedArea($1) }) < 1e-6)
        #expect(normal.contains(CGPoint(x: 2, y: 5)) && !normal.contains(CGPoint(x: 5, y: 2)))
    }

    @Test("curves are followed: a circle's union with a square covers both, its area close to πr²")
    func curves() {
        let circle = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 20, height: 20), transform: nil)
        #expect(abs(area(circle.normalized()) - .pi * 100) < 1)
        let joined = circle.union(square(10, 10, 20))
        #expect(joined.contains(CGPoint(x: 3, y: 10)) && joined.contains(CGPoint(x: 28, y: 28)) && !joined.contains(CGPoint(x: 1, y: 1)))
        #expect(abs(area(joined) - (.pi * 100 + 400 - .pi * 25)) < 1)
    }

    @Test("line operations keep the pieces of this path's lines inside or outside the other region")
    func lines() {
        let line = CGMutablePath()
        line.move(to: CGPoint(x: -10, y: 5))
        line.addLine(to: CGPoint(x: 20, y: 5))
        let inside = line.lineIntersection(square(0, 0, 10))
        var points: [CGPoint] = []
        inside.applyWithBlock { points.append($0.pointee.points[0]) }
        #expect(points == [CGPoint(x: 0, y: 5), CGPoint(x: 10, y: 5)])
        let outside = line.lineSubtracting(square(0, 0, 10))
        var moves = 0
        outside.applyWithBlock { if $0.pointee.type == .moveToPoint { moves += 1 } }
        #expect(moves == 2 && outside.boundingBox == CGRect(x: -10, y: 5, width: 30, height: 0))
        let outline = square(0, 0, 10).lineSubtracting(square(5, -5, 10))
        var ends: [CGPoint] = []
        outline.applyWithBlock { if $0.pointee.type != .closeSubpath { ends.append($0.pointee.points[0]) } }
        #expect(ends == [CGPoint(x: 10, y: 5), CGPoint(x: 10, y: 10), CGPoint(x: 0, y: 10), CGPoint(x: 0, y: 0), CGPoint(x: 5, y: 0)])
    }
}
