/// An error from the text engine: bad input, a missing font or an ICU failure.
///
/// Every message quotes the offending input and says what to do about it.
public struct TextError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What went wrong, as a category a caller can switch on.
    public enum Kind: String, Sendable, Hashable, Codable {
        case invalidLocale
        case invalidArgument
        case missingFont
        case unreadableFont
        case invalidProfile
        case icu
    }

    /// The category.
    public var kind: Kind
    /// The full message, naming the input and the fix.
    public var message: String

    /// Creates an error of a kind with its message.
    public init(_ kind: Kind, _ message: String) {
        self.kind = kind
        self.message = message
    }

    public var description: String { message }
}

extension TextError {
    static func icu(_ operation: String, _ code: Int32) -> TextError {
        TextError(.icu, "ICU failed in \(operation): \(ICU.errorName(code)). This is a bug in SlotFit or a broken ICU install; report it with the input text.")
    }
}
