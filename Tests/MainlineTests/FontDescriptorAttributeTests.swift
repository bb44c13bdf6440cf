import Foundation
@testable import Mainline
import Testing

@Suite("UIFontDescriptor: faces, families, matrices, matching, archiving; UIFontMetrics' maximum; new text styles")
struct FontDescriptorAttributeTests {
    @Test("withFamily and withFace pick the family's font of that face, at the same size")
    func familyAndFace() {
        let descriptor = UIFontDescriptor(name: "Helvetica", size: 20)
        let neue = descriptor.withFamily("Helvetica Neue")
        #expect(neue.postscriptName == "HelveticaNeue")
        #expect(neue.pointSize == 20)
        let bold = neue.withFace("Bold")
        #expect(bold.postscriptName == "HelveticaNeue-Bold")
        #expect(bold.symbolicTraits.contains(.traitBold))
        #expect(bold.object(forKey: .face) as? String == "Bold")
        #expect(bold.object(forKey: .family) as? String == "Helvetica Neue")
        let light = bold.withFace("Light Italic")
        #expect(light.postscriptName == "HelveticaNeue-LightItalic")
        #expect(light.symbolicTraits.contains(.traitItalic))
        #expect(!light.symbolicTraits.contains(.traitBold))
        #expect(UIFont(descriptor: bold, size: 0).fontName == "HelveticaNeue-Bold")
    }

    @Test("a family attribute without a name makes the family's regular font")
    func familyAttribute() {
        let descriptor = UIFontDescriptor(fontAttributes: [.family: "Georgia", .size: CGFloat(14)])
        #expect(descriptor.postscriptName == "Georgia")
        #expect(UIFont(name: "Georgia-Italic", size: 12)?.familyName == "Georgia")
    }

    @Test("the matrix is the identity until set, and is kept by the descriptor and its variants")
    func matrix() {
        let plain = UIFontDescriptor(name: "Menlo-Regular", size: 12)
        #expect(plain.matrix == .identity)
        let slanted = CGAffineTransform(a: 1, b: 0, c: 0.2, d: 1, tx: 0, ty: 0)
        let oblique = plain.withMatrix(slanted)
        #expect(oblique.matrix == slanted)
        #expect(oblique.withSize(30).matrix == slanted)
        #expect(oblique != plain)
        let named = UIFontDescriptor(name: "Menlo-Bold", matrix: slanted)
        #expect(named.postscriptName == "Menlo-Bold")
        #expect(named.object(forKey: .matrix) as? CGAffineTransform == slanted)
    }

    @Test("matching descriptors: the installed fonts with this descriptor's family")
    func matching() {
        let descriptor = UIFontDescriptor(fontAttributes: [.family: "Menlo", .size: CGFloat(13)])
        let matches = descriptor.matchingFontDescriptors(withMandatoryKeys: [.family])
        #expect(Set(matches.map(\.postscriptName)) == ["Menlo-Regular", "Menlo-Bold", "Menlo-BoldItalic", "Menlo-Italic"])
        #expect(matches.allSatisfy { $0.pointSize == 13 })
        let exact = UIFontDescriptor(name: "Georgia-Bold", size: 10).matchingFontDescriptors(withMandatoryKeys: [.name])
        #expect(exact.map(\.postscriptName) == ["Georgia-Bold"])
    }

    @Test("feature settings are kept with their keys")
    func featureKeys() {
        let settings: [[UIFontDescriptor.FeatureKey: Int]] = [[.type: 6, .selector: 1]]
        let descriptor = UIFontDescriptor(name: "Avenir-Book", size: 12).addingAttributes([.featureSettings: settings])
        let stored = descriptor.object(forKey: .featureSettings) as? [[UIFontDescriptor.FeatureKey: Int]]
        #expect(stored?.first?[.type] == 6)
        #expect(stored?.first?[UIFontDescriptor.FeatureKey("CTFeatureSelectorIdentifier")] == 1)
    }

    @Test("archived and decoded, a descriptor keeps its font and size")
    func coding() throws {
        let archiver = NSKeyedArchiver(requiringSecureCoding: false)
        UIFontDescriptor(name: "Verdana-Bold", size: 15).encode(with: archiver)
        archiver.finishEncoding()
        let unarchiver = try NSKeyedUnarchiver(forReadingFrom: archiver.encodedData)
        unarchiver.requiresSecureCoding = false
        let decoded = try #require(UIFontDescriptor(coder: unarchiver))
        #expect(decoded.postscriptName == "Verdana-Bold")
        #expect(decoded.pointSize == 15)
    }

    @Test("UIFontMetrics caps a scaled font at the maximum point size (0: no cap)")
    func maximumPointSize() {
        let metrics = UIFontMetrics(forTextStyle: .body)
        let huge = UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)
        let font = UIFont.systemFont(ofSize: 17, weight: .medium)
        #expect(metrics.scaledFont(for: font, maximumPointSize: 30, compatibleWith: huge).pointSize == 30)
        #expect(metrics.scaledFont(for: font, maximumPointSize: 30, compatibleWith: huge).weight == .medium)
        #expect(metrics.scaledFont(for: font, maximumPointSize: 0, compatibleWith: huge).pointSize == 53)
        let small = UITraitCollection(preferredContentSizeCategory: .extraSmall)
        #expect(metrics.scaledFont(for: font, maximumPointSize: 30, compatibleWith: small).pointSize == 14)
    }

    @Test("the extra large title styles are bold and scale with the text size; weights map to symbol weights")
    func newStylesAndWeights() {
        let large = UITraitCollection(preferredContentSizeCategory: .large)
        let title = UIFont.preferredFont(forTextStyle: .extraLargeTitle, compatibleWith: large)
        #expect(title.pointSize == 48)
        #expect(title.isBold)
        #expect(UIFont.preferredFont(forTextStyle: .extraLargeTitle2, compatibleWith: large).pointSize == 36)
        let bigger = UITraitCollection(preferredContentSizeCategory: .extraExtraExtraLarge)
        #expect(UIFont.preferredFont(forTextStyle: .extraLargeTitle, compatibleWith: bigger).pointSize > 48)
        #expect(UIFont.Weight(0.4) == .bold)
        #expect(UIFont.Weight.semibold.symbolWeight() == .semibold)
        #expect(UIFont.Weight(0.5).symbolWeight() == .heavy)
        #expect(UIFont.Weight(-0.75).symbolWeight() == .ultraLight)
    }
}
