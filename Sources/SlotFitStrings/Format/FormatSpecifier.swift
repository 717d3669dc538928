/// One conversion in an Apple printf-style format string (`%@`, `%lld`,
/// `%2$.1f`, `%#@cycles@`).
public struct FormatSpecifier: Sendable, Hashable, CustomStringConvertible {
    /// What an argument must be for the conversion to be safe.
    public enum ArgumentKind: String, Sendable, Hashable, Codable {
        /// `%@`: an object (a string in SlotFit).
        case object
        /// `%d %i` and friends.
        case signedInteger
        /// `%u %o %x %X`.
        case unsignedInteger
        /// `%f %e %g %a` and capitals.
        case floatingPoint
        /// `%c %C`.
        case character
        /// `%s %S`: a C string.
        case cString
        /// `%p`: a pointer.
        case pointer
        /// `%#@name@`: a substitution (plural variations) on a number.
        case substitution
    }

    /// The text as written, e.g. "%2$.1f".
    public var text: String
    /// The explicit argument position (`%2$@` → 2), if any.
    public var position: Int?
    /// Flags: any of `-+ #0'`.
    public var flags: String
    /// Width digits or `*`.
    public var width: String?
    /// Precision digits or `*` (without the dot).
    public var precision: String?
    /// Length modifier: `hh h l ll q z t j L`.
    public var length: String
    /// The conversion character (`@`, `d`, `f`, …; `@` also for substitutions).
    public var conversion: Character
    /// The substitution's name for `%#@name@`.
    public var substitution: String?
    /// UTF-16 offset of the `%` in the string.
    public var offset: Int

    /// The argument kind the conversion reads.
    public var kind: ArgumentKind {
        if substitution != nil { return .substitution }
        switch conversion {
        case "@": return .object
        case "d", "i", "D": return .signedInteger
        case "u", "o", "x", "X", "U", "O": return .unsignedInteger
        case "f", "F", "e", "E", "g", "G", "a", "A": return .floatingPoint
        case "c", "C": return .character
        case "s", "S": return .cString
        default: return .pointer
        }
    }

    /// `true` for the 64-bit integer lengths (`l ll q z t j`).
    var isWide: Bool { ["l", "ll", "q", "z", "t", "j"].contains(length) }

    /// The type as Xcode compares placeholders: kind and width.
    package var typeSignature: String {
        switch kind {
        case .signedInteger, .unsignedInteger: return "\(kind.rawValue)\(isWide ? "64" : "32")"
        default: return kind.rawValue
        }
    }

    public var description: String { text }
}
