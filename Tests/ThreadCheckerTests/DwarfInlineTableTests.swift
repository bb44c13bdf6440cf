import InlineFixture
import Testing
@testable import ThreadChecker

/// Inlined frames, from the image's own debugging information.
@Suite struct DwarfInlineTableTests {
    #if os(Linux)
    /// A return address inside inlined code gives the inlined function at the line of its call
    /// of `captureStack`, then the function it was inlined into at the line of the inlined call.
    @Test func inlinedFramesAndTheirCallLines() throws {
        let (value, captured) = capturedThroughInlining(4)
        #expect(value == 13)
        // (In a debug build the capture's own closures are frames too.)
        let stack = try #require(captured)
        let names = CallSiteResolver.functionNames(stack)
        let index = try #require(names.firstIndex { $0?.hasPrefix("capturedThroughInlining") == true }, "\(names)")
        let address = stack.addresses[index]
        let chain = try #require(CallSiteResolver.ownChains([address], repairingLineZero: false)[address] ?? nil)
        let frames = chain.compactMap { $0 }
        try #require(frames.count == 2, "\(chain)")
        #expect(frames[0].function == "scaled(_:)")
        #expect(frames[0].fileName == "InlinedCalls.swift" && frames[0].line == 8)
        #expect(frames[1].function == "capturedThroughInlining(_:)")
        #expect(frames[1].fileName == "InlinedCalls.swift" && frames[1].line == 16)
        // Without inlined frames: the inlined code's line, under the function it is in.
        let quick = CallSiteResolver.sites(at: [address], inlinedFrames: false)[address]
        #expect(quick?.first?.function == "capturedThroughInlining(_:)" && quick?.first?.line == 8)
    }

    /// Positions and lengths read from a damaged file stop the reading; they do not trap.
    @Test func damagedInputStopsTheCursor() {
        let bytes: [UInt8] = [0x01, 0x02, 0x03, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x7f]
        bytes.withUnsafeBytes { raw in
            var far = ByteCursor(raw, at: Int.max)
            #expect(far.atEnd && far.read(UInt64.self) == 0 && far.cString().isEmpty)
            let negative = ByteCursor(raw, at: -5)
            #expect(negative.atEnd)
            var cursor = ByteCursor(raw)
            cursor.skip(1)
            cursor.skip(Int.max)
            #expect(cursor.atEnd && cursor.read(UInt32.self) == 0)
            var leb = ByteCursor(raw, at: 3)
            _ = leb.uleb()
            // (Nine continuation bytes and a last one: the number ends at the buffer's last byte.)
            #expect(leb.offset == raw.count && !leb.overran)
            var past = ByteCursor(raw, at: 10)
            past.offset = 1_000
            #expect(past.read(UInt8.self) == 0 && past.cString().isEmpty && past.atEnd)
        }
    }

    /// Addresses outside any image's debugging information have no chain (the runtime is asked).
    @Test func addressesOutsideTheTables() {
        #expect(CallSiteResolver.ownChains([0x10])[0x10] ?? nil == nil)
    }
    #endif
}
