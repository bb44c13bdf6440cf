import Foundation
#if canImport(Testing)
import Testing
#endif
#if canImport(XCTest)
import XCTest
#endif

/// Where an assertion was written.
struct AssertionSite: Sendable {
    let fileID: String
    let filePath: StaticString
    let line: Int
    let column: Int
    let function: String
}

/// Reports a failed assertion to the test framework running: Swift Testing when a Swift Testing
/// test is running, XCTest otherwise; standard error when neither is there.
enum IssueReporting {
    static func fail(_ message: String, at site: AssertionSite) {
        #if canImport(Testing)
        if Test.current != nil {
            Issue.record(Comment(rawValue: message),
                         sourceLocation: SourceLocation(fileID: site.fileID, filePath: "\(site.filePath)", line: site.line, column: site.column))
            return
        }
        #endif
        #if canImport(XCTest)
        XCTFail(message, file: site.filePath, line: UInt(site.line))
        #else
        FileHandle.standardError.write(Data("\(site.filePath):\(site.line): error: \(message)\n".utf8))
        #endif
    }

    /// A note that is not a failure (a baseline recorded), on standard error.
    static func note(_ message: String, at site: AssertionSite) {
        FileHandle.standardError.write(Data("\(site.filePath):\(site.line): note: \(message)\n".utf8))
    }
}
