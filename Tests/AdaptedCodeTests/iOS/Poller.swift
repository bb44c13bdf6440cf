import Foundation

/// Polls every two seconds with a target/selector timer, three times.
final class Poller: NSObject {
    private weak var owner: InboxViewController?
    private var timer: Timer?
    private(set) var polls = 0

    init(owner: InboxViewController) {
        self.owner = owner
        super.init()
        timer = Timer.scheduledTimer(timeInterval: 2, target: self, selector: #selector(poll(_:)), userInfo: "inbox", repeats: true)
    }

    @objc private func poll(_ timer: Timer) {
        polls += 1
        owner?.record("poll \(polls) of \(timer.userInfo as? String ?? "?")")
        if polls == 3 {
            timer.invalidate()
        }
    }
}
