// `import UIKit` for the real UIKit files the benchmarks run unchanged (from Tests/Corpus):
// Mainline under UIKit's name.
@_exported import Mainline
