/// Values a command leaves for the end of the process: freeing a large
/// cache (every text a batch measured, every word it shaped) just before
/// exiting takes time and gives nothing back — the system takes the
/// memory back at once.
enum ProcessLifetime {
    nonisolated(unsafe) private static var kept: [Any] = []

    /// Keeps `value` until the process exits. Called from the main thread.
    static func keep(_ value: Any) { kept.append(value) }
}
