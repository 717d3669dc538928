import Foundation
import SlotFitStrings

/// The one confinement rule (docs/SECURITY.md): every path SlotFit reads or
/// writes because a project file names it (`slotfit.yml`'s `activities:`,
/// `sources:`, `catalogs:`, `fontProfile:` and `goldenDirectory`, a
/// manifest's `catalog:` and `bundles:`, the goldens and their pictures)
/// must lead, after symbolic links, inside the project folder — the folder
/// holding `slotfit.yml`. A pull request controls every file of the
/// repository, links included, but not the command line: only
/// `--allow-outside-project` lifts the rule, never a setting in a file.
///
/// A path is checked before anything is read from it, so an error never
/// quotes a byte of a file outside the project. A loop of links is refused
/// even when leaving the project is allowed.
public struct ProjectBoundary: Sendable, Hashable {
    /// The project folder as given (shown in errors).
    public var project: String
    /// The project folder's real path (after symbolic links).
    public var root: String
    /// `--allow-outside-project`: paths may lead out of the project.
    package var allowsOutside: Bool

    /// The flag that lifts the rule, named in every refusal.
    public static let flag = "--allow-outside-project"
    /// How many symbolic links one path may pass through (Linux's limit).
    static let maximumLinks = 40

    /// A boundary around `project` (a folder).
    public init(project: String, allowsOutside: Bool = false) {
        self.project = URL(fileURLWithPath: project.isEmpty ? "." : project).standardizedFileURL.path
        self.allowsOutside = allowsOutside
        self.root = (try? Self.trace(self.project).real) ?? self.project
    }

    /// `true` when the real path `real` is the project folder or inside it.
    public func contains(real: String) -> Bool {
        real == root || real.hasPrefix(root == "/" ? "/" : root + "/")
    }

    /// Where `path` leads after symbolic links; refused when that is
    /// outside the project (unless allowed) or when its links loop.
    ///
    /// - Parameters:
    ///   - what: what the path is, for the error ("a source", "a golden").
    ///   - location: the place that named the path (`slotfit.yml:4:12`).
    ///   - keyPath: the key there (`sources[1]`).
    @discardableResult
    public func resolve(_ path: String, what: String, at location: SourceLocation? = nil, keyPath: String? = nil) throws -> String {
        let absolute = URL(fileURLWithPath: path.isEmpty ? "." : path).standardizedFileURL.path
        let traced: (real: String, links: [String])
        do { traced = try Self.trace(absolute) } catch let loop as LinkLoop {
            throw SlotFitError(.io, "\(what) \"\(path)\" passes through symbolic links that loop (\"\(loop.link)\" → \"\(loop.target)\" …); replace the link with a real folder or file", at: location, keyPath: keyPath)
        }
        guard !allowsOutside, !contains(real: traced.real) else { return traced.real }
        // The link that leads out: the first whose target, one step on,
        // is outside (else the first whose real path is).
        func leaves(_ link: String) -> Bool {
            guard let target = try? FileManager.default.destinationOfSymbolicLink(atPath: link) else { return false }
            let next = target.hasPrefix("/") ? target : (link as NSString).deletingLastPathComponent + "/" + target
            return !contains(real: URL(fileURLWithPath: next).standardizedFileURL.path)
        }
        if let link = traced.links.first(where: leaves) ?? traced.links.first(where: { !contains(real: (try? Self.trace($0).real) ?? $0) }) {
            let target = (try? FileManager.default.destinationOfSymbolicLink(atPath: link)) ?? "?"
            let named = link == absolute ? "\"\(path)\"" : "\"\(path)\" passes through \"\(link)\", which"
            throw SlotFitError(.io, "\(what) \(named) is a symbolic link to \"\(target)\", outside the project \"\(project)\"; SlotFit reads and writes only inside the project (docs/SECURITY.md): remove the link and commit the file itself, or pass \(Self.flag) if that is really meant", at: location, keyPath: keyPath)
        }
        throw SlotFitError(.io, "\(what) \"\(path)\" is outside the project \"\(project)\"\(traced.real != absolute ? " (it leads to \"\(traced.real)\")" : ""); SlotFit reads and writes only inside the project (docs/SECURITY.md): move it into the project, or pass \(Self.flag) if that is really meant", at: location, keyPath: keyPath)
    }

    /// `resolve` for a folder (or file) that is read whole, and every
    /// symbolic link below it: a link anywhere in the tree that leads out is
    /// refused before a reader follows it. A link to a folder inside the
    /// project is walked too (readers on other systems descend it). Names
    /// for which `skipping` is `true` are not walked (a reader skips them).
    package func resolveTree(_ path: String, what: String, at location: SourceLocation? = nil, keyPath: String? = nil,
                            skipping: (String) -> Bool = { _ in false }) throws {
        let real = try resolve(path, what: what, at: location, keyPath: keyPath)
        // Allowed out, there is nothing below to refuse (and `/` is not walked).
        guard !allowsOutside else { return }
        var visited = Set<String>()
        func walk(_ folder: String, shown: String) throws {
            guard visited.insert(folder).inserted, let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
            for name in names.sorted() where !skipping(name) {
                let full = (folder as NSString).appendingPathComponent(name), child = (shown as NSString).appendingPathComponent(name)
                var status = stat()
                guard lstat(full, &status) == 0 else { continue }
                switch status.st_mode & S_IFMT {
                case S_IFDIR: try walk(full, shown: child)
                case S_IFLNK:
                    let target = try resolve(child, what: what, at: location, keyPath: keyPath)
                    var isFolder: ObjCBool = false
                    if FileManager.default.fileExists(atPath: target, isDirectory: &isFolder), isFolder.boolValue { try walk(target, shown: child) }
                default: continue
                }
            }
        }
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: real, isDirectory: &isFolder), isFolder.boolValue {
            try walk(real, shown: URL(fileURLWithPath: path).standardizedFileURL.path)
        }
    }

    /// Checks a file about to be written: its folder leads inside the
    /// project (unless allowed), and the file itself is not a symbolic link
    /// (SlotFit never writes through one) nor a folder.
    package func checkWrite(_ path: String, what: String, at location: SourceLocation? = nil, keyPath: String? = nil) throws {
        try resolve((path as NSString).deletingLastPathComponent, what: "the folder of \(what)", at: location, keyPath: keyPath)
        try AtomicFile.checkTarget(path)
    }

    /// A loop of symbolic links met while tracing a path.
    struct LinkLoop: Error {
        var link: String
        var target: String
    }

    /// The real path of `path` (absolute and standardized) and the symbolic
    /// links met on the way, in order. The part that does not exist is
    /// appended as written.
    static func trace(_ path: String) throws -> (real: String, links: [String]) {
        var pending = Array(path.split(separator: "/").map(String.init).reversed())
        var resolved: [String] = []
        var links: [String] = []
        var exists = true
        while let part = pending.popLast() {
            if part == "." || part.isEmpty { continue }
            if part == ".." { _ = resolved.popLast(); continue }
            let candidate = "/" + (resolved + [part]).joined(separator: "/")
            guard exists else { resolved.append(part); continue }
            var status = stat()
            guard lstat(candidate, &status) == 0 else { exists = false; resolved.append(part); continue }
            guard status.st_mode & S_IFMT == S_IFLNK else { resolved.append(part); continue }
            let target = (try? FileManager.default.destinationOfSymbolicLink(atPath: candidate)) ?? ""
            links.append(candidate)
            if links.count > maximumLinks { throw LinkLoop(link: links[0], target: (try? FileManager.default.destinationOfSymbolicLink(atPath: links[0])) ?? "") }
            if target.hasPrefix("/") { resolved = [] }
            pending += target.split(separator: "/").map(String.init).reversed()
        }
        return ("/" + resolved.joined(separator: "/"), links)
    }
}
