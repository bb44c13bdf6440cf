import Foundation
@testable import Mainline
import Testing

@Suite("CGGradient's content headroom (iOS 26) and CGImageComponentInfo")
struct GradientHeadroomTests {
    @Test("a gradient made with a headroom keeps it and its colours; below 1 or without components it fails; others have none")
    func headroom() throws {
        let components: [CGFloat] = [0, 0, 0, 1, 2, 2, 2, 1]
        let gradient = try #require(CGGradient(headroom: 2, colorSpace: nil, colorComponents: components, locations: nil, count: 2))
        #expect(gradient.contentHeadroom == 2)
        #expect(gradient.colors.count == 2 && gradient.locations == [0, 1])
        #expect(CGGradient(headroom: 0.5, colorSpace: nil, colorComponents: components, locations: nil, count: 2) == nil)
        #expect(CGGradient(headroom: 2, colorSpace: nil, colorComponents: nil, locations: nil, count: 2) == nil)
        let plain = try #require(CGGradient(colorsSpace: nil, colors: [UIColor.red.cgColor] as CFArray, locations: nil))
        #expect(plain.contentHeadroom == 0)
    }

    @Test("component info has Core Graphics' bits: float components are CGBitmapInfo's floatComponents bit")
    func componentInfo() {
        #expect(CGImageComponentInfo.integer.rawValue == 0)
        #expect(CGImageComponentInfo.float.rawValue == CGBitmapInfo.floatComponents.rawValue)
    }
}
