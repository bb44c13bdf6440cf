import Foundation
@testable import Mainline
import Testing

/// Members added from the SDK inventory's most-used gaps, each with the behaviour UIKit documents.
@Suite("SDK gaps: transforms in NSValue, transition keys, frame-rate ranges, touch and press types, key commands, data assets, previews")
struct SDKGapTests {
    @Test("NSValue(caTransform3D:) keeps every element of the matrix")
    func transformValue() {
        var t = CATransform3DMakeTranslation(3, 4, 5)
        t.m34 = -1 / 500
        let value = NSValue(caTransform3D: t)
        #expect(value.caTransform3DValue == t)
        #expect(NSValue(cgRect: .zero).caTransform3DValue == CATransform3DIdentity)
    }

    @Test("a CATransition added without a key is kept under kCATransition")
    func transitionKey() {
        let sim = makeSimulation()
        let keys = inspect(sim) { () -> [String] in
            let layer = CALayer()
            layer.add(CATransition(), forKey: nil)
            return layer.animationKeys() ?? []
        }
        #expect(keys == [kCATransition])
    }

    @Test("a display link's preferred frame-rate range sets its beat: 30 of 60 Hz fires every other frame")
    func displayLinkRange() {
        let sim = makeSimulation(refreshRate: 60)
        let count = Box(0)
        inspect(sim) {
            let link = CADisplayLink { _ in count.value += 1 }
            link.preferredFrameRateRange = CAFrameRateRange(minimum: 15, maximum: 30, preferred: 30)
            link.add(to: .main, forMode: .common)
        }
        count.value = 0
        sim.runFrames(20)
        #expect(count.value == 10)
    }

    @Test("a recognizer whose allowedTouchTypes leave out direct touches does not see a finger's tap; allowed presses reach a recognizer")
    func touchAndPressTypes() {
        let sim = makeSimulation()
        let log = CallLog()
        final class PressRecognizer: UIGestureRecognizer {
            var log: CallLog?
            override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent) { log?("press began") }
        }
        final class Focus: UIView { override var canBecomeFirstResponder: Bool { true } }
        inspect(sim) {
            let window = UIWindow()
            window.rootViewController = UIViewController()
            window.makeKeyAndVisible()
            let view = window.rootViewController!.view!
            let pencilOnly = UITapGestureRecognizer { _ in log("pencil tap") }
            pencilOnly.allowedTouchTypes = [NSNumber(value: UITouch.TouchType.pencil.rawValue)]
            view.addGestureRecognizer(pencilOnly)
            let presses = PressRecognizer()
            presses.log = log
            presses.allowedPressTypes = [NSNumber(value: UIPress.PressType.select.rawValue)]
            view.addGestureRecognizer(presses)
            let focus = Focus(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            view.addSubview(focus)
            _ = focus.becomeFirstResponder()
        }
        sim.tap(at: CGPoint(x: 100, y: 300))
        sim.runUntilIdle()
        #expect(log.entries.isEmpty)
        sim.pressKey("x")
        sim.runUntilIdle()
        #expect(log.entries == ["press began"])
    }

    @Test("addKeyCommand(_:) puts the command in the controller's keyCommands; removeKeyCommand takes it out")
    func addedKeyCommands() {
        let sim = makeSimulation()
        let counts = inspect(sim) { () -> [Int] in
            let controller = UIViewController()
            let command = UIKeyCommand(input: "f", modifierFlags: .command, action: "find:")
            controller.addKeyCommand(command)
            controller.addKeyCommand(command)
            let added = controller.keyCommands?.count ?? 0
            controller.removeKeyCommand(command)
            return [added, controller.keyCommands?.count ?? 0]
        }
        #expect(counts == [1, 0])
    }

    @Test("NSDataAsset finds a data set in an asset catalog folder of the bundle, with its type from Contents.json")
    func dataAsset() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("mainline-assets-\(UUID().uuidString)")
        let set = root.appendingPathComponent("Assets.xcassets/Config.dataset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        try Data(#"{"data":[{"filename":"config.json","idiom":"universal","universal-type-identifier":"public.json"}]}"#.utf8)
            .write(to: set.appendingPathComponent("Contents.json"))
        try Data(#"{"a":1}"#.utf8).write(to: set.appendingPathComponent("config.json"))
        let bundle = try #require(Bundle(path: root.path))
        let asset = try #require(NSDataAsset(name: "Config", bundle: bundle))
        #expect(asset.data == Data(#"{"a":1}"#.utf8))
        #expect(asset.typeIdentifier == "public.json")
        #expect(NSDataAsset(name: "Missing", bundle: bundle) == nil)
    }

    @Test("a targeted preview's size is its visible path's bounds, and its default target is the view's center in its superview")
    func previews() {
        let sim = makeSimulation()
        let result = inspect(sim) { () -> [Bool] in
            let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
            let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
            container.addSubview(view)
            let parameters = UIPreviewParameters()
            parameters.visiblePath = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 80, height: 40), cornerRadius: 8)
            let preview = UITargetedPreview(view: view, parameters: parameters)
            let moved = preview.retargetedPreview(with: UIPreviewTarget(container: container, center: .zero))
            let lines = UIPreviewParameters(textLineRects: [NSValue(cgRect: CGRect(x: 0, y: 0, width: 50, height: 10)),
                                                            NSValue(cgRect: CGRect(x: 0, y: 10, width: 30, height: 10))])
            return [preview.size == CGSize(width: 80, height: 40), preview.target.center == CGPoint(x: 60, y: 45),
                    preview.target.container === container, moved.target.center == .zero,
                    lines.visiblePath?.bounds.size == CGSize(width: 50, height: 20), UIEdgeInsets() == .zero]
        }
        #expect(result == [true, true, true, true, true, true])
    }
}

@Suite("Attribute transformers and text attachments")
struct AttributeTransformerTests {
    @Test("a button configuration's title transformer sets the title's font, which sizes the button")
    func titleTransformer() {
        let sim = makeSimulation()
        let sizes = inspect(sim) { () -> [CGFloat] in
            var config = UIButton.Configuration.plain()
            config.title = "Continue"
            let plain = UIButton(configuration: config)
            config.titleTextAttributesTransformer = UIConfigurationTextAttributesTransformer { incoming in
                var outgoing = incoming
                outgoing.font = UIFont.systemFont(ofSize: 40, weight: .bold)
                return outgoing
            }
            let large = UIButton(configuration: config)
            large.layoutIfNeeded()
            return [plain.intrinsicContentSize.height, large.intrinsicContentSize.height, large.titleLabel?.font.pointSize ?? 0]
        }
        #expect(sizes[1] > sizes[0])
        #expect(sizes[2] == 40)
    }

    @Test("an attachment made from image data shows that image and takes its size in a line, or its bounds when set")
    func attachmentFromData() throws {
        let sim = makeSimulation()
        let result = inspect(sim) { () -> [CGSize] in
            let format = UIGraphicsImageRendererFormat()
            format.scale = 1
            let image = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 10), format: format).image { context in
                UIColor.red.setFill()
                context.fill(CGRect(x: 0, y: 0, width: 20, height: 10))
            }
            let attachment = NSTextAttachment(data: image.pngData(), ofType: "public.png")
            let natural = attachment.attachmentBounds(for: nil, proposedLineFragment: .zero, glyphPosition: .zero, characterIndex: 0).size
            attachment.bounds = CGRect(x: 0, y: -2, width: 30, height: 15)
            let set = attachment.attachmentBounds(for: nil, proposedLineFragment: .zero, glyphPosition: .zero, characterIndex: 0).size
            return [attachment.image?.size ?? .zero, natural, set]
        }
        #expect(result == [CGSize(width: 20, height: 10), CGSize(width: 20, height: 10), CGSize(width: 30, height: 15)])
    }
}

@Suite("More traits: level, contrast, weight, gamut and the rest; mutations")
struct MoreTraitsTests {
    @Test("a window's traits on the simulated iPhone give base level, normal contrast, regular weight, P3")
    func phoneTraits() {
        let sim = makeSimulation()
        let traits = inspect(sim) { () -> [Int] in
            let window = UIWindow()
            window.rootViewController = UIViewController()
            window.makeKeyAndVisible()
            let t = window.rootViewController!.traitCollection
            return [t.userInterfaceLevel.rawValue, t.accessibilityContrast.rawValue, t.legibilityWeight.rawValue, t.displayGamut.rawValue]
        }
        #expect(traits == [UIUserInterfaceLevel.base.rawValue, UIAccessibilityContrast.normal.rawValue,
                           UILegibilityWeight.regular.rawValue, UIDisplayGamut.P3.rawValue])
    }

    @Test("init(mutations:) and modifyingTraits change only what they set; merged collections keep the last specified; containment")
    func mutations() {
        let made = UITraitCollection { traits in
            traits.userInterfaceStyle = .dark
            traits.legibilityWeight = .bold
        }
        let changed = made.modifyingTraits { $0.accessibilityContrast = .high }
        let merged = UITraitCollection(traitsFromCollections: [changed, UITraitCollection(legibilityWeight: .regular)])
        #expect(made.userInterfaceStyle == .dark && made.legibilityWeight == .bold && made.accessibilityContrast == .unspecified)
        #expect(changed.userInterfaceStyle == .dark && changed.accessibilityContrast == .high)
        #expect(merged.legibilityWeight == .regular && merged.accessibilityContrast == .high && merged.userInterfaceStyle == .dark)
        #expect(merged.containsTraits(in: UITraitCollection(accessibilityContrast: .high)))
        #expect(!merged.containsTraits(in: UITraitCollection(accessibilityContrast: .normal)))
        #expect(made != changed && UITraitCollection(displayGamut: .P3) == UITraitCollection(displayGamut: .P3))
    }
}

@Suite("Empty attributed strings as on Darwin")
struct EmptyAttributedStringTests {
    @Test("NSMutableAttributedString() and NSAttributedString() are empty, of their own class; NSTextStorage() is a text storage")
    func emptyStrings() {
        let mutable = NSMutableAttributedString()
        mutable.append(NSAttributedString(string: "abc"))
        let plain = NSAttributedString()
        let storage = NSTextStorage()
        #expect(mutable.string == "abc" && type(of: mutable) == NSMutableAttributedString.self)
        #expect(plain.length == 0 && type(of: plain) == NSAttributedString.self)
        #expect(type(of: storage) == NSTextStorage.self && storage.length == 0)
    }
}
