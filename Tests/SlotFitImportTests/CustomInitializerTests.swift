import Foundation
import SlotFit
import SlotFitImport
import XCTest

/// A custom view's own `init` is honoured (its parameters bound, its body
/// setting the stored properties), and `Font`, `Color` and
/// `LocalizedStringKey` values passed into custom views are the ones used.
final class CustomInitializerTests: XCTestCase {
    static let declarations = """
    struct FerryAttributes: ActivityAttributes {
        struct ContentState: Codable, Hashable { var berth: Int }
        static let preview = FerryAttributes()
    }

    extension FerryAttributes.ContentState {
        static let docked = FerryAttributes.ContentState(berth: 4)
    }

    struct StatusPill: View {
        private let label: LocalizedStringKey
        private let background: Color
        private let isCompact: Bool
        private let fontSize: CGFloat
        private var width: CGFloat = 140

        init(label: LocalizedStringKey, background: Color = .blue, compact: Bool = false) {
            self.label = label
            self.background = background
            isCompact = compact
            if compact {
                fontSize = 12
                width = 70
            } else {
                fontSize = 20
            }
        }

        var body: some View {
            Text(label)
                .font(.system(size: fontSize))
                .frame(width: width)
                .background(background)
        }
    }

    struct SectionHeader: View {
        let title: LocalizedStringKey
        let titleFont: Font
        let tint: Color

        var body: some View {
            Text(title)
                .font(titleFont)
                .foregroundStyle(tint)
        }
    }
    """

    func fixture() throws -> ImportedFixture {
        try ImportedFixture(FixtureSource.activity("FerryAttributes", lockScreen: """
        VStack {
                        StatusPill(label: "Boarding now", compact: true)
                        StatusPill(label: "Departs soon", background: .green)
                        SectionHeader(title: "Ferry to the island", titleFont: .title, tint: .orange)
                    }
        """, declarations: Self.declarations))
    }

    func testTheOwnInitializerSetsFontSizeAndFrame() throws {
        let ferry = try fixture()
        let compact = try ferry.placed("Boarding now", in: "docked")
        let regular = try ferry.placed("Departs soon", in: "docked")
        XCTAssertEqual(ImportedFixture.fontSize(compact), 12)
        XCTAssertEqual(ImportedFixture.fontSize(regular), 20)
        // `.frame(width:)` takes what the initializer assigned: 70 compact, the default 140 otherwise.
        let root = try ferry.root("docked")
        let frames = root.flattened.filter { view in view.children.contains { $0.text != nil } }
        XCTAssertTrue(frames.contains { $0.width == 70 && $0.children.contains { $0.text?.visibleText == "Boarding now" } }, "\(frames.map(\.width))")
        XCTAssertTrue(frames.contains { $0.width == 140 && $0.children.contains { $0.text?.visibleText == "Departs soon" } }, "\(frames.map(\.width))")
        XCTAssertFalse(ferry.imported.approximations.contains { $0.assumed.contains("memberwise") }, "\(ferry.imported.approximations)")
    }

    func testFontColorAndKeyParametersTakeThePassedValues() throws {
        let ferry = try fixture()
        let header = try ferry.placed("Ferry to the island", in: "docked")
        // `.title` is 28 pt at the default size, not the body's 17.
        XCTAssertEqual(ImportedFixture.fontSize(header), 28)
        XCTAssertEqual(header.foreground, ColorValue("orange"))
        XCTAssertEqual(ferry.constructApproximations, [])
    }
}
