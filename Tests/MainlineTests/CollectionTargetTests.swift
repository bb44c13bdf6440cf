import Foundation
@testable import Mainline
import Testing

@Suite("Collection view layouts: fling targets")
struct CollectionTargetTests {
    @Test("a fling asks the layout's targetContentOffset(forProposedContentOffset:withScrollingVelocity:) (points per second) and comes to rest there")
    func pagingTarget() {
        let layout = Box<PagingLayout?>(nil)
        let f = CollectionFixture(counts: [200], frame: CGRect(x: 0, y: 0, width: 300, height: 300), layout: {
            let l = PagingLayout()
            l.scrollDirection = .horizontal
            l.itemSize = CGSize(width: 100, height: 100)
            l.minimumInteritemSpacing = 0
            l.minimumLineSpacing = 0
            layout.value = l
            return l
        })
        f.sim.fling(f.collectionView, velocity: CGPoint(x: -1500, y: 0))
        #expect(f.sim.runUntilIdle(maxFrames: 3000))
        let (offset, asked) = f.read { cv, _ in (cv.contentOffset.x, layout.value!.asked) }
        #expect(asked.count == 1)
        #expect(asked.first.map { $0.1.x > 100 } == true)   // points per second, towards larger offsets
        #expect(offset > 0 && offset.truncatingRemainder(dividingBy: 300) == 0)
    }
}
