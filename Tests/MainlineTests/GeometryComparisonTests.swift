import Foundation
import Mainline
import Testing

@Suite("Core Graphics comparisons and the device orientation's name")
struct GeometryComparisonTests {
    @Test("equalTo compares points and sizes exactly, and rectangles once standardized (CGRectEqualToRect)")
    func equalTo() {
        #expect(CGPoint(x: 1, y: 2).equalTo(CGPoint(x: 1, y: 2)))
        #expect(!CGPoint(x: 1, y: 2).equalTo(CGPoint(x: 2, y: 1)))
        #expect(CGSize(width: 3, height: 4).equalTo(CGSize(width: 3, height: 4)))
        #expect(!CGSize(width: 3, height: 4).equalTo(CGSize(width: 4, height: 3)))
        // A negative width describes the same rectangle from its other corner.
        #expect(CGRect(x: 10, y: 0, width: -10, height: 5).equalTo(CGRect(x: 0, y: 0, width: 10, height: 5)))
        #expect(!CGRect(x: 0, y: 0, width: 10, height: 5).equalTo(CGRect(x: 0, y: 0, width: 10, height: 6)))
    }

    @Test("UIDeviceOrientation is UIDevice's orientation type, with its predicates")
    func deviceOrientation() {
        let orientation: UIDeviceOrientation = .landscapeLeft
        #expect(orientation.isLandscape && !orientation.isPortrait && orientation.isValidInterfaceOrientation)
        #expect(UIDeviceOrientation.faceUp.isFlat && !UIDeviceOrientation.faceUp.isValidInterfaceOrientation)
    }
}

@Suite("UIImageView.preferredSymbolConfiguration")
struct ImageViewSymbolConfigurationTests {
    @Test("a symbol image takes the view's preferred configuration: its size follows the point size; other images ignore it")
    func symbolSize() throws {
        let sim = makeSimulation()
        var sizes: [CGSize] = []
        sim.start {
            let symbol = try! #require(UIImage(systemName: "star"))
            let view = UIImageView(image: symbol)
            let plain = view.intrinsicContentSize
            view.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 60)
            let large = view.intrinsicContentSize
            let photo = UIImageView(image: UIGraphicsImageRenderer(size: CGSize(width: 30, height: 20)).image { _ in })
            photo.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 60)
            sizes = [plain, large, photo.intrinsicContentSize]
        }
        #expect(sizes.count == 3)
        #expect(sizes[1].height > sizes[0].height * 2, "\(sizes)")
        #expect(sizes[2] == CGSize(width: 30, height: 20))
    }
}
