import Foundation
@testable import Mainline
import Testing
import ThreadChecker

@Suite("UICollectionView: flow layout")
struct CollectionViewFlowLayoutTests {
    @Test("UIKit's defaults: 50 × 50 items, 10-pt spacings; full lines justified, the last packed at the minimum spacing")
    func defaultsAndJustification() {
        // 390 wide: 6 items need 6·50 + 5·10 = 350 ≤ 390, 7 need 410: 6 per line. Leftover 390 - 300
        // over 5 gaps: 18 pt. The last line (items 6…7) starts at 0 with 10-pt gaps.
        let f = CollectionFixture(counts: [8])
        let defaults = f.read { cv, _ -> (CGSize, CGFloat, CGFloat) in
            let l = cv.collectionViewLayout as! UICollectionViewFlowLayout
            return (l.itemSize, l.minimumLineSpacing, l.minimumInteritemSpacing)
        }
        #expect(defaults == (CGSize(width: 50, height: 50), 10, 10))
        let frames = f.frames((0..<8).map { ip(0, $0) })
        #expect(frames.prefix(6).map(\.minX) == [0, 68, 136, 204, 272, 340])
        #expect(frames.prefix(6).allSatisfy { $0.minY == 0 && $0.size == CGSize(width: 50, height: 50) })
        #expect(frames[6] == CGRect(x: 0, y: 60, width: 50, height: 50))
        #expect(frames[7] == CGRect(x: 60, y: 60, width: 50, height: 50))
        #expect(f.read { cv, _ in cv.contentSize } == CGSize(width: 390, height: 110))
        #expect(f.read { cv, _ in cv.visibleCells.count } == 8)
    }

    @Test("Section insets, headers and footers, delegate sizes; a lone item on a full line is centred")
    func insetsHeadersAndLoneItem() {
        final class Sizes: GridSource, UICollectionViewDelegateFlowLayout {
            func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
                indexPath.item == 0 ? CGSize(width: 300, height: 40) : CGSize(width: 100, height: 20)
            }
        }
        let f = CollectionFixture(counts: [3, 2], layout: {
            let l = UICollectionViewFlowLayout()
            l.sectionInset = UIEdgeInsets(top: 5, left: 20, bottom: 15, right: 20)
            l.headerReferenceSize = CGSize(width: 0, height: 30)
            l.footerReferenceSize = CGSize(width: 0, height: 12)
            return l
        }, configure: { cv, _ in
            let s = Sizes([3, 2])
            cv.dataSource = s
            cv.delegate = s
            objc_keep.append(s)
        })
        // Available width 350. Section 0: header 0…30; inset top → 35. Item 0 (300) alone on its
        // line (300 + 10 + 100 > 350), not the last line: centred at 20 + (350 - 300)/2 = 45.
        // Line 2 (last): items 1, 2 at 20 and 130, y = 35 + 40 + 10 = 85. Bottom: 105 + 15 = 120,
        // footer 120…132. Section 1: header 132…162, item 0 centred at y 167, item 1 on the last
        // line at y 167 + 40 + 10 = 217, end 237 + 15 = 252, footer → 264.
        let frames = f.frames([ip(0, 0), ip(0, 1), ip(0, 2), ip(1, 0), ip(1, 1)])
        #expect(frames[0] == CGRect(x: 45, y: 35, width: 300, height: 40))
        #expect(frames[1] == CGRect(x: 20, y: 85, width: 100, height: 20))
        #expect(frames[2] == CGRect(x: 130, y: 85, width: 100, height: 20))
        #expect(frames[3] == CGRect(x: 45, y: 167, width: 300, height: 40))
        #expect(frames[4] == CGRect(x: 20, y: 217, width: 100, height: 20))
        let (header, footer, size, headerViews) = f.read { cv, _ in
            (cv.layoutAttributesForSupplementaryElement(ofKind: UICollectionView.elementKindSectionHeader, at: ip(1, 0))?.frame,
             cv.layoutAttributesForSupplementaryElement(ofKind: UICollectionView.elementKindSectionFooter, at: ip(0, 0))?.frame,
             cv.contentSize, cv.subviews.filter { $0 is HeaderView }.count)
        }
        #expect(header == CGRect(x: 0, y: 132, width: 390, height: 30))
        #expect(footer == CGRect(x: 0, y: 120, width: 390, height: 12))
        #expect(size == CGSize(width: 390, height: 264))
        #expect(headerViews == 4)
    }

    @Test("Horizontal: items fill columns top to bottom; columns are line-spaced")
    func horizontal() {
        // 200 high: 3 items of 50 + 2·10 = 170 fit, 4 need 230. Leftover 200 - 150 = 50 over two gaps: 25.
        let f = CollectionFixture(counts: [7], frame: CGRect(x: 0, y: 0, width: 390, height: 200), layout: {
            let l = UICollectionViewFlowLayout()
            l.scrollDirection = .horizontal
            return l
        })
        let frames = f.frames((0..<7).map { ip(0, $0) })
        #expect(frames.prefix(3).map(\.minY) == [0, 75, 150])
        #expect(frames[3].origin == CGPoint(x: 60, y: 0))
        #expect(frames[6] == CGRect(x: 120, y: 0, width: 50, height: 50))
        #expect(f.read { cv, _ in cv.contentSize } == CGSize(width: 170, height: 200))
    }

    @Test("A pinned header stays at the top of the visible area until its section's end pushes it off")
    func pinnedHeaders() {
        let f = CollectionFixture(counts: [30, 30], layout: {
            let l = UICollectionViewFlowLayout()
            l.headerReferenceSize = CGSize(width: 0, height: 40)
            l.sectionHeadersPinToVisibleBounds = true
            return l
        })
        // Section 0: header 0…40, 5 lines of 6 items → 40 + 5·50 + 4·10 = 330.
        f.sim.perform { f.collectionView.contentOffset = CGPoint(x: 0, y: 100) }
        f.sim.runFrames(1)
        #expect(f.read { cv, _ in cv.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: ip(0, 0))?.frame.minY } == 100)
        f.sim.perform { f.collectionView.contentOffset = CGPoint(x: 0, y: 310) }
        f.sim.runFrames(1)
        #expect(f.read { cv, _ in cv.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: ip(0, 0))?.frame.minY } == 290)
    }
}
