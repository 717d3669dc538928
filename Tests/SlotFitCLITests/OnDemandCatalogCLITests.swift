import Foundation
import XCTest

/// Rendering reads a String Catalog on demand: an entry a text reads is
/// decoded with the full read's checks, and one of the wrong shape stops
/// the run with the full read's error and key path; an entry no text reads
/// is `slotfit lint`'s to report.
final class OnDemandCatalogCLITests: XCTestCase {
    static let widget = """
        import ActivityKit
        import SwiftUI
        import WidgetKit

        struct ParcelAttributes: ActivityAttributes {
            struct ContentState: Codable, Hashable { var count: Int }
        }

        extension ParcelAttributes.ContentState {
            static let sorting = ParcelAttributes.ContentState(count: 2)
        }

        struct ParcelLiveActivity: Widget {
            var body: some WidgetConfiguration {
                ActivityConfiguration(for: ParcelAttributes.self) { context in
                    Text("Out for delivery")
                } dynamicIsland: { context in
                    DynamicIsland {
                        DynamicIslandExpandedRegion(.center) { Text("Out for delivery") }
                    } compactLeading: { Image(systemName: "shippingbox") } compactTrailing: { Image(systemName: "shippingbox") } minimal: { Image(systemName: "shippingbox") }
                }
            }
        }
        """

    /// A catalog whose `broken` key's German value is a number.
    static func catalog(broken: String) -> String {
        """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "\(broken)" : {
              "localizations" : {
                "de" : { "stringUnit" : { "state" : "translated", "value" : 7 } }
              }
            },
            "\(broken == "Out for delivery" ? "Delivered" : "Out for delivery")" : {
              "localizations" : {
                "de" : { "stringUnit" : { "state" : "translated", "value" : "Wird zugestellt" } }
              }
            }
          },
          "version" : "1.0"
        }
        """
    }

    func project(broken: String) throws -> URL {
        try SlotFitBinary.project("ondemand", files: ["Parcel.swift": Self.widget, "Localizable.xcstrings": Self.catalog(broken: broken)],
                                  configuration: "sources: [Parcel.swift]\nlocales: [en, de]\npseudoLocales: false\ndevices: [iphone-393]\ndynamicTypeSizes: [large]\n")
    }

    func testAnEntryOfTheWrongShapeThatATextReadsStopsTheRun() throws {
        let folder = try project(broken: "Out for delivery")
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try SlotFitBinary.run(["render"], in: folder, environment: ["SLOTFIT_NO_CACHE": "1"])
        XCTAssertEqual(result.status, 2, result.stdout + result.stderr)
        XCTAssertTrue(result.stderr.contains(#"Localizable.xcstrings: strings["Out for delivery"].localizations.de.stringUnit.value: should be a string, found a number"#), result.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("golden").path), "nothing is written")
    }

    func testAnEntryNoTextReadsIsLintsToReport() throws {
        let folder = try project(broken: "Delivered")
        defer { try? FileManager.default.removeItem(at: folder) }
        let render = try SlotFitBinary.run(["render"], in: folder, environment: ["SLOTFIT_NO_CACHE": "1"])
        XCTAssertEqual(render.status, 0, render.stdout + render.stderr)
        let golden = try String(contentsOf: folder.appendingPathComponent("golden/parcelattributes/de.txt"), encoding: .utf8)
        XCTAssertTrue(golden.contains("Wird zugestellt"), golden)
        let lint = try SlotFitBinary.run(["strings", "lint", folder.appendingPathComponent("Localizable.xcstrings").path], in: folder)
        XCTAssertNotEqual(lint.status, 0)
        XCTAssertTrue((lint.stdout + lint.stderr).contains(#"strings["Delivered"].localizations.de.stringUnit.value: should be a string, found a number"#), lint.stdout + lint.stderr)
    }
}
