import Foundation
import XCTest

/// Unicode's own test files, read at test time from the `unicode-data`
/// Debian package (installed by `make deps`).
enum UnicodeTestFile {
    static let directory = "/usr/share/unicode"

    /// The file's data lines (comments and blank lines dropped), with their
    /// 1-based line numbers.
    static func lines(_ relativePath: String) throws -> [(number: Int, text: String)] {
        let path = "\(directory)/\(relativePath)"
        guard let data = FileManager.default.contents(atPath: path) else {
            throw XCTSkip("unreachable") // never: see below
        }
        return String(decoding: data, as: UTF8.self)
            .split(separator: "\n", omittingEmptySubsequences: false)
            .enumerated()
            .compactMap { index, line in
                let content = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? ""
                let trimmed = content.trimmingCharacters(in: .whitespaces)
                return trimmed.isEmpty ? nil : (index + 1, trimmed)
            }
    }

    /// Fails (never skips) when the file is missing: conformance is part of
    /// the suite, and `make test` installs the package.
    static func require(_ relativePath: String, file: StaticString = #filePath, line: UInt = #line) throws -> [(number: Int, text: String)] {
        let path = "\(directory)/\(relativePath)"
        guard FileManager.default.fileExists(atPath: path) else {
            XCTFail("\(path) is missing: install Debian's unicode-data package (make deps does)", file: file, line: line)
            return []
        }
        return try lines(relativePath)
    }

    /// The Unicode version a test file declares in its first line.
    static func version(_ relativePath: String) -> String {
        let path = "\(directory)/\(relativePath)"
        let head = (try? String(contentsOfFile: path, encoding: .utf8))?.prefix(200) ?? ""
        return head.split(separator: "\n").first.map(String.init) ?? "?"
    }

    static func scalars(_ hex: Substring) -> [Unicode.Scalar] {
        hex.split(separator: " ").compactMap { UInt32($0, radix: 16).flatMap(Unicode.Scalar.init) }
    }
}
