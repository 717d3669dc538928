import Foundation
import SlotFit
import SlotFitImport
import XCTest

/// A view model built from `context` or the state (a struct with its own
/// initializer, a class with a memberwise-free init, a struct with the
/// memberwise one), whose computed properties and methods the views read:
/// each evaluated per state, keys looked up, conditions decided, nothing
/// left as a stand-in.
final class ViewModelTests: XCTestCase {
    static let declarations = """
    struct ParcelAttributes: ActivityAttributes {
        struct ContentState: Codable, Hashable {
            var stage: Int
            var minutes: Int
        }
    }

    struct ParcelViewModel {
        let context: ActivityViewContext<ParcelAttributes>
        init(context: ActivityViewContext<ParcelAttributes>) { self.context = context }
        var title: LocalizedStringKey { context.state.stage >= 2 ? "Delivered" : "On the way" }
        var showsETA: Bool { context.state.stage < 2 }
        var etaText: String { "\\(context.state.minutes) min" }
        func badge(limit: Int) -> String { context.state.minutes > limit ? "Late" : "On time" }
    }

    final class CourierModel: ObservableObject {
        let state: ParcelAttributes.ContentState
        init(state: ParcelAttributes.ContentState) { self.state = state }
        var hint: String { state.minutes > 10 ? "Later" : "Soon" }
    }

    struct Summary {
        var minutes: Int
        var suffix: String = " left"
        var line: String { "\\(minutes)" + suffix }
    }

    extension ParcelAttributes.ContentState {
        static let early = ParcelAttributes.ContentState(stage: 1, minutes: 12)
        static let done = ParcelAttributes.ContentState(stage: 2, minutes: 0)
    }
    """

    static let lockScreen = """
        let model = ParcelViewModel(context: context)
        VStack {
            Text(model.title)
            if model.showsETA {
                Text(model.etaText)
            }
            Text(model.badge(limit: 5))
            Text(CourierModel(state: context.state).hint)
            Text(Summary(minutes: context.state.minutes).line)
        }
        """

    func testTheModelsMembersAreEvaluatedPerState() throws {
        let fixture = try ImportedFixture(FixtureSource.activity("ParcelAttributes", lockScreen: Self.lockScreen, declarations: Self.declarations))
        XCTAssertEqual(try fixture.texts("early"), ["On the way", "12 min", "Late", "Later", "12 left"])
        XCTAssertEqual(try fixture.texts("done"), ["Delivered", "On time", "Soon", "0 left"])
        XCTAssertTrue(fixture.activity.assumed.isEmpty, "\(fixture.activity.assumed)")
        XCTAssertEqual(fixture.activity.textCoverage.exact, fixture.activity.textCoverage.texts)
    }

    /// `var title: LocalizedStringKey` returns keys: each literal is looked
    /// up in the string table, as SwiftUI's `Text(_:LocalizedStringKey)` does.
    func testAKeyTheModelReturnsIsLookedUp() throws {
        let fixture = try ImportedFixture(FixtureSource.activity("ParcelAttributes", lockScreen: Self.lockScreen, declarations: Self.declarations))
        let title = try fixture.placed("On the way", in: "early")
        // Its label is the key (a value shown as written is labelled with its expression).
        XCTAssertEqual(title.label, "On the way")
        XCTAssertEqual(try fixture.placed("Delivered", in: "done").label, "Delivered")
    }
}
