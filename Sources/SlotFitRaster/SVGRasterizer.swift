import CRsvg
import Foundation

/// SVG pictures rasterized to PNG through librsvg and cairo — real
/// renderers of SVG — for a README or a pull-request comment
/// (`slotfit layout … --format png`).
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
        var error: UnsafeMutablePointer<GError>? = nil
        guard let handle = bytes.withUnsafeBufferPointer({ rsvg_handle_new_from_data($0.baseAddress, gsize($0.count), &error) }) else {
            let reason = error.map { String(cString: $0.pointee.message) } ?? "unknown error"
            if let error { g_error_free(error) }
            throw Failure(message: "the SVG does not parse: \(reason)")
        }
        defer { g_object_unref(UnsafeMutableRawPointer(handle)) }
        var width = 0.0, height = 0.0
        guard rsvg_handle_get_intrinsic_size_in_pixels(handle, &width, &height) != 0, width > 0, height > 0,
              width * scale <= 16_384, height * scale <= 16_384 else {
            throw Failure(message: "the SVG has no size (or one over 16,384 px at \(scale)×); give it width and height")
        }
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32((width * scale).rounded(.up)), Int32((height * scale).rounded(.up))) else {
            throw Failure(message: "cairo could not make a \(width)×\(height) surface")
        }
        defer { cairo_surface_destroy(surface) }
        let context = cairo_create(surface)
        defer { cairo_destroy(context) }
        cairo_scale(context, scale, scale)
        var viewport = RsvgRectangle(x: 0, y: 0, width: width, height: height)
        guard rsvg_handle_render_document(handle, context, &viewport, &error) != 0 else {
            let reason = error.map { String(cString: $0.pointee.message) } ?? "unknown error"
            if let error { g_error_free(error) }
            throw Failure(message: "librsvg could not draw the picture: \(reason)")
        }
        cairo_surface_flush(surface)
        final class Sink { var bytes: [UInt8] = [] }
        let sink = Sink()
        let status = cairo_surface_write_to_png_stream(surface, { closure, data, length in
            guard let closure, let data else { return CAIRO_STATUS_WRITE_ERROR }
            let sink = Unmanaged<Sink>.fromOpaque(closure).takeUnretainedValue()
            sink.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
            return CAIRO_STATUS_SUCCESS
        }, Unmanaged.passUnretained(sink).toOpaque())
        guard status == CAIRO_STATUS_SUCCESS else { throw Failure(message: "cairo could not write the PNG (status \(status.rawValue))") }
        return sink.bytes
    }
}
