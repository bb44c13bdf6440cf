import UIKit

// The rest of the inbox, in a file of its own, as apps split their controllers.
extension InboxViewController {
    @objc private func archive(_ sender: UIButton, forEvent event: UIEvent) {
        record("archive \(sender.currentTitle ?? "?") with a \(event.type == .touches ? "touch" : "other") event")
    }
}

extension InboxViewController: ComposerViewDelegate {
    func composerDidChange(_ composer: ComposerView) {
        record("composer changed")
    }

    func composerDidSend(_ composer: ComposerView) {
        record("composer sent")
    }
}
