import Foundation
import SlotFit

/// The Swift line an error points at, quoted with a caret under the column,
/// as a compiler prints it:
///
///     RideLiveActivity.swift:43:13: "pickupAt": … give the field a date
///        43 |             Text(context.state.pickupAt, style: .time)
///           |             ^
package enum SourceQuote {
    /// The widest stretch of a line quoted: a longer line (a generated
    /// chain of modifiers) is cut around the column, with "…" either side.
    package static let width = 120

    /// The two lines quoting `location` (a `.swift` file with a line; its
    /// path relative to `base`, or absolute), or `nil` when there is no
    /// such line to quote — or when `project` is given and the file lies
    /// outside it after symbolic links (an error about a project never
    /// quotes a file outside it; a path given on the command line is the
    /// user's own).
    static func excerpt(at location: SlotFitCore.SourceLocation, base: String = FileManager.default.currentDirectoryPath, confinedTo project: String? = nil) -> String? {
        guard location.file.hasSuffix(".swift"), let line = location.line, line > 0 else { return nil }
        let path = location.file.hasPrefix("/") ? location.file : (base as NSString).appendingPathComponent(location.file)
        if let project, !SourceInventory.leadsInside(path, project) { return nil }
        guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8) else { return nil }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard line <= lines.count else { return nil }
        var source = Array(String(lines[line - 1]).replacingOccurrences(of: "\t", with: "    "))
        // SwiftSyntax counts columns in UTF-8 bytes; the caret goes under the character.
        var indent = source.prefix { $0 == " " }.count
        if let column = location.column {
            var bytes = 0
            indent = source.count
            for (offset, character) in source.enumerated() {
                if bytes >= column - 1 { indent = offset; break }
                bytes += character.utf8.count
            }
        }
        if source.count > width {
            let start = max(0, min(indent - width / 2, source.count - width))
            let end = min(source.count, start + width)
            let head = start > 0 ? "…" : "", tail = end < source.count ? "…" : ""
            source = Array(head) + Array(source[start..<end]) + Array(tail)
            indent = indent - start + head.count
        }
        let gutter = String(line)
        let pad = String(repeating: " ", count: gutter.count)
        return " \(gutter) | \(String(source))\n \(pad) | " + String(repeating: " ", count: min(indent, source.count)) + "^"
    }

    /// The error's one line, followed by its Swift line quoted when it has one.
    package static func annotate(_ error: SlotFitError, base: String = FileManager.default.currentDirectoryPath, confinedTo project: String? = nil) -> String {
        guard let location = error.location, let quoted = excerpt(at: location, base: base, confinedTo: project) else { return error.description }
        return error.description + "\n" + quoted
    }
}
