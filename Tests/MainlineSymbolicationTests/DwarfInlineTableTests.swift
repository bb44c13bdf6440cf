import Foundation
import InlineFixture
import Testing
@testable import MainlineSymbolication

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
    /// The tables read ahead of a report are those of the image the code runs in (the test
    /// binary here), found from an address of its own code.
    @Test func tablesPreparedForTheRunningImage() throws {
        let path = try #require(CallSiteResolver.prepareTables())
        #expect(URL(fileURLWithPath: path).lastPathComponent == URL(fileURLWithPath: CommandLine.arguments[0]).lastPathComponent)
    }

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

    /// A line table decodes only the unit an address is in (not the whole table) and finds the
    /// address's line there; an address no unit covers is looked up in the whole table.
    @Test func lineTableDecodesOnlyTheUnitAsked() throws {
        let (_, captured) = capturedThroughInlining(5)
        let stack = try #require(captured)
        let images = CallSiteResolver.images
        let names = CallSiteResolver.functionNames(stack)
        let address = try #require(stack.addresses[try #require(names.firstIndex { $0?.hasPrefix("capturedThroughInlining") == true })])
        let index = try #require(images.indexOfImage(at: .init(UInt64(address))))
        let path = try #require(images[index].path)
        let inline = try #require(DwarfInlineTable(elfAt: path))
        #expect(inline.unitLines.count > 1)
        let table = try #require(DwarfLineTable(elfAt: path, units: inline.unitLines))
        let link = UInt64(address - 1) &- UInt64(try #require(UInt64(images[index].baseAddress))) &+ table.linkBase
        let location = try #require(table.location(of: link))
        #expect(location.path.hasSuffix("InlinedCalls.swift") && location.line == 8)
        #expect(table.decodedUnitCount == 1 && !table.hasDecodedWholeTable)
        #expect(table.location(of: 0x10) == nil && table.hasDecodedWholeTable)
    }

    /// A line table decoded unit by unit, as addresses ask, answers as the whole table decoded
    /// at once does, byte for byte around a stack's return addresses in this binary.
    @Test func unitByUnitLineTableAgreesWithTheWholeTable() throws {
        let (_, captured) = capturedThroughInlining(5)
        let stack = try #require(captured)
        let address = try #require(stack.addresses.first)
        let images = CallSiteResolver.images
        let index = try #require(images.indexOfImage(at: .init(UInt64(address))))
        let path = try #require(images[index].path)
        let inline = try #require(DwarfInlineTable(elfAt: path))
        let byUnit = try #require(DwarfLineTable(elfAt: path, units: inline.unitLines))
        let whole = try #require(DwarfLineTable(elfAt: path, units: []))
        let base = try #require(UInt64(images[index].baseAddress))
        var found = 0
        var differing: [UInt64] = []
        for returnAddress in stack.addresses where images.indexOfImage(at: .init(UInt64(returnAddress))) == index {
            for offset in -200..<200 {
                let link = UInt64(Int(returnAddress) + offset) &- base &+ whole.linkBase
                let expected = whole.location(of: link), actual = byUnit.location(of: link)
                if expected != nil { found += 1 }
                let start = link &- 64
                if actual?.path != expected?.path || actual?.line != expected?.line
                    || byUnit.lineAtOrBefore(link, notBefore: start)?.line != whole.lineAtOrBefore(link, notBefore: start)?.line {
                    differing.append(link)
                }
            }
        }
        #expect(differing.isEmpty)
        #expect(found > 400)
    }

    /// Addresses outside any image's debugging information have no chain (the runtime is asked).
    @Test func addressesOutsideTheTables() {
        #expect(CallSiteResolver.ownChains([0x10])[0x10] ?? nil == nil)
    }
    #endif
}
