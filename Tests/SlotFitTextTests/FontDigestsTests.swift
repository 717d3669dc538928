import Foundation
@testable import SlotFitText
import XCTest

/// Font digests remembered on disk by file identity: the same SHA-256 as
/// coreutils' sha256sum, reused while the file is unchanged, recomputed
/// when it changes, and a broken cache file is no error.
final class FontDigestsTests: XCTestCase {
    func sha256sum(_ path: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/sha256sum")
        process.arguments = [path]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return String(output.prefix(64))
    }

    func testDigestIsRememberedUntilTheFileChanges() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("slotfit-digests-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        // A copy of a real font, so the test can change it.
        let font = folder + "/Inter.otf"
        try FileManager.default.copyItem(atPath: "/usr/share/fonts/opentype/inter/Inter-Regular.otf", toPath: font)
        let expected = try sha256sum(font)
        let cacheDirectory = folder + "/cache"
        let data = try Data(contentsOf: URL(fileURLWithPath: font))
        let first = data.withUnsafeBytes { FontDigests(directory: cacheDirectory).digest(path: font, bytes: $0) }
        XCTAssertEqual(first.sha256, expected)
        XCTAssertFalse(first.remembered)
        // Remembered once the file has loaded as a font.
        FontDigests(directory: cacheDirectory).remember(path: font, digest: first.sha256)
        let cache = try String(contentsOfFile: cacheDirectory + "/digests.tsv", encoding: .utf8)
        XCTAssertTrue(cache.hasPrefix(expected + "\t"), cache)
        // A new reader trusts the entry: given other bytes for the same
        // unchanged file, it answers from the cache.
        let remembered = Data([1, 2, 3]).withUnsafeBytes { FontDigests(directory: cacheDirectory).digest(path: font, bytes: $0) }
        XCTAssertEqual(remembered.sha256, expected)
        XCTAssertTrue(remembered.remembered)
        // The file changes (size and time): hashed again.
        try Data([1, 2, 3]).write(to: URL(fileURLWithPath: font))
        let changed = Data([1, 2, 3]).withUnsafeBytes { FontDigests(directory: cacheDirectory).digest(path: font, bytes: $0) }
        XCTAssertEqual(changed.sha256, try sha256sum(font))
        XCTAssertFalse(changed.remembered)
        // A cache of garbage is skipped, not an error.
        try "not\ta cache\n\u{0}".write(toFile: cacheDirectory + "/digests.tsv", atomically: true, encoding: .utf8)
        let again = Data([1, 2, 3]).withUnsafeBytes { FontDigests(directory: cacheDirectory).digest(path: font, bytes: $0) }
        XCTAssertEqual(again.sha256, try sha256sum(font))
        // No cache directory at all: computed each time.
        let unwritable = Data([1, 2, 3]).withUnsafeBytes { FontDigests(directory: "/proc/no-such-dir").digest(path: font, bytes: $0) }
        XCTAssertEqual(unwritable.sha256, try sha256sum(font))
    }
}
