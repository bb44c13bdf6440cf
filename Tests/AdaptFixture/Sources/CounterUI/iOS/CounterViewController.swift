import UIKit

/// A counter screen, as an iOS app writes it.
final class CounterViewController: UIViewController {
    private(set) var count = 0
    let button = UIButton(type: .system)
    let label = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        button.setTitle("Add", for: .normal)
        button.frame = CGRect(x: 20, y: 100, width: 100, height: 44)
        button.addTarget(self, action: #selector(add(_:)), for: .touchUpInside)
        view.addSubview(button)
        label.frame = CGRect(x: 20, y: 160, width: 200, height: 30)
        view.addSubview(label)
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Reset", style: .plain, target: self, action: #selector(reset))
    }

    @objc private func add(_ sender: UIButton) {
        count += 1
        label.text = "\(count) \(count == 1 ? "tap" : "taps") on \(sender.currentTitle ?? "?")"
    }
}
