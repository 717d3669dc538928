import Foundation

extension FontProfile {
    /// The folder `sanFrancisco(folder:)` looks in when none is given: the
    /// `SLOTFIT_SF_FONTS` environment variable, else `~/Library/Fonts`.
    public static var sanFranciscoFolder: String {
        if let folder = ProcessInfo.processInfo.environment["SLOTFIT_SF_FONTS"], !folder.isEmpty { return folder }
        return FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent("Library/Fonts").path
    }

    /// The file name stems of Apple's static SF cuts, as Apple's font
    /// packages (developer.apple.com/fonts) install them, with the scripts
    /// and the sizes each serves: SF Pro Text below 20 pt and SF Pro Display
    /// from 20 pt (where the system switches optical sizes), SF Arabic and
    /// SF Hebrew for their scripts.
    static let sanFranciscoCuts: [(stem: String, scripts: [String], minimumSize: Double?, maximumSize: Double?)] = [
        ("SF-Pro-Text", ["Latn", "Grek", "Cyrl", "Zyyy", "Zinh"], nil, sanFranciscoDisplaySize),
        ("SF-Pro-Display", ["Latn", "Grek", "Cyrl", "Zyyy", "Zinh"], sanFranciscoDisplaySize, nil),
        ("SF-Arabic", ["Arab"], nil, nil),
        ("SF-Hebrew", ["Hebr"], nil, nil),
    ]

    /// The `sf` profile: a team's own San Francisco files (SF cannot be
    /// shipped) found in `folder` by Apple's file names —
    /// `SF-Pro-Text-Regular.otf`, `SF-Pro-Display-Semibold.otf`,
    /// `SF-Arabic-Bold.otf`, `SF-Hebrew-Regular.otf`…, one file per weight
    /// (`Ultralight`, `Thin`, `Light`, `Regular`, `Medium`, `Semibold`,
    /// `Bold`, `Heavy`, `Black`) — with SF's published tracking, and the
    /// default profile's faces for every script SF lacks. A cut with no
    /// file is left out (its script falls back to the default's face);
    /// without SF Pro Text there is nothing to measure with, an error that
    /// says where to get it.
    public static func sanFrancisco(folder: String = sanFranciscoFolder) throws -> FontProfile {
        let names = Set((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
        var faces: [Face] = []
        for cut in sanFranciscoCuts {
            var files: [String: String] = [:]
            for weight in FontWeight.allCases {
                let title = weight == .ultraLight ? "Ultralight" : weight.rawValue.prefix(1).uppercased() + weight.rawValue.dropFirst()
                for ext in ["otf", "ttf"] where names.contains("\(cut.stem)-\(title).\(ext)") {
                    files[weight.rawValue] = URL(fileURLWithPath: folder).appendingPathComponent("\(cut.stem)-\(title).\(ext)").path
                    break
                }
            }
            guard !files.isEmpty else { continue }
            faces.append(Face(scripts: cut.scripts, files: files, minimumSize: cut.minimumSize, maximumSize: cut.maximumSize))
        }
        guard faces.contains(where: { $0.files?.values.contains { $0.contains("SF-Pro-Text-") } ?? false }) else {
            throw SlotFitError(.invalidProfile, "the sf profile found no SF-Pro-Text-*.otf in \"\(folder)\"; download SF Pro from https://developer.apple.com/fonts, copy its .otf files there (or set SLOTFIT_SF_FONTS to their folder)")
        }
        // The default profile's faces for the scripts SF does not cover.
        let covered = Set(faces.flatMap(\.scripts))
        faces += FontProfile.default.faces.filter { face in face.scripts.contains("*") || !face.scripts.allSatisfy(covered.contains) }
            .map { face in
                var rest = face
                rest.scripts = face.scripts.filter { $0 == "*" || !covered.contains($0) }
                return rest
            }
        return FontProfile(name: "sf", faces: faces, tracking: .sanFrancisco,
                           note: "San Francisco from \(folder): SF Pro Text below 20 pt, Display from 20 pt, Apple's tracking by size.")
    }
}
