// `import UIKit` brings Foundation (CGRect, NSCoder, URL, …); `import Mainline` does the same,
// so app code compiles with only its import changed. On Linux `URLSession` and its kin live in
// FoundationNetworking, which Apple platforms fold into Foundation.
@_exported import Foundation
#if canImport(FoundationNetworking)
@_exported import FoundationNetworking
#endif

// Profiles, findings and reports live in their own module; `import Mainline` brings them.
@_exported import MainlineProfile
