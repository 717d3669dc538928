import Foundation

/// Writes a file so that readers see the old bytes or the new, never half:
/// a temporary file in the same folder, then a rename over the target.
public enum AtomicFile {
    /// `true` for the name of a temporary file `write` makes
    /// (`.NAME.slotfit-UUID`), which only a killed process leaves behind.
    public static func isTemporaryFile(_ name: String) -> Bool {
        guard name.hasPrefix("."), let range = name.range(of: ".slotfit-", options: .backwards) else { return false }
        let uuid = name[range.upperBound...]
        return uuid.count == 36 && UUID(uuidString: String(uuid)) != nil
    }

    /// Writes `bytes` to `path` atomically.
    /// A symbolic link is written through (its target is replaced, the link
    /// stays), and an existing file keeps its permissions.
    public static func write(_ bytes: [UInt8], to path: String) throws {
        // Through a link: the file it points at is the one to replace.
        let target = (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) == nil
            ? path : URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        let url = URL(fileURLWithPath: target)
        let temporary = url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).slotfit-\(UUID().uuidString)")
        var status = stat()
        let existingMode: mode_t? = stat(target, &status) == 0 ? status.st_mode & 0o7777 : nil
        do {
            try Data(bytes).write(to: temporary)
            if let existingMode { _ = chmod(temporary.path, existingMode) }
            // rename(2) replaces the target in one step; Foundation's
            // replaceItemAt on Linux removes the target first.
            guard rename(temporary.path, target) == 0 else {
                throw SlotFitError(.io, String(cString: strerror(errno)))
            }
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw SlotFitError(.io, "cannot write \"\(path)\": \(error.localizedDescription); check the folder's permissions (the file is unchanged)")
        }
    }
}
