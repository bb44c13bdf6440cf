/// Facts about this release of Mainline.
package enum MainlineRelease {
    /// The version (`mainline --version`, the reports' tool version).
    package static let version = "0.1.0"
}
