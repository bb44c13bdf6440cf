import Foundation
@testable import Mainline
import Testing

/// The premultiplied RGBA bytes of pixel (`x`, `y`) (rows from the top) of an image.
private func pixel(_ image: CGImage, _ x: Int, _ y: Int) -> [UInt8] {
    let p = image.pixels().pixel(x, y)
    return [p.r, p.g, p.b, p.a]
}

/// Whether two pixels agree to within `tolerance` in every component.
private func near(_ a: [UInt8], _ b: [UInt8], _ tolerance: Int = 2) -> Bool {
    zip(a, b).allSatisfy { abs(Int($0) - Int($1)) <= tolerance }
}

/// A 1-point-per-pixel renderer image of `size` drawn by `body`.
private func render(_ size: CGSize, _ body: (CGContext) -> Void) -> CGImage {
    let format = UIGraphicsImageRendererFormat()
    format.scale = 1
    return UIGraphicsImageRenderer(size: size, format: format).image { body($0.cgContext) }.cgImage!
}

@Suite("Pixels: bitmap contexts, rendering, images, codecs")
struct PixelDrawingTests {
    @Test("a bitmap context renders into its memory at once, in Core Graphics' y-up space, in the layout it was made with")
    func bitmapContext() {
        var memory = [UInt8](repeating: 0, count: 10 * 10 * 4)
        memory.withUnsafeMutableBytes { raw in
            let ctx = CGContext(data: raw.baseAddress, width: 10, height: 10, bitsPerComponent: 8, bytesPerRow: 40,
                                space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
            #expect(ctx.bitsPerPixel == 32 && ctx.bytesPerRow == 40 && ctx.alphaInfo == .premultipliedLast && ctx.data == raw.baseAddress)
            ctx.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
            ctx.fill(CGRect(x: 2, y: 2, width: 4, height: 4))
        }
        // y-up: rows 2..<6 from the bottom are rows 4..<8 from the top.
        func at(_ x: Int, _ row: Int) -> [UInt8] { Array(memory[(row * 10 + x) * 4 ..< (row * 10 + x) * 4 + 4]) }
        #expect(at(3, 5) == [255, 0, 0, 255])
        #expect(at(3, 3) == [0, 0, 0, 0])
        #expect(at(3, 8) == [0, 0, 0, 0])
        #expect(at(1, 5) == [0, 0, 0, 0])
    }

    @Test("BGRA little-endian premultiplied-first memory (iOS's screen format) and gray memory are written in their layouts")
    func bitmapLayouts() {
        let info = CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue
        let bgra = CGContext(data: nil, width: 2, height: 1, bitsPerComponent: 8, bytesPerRow: 8, space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: info)!
        bgra.setFillColor(CGColor(red: 1, green: 0.5, blue: 0, alpha: 1))
        bgra.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        let bytes = bgra.data!.assumingMemoryBound(to: UInt8.self)
        #expect([bytes[0], bytes[1], bytes[2], bytes[3]] == [0, 128, 255, 255])
        let gray = CGContext(data: nil, width: 1, height: 1, bitsPerComponent: 8, bytesPerRow: 1, space: CGColorSpaceCreateDeviceGray(),
                             bitmapInfo: CGImageAlphaInfo.none.rawValue)!
        gray.setFillColor(CGColor(gray: 0.5, alpha: 1))
        gray.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(gray.data!.assumingMemoryBound(to: UInt8.self)[0] == 128)
        #expect(gray.bitsPerPixel == 8 && gray.makeImage()!.bitsPerPixel == 8)
        // A layout Core Graphics has but Mainline does not render: 16-bit components.
        #expect(CGContext(data: nil, width: 1, height: 1, bitsPerComponent: 16, bytesPerRow: 8, space: CGColorSpaceCreateDeviceRGB(),
                          bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue) == nil)
    }

    @Test("the colour-at-a-point idiom: a 1×1 bitmap, translated, with a layer rendered in it, holds the layer's colour there")
    func colourAtPoint() {
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        layer.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        let inner = CALayer()
        inner.frame = CGRect(x: 50, y: 50, width: 50, height: 50)
        inner.backgroundColor = CGColor(red: 0, green: 1, blue: 0, alpha: 1)
        layer.addSublayer(inner)
        func color(at point: CGPoint) -> [UInt8] {
            var pixel: [UInt8] = [0, 0, 0, 0]
            pixel.withUnsafeMutableBytes { raw in
                let ctx = CGContext(data: raw.baseAddress, width: 1, height: 1, bitsPerComponent: 8, bytesPerRow: 4,
                                    space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
                ctx.translateBy(x: -point.x, y: -point.y)
                layer.render(in: ctx)
            }
            return pixel
        }
        #expect(color(at: CGPoint(x: 10, y: 10)) == [0, 0, 255, 255])
        #expect(color(at: CGPoint(x: 75, y: 75)) == [0, 255, 0, 255])
    }

    @Test("fills: a rectangle on whole pixels covers them exactly; a circle covers its middle, not the corners, and partly its edge")
    func fills() {
        let image = render(CGSize(width: 20, height: 20)) { ctx in
            ctx.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
            ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
            ctx.setFillColor(CGColor(red: 0, green: 0, blue: 1, alpha: 1))
            ctx.fillEllipse(in: CGRect(x: 10, y: 10, width: 10, height: 10))
        }
        #expect(image.width == 20 && image.height == 20)
        #expect(pixel(image, 0, 0) == [255, 0, 0, 255])
        #expect(pixel(image, 9, 9) == [255, 0, 0, 255])
        #expect(pixel(image, 10, 9) == [0, 0, 0, 0])
        #expect(pixel(image, 15, 15) == [0, 0, 255, 255])
        #expect(pixel(image, 10, 10) == [0, 0, 0, 0])
        let edge = pixel(image, 10, 15)[3]
        #expect(edge > 0 && edge < 255)
    }

    @Test("strokes follow the line width, caps and dashes; even-odd fills leave the inner square empty")
    func strokesAndRules() {
        let image = render(CGSize(width: 20, height: 20)) { ctx in
            ctx.setStrokeColor(CGColor(gray: 0, alpha: 1))
            ctx.setLineWidth(2)
            ctx.move(to: CGPoint(x: 2, y: 5))
            ctx.addLine(to: CGPoint(x: 18, y: 5))
            ctx.strokePath()
            ctx.setLineDash(phase: 0, lengths: [4, 4])
            ctx.move(to: CGPoint(x: 0, y: 10))
            ctx.addLine(to: CGPoint(x: 16, y: 10))
            ctx.strokePath()
        }
        #expect(pixel(image, 10, 4)[3] == 255 && pixel(image, 10, 5)[3] == 255)
        #expect(pixel(image, 10, 3)[3] == 0 && pixel(image, 10, 6)[3] == 0)
        #expect(pixel(image, 1, 5)[3] == 0)  // butt cap: nothing before the start
        #expect(pixel(image, 2, 9)[3] == 255 && pixel(image, 6, 9)[3] == 0 && pixel(image, 10, 9)[3] == 255)
        let rings = render(CGSize(width: 20, height: 20)) { ctx in
            ctx.addRect(CGRect(x: 0, y: 0, width: 20, height: 20))
            ctx.addRect(CGRect(x: 5, y: 5, width: 10, height: 10))
            ctx.fillPath(using: .evenOdd)
        }
        #expect(pixel(rings, 2, 2)[3] == 255 && pixel(rings, 10, 10)[3] == 0)
    }

    @Test("gradients: a linear one is half-way in the middle; a radial one is its start colour at the centre")
    func gradients() {
        let colors = [CGColor(gray: 0, alpha: 1), CGColor(gray: 1, alpha: 1)] as CFArray
        let gradient = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: colors, locations: nil)!
        let linear = render(CGSize(width: 100, height: 4)) { ctx in
            ctx.drawLinearGradient(gradient, start: CGPoint(x: 0, y: 0), end: CGPoint(x: 100, y: 0), options: [])
        }
        #expect(near(pixel(linear, 50, 1), [128, 128, 128, 255], 2))
        #expect(near(pixel(linear, 0, 1), [1, 1, 1, 255], 2))
        let radial = render(CGSize(width: 41, height: 41)) { ctx in
            ctx.drawRadialGradient(gradient, startCenter: CGPoint(x: 20.5, y: 20.5), startRadius: 0, endCenter: CGPoint(x: 20.5, y: 20.5),
                                   endRadius: 20, options: [])
        }
        #expect(near(pixel(radial, 20, 20), [0, 0, 0, 255], 3))
        #expect(near(pixel(radial, 30, 20), [128, 128, 128, 255], 4))
        #expect(pixel(radial, 0, 0)[3] == 0)
    }

    @Test("alpha, blend modes and transparency layers composite as Core Graphics does")
    func compositing() {
        let image = render(CGSize(width: 30, height: 10)) { ctx in
            ctx.setFillColor(CGColor(red: 1, green: 1, blue: 0, alpha: 1))
            ctx.fill(CGRect(x: 0, y: 0, width: 30, height: 10))
            // multiply: yellow × cyan = green
            ctx.setBlendMode(.multiply)
            ctx.setFillColor(CGColor(red: 0, green: 1, blue: 1, alpha: 1))
            ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
            // clear
            ctx.setBlendMode(.clear)
            ctx.fill(CGRect(x: 10, y: 0, width: 10, height: 10))
            // two overlapping half-transparent blacks in one transparency layer at alpha 0.5
            ctx.setBlendMode(.normal)
            ctx.setAlpha(0.5)
            ctx.beginTransparencyLayer(auxiliaryInfo: nil)
            ctx.setFillColor(CGColor(gray: 0, alpha: 1))
            ctx.fill(CGRect(x: 20, y: 0, width: 10, height: 10))
            ctx.fill(CGRect(x: 20, y: 0, width: 10, height: 10))
            ctx.endTransparencyLayer()
        }
        #expect(pixel(image, 5, 5) == [0, 255, 0, 255])
        #expect(pixel(image, 15, 5) == [0, 0, 0, 0])
        #expect(near(pixel(image, 25, 5), [128, 128, 0, 255], 1))
    }

    @Test("a shadow falls offset from the shape, in its colour")
    func shadows() {
        let image = render(CGSize(width: 40, height: 40)) { ctx in
            ctx.setShadow(offset: CGSize(width: 10, height: 10), blur: 0, color: CGColor(red: 1, green: 0, blue: 0, alpha: 1))
            ctx.setFillColor(CGColor(gray: 0, alpha: 1))
            ctx.fill(CGRect(x: 5, y: 5, width: 10, height: 10))
        }
        #expect(pixel(image, 10, 10) == [0, 0, 0, 255])
        #expect(pixel(image, 22, 22) == [255, 0, 0, 255])
        #expect(pixel(image, 30, 30) == [0, 0, 0, 0])
    }

    @Test("clip(to:mask:) lets painting through where the mask image is opaque, placed as images are (upside down in a UIKit context)")
    func clipToMask() {
        // The mask: the top half opaque, drawn in a UIKit image context.
        let mask = render(CGSize(width: 10, height: 10)) { ctx in
            ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 5))
        }
        let image = render(CGSize(width: 10, height: 10)) { ctx in
            ctx.clip(to: CGRect(x: 0, y: 0, width: 10, height: 10), mask: mask)
            ctx.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
            ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        }
        // Core Graphics places the mask's first row at the rectangle's largest y: the bottom here.
        #expect(pixel(image, 5, 8) == [255, 0, 0, 255])
        #expect(pixel(image, 5, 1) == [0, 0, 0, 0])
    }

    @Test("CGContext.draw(_:in:) places an image's first row at the rectangle's largest y; UIImage.draw(in:) draws it upright")
    func imageOrientationInContexts() {
        let source = render(CGSize(width: 2, height: 2)) { ctx in
            ctx.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
            ctx.fill(CGRect(x: 0, y: 0, width: 2, height: 1))  // the top row red
        }
        let flipped = render(CGSize(width: 2, height: 2)) { $0.draw(source, in: CGRect(x: 0, y: 0, width: 2, height: 2)) }
        #expect(pixel(flipped, 0, 1)[0] == 255 && pixel(flipped, 0, 0)[3] == 0)
        let upright = render(CGSize(width: 2, height: 2)) { _ in UIImage(cgImage: source).draw(in: CGRect(x: 0, y: 0, width: 2, height: 2)) }
        #expect(pixel(upright, 0, 0)[0] == 255 && pixel(upright, 0, 1)[3] == 0)
        // An image turned right: 2 × 1 pixels shown 1 × 2, its first column on top.
        let wide = render(CGSize(width: 2, height: 1)) { ctx in
            ctx.setFillColor(CGColor(red: 0, green: 0, blue: 1, alpha: 1))
            ctx.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        }
        let turned = UIImage(cgImage: wide, scale: 1, orientation: .right)
        #expect(turned.size == CGSize(width: 1, height: 2))
        let shown = render(CGSize(width: 1, height: 2)) { _ in turned.draw(at: .zero) }
        #expect(pixel(shown, 0, 0)[2] == 255 && pixel(shown, 0, 1)[3] == 0)
    }

    @Test("makeImage() keeps the pixels of its moment; cropping and the data provider give the pixels in the image's layout")
    func cgImages() {
        let ctx = CGContext(data: nil, width: 4, height: 4, bitsPerComponent: 8, bytesPerRow: 0, space: CGColorSpaceCreateDeviceRGB(),
                            bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
        ctx.setFillColor(CGColor(red: 0, green: 1, blue: 0, alpha: 1))
        ctx.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        let snapshot = ctx.makeImage()!
        ctx.clear(CGRect(x: 0, y: 0, width: 4, height: 4))
        #expect(pixel(snapshot, 1, 1) == [0, 255, 0, 255])
        #expect(ctx.makeImage().map { pixel($0, 1, 1) } == [0, 0, 0, 0])
        #expect(snapshot.width == 4 && snapshot.bytesPerRow == 16 && snapshot.bitsPerComponent == 8 && snapshot.alphaInfo == .premultipliedLast)
        let part = snapshot.cropping(to: CGRect(x: 1, y: 1, width: 2, height: 3))!
        #expect(part.width == 2 && part.height == 3 && pixel(part, 0, 0) == [0, 255, 0, 255])
        #expect(snapshot.cropping(to: CGRect(x: 10, y: 10, width: 2, height: 2)) == nil)
        let bytes = [UInt8](snapshot.dataProvider!.data!)
        #expect(bytes.count == 64 && Array(bytes[0..<4]) == [0, 255, 0, 255])
        let rebuilt = CGImage(width: 4, height: 4, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: 16, space: CGColorSpaceCreateDeviceRGB(),
                              bitmapInfo: CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedLast.rawValue),
                              provider: CGDataProvider(data: Data(bytes))!, decode: nil, shouldInterpolate: true, intent: .defaultIntent)!
        #expect(pixel(rebuilt, 3, 3) == [0, 255, 0, 255])
    }

    @Test("PNG: an image's pngData() decodes back to the same pixels, with alpha; the file is a valid PNG")
    func pngRoundTrip() throws {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 8, height: 6), format: {
            let f = UIGraphicsImageRendererFormat()
            f.scale = 2
            return f
        }()).image { ctx in
            UIColor.red.setFill()
            ctx.fill(CGRect(x: 0, y: 0, width: 4, height: 6))
            UIColor.blue.withAlphaComponent(0.5).setFill()
            ctx.fill(CGRect(x: 4, y: 0, width: 4, height: 3))
        }
        #expect(image.size == CGSize(width: 8, height: 6) && image.scale == 2)
        let data = try #require(image.pngData())
        #expect(Array(data.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        let decoded = try #require(UIImage(data: data, scale: 2))
        #expect(decoded.size == CGSize(width: 8, height: 6))
        let cg = try #require(decoded.cgImage)
        #expect(pixel(cg, 2, 2) == [255, 0, 0, 255])
        #expect(near(pixel(cg, 12, 2), [0, 0, 128, 128], 1))
        #expect(pixel(cg, 12, 10) == [0, 0, 0, 0])
    }

    @Test("JPEG: jpegData decodes back to nearly the same colours, smaller at lower quality")
    func jpegRoundTrip() throws {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 32, height: 16), format: {
            let f = UIGraphicsImageRendererFormat()
            f.scale = 1
            return f
        }()).image { ctx in
            UIColor.red.setFill()
            ctx.fill(CGRect(x: 0, y: 0, width: 16, height: 16))
            UIColor(red: 0.2, green: 0.6, blue: 0.4, alpha: 1).setFill()
            ctx.fill(CGRect(x: 16, y: 0, width: 16, height: 16))
        }
        let best = try #require(image.jpegData(compressionQuality: 0.95))
        let worst = try #require(image.jpegData(compressionQuality: 0.1))
        #expect(worst.count < best.count)
        let decoded = try #require(UIImage(data: best)?.cgImage)
        #expect(decoded.width == 32 && decoded.height == 16)
        #expect(near(pixel(decoded, 4, 8), [255, 0, 0, 255], 10))
        #expect(near(pixel(decoded, 24, 8), [51, 153, 102, 255], 10))
    }

    @Test("an image without pixels (a placeholder) still has a transparent CGImage and a PNG of its pixel size")
    func placeholderPixels() throws {
        let placeholder = UIImage(size: CGSize(width: 10, height: 5), scale: 2)
        let cg = try #require(placeholder.cgImage)
        #expect(cg.width == 20 && cg.height == 10 && pixel(cg, 3, 3) == [0, 0, 0, 0])
        let png = try #require(placeholder.pngData())
        #expect(ImageHeader.pixelSize(of: png) == CGSize(width: 20, height: 10))
    }
}
