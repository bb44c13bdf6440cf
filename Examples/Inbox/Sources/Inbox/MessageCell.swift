import Mainline

/// A row: sender and time on one line, subject below, then up to three lines of preview, all
/// constrained to the content view, so the table sizes the row from its content.
final class MessageCell: UITableViewCell {
    static let reuseIdentifier = "MessageCell"

    let sender = UILabel()
    let time = UILabel()
    let subject = UILabel()
    let preview = UILabel()
    let unreadDot = UIView()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        sender.font = .boldSystemFont(ofSize: 16)
        time.font = .systemFont(ofSize: 13)
        time.setContentHuggingPriority(.required, for: .horizontal)
        subject.font = .systemFont(ofSize: 15)
        preview.font = .systemFont(ofSize: 14)
        preview.numberOfLines = 3
        unreadDot.backgroundColor = .systemBlue
        unreadDot.layer.cornerRadius = 5
        for view in [unreadDot, sender, time, subject, preview] {
            view.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(view)
        }
        let margins = contentView.layoutMarginsGuide
        NSLayoutConstraint.activate([
            unreadDot.widthAnchor.constraint(equalToConstant: 10),
            unreadDot.heightAnchor.constraint(equalToConstant: 10),
            unreadDot.centerYAnchor.constraint(equalTo: sender.centerYAnchor),
            unreadDot.trailingAnchor.constraint(equalTo: margins.leadingAnchor, constant: -4),
            sender.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            sender.topAnchor.constraint(equalTo: margins.topAnchor),
            time.leadingAnchor.constraint(greaterThanOrEqualTo: sender.trailingAnchor, constant: 8),
            time.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            time.firstBaselineAnchor.constraint(equalTo: sender.firstBaselineAnchor),
            subject.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            subject.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            subject.topAnchor.constraint(equalTo: sender.bottomAnchor, constant: 2),
            preview.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            preview.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            preview.topAnchor.constraint(equalTo: subject.bottomAnchor, constant: 2),
            preview.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used")
    }

    func configure(with message: Message, time text: String) {
        sender.text = message.sender
        time.text = text
        subject.text = message.subject
        preview.text = message.preview
        unreadDot.isHidden = !message.isUnread
    }
}
