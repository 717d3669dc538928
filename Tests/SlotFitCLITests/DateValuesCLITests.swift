import Foundation
import XCTest

/// Dates as the app makes them: `Text(date, style:)` formatted per
/// locale, the date given as an ISO 8601 date-time, on the sample clock
/// (`$now + 2h`), or from the Swift sample (`Date().addingTimeInterval`).
final class DateValuesCLITests: XCTestCase {
    static let source = """
        import ActivityKit
        import SwiftUI
        import WidgetKit

        struct EtaAttributes: ActivityAttributes {
            struct ContentState: Codable, Hashable {
                var arrival: Date
            }
        }

        extension EtaAttributes.ContentState {
            static let onTheWay = EtaAttributes.ContentState(arrival: Date().addingTimeInterval(8580))
        }

        struct EtaLiveActivity: Widget {
            var body: some WidgetConfiguration {
                ActivityConfiguration(for: EtaAttributes.self) { context in
                    Text(context.state.arrival, style: .relative)
                } dynamicIsland: { context in
                    DynamicIsland {
                        DynamicIslandExpandedRegion(.center) { Text(context.state.arrival, style: .relative) }
                    } compactLeading: { Image(systemName: "car") } compactTrailing: { Image(systemName: "car") } minimal: { Image(systemName: "car") }
                }
            }
        }
        """

    func lockScreenText(samples: String) throws -> (golden: String, check: SlotFitBinary.Result) {
        let folder = try SlotFitBinary.project("dates", files: ["Eta.swift": Self.source],
                                               configuration: "sources: [.]\nlocales: [en]\npseudoLocales: false\ndevices: [iphone-393]\ndynamicTypeSizes: [large]\n\(samples)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let render = try SlotFitBinary.run(["render"], in: folder)
        let check = try SlotFitBinary.run(["check"], in: folder)
        guard render.status == 0 else { return ("", render) }
        return (try String(contentsOf: folder.appendingPathComponent("golden/etaattributes/en.txt"), encoding: .utf8), check)
    }

    /// 8,580 s is 2 h 23 min: Apple's example of the relative style.
    func testTheRelativeStyleIsABareDurationFromTheSwiftSample() throws {
        let (golden, check) = try lockScreenText(samples: "")
        XCTAssertEqual(check.status, 0, check.stdout + check.stderr)
        XCTAssertTrue(golden.contains("visual \"2 hours, 23 minutes\""), golden)
        XCTAssertFalse(golden.contains("in 2 hours"), golden)
    }

    /// 12:04 UTC is 2 h 23 min after the sample clock's 09:41 UTC.
    func testAnISODateAndTheSampleClockGiveTheSameInstant() throws {
        for date in ["\"2026-06-03T12:04:00Z\"", "\"2026-06-03T14:04:00+02:00\"", "$now + 143m"] {
            let (golden, check) = try lockScreenText(samples: "samples:\n  EtaAttributes:\n    states:\n      onTheWay: {arrival: \(date)}\n")
            XCTAssertEqual(check.status, 0, date + check.stdout + check.stderr)
            XCTAssertTrue(golden.contains("visual \"2 hours, 23 minutes\""), date + golden)
        }
    }

    /// A date the app computes where SlotFit cannot (a function reading
    /// shared defaults, as a tea timer's widget does) is a stand-in; given a
    /// date under `values:` it is shown in the text's style, as the device
    /// shows it, never as the number of seconds it is stored as.
    func testAStandInDateGivenUnderValuesIsShownInItsStyle() throws {
        let lockScreen = try XCTUnwrap(Self.source.range(of: "Text(context.state.arrival, style: .relative)"))
        let source = Self.source.replacingCharacters(in: lockScreen, with: "Text(endDate(), style: .relative)")
            + "\nfunc endDate() -> Date { Date(timeIntervalSince1970: UserDefaults.standard.double(forKey: \"end\")) }\n"
        for (values, shown) in [("values:\n  \"endDate()\": $now + 143m\n", "visual \"2 hours, 23 minutes\""), ("", "visual \"\"")] {
            let folder = try SlotFitBinary.project("dates", files: ["Eta.swift": source],
                                                   configuration: "sources: [.]\nlocales: [en]\npseudoLocales: false\ndevices: [iphone-393]\ndynamicTypeSizes: [large]\n" + values)
            defer { try? FileManager.default.removeItem(at: folder) }
            let render = try SlotFitBinary.run(["render"], in: folder)
            XCTAssertEqual(render.status, 0, render.stdout + render.stderr)
            let golden = try String(contentsOf: folder.appendingPathComponent("golden/etaattributes/en.txt"), encoding: .utf8)
            // The Lock Screen's text: the line after its header.
            let lines = golden.components(separatedBy: "\n")
            let text = try XCTUnwrap(lines.firstIndex { $0.hasPrefix("lockScreen:") }.map { lines[$0 + 1] })
            XCTAssertTrue(text.hasPrefix("  text \"endDate() - $now\"") && text.contains(shown), "\(values): \(text)")
            let check = try SlotFitBinary.run(["check"], in: folder)
            if values.isEmpty {
                XCTAssertTrue(check.stdout.contains("not checked: it shows endDate() at Eta.swift:"), check.stdout)
            } else {
                XCTAssertFalse(check.stdout.contains("not checked"), check.stdout)
            }
        }
    }

    func testADateSlotFitCannotReadIsALocatedError() throws {
        let (_, result) = try lockScreenText(samples: "samples:\n  EtaAttributes:\n    states:\n      onTheWay: {arrival: \"tomorrow\"}\n")
        XCTAssertEqual(result.status, 2, result.stdout + result.stderr)
        XCTAssertTrue(result.stderr.contains("slotfit.yml:9:"), result.stderr)
        XCTAssertTrue(result.stderr.contains("\"tomorrow\" is not a date SlotFit reads"), result.stderr)
        XCTAssertTrue(result.stderr.contains("2026-06-03T09:45:00Z"), result.stderr)
    }

    /// A date interpolated with a style inside a text, as a walking-test
    /// app writes its timer: `.timer` shows the time to the date as a timer
    /// does, `.relative` Apple's bare duration (8,580 s: "2:23:00" and
    /// "2 hours, 23 minutes").
    func testADateStyleInterpolatedInATextIsFormatted() throws {
        let lockScreen = try XCTUnwrap(Self.source.range(of: "Text(context.state.arrival, style: .relative)"))
        let source = Self.source.replacingCharacters(in: lockScreen, with: "VStack { Text(\"Ends in \\(context.state.arrival, style: .timer)\"); Text(\"Arrives \\(context.state.arrival, style: .relative)\") }")
        XCTAssertNotEqual(source, Self.source)
        let folder = try SlotFitBinary.project("dates", files: ["Eta.swift": source],
                                               configuration: "sources: [.]\nlocales: [en]\npseudoLocales: false\ndevices: [iphone-393]\ndynamicTypeSizes: [large]\n")
        defer { try? FileManager.default.removeItem(at: folder) }
        let render = try SlotFitBinary.run(["render"], in: folder)
        XCTAssertEqual(render.status, 0, render.stderr)
        let golden = try String(contentsOf: folder.appendingPathComponent("golden/etaattributes/en.txt"), encoding: .utf8)
        XCTAssertTrue(golden.contains("visual \"Ends in 2:23:00\""), golden)
        XCTAssertTrue(golden.contains("visual \"Arrives 2 hours, 23 minutes\""), golden)
        XCTAssertFalse(golden.contains("unverified"), golden)
    }
}
