import Foundation
import XCTest
@testable import SlotFit

/// The confinement rule (docs/SECURITY.md) on real folders and links.
final class ProjectBoundaryTests: XCTestCase {
    var project: URL!
    var outside: URL!

    override func setUpWithError() throws {
        project = FileManager.default.temporaryDirectory.appendingPathComponent("slotfit-boundary-\(UUID().uuidString)")
        outside = FileManager.default.temporaryDirectory.appendingPathComponent("slotfit-boundary-out-\(UUID().uuidString)")
        for folder in [project!, outside!] {
            try FileManager.default.createDirectory(at: folder.appendingPathComponent("a/b"), withIntermediateDirectories: true)
        }
        try "BOUNDARY-MARKER".write(to: outside.appendingPathComponent("a/secret.txt"), atomically: true, encoding: .utf8)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: project)
        try? FileManager.default.removeItem(at: outside)
    }

    func link(_ relative: String, to target: String) throws {
        try FileManager.default.createSymbolicLink(atPath: project.appendingPathComponent(relative).path, withDestinationPath: target)
    }

    func testPathsInsideResolveAndPathsOutsideAreRefusedWithTheirPlace() throws {
        let boundary = ProjectBoundary(project: project.path)
        XCTAssertEqual(try boundary.resolve(project.appendingPathComponent("a/b/new.txt").path, what: "the golden"), project.appendingPathComponent("a/b/new.txt").path, "a file yet to be written")
        try link("a/up", to: "..")
        XCTAssertEqual(try boundary.resolve(project.appendingPathComponent("a/up/a/b").path, what: "x"), project.appendingPathComponent("a/b").path, "a relative link that stays inside")
        let place = SourceLocation(file: "slotfit.yml", line: 4, column: 12)
        for path in ["/", "/etc/passwd", project.path + "/../", project.path + "/a/../../x"] {
            XCTAssertThrowsError(try boundary.resolve(path, what: "the source", at: place, keyPath: "sources[0]"), path) { error in
                XCTAssertTrue("\(error)".hasPrefix("slotfit.yml:4:12: sources[0]: the source \"\(path)\" is outside the project \"\(self.project.path)\""), "\(error)")
                XCTAssertTrue("\(error)".hasSuffix("move it into the project, or pass --allow-outside-project if that is really meant"), "\(error)")
            }
        }
        // A link leading out, directly and through a folder link.
        try link("a/out", to: outside.appendingPathComponent("a").path)
        XCTAssertThrowsError(try boundary.resolve(project.appendingPathComponent("a/out/secret.txt").path, what: "the catalog", at: place, keyPath: "catalogs[0]")) { error in
            XCTAssertEqual("\(error)", "slotfit.yml:4:12: catalogs[0]: the catalog \"\(self.project.path)/a/out/secret.txt\" passes through \"\(self.project.path)/a/out\", which is a symbolic link to \"\(self.outside.path)/a\", outside the project \"\(self.project.path)\"; SlotFit reads and writes only inside the project (docs/SECURITY.md): remove the link and commit the file itself, or pass --allow-outside-project if that is really meant")
        }
        // A chain: inside → inside → out; the link named is the one that leaves.
        try link("hop", to: "a/out")
        XCTAssertThrowsError(try boundary.resolve(project.appendingPathComponent("hop").path, what: "x")) { error in
            XCTAssertTrue("\(error)".contains("passes through \"\(self.project.path)/a/out\", which is a symbolic link to \"\(self.outside.path)/a\""), "\(error)")
        }
        // The command line's flag allows it.
        XCTAssertEqual(try ProjectBoundary(project: project.path, allowsOutside: true).resolve(project.appendingPathComponent("a/out/secret.txt").path, what: "x"),
                       outside.appendingPathComponent("a/secret.txt").path)
    }

    func testLoopsAreRefusedEvenWhenLeavingIsAllowed() throws {
        try link("self", to: "self")
        try link("ping", to: "pong")
        try link("pong", to: "ping")
        for name in ["self", "ping"] {
            for allowed in [false, true] {
                XCTAssertThrowsError(try ProjectBoundary(project: project.path, allowsOutside: allowed).resolve(project.appendingPathComponent("\(name)/x.txt").path, what: "the golden")) { error in
                    XCTAssertTrue("\(error)".contains("passes through symbolic links that loop"), "\(error)")
                    XCTAssertTrue("\(error)".hasSuffix("replace the link with a real folder or file"), "\(error)")
                }
            }
        }
    }

    /// `resolveTree` finds a link out anywhere below a folder, including
    /// behind a link to another folder inside, and stops at loops.
    func testTreesAreWalkedWithoutFollowingLinksOut() throws {
        let boundary = ProjectBoundary(project: project.path)
        try "x".write(to: project.appendingPathComponent("a/b/View.swift"), atomically: true, encoding: .utf8)
        try link("a/b/here", to: ".")
        try link("a/sibling", to: "../a/b")
        XCTAssertNoThrow(try boundary.resolveTree(project.appendingPathComponent("a").path, what: "the source"), "links inside, a loop back to a folder walked once")
        // A link out deep in a folder reached only through a link.
        try FileManager.default.createDirectory(at: project.appendingPathComponent("other"), withIntermediateDirectories: true)
        try link("other/Config.swift", to: outside.appendingPathComponent("a/secret.txt").path)
        try link("a/b/toOther", to: project.appendingPathComponent("other").path)
        XCTAssertThrowsError(try boundary.resolveTree(project.appendingPathComponent("a").path, what: "the source")) { error in
            XCTAssertTrue("\(error)".contains("is a symbolic link to \"\(self.outside.path)/a/secret.txt\""), "\(error)")
        }
        // Skipped names are not walked (the importer skips hidden folders).
        try FileManager.default.removeItem(at: project.appendingPathComponent("a/b/toOther"))
        try FileManager.default.createDirectory(at: project.appendingPathComponent("a/.build"), withIntermediateDirectories: true)
        try link("a/.build/tool", to: "/usr/bin")
        XCTAssertNoThrow(try boundary.resolveTree(project.appendingPathComponent("a").path, what: "the source") { $0.hasPrefix(".") })
        XCTAssertThrowsError(try boundary.resolveTree(project.appendingPathComponent("a").path, what: "the source"))
    }

    /// FileManager's enumerator, as the importer walks a folder: on Linux it
    /// does not descend a link to a folder, but it does list a link to a
    /// file — which a reader then follows. `resolveTree` refuses both.
    func testTheEnumeratorListsLinkedFilesSoTheyMustBeChecked() throws {
        try link("a/Linked.swift", to: outside.appendingPathComponent("a/secret.txt").path)
        try link("a/Folder", to: outside.appendingPathComponent("a").path)
        let walker = try XCTUnwrap(FileManager.default.enumerator(at: project.appendingPathComponent("a"), includingPropertiesForKeys: [.isDirectoryKey]))
        let listed = walker.compactMap { ($0 as? URL)?.lastPathComponent }
        XCTAssertTrue(listed.contains("Linked.swift"), "a linked file is listed: \(listed)")
        XCTAssertFalse(listed.contains("secret.txt"), "a linked folder is not descended here: \(listed)")
        XCTAssertThrowsError(try ProjectBoundary(project: project.path).resolveTree(project.appendingPathComponent("a").path, what: "the source"))
    }

    func testConfigurationPathsAreCheckedWhenLoadedWithTheirLine() throws {
        let path = project.appendingPathComponent("slotfit.yml").path
        try link("Linked.swift", to: outside.appendingPathComponent("a/secret.txt").path)
        let cases: [(String, String)] = [
            ("activities: [a.yml, \"../x.yml\"]\n", "slotfit.yml:1:21: activities[1]: the activity manifest \"\(project.path)/../x.yml\" is outside the project"),
            ("sources: [/]\n", "slotfit.yml:1:11: sources[0]: the source \"/\" is outside the project"),
            ("sources:\n  - a\n  - Linked.swift\n", "slotfit.yml:3:5: sources[1]: the source \"\(project.path)/Linked.swift\" is a symbolic link to"),
            ("sources: [a]\ncatalogs: [/etc]\n", "slotfit.yml:2:12: catalogs[0]: the catalog \"/etc\" is outside the project"),
            ("activities: [a.yml]\nfontProfile: /usr/share/x.json\n", "slotfit.yml:2:14: fontProfile: the font profile \"/usr/share/x.json\" is outside the project"),
            ("activities: [a.yml]\ngoldenDirectory: /tmp\n", "slotfit.yml:2:18: goldenDirectory: the golden directory \"/tmp\" is outside the project"),
        ]
        for (yaml, expected) in cases {
            try yaml.write(toFile: path, atomically: true, encoding: .utf8)
            XCTAssertThrowsError(try SlotFitConfiguration.load(path), yaml) { error in
                XCTAssertTrue("\(error)".contains(expected), "\(error)\nshould contain\n\(expected)")
                XCTAssertFalse("\(error)".contains("BOUNDARY-MARKER"), "no content quoted")
            }
            XCTAssertNoThrow(try SlotFitConfiguration.load(path, allowingOutsideProject: true), "the command line may allow it: \(yaml)")
        }
    }
}
