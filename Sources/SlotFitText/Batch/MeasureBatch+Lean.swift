import Foundation
import Synchronization

extension MeasureBatch {
    /// A value `measure --batch --fields` writes, one tab-separated column each.
    package enum Field: String, Sendable, Hashable, CaseIterable {
        /// The laid-out width in points (after scaling), 3 decimals.
        case width
        /// The height in points, 3 decimals.
        case height
        /// The width on one line at full size, 3 decimals.
        case naturalWidth
        /// The scale applied (`minimumScaleFactor`), 4 decimals.
        case scale
        /// fits, scaled, wrapped, truncated or clipped.
        case verdict
        /// The number of lines.
        case lines
        /// The text as shown (an ellipsis where cut); tabs and line breaks escaped.
        case visibleText
        /// ltr or rtl.
        case direction

        /// Parses `width,verdict,…`; an unknown name is an error listing the known ones.
        package static func list(_ text: String) throws -> [Field] {
            try text.split(separator: ",").map { name in
                let trimmed = name.trimmingCharacters(in: .whitespaces)
                guard let field = Field(rawValue: trimmed) else {
                    let known = Field.allCases.map(\.rawValue)
                    let near = DidYouMean.suffix(for: trimmed, in: known, .sentence)
                    throw SlotFitError(.invalidArgument, "--fields: \"\(trimmed)\" is not a field; \(near)fields: \(known.joined(separator: ", "))")
                }
                return field
            }
        }
    }

    /// How batch input is written.
    package enum InputFormat: String, Sendable, CaseIterable {
        /// One JSON object per line, the command's flags in camelCase.
        case jsonl
        /// Tab-separated: a header line of those names (`locale`, `size`,
        /// `width`, `lineLimit`, `text`…), then one request per line; in the
        /// text, `\t`, `\n` and `\\` stand for a tab, a line break and a backslash.
        case tsv
    }

    /// Measures every request of `input`, writing one output line per
    /// request through `write` in order: the full JSON object, or with
    /// `fields` only those values, tab-separated (an error line starts
    /// with `error\t`). Requests are measured on every core, a block of
    /// lines at a time; the output is in input order and the same bytes
    /// however many cores measured it. Output goes out in blocks.
    package func run(_ input: Data, format: InputFormat, fields: [Field]?,
                    cores: Int = ProcessInfo.processInfo.activeProcessorCount,
                    write: (UnsafeRawBufferPointer) -> Void) {
        var out: [UInt8] = []
        out.reserveCapacity(1 << 16)
        func emit(_ line: String) {
            out.append(contentsOf: line.utf8)
            out.append(0x0A)
            if out.count >= 1 << 16 { out.withUnsafeBytes(write); out.removeAll(keepingCapacity: true) }
        }
        var lines = MeasureBatch.requestLines(input)
        var header: [String]? = nil
        if format == .tsv, let first = lines.first {
            header = String(decoding: first.bytes, as: UTF8.self).split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            if let bad = header!.first(where: { !MeasureLine.keys.contains($0) }) {
                let near = DidYouMean.nearest(to: bad, in: MeasureLine.keys) ?? "text"
                emit("error\tline \(first.number): unknown column \(bad.debugDescription)\(DidYouMean.phrase(near)) Columns: \(MeasureLine.keys.joined(separator: ", "))")
                out.withUnsafeBytes(write)
                return
            }
            lines.removeFirst()
        }
        let names = header ?? []
        let measured: @Sendable (Int, [UInt8]) -> String = { [self] number, bytes in
            switch format {
            case .jsonl:
                guard let fields else { return self.measure(line: bytes, number: number) }
                return self.lean(number: number, fields: fields) { try self.decodeJSON(bytes, number: number) }
            case .tsv:
                return self.lean(number: number, fields: fields ?? [.width, .height, .verdict]) { try MeasureBatch.tsvLine(bytes, names: names, number: number) }
            }
        }
        let workers = max(1, cores)
        let blockSize = 16_384
        var start = 0
        while start < lines.count {
            let block = Array(lines[start..<min(start + blockSize, lines.count)])
            var results = [String](repeating: "", count: block.count)
            if workers == 1 || block.count < 64 {
                for (index, line) in block.enumerated() { results[index] = measured(line.number, line.bytes) }
            } else {
                // Workers take the next 32 lines as they finish theirs, so
                // none waits at the block's end for another's longer lines.
                let next = Atomic<Int>(0)
                results.withUnsafeMutableBufferPointer { buffer in
                    let slots = UncheckedBuffer(buffer)
                    DispatchQueue.concurrentPerform(iterations: workers) { _ in
                        while true {
                            let first = next.add(32, ordering: .relaxed).oldValue
                            guard first < block.count else { break }
                            for index in first..<min(first + 32, block.count) {
                                slots.buffer[index] = measured(block[index].number, block[index].bytes)
                            }
                        }
                    }
                }
            }
            for line in results { emit(line) }
            start += blockSize
        }
        if !out.isEmpty { out.withUnsafeBytes(write) }
    }

    /// One request's fields, or `error\t…` naming its line.
    func lean(number: Int, fields: [Field], _ line: () throws -> MeasureLine) -> String {
        do {
            let measurement = try engine.measure(try line().request())
            return fields.map { MeasureBatch.value($0, of: measurement) }.joined(separator: "\t")
        } catch {
            let message = (error as? SlotFitError)?.description ?? "\(error)"
            return "error\t" + Self.oneLine(message.hasPrefix("line \(number)") ? message : "line \(number): \(message)")
        }
    }

    /// A message as one TSV field of one line: a tab, line break or other
    /// control quoted from the request is written as its escape (`\n`),
    /// so one request is always one line of output.
    static func oneLine(_ message: String) -> String {
        guard message.unicodeScalars.contains(where: { $0.properties.generalCategory == .control || $0 == "\u{2028}" || $0 == "\u{2029}" || $0 == "\u{85}" }) else { return message }
        var out = ""
        for scalar in message.unicodeScalars {
            switch scalar {
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.properties.generalCategory == .control || scalar == "\u{2028}" || scalar == "\u{2029}":
                out += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    static func value(_ field: Field, of layout: TextMeasurement) -> String {
        switch field {
        case .width: return fixed(layout.width, 3)
        case .height: return fixed(layout.height, 3)
        case .naturalWidth: return fixed(layout.naturalWidth, 3)
        case .scale: return fixed(layout.scale, 4)
        case .verdict: return layout.verdict.name
        case .lines: return String(layout.lineCount)
        case .visibleText: return escape(layout.visibleText)
        case .direction: return layout.direction == .rightToLeft ? "rtl" : "ltr"
        }
    }

    /// `value` with `digits` decimals, rounded as the JSON objects round
    /// (half away from zero), without Foundation's formatter.
    static func fixed(_ value: Double, _ digits: Int) -> String {
        guard value.isFinite else { return "\(value)" }
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        let scaled = (abs(value) * scale).rounded()
        let whole = Int(scaled / scale), fraction = Int(scaled) - whole * Int(scale)
        var text = String(fraction)
        while text.count < digits { text = "0" + text }
        return (value < 0 && scaled != 0 ? "-" : "") + String(whole) + (digits > 0 ? "." + text : "")
    }

    static func escape(_ text: String) -> String {
        guard text.contains(where: { $0 == "\t" || $0 == "\n" || $0 == "\\" || $0 == "\r" }) else { return text }
        return text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\t", with: "\\t")
            .replacingOccurrences(of: "\r", with: "\\r").replacingOccurrences(of: "\n", with: "\\n")
    }

    /// A TSV line read into a `MeasureLine` by the header's names.
    static func tsvLine(_ bytes: [UInt8], names: [String], number: Int) throws -> MeasureLine {
        guard String(validating: bytes, as: UTF8.self) != nil else {
            throw SlotFitError(.invalidArgument, "line \(number) is not valid UTF-8; save the input as UTF-8")
        }
        let values = bytes.split(separator: 0x09, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
        guard values.count == names.count else {
            throw SlotFitError(.invalidArgument, "line \(number) has \(values.count) columns, the header \(names.count) (\(names.joined(separator: ", "))); separate columns with one tab, and write a tab in a text as \\t")
        }
        var line = MeasureLine(text: "")
        for (name, raw) in zip(names, values) {
            let value = String(raw)
            func numeric() throws -> Double {
                guard let n = Double(value), n.isFinite else { throw SlotFitError(.invalidArgument, "line \(number): \(name) \"\(value)\" is not a number") }
                return n
            }
            func flag() throws -> Bool {
                switch value { case "true", "1": return true; case "false", "0", "": return false
                default: throw SlotFitError(.invalidArgument, "line \(number): \(name) \"\(value)\" is not true or false") }
            }
            switch name {
            case "text": line.text = unescape(value)
            case "locale": line.locale = value.isEmpty ? nil : value
            case "size": line.size = value.isEmpty ? nil : try numeric()
            case "style": line.style = value.isEmpty ? nil : value
            case "weight": line.weight = value.isEmpty ? nil : value
            case "monospacedDigits": line.monospacedDigits = try flag()
            case "tracking": line.tracking = value.isEmpty ? nil : try numeric()
            case "width": line.width = value.isEmpty ? nil : try numeric()
            case "height": line.height = value.isEmpty ? nil : try numeric()
            case "lineLimit":
                guard value.isEmpty || Int(value) != nil else { throw SlotFitError(.invalidArgument, "line \(number): lineLimit \"\(value)\" is not a whole number") }
                line.lineLimit = Int(value)
            case "minimumScaleFactor": line.minimumScaleFactor = value.isEmpty ? nil : try numeric()
            case "truncation": line.truncation = value.isEmpty ? nil : value
            case "layoutDirection": line.layoutDirection = value.isEmpty ? nil : value
            case "pinLTR": line.pinLTR = try flag()
            default: break
            }
        }
        return line
    }

    static func unescape(_ text: String) -> String {
        guard text.utf8.contains(0x5C) else { return text }
        var out = ""
        var escaped = false
        for c in text {
            if escaped {
                switch c { case "t": out.append("\t"); case "n": out.append("\n"); case "r": out.append("\r"); default: out.append(c) }
                escaped = false
            } else if c == "\\" { escaped = true } else { out.append(c) }
        }
        if escaped { out.append("\\") }
        return out
    }
}

/// A buffer each worker writes its own indices of.
private struct UncheckedBuffer: @unchecked Sendable {
    let buffer: UnsafeMutableBufferPointer<String>
    init(_ buffer: UnsafeMutableBufferPointer<String>) { self.buffer = buffer }
}
