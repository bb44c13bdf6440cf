import UIKit

/// An inbox screen written as an iOS app writes it: target-action, a bar button item, a gesture
/// recognizer, a notification, a timer and a delayed perform, all by selector. (Compiled on Linux
/// through the MainlineAdapt plugin, unedited.)
final class InboxViewController: UIViewController {
    private(set) var events: [String] = []
    let refreshButton = UIButton(type: .system)
    let archiveButton = UIButton(type: .system)
    let composer = ComposerView(frame: CGRect(x: 0, y: 300, width: 390, height: 44))
    var poller: Poller?

    override func viewDidLoad() {
        super.viewDidLoad()
        refreshButton.setTitle("Refresh", for: .normal)
        refreshButton.frame = CGRect(x: 20, y: 100, width: 120, height: 44)
        refreshButton.addTarget(self, action: #selector(refresh(_:)), for: .touchUpInside)
        view.addSubview(refreshButton)

        archiveButton.setTitle("Archive", for: .normal)
        archiveButton.frame = CGRect(x: 20, y: 200, width: 120, height: 44)
        archiveButton.addTarget(self, action: #selector(archive(_:forEvent:)), for: .touchUpInside)
        view.addSubview(archiveButton)

        composer.delegate = self
        view.addSubview(composer)

        let background = UIView(frame: CGRect(x: 0, y: 500, width: 390, height: 200))
        background.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(didTapBackground(_:))))
        view.addSubview(background)

        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .compose, target: self, action: #selector(compose))

        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)),
                                               name: UIResponder.keyboardWillShowNotification, object: nil)
    }

    @objc func refresh(_ sender: UIButton) {
        events.append("refresh from \(sender.currentTitle ?? "?")")
        perform(#selector(finishRefreshing), with: nil, afterDelay: 1.5)
    }

    @objc private func finishRefreshing() {
        events.append("refreshed")
    }

    @objc private func didTapBackground(_ recognizer: UITapGestureRecognizer) {
        events.append("background tap \(recognizer.state == .ended ? "ended" : "in progress")")
    }

    @objc func compose() {
        events.append("compose")
    }

    @objc private func keyboardWillShow(_ notification: Notification) {
        guard let frame = (notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue else { return }
        events.append("keyboard will show, \(Int(frame.height)) high")
    }

    func startPolling() {
        poller = Poller(owner: self)
    }

    func record(_ event: String) {
        events.append(event)
    }
}
