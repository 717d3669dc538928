/// An alignment guide's value: `constant + width × widthFactor + height ×
/// heightFactor`, in points from the view's leading (top) edge.
public struct GuideValue: Sendable, Hashable, CustomStringConvertible {
    public var constant: Double
    public var widthFactor: Double
    public var heightFactor: Double

    /// A value of the view's size.
    public init(constant: Double = 0, widthFactor: Double = 0, heightFactor: Double = 0) {
        self.constant = constant
        self.widthFactor = widthFactor
        self.heightFactor = heightFactor
    }

    /// The guide's place in a view `width` × `height`.
    public func evaluate(width: Double, height: Double) -> Double {
        constant + (widthFactor == 0 ? 0 : widthFactor * width) + (heightFactor == 0 ? 0 : heightFactor * height)
    }

    /// "width / 2 + 10", "height", "12": what `init(parsing:)` reads back.
    public var description: String {
        func term(_ factor: Double, _ name: String) -> String? {
            guard factor != 0 else { return nil }
            if factor == 1 { return name }
            let inverse = 1 / factor
            if inverse == inverse.rounded(), abs(inverse) < 1e6 { return "\(name) / \(Self.number(inverse))" }
            return "\(name) * \(Self.number(factor))"
        }
        var parts = [term(widthFactor, "width"), term(heightFactor, "height")].compactMap { $0 }
        if constant != 0 || parts.isEmpty { parts.append(Self.number(constant)) }
        return parts.joined(separator: " + ").replacingOccurrences(of: "+ -", with: "- ")
    }

    static func number(_ n: Double) -> String { n == n.rounded() && abs(n) < 1e15 ? String(Int(n)) : String(n) }

    /// Reads `10`, `width`, `height / 2`, `width - 4`, `(width + height) / 2`:
    /// numbers, `width` and `height`, `+ - * /` and parentheses, linear in
    /// the size (a product or quotient needs a number on one side).
    /// `nil` for anything else.
    public init?(parsing text: String) {
        var parser = Parser(text)
        guard let value = parser.sum(), parser.atEnd else { return nil }
        self = value
    }

    static func + (a: GuideValue, b: GuideValue) -> GuideValue {
        GuideValue(constant: a.constant + b.constant, widthFactor: a.widthFactor + b.widthFactor, heightFactor: a.heightFactor + b.heightFactor)
    }

    func scaled(_ k: Double) -> GuideValue { GuideValue(constant: constant * k, widthFactor: widthFactor * k, heightFactor: heightFactor * k) }

    /// `true` when the value is a number alone.
    var isConstant: Bool { widthFactor == 0 && heightFactor == 0 }
}

extension GuideValue {
    /// A recursive-descent reading of a guide value (`GuideValue(parsing:)`).
    struct Parser {
        private let characters: [Character]
        private var index = 0

        init(_ text: String) { characters = Array(text) }

        var atEnd: Bool {
            mutating get { skipSpaces(); return index == characters.count }
        }

        private mutating func skipSpaces() { while index < characters.count, characters[index] == " " { index += 1 } }

        private mutating func take(_ c: Character) -> Bool {
            skipSpaces()
            guard index < characters.count, characters[index] == c else { return false }
            index += 1
            return true
        }

        mutating func sum() -> GuideValue? {
            guard var value = product() else { return nil }
            while true {
                if take("+") { guard let next = product() else { return nil }; value = value + next }
                else if take("-") { guard let next = product() else { return nil }; value = value + next.scaled(-1) }
                else { return value }
            }
        }

        mutating func product() -> GuideValue? {
            guard var value = factor() else { return nil }
            while true {
                if take("*") {
                    guard let next = factor() else { return nil }
                    if next.isConstant { value = value.scaled(next.constant) }
                    else if value.isConstant { value = next.scaled(value.constant) }
                    else { return nil }
                } else if take("/") {
                    guard let next = factor(), next.isConstant, next.constant != 0 else { return nil }
                    value = value.scaled(1 / next.constant)
                } else { return value }
            }
        }

        mutating func factor() -> GuideValue? {
            if take("-") { return factor()?.scaled(-1) }
            if take("(") {
                guard let inner = sum(), take(")") else { return nil }
                return inner
            }
            skipSpaces()
            let start = index
            while index < characters.count, characters[index].isLetter || characters[index].isNumber || characters[index] == "." { index += 1 }
            let word = String(characters[start..<index])
            switch word {
            case "width": return GuideValue(widthFactor: 1)
            case "height": return GuideValue(heightFactor: 1)
            default:
                guard let number = Double(word), number.isFinite else { return nil }
                return GuideValue(constant: number)
            }
        }
    }
}
