import Foundation
import SlotFit
import SlotFitText

/// `check`'s rendered matrix remembered between runs, as SwiftLint keeps
/// its results: when nothing it reads has changed, a check compares the
/// goldens and runs the reports without importing, reading a catalog or
/// laying anything out. The key is the binary (its version and the file
/// itself, and the shared libraries it runs with), what of the command
/// line changes a render, the configuration and every input's identity
/// (`InputFingerprint`: the project's files, the fonts); one
/// entry per project and configuration, in `results/` of the cache folder
/// (`$SLOTFIT_CACHE_DIR`, else `$XDG_CACHE_HOME/slotfit`, else
/// `~/.cache/slotfit`), replaced atomically. No cache while a file was
/// modified in the last two seconds (its stamp is not yet settled). An
/// entry that cannot be read,
/// or is for other inputs, is a miss; one that cannot be written is
/// skipped. A cached check prints and writes byte for byte what an
/// uncached one does (the render's warnings and notes included).
struct ResultCache {
    /// What a render left for the check after it.
    struct Entry: Codable {
        var key: String
        var files: [GoldenMatrix.File]
        /// The source texts exact and in all (`slotfit import`'s figure).
        var sourceTexts: [Int]?
        /// The warnings and notes the render printed, in order.
        var notices: [String]
    }

    /// The entry's file.
    let path: String
    /// The inputs' digest an entry must carry to be used.
    let key: String

    /// The cache of `configuration` rendered as `variant` says (what of the
    /// command line changes a render: pictures drawn, the unverified-text
    /// policy); `nil` when no cache folder can be named.
    init?(configuration: SlotFitConfiguration, variant: String, directory: String? = CacheFile.defaultDirectory) {
        guard let directory else { return nil }
        let project = configuration.projectDirectory
        var skipped: Set<String> = [configuration.goldenDirectory]
        skipped.insert(directory)
        // The binary and the libraries it runs with (ICU, HarfBuzz,
        // FreeType, Fontconfig: an upgrade changes widths and formats, not
        // the binary).
        let libraries = Self.loadedLibraries()
        let (inputs, settled) = InputFingerprint.digest(files: ["/proc/self/exe", configuration.file] + libraries, projects: [project], skipping: skipped,
                                                        others: InputFingerprint.fontFolders + [FontProfile.sanFranciscoFolder])
        // A file changed in the last two seconds may change again unseen.
        guard settled else { return nil }
        let environment = ProcessInfo.processInfo.environment.filter { $0.key.hasPrefix("SLOTFIT_") || $0.key.hasPrefix("FONTCONFIG") }
            .sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
        let material = [SlotFitVersion.string, FileManager.default.currentDirectoryPath, configuration.goldenDirectory, inputs, variant] + environment
        key = FontDigests.sha256(of: Array(material.joined(separator: "\u{0}").utf8))
        let name = FontDigests.sha256(of: Array((project + "\u{0}" + configuration.file).utf8))
        path = directory + "/results/" + name + ".json"
    }

    /// The shared libraries whose upgrade changes what SlotFit measures or
    /// prints (ICU, HarfBuzz, FreeType, Fontconfig), wherever the system
    /// keeps them: found by name, so the list is the same on every run
    /// (the libraries a process has mapped vary with what it loaded yet).
    static func loadedLibraries() -> [String] {
        let prefixes = ["libicu", "libharfbuzz", "libfreetype", "libfontconfig"]
        var found: [String] = []
        for folder in ["/usr/lib/x86_64-linux-gnu", "/usr/lib/aarch64-linux-gnu", "/usr/lib", "/usr/lib64", "/usr/local/lib"] {
            for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
            where name.contains(".so") && prefixes.contains(where: { name.hasPrefix($0) }) {
                found.append(folder + "/" + name)
            }
        }
        return found.sorted()
    }

    /// The remembered entry for these inputs, if there is one.
    func load() -> Entry? {
        guard let data = FileManager.default.contents(atPath: path),
              let entry = try? JSONDecoder().decode(Entry.self, from: data), entry.key == key else { return nil }
        return entry
    }

    /// Remembers `entry` (atomically, beside the font digests; a failure is ignored).
    func store(_ entry: Entry) {
        guard let data = try? JSONEncoder().encode(entry) else { return }
        CacheFile.replace((path as NSString).lastPathComponent, in: (path as NSString).deletingLastPathComponent, with: data)
    }
}
