import CRsvg
import Foundation

/// SVG pictures rasterized to PNG through librsvg and cairo — real
/// renderers of SVG — for a README or a pull-request comment
/// (`slotfit layout … --format png`). The libraries are loaded on the first
/// picture (`dlopen`), so commands that draw none do not pay for them.
public enum SVGRasterizer {
    /// What went wrong, with the fix.
    public struct Failure: Error, CustomStringConvertible, Sendable {
        public var message: String
        public var description: String { message }
    }

    /// The PNG of `svg` at `scale` times its size (2: a Retina-sized image).
    ///
    /// - Throws: `Failure` for SVG librsvg cannot read or a size out of range.
    public static func png(_ svg: String, scale: Double = 2) throws -> [UInt8] {
        guard scale > 0, scale <= 8 else { throw Failure(message: "scale \(scale) is out of range; use 0 < scale ≤ 8") }
        let bytes = Array(svg.utf8)
        var png: UnsafeMutablePointer<UInt8>? = nil
        var length = 0
        var message = [CChar](repeating: 0, count: 512)
        let status = bytes.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { sf_svg_to_png($0.baseAddress, $0.count, scale, &png, &length, &message, message.count) }
        }
        guard status == 0, let png else { throw Failure(message: String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)) }
        defer { sf_png_free(png) }
        return Array(UnsafeBufferPointer(start: png, count: length))
    }
}
