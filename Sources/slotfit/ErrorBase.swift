import Foundation

/// The folder Swift paths in errors are relative to: the project of the
/// configuration being checked, once a command has read it. Errors from
/// imported views name files relative to the project; `SlotFitCommand`
/// reads this to quote their lines.
enum ErrorBase {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var stored: String?

    /// The project folder, when a command has set it.
    static var projectDirectory: String? {
        get { lock.lock(); defer { lock.unlock() }; return stored }
        set { lock.lock(); defer { lock.unlock() }; stored = newValue }
    }
}
