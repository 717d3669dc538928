import Dispatch
import Foundation
import Synchronization

/// An `.xcstrings` file read without decoding its entries: the whole file
/// checked as JSON (RFC 8259's grammar), its top-level members decoded, and
/// for each key of `strings` where its entry is written, its line in
/// Xcode's layout and the localizations it has. An entry is decoded when
/// it is asked for (`LazyCatalogEntries`), so a check over a few keys of a
/// 30 MB catalog costs one pass over its bytes, not a tree of its values.
///
/// Anything the scan does not accept (a syntax error, a duplicate key, a
/// top-level member of the wrong type) is left to the full parser, which
/// names the problem with its line and column, as `StringCatalog(xcstrings:)`
/// always did.
package struct XCStringsIndex: Sendable {
    /// One key of `strings`.
    package struct Member: Sendable {
        /// The entry's JSON value, in the file's bytes.
        package var value: Range<Int>
        /// The key's 1-based line when written in Xcode's layout (at four
        /// spaces, the key's first character no space); `nil` in other layouts.
        package var line: Int?
    }

    /// The file's bytes.
    package let bytes: [UInt8]
    /// The file, for messages.
    package let source: String
    /// `sourceLanguage`.
    package private(set) var sourceLanguage = ""
    /// `version`, "1.0" when absent.
    package private(set) var version = "1.0"
    /// Top-level members other than `sourceLanguage`, `strings` and `version`.
    package private(set) var extra: [String: JSONValue] = [:]
    /// Every key of `strings`.
    package private(set) var members: [String: Member] = [:]
    /// Every localization any entry has (the names of its `localizations`).
    package private(set) var localizations: Set<String> = []
    /// Whether a second core scanned the second half of `strings`.
    package private(set) var scannedInTwo = false

    /// Indexes `bytes`; `nil` when the scan does not accept them (the full
    /// parser then says why, or reads what the scan is too strict for).
    package init?(bytes: [UInt8], source: String) {
        self.bytes = bytes
        self.source = source
        let scanned = bytes.withUnsafeBufferPointer { buffer in Self.scan(buffer, bytes: bytes) }
        guard let scanned else { return nil }
        var extra: [String: JSONValue] = [:]
        var language: String?
        for (name, range) in scanned.topLevel {
            guard let value = try? JSONParser.parse(bytes, range: range, source: source) else { return nil }
            switch name {
            case "sourceLanguage":
                guard case .string(let text) = value else { return nil }
                language = text
            case "version":
                guard case .string(let text) = value else { return nil }
                version = text
            default: extra[name] = value
            }
        }
        guard let language, scanned.hasStrings != false else { return nil }
        sourceLanguage = language
        self.extra = extra
        members = scanned.members
        localizations = scanned.localizations
        scannedInTwo = scanned.tookSecondHalf
    }

    /// Scans the file; past 4 MB, the second half of `strings` on another
    /// core from a likely key (`XCStringsScanner.splitPoint`).
    private static func scan(_ buffer: UnsafeBufferPointer<UInt8>, bytes: [UInt8]) -> XCStringsScanner.Result? {
        var scanner = XCStringsScanner(buffer, bytes: bytes)
        guard let split = XCStringsScanner.splitPoint(buffer), ProcessInfo.processInfo.activeProcessorCount > 1 else {
            return try? scanner.scanCatalog()
        }
        let done = DispatchSemaphore(value: 0)
        // The second scan's result, handed over once `done` is signalled.
        final class Handoff: @unchecked Sendable { var scanner: XCStringsScanner? }
        let half = Handoff()
        nonisolated(unsafe) let shared = buffer
        DispatchQueue.global().async {
            var second = XCStringsScanner(shared, bytes: bytes, membersFrom: split)
            let scanned: XCStringsScanner? = (try? second.members()) != nil ? second : nil
            half.scanner = scanned
            done.signal()
        }
        var waited = false
        scanner.split = split
        scanner.secondHalf = {
            done.wait()
            waited = true
            return half.scanner
        }
        let result = try? scanner.scanCatalog()
        // The buffer outlives the second scan.
        if !waited { done.wait() }
        return result
    }
}
