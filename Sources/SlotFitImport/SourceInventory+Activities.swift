import SlotFit
import SwiftParser
import SwiftSyntax

/// The Live Activities of a widget extension as SlotFit's model, read from
/// its Swift source, and what was approximated on the way.
public struct ImportedActivities: Sendable {
    public var activities: [Activity]
    public var approximations: [Approximation]
}

extension SourceInventory {
    /// Interprets every configuration's views (custom `View` structs of
    /// these files inlined) into activities with the sample states the
    /// source declares and the attributes' static sample.
    public func importActivities() -> ImportedActivities {
        let trees = zip(files, texts).map { (file: $0.0, tree: Parser.parse(source: $0.1)) }
        // Custom views: `struct X: View { var body: some View { … } }`.
        var customViews: [String: CodeBlockItemListSyntax] = [:]
        for (_, tree) in trees {
            let finder = ViewStructFinder(viewMode: .sourceAccurate)
            finder.walk(tree)
            customViews.merge(finder.bodies) { first, _ in first }
        }
        // Design constants: `enum UX { static let padding: CGFloat = 14 }`.
        var constants: [String: ActivityValue] = [:]
        for (_, tree) in trees {
            let finder = ConstantFinder(viewMode: .sourceAccurate)
            finder.walk(tree)
            constants.merge(finder.constants) { first, _ in first }
        }
        var activities: [Activity] = []
        var approximations: [Approximation] = []
        for (file, tree) in trees {
            let converter = SourceLocationConverter(fileName: file, tree: tree)
            let finder = ConfigurationCallFinder(viewMode: .sourceAccurate)
            finder.walk(tree)
            for call in finder.calls {
                var interpreter = ViewInterpreter(converter: converter, file: file, customViews: customViews)
                interpreter.constants = constants
                guard let configuration = configurations.first(where: { $0.location == interpreter.location(call) }) else { continue }
                var activity = Activity(name: configuration.attributes)
                if let attributes = attributes.first(where: { $0.name == configuration.attributes }) {
                    activity.attributes = attributes.sampleValues
                }
                activity.states = samples.filter { $0.attributes == configuration.attributes }.map { Activity.State(name: $0.name, fields: $0.fields) }
                activity.supportsSmallFamily = configuration.modifiers.contains("supplementalActivityFamilies")
                func one(_ views: [ActivityView]) -> ActivityView? {
                    views.isEmpty ? nil : views.count == 1 ? views[0] : ActivityView(.group(content: views))
                }
                if let lock = call.trailingClosure { activity.lockScreen = one(interpreter.views(lock.statements)) }
                let islandClosure = call.additionalTrailingClosures.first { $0.label.text == "dynamicIsland" }?.closure
                if let islandClosure, let island = IslandCallFinder.find(in: islandClosure) {
                    if let regions = island.trailingClosure {
                        for statement in regions.statements {
                            guard let region = statement.item.as(ExprSyntax.self)?.as(FunctionCallExprSyntax.self)
                                    ?? statement.item.as(FunctionCallExprSyntax.self),
                                  region.calledExpression.trimmedDescription == "DynamicIslandExpandedRegion",
                                  let position = region.arguments.first?.expression.trimmedDescription,
                                  let place = Activity.ExpandedRegion(rawValue: String(position.drop { $0 == "." })),
                                  let body = region.trailingClosure else { continue }
                            activity.expanded[place] = one(interpreter.views(body.statements))
                            if let priority = region.arguments.first(where: { $0.label?.text == "priority" }).flatMap({ DeclarationFinder.literal($0.expression)?.number }) {
                                activity.expandedPriorities[place] = priority
                            }
                        }
                    }
                    for closure in island.additionalTrailingClosures {
                        let views = one(interpreter.views(closure.closure.statements))
                        switch closure.label.text {
                        case "compactLeading": activity.compactLeading = views
                        case "compactTrailing": activity.compactTrailing = views
                        case "minimal": activity.minimal = views
                        default: break
                        }
                    }
                }
                activities.append(activity.withInterpolatedKeys())
                approximations += interpreter.approximations
            }
        }
        return ImportedActivities(activities: activities, approximations: approximations)
    }
}

/// `struct X: View { var body: some View { … } }` bodies by name.
final class ViewStructFinder: SyntaxVisitor {
    var bodies: [String: CodeBlockItemListSyntax] = [:]

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        guard DeclarationFinder.inherits(node.inheritanceClause, "View") else { return .visitChildren }
        for member in node.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings where binding.pattern.trimmedDescription == "body" {
                if case .getter(let statements)? = binding.accessorBlock?.accessors { bodies[node.name.text] = statements }
            }
        }
        return .visitChildren
    }
}

/// The `ActivityConfiguration(for:)` calls of a file.
final class ConfigurationCallFinder: SyntaxVisitor {
    var calls: [FunctionCallExprSyntax] = []

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if node.calledExpression.trimmedDescription == "ActivityConfiguration" { calls.append(node) }
        return .visitChildren
    }
}

/// The `DynamicIsland { … }` call in a `dynamicIsland:` closure.
final class IslandCallFinder: SyntaxVisitor {
    var found: FunctionCallExprSyntax?

    static func find(in closure: ClosureExprSyntax) -> FunctionCallExprSyntax? {
        let finder = IslandCallFinder(viewMode: .sourceAccurate)
        finder.walk(closure)
        return finder.found
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if found == nil, node.calledExpression.trimmedDescription == "DynamicIsland" { found = node }
        return .visitChildren
    }
}

/// Static constants with literal values, by qualified name (`UX.padding`,
/// `Layout.Spacing.small`).
final class ConstantFinder: SyntaxVisitor {
    var constants: [String: ActivityValue] = [:]
    private var scope: [String] = []

    private func enter(_ name: String) -> SyntaxVisitorContinueKind { scope.append(name); return .visitChildren }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text) }
    override func visitPost(_ node: EnumDeclSyntax) { scope.removeLast() }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text) }
    override func visitPost(_ node: StructDeclSyntax) { scope.removeLast() }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.extendedType.trimmedDescription) }
    override func visitPost(_ node: ExtensionDeclSyntax) { scope.removeLast() }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        guard !scope.isEmpty, node.modifiers.contains(where: { $0.name.text == "static" }) else { return .skipChildren }
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                  let value = binding.initializer.flatMap({ DeclarationFinder.literal($0.value) }) else { continue }
            constants[(scope + [name]).joined(separator: ".")] = value
        }
        return .skipChildren
    }
}
