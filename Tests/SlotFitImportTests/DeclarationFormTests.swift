import Foundation
import SlotFit
import SlotFitImport
import XCTest

/// Declarations as apps write them that a first reading missed (from a
/// trial on a public app): an attributes type whose `ActivityAttributes`
/// conformance is an extension's, and a view written with generic
/// arguments (`StatusView<Intent, Refetch>(context:)`).
final class DeclarationFormTests: XCTestCase {
    func testAConformanceByExtensionAndAGenericViewAreRead() throws {
        let source = FixtureSource.activity("ParcelAttributes", lockScreen: """
            StatusView<Never, Bool>(context: context)
            """, declarations: """
            struct ParcelAttributes: Sendable {
                struct ContentState: Codable, Hashable {
                    var stopsLeft: Int
                }
                var carrier: String
            }

            extension ParcelAttributes: ActivityAttributes {}

            extension ParcelAttributes.ContentState {
                static let near = ParcelAttributes.ContentState(stopsLeft: 2)
            }

            struct StatusView<Intent, Refetch>: View {
                let context: ActivityViewContext<ParcelAttributes>
                var body: some View {
                    VStack {
                        Text("Out for delivery")
                        Text("\\(context.state.stopsLeft) stops left")
                    }
                }
            }
            """)
        // The struct's own fields, though the conformance is the extension's.
        let declared = try XCTUnwrap(SourceInventory(source: source, file: "Parcel.swift").attributes.first { $0.name == "ParcelAttributes" })
        XCTAssertEqual(declared.fields.map(\.name), ["carrier"])
        XCTAssertEqual(declared.stateFields.map(\.name), ["stopsLeft"])
        // The generic view's body, not a 44 × 20 pt stand-in.
        let parcel = try ImportedFixture(source)
        XCTAssertEqual(try parcel.texts("near"), ["Out for delivery", "2 stops left"])
        XCTAssertEqual(parcel.constructApproximations, [])
    }
}
