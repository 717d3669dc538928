@testable import SlotFit
import SlotFitText
import XCTest

/// Views keep their fields in shared storage (copy on write); they must
/// still behave as values: a changed copy leaves the original as it was,
/// and equality and hashing follow the fields, not the storage.
final class ViewValueSemanticsTests: XCTestCase {
    func testActivityViewCopiesChangeAlone() {
        let original = ActivityView(.text(key: "ETA %@", arguments: []), location: SourceLocation(file: "a.yml", line: 3))
        var copy = original
        XCTAssertEqual(copy, original)
        copy.modifiers.font = FontSpec(style: .caption)
        copy.keyPath = "lockScreen.text"
        XCTAssertNil(original.modifiers.font)
        XCTAssertEqual(original.keyPath, "")
        XCTAssertEqual(copy.modifiers.font, FontSpec(style: .caption))
        XCTAssertNotEqual(copy, original)
        // Built apart with the same fields: equal, with the same hash.
        var twin = ActivityView(.text(key: "ETA %@", arguments: []), location: SourceLocation(file: "a.yml", line: 3))
        twin.modifiers.font = FontSpec(style: .caption)
        twin.keyPath = "lockScreen.text"
        XCTAssertEqual(twin, copy)
        XCTAssertEqual(Set([twin, copy, original]).count, 2)
        // A moved copy hashes as a view written there (the hash of the
        // place is kept with it and follows a change).
        var moved = original
        moved.location = SourceLocation(file: "b.yml", line: 9)
        let writtenThere = ActivityView(.text(key: "ETA %@", arguments: []), location: SourceLocation(file: "b.yml", line: 9))
        XCTAssertEqual(moved, writtenThere)
        XCTAssertEqual(moved.hashValue, writtenThere.hashValue)
        XCTAssertEqual(original.location, SourceLocation(file: "a.yml", line: 3))
        // A copy inside another view's kind changes alone too.
        var stack = ActivityView(.vstack(spacing: nil, alignment: .center, content: [original]))
        let before = stack
        stack.kind = .vstack(spacing: nil, alignment: .center, content: [copy])
        XCTAssertEqual(before.children, [original])
        XCTAssertEqual(stack.children, [copy])
    }

    func testPlacedViewCopiesChangeAlone() {
        let leaf = PlacedView(kind: .text, label: "Hi", location: .unknown, x: 0, y: 0, width: 10, height: 5, proposedWidth: nil,
                              measuredWidth: nil, text: nil, reservedText: nil, children: [], pinnedLeftToRight: false)
        var parent = PlacedView(kind: .hstack, label: "", location: .unknown, x: 0, y: 0, width: 30, height: 5, proposedWidth: nil,
                                measuredWidth: nil, text: nil, reservedText: nil, children: [leaf], pinnedLeftToRight: false)
        let shared = parent
        parent.children[0].offset(dx: 4, dy: 1)
        parent.children[0].label = "Ho"
        XCTAssertEqual(shared.children[0].x, 0)
        XCTAssertEqual(shared.children[0].label, "Hi")
        XCTAssertEqual([parent.children[0].x, parent.children[0].y], [4, 1])
        XCTAssertNotEqual(parent, shared)
        // Places relative to the parent become absolute in the presentation.
        parent.offset(dx: 2, dy: 3)
        let absolute = parent.absolute()
        XCTAssertEqual([absolute.x, absolute.y, absolute.children[0].x, absolute.children[0].y], [2, 3, 6, 4])
        XCTAssertEqual(Set([shared, parent, shared]).count, 2)
    }
}
