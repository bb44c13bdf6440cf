import UIKit

@objc protocol ComposerViewDelegate: AnyObject {
    func composerDidChange(_ composer: ComposerView)
    @objc optional func composerDidSend(_ composer: ComposerView)
    @objc optional func composerHeight(_ composer: ComposerView) -> CGFloat
}

/// A compose bar whose send action has two bugs a profiler should find: it forces a layout in
/// the event handler, and it sets a label from a background queue.
final class ComposerView: UIView {
    weak var delegate: ComposerViewDelegate?
    let sendButton = UIButton(type: .system)
    let counter = UILabel()
    let uploader = Uploader()
    private var heightConstraint: NSLayoutConstraint!

    override init(frame: CGRect) {
        super.init(frame: frame)
        sendButton.setTitle("Send", for: .normal)
        sendButton.addTarget(self, action: #selector(send), for: .touchUpInside)
        addSubview(sendButton)
        counter.translatesAutoresizingMaskIntoConstraints = false
        addSubview(counter)
        heightConstraint = counter.heightAnchor.constraint(equalToConstant: 20)
        NSLayoutConstraint.activate([
            counter.leadingAnchor.constraint(equalTo: leadingAnchor),
            counter.topAnchor.constraint(equalTo: topAnchor),
            counter.widthAnchor.constraint(equalToConstant: 100),
            heightConstraint,
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    @objc private func send() {
        delegate?.composerDidChange(self)
        delegate?.composerDidSend?(self)
        heightConstraint.constant = delegate?.composerHeight?(self) ?? 30
        layoutIfNeeded() // forces a layout in the tap's handler
        uploader.upload {
            self.counter.text = "Sent" // a UI call off the main thread
        }
    }
}

extension ComposerView {
    override func layoutSubviews() {
        super.layoutSubviews()
        sendButton.frame = CGRect(x: bounds.width - 80, y: 0, width: 80, height: bounds.height)
    }
}

/// "Uploads" on a background queue and calls back there (the caller must hop to the main queue).
final class Uploader: @unchecked Sendable {
    let queue = DispatchQueue(label: "com.example.composer.upload")

    func upload(completion: @escaping () -> Void) {
        queue.async {
            completion()
        }
    }
}
