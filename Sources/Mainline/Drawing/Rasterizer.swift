import Foundation

/// How much of each pixel of a region a shape covers, 0…1: the rasterizer's output, and the
/// form clip masks and shadows take. `x`, `y` are the region's top-left pixel.
struct Coverage {
    var x: Int
    var y: Int
    var width: Int
    var height: Int
    var values: [Float]

    init(x: Int, y: Int, width: Int, height: Int, fill: Float = 0) {
        self.x = x
        self.y = y
        self.width = max(0, width)
        self.height = max(0, height)
        values = [Float](repeating: fill, count: self.width * self.height)
    }

    var isEmpty: Bool { width == 0 || height == 0 }

    /// The coverage at device pixel (`px`, `py`) (0 outside the region).
    @inline(__always)
    func at(_ px: Int, _ py: Int) -> Float {
        let cx = px - x, cy = py - y
        guard cx >= 0, cy >= 0, cx < width, cy < height else { return 0 }
        return values[cy * width + cx]
    }
}

/// Scan conversion of polygons into coverage: for each pixel row, four sub-rows cross the
/// polygons' edges; the spans inside under the fill rule add their exact horizontal overlap with
/// each pixel. Pixel centres are at half-integers: a rectangle on whole pixels covers them fully.
enum Rasterizer {
    /// Sub-rows per pixel row.
    static let subRows = 4

    private struct Edge {
        var x0: Double, y0: Double, x1: Double, y1: Double
        var winding: Int
        var slope: Double { (x1 - x0) / (y1 - y0) }
    }

    /// The coverage of `polygons` (device pixels) filled with `rule`, within `bounds` (whole
    /// pixels: the device, or a clip's box).
    static func coverage(of polygons: [[CGPoint]], rule: CGPathFillRule, within bounds: (x: Int, y: Int, width: Int, height: Int)) -> Coverage {
        var edges: [Edge] = []
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        for polygon in polygons where polygon.count > 1 {
            for i in polygon.indices {
                let a = polygon[i], b = polygon[(i + 1) % polygon.count]
                let (ax, ay, bx, by) = (Double(a.x), Double(a.y), Double(b.x), Double(b.y))
                guard ax.isFinite, ay.isFinite, bx.isFinite, by.isFinite else { continue }
                minX = min(minX, ax, bx); maxX = max(maxX, ax, bx)
                minY = min(minY, ay, by); maxY = max(maxY, ay, by)
                guard ay != by else { continue }
                edges.append(ay < by ? Edge(x0: ax, y0: ay, x1: bx, y1: by, winding: 1) : Edge(x0: bx, y0: by, x1: ax, y1: ay, winding: -1))
            }
        }
        guard !edges.isEmpty else { return Coverage(x: bounds.x, y: bounds.y, width: 0, height: 0) }
        let x0 = max(bounds.x, Int(floor(minX))), x1 = min(bounds.x + bounds.width, Int(ceil(maxX)))
        let y0 = max(bounds.y, Int(floor(minY))), y1 = min(bounds.y + bounds.height, Int(ceil(maxY)))
        guard x1 > x0, y1 > y0 else { return Coverage(x: bounds.x, y: bounds.y, width: 0, height: 0) }
        var out = Coverage(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
        edges.sort { $0.y0 < $1.y0 }
        var next = 0
        var active: [Edge] = []
        var crossings: [(x: Double, winding: Int)] = []
        let weight = 1.0 / Double(subRows)
        var row = [Double](repeating: 0, count: out.width)
        for py in y0..<y1 {
            for i in row.indices { row[i] = 0 }
            for s in 0..<subRows {
                let sy = Double(py) + (Double(s) + 0.5) / Double(subRows)
                while next < edges.count && edges[next].y0 <= sy {
                    active.append(edges[next])
                    next += 1
                }
                active.removeAll { $0.y1 <= sy }
                crossings.removeAll(keepingCapacity: true)
                for e in active where e.y0 <= sy {
                    crossings.append((e.x0 + (sy - e.y0) * e.slope, e.winding))
                }
                guard crossings.count > 1 else { continue }
                crossings.sort { $0.x < $1.x }
                var winding = 0
                for i in 0..<(crossings.count - 1) {
                    winding += rule == .evenOdd ? 1 : crossings[i].winding
                    let inside = rule == .evenOdd ? winding % 2 != 0 : winding != 0
                    guard inside else { continue }
                    let a = max(Double(x0), crossings[i].x), b = min(Double(x1), crossings[i + 1].x)
                    guard b > a else { continue }
                    addSpan(a - Double(x0), b - Double(x0), weight, into: &row)
                }
            }
            let base = (py - y0) * out.width
            for i in row.indices where row[i] > 0 { out.values[base + i] = Float(min(1, row[i])) }
        }
        return out
    }

    /// Adds `weight` × the overlap of [a, b) with each pixel of the row.
    @inline(__always)
    private static func addSpan(_ a: Double, _ b: Double, _ weight: Double, into row: inout [Double]) {
        let first = Int(floor(a)), last = min(row.count - 1, Int(ceil(b)) - 1)
        guard first <= last, first >= 0 else { return }
        if first == last {
            row[first] += (b - a) * weight
            return
        }
        row[first] += (Double(first + 1) - a) * weight
        if last > first + 1 { for i in (first + 1)..<last { row[i] += weight } }
        row[last] += (b - Double(last)) * weight
    }
}
