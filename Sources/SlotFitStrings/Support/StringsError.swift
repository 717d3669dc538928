/// An error reading, resolving or formatting strings. The message names the
/// file and the line and column or key path, quotes the bad input and says
/// what to do.
public struct StringsError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Categories a caller can switch on.
    public enum Kind: String, Sendable, Hashable, Codable {
        case syntax, schema, format, locale, io, icu
    }

    /// The category.
    public var kind: Kind
    /// The whole message.
    public var message: String

    /// Creates an error.
    public init(_ kind: Kind, _ message: String) {
        self.kind = kind
        self.message = message
    }

    public var description: String { message }
}
