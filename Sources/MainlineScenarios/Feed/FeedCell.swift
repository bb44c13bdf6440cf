import Foundation
import Mainline

/// A post: avatar, author, wrapping text and an optional photo whose height follows its aspect
/// ratio, all constrained to the content view, so the table sizes the row from its content.
final class FeedCell: UITableViewCell {
    static let reuseIdentifier = "FeedCell"

    let avatar = UIImageView(image: UIImage(size: CGSize(width: 40, height: 40)))
    let author = UILabel()
    let body = UILabel()
    let activity = UILabel()
    let photo = UIImageView()
    private var photoHeight: NSLayoutConstraint!
    /// The post the cell shows (a download for an earlier post must not land here).
    var postID: Int?
    /// The planted bug: this cell's layout invalidates the table's.
    var invalidatesTable = false

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        author.font = .boldSystemFont(ofSize: 15)
        body.font = .systemFont(ofSize: 15)
        body.numberOfLines = 0
        activity.font = .systemFont(ofSize: 13)
        photo.contentMode = .scaleAspectFill
        for view in [avatar, author, body, activity, photo] as [UIView] {
            view.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(view)
        }
        let margins = contentView.layoutMarginsGuide
        photoHeight = photo.heightAnchor.constraint(equalToConstant: 0)
        NSLayoutConstraint.activate([
            avatar.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            avatar.topAnchor.constraint(equalTo: margins.topAnchor),
            avatar.widthAnchor.constraint(equalToConstant: 40),
            avatar.heightAnchor.constraint(equalToConstant: 40),
            author.leadingAnchor.constraint(equalTo: avatar.trailingAnchor, constant: 12),
            author.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            author.topAnchor.constraint(equalTo: margins.topAnchor),
            body.leadingAnchor.constraint(equalTo: author.leadingAnchor),
            body.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            body.topAnchor.constraint(equalTo: author.bottomAnchor, constant: 4),
            activity.leadingAnchor.constraint(equalTo: author.leadingAnchor),
            activity.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            activity.topAnchor.constraint(equalTo: body.bottomAnchor, constant: 4),
            photo.leadingAnchor.constraint(equalTo: author.leadingAnchor),
            photo.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            photo.topAnchor.constraint(equalTo: activity.bottomAnchor, constant: 8),
            photoHeight,
            photo.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used")
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        postID = nil
        photo.image = nil
    }

    func configure(with post: FeedPost, activity line: String, photoWidth: CGFloat) {
        postID = post.id
        author.text = post.author
        body.text = post.body
        activity.text = line
        photoHeight.constant = post.photoAspect.map { ($0 * photoWidth).rounded() } ?? 0
        // Building the attributed text and formatting dates: what configuring a cell costs.
        Workload.spend(milliseconds: 1.5)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        Workload.spend(milliseconds: 0.4)  // the photo's rounded-corner mask and the text layout
        if invalidatesTable {
            // BUG (planted): "keep the table's separators in step" — every layout of this cell
            // makes the table lay itself out again in the same pass.
            superview?.setNeedsLayout()
        }
    }
}

/// The bar above the feed: a reading-progress bar with a knob that follows its end. Its layout
/// re-renders a blurred backdrop, which is expensive.
final class FeedHeader: UIView {
    let title = UILabel()
    let progressBar = UIView()
    let knob = UIView()
    var progressWidth: NSLayoutConstraint!
    var knobLeading: NSLayoutConstraint!

    override init(frame: CGRect) {
        super.init(frame: frame)
        title.text = "Feed"
        title.font = .boldSystemFont(ofSize: 17)
        for view in [title, progressBar, knob] {
            view.translatesAutoresizingMaskIntoConstraints = false
            addSubview(view)
        }
        progressWidth = progressBar.widthAnchor.constraint(equalToConstant: 0)
        knobLeading = knob.leadingAnchor.constraint(equalTo: leadingAnchor)
        NSLayoutConstraint.activate([
            title.centerXAnchor.constraint(equalTo: centerXAnchor),
            title.topAnchor.constraint(equalTo: safeAreaLayoutGuide.topAnchor, constant: 12),
            progressBar.leadingAnchor.constraint(equalTo: leadingAnchor),
            progressBar.bottomAnchor.constraint(equalTo: bottomAnchor),
            progressBar.heightAnchor.constraint(equalToConstant: 3),
            progressWidth,
            knob.widthAnchor.constraint(equalToConstant: 12),
            knob.heightAnchor.constraint(equalToConstant: 12),
            knob.centerYAnchor.constraint(equalTo: progressBar.centerYAnchor),
            knobLeading,
            bottomAnchor.constraint(equalTo: title.bottomAnchor, constant: 14),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        Workload.spend(milliseconds: 3.5)  // the blurred backdrop, re-rendered at every layout
    }
}
