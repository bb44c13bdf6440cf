import Foundation
@testable import Mainline
import Testing

private func image(_ size: CGSize, scale: CGFloat = 1, opaque: Bool = false, _ body: (UIGraphicsImageRendererContext) -> Void) -> PixelBuffer {
    let format = UIGraphicsImageRendererFormat()
    format.scale = scale
    format.opaque = opaque
    return UIGraphicsImageRenderer(size: size, format: format).image(actions: body).cgImage!.pixels()
}

@Suite("CGPath stroking and dashing, CGContext state, the renderer family")
struct GraphicsAPITests {
    @Test("copy(strokingWithWidth:) is the area the stroke covers, caps and joins included; copy(dashingWithPhase:) cuts dashes")
    func pathStrokingAndDashing() {
        let line = CGMutablePath()
        line.move(to: CGPoint(x: 0, y: 0))
        line.addLine(to: CGPoint(x: 10, y: 0))
        line.addLine(to: CGPoint(x: 10, y: 10))
        let butt = line.copy(strokingWithWidth: 2, lineCap: .butt, lineJoin: .miter, miterLimit: 10)
        #expect(butt.contains(CGPoint(x: 5, y: 0.9)) && !butt.contains(CGPoint(x: 5, y: 1.1)))
        #expect(butt.contains(CGPoint(x: 10.9, y: -0.9)))          // the mitred corner
        #expect(!butt.contains(CGPoint(x: -0.5, y: 0)))            // no cap
        let round = line.copy(strokingWithWidth: 2, lineCap: .round, lineJoin: .bevel, miterLimit: 10)
        #expect(round.contains(CGPoint(x: -0.5, y: 0)))
        #expect(!round.contains(CGPoint(x: 10.9, y: -0.9)))        // bevelled
        let dashed = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
            .copy(dashingWithPhase: 0, lengths: [5, 5])
        var moves = 0
        dashed.applyWithBlock { if $0.pointee.type == .moveToPoint { moves += 1 } }
        #expect(moves == 4)
        let circle = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100), transform: nil)
        var curves = 0, lines = 0
        circle.flattened(threshold: 0.5).applyWithBlock { element in
            if element.pointee.type == .addCurveToPoint { curves += 1 }
            if element.pointee.type == .addLineToPoint { lines += 1 }
        }
        #expect(curves == 0 && lines > 8)
        var count = 0
        withUnsafeMutablePointer(to: &count) { pointer in
            circle.apply(info: pointer) { info, _ in info!.assumingMemoryBound(to: Int.self).pointee += 1 }
        }
        #expect(count == 6)   // move, four curves, close
    }

    @Test("a context's stroked-path replacement and pathContains answer for fills and strokes")
    func contextPaths() {
        let context = CGContext.imageContext(size: CGSize(width: 20, height: 20), scale: 1)
        context.setLineWidth(4)
        context.addRect(CGRect(x: 5, y: 5, width: 10, height: 10))
        #expect(context.pathContains(CGPoint(x: 10, y: 10), mode: .fill))
        #expect(!context.pathContains(CGPoint(x: 10, y: 10), mode: .stroke))
        #expect(context.pathContains(CGPoint(x: 4, y: 10), mode: .stroke))
        context.replacePathWithStrokedPath()
        #expect(!context.pathContains(CGPoint(x: 10, y: 10), mode: .fill) && context.pathContains(CGPoint(x: 6, y: 10), mode: .fill))
    }

    @Test("text state is kept: the text matrix, its position, the drawing mode, spacing and font size")
    func textState() {
        let context = CGContext.imageContext(size: CGSize(width: 10, height: 10), scale: 1)
        context.textMatrix = CGAffineTransform(scaleX: 1, y: -1)
        context.textPosition = CGPoint(x: 3, y: 4)
        context.setTextDrawingMode(.stroke)
        context.setCharacterSpacing(2)
        context.setFontSize(9)
        #expect(context.textMatrix == CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 3, ty: 4))
        #expect(context.textPosition == CGPoint(x: 3, y: 4))
        #expect(context.drawingState.textDrawingMode == .stroke && context.drawingState.characterSpacing == 2 && context.drawingState.fontSize == 9)
        context.saveGState()
        context.setTextDrawingMode(.clip)
        context.restoreGState()
        #expect(context.drawingState.textDrawingMode == .stroke)
    }

    @Test("device space is pixels: user space scaled by the context's scale; conversions go both ways")
    func deviceSpace() {
        let context = CGContext.imageContext(size: CGSize(width: 10, height: 10), scale: 3)
        context.translateBy(x: 1, y: 2)
        #expect(context.userSpaceToDeviceSpaceTransform == CGAffineTransform(a: 3, b: 0, c: 0, d: 3, tx: 3, ty: 6))
        #expect(context.convertToDeviceSpace(CGPoint(x: 1, y: 1)) == CGPoint(x: 6, y: 9))
        #expect(context.convertToUserSpace(CGPoint(x: 6, y: 9)) == CGPoint(x: 1, y: 1))
        #expect(context.convertToDeviceSpace(CGSize(width: 2, height: 2)) == CGSize(width: 6, height: 6))
        let bitmap = CGContext(data: nil, width: 4, height: 4, bitsPerComponent: 8, bytesPerRow: 16, space: CGColorSpaceCreateDeviceRGB(),
                               bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
        #expect(bitmap.ctm == .identity)
        #expect(bitmap.convertToDeviceSpace(CGPoint(x: 0, y: 0)) == CGPoint(x: 0, y: 4))
    }

    @Test("patterns paint their cells tiled: the callback draws the cell, an uncoloured one in the colour's components")
    func patterns() {
        var callbacks = CGPatternCallbacks(version: 0, drawPattern: { _, context in
            context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        }, releaseInfo: nil)
        let pattern = CGPattern(info: nil, bounds: CGRect(x: 0, y: 0, width: 4, height: 4), matrix: .identity, xStep: 4, yStep: 4,
                                tiling: .constantSpacing, isColored: false, callbacks: &callbacks)!
        let pixels = image(CGSize(width: 8, height: 8)) { ctx in
            let space = CGColorSpace(patternBaseSpace: CGColorSpaceCreateDeviceRGB())!
            ctx.cgContext.setFillColorSpace(space)
            var green: [CGFloat] = [0, 1, 0, 1]
            ctx.cgContext.setFillPattern(pattern, colorComponents: &green)
            ctx.cgContext.fill(CGRect(x: 0, y: 0, width: 8, height: 8))
        }
        #expect(pixels.pixel(1, 1).g == 255 && pixels.pixel(5, 5).g == 255 && pixels.pixel(3, 3).a == 0 && pixels.pixel(5, 1).g == 255)
        #expect(pixels.pixel(1, 1).r == 0)
    }

    @Test("a transparency layer in a rectangle drops what is drawn outside it; a CGLayer's drawing is drawn again and again")
    func layersAndGroups() {
        let pixels = image(CGSize(width: 20, height: 10)) { ctx in
            let c = ctx.cgContext
            c.beginTransparencyLayer(in: CGRect(x: 0, y: 0, width: 5, height: 10), auxiliaryInfo: nil)
            c.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
            c.endTransparencyLayer()
            let stamp = CGLayer(c, size: CGSize(width: 2, height: 2), auxiliaryInfo: nil)!
            stamp.context!.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
            stamp.context!.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
            c.draw(stamp, at: CGPoint(x: 12, y: 2))
            c.draw(stamp, in: CGRect(x: 16, y: 2, width: 4, height: 4))
        }
        #expect(pixels.pixel(2, 5).a == 255 && pixels.pixel(7, 5).a == 0)
        #expect(pixels.pixel(13, 3).r == 255 && pixels.pixel(19, 5).r == 255 && pixels.pixel(15, 3).a == 0)
    }

    @Test("a bitmap context made with a release callback calls it with its data when freed")
    func releaseCallback() {
        final class Flag { var released = false }
        let flag = Flag()
        let memory = UnsafeMutableRawPointer.allocate(byteCount: 16, alignment: 16)
        defer { memory.deallocate() }
        do {
            let context = CGContext(data: memory, width: 2, height: 2, bitsPerComponent: 8, bytesPerRow: 8, space: CGColorSpaceCreateDeviceRGB(),
                                    bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue,
                                    releaseCallback: { info, _ in Unmanaged<Flag>.fromOpaque(info!).takeUnretainedValue().released = true },
                                    releaseInfo: Unmanaged.passUnretained(flag).toOpaque())
            #expect(context?.data == memory)
        }
        #expect(flag.released)
    }

    @Test("the renderer family: formats carry the renderer's bounds and a trait's scale; PNG and JPEG data; an opaque format starts black")
    func renderers() throws {
        let format = UIGraphicsImageRendererFormat(for: UITraitCollection(displayScale: 3))
        #expect(format.scale == 3)
        let renderer = UIGraphicsImageRenderer(bounds: CGRect(x: 10, y: 10, width: 4, height: 2), format: format)
        #expect(renderer.format.bounds == CGRect(x: 10, y: 10, width: 4, height: 2) && renderer.allowsImageOutput)
        #expect(UIGraphicsImageRenderer.rendererContextClass() == UIGraphicsImageRendererContext.self)
        let png = renderer.pngData { ctx in
            UIColor.red.setFill()
            ctx.fill(CGRect(x: 10, y: 10, width: 2, height: 2))
        }
        let decoded = try #require(UIImage(data: png)?.cgImage)
        #expect(decoded.width == 12 && decoded.height == 6 && decoded.pixels().pixel(1, 1).r == 255 && decoded.pixels().pixel(9, 1).a == 0)
        #expect(ImageHeader.kind(of: renderer.jpegData(withCompressionQuality: 0.7) { _ in }) == .jpeg)
        #expect(image(CGSize(width: 2, height: 2), opaque: true) { _ in }.pixel(0, 0) == (0, 0, 0, 255))
        var ran: [String] = []
        try UIGraphicsRenderer(bounds: CGRect(x: 0, y: 0, width: 1, height: 1)).runDrawingActions({ context in
            ran.append(UIGraphicsGetCurrentContext() === context.cgContext ? "drawing with its context current" : "drawing")
        }, completionActions: { _ in ran.append("completion") })
        #expect(ran == ["drawing with its context current", "completion"])
    }

    @Test("UIKit's drawing functions: pushed contexts, image contexts (opaque ones start black), blend-mode fills and frames, clipping")
    func uiGraphicsFunctions() {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 10, height: 10), true, 1)
        UIColor.white.setFill()
        UIRectClip(CGRect(x: 0, y: 0, width: 5, height: 10))
        UIRectFill(CGRect(x: 0, y: 0, width: 10, height: 10))
        UIColor.red.setFill()
        UIRectFillUsingBlendMode(CGRect(x: 0, y: 0, width: 10, height: 5), .multiply)
        let image = UIGraphicsGetImageFromCurrentImageContext()!.cgImage!.pixels()
        UIGraphicsEndImageContext()
        #expect(image.pixel(2, 7) == (255, 255, 255, 255) && image.pixel(2, 2) == (255, 0, 0, 255) && image.pixel(7, 7) == (0, 0, 0, 255))
        let other = CGContext.imageContext(size: CGSize(width: 4, height: 4), scale: 1)
        UIGraphicsPushContext(other)
        #expect(UIGraphicsGetCurrentContext() === other)
        UIRectFrameUsingBlendMode(CGRect(x: 0, y: 0, width: 4, height: 4), .normal)
        UIGraphicsPopContext()
        #expect(UIGraphicsGetCurrentContext() !== other)
        #expect(other.recordedOperations.map(\.operation.name) == ["stroke"])
        #expect(other.makeImage()!.pixels().pixel(0, 0).a == 255 && other.makeImage()!.pixels().pixel(2, 2).a == 0)
    }
}
