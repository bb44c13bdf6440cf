import Foundation
import Mainline
import Testing

/// The Interface Builder files of the corpus (Tests/Corpus/InterfaceBuilder, origins in its README).
private func corpusFile(_ name: String) throws -> Data {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Corpus/InterfaceBuilder/\(name)")
    return try Data(contentsOf: url)
}

/// A view from a nib, logging what happens to it.
final class BadgeView: UIView {
    nonisolated(unsafe) static var log: [String] = []
    var title: UILabel!
    var cornerStyle: CGFloat = 0

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        BadgeView.log.append("BadgeView init(coder:) subviews=\(subviews.count) title=\(title == nil ? "nil" : "set")")
    }

    override func awakeFromNib() {
        super.awakeFromNib()
        BadgeView.log.append("BadgeView awakeFromNib title=\(title?.text ?? "nil") cornerStyle=\(cornerStyle)")
    }
}

/// A nib's owner with an outlet to the badge.
final class BadgeOwner: UIViewController, UITextFieldDelegate {
    var badge: BadgeView?
    weak var weakBadge: BadgeView!
    let constant = 1
    var closedBy: [String] = []

    /// The `@IBAction func close(_ sender: UIButton)` the nib connects, as adapted code has it.
    func close(_ sender: UIButton) { closedBy.append(sender.currentTitle ?? "?") }

    override func selectorMethod(_ selector: Selector) -> SelectorMethod? {
        selector == "close:" ? SelectorMethod { self.close(try $0.value(0)); return nil } : super.selectorMethod(selector)
    }
}

private let badgeNib = """
<?xml version="1.0" encoding="UTF-8"?>
<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" useAutolayout="YES">
    <objects>
        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="BadgeOwner">
            <connections>
                <outlet property="badge" destination="b1" id="o1"/>
                <outlet property="weakBadge" destination="b1" id="o3"/>
                <outlet property="constant" destination="b1" id="o4"/>
            </connections>
        </placeholder>
        <view contentMode="scaleToFill" id="b1" customClass="BadgeView">
            <rect key="frame" x="0.0" y="0.0" width="200" height="60"/>
            <subviews>
                <label text="New" translatesAutoresizingMaskIntoConstraints="NO" id="t1">
                    <fontDescription key="fontDescription" type="boldSystem" pointSize="20"/>
                </label>
                <textField borderStyle="roundedRect" placeholder="Name" id="f1">
                    <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                    <connections>
                        <outlet property="delegate" destination="-1" id="o5"/>
                    </connections>
                </textField>
                <button buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="x1">
                    <state key="normal" title="Close"/>
                    <connections>
                        <action selector="close:" destination="-1" eventType="touchUpInside" id="a1"/>
                    </connections>
                </button>
            </subviews>
            <constraints>
                <constraint firstItem="t1" firstAttribute="leading" secondItem="b1" secondAttribute="leading" constant="10" id="c1"/>
                <constraint firstItem="t1" firstAttribute="centerY" secondItem="b1" secondAttribute="centerY" id="c2"/>
                <constraint firstAttribute="trailing" secondItem="x1" secondAttribute="trailing" constant="10" id="c3"/>
                <constraint firstItem="x1" firstAttribute="centerY" secondItem="b1" secondAttribute="centerY" id="c4"/>
            </constraints>
            <connections>
                <outlet property="title" destination="t1" id="o2"/>
            </connections>
            <userDefinedRuntimeAttributes>
                <userDefinedRuntimeAttribute type="number" keyPath="cornerStyle">
                    <real key="value" value="12"/>
                </userDefinedRuntimeAttribute>
            </userDefinedRuntimeAttributes>
        </view>
    </objects>
</document>
"""

@Suite("Interface Builder files", .serialized)
struct InterfaceBuilderTests {
    @Test("a nib: init(coder:) with the subviews made inside it, outlets, actions (target-action by selector) and runtime attributes, then awakeFromNib")
    func nibOrder() {
        UINib.register(BadgeView.self, BadgeOwner.self)
        BadgeView.log = []
        let sim = makeSimulation()
        let weakOutlet = Box<(set: Bool, cleared: Bool)?>(nil)
        let delegateIsOwner = Box(false)
        let closedBy = Box<[String]>([])
        let result = inspect(sim) { () -> (Int, BadgeView?, CGRect, [String]) in
            let owner = BadgeOwner()
            do {
                // A weak outlet holds the view without keeping it.
                let other = BadgeOwner()
                _ = UINib(data: Data(badgeNib.utf8), bundle: nil).instantiate(withOwner: other)
                let held = other.weakBadge != nil
                other.badge = nil
                weakOutlet.value = (held, other.weakBadge == nil)
                BadgeView.log = []
            }
            let nib = UINib(data: Data(badgeNib.utf8), bundle: nil)
            let objects = nib.instantiate(withOwner: owner)
            let window = UIWindow()
            window.makeKeyAndVisible()
            if let badge = owner.badge { window.addSubview(badge); badge.layoutIfNeeded() }
            delegateIsOwner.value = (owner.badge?.subviews[1] as? UITextField)?.delegate === owner
            // The button's @IBAction connection: its touchUpInside sends close: to the owner.
            (owner.badge?.subviews[2] as? UIButton)?.sendActions(for: .touchUpInside)
            closedBy.value = owner.closedBy
            return (objects.count, owner.badge, owner.badge?.title.frame ?? .null, nib.problems)
        }
        let (count, badge, titleFrame, problems) = result
        #expect(count == 1 && badge != nil)
        #expect(BadgeView.log == ["BadgeView init(coder:) subviews=3 title=nil", "BadgeView awakeFromNib title=New cornerStyle=12.0"])
        #expect(delegateIsOwner.value)
        // "New" bold 20 pt: (0.62 + 0.5 + 0.82) × 20 × 1.06 = 41.1 → 42 wide, 24 high, at x 10, centred.
        #expect(titleFrame == CGRect(x: 10, y: 18, width: 42, height: 24))
        #expect(problems == ["outlet constant of BadgeOwner: no stored var of that name and type"])
        #expect(closedBy.value == ["Close"])
        #expect(weakOutlet.value?.set == true && weakOutlet.value?.cleared == true)
    }

    @Test("SwiftMessages' CenteredView.xib: the object tree, fonts, a button, and constraints at their priorities")
    func centeredView() throws {
        let data = try corpusFile("SwiftMessages-CenteredView.xib")
        let sim = makeSimulation()
        let (kinds, texts, background, problems) = inspect(sim) { () -> ([String], [String], CGRect, [String]) in
            let nib = UINib(data: data, bundle: nil)
            guard let top = nib.instantiate(withOwner: nil).first as? UIView else { return ([], [], .null, nib.problems) }
            let window = UIWindow()
            window.makeKeyAndVisible()
            top.frame = CGRect(x: 0, y: 100, width: 390, height: 272)
            window.addSubview(top)
            top.layoutIfNeeded()
            let stack = top.subviews[0].subviews[0] as! UIStackView
            let kinds = stack.arrangedSubviews.map { "\(type(of: $0))" }
            let texts = stack.arrangedSubviews.compactMap { ($0 as? UILabel)?.text ?? ($0 as? UIButton)?.title(for: .normal) }
            return (kinds, texts, top.subviews[0].frame, nib.problems)
        }
        #expect(kinds == ["UILabel", "UIImageView", "UILabel", "UILabel", "UIButton"])
        #expect(texts == ["😬", "[Title]", "[Message Body]", "[Button]"])
        // Pinned to the 8-point margins (the width limit is excluded in the default size class).
        #expect(background == CGRect(x: 8, y: 8, width: 374, height: 256))
        #expect(problems.contains("custom class MessageView not found (register it with UINib.register(_:)); using UIView"))
    }

    @Test("SwiftMessages' iMessageDemo storyboard: the initial controller, its view and safe-area constraints")
    func storyboard() throws {
        let data = try corpusFile("SwiftMessages-iMessageDemo-Main.storyboard")
        let sim = makeSimulation()
        let (frame, color, text) = inspect(sim) { () -> (CGRect, UIColor?, String?) in
            let storyboard = UIStoryboard(data: data, bundle: nil)
            guard let controller = storyboard.instantiateInitialViewController() else { return (.null, nil, nil) }
            let window = UIWindow()
            window.rootViewController = controller
            window.makeKeyAndVisible()
            controller.view.layoutIfNeeded()
            let label = controller.view.subviews.first as? UILabel
            return (label?.frame ?? .null, controller.view.backgroundColor, label?.text)
        }
        // 30 points inside the safe area's sides, centred vertically, wrapped at 330 points.
        let lines = UIFont.systemFont(ofSize: 17).wrap(text ?? "", maxWidth: 330).count
        let height = CGFloat(lines) * 21
        // (The top edge is rounded to the 1/3-point pixel grid, as UIKit rounds.)
        #expect(frame == CGRect(x: 30, y: ((422 - height / 2) * 3).rounded() / 3, width: 330, height: height))
        #expect(color == UIColor(white: 1, alpha: 1))
    }

    @Test("broken XML is a problem, not a crash")
    func brokenXML() {
        let sim = makeSimulation()
        let (objects, problems) = inspect(sim) { () -> (Int, [String]) in
            let nib = UINib(data: Data("<document><objects><view id=".utf8), bundle: nil)
            return (nib.instantiate(withOwner: nil).count, nib.problems)
        }
        #expect(objects == 0 && problems.first?.hasPrefix("nib data: the document is not well-formed XML") == true)
    }
}
