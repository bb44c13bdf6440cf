import Foundation
@testable import Mainline
import Testing

private func onePointRenderer(_ size: CGSize) -> UIGraphicsImageRenderer {
    let format = UIGraphicsImageRendererFormat()
    format.scale = 1
    return UIGraphicsImageRenderer(size: size, format: format)
}

@Suite("UIImage, UIColor, UIFont, CGColor and CGColorSpace members")
struct ImageAndColorAPITests {
    @Test("images made from CGImages keep their pixels, scale and orientation; variants keep them and change what they say")
    func imageVariants() {
        let cg = onePointRenderer(CGSize(width: 40, height: 20)).image { _ in }.cgImage!
        let image = UIImage(cgImage: cg, scale: 2, orientation: .left)
        #expect(image.size == CGSize(width: 10, height: 20) && image.scale == 2 && image.imageOrientation == .left)
        #expect(image.cgImage === cg)
        #expect(image.withHorizontallyFlippedOrientation().imageOrientation == .leftMirrored)
        let stretched = image.resizableImage(withCapInsets: UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4), resizingMode: .stretch)
        #expect(stretched.capInsets.left == 2 && stretched.resizingMode == .stretch && stretched.cgImage === cg)
        #expect(image.resizableImage(withCapInsets: .zero).resizingMode == .tile)
        let baseline = image.withBaselineOffset(fromBottom: 3)
        #expect(baseline.hasBaseline && baseline.baselineOffsetFromBottom == 3 && !baseline.imageWithoutBaseline().hasBaseline)
        #expect(image.imageFlippedForRightToLeftLayoutDirection().flipsForRightToLeftLayoutDirection)
        #expect(!image.isHighDynamicRange && image.imageRendererFormat.scale == 2)
        let prepared = image.preparingForDisplay()
        // A decoded copy: the same pixels, already decoded (showing it charges no decode).
        #expect(prepared !== image && prepared?.cgImage === cg && prepared?.size == image.size)
        #expect(prepared?.hasBeenDecoded == true && !image.hasBeenDecoded)
        let thumbnail = image.preparingThumbnail(of: CGSize(width: 5, height: 5))
        #expect(thumbnail?.size == CGSize(width: 3, height: 5))
    }

    @Test("symbol configurations combine what each sets, as classes of UIImage.Configuration; images take them")
    func symbolConfigurations() {
        let big = UIImage.SymbolConfiguration(pointSize: 30)
        let bold = UIImage.SymbolConfiguration(weight: .bold)
        let combined = big.applying(bold)
        #expect(combined.pointSize == 30 && combined.weight == .bold)
        #expect(combined.configurationWithoutWeight().weight == .unspecified)
        #expect(combined.configurationWithoutPointSizeAndWeight().pointSize == 0)
        #expect(UIImage.SymbolConfiguration(textStyle: .body).configurationWithoutTextStyle().textStyle == nil)
        #expect(UIImage.SymbolConfiguration.preferringMulticolor().prefersMulticolor == true)
        #expect(combined.isEqual(to: UIImage.SymbolConfiguration(pointSize: 30, weight: .bold)))
        let star = UIImage(systemName: "star", withConfiguration: big)!
        #expect(star.size == CGSize(width: 36, height: 36) && star.isSymbolImage)
        #expect((star.configuration as? UIImage.SymbolConfiguration)?.pointSize == 30)
        let traits = UITraitCollection(userInterfaceStyle: .dark)
        #expect(star.withConfiguration(UIImage.Configuration(traitCollection: traits)).traitCollection == traits)
        #expect(UIImage.add.name == "plus" && UIImage.checkmark.isSymbolImage)
        #expect(UIImage.SymbolWeight.bold.fontWeight() == .bold)
    }

    @Test("an image asset gives the variant that best matches the traits asked for")
    func imageAssets() {
        let asset = UIImageAsset()
        let light = UIImage(size: CGSize(width: 1, height: 1)), dark = UIImage(size: CGSize(width: 2, height: 2))
        asset.register(light, with: UITraitCollection(userInterfaceStyle: .light))
        asset.register(dark, with: UITraitCollection(userInterfaceStyle: .dark))
        #expect(asset.image(with: UITraitCollection(userInterfaceStyle: .dark)) === dark)
        #expect(asset.image(with: UITraitCollection(userInterfaceStyle: .light, displayScale: 3)) === light)
        asset.unregisterImage(with: UITraitCollection(userInterfaceStyle: .dark))
        #expect(asset.image(with: UITraitCollection(userInterfaceStyle: .dark)) === light)
        #expect(light.imageAsset?.image(with: UITraitCollection()) === light)
    }

    @Test("animated images: frames and duration, the first frame's size; animatedImageNamed finds the registered frames")
    func animatedImages() {
        let frames = (0..<3).map { UIImage(size: CGSize(width: 10 + $0, height: 10)) }
        let animated = UIImage.animatedImage(with: frames, duration: 0.6)!
        #expect(animated.images?.count == 3 && animated.duration == 0.6 && animated.size == CGSize(width: 10, height: 10))
        #expect(animated.cgImage == nil)
        #expect(UIImage.animatedImage(with: [], duration: 1) == nil)
        for i in 0..<4 { UIImage.register(named: "spinner-frame\(i)", size: CGSize(width: 8, height: 8)) }
        #expect(UIImage.animatedImageNamed("spinner-frame", duration: 1)?.images?.count == 4)
    }

    @Test("a resizable image drawn larger keeps its caps and stretches its middle")
    func resizableDrawing() {
        let source = onePointRenderer(CGSize(width: 9, height: 9)).image { ctx in
            UIColor.red.setFill()
            ctx.fill(CGRect(x: 0, y: 0, width: 9, height: 9))
            UIColor.blue.setFill()
            ctx.fill(CGRect(x: 3, y: 3, width: 3, height: 3))
        }
        let resizable = source.resizableImage(withCapInsets: UIEdgeInsets(top: 3, left: 3, bottom: 3, right: 3), resizingMode: .stretch)
        let drawn = onePointRenderer(CGSize(width: 30, height: 30)).image { _ in resizable.draw(in: CGRect(x: 0, y: 0, width: 30, height: 30)) }
            .cgImage!.pixels()
        #expect(drawn.pixel(1, 1).r == 255 && drawn.pixel(15, 15).b == 255 && drawn.pixel(28, 28).r == 255 && drawn.pixel(15, 1).r == 255)
    }

    @Test("a pattern colour tiles its image where it fills (a view's background too)")
    @MainActor func patternColors() {
        let tile = onePointRenderer(CGSize(width: 2, height: 2)).image { ctx in
            UIColor.red.setFill()
            ctx.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        }
        let color = UIColor(patternImage: tile)
        #expect(color.cgColor.pattern != nil && color == UIColor(patternImage: tile) && color != UIColor.red)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 6, height: 6))
        view.backgroundColor = color
        let pixels = onePointRenderer(CGSize(width: 6, height: 6)).image { view.layer.render(in: $0.cgContext) }.cgImage!.pixels()
        #expect(pixels.pixel(0, 0).r == 255 && pixels.pixel(2, 2).r == 255 && pixels.pixel(4, 0).r == 255)
        #expect(pixels.pixel(1, 0).a == 0 && pixels.pixel(3, 3).a == 0)
    }

    @Test("high-dynamic-range colours: exposure in stops multiplies the components; standard range and headroom bring them back")
    func exposureColors() {
        let bright = UIColor(red: 0.5, green: 0.25, blue: 0, alpha: 1, exposure: 1)
        #expect(bright.linearExposure == 2)
        var r: CGFloat = 0
        bright.getRed(&r, green: nil, blue: nil, alpha: nil)
        #expect(r == 1)
        let sdr = bright.standardDynamicRange
        sdr.getRed(&r, green: nil, blue: nil, alpha: nil)
        #expect(r == 0.5 && sdr.linearExposure == 1)
        #expect(bright.applyingContentHeadroom(1.5).linearExposure == 1.5)
        #expect(UIColor.red.withProminence(.secondary).prominence == .secondary)
        #expect(UIColor.red.accessibilityName == "red" && UIColor.black.accessibilityName == "black")
        #expect(UIColor(red: 0, green: 0, blue: 0.3, alpha: 1).accessibilityName == "dark blue")
    }

    @Test("font metrics follow the measurement model; families list their fonts; a condensed system font measures narrower")
    func fontMetrics() {
        let font = UIFont.systemFont(ofSize: 20)
        #expect(font.leading == font.lineHeight - font.ascender + font.descender)
        #expect(font.capHeight == 14.1 && abs(font.xHeight - 10.34) < 1e-9)
        #expect(UIFont.familyNames.contains("Helvetica") && UIFont.fontNames(forFamilyName: "Helvetica").contains("Helvetica-Bold"))
        #expect(UIFont.fontNames(forFamilyName: "Nope").isEmpty)
        let condensed = UIFont.systemFont(ofSize: 20, weight: .regular, width: .condensed)
        #expect(condensed.width(of: "hello") < font.width(of: "hello"))
        #expect(UIFont.systemFont(ofSize: 20, weight: .regular, width: .standard).width(of: "hello") == font.width(of: "hello"))
    }

    @Test("CGColor keeps its space and components; conversions go through sRGB; equal colours show the same")
    func cgColors() {
        let gray = CGColor(gray: 0.5, alpha: 1)
        #expect(gray.numberOfComponents == 2 && gray.colorSpace?.model == .monochrome)
        #expect(CGColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 1) == gray)
        let cmyk = CGColor(genericCMYKCyan: 1, magenta: 0, yellow: 0, black: 0, alpha: 1)
        #expect(cmyk.numberOfComponents == 5 && UIColor(cgColor: cmyk) == UIColor(red: 0, green: 1, blue: 1, alpha: 1))
        let converted = UIColor.red.cgColor.converted(to: CGColorSpace(name: CGColorSpace.genericGrayGamma2_2)!, intent: .defaultIntent, options: nil)
        #expect(converted?.numberOfComponents == 2 && abs((converted?.components?[0] ?? 0) - 0.299) < 1e-9)
        #expect(UIColor.red.cgColor.copy(alpha: 0.5)?.alpha == 0.5)
        var components: [CGFloat] = [0, 0.5, 1, 1]
        #expect(CGColor(colorSpace: CGColorSpaceCreateDeviceRGB(), components: &components)?.components == [0, 0.5, 1, 1])
        #expect(CGColor.white == CGColor(gray: 1, alpha: 1) && CGColor.clear.alpha == 0)
    }

    @Test("colour spaces: the standard names, their models, wide gamut and HDR; indexed spaces look colours up in their table")
    func colorSpaces() {
        #expect(CGColorSpace(name: CGColorSpace.displayP3)?.isWideGamutRGB == true)
        #expect(CGColorSpace(name: CGColorSpace.sRGB)?.isWideGamutRGB == false)
        #expect(CGColorSpace(name: CGColorSpace.itur_2100_PQ)?.isHDR() == true)
        #expect(CGColorSpace(name: CGColorSpace.genericCMYK)?.numberOfComponents == 4)
        #expect(CGColorSpace(name: "not a space") == nil)
        let table: [UInt8] = [255, 0, 0, 0, 0, 255]
        let indexed = table.withUnsafeBufferPointer { CGColorSpace(indexedBaseSpace: CGColorSpaceCreateDeviceRGB(), last: 1, colorTable: $0.baseAddress!) }!
        #expect(indexed.model == .indexed && indexed.colorTable == table && !indexed.supportsOutput)
        var second: [CGFloat] = [1, 1]
        #expect(CGColor(colorSpace: indexed, components: &second).map { UIColor(cgColor: $0) } == UIColor.blue)
        let icc = Data(count: 16) + Data("GRAY".utf8) + Data(count: 8)
        #expect(CGColorSpace(iccData: icc)?.model == .monochrome && CGColorSpace(iccData: icc)?.copyICCData() == icc)
    }
}
