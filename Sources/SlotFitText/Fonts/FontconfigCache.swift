import Foundation
import Synchronization

/// The faces fontconfig lists for each family of a profile, remembered on
/// disk (`fontconfig.tsv` beside `FontDigests`' file), so a command's
/// start-up does not parse fontconfig's XML configuration and load its
/// caches (about 3.5 ms of a 20 ms start).
///
/// The answers hold while nothing fontconfig reads changed: the file starts
/// with a stamp of its configuration files and folders, its cache folders,
/// the usual font folders and its environment variables (size and
/// modification time of each), and each face records its folder's stamp
/// (adding or removing a font file changes the folder's time). Anything
/// different, unreadable or malformed: fontconfig is asked again.
final class FontconfigCache: Sendable {
    static let shared = FontconfigCache(directory: CacheFile.defaultDirectory)

    let directory: String?
    private let state = Mutex<(loaded: Bool, stamp: String, entries: [String: [Entry]])>((false, "", [:]))

    struct Entry: Sendable, Hashable {
        var font: InstalledFont
        var folderStamp: String
    }

    init(directory: String?) { self.directory = directory }

    private var file: String? { directory.map { $0 + "/fontconfig.tsv" } }

    /// What fontconfig reads, as one line.
    static func stamp() -> String {
        let environment = ProcessInfo.processInfo.environment
        let home = environment["HOME"] ?? ""
        var parts = ["FONTCONFIG_FILE", "FONTCONFIG_PATH", "FONTCONFIG_SYSROOT", "XDG_CONFIG_HOME", "XDG_CACHE_HOME", "XDG_DATA_HOME"]
            .map { "\($0)=\(environment[$0] ?? "")" }
        for path in ["/etc/fonts", "/etc/fonts/fonts.conf", "/etc/fonts/conf.d", "/etc/fonts/local.conf", "/var/cache/fontconfig",
                     home + "/.cache/fontconfig", home + "/.config/fontconfig", home + "/.config/fontconfig/fonts.conf",
                     home + "/.fonts", home + "/.local/share/fonts", "/usr/share/fonts", "/usr/local/share/fonts"] {
            parts.append(folderStamp(path))
        }
        return parts.joined(separator: "|")
    }

    static func folderStamp(_ path: String) -> String {
        "\(path):" + (FileStamp(path: path)?.text ?? "absent")
    }

    /// The remembered faces of `family`, when they still hold.
    func faces(family: String) -> [InstalledFont]? {
        guard file != nil else { return nil }
        let entries = state.withLock { state -> [Entry]? in
            if !state.loaded { load(&state) }
            return state.entries[family]
        }
        guard let entries else { return nil }
        for entry in entries where FontconfigCache.folderStamp((entry.font.file as NSString).deletingLastPathComponent) != entry.folderStamp {
            return nil
        }
        return entries.map(\.font)
    }

    /// Remembers fontconfig's answer for `family` (rewriting the file atomically).
    func remember(family: String, faces: [InstalledFont]) {
        guard let directory else { return }
        let entries = faces.map { Entry(font: $0, folderStamp: FontconfigCache.folderStamp(($0.file as NSString).deletingLastPathComponent)) }
        let (stamp, all) = state.withLock { state -> (String, [String: [Entry]]) in
            if !state.loaded { load(&state) }
            state.entries[family] = entries
            return (state.stamp, state.entries)
        }
        var lines = ["stamp\t" + stamp]
        for name in all.keys.sorted() {
            let list = all[name]!
            if list.isEmpty { lines.append("\(name)\t-") }
            for entry in list {
                lines.append("\(name)\t\(entry.font.file)\t\(entry.font.index)\t\(entry.font.weight)\t\(entry.font.isUpright ? 1 : 0)\t\(entry.folderStamp)")
            }
        }
        CacheFile.replace("fontconfig.tsv", in: directory, with: lines.joined(separator: "\n") + "\n")
    }

    /// Reads the file when its stamp is today's; otherwise starts empty.
    private func load(_ state: inout (loaded: Bool, stamp: String, entries: [String: [Entry]])) {
        state.loaded = true
        state.stamp = FontconfigCache.stamp()
        guard let file, let text = try? String(contentsOfFile: file, encoding: .utf8) else { return }
        // Read as bytes: start-up reads this file on every run.
        let lines = text.utf8.split(separator: 0x0A, omittingEmptySubsequences: true)
        guard let first = lines.first, String(Substring(first)) == "stamp\t" + state.stamp else { return }
        var entries: [String: [Entry]] = [:]
        for line in lines.dropFirst() {
            let fields = line.split(separator: 0x09, omittingEmptySubsequences: false).map { String(Substring($0)) }
            if fields.count == 2, fields[1] == "-" { entries[fields[0]] = entries[fields[0]] ?? []; continue }
            guard fields.count == 6, let index = Int(fields[2]), let weight = Int(fields[3]), fields[4] == "0" || fields[4] == "1" else { return }
            entries[fields[0], default: []].append(Entry(font: InstalledFont(file: fields[1], index: index, weight: weight, isUpright: fields[4] == "1"),
                                                         folderStamp: fields[5]))
        }
        state.entries = entries
    }
}
