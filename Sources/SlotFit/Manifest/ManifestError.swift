/// A problem in an activity manifest: the file, line and column, the key
/// path, and what to do.
public struct ManifestError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The whole message.
    public var message: String
    public var description: String { message }
}
