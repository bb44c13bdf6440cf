import Foundation

/// What encoded image data is, and its size in pixels, from its header alone.
enum ImageHeader {
    /// The formats recognised.
    enum Kind { case png, gif, jpeg }

    /// The format of `data` (nil: none recognised).
    static func kind(of data: Data) -> Kind? {
        let b = [UInt8](data.prefix(4))
        guard b.count >= 3 else { return nil }
        if b.count >= 4, b[0] == 0x89, b[1] == 0x50, b[2] == 0x4E, b[3] == 0x47 { return .png }
        if b[0] == 0x47, b[1] == 0x49, b[2] == 0x46 { return .gif }
        if b[0] == 0xFF, b[1] == 0xD8 { return .jpeg }
        return nil
    }

    /// The size in pixels: a PNG's IHDR, a GIF's logical screen, a JPEG's first frame header.
    static func pixelSize(of data: Data) -> CGSize? {
        let b = [UInt8](data.prefix(64 * 1024))
        func be16(_ i: Int) -> Int { Int(b[i]) << 8 | Int(b[i + 1]) }
        func be32(_ i: Int) -> Int { be16(i) << 16 | be16(i + 2) }
        switch kind(of: data) {
        case .png:
            guard b.count >= 24 else { return nil }
            return CGSize(width: be32(16), height: be32(20))
        case .gif:
            guard b.count >= 10 else { return nil }
            return CGSize(width: Int(b[6]) | Int(b[7]) << 8, height: Int(b[8]) | Int(b[9]) << 8)
        case .jpeg:
            var i = 2
            while i + 9 < b.count, b[i] == 0xFF {
                let marker = b[i + 1]
                let length = be16(i + 2)
                if (0xC0...0xCF).contains(marker), marker != 0xC4, marker != 0xC8, marker != 0xCC {
                    return CGSize(width: be16(i + 7), height: be16(i + 5))
                }
                i += 2 + length
            }
            return nil
        case nil:
            return nil
        }
    }
}
