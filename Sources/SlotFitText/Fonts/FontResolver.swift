import Synchronization

/// A profile made concrete: its families found through fontconfig, faces
/// loaded on first use (each file once), and the fallback chain per script,
/// locale and weight.
final class FontResolver: Sendable {
    let profile: FontProfile

    private struct Pattern: Sendable {
        var language: String
        var script: String?
        var region: String?
        var specificity: Int { 1 + (script == nil ? 0 : 1) + (region == nil ? 0 : 1) }

        init(_ text: String) {
            let parts = text.replacingUnderscores.split(separator: "-").map(String.init)
            language = parts.first?.lowercased() ?? ""
            script = parts.dropFirst().first { $0.count == 4 }
            region = parts.dropFirst().first { $0.count == 2 || ($0.count == 3 && $0.allSatisfy(\.isNumber)) }?.uppercased()
        }

        func matches(_ locale: TextLocale) -> Bool {
            language == locale.language
                && (script.map { $0.caseInsensitiveEquals(locale.script) } ?? true)
                && (region.map { $0 == locale.region } ?? true)
        }
    }

    /// A chain depends on the size only through which faces serve it
    /// (optical-size ranges), so the key holds those, not the size: the
    /// sizes a scale-factor search tries all share one chain.
    private struct ChainKey: Hashable { var script: String; var locale: String; var weight: FontWeight; var served: [Bool] }
    private struct FileKey: Hashable { var path: String; var index: Int }

    private let patterns: [[Pattern]]
    private let nextID = Atomic<Int>(1)
    private let faces = Mutex<[FileKey: FontFace]>([:])
    private let files = Mutex<[String: FontFileData]>([:])
    private let chains = Mutex<[ChainKey: [FontFace]]>([:])
    /// The installed face chosen for a family and weight, once per process.
    private let installed = Mutex<[InstalledKey: InstalledFont?]>([:])
    private struct InstalledKey: Hashable { var family: String; var weight: Int }

    /// Resolves `profile`'s families now, so a missing one fails at once.
    ///
    /// - Throws: `SlotFitError.missingFont` naming the family and its package.
    init(profile: FontProfile) throws {
        self.profile = profile
        self.patterns = profile.faces.map { $0.languages.map(Pattern.init) }
        for (index, face) in profile.faces.enumerated() where face.files == nil {
            guard let family = face.family else { continue }
            if FontDiscovery.faces(family: family).isEmpty {
                let install = face.package.map { "install it with: apt-get install \($0)" } ?? "install a package that provides it, or name font files in the profile"
                throw SlotFitError(.missingFont, "font profile \"\(profile.name)\": family \"\(family)\" (faces[\(index)], for \(face.scripts.joined(separator: ", "))) is not installed; \(install)")
            }
        }
    }

    /// The faces to try, in order, for a run of `script` in `locale`.
    func chain(script: String, locale: TextLocale, weight: FontWeight, size: Double) throws -> [FontFace] {
        let entries = profile.faces
        let serves = entries.map { $0.serves(size: size) }
        let key = ChainKey(script: script, locale: locale.identifier, weight: weight, served: serves)
        if let chain = chains.withLock({ $0[key] }) { return chain }
        var order: [Int] = []
        let served = Set(entries.indices.filter { serves[$0] })
        let languageMatches = entries.indices.filter { i in
            !entries[i].languages.isEmpty && patterns[i].contains { $0.matches(locale) }
        }
        func specificity(_ i: Int) -> Int { patterns[i].filter { $0.matches(locale) }.map(\.specificity).max() ?? 0 }
        order += languageMatches.filter { entries[$0].scripts.contains(script) }
            .enumerated().sorted { (specificity($0.element), -$0.offset) > (specificity($1.element), -$1.offset) }.map(\.element)
        order += entries.indices.filter { entries[$0].languages.isEmpty && entries[$0].scripts.contains(script) }
        order += entries.indices.filter { entries[$0].scripts.contains("*") }
        order += entries.indices.filter { entries[$0].languages.isEmpty || languageMatches.contains($0) }
            .filter { !entries[$0].scripts.contains("Zsye") }
        order += entries.indices.filter { entries[$0].scripts.contains("Zsye") }
        var seen = Set<Int>()
        var seenFiles = Set<FileKey>()
        var chain: [FontFace] = []
        for i in order where served.contains(i) && seen.insert(i).inserted {
            guard let face = try face(entry: i, weight: weight) else { continue }
            if seenFiles.insert(FileKey(path: face.info.file, index: face.info.faceIndex)).inserted { chain.append(face) }
        }
        chains.withLock { $0[key] = chain }
        return chain
    }

    private func installedFace(family: String, weight: Int) -> InstalledFont? {
        let key = InstalledKey(family: family, weight: weight)
        if let known = installed.withLock({ $0[key] }) { return known }
        let found = FontDiscovery.face(family: family, weight: weight)
        installed.withLock { $0[key] = found }
        return found
    }

    private func face(entry index: Int, weight: FontWeight) throws -> FontFace? {
        let entry = profile.faces[index]
        let path: String
        let faceIndex: Int
        if let files = entry.files {
            guard let file = files[weight.rawValue] ?? files["*"] ?? FontResolver.nearest(files, to: weight) else { return nil }
            path = file
            faceIndex = 0
        } else if let family = entry.family, let installed = installedFace(family: family, weight: weight.openTypeWeight) {
            path = installed.file
            faceIndex = installed.index
        } else {
            return nil
        }
        return try load(path: path, index: faceIndex)
    }

    private let systemFaces = Mutex<[SystemKey: FontFace?]>([:])
    private struct SystemKey: Hashable { var scalar: UInt32; var weight: FontWeight }

    /// The installed face fontconfig picks for a character no face of the
    /// profile has (a script the profile does not list: Odia, Gujarati,
    /// Khmer…), as the system's own cascade would; `nil` when no installed
    /// font has it.
    func systemFace(covering scalar: Unicode.Scalar, weight: FontWeight) throws -> FontFace? {
        let key = SystemKey(scalar: scalar.value, weight: weight)
        if let known = systemFaces.withLock({ $0[key] }) { return known }
        var found: FontFace? = nil
        if let installed = FontDiscovery.face(covering: scalar, weight: weight.openTypeWeight) {
            found = try load(path: installed.file, index: installed.index)
        }
        systemFaces.withLock { $0[key] = found }
        return found
    }

    /// Loads a file's face once per process.
    func load(path: String, index: Int) throws -> FontFace {
        let key = FileKey(path: path, index: index)
        if let face = faces.withLock({ $0[key] }) { return face }
        let file: FontFileData
        if let known = files.withLock({ $0[path] }) {
            file = known
        } else {
            file = try FontFileData(path: path)
            files.withLock { $0[path] = $0[path] ?? file }
        }
        let loaded = try FontFace(file: file, index: index, id: nextID.add(1, ordering: .relaxed).oldValue)
        return faces.withLock { table in
            if let existing = table[key] { return existing }
            table[key] = loaded
            return loaded
        }
    }

    private static func nearest(_ files: [String: String], to weight: FontWeight) -> String? {
        files.compactMap { name, file in FontWeight(name: name).map { ($0, file) } }
            .min { (abs($0.0.openTypeWeight - weight.openTypeWeight), $0.1) < (abs($1.0.openTypeWeight - weight.openTypeWeight), $1.1) }?.1
    }
}

extension String {
    func caseInsensitiveEquals(_ other: String) -> Bool { lowercased() == other.lowercased() }
}
