import Testing
import XCTest

extension SlotFitTesting {
    /// Fails the running test at the caller's place: a Swift Testing issue
    /// inside a `@Test`, an XCTest failure otherwise — never at a line of
    /// SlotFit's own.
    public static func fail(_ message: String, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
        if Test.current != nil {
            Issue.record(Comment(rawValue: message),
                         sourceLocation: SourceLocation(fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column)))
        } else {
            XCTFail(message, file: filePath, line: line)
        }
    }
}
