import Foundation
import SlotFitText

extension GoldenFile {
    /// A text's verdict by where it is: state, device, presentation, view.
    struct Place: Hashable {
        var state: String
        var device: String
        var dynamicTypeSize: DynamicTypeSize
        var presentation: Presentation
        var kind: ViewKind
        var subject: String
        var occurrence: Int
    }

    /// Every text's verdict by its place.
    var verdictsByPlace: [Place: Outcome] {
        var table: [Place: Outcome] = [:]
        for item in cases {
            for verdict in item.verdicts {
                table[Place(state: item.state, device: item.device, dynamicTypeSize: item.dynamicTypeSize, presentation: verdict.presentation, kind: verdict.kind,
                            subject: verdict.subject, occurrence: verdict.occurrence)] = verdict.outcome
            }
        }
        return table
    }

    /// The texts whose verdict differs from `old`'s (the committed golden),
    /// for the golden at `path` (`activity/locale.txt`): changed and new
    /// views first, then views gone, each in the order of their place.
    package func verdictChanges(from old: GoldenFile, path: String) -> [VerdictChange] {
        let before = old.verdictsByPlace, after = verdictsByPlace
        let (activity, locale) = GoldenMatrix.place(ofGolden: path)
        func change(_ place: Place) -> VerdictChange {
            VerdictChange(locale: locale, activity: activity, state: place.state, device: place.device, dynamicTypeSize: place.dynamicTypeSize,
                          presentation: place.presentation,
                          kind: place.kind, subject: place.subject, occurrence: place.occurrence, old: before[place], new: after[place])
        }
        let changed = after.keys.filter { before[$0] != after[$0] }.map(change)
        let gone = before.keys.filter { after[$0] == nil }.map(change)
        return changed.sorted { $0.place < $1.place } + gone.sorted { $0.place < $1.place }
    }

    /// `diff -u` of the committed golden's text and the rendered one.
    public static func unifiedDiff(old: String, new: String, path: String) -> String {
        LineDiff.unified(old, new, oldName: "golden/\(path)", newName: "rendered/\(path)")
    }
}
