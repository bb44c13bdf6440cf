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

    /// The image's own symbol table names every address of a stack (the test binary's, the
    /// standard library's, the system's) as the runtime's does: raw and demangled name, offset
    /// into the function, image.
    @Test func ownSymbolTableAgreesWithTheRuntime() throws {
        let (_, captured) = capturedThroughInlining(3)
        let stack = try #require(captured)
        // Every byte around each return address: function starts and ends are crossed.
        let addresses = Array(Set(stack.addresses.flatMap { address in (0..<160).map { address &- 80 &+ $0 } }))
        let own = CallSiteResolver.symbols(addresses, images: CallSiteResolver.images)
        let runtime = CallSiteResolver.runtimeSymbols(addresses, images: CallSiteResolver.images)
        #expect(runtime.count > addresses.count / 2)
        var compared = 0
        for address in addresses {
            guard let expected = runtime[address] else { continue }
            let found = own[address]
            compared += 1
            #expect(found?.raw == expected.raw && found?.name == expected.name && found?.offset == expected.offset
                    && found?.image == expected.image, "\(address): \(String(describing: found)) vs \(expected)")
        }
        #expect(compared == runtime.count)
    }

    /// Addresses outside any image's debugging information have no chain (the runtime is asked).
    @Test func addressesOutsideTheTables() {
        #expect(CallSiteResolver.ownChains([0x10])[0x10] ?? nil == nil)
    }
    #endif
}
