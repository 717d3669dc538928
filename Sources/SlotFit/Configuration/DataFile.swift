import Foundation
import SlotFitStrings

/// A team's real data for a field (`values: {stop: {file: stops.txt,
/// column: stop_name}}`): a text file's lines, or one column of a CSV file
/// with a header row (RFC 4180 quoting), each value trimmed, empty ones
/// and repeats left out, in the file's order.
public struct DataFile: Sendable, Hashable {
    /// The file's path, absolute.
    public var path: String
    /// The CSV column's name (its header); `nil` for a value per line.
    public var column: String?

    /// The most bytes a data file may have (a GTFS `stops.txt` of a large
    /// network is a few megabytes).
    static let byteLimit = 64 << 20

    /// The values, read as UTF-8.
    ///
    /// - Throws: `SlotFitError` naming the file (and the line) when it
    ///   cannot be read, is not UTF-8, is over 64 MiB, or has no such column.
    public func values() throws -> [String] {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path), let size = attributes[.size] as? Int else {
            throw SlotFitError(.io, "the data file does not exist or cannot be read; give a text file (a value per line) or a CSV file with column:", at: SourceLocation(file: path))
        }
        guard size <= Self.byteLimit else {
            throw SlotFitError(.io, "the data file is \(size) bytes; SlotFit reads data files up to 64 MiB: give the column of the names only", at: SourceLocation(file: path))
        }
        guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8) else {
            throw SlotFitError(.io, "the data file is not UTF-8; save it as UTF-8", at: SourceLocation(file: path))
        }
        var lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map(String.init)
        if let first = lines.first, first.hasPrefix("\u{FEFF}") { lines[0] = String(first.dropFirst()) }
        var seen = Set<String>(), result: [String] = []
        func add(_ value: String) {
            let trimmed = value.trimmingCharacters(in: .whitespaces)
            if !trimmed.isEmpty, seen.insert(trimmed).inserted { result.append(trimmed) }
        }
        guard let column else {
            lines.forEach(add)
            return result
        }
        guard let header = lines.first else { throw SlotFitError(.io, "the CSV file is empty; it needs a header row naming \(column.debugDescription)", at: SourceLocation(file: path)) }
        let names = Self.fields(header)
        guard let index = names.firstIndex(of: column) else {
            throw SlotFitError(.io, "the CSV header has no column \(column.debugDescription) (it has \(names.prefix(12).joined(separator: ", "))); \(DidYouMean.suffix(for: column, in: names, .sentence))fix column: in slotfit.yml",
                               at: SourceLocation(file: path, line: 1))
        }
        for line in lines.dropFirst() where !line.isEmpty {
            let fields = Self.fields(line)
            if index < fields.count { add(fields[index]) }
        }
        return result
    }

    /// One CSV row's fields: commas outside quotes separate; `""` inside
    /// quotes is a quote.
    static func fields(_ line: String) -> [String] {
        var fields: [String] = [], current = "", quoted = false
        var characters = line.makeIterator()
        while let character = characters.next() {
            if quoted {
                if character == "\"" {
                    if let next = characters.next() {
                        if next == "\"" { current.append("\"") } else { quoted = false; if next == "," { fields.append(current); current = "" } else { current.append(next) } }
                    } else { quoted = false }
                } else { current.append(character) }
            } else if character == "\"" && current.isEmpty {
                quoted = true
            } else if character == "," {
                fields.append(current); current = ""
            } else {
                current.append(character)
            }
        }
        fields.append(current)
        return fields
    }
}
