import Foundation
import Mainline

/// The feed screen: a header with a reading-progress bar above a self-sizing table of posts.
/// `fixed: false` plants three bugs a real app has (marked BUG); `fixed: true` is the same app
/// done right.
final class FeedViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    let posts: [FeedPost]
    let fixed: Bool
    let loader: ImageLoader
    let header = FeedHeader()
    let tableView = UITableView(frame: .zero, style: .plain)
    /// Each post's activity line, made once (the fixed feed).
    private var activity: [Int: String] = [:]

    init(posts: [FeedPost], fixed: Bool) {
        self.posts = posts
        self.fixed = fixed
        loader = ImageLoader(deliversOnMain: fixed)
        super.init(nibName: nil, bundle: nil)
        title = "Feed"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        tableView.register(FeedCell.self, forCellReuseIdentifier: FeedCell.reuseIdentifier)
        tableView.estimatedRowHeight = 220
        tableView.dataSource = self
        tableView.delegate = self
        for subview in [tableView, header] as [UIView] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        NSLayoutConstraint.activate([
            header.topAnchor.constraint(equalTo: view.topAnchor),
            header.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            header.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            tableView.topAnchor.constraint(equalTo: header.bottomAnchor),
            tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
    }

    // MARK: - Data source

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        posts.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: FeedCell.reuseIdentifier, for: indexPath) as! FeedCell
        let post = posts[indexPath.row]
        cell.invalidatesTable = !fixed
        let line: String
        if fixed {
            line = activity[post.id] ?? FeedActivity.summary(of: post)
            activity[post.id] = line
        } else {
            // BUG (planted): the same line rebuilt for every cell, with new formatters for each comment.
            line = FeedActivity.summaryMakingFormatters(of: post)
        }
        cell.configure(with: post, activity: line, photoWidth: tableView.bounds.width - 88)
        let fixed = self.fixed
        loader.load(post) { [weak cell] image in
            guard let cell else { return }
            if fixed {
                // On the main queue (the loader hopped there): only if the cell still shows the post.
                if cell.postID == post.id { cell.photo.image = image }
            } else {
                // BUG (planted): on the loader's background queue — UIKit is not thread-safe.
                cell.photo.image = image
            }
        }
        return cell
    }

    // MARK: - Scrolling

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        let scrollable = max(1, scrollView.contentSize.height - scrollView.bounds.height)
        let progress = min(1, max(0, scrollView.contentOffset.y / scrollable))
        let width = view.bounds.width
        header.progressWidth.constant = progress * width
        if fixed {
            // Computed from the model: the frame's commit lays the header out once.
            header.knobLeading.constant = progress * width - 6
        } else {
            // BUG (planted): forces the whole screen's layout inside the scroll handler…
            view.layoutIfNeeded()
            // …to read a frame, then invalidates and forces it again: layout thrashing.
            header.knobLeading.constant = header.progressBar.frame.maxX - 6
            view.layoutIfNeeded()
        }
    }
}
