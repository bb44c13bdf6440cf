import Foundation
@testable import Mainline
import Testing

@Suite("Fonts, images and index paths real code uses")
struct SmallBreadthTests {
    @Test("UIFontDescriptor: a text style's size, bold and italic traits, designs, and fonts made from descriptors")
    func fontDescriptor() {
        let body = UIFontDescriptor.preferredFontDescriptor(withTextStyle: .body)
        #expect(body.pointSize == 17)
        let bold = body.withSymbolicTraits(.traitBold)!
        let font = UIFont(descriptor: bold, size: 0)
        #expect(font.pointSize == 17 && font.weight == .bold)
        #expect(font.fontDescriptor.symbolicTraits.contains(.traitBold))
        let italic = UIFont(descriptor: UIFont.systemFont(ofSize: 12).fontDescriptor.withSymbolicTraits(.traitItalic)!, size: 20)
        #expect(italic.pointSize == 20 && italic.fontDescriptor.symbolicTraits.contains(.traitItalic))
        #expect(UIFont(descriptor: body.withDesign(.monospaced)!, size: 0).fontDescriptor.symbolicTraits.contains(.traitMonoSpace))
        #expect(UIFontDescriptor(name: "Helvetica", size: 14).withSize(9).pointSize == 9)
    }

    @Test("UIImageView: the highlighted image is shown and sized while highlighted; image animation starts only with images")
    func imageViewHighlight() {
        let sim = makeSimulation()
        let sizes = inspect(sim) { () -> [String] in
            let view = UIImageView(image: UIImage(systemName: "star", withConfiguration: UIImage.SymbolConfiguration(pointSize: 10)))
            view.highlightedImage = UIImage(systemName: "star.fill", withConfiguration: UIImage.SymbolConfiguration(pointSize: 20))
            let normal = view.intrinsicContentSize
            view.isHighlighted = true
            let highlighted = view.intrinsicContentSize
            view.startAnimating()
            let withoutImages = view.isAnimating
            view.animationImages = [UIImage(systemName: "a")!, UIImage(systemName: "b")!]
            view.startAnimating()
            return ["\(normal.width)", "\(highlighted.width)", "\(withoutImages)", "\(view.isAnimating)"]
        }
        #expect(sizes == ["12.0", "24.0", "false", "true"])
    }

    @Test("NSIndexPath has UIKit's row, item and section; an animation keeps values stored under keys in its copy")
    func indexPathAndAnimationKeys() {
        let path = NSIndexPath(indexes: [2, 5], length: 2)
        #expect(path.section == 2 && path.row == 5 && path.item == 5)
        let animation = CABasicAnimation(keyPath: "opacity")
        animation.setValue("fade-in", forKey: "name")
        let copy = animation.copy() as! CAAnimation
        #expect(copy.value(forKey: "name") as? String == "fade-in")
        #expect((copy as? CABasicAnimation)?.keyPath == "opacity")
    }
}
