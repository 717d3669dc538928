import SlotFit
import SwiftSyntax

extension ViewInterpreter {
    /// The format specifier Xcode writes for a Swift type in the key it
    /// extracts from a `LocalizedStringKey` interpolation: `String` (and
    /// anything else that is an object or a formatted value) `%@`, `Int`
    /// `%lld`, `Double` `%lf`, `Float` `%f`, `Int32` `%d`, `UInt` `%llu`.
    /// [Apple: LocalizedStringKey.StringInterpolation's `appendInterpolation`
    /// overloads; "Localizing and varying text with a string catalog":
    /// Xcode replaces each interpolated value with its type's specifier.]
    static func specifier(forType type: String) -> String? {
        var name = type.trimmingCharacters(in: .whitespaces)
        if name.hasSuffix("?") || name.hasSuffix("!") { return "%@" }
        if name.hasPrefix("Swift.") { name = String(name.dropFirst(6)) }
        switch name {
        case "Int", "Int64": return "%lld"
        case "Int32": return "%d"
        case "Int16": return "%hd"
        case "Int8": return "%hhd"
        case "UInt", "UInt64": return "%llu"
        case "UInt32": return "%u"
        case "UInt16": return "%hu"
        case "UInt8": return "%hhu"
        case "Double", "CGFloat", "TimeInterval", "CLLocationDistance", "CLLocationDegrees": return "%lf"
        case "Float": return "%f"
        case "": return nil
        default:
            // Strings, dates, attributed strings, a Text, any other type.
            return "%@"
        }
    }

    /// The specifier of an interpolated expression, from its static type:
    /// literals, conversions (`Int(…)`), formatted values, fields, `let`s
    /// and parameters with a declared type, functions and computed
    /// properties with a return type, arithmetic on those. `.unknown` when
    /// SlotFit cannot tell the type (then no key is guessed from a value).
    mutating func staticSpecifier(_ expression: ExprSyntax, depth: Int = 0) -> TextArgument.Specifier {
        guard depth < 16 else { return .unknown }
        if expression.is(IntegerLiteralExprSyntax.self) { return .known("%lld") }
        if expression.is(FloatLiteralExprSyntax.self) { return .known("%lf") }
        if expression.is(StringLiteralExprSyntax.self) || expression.is(BooleanLiteralExprSyntax.self) { return .known("%@") }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1 {
            return staticSpecifier(tuple.elements.first!.expression, depth: depth + 1)
        }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self) { return staticSpecifier(prefix.expression, depth: depth + 1) }
        if let forced = expression.as(ForceUnwrapExprSyntax.self) { return staticSpecifier(forced.expression, depth: depth + 1) }
        if let call = expression.as(FunctionCallExprSyntax.self) {
            let called = call.calledExpression
            let name = called.nameText
            // Conversions: `Int(x)`, `Double(x)`, `String(x)`.
            if let specifier = Self.specifier(forType: name), name.first?.isUppercase == true, Self.isScalarType(name) || name == "String" {
                return .known(specifier)
            }
            if let member = called.as(MemberAccessExprSyntax.self) {
                let method = member.declName.baseName.text
                // `x.formatted(…)`, `x.uppercased()`, `x.description`: strings.
                if ["formatted", "uppercased", "lowercased", "capitalized", "trimmingCharacters", "replacingOccurrences", "joined", "description"].contains(method) {
                    return .known("%@")
                }
                if ["rounded"].contains(method), let base = member.base { return staticSpecifier(base, depth: depth + 1) }
                if let found = index.member(method, owner: nil, view: false), let type = found.returnType {
                    return Self.specifier(forType: type).map { .known($0) } ?? .unknown
                }
                return .unknown
            }
            if ["min", "max", "abs"].contains(name), let first = call.arguments.first?.expression {
                return staticSpecifier(first, depth: depth + 1)
            }
            if ["round", "floor", "ceil"].contains(name) { return .known("%lf") }
            if let found = index.member(name, owner: scope.owner, view: false) ?? index.member(name, owner: nil, view: false), let type = found.returnType {
                return Self.specifier(forType: type).map { .known($0) } ?? .unknown
            }
            return .unknown
        }
        if let infix = expression.as(InfixOperatorExprSyntax.self), let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text {
            if op == "??" { return staticSpecifier(infix.rightOperand, depth: depth + 1) }
            guard ["+", "-", "*", "/", "%"].contains(op) else { return .unknown }
            let left = staticSpecifier(infix.leftOperand, depth: depth + 1), right = staticSpecifier(infix.rightOperand, depth: depth + 1)
            // A literal takes the other side's type.
            let leftLiteral = infix.leftOperand.is(IntegerLiteralExprSyntax.self) || infix.leftOperand.is(FloatLiteralExprSyntax.self)
            let rightLiteral = infix.rightOperand.is(IntegerLiteralExprSyntax.self) || infix.rightOperand.is(FloatLiteralExprSyntax.self)
            if leftLiteral && !rightLiteral { return right }
            if rightLiteral && !leftLiteral { return left }
            return left == right ? left : .unknown
        }
        if let ternary = expression.as(TernaryExprSyntax.self) {
            let a = staticSpecifier(ternary.thenExpression, depth: depth + 1), b = staticSpecifier(ternary.elseExpression, depth: depth + 1)
            return a == b ? a : .unknown
        }
        // A name: a field of the state or the attributes, a `let` or a
        // parameter with its declared type, a computed property.
        var name: String?
        var object: Bound?
        if let reference = expression.as(DeclReferenceExprSyntax.self) { name = reference.baseName.text }
        if let member = expression.as(MemberAccessExprSyntax.self) {
            name = member.declName.baseName.text
            // A field of a nested value or of a list's element (`train.minutes`): its declared type.
            if case .field(let field)? = value(expression), field.contains("."), fieldTypes[field] != nil {
                return Self.specifier(of: .field(field), fieldTypes: fieldTypes)
            }
            if let base = member.base {
                object = self.object(base)
                if object == nil, base.nameText != "self" {
                    // `x.count`, `x.isEmpty` on anything.
                    if name == "count" { return .known("%lld") }
                    if name == "description" { return .known("%@") }
                    // `Constants.appName`, declared `static let appName: String`.
                    if let type = index.constantTypes["\(base.nameText).\(name!)"], let specifier = Self.specifier(forType: type) { return .known(specifier) }
                }
            }
        }
        guard let name else { return .unknown }
        if object == nil, case .value(let bound)? = scope.names[name] {
            // `if let total = state.totalCycles`, a `ForEach` element.
            return Self.specifier(of: bound, fieldTypes: fieldTypes)
        }
        if object == nil, case .syntax(let inner, let bound, let declared)? = scope.names[name] {
            if let declared, let specifier = Self.specifier(forType: declared) { return .known(specifier) }
            return within(bound) { $0.staticSpecifier(inner, depth: depth + 1) }
        }
        if let type = fieldTypes[name] { return Self.specifier(forType: type).map { .known($0) } ?? .unknown }
        if object == nil, let type = index.constantTypes[name], let specifier = Self.specifier(forType: type) { return .known(specifier) }
        if name == "count" { return .known("%lld") }
        if let found = index.member(name, owner: object == nil ? scope.owner : nil, view: false) ?? index.member(name, owner: nil, view: false),
           found.parameters.isEmpty, let type = found.returnType {
            return Self.specifier(forType: type).map { .known($0) } ?? .unknown
        }
        return .unknown
    }

    /// The specifier of a value already converted: a field by its declared
    /// type (unwrapped: a binding of an optional), a literal, a conversion.
    static func specifier(of value: ValueExpression, fieldTypes: [String: String]) -> TextArgument.Specifier {
        switch value {
        case .field(let field):
            guard var type = fieldTypes[field] else { return .unknown }
            if type.hasSuffix("?") { type.removeLast() }
            return specifier(forType: type).map { .known($0) } ?? .unknown
        case .literal(.number(let n)): return .known(n == n.rounded() ? "%lld" : "%lf")
        case .literal(.string): return .known("%@")
        case .call(.int, _): return .known("%lld")
        case .call(.double, _): return .known("%lf")
        case .call(.string, _), .property(_, .uppercased), .property(_, .lowercased), .property(_, .capitalized), .property(_, .description): return .known("%@")
        case .property(_, .count): return .known("%lld")
        case .coalesce(let a, let b):
            let left = specifier(of: a, fieldTypes: fieldTypes), right = specifier(of: b, fieldTypes: fieldTypes)
            return left == right || right == .unknown ? left : left == .unknown ? right : .unknown
        default: return .unknown
        }
    }

    /// The standard library's number types (a conversion names its type).
    static func isScalarType(_ name: String) -> Bool {
        ["Int", "Int64", "Int32", "Int16", "Int8", "UInt", "UInt64", "UInt32", "UInt16", "UInt8", "Double", "Float", "CGFloat"].contains(name)
    }
}
