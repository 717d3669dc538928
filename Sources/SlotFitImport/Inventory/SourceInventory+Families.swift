import SlotFit
import SwiftSyntax

/// Whether a configuration shows a `.small` view (the Smart Stack,
/// CarPlay): `.supplementalActivityFamilies([.small])` chained on it, on a
/// name it is bound to (`config.supplementalActivityFamilies(…)` inside
/// `if #available(iOS 18, *)`), or inside a `WidgetConfiguration`
/// extension helper chained on either. An `if #available` branch counts
/// when it is the one `branches` takes.
extension SourceInventory {
    static func supportsSmallFamily(_ call: FunctionCallExprSyntax, modifiers: [String], index: ModuleIndex, branches: BranchChoice) -> Bool {
        if modifiers.contains("supplementalActivityFamilies") { return true }
        var visited: Set<String> = []
        if modifiers.contains(where: { helperAddsSmall($0, index: index, branches: branches, visited: &visited) }) { return true }
        // `let config = ActivityConfiguration(…)`, then `config.supplementalActivityFamilies(…)`.
        var node = Syntax(call).parent
        while let current = node, !current.is(PatternBindingSyntax.self), !current.is(CodeBlockItemSyntax.self) { node = current.parent }
        guard let binding = node?.as(PatternBindingSyntax.self), let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return false }
        var enclosing = binding.parent
        while let current = enclosing, !current.is(CodeBlockItemListSyntax.self) { enclosing = current.parent }
        guard let body = enclosing else { return false }
        final class Uses: SyntaxVisitor {
            let name: String
            var members: [MemberAccessExprSyntax] = []
            init(_ name: String) { self.name = name; super.init(viewMode: .sourceAccurate) }
            override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
                if node.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == name { members.append(node) }
                return .visitChildren
            }
        }
        let uses = Uses(name)
        uses.walk(body)
        return uses.members.contains { member in
            guard isTaken(member, branches: branches) else { return false }
            let modifier = member.declName.baseName.text
            if modifier == "supplementalActivityFamilies" { return namesSmall(member) }
            return helperAddsSmall(modifier, index: index, branches: branches, visited: &visited)
        }
    }

    /// A `WidgetConfiguration` extension function that applies `.small`
    /// (directly or through another such helper).
    static func helperAddsSmall(_ name: String, index: ModuleIndex, branches: BranchChoice, visited: inout Set<String>) -> Bool {
        guard visited.insert(name).inserted, visited.count < 16 else { return false }
        final class Calls: SyntaxVisitor {
            var members: [MemberAccessExprSyntax] = []
            var direct: [DeclReferenceExprSyntax] = []
            override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind { members.append(node); return .visitChildren }
            override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind { direct.append(node); return .visitChildren }
        }
        for member in index.members[name] ?? [] where member.owner?.hasSuffix("WidgetConfiguration") == true {
            let calls = Calls(viewMode: .sourceAccurate)
            calls.walk(member.body)
            // `supplementalActivityFamilies([.small])` on `self` (implicit or written).
            for reference in calls.direct where reference.baseName.text == "supplementalActivityFamilies" && isTaken(reference, branches: branches) {
                if reference.parent?.as(FunctionCallExprSyntax.self).map({ $0.arguments.trimmedDescription.contains("small") }) == true { return true }
            }
            for access in calls.members where isTaken(access, branches: branches) {
                let called = access.declName.baseName.text
                if called == "supplementalActivityFamilies", namesSmall(access) { return true }
                if called != name, helperAddsSmall(called, index: index, branches: branches, visited: &visited) { return true }
            }
        }
        return false
    }

    /// `….supplementalActivityFamilies([.small, …])`: the call's families include `.small`.
    static func namesSmall(_ member: MemberAccessExprSyntax) -> Bool {
        guard let call = member.parent?.as(FunctionCallExprSyntax.self) else { return false }
        return call.arguments.trimmedDescription.contains("small")
    }

    /// Whether the branch of every `if #available` around `node` is the one taken.
    static func isTaken(_ node: some SyntaxProtocol, branches: BranchChoice) -> Bool {
        var child = Syntax(node)
        while let parent = child.parent {
            if let conditional = parent.as(IfExprSyntax.self), conditional.conditions.count == 1,
               conditional.conditions.first?.condition.is(AvailabilityConditionSyntax.self) == true {
                let inThen = child.id == conditional.body.id
                if inThen && branches == .oldest { return false }
                if !inThen && child.id != conditional.conditions.id && branches == .newest { return false }
            }
            child = parent
        }
        return true
    }
}
