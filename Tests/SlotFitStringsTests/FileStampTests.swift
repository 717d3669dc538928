import Foundation
import XCTest
import SlotFitCore

/// The one rule for "this file is unchanged" (POSIX stat(2): setting a
/// file's times or writing it updates its change time; rename(2) over a
/// file gives the path another inode).
final class FileStampTests: XCTestCase {
    func file(_ text: String) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("stamp-\(UUID().uuidString).txt").path
        try text.write(toFile: path, atomically: false, encoding: .utf8)
        return path
    }

    func testAModificationTimeSetBackStillChangesTheStamp() throws {
        let path = try file("Wird zugestellt")
        defer { unlink(path) }
        let before = try XCTUnwrap(FileStamp(path: path))
        // Other bytes of the same size, then the old modification time put back.
        try "Kommt heute bald".prefix(15).write(toFile: path, atomically: false, encoding: .utf8)
        var times = [before.modified, before.modified]
        XCTAssertEqual(utimensat(AT_FDCWD, path, &times, 0), 0)
        let after = try XCTUnwrap(FileStamp(path: path))
        XCTAssertEqual(after.size, before.size)
        XCTAssertEqual(after.modified.tv_sec, before.modified.tv_sec)
        XCTAssertNotEqual(after, before, "the change time moved")
        XCTAssertNotEqual(after.text, before.text)
    }

    func testOnlyARegularFileWithAnOldModificationTimeIsSettled() throws {
        let path = try file("Out for delivery")
        defer { unlink(path) }
        XCTAssertNil(FileStamp.settled(path), "written now: may change again within its clock tick")
        let past = timespec(tv_sec: time(nil) - 60, tv_nsec: 0)
        var times = [past, past]
        XCTAssertEqual(utimensat(AT_FDCWD, path, &times, 0), 0)
        XCTAssertEqual(FileStamp.settled(path), FileStamp(path: path))
        let link = path + ".link"
        XCTAssertEqual(symlink(path, link), 0)
        defer { unlink(link) }
        XCTAssertNil(FileStamp.settled(link), "a link is not the file it names")
        XCTAssertNil(FileStamp.settled(FileManager.default.temporaryDirectory.path), "a folder")
        XCTAssertNil(FileStamp(path: path + ".absent"))
    }
}
