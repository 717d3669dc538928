/// The one error every SlotFit library throws: what kind of problem, where it
/// is (a file, line and column, and a key path inside the file), what is wrong
/// with the input quoted, and what to do.
///
/// Errors are values: a caller switches on ``kind`` and reads ``location``
/// and ``keyPath`` without parsing the text; ``description`` is the one line
/// the command-line tool prints after `error:`, in the form compilers use:
/// `file:line:column: key.path: problem; fix`.
///
/// A stage that catches an error from the stage below adds what it was doing
/// with ``within(_:)`` (for example the manifest whose catalog failed to
/// load); the innermost location is kept.
public struct SlotFitError: Error, Sendable, Hashable, Codable, CustomStringConvertible {
    /// What went wrong, as a category a caller can switch on.
    public enum Kind: String, Sendable, Hashable, Codable, CaseIterable {
        /// A file that does not parse (JSON, `.strings`, XML, YAML, Swift).
        case syntax
        /// A file that parses but does not have the expected shape.
        case schema
        /// A file or folder that cannot be read or written.
        case io
        /// A value that cannot be formatted, or a format that does not match its arguments.
        case format
        /// A language tag that is not one.
        case locale
        /// An argument out of range or of the wrong kind.
        case invalidArgument
        /// ICU reported a failure.
        case icu
        /// A font file that is not there.
        case missingFont
        /// A font file that cannot be read as a font.
        case unreadableFont
        /// A font profile that is not valid.
        case invalidProfile
        /// An activity manifest or `slotfit.yml` that is not valid.
        case manifest
        /// A device name that names no device.
        case unknownDevice
        /// Swift source that cannot be imported.
        case swiftSource
        /// A value expression (`derived:`, a condition) that does not parse.
        case expression
    }

    /// The category.
    public var kind: Kind
    /// The file, line and column, when the problem is in a file.
    public var location: SourceLocation?
    /// The key path inside the file (`views.lockScreen.children[2].text`), when known.
    public var keyPath: String?
    /// What is wrong, quoting the input, and what to do — without the place.
    public var problem: String
    /// What the callers were doing, outermost first (`Delivery.yml: catalog`).
    public var context: [String]

    /// Creates an error of a kind, at a place, with its problem and fix.
    public init(_ kind: Kind, _ problem: String, at location: SourceLocation? = nil, keyPath: String? = nil) {
        self.kind = kind
        self.problem = problem
        self.location = location
        self.keyPath = keyPath
        self.context = []
    }

    /// The same error with what the caller was doing added in front.
    public func within(_ doing: String) -> SlotFitError {
        var copy = self
        copy.context.insert(doing, at: 0)
        return copy
    }

    /// The same error placed at `location` (and `keyPath`) when it has no
    /// place of its own; when it has one (a catalog's line, say), the outer
    /// place becomes context in front of it.
    public func located(at location: SourceLocation?, keyPath: String? = nil) -> SlotFitError {
        let location = location.flatMap { $0.file.isEmpty ? nil : $0 }
        guard self.location == nil, self.keyPath == nil else {
            let outer = [location?.description, keyPath].compactMap { $0 }.filter { !$0.isEmpty }
            return outer.isEmpty ? self : within(outer.joined(separator: ": "))
        }
        var copy = self
        copy.location = location
        copy.keyPath = keyPath
        return copy
    }

    /// `context: file:line:column: key.path: problem`, as far as known.
    public var description: String {
        var parts = context
        if let location { parts.append(location.description) }
        if let keyPath, !keyPath.isEmpty { parts.append(keyPath) }
        parts.append(problem)
        return parts.joined(separator: ": ")
    }
}
