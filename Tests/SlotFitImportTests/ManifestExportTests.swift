import Foundation
import SlotFit
import SlotFitImport
import SlotFitText
import XCTest

/// `slotfit import --format yaml`: the manifests written for the Swift
/// fixtures read back (`ActivityManifest.parse`) and lay out exactly as the
/// activities imported from Swift do, in every state, on each device, in
/// English, German, Arabic and Japanese.
final class ManifestExportTests: XCTestCase {
    func testTheWrittenManifestsLayOutAsTheSwift() throws {
        let engine = try TextEngine(profile: .default)
        let location = try NSRegularExpression(pattern: #" \([^()]*\.(yml|swift):[0-9]+(:[0-9]+)?\)"#)
        func normalized(_ text: String) -> String {
            location.stringByReplacingMatches(in: text, range: NSRange(text.startIndex..., in: text), withTemplate: "")
        }
        for name in FixtureGoldenTests.names {
            let folder = FixtureGoldenTests.fixtures.appendingPathComponent(name)
            let configuration = try SlotFitConfiguration.load(folder.appendingPathComponent("slotfit.yml").path)
            let imported = try XCTUnwrap(try SourceProject(configuration: configuration).activities.first?.activity, name)
            let yaml = try ManifestWriter.yaml(imported)
            let read = try ActivityManifest.parse(yaml, source: "\(name).yml")
            XCTAssertEqual(read.name, imported.name)
            XCTAssertEqual(read.states, imported.states, name)
            // Derived values are named by identifiers in a manifest: the
            // Swift side renamed the same way (names show in snapshots).
            let fromSwift = try ActivityRenderer(engine: engine, activity: imported.withIdentifierDerivedNames())
            let fromYAML = try ActivityRenderer(engine: engine, activity: read)
            var compared = 0
            for state in imported.states.map(\.name) {
                for device in ["iphone-393", "watch-45mm"] {
                    for locale in ["en", "de", "ar", "ja"] {
                        let a = try fromSwift.render(state: state, device: DeviceCatalog.profile(device), languageCode: locale)
                        let b = try fromYAML.render(state: state, device: DeviceCatalog.profile(device), languageCode: locale)
                        XCTAssertEqual(normalized(a.text), normalized(b.text), "\(name) \(state) \(device) \(locale)\n\(yaml)")
                        compared += 1
                    }
                }
            }
            XCTAssertGreaterThanOrEqual(compared, 16, name)
        }
    }
}
