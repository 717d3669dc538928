import Foundation
import SlotFitText

/// The rules that need no golden.
struct LayoutRules {
    var scaleFloor: Double

    func findings(_ snapshot: ActivitySnapshot, activity: Activity, state: Activity.State, device: DeviceProfile,
                  payload: Int) -> [LayoutFinding] {
        var found: [LayoutFinding] = []
        for laid in snapshot.presentations {
            let p = laid.presentation
            let root = laid.root
            if root.width > laid.budget.maxWidth.value + 0.001 {
                found.append(.init(severity: .error, rule: "width-budget", presentation: p, location: root.location,
                                   message: String(format: "content is %.3f pt wide in a %.3f pt %@", root.width, laid.budget.maxWidth.value, laid.derived ? "region (derived)" : "slot")))
            }
            if root.height > laid.budget.maxHeight.value + 0.001 {
                found.append(.init(severity: .error, rule: "height-budget", presentation: p, location: root.location,
                                   message: String(format: "content is %.3f pt tall; the budget is %.3f pt (the system truncates past it)", root.height, laid.budget.maxHeight.value)))
            }
            for view in root.flattened {
                if view.kind == "image", view.width > laid.budget.maxWidth.value + 0.001 || view.height > laid.budget.maxHeight.value + 0.001 {
                    found.append(.init(severity: .error, rule: "image-size", presentation: p, subject: view.label, location: view.location,
                                       message: String(format: "image %@ is %.2f × %.2f pt, larger than the presentation (%@): the activity may fail to start", view.label, view.width, view.height, laid.budget.description)))
                }
                guard let text = view.text else { continue }
                switch text.verdict {
                case .truncated, .clipped:
                    if p.isCompactOrMinimal {
                        found.append(.init(severity: .error, rule: "compact-truncation", presentation: p, subject: view.label, location: view.location,
                                           message: "\"\(text.visibleText)\" is \(text.verdict) in a \(laid.budget.maxWidth) pt slot"))
                    }
                case .scaled(let factor) where factor < scaleFloor:
                    found.append(.init(severity: .warning, rule: "scale-floor", presentation: p, subject: view.label, location: view.location,
                                       message: String(format: "\"%@\" shrinks to %.4f, below the floor %.2f", text.visibleText, factor, scaleFloor)))
                default: break
                }
                if snapshot.direction == .rightToLeft && !view.pinnedLeftToRight, let segment = Self.reorderedDigits(text) {
                    found.append(.init(severity: .error, rule: "rtl-digit-order", presentation: p, subject: view.label, location: view.location,
                                       message: "\"\(segment.logical)\" displays as \"\(segment.visual)\" under right-to-left layout; pin it: .environment(\\.layoutDirection, .leftToRight)"))
                }
            }
        }
        if payload > 4096 {
            found.append(.init(severity: .error, rule: "payload-size", presentation: nil, location: activity.name,
                               message: "attributes and ContentState encode to \(payload) bytes of JSON; Apple's limit is 4 KB"))
        }
        return found
    }

    /// A stretch of the text without letters that holds two or more groups of
    /// Latin digits ("5:23 / 10:00") and does not appear, as written, in
    /// what the user sees.
    static func reorderedDigits(_ text: TextLayout) -> (logical: String, visual: String)? {
        guard text.visibleText.utf8.contains(where: { $0 >= 0x30 && $0 <= 0x39 }) else { return nil }
        let scalars = Array(text.visibleText.unicodeScalars)
        var start = 0
        while start < scalars.count {
            guard !scalars[start].properties.isAlphabetic else { start += 1; continue }
            var end = start
            while end < scalars.count, !scalars[end].properties.isAlphabetic { end += 1 }
            let segment = String(String.UnicodeScalarView(scalars[start..<end])).trimmingCharacters(in: .whitespaces)
            let groups = segment.split(whereSeparator: { !("0"..."9").contains($0) }).count
            if groups >= 2, !text.visualText.contains(segment) {
                // What the user sees of the same stretch: its characters in
                // visual order.
                let visual = Self.visualStretch(of: segment, in: text.visualText)
                return (segment, visual)
            }
            start = end
        }
        return nil
    }

    static func visualStretch(of segment: String, in visual: String) -> String {
        let wanted = Set(segment)
        let characters = Array(visual)
        guard let first = characters.firstIndex(where: { ("0"..."9").contains($0) }),
              let last = characters.lastIndex(where: { ("0"..."9").contains($0) }) else { return visual }
        return String(characters[first...last]).filter { wanted.contains($0) }
    }

    static func payloadBytes(activity: Activity, state: Activity.State) -> Int {
        func json(_ fields: [String: ActivityValue]) -> [String: Any] {
            fields.mapValues { value -> Any in
                switch value {
                case .number(let n): return n
                case .string(let s): return s
                case .bool(let b): return b
                case .null: return NSNull()
                }
            }
        }
        let object: [String: Any] = ["attributes": json(activity.attributes), "state": json(state.fields)]
        return (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]))?.count ?? 0
    }
}
