import Foundation

/// Which font files measure which scripts, in which order, and with what
/// tracking: the stand-in for the device's system fonts.
///
/// A profile is an ordered list of faces. For a run of script S in locale L,
/// SlotFit tries the faces that name S and a language matching L (most
/// specific first), then the faces that name S for any language, then the
/// faces that name `*`, then every other face; per character, the first face
/// that has a glyph for it wins.
public struct FontProfile: Sendable, Hashable, Codable {
    /// One face entry: a family found through fontconfig, or files per weight.
    public struct Face: Sendable, Hashable, Codable {
        /// ISO 15924 script codes the face is for ("Latn", "Arab", "Zsye" for
        /// emoji), or "*" for any script.
        public var scripts: [String]
        /// Locales the face is for ("ja", "zh-Hant", "zh-Hant-HK"); every
        /// subtag given must match the locale's maximized subtags. Empty: all.
        public var languages: [String]
        /// A family name fontconfig knows, e.g. "Noto Sans Arabic".
        public var family: String?
        /// Files by SwiftUI weight name ("regular", "bold"), or by "*" for all
        /// weights; relative paths are relative to the profile file.
        public var files: [String: String]?
        /// The Debian package that installs `family`, named in errors.
        public var package: String?
        /// The face serves sizes at or above this many points (an optical
        /// size range, like SF's Text and Display cuts); `nil`: any.
        public var minimumSize: Double?
        /// The face serves sizes below this many points; `nil`: any.
        public var maximumSize: Double?

        /// Creates a face entry.
        public init(scripts: [String], languages: [String] = [], family: String? = nil,
                    files: [String: String]? = nil, package: String? = nil,
                    minimumSize: Double? = nil, maximumSize: Double? = nil) {
            self.scripts = scripts
            self.languages = languages
            self.family = family
            self.files = files
            self.package = package
            self.minimumSize = minimumSize
            self.maximumSize = maximumSize
        }

        /// `true` when the face serves text of `size` points.
        package func serves(size: Double) -> Bool {
            (minimumSize.map { size >= $0 } ?? true) && (maximumSize.map { size < $0 } ?? true)
        }

        enum CodingKeys: String, CodingKey { case scripts, languages, family, files, package, minimumSize, maximumSize }

        public init(from decoder: Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            scripts = try container.decode([String].self, forKey: .scripts)
            languages = try container.decodeIfPresent([String].self, forKey: .languages) ?? []
            family = try container.decodeIfPresent(String.self, forKey: .family)
            files = try container.decodeIfPresent([String: String].self, forKey: .files)
            package = try container.decodeIfPresent(String.self, forKey: .package)
            minimumSize = try container.decodeIfPresent(Double.self, forKey: .minimumSize)
            maximumSize = try container.decodeIfPresent(Double.self, forKey: .maximumSize)
            if family == nil && files == nil {
                throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath,
                    debugDescription: "a face needs \"family\" (a fontconfig family) or \"files\" (weight → path)"))
            }
        }
    }

    /// The profile's name, shown in snapshot headers.
    public var name: String
    /// The faces, in order of preference.
    public var faces: [Face]
    /// Tracking by size the profile adds to every text.
    public var tracking: TrackingTable
    /// How the profile compares with San Francisco, for the record.
    public var note: String?

    /// Creates a profile.
    public init(name: String, faces: [Face], tracking: TrackingTable = .none, note: String? = nil) {
        self.name = name
        self.faces = faces
        self.tracking = tracking
        self.note = note
    }

    /// Reads a profile from a JSON file; relative file paths in it are taken
    /// relative to the file's folder.
    ///
    /// - Throws: `SlotFitError.invalidProfile` naming the file and the key.
    public static func load(contentsOf path: String) throws -> FontProfile {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw SlotFitError(.invalidProfile, "cannot read font profile \"\(path)\": no such file; pass the path of a JSON profile")
        }
        var profile: FontProfile
        if let problem = JSONSyntaxCheck.firstError(in: [UInt8](data)) {
            throw SlotFitError(.invalidProfile, "the font profile is not valid JSON (expected \(problem.expected)); fix the file", at: SourceLocation(file: path, line: problem.line, column: problem.column))
        }
        do {
            profile = try JSONDecoder().decode(FontProfile.self, from: data)
        } catch let error as DecodingError {
            throw SlotFitError(.invalidProfile, "font profile \"\(path)\": \(error.readableDescription)")
        } catch {
            throw SlotFitError(.invalidProfile, "font profile \"\(path)\" is not valid JSON: \(error.localizedDescription)")
        }
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
        for i in profile.faces.indices {
            guard let files = profile.faces[i].files else { continue }
            var absolute: [String: String] = [:]
            for (weight, file) in files {
                if weight != "*" && FontWeight(name: weight) == nil {
                    throw SlotFitError(.invalidProfile, "font profile \"\(path)\": faces[\(i)].files has weight \"\(weight)\"; use one of \(FontWeight.allCases.map(\.rawValue).joined(separator: ", ")) or \"*\"")
                }
                absolute[weight] = file.hasPrefix("/") ? file : folder.appendingPathComponent(file).path
            }
            profile.faces[i].files = absolute
        }
        return profile
    }
}

extension DecodingError {
    /// "key path: what is wrong", for error messages.
    var readableDescription: String {
        func path(_ context: Context) -> String {
            let keys = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
            return keys.isEmpty ? "top level" : String(keys.drop(while: { $0 == "." }))
        }
        switch self {
        case .keyNotFound(let key, let context):
            return "missing key \"\(key.stringValue)\" at \(path(context))"
        case .typeMismatch(let type, let context):
            return "\(path(context)) should be \(type): \(context.debugDescription)"
        case .valueNotFound(let type, let context):
            return "\(path(context)) is null; it needs a \(type)"
        case .dataCorrupted(let context):
            let underlying = (context.underlyingError as NSError?)?.userInfo[NSDebugDescriptionErrorKey] as? String
            return "\(path(context)): \(context.debugDescription)\(underlying.map { " (\($0))" } ?? "")"
        @unknown default:
            return "\(self)"
        }
    }
}
