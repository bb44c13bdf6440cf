import UIKit

extension CounterViewController {
    @objc func reset() {
        label.text = "reset from \(count)"
    }
}
