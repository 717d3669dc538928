import Foundation

/// One line of `slotfit measure --batch` input: the command's flags in
/// camelCase. Unknown keys are errors, so a typo is never silently ignored.
struct MeasureLine: Sendable, Hashable {
    package var text: String
    package var locale: String?
    package var size: Double?
    package var style: String?
    package var weight: String?
    package var monospacedDigits: Bool?
    package var tracking: Double?
    package var width: Double?
    package var height: Double?
    package var lineLimit: Int?
    package var minimumScaleFactor: Double?
    package var truncation: String?
    package var layoutDirection: String?
    package var pinLTR: Bool?

    /// A line with only its text; the other values as the command's defaults.
    package init(text: String) { self.text = text }

    static let keys = ["text", "locale", "size", "style", "weight", "monospacedDigits", "tracking", "width", "height",
                       "lineLimit", "minimumScaleFactor", "truncation", "layoutDirection", "pinLTR"]

    /// The request this line describes.
    ///
    /// - Throws: `SlotFitError.invalidArgument` naming the bad value and the
    ///   values that would do.
    package func request() throws -> TextRequest {
        try MeasureOptionsParser.request(text: text, locale: locale, size: size, style: style, weight: weight,
                                         monospacedDigits: monospacedDigits ?? false, tracking: tracking ?? 0,
                                         width: width, height: height, lineLimit: lineLimit,
                                         minimumScaleFactor: minimumScaleFactor ?? 1, truncation: truncation,
                                         layoutDirection: layoutDirection, pinLTR: pinLTR ?? false)
    }
}

/// Turns the CLI's words into a `TextRequest`, with errors that list the
/// accepted values. Shared by the flags and the batch lines.
package enum MeasureOptionsParser {
    /// Builds a request from option values as typed.
    package static func request(text: String, locale: String?, size: Double?, style: String?, weight: String?,
                               monospacedDigits: Bool, tracking: Double, width: Double?, height: Double?,
                               lineLimit: Int?, minimumScaleFactor: Double, truncation: String?,
                               layoutDirection: String?, pinLTR: Bool) throws -> TextRequest {
        var parsedWeight: FontWeight? = nil
        if let weight {
            guard let value = FontWeight(name: weight) else {
                throw SlotFitError(.invalidArgument, "weight \"\(weight)\" is not a SwiftUI weight; use one of \(FontWeight.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            parsedWeight = value
        }
        var font = FontSpec(style: .body, weight: parsedWeight)
        if let style {
            guard let value = TextStyle(name: style) else {
                throw SlotFitError(.invalidArgument, "style \"\(style)\" is not a SwiftUI text style; use one of \(TextStyle.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            font = FontSpec(style: value, weight: parsedWeight)
        }
        if let size {
            if style != nil { font.explicitSize = size } else { font = FontSpec(size: size, weight: parsedWeight ?? .regular) }
        }
        var mode = TruncationMode.tail
        if let truncation {
            guard let value = TruncationMode(rawValue: truncation.lowercased()) else {
                throw SlotFitError(.invalidArgument, "truncation \"\(truncation)\" is not a truncation mode; use tail, middle or head")
            }
            mode = value
        }
        var direction: LayoutDirection? = nil
        if let layoutDirection {
            switch layoutDirection.lowercased() {
            case "ltr", "lefttoright": direction = .leftToRight
            case "rtl", "righttoleft": direction = .rightToLeft
            default: throw SlotFitError(.invalidArgument, "layout direction \"\(layoutDirection)\" is not a direction; use ltr or rtl (or leave it out to follow the locale)")
            }
        }
        return TextRequest(text, locale: locale ?? "en", font: font, monospacedDigits: monospacedDigits,
                           tracking: tracking, width: width, height: height, lineLimit: lineLimit,
                           minimumScaleFactor: minimumScaleFactor, truncationMode: mode,
                           layoutDirection: direction, pinnedLeftToRight: pinLTR)
    }
}

/// `slotfit measure --batch`: JSON Lines in, JSON Lines out, in order. A bad
/// line yields an error object naming its line number; the others still run.
package struct MeasureBatch: Sendable {
    /// The engine measuring every line.
    package var engine: TextEngine

    /// Creates a batch runner.
    package init(engine: TextEngine) { self.engine = engine }

    /// Measures every non-empty line of `input` (raw bytes, so invalid UTF-8
    /// is reported per line), returning one JSON line per input line.
    package func run(_ input: Data) -> [String] {
        MeasureBatch.requestLines(input).map { measure(line: $0.bytes, number: $0.number) }
    }

    /// The lines of `input` that hold a request, with their 1-based line
    /// numbers: a trailing CR dropped, blank lines skipped.
    static func requestLines(_ input: Data) -> [(number: Int, bytes: [UInt8])] {
        // One pass over the bytes with `memchr` (splitting `Data` went
        // through its index checks byte by byte).
        var lines: [(number: Int, bytes: [UInt8])] = []
        input.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) in
            guard let base = buffer.baseAddress?.assumingMemoryBound(to: UInt8.self) else {
                return  // no bytes: no line
            }
            let count = buffer.count
            var start = 0, lineNumber = 0
            while start <= count {
                var end = count
                if start < count, let found = memchr(base + start, 0x0A, count - start) {
                    end = UnsafePointer<UInt8>(found.assumingMemoryBound(to: UInt8.self)) - base
                }
                lineNumber += 1
                var last = end
                if last > start && base[last - 1] == 0x0D { last -= 1 }
                var blank = true
                for i in start..<last where base[i] != 0x20 && base[i] != 0x09 { blank = false; break }
                if !blank { lines.append((lineNumber, Array(UnsafeBufferPointer(start: base + start, count: last - start)))) }
                start = end + 1
            }
        }
        return lines
    }

    /// One JSON line read into a `MeasureLine` (`MeasureLine+JSON.swift`):
    /// valid UTF-8, no lone surrogate, an object, known keys only.
    func decodeJSON(_ bytes: [UInt8], number: Int) throws -> MeasureLine {
        try bytes.withUnsafeBufferPointer { try MeasureLine(jsonLine: $0, number: number) }
    }

    /// Measures one line, or describes why it cannot be measured.
    package func measure(line bytes: [UInt8], number: Int) -> String {
        do {
            let line = try decodeJSON(bytes, number: number)
            let layout = try engine.layout(try line.request())
            return try layout.jsonLine()
        } catch {
            let message = (error as? SlotFitError)?.description ?? "\(error)"
            let prefixed = message.hasPrefix("line \(number)") ? message : "line \(number): \(message)"
            let object: [String: Any] = ["line": number, "error": prefixed]
            let data = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes])) ?? Data()
            return String(decoding: data, as: UTF8.self)
        }
    }
}
