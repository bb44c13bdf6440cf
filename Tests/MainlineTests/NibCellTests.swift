import Foundation
@testable import Mainline
import MainlineTesting
import Testing

/// Cells made from nibs, logging their making and waking by object.
final class NibLoggingTableCell: UITableViewCell {
    nonisolated(unsafe) static var made: [ObjectIdentifier] = []
    nonisolated(unsafe) static var woken: [ObjectIdentifier] = []
    var titleLabel: UILabel!

    // Without Objective-C, a cell class that declares init(coder:) also overrides the
    // initializer a registered class is made with (README, "Without Objective-C").
    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) { super.init(style: style, reuseIdentifier: reuseIdentifier) }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        Self.made.append(ObjectIdentifier(self))
    }

    override func awakeFromNib() {
        super.awakeFromNib()
        Self.woken.append(ObjectIdentifier(self))
    }
}

final class NibLoggingCollectionCell: UICollectionViewCell {
    nonisolated(unsafe) static var made: [ObjectIdentifier] = []
    nonisolated(unsafe) static var woken: [ObjectIdentifier] = []
    var titleLabel: UILabel!

    override init(frame: CGRect) { super.init(frame: frame) }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        Self.made.append(ObjectIdentifier(self))
    }

    override func awakeFromNib() {
        super.awakeFromNib()
        Self.woken.append(ObjectIdentifier(self))
    }
}

/// A designable view: what the nib loader calls on it.
final class DesignableLoggingView: UIView {
    nonisolated(unsafe) static var log: [String] = []
    override func awakeFromNib() { super.awakeFromNib(); Self.log.append("awakeFromNib") }
    override func prepareForInterfaceBuilder() { super.prepareForInterfaceBuilder(); Self.log.append("prepareForInterfaceBuilder") }
}

/// A cell nib as Xcode writes it: the cell's subviews are in its content view's element.
private func tableCellNib(reuseIdentifier: String) -> UINib {
    UINib(data: Data("""
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" useAutolayout="YES">
        <objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
            <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" reuseIdentifier="\(reuseIdentifier)" rowHeight="60" id="cell" customClass="NibLoggingTableCell" customModule="MainlineTests">
                <rect key="frame" x="0.0" y="0.0" width="320" height="60"/>
                <autoresizingMask key="autoresizingMask"/>
                <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" id="content">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="60"/>
                    <autoresizingMask key="autoresizingMask"/>
                    <subviews>
                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Title" id="title">
                            <rect key="frame" x="16" y="19" width="200" height="21"/>
                            <autoresizingMask key="autoresizingMask"/>
                        </label>
                    </subviews>
                </tableViewCellContentView>
                <connections>
                    <outlet property="titleLabel" destination="title" id="o1"/>
                </connections>
            </tableViewCell>
        </objects>
    </document>
    """.utf8), bundle: nil)
}

private let collectionCellNib = UINib(data: Data("""
<?xml version="1.0" encoding="UTF-8"?>
<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" useAutolayout="YES">
    <objects>
        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
        <collectionViewCell opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" reuseIdentifier="Tile" id="cell" customClass="NibLoggingCollectionCell" customModule="MainlineTests">
            <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
            <autoresizingMask key="autoresizingMask"/>
            <view key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" id="content">
                <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                <autoresizingMask key="autoresizingMask"/>
                <subviews>
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Tile" id="title">
                        <rect key="frame" x="8" y="8" width="84" height="21"/>
                        <autoresizingMask key="autoresizingMask"/>
                    </label>
                </subviews>
            </view>
            <connections>
                <outlet property="titleLabel" destination="title" id="o1"/>
            </connections>
        </collectionViewCell>
    </objects>
</document>
""".utf8), bundle: nil)

private final class NibRows: NSObject, UITableViewDataSource, UICollectionViewDataSource, @unchecked Sendable {
    let identifier: String
    init(_ identifier: String) { self.identifier = identifier }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 30 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
        (cell as? NibLoggingTableCell)?.titleLabel.text = "Row \(indexPath.row)"
        return cell
    }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 60 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath)
        (cell as? NibLoggingCollectionCell)?.titleLabel.text = "Tile \(indexPath.item)"
        return cell
    }
}

@Suite("Cells from nibs: register(_:UINib, …), awakeFromNib once per cell made", .serialized, .mainline(.quiet))
struct NibCellTests {
    @Test("""
    a table makes each new cell from its registered nib, which wakes once (Apple, awakeFromNib: \
    "The nib-loading infrastructure sends an awakeFromNib message to each object recreated from a \
    nib archive"); reused cells are not woken again; the nib's subviews are in the content view
    """)
    func tableCellsFromANib() {
        NibLoggingTableCell.made = []
        NibLoggingTableCell.woken = []
        let source = NibRows("Row")
        let (sim, box) = layOut { window -> UITableView in
            let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 240), style: .plain)
            table.rowHeight = 60
            table.register(tableCellNib(reuseIdentifier: "Row"), forCellReuseIdentifier: "Row")
            table.dataSource = source
            window.addSubview(table)
            return table
        }
        let first = inspect(sim) { () -> (String?, String?, Bool, Bool) in
            let cell = box.value!.cellForRow(at: IndexPath(row: 1, section: 0)) as? NibLoggingTableCell
            return (cell?.reuseIdentifier, cell?.titleLabel?.text, cell?.titleLabel?.superview === cell?.contentView,
                    cell?.contentView.superview === cell)
        }
        #expect(first.0 == "Row")
        #expect(first.1 == "Row 1")
        #expect(first.2 && first.3)
        for step in 1...20 {
            sim.perform { box.value!.contentOffset = CGPoint(x: 0, y: CGFloat(step) * 60) }
            sim.runFrames(1)
        }
        sim.runUntilIdle()
        let made = NibLoggingTableCell.made
        #expect(made.count >= 4 && made.count < 12, "cells made: \(made.count) for 30 rows, four on screen")
        #expect(NibLoggingTableCell.woken == made, "each made cell wakes once, in the order made")
        #expect(sim.diagnostics.filter { $0.kind == .listMisuse }.isEmpty)
        _ = source
    }

    @Test("""
    a nib whose cell has another reuse identifier is reported with UIKit's words ("cell reuse \
    indentifier in nib (XIBTableViewCell) does not match the identifier used to register the nib \
    (tab_XIBTableViewCell)", tigerAndBull/TABAnimated issue 54), and a nib without one cell too
    """)
    func wrongNibsAreReported() {
        let source = NibRows("Row")
        let other = NibRows("Plain")
        let (sim, _) = layOut { window -> [UITableView] in
            let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 60), style: .plain)
            table.rowHeight = 60
            table.register(tableCellNib(reuseIdentifier: "Other"), forCellReuseIdentifier: "Row")
            table.dataSource = source
            window.addSubview(table)
            let plain = UITableView(frame: CGRect(x: 0, y: 100, width: 320, height: 44), style: .plain)
            plain.register(UINib(data: Data("""
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0"><objects>
            <view contentMode="scaleToFill" id="a"><rect key="frame" x="0.0" y="0.0" width="10" height="10"/></view>
            </objects></document>
            """.utf8), bundle: nil), forCellReuseIdentifier: "Plain")
            plain.dataSource = other
            window.addSubview(plain)
            return [table, plain]
        }
        let messages = sim.diagnostics.filter { $0.kind == .listMisuse }.map(\.message)
        #expect(messages.contains { $0.hasSuffix("cell reuse indentifier in nib (Other) does not match the identifier used to register the nib (Row)") })
        #expect(messages.contains { $0.hasSuffix("invalid nib registered for identifier (Plain) - nib must contain exactly one top level object which must be a UITableViewCell instance") })
        _ = (source, other)
    }

    @Test("registering a class after a nib for the same identifier replaces it, and the other way round (UITableView's documentation)")
    func lastRegistrationWins() {
        NibLoggingTableCell.made = []
        let source = NibRows("Row")
        let (sim, box) = layOut { window -> UITableView in
            let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 120), style: .plain)
            table.rowHeight = 60
            table.register(tableCellNib(reuseIdentifier: "Row"), forCellReuseIdentifier: "Row")
            table.register(UITableViewCell.self, forCellReuseIdentifier: "Row")
            table.dataSource = source
            window.addSubview(table)
            return table
        }
        #expect(NibLoggingTableCell.made.isEmpty)
        #expect(inspect(sim) { type(of: box.value!.cellForRow(at: IndexPath(row: 0, section: 0))!) == UITableViewCell.self })
        _ = source
    }

    @Test("a collection view makes cells from its registered nib: each wakes once, its label in the content view, outlets connected")
    func collectionCellsFromANib() {
        NibLoggingCollectionCell.made = []
        NibLoggingCollectionCell.woken = []
        let source = NibRows("Tile")
        let (sim, box) = layOut { window -> UICollectionView in
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 100, height: 100)
            let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 300), collectionViewLayout: layout)
            collection.register(collectionCellNib, forCellWithReuseIdentifier: "Tile")
            collection.dataSource = source
            window.addSubview(collection)
            return collection
        }
        let first = inspect(sim) { () -> (String?, String?, Bool) in
            let cell = box.value!.cellForItem(at: IndexPath(item: 4, section: 0)) as? NibLoggingCollectionCell
            return (cell?.reuseIdentifier, cell?.titleLabel?.text, cell?.titleLabel?.superview === cell?.contentView)
        }
        #expect(first.0 == "Tile")
        #expect(first.1 == "Tile 4")
        #expect(first.2)
        for step in 1...20 {
            sim.perform { box.value!.contentOffset = CGPoint(x: 0, y: CGFloat(step) * 50) }
            sim.runFrames(1)
        }
        sim.runUntilIdle()
        let made = NibLoggingCollectionCell.made
        #expect(made.count >= 9 && made.count < 40, "cells made: \(made.count)")
        #expect(NibLoggingCollectionCell.woken == made)
        _ = source
    }

    @Test("""
    loading a nib wakes a designable view but never prepares it for Interface Builder (Apple, \
    prepareForInterfaceBuilder(): "The system does not call this method; only Interface Builder calls it")
    """)
    func prepareForInterfaceBuilderIsNotCalled() {
        let sim = makeSimulation()
        DesignableLoggingView.log = []
        let nib = UINib(data: Data("""
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0"><objects>
        <view contentMode="scaleToFill" id="a" customClass="DesignableLoggingView" customModule="MainlineTests">
        <rect key="frame" x="0.0" y="0.0" width="10" height="10"/></view>
        </objects></document>
        """.utf8), bundle: nil)
        let loaded = inspect(sim) { nib.instantiate(withOwner: nil).first is DesignableLoggingView }
        #expect(loaded)
        #expect(DesignableLoggingView.log == ["awakeFromNib"])
    }
}
