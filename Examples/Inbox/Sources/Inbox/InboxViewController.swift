import Foundation
import Mainline

/// The inbox: a self-sizing list of messages under a title bar that shrinks as the list scrolls.
public final class InboxViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    let messages: [Message]
    let tableView = UITableView(frame: .zero, style: .plain)
    let titleBar = UILabel()
    private var titleBarHeight: NSLayoutConstraint!
    /// One formatter for every row: making one per row is a classic slow cell.
    private let timeFormatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateFormat = "HH:mm"
        return formatter
    }()

    public init(messages: [Message]) {
        self.messages = messages
        super.init(nibName: nil, bundle: nil)
        title = "Inbox"
    }

    public required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used")
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        titleBar.text = "Inbox"
        titleBar.font = .boldSystemFont(ofSize: 34)
        tableView.register(MessageCell.self, forCellReuseIdentifier: MessageCell.reuseIdentifier)
        tableView.estimatedRowHeight = 96
        tableView.dataSource = self
        tableView.delegate = self
        for subview in [titleBar, tableView] as [UIView] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        titleBarHeight = titleBar.heightAnchor.constraint(equalToConstant: 96)
        NSLayoutConstraint.activate([
            titleBar.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            titleBar.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            titleBar.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            titleBarHeight,
            tableView.topAnchor.constraint(equalTo: titleBar.bottomAnchor),
            tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
    }

    public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        messages.count
    }

    public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: MessageCell.reuseIdentifier, for: indexPath) as! MessageCell
        let message = messages[indexPath.row]
        cell.configure(with: message, time: timeFormatter.string(from: message.received))
        return cell
    }

    /// The title bar shrinks from 96 to 44 points over the first 52 points of scrolling. The
    /// change is left to the next layout pass, as it should be.
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {
        let height = max(44, 96 - max(0, scrollView.contentOffset.y))
        if titleBarHeight.constant != height {
            titleBarHeight.constant = height
        }
    }
}
