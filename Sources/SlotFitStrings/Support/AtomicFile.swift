import Foundation

/// Writes a file so that readers see the old bytes or the new, never half:
/// a temporary file in the same folder, then a rename over the target.
public enum AtomicFile {
    /// Writes `bytes` to `path` atomically.
    public static func write(_ bytes: [UInt8], to path: String) throws {
        let url = URL(fileURLWithPath: path)
        let temporary = url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).slotfit-\(UUID().uuidString)")
        do {
            try Data(bytes).write(to: temporary)
            // rename(2) replaces the target in one step; Foundation's
            // replaceItemAt on Linux removes the target first.
            guard rename(temporary.path, path) == 0 else {
                throw StringsError(.io, String(cString: strerror(errno)))
            }
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw StringsError(.io, "cannot write \"\(path)\": \(error.localizedDescription); check the folder's permissions (the file is unchanged)")
        }
    }
}
