import Foundation
import SlotFitText
import XCTest

/// One engine for the whole suite (default profile, real fonts).
enum TestEngine {
    static let shared: TextEngine = {
        do { return try TextEngine() } catch { fatalError("default font profile unavailable: \(error); run make deps") }
    }()

    static func layout(_ request: TextRequest) throws -> TextLayout { try shared.layout(request) }

    /// Runs a command and returns its standard output.
    static func run(_ executable: String, _ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }
}
