import SlotFitText

/// One device and state drawn at several Dynamic Type sizes, compared:
/// - each text is told the largest checked size at which it still shows
///   all its text (`ActivitySnapshot.largestFittingSizes`);
/// - a text cut, or a budget overrun, at a size above the base (the first
///   size checked) but not at the base says so: the text size is the cause,
///   as the base-locale rule says the translation is;
/// - findings that do not depend on the size (a missing translation, a
///   digit order, the payload) are kept at the base size only, so a cause is
///   counted once per case.
struct DynamicTypeComparison {
    /// The sizes checked, the base first.
    var sizes: [DynamicTypeSize]

    /// The rules whose findings change with the text size.
    static let sizeRules: Set<Rule> = [.widthBudget, .heightBudget, .compactTruncation, .textTruncation, .scaleFloor, .brokenWord, .imageSize]

    /// A text or timer by where it is in a snapshot: its presentation, label
    /// and occurrence among views of that label.
    private struct TextPlace: Hashable {
        var presentation: Presentation
        var label: String
        var occurrence: Int
    }

    /// Each text's place and whether it shows all its text, in snapshot order.
    private static func texts(of snapshot: ActivitySnapshot) -> [Presentation: [(TextPlace, Bool)]] {
        var result: [Presentation: [(TextPlace, Bool)]] = [:]
        for laid in snapshot.presentations {
            var seen: [String: Int] = [:]
            var list: [(TextPlace, Bool)] = []
            for view in laid.root.flattened where view.kind == .text || view.kind == .timer {
                let label = "\(view.kind) \(view.label)"
                let occurrence = seen[label, default: 0]
                seen[label] = occurrence + 1
                list.append((TextPlace(presentation: laid.presentation, label: label, occurrence: occurrence), view.text?.verdict.showsAllText ?? true))
            }
            result[laid.presentation] = list
        }
        return result
    }

    /// `snapshots` (one per size, in `sizes` order) annotated.
    func annotate(_ snapshots: inout [ActivitySnapshot]) {
        guard snapshots.count == sizes.count, let base = sizes.first else { return }
        let texts = snapshots.map(Self.texts)
        // Whether each text fits at each size (absent at a size: not counted).
        var fitsAt: [TextPlace: [DynamicTypeSize: Bool]] = [:]
        for (index, size) in sizes.enumerated() {
            for list in texts[index].values {
                for (place, fits) in list { fitsAt[place, default: [:]][size] = fits }
            }
        }
        let ascending = sizes.sorted()
        /// The largest size such that the text fits at every checked size
        /// up to it where it is shown; `nil` when it is cut at the smallest.
        func largestFitting(_ place: TextPlace) -> DynamicTypeSize? {
            var largest: DynamicTypeSize? = nil
            for size in ascending {
                guard let fits = fitsAt[place]?[size] else { continue }
                if !fits { break }
                largest = size
            }
            return largest
        }
        let baseFindings = Set(snapshots[0].findings.map(FindingPlace.init))
        for index in snapshots.indices {
            snapshots[index].checkedSizes = sizes
            snapshots[index].largestFittingSizes = texts[index].mapValues { list in list.map { largestFitting($0.0) } }
            guard index > 0 else { continue }
            var kept: [LayoutFinding] = []
            for var finding in snapshots[index].findings where Self.sizeRules.contains(finding.rule) {
                if !baseFindings.contains(FindingPlace(finding)) {
                    finding.message += "; not at \(base.shortName): the text size \(sizes[index].shortName) is the cause"
                }
                kept.append(finding)
            }
            snapshots[index].findings = kept
        }
    }
}
