import SwiftSyntax

/// A type of the module that arranges views by code SlotFit cannot run: a
/// `Layout` (`struct RowLayout: Layout`, used as `RowLayout { … }`) or a
/// `_VariadicView` root. SlotFit lays its children out as the stack it most
/// resembles, and says so (docs/IMPORT.md):
///
/// 1. its name: `HStack`, `Horizontal`, `Row`, `Flow`, `Wrap` → horizontal;
///    `VStack`, `Vertical`, `Column` → vertical;
/// 2. else its code: a variadic root whose `body(children:)` builds an
///    `HStack` (`VStack`) is horizontal (vertical); a `placeSubviews` that
///    advances `x` (`x +=`) more often than `y` is horizontal;
/// 3. else vertical (a root's default layout is a VStack).
struct CustomLayout {
    /// The type's name.
    var name: String
    /// The stack it is laid out as.
    var horizontal: Bool
    /// Why: "its name says horizontal", "its placeSubviews advances x"…
    var reason: String

    /// What the importer notes in its place.
    var note: String {
        "its children as \(horizontal ? "an HStack" : "a VStack") (SlotFit cannot run the custom layout \(name); \(reason)); every text in it is measured"
    }

    /// The layout a struct declares, when it conforms to `Layout` or is a
    /// `_VariadicView` root.
    init?(_ node: StructDeclSyntax) {
        let roots = ["Layout", "_VariadicView_MultiViewRoot", "_VariadicView_UnaryViewRoot", "_VariadicView_ViewRoot", "_VariadicView.MultiViewRoot",
                     "_VariadicView.UnaryViewRoot", "_VariadicView.ViewRoot"]
        guard let clause = node.inheritanceClause,
              clause.inheritedTypes.contains(where: { roots.contains($0.type.trimmedDescription) || $0.type.trimmedDescription == "SwiftUI.Layout" }) else { return nil }
        name = node.name.text
        let lowered = name.lowercased()
        if ["hstack", "horizontal", "row", "flow", "wrap"].contains(where: lowered.contains) {
            horizontal = true
            reason = "its name says horizontal"
            return
        }
        if ["vstack", "vertical", "column"].contains(where: lowered.contains) {
            horizontal = false
            reason = "its name says vertical"
            return
        }
        let code = node.memberBlock.trimmedDescription
        let builds = (h: code.contains("HStack"), v: code.contains("VStack"))
        if builds.h != builds.v {
            horizontal = builds.h
            reason = "its body builds \(builds.h ? "an HStack" : "a VStack")"
            return
        }
        let xAdvances = Self.count(["x +=", ".x +=", "x = x +"], in: code), yAdvances = Self.count(["y +=", ".y +=", "y = y +"], in: code)
        if xAdvances != yAdvances {
            horizontal = xAdvances > yAdvances
            reason = "its placeSubviews advances \(horizontal ? "x" : "y")"
            return
        }
        horizontal = false
        reason = "nothing in it says horizontal, so vertical, as a root's default"
    }

    static func count(_ patterns: [String], in code: String) -> Int {
        patterns.reduce(0) { $0 + code.components(separatedBy: $1).count - 1 }
    }
}
