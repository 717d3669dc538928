import Foundation
import SlotFit
import SlotFitImport
import XCTest

/// `gridCellColumns(_:)` and `gridColumnAlignment(_:)` in a `Grid`, as
/// Apple documents them: a spanning cell is offered the columns it spans
/// and the spacing between, the columns keep the widths of their one-column
/// cells, and a column's alignment set by one cell lines up all of its cells.
final class GridSpanTests: XCTestCase {
    static let declarations = """
    struct BoardAttributes: ActivityAttributes {
        struct ContentState: Codable, Hashable { var n: Int }
    }
    extension BoardAttributes.ContentState {
        static let s = BoardAttributes.ContentState(n: 1)
    }
    """

    static let lockScreen = """
        Grid(alignment: .leading, horizontalSpacing: 10, verticalSpacing: 4) {
            GridRow {
                Text(verbatim: "Departure")
                Text(verbatim: "Platform 12").gridColumnAlignment(.trailing)
            }
            GridRow {
                Text(verbatim: "Hamburg")
                Text(verbatim: "9")
            }
            GridRow {
                Text(verbatim: "Gate moved to B").gridCellColumns(2)
            }
        }
        """

    func testASpanningCellTakesTheColumnsItSpansAndLeavesTheirWidths() throws {
        let fixture = try ImportedFixture(FixtureSource.activity("BoardAttributes", lockScreen: Self.lockScreen, declarations: Self.declarations))
        XCTAssertTrue(fixture.constructApproximations.isEmpty, "\(fixture.constructApproximations)")
        let departure = try fixture.placed("Departure", in: "s")
        let platform = try fixture.placed("Platform 12", in: "s")
        let spanning = try fixture.placed("Gate moved to B", in: "s")
        // Column 1 starts after column 0 (as wide as its widest one-column
        // cell) and the 10 pt spacing: the spanning cell does not widen it.
        let hamburg = try fixture.placed("Hamburg", in: "s")
        let columnZero = max(departure.width, hamburg.width)
        XCTAssertEqual(platform.x, columnZero + 10, accuracy: 0.001)
        // Offered both columns and the spacing: on one line, from the leading edge.
        let both = columnZero + 10 + platform.width
        XCTAssertLessThanOrEqual(spanning.width, both + 0.001)
        XCTAssertGreaterThan(spanning.width, columnZero, "wider than one column: it spans")
        XCTAssertEqual(spanning.text?.lines.count, 1)
        XCTAssertEqual(spanning.x, 0, accuracy: 0.001)
        let grid = try XCTUnwrap(fixture.root("s").flattened.first { $0.kind == .grid })
        XCTAssertNil(grid.approximated)
    }

    func testAColumnsAlignmentLinesUpEveryCellOfIt() throws {
        let fixture = try ImportedFixture(FixtureSource.activity("BoardAttributes", lockScreen: Self.lockScreen, declarations: Self.declarations))
        let platform = try fixture.placed("Platform 12", in: "s")
        let nine = try fixture.placed("9", in: "s")
        // Column 1 is trailing-aligned by its first cell: "9" ends where the column ends.
        XCTAssertEqual(nine.x + nine.width, platform.x + platform.width, accuracy: 0.001)
        // Column 0 keeps the grid's leading alignment.
        XCTAssertEqual(try fixture.placed("Hamburg", in: "s").x, 0, accuracy: 0.001)
    }
}
