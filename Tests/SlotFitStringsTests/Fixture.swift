import Foundation

/// Test catalogs in `Fixtures/`.
enum Fixture {
    static func path(_ name: String) -> String {
        guard let url = Bundle.module.url(forResource: name, withExtension: nil, subdirectory: "Fixtures") else {
            fatalError("fixture \(name) missing from the test bundle")
        }
        return url.path
    }

    static func bytes(_ name: String) -> [UInt8] { Array(FileManager.default.contents(atPath: path(name))!) }

    /// A fresh temporary folder, removed by the caller.
    static func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("slotfit-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
