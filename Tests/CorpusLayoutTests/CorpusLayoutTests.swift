import Mainline
import Testing

// Real UIKit files from Tests/Corpus (see its README for their origins), compiled unchanged and
// laid out by a simulation of a 390 × 844-point phone (safe area 47 above, 34 below, scale 3).
// The expected frames are worked out by hand from UIKit's rules and Mainline's documented text
// model (UIFont: line height = point size × 1.2, rounded up).

private final class Slot<T>: @unchecked Sendable { var value: T? }

/// Runs `body` on the simulation's main queue and returns its value after the frame.
private func read<T>(_ sim: Simulation, _ body: @escaping @MainActor () -> T) -> T {
    let slot = Slot<T>()
    sim.perform { slot.value = body() }
    sim.runFrames(1)
    return slot.value!
}

/// A window with `view` pinned to its top, leading and trailing edges (height from content),
/// or shown as the window's root view controller's view.
private func show(_ make: @escaping @MainActor (UIWindow) -> Void) -> Simulation {
    // A 390-point-wide phone: the widths the expected frames are worked out for.
    let sim = Simulation(device: .iPhone13Pro)
    sim.start {
        let window = UIWindow()
        window.makeKeyAndVisible()
        make(window)
    }
    sim.runUntilIdle()
    return sim
}

@Suite("Corpus files lay out as UIKit lays them out")
struct CorpusLayoutTests {
    @Test("jrasmusson/autolayout-course LayoutMargins: a view pinned to the root view's margins guide")
    func rootViewMargins() {
        final class Box: @unchecked Sendable { var controller: LayoutMargin? }
        let box = Box()
        let sim = show { window in
            let controller = LayoutMargin()
            window.rootViewController = controller
            box.controller = controller
        }
        let controller = box.controller!
        // 16-point system minimum margins at the sides of a 390-point-wide phone, 0 above and
        // below, inside the safe area (47 above, 34 below).
        let frame = read(sim) { controller.view.subviews[0].frame }
        #expect(frame == CGRect(x: 16, y: 47, width: 358, height: 844 - 47 - 34))
        #expect(read(sim) { controller.navigationItem.title } == "Layout Margins")
    }

    @Test("slackhq/PanModal UserGroupHeaderView: a stack of two labels inside 12/16-point insets")
    func userGroupHeader() {
        final class Box: @unchecked Sendable { var header: UserGroupHeaderView? }
        let box = Box()
        let sim = show { window in
            let header = UserGroupHeaderView()
            header.translatesAutoresizingMaskIntoConstraints = false
            window.addSubview(header)
            NSLayoutConstraint.activate([
                header.topAnchor.constraint(equalTo: window.topAnchor),
                header.leadingAnchor.constraint(equalTo: window.leadingAnchor),
                header.trailingAnchor.constraint(equalTo: window.trailingAnchor),
            ])
            header.configure(with: UserGroupHeaderPresentable(handle: "ios-engs", description: "iOS Engineers", memberCount: 12))
            box.header = header
        }
        let header = box.header!
        let (frame, title, subtitle, separator, stack) = read(sim) {
            (header.frame, header.titleLabel.frame, header.subtitleLabel.frame, header.seperatorView.frame, header.stackView.frame)
        }
        // Title: Lato-Bold 17 → one 21-point line (17 × 1.2 = 20.4). Subtitle: Lato-Regular 13,
        // "12 members  |  iOS Engineers" fits one 16-point line (15.6) in 358 points. The stack:
        // 21 + 4 + 16 = 41, so the header is 12 + 41 + 12 = 65 high.
        #expect(stack == CGRect(x: 16, y: 12, width: 358, height: 41))
        #expect(title.origin == .zero && title.height == 21)
        #expect(subtitle.origin == CGPoint(x: 0, y: 25) && subtitle.height == 16)
        #expect(frame == CGRect(x: 0, y: 0, width: 390, height: 65))
        #expect(separator == CGRect(x: 0, y: 64, width: 390, height: 1))
    }

    @Test("hyperoslo/Lightbox LoadingIndicator: a large spinner centred in layoutSubviews")
    func loadingIndicator() {
        final class Box: @unchecked Sendable { var view: LoadingIndicator? }
        let box = Box()
        let sim = show { window in
            let indicator = LoadingIndicator()
            window.addSubview(indicator)
            box.view = indicator
        }
        let view = box.view!
        let (frame, spinner, animating, hidden, radius, clips, alpha) = read(sim) {
            (view.frame, view.indicator.frame, view.indicator.isAnimating, view.indicator.isHidden,
             view.layer.cornerRadius, view.layer.masksToBounds, view.alpha)
        }
        // 60 × 60, a 37-point .whiteLarge spinner at (60 − 37) / 2 = 11.5.
        #expect(frame == CGRect(x: 0, y: 0, width: 60, height: 60))
        #expect(spinner == CGRect(x: 11.5, y: 11.5, width: 37, height: 37))
        #expect(animating && !hidden)
        #expect(radius == 30 && clips && alpha == 0)
    }

    @Test("MessageKit InsetLabel: drawText(in:) is called at display with the inset rectangle")
    func insetLabel() {
        final class Box: @unchecked Sendable { var label: InsetLabel? }
        let box = Box()
        let sim = show { window in
            let label = InsetLabel(frame: CGRect(x: 0, y: 100, width: 100, height: 30))
            label.text = "Hello"
            label.textInsets = UIEdgeInsets(top: 4, left: 8, bottom: 4, right: 8)
            window.addSubview(label)
            box.label = label
        }
        #expect(read(sim) { box.label!.lastTextDrawingRect } == CGRect(x: 8, y: 4, width: 84, height: 22))
    }

    @Test("InputBarAccessoryView SeparatorLine: one pixel high from its intrinsic size")
    func separatorLine() {
        final class Box: @unchecked Sendable { var line: SeparatorLine? }
        let box = Box()
        let sim = show { window in
            let line = SeparatorLine()
            window.addSubview(line)
            NSLayoutConstraint.activate([
                line.topAnchor.constraint(equalTo: window.topAnchor, constant: 100),
                line.leadingAnchor.constraint(equalTo: window.leadingAnchor),
                line.trailingAnchor.constraint(equalTo: window.trailingAnchor),
            ])
            box.line = line
        }
        let line = box.line!
        let (frame, color) = read(sim) { (line.frame, line.backgroundColor) }
        #expect(frame.minY == 100 && frame.width == 390)
        #expect(abs(frame.height - 1.0 / 3) < 1e-9, "\(frame)")
        #expect(color == UIColor.systemGray2)
    }

    @Test("kharrison ForecastView: the readable content guide and system spacing")
    func forecastView() {
        UIImage.register(named: "Sun", size: CGSize(width: 100, height: 80))
        final class Box: @unchecked Sendable { var view: ForecastView? }
        let box = Box()
        let sim = show { window in
            let view = ForecastView()
            view.translatesAutoresizingMaskIntoConstraints = false
            window.addSubview(view)
            NSLayoutConstraint.activate([
                view.topAnchor.constraint(equalTo: window.topAnchor, constant: 100),
                view.leadingAnchor.constraint(equalTo: window.leadingAnchor),
                view.trailingAnchor.constraint(equalTo: window.trailingAnchor),
            ])
            let forecast = Forecast(title: "Sunny", condition: .sun, summary: "Clear skies all day.")
            view.titleLabel.text = forecast.title
            view.imageView.image = forecast.icon()
            view.summaryLabel.text = forecast.summary
            box.view = view
        }
        let view = box.view!
        let (frame, title, image, summary) = read(sim) {
            (view.frame, view.titleLabel.frame, view.imageView.frame, view.summaryLabel.frame)
        }
        // The readable guide is the 8-point margins area (374 wide, under the 672 limit).
        // Title 1 (28 pt) → 34 high; 8 points of system spacing; the 100 × 80 image centred;
        // 8 more; body (17 pt) → 21 high; 8 of margin: 8 + 34 + 8 + 80 + 8 + 21 + 8 = 167.
        #expect(title == CGRect(x: 8, y: 8, width: 374, height: 34))
        #expect(image == CGRect(x: 145, y: 50, width: 100, height: 80))
        #expect(summary == CGRect(x: 8, y: 138, width: 374, height: 21))
        #expect(frame == CGRect(x: 0, y: 100, width: 390, height: 167))
    }

    @Test("kharrison ListController: a UICollectionViewController with a diffable data source shows a list cell per country, its content configuration filled in")
    func listController() {
        final class Box: @unchecked Sendable { var controller: ListController? }
        let box = Box()
        let sim = show { window in
            let controller = ListController(collectionViewLayout: UICollectionViewFlowLayout())
            controller.countries = [
                Country(name: "France", capital: "Paris", continent: "EU", currency: "EUR", area: 1, population: 1, visited: false),
                Country(name: "Japan", capital: "Tokyo", continent: "AS", currency: "JPY", area: 1, population: 1, visited: true),
            ]
            window.rootViewController = UINavigationController(rootViewController: controller)
            box.controller = controller
        }
        let controller = box.controller!
        let (isCollection, cells, texts) = read(sim) { () -> (Bool, Int, [String]) in
            let cells = controller.collectionView.visibleCells.compactMap { $0 as? UICollectionViewListCell }
            let texts = cells.compactMap { ($0.contentConfiguration as? UIListContentConfiguration)?.secondaryText }.sorted()
            return (controller.view === controller.collectionView, cells.count, texts)
        }
        #expect(isCollection && cells == 2)
        #expect(texts == ["Paris", "Tokyo"])
    }

    @Test("jrasmusson ExtendingUITableViewController: the controller is its table's data source; five rows with their titles")
    func extendingTableViewController() {
        final class Box: @unchecked Sendable { var controller: ExtendingUITableViewController? }
        let box = Box()
        let sim = show { window in
            let controller = ExtendingUITableViewController()
            window.rootViewController = UINavigationController(rootViewController: controller)
            box.controller = controller
        }
        let controller = box.controller!
        let titles = read(sim) { controller.tableView.visibleCells.compactMap { $0.textLabel?.text } }
        #expect(titles == ["Space Invaders", "Dragon Slayer", "Disks of Tron", "Moon Patrol", "Galaga"])
        #expect(read(sim) { controller.navigationItem.title } == "UITableViewController")
    }

    @Test("jrasmusson LabViewController: a tap on a row selects it, and its didSelectRowAt override pushes the lab")
    func labViewController() {
        final class Box: @unchecked Sendable { var navigation: UINavigationController?; var lab: UIViewController? }
        let box = Box()
        let sim = show { window in
            let lab = UIViewController()
            let labs = ["One", "Two", "Three", "Four", "Five"].map { Lab(name: $0, viewController: $0 == "Four" ? lab : UIViewController()) }
            let controller = LabViewController(labs: labs, navBarTitle: "Labs")
            let navigation = UINavigationController(rootViewController: controller)
            window.rootViewController = navigation
            box.navigation = navigation
            box.lab = lab
        }
        // Tap the middle of the fourth row, where the table shows it (clear of the bars).
        let row = read(sim) { () -> CGRect in
            let table = (box.navigation!.topViewController as! LabViewController).tableView!
            let cell = table.visibleCells.first { $0.textLabel?.text == "Four" }!
            return cell.convert(cell.bounds, to: nil)
        }
        #expect(row.minY >= 91)
        sim.tap(at: CGPoint(x: row.midX, y: row.midY))
        sim.run(for: 1)
        #expect(read(sim) { box.navigation!.topViewController === box.lab })
    }

    @Test("Skyscanner fixCaretPosition: through UITextInput, the caret goes to the end of the text")
    func fixCaretPosition() {
        final class Box: @unchecked Sendable { var field: UITextField? }
        let box = Box()
        let sim = show { window in
            let field = UITextField(frame: CGRect(x: 0, y: 100, width: 200, height: 34))
            field.text = "hello"
            window.addSubview(field)
            box.field = field
        }
        let field = box.field!
        let offsets = read(sim) { () -> [Int] in
            _ = field.becomeFirstResponder()
            field.selectedTextRange = field.textRange(from: field.beginningOfDocument, to: field.beginningOfDocument)
            let before = field.offset(from: field.beginningOfDocument, to: field.selectedTextRange!.start)
            field.fixCaretPosition()
            return [before, field.offset(from: field.beginningOfDocument, to: field.selectedTextRange!.start)]
        }
        #expect(offsets == [0, 5])
    }
}
