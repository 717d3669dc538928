/// A cell of the CSV files SlotFit writes for translators' spreadsheets.
package enum CSVField {
    /// `text` as one CSV cell: quoted as RFC 4180 says when it holds a
    /// comma, a quote or a line break. A cell from the project that starts
    /// `=`, `+`, `-`, `@`, a tab or a carriage return is a formula to a
    /// spreadsheet: it gets a leading `'`, as OWASP's advice on CSV
    /// injection says; a number (`-3.500`) stays a number.
    package static func cell(_ text: String) -> String {
        var cell = text
        if let first = text.unicodeScalars.first, "=+-@\t\r".unicodeScalars.contains(first), Double(text) == nil { cell = "'" + text }
        return cell.contains(where: { ",\"\n\r".contains($0) }) ? "\"" + cell.replacingOccurrences(of: "\"", with: "\"\"") + "\"" : cell
    }
}
