import Foundation
import SlotFitCore
import XCTest

/// `FileBytes.read`: a file's bytes as Foundation reads them, in one
/// piece or in two halves on two cores.
final class FileBytesTests: XCTestCase {
    func testBytesAreTheFilesBytes() throws {
        let folder = try Fixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var generator = SeededGenerator(seed: 44)
        // Past 8 MB (read in two halves), an odd size; small; empty.
        for size in [9 << 20 | 3, 4_097, 0] {
            let path = folder.appendingPathComponent("bytes-\(size)").path
            let bytes = (0..<size).map { _ in UInt8.random(in: 0...255, using: &generator) }
            try Data(bytes).write(to: URL(fileURLWithPath: path))
            let read = try XCTUnwrap(FileBytes.read(path), "\(size) bytes")
            XCTAssertEqual(read.count, size)
            XCTAssertTrue(read == Array(try Data(contentsOf: URL(fileURLWithPath: path))), "\(size) bytes read as written")
        }
        XCTAssertNil(FileBytes.read(folder.path), "a folder is no file")
        XCTAssertNil(FileBytes.read(folder.appendingPathComponent("missing").path))
    }
}
