import Foundation

/// A container that shows a search controller as its only child: the search controller's view
/// fills the container's, so a search screen can be pushed or put in a tab like any controller.
@preconcurrency @MainActor
open class UISearchContainerViewController: UIViewController {
    let storedSearchController: UISearchController

    /// A container of `searchController` (made its child at once).
    public init(searchController: UISearchController) {
        UIEntry.check("-[UISearchContainerViewController initWithSearchController:]")
        storedSearchController = searchController
        super.init(nibName: nil, bundle: nil)
        addChild(searchController)
        searchController.didMove(toParent: self)
    }

    public required init?(coder: NSCoder) {
        UIEntry.check("-[UISearchContainerViewController initWithCoder:]")
        storedSearchController = UISearchController(searchResultsController: nil)
        super.init(coder: coder)
        addChild(storedSearchController)
        storedSearchController.didMove(toParent: self)
    }

    /// The search controller shown.
    open var searchController: UISearchController {
        let entry = UIEntry("-[UISearchContainerViewController searchController]", self); defer { entry.end() }
        return storedSearchController
    }

    open override func viewDidLoad() {
        let entry = UIEntry("-[UISearchContainerViewController viewDidLoad]", self); defer { entry.end() }
        super.viewDidLoad()
        let content = storedSearchController.view!
        content.frame = view.bounds
        content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(content)
    }
}
