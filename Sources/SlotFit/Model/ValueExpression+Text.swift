/// The Swift-like text of a value expression, as manifests write it
/// (`derived: { minutes: "Int(etaSeconds / 60)" }`) and as the importer
/// names what it computed.
extension ValueExpression: CustomStringConvertible {
    public var description: String { text(outer: 0) }

    /// The text, parenthesized where an operator of precedence `outer`
    /// around it would otherwise bind differently.
    func text(outer: Int) -> String {
        switch self {
        case .field(let name): return name
        case .literal(let value):
            switch value {
            case .null: return "nil"
            default: return value.description
            }
        case .negate(let x): return "-" + x.text(outer: 10)
        case .not(let x): return "!" + x.text(outer: 10)
        case .property(let x, let property): return x.text(outer: 10) + "." + property.rawValue
        case .call(let function, let arguments): return function.rawValue + "(" + arguments.map { $0.text(outer: 0) }.joined(separator: ", ") + ")"
        case .binary(let op, let a, let b):
            // Left-associative: the right operand of equal precedence keeps
            // its parentheses.
            let inner = a.text(outer: op.precedence) + " \(op.rawValue) " + b.text(outer: op.precedence + 1)
            return op.precedence < outer ? "(" + inner + ")" : inner
        case .coalesce(let a, let b):
            // `??` binds tighter than comparisons, looser than arithmetic;
            // right-associative.
            let inner = a.text(outer: 5) + " ?? " + b.text(outer: 4)
            return 4 < outer ? "(" + inner + ")" : inner
        case .conditional(let c, let a, let b):
            let inner = c.text(outer: 1) + " ? " + a.text(outer: 1) + " : " + b.text(outer: 0)
            return outer > 0 ? "(" + inner + ")" : inner
        }
    }
}

extension ValueExpression {
    /// Parses the text form: fields (`eta`, `$now`), numbers, "strings",
    /// `true`/`false`/`nil`, `.enumCase`, the operators of Swift with its
    /// precedence (`* / %`, `+ -`, `??`, comparisons, `&&`, `||`, `?:`),
    /// prefix `-` and `!`, parentheses, the functions of `Function` and the
    /// properties of `Property`.
    public init(parsing text: String) throws {
        var parser = ValueExpressionParser(text: text)
        self = try parser.parseAll()
    }
}

/// A precedence-climbing parser of `ValueExpression`'s text form.
struct ValueExpressionParser {
    let text: String
    let characters: [Character]
    var position = 0

    init(text: String) {
        self.text = text
        characters = Array(text)
    }

    /// A `SlotFitError` of kind `.expression` quoting the text and the
    /// character where parsing stopped.
    func fail(_ message: String) -> SlotFitError {
        SlotFitError(.expression, "\"\(text)\" at character \(position + 1): \(message)")
    }

    mutating func skipSpaces() { while position < characters.count, characters[position].isWhitespace { position += 1 } }

    mutating func take(_ token: String) -> Bool {
        skipSpaces()
        let token = Array(token)
        guard position + token.count <= characters.count, Array(characters[position..<position + token.count]) == token else { return false }
        // `a ?? b` is not `a ? ?b`; `<=` is not `<`.
        if token == ["?"], position + 1 < characters.count, characters[position + 1] == "?" { return false }
        if token.count == 1, ["<", ">", "!", "="].contains(token[0]), position + 1 < characters.count, characters[position + 1] == "=" { return false }
        position += token.count
        return true
    }

    mutating func parseAll() throws -> ValueExpression {
        let expression = try parseConditional()
        skipSpaces()
        guard position == characters.count else { throw fail("unexpected \"\(String(characters[position...]))\"; write an expression such as eta / 60, name ?? \"-\" or done ? 1 : 0") }
        return expression
    }

    mutating func parseConditional() throws -> ValueExpression {
        let condition = try parseBinary(1)
        guard take("?") else { return condition }
        let then = try parseConditional()
        guard take(":") else { throw fail("a ? without its : (write condition ? value : other)") }
        return .conditional(condition, then, try parseConditional())
    }

    /// Operators of precedence `minimum` and above (`??` sits at 4).
    mutating func parseBinary(_ minimum: Int) throws -> ValueExpression {
        var left = try parsePrefix()
        while true {
            skipSpaces()
            if minimum <= 4, take("??") {
                let right = try parseBinary(4)   // right-associative
                left = .coalesce(left, right)
                continue
            }
            let candidates = ValueExpression.BinaryOperator.allCases.sorted { $0.rawValue.count > $1.rawValue.count }
            guard let op = candidates.first(where: { $0.precedence >= minimum && peek($0.rawValue) }) else { return left }
            _ = take(op.rawValue)
            left = .binary(op, left, try parseBinary(op.precedence + 1))
        }
    }

    mutating func peek(_ token: String) -> Bool {
        let saved = position
        defer { position = saved }
        return take(token)
    }

    mutating func parsePrefix() throws -> ValueExpression {
        if take("-") { return .negate(try parsePrefix()) }
        if take("!") { return .not(try parsePrefix()) }
        return try parsePostfix(try parsePrimary())
    }

    mutating func parsePostfix(_ base: ValueExpression) throws -> ValueExpression {
        var result = base
        while true {
            skipSpaces()
            guard position < characters.count, characters[position] == ".",
                  position + 1 < characters.count, characters[position + 1].isLetter else { return result }
            position += 1
            let name = identifier()
            let called = take("()")
            if called && name == "rounded" { result = .call(.round, [result]); continue }
            guard let property = ValueExpression.Property(rawValue: called ? name + "()" : name) else {
                throw fail("\".\(name)\" is not a property SlotFit evaluates; known: \(ValueExpression.Property.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            result = .property(result, property)
        }
    }

    mutating func identifier() -> String {
        var name = ""
        while position < characters.count, characters[position].isLetter || characters[position].isNumber || characters[position] == "_" || characters[position] == "$" {
            name.append(characters[position]); position += 1
        }
        return name
    }

    mutating func parsePrimary() throws -> ValueExpression {
        skipSpaces()
        guard position < characters.count else { throw fail("an expression ends early") }
        let c = characters[position]
        if take("(") {
            let inner = try parseConditional()
            guard take(")") else { throw fail("a ( without its )") }
            return inner
        }
        if c == "\"" {
            position += 1
            var string = ""
            while position < characters.count, characters[position] != "\"" {
                if characters[position] == "\\", position + 1 < characters.count { position += 1 }
                string.append(characters[position]); position += 1
            }
            guard position < characters.count else { throw fail("a string without its closing quote") }
            position += 1
            return .literal(.string(string))
        }
        if c.isNumber {
            var digits = ""
            while position < characters.count, characters[position].isNumber || characters[position] == "." || characters[position] == "_" {
                if characters[position] != "_" { digits.append(characters[position]) }
                position += 1
            }
            guard let n = Double(digits) else { throw fail("\"\(digits)\" is not a number") }
            return .literal(.number(n))
        }
        if c == ".", position + 1 < characters.count, characters[position + 1].isLetter {
            position += 1
            return .literal(.string(identifier()))
        }
        if c.isLetter || c == "_" || c == "$" {
            var name = identifier()
            switch name {
            case "true": return .literal(.bool(true))
            case "false": return .literal(.bool(false))
            case "nil": return .literal(.null)
            default: break
            }
            if take("(") {
                let function = ValueExpression.Function(rawValue: name)
                    ?? ["CGFloat": .double, "Float": .double][name]
                guard let function else {
                    throw fail("\"\(name)(…)\" is not a function SlotFit evaluates; known: \(ValueExpression.Function.allCases.map(\.rawValue).joined(separator: ", "))")
                }
                var arguments: [ValueExpression] = []
                if !take(")") {
                    repeat {
                        skipSpaces()
                        // `String(describing: x)`.
                        let saved = position
                        let label = identifier()
                        if label.isEmpty || !take(":") { position = saved }
                        arguments.append(try parseConditional())
                    } while take(",")
                    guard take(")") else { throw fail("\(name)( without its )") }
                }
                return .call(function, arguments)
            }
            // Dotted names are fields of nested values (`driver.name`) only
            // when no property of that name exists.
            while position + 1 < characters.count, characters[position] == ".", characters[position + 1].isLetter {
                let saved = position
                position += 1
                let next = identifier()
                if ValueExpression.Property(rawValue: next) != nil || next == "uppercased" || next == "lowercased" || next == "rounded" {
                    position = saved
                    break
                }
                name += "." + next
            }
            return .field(name)
        }
        throw fail("unexpected \"\(c)\"; write a field, a number, a \"string\", true, false, nil or .case")
    }
}
