import Foundation
@testable import Mainline
import Testing

/// A view that counts the trait changes it hears.
private final class CountingTraitView: UIView {
    var changes = 0
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        changes += 1
    }
}

@Suite("Trait collections: layout direction, force touch, combining, containment and the current collection")
struct TraitEnvironmentTests {
    @Test("a view on an iPhone screen: left to right, no force touch; an override of one trait keeps the others")
    func phoneTraits() {
        let sim = makeSimulation()
        let traits = inspect(sim) { () -> (UITraitCollection, UITraitCollection) in
            let window = UIWindow()
            let parent = UIViewController()
            let child = UIViewController()
            parent.addChild(child)
            parent.view.addSubview(child.view)
            child.didMove(toParent: parent)
            parent.setOverrideTraitCollection(UITraitCollection(layoutDirection: .rightToLeft), forChild: child)
            window.rootViewController = parent
            window.makeKeyAndVisible()
            let label = UILabel()
            parent.view.addSubview(label)
            return (label.traitCollection, child.traitCollection)
        }
        #expect(traits.0.layoutDirection == .leftToRight)
        #expect(traits.0.forceTouchCapability == .unavailable)
        #expect(traits.1.layoutDirection == .rightToLeft)
        #expect(traits.1.horizontalSizeClass == .compact && traits.1.userInterfaceIdiom == .phone)
    }

    @Test("traitsFromCollections: the last collection specifying a trait wins; containsTraits(in:) compares only the specified traits")
    func combineAndContain() {
        let combined = UITraitCollection(traitsFromCollections: [
            UITraitCollection(userInterfaceStyle: .light, horizontalSizeClass: .compact),
            UITraitCollection(userInterfaceStyle: .dark),
            UITraitCollection(layoutDirection: .rightToLeft),
        ])
        #expect(combined.userInterfaceStyle == .dark)
        #expect(combined.horizontalSizeClass == .compact)
        #expect(combined.layoutDirection == .rightToLeft)
        #expect(combined.verticalSizeClass == .unspecified && combined.forceTouchCapability == .unknown)
        #expect(combined.containsTraits(in: UITraitCollection(userInterfaceStyle: .dark)))
        #expect(combined.containsTraits(in: UITraitCollection(traitsFromCollections: [UITraitCollection(horizontalSizeClass: .compact),
                                                                                       UITraitCollection(layoutDirection: .rightToLeft)])))
        #expect(!combined.containsTraits(in: UITraitCollection(userInterfaceStyle: .light)))
        #expect(!combined.containsTraits(in: UITraitCollection(forceTouchCapability: .available)))
        #expect(combined.containsTraits(in: nil) && combined.containsTraits(in: UITraitCollection()))
    }

    @Test("current: the running app's traits by default, the collection performAsCurrent gives while it runs, then back")
    func currentCollection() {
        let sim = makeSimulation()
        sim.setUserInterfaceStyle(.dark)
        sim.runUntilIdle()
        let styles = inspect(sim) { () -> [UIUserInterfaceStyle] in
            var seen = [UITraitCollection.current.userInterfaceStyle]
            UITraitCollection(userInterfaceStyle: .light).performAsCurrent {
                seen.append(UITraitCollection.current.userInterfaceStyle)
                let resolved = UIColor { $0.userInterfaceStyle == .dark ? .black : .white }.resolvedColor(with: UITraitCollection.current)
                seen.append(resolved == .white ? .light : .dark)
            }
            seen.append(UITraitCollection.current.userInterfaceStyle)
            return seen
        }
        #expect(styles == [.dark, .light, .light, .dark])
    }

    @Test("views, controllers and window scenes are trait environments; a call through the protocol reaches the override")
    func traitEnvironments() {
        let sim = makeSimulation()
        let result = inspect(sim) { () -> ([UIUserInterfaceIdiom], Int) in
            let window = UIWindow()
            let controller = UIViewController()
            window.rootViewController = controller
            window.makeKeyAndVisible()
            let view = CountingTraitView()
            controller.view.addSubview(view)
            let environment: UITraitEnvironment = view
            environment.traitCollectionDidChange(nil)
            // Generic code over trait environments, as apps write it.
            let environments: [UITraitEnvironment] = [view, controller, window.windowScene!]
            return (environments.map { $0.traitCollection.userInterfaceIdiom }, view.changes)
        }
        #expect(result.0 == [.phone, .phone, .phone])
        #expect(result.1 == 1)
    }
}
