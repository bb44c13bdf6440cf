import Foundation
@testable import Mainline
import Testing

@Suite("UIPageControl and UIProgressView")
struct PageAndProgressTests {
    @Test("a timer progress turns the pages on the simulation's clock; deferred display waits for updateCurrentPageDisplay; indicator images fall back")
    func pageControl() {
        let (sim, box) = layOut { window -> UIPageControl in
            let control = UIPageControl(frame: CGRect(x: 0, y: 700, width: 200, height: 26))
            control.numberOfPages = 3
            window.addSubview(control)
            return control
        }
        let control = box.value!
        sim.perform {
            let timer = UIPageControlTimerProgress(preferredDuration: 1)
            timer.setDuration(2, forPage: 1)
            timer.resetsToInitialPageAfterEnd = false
            control.progress = timer
            timer.resumeTimer()
        }
        sim.run(for: 1.1)
        #expect(inspect(sim) { control.currentPage } == 1)
        sim.run(for: 1.0)
        #expect(inspect(sim) { control.currentPage } == 1)  // page 1 lasts 2 s
        sim.run(for: 1.2)
        #expect(inspect(sim) { control.currentPage } == 2)
        sim.run(for: 1.2)
        #expect(inspect(sim) { (control.currentPage, (control.progress as! UIPageControlTimerProgress).isRunning) } == (2, false))
        let images = inspect(sim) { () -> (Bool, Bool, Bool) in
            control.preferredIndicatorImage = UIImage(systemName: "circle")
            control.setCurrentPageIndicatorImage(UIImage(systemName: "star"), forPage: 0)
            return (control.indicatorImage(forPage: 2) === control.preferredIndicatorImage,
                    control.currentPageIndicatorImage(forPage: 0) !== control.preferredIndicatorImage,
                    control.currentPageIndicatorImage(forPage: 1) === control.preferredIndicatorImage)
        }
        #expect(images == (true, true, true))
        sim.perform { control.defersCurrentPageDisplay = true; control.currentPage = 2 }
        sim.runFrames(1)
        sim.tap(at: CGPoint(x: 20, y: 713))
        sim.run(for: 0.3)
        #expect(inspect(sim) { (control.currentPage, control.displayedPage) } == (1, 2))
        inspect(sim) { control.updateCurrentPageDisplay() }
        #expect(inspect(sim) { control.displayedPage } == 1)
    }

    @Test("a progress view follows its observed Progress frame by frame")
    func observedProgress() {
        let (sim, box) = layOut { window -> UIProgressView in
            let view = UIProgressView(progressViewStyle: .default)
            window.addSubview(view)
            return view
        }
        let view = box.value!
        let progress = Progress(totalUnitCount: 4)
        sim.perform { view.observedProgress = progress }
        sim.runFrames(1)
        progress.completedUnitCount = 1
        sim.runFrames(2)
        #expect(inspect(sim) { view.progress } == 0.25)
        progress.completedUnitCount = 3
        sim.runFrames(2)
        #expect(inspect(sim) { view.progress } == 0.75)
        sim.perform { view.observedProgress = nil }
        sim.runFrames(1)
        progress.completedUnitCount = 4
        sim.runFrames(2)
        #expect(inspect(sim) { view.progress } == 0.75)
    }
}
