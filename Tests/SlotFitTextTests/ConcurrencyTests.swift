import Foundation
import SlotFitText
import XCTest

/// The shape cache and font loading are shared: many threads at once give
/// the same bytes as one thread.
final class ConcurrencyTests: XCTestCase {
    func testConcurrentLayoutsMatchSequentialOnes() throws {
        let engine = try TextEngine()
        let requests = (0..<400).map { i -> TextRequest in
            let texts = ["Pausiert", "اكتملت الجلسة", "セッション完了", "5:23 / 10:00", "हो गया 🧘", "Тренировка"]
            let locales = ["de", "ar", "ja", "he", "hi", "ru"]
            return TextRequest(texts[i % texts.count] + " \(i)", locale: locales[i % locales.count],
                               width: Double(30 + i % 50), lineLimit: 1 + i % 2, minimumScaleFactor: i % 3 == 0 ? 0.7 : 1,
                               truncationMode: TruncationMode.allCases[i % 3])
        }
        let results = Results(count: requests.count)
        DispatchQueue.concurrentPerform(iterations: requests.count) { i in
            results.set(i, (try? engine.layout(requests[i]).jsonLine()) ?? "error")
        }
        let concurrent = results.values
        XCTAssertGreaterThan(engine.cachedRunCount, 0)
        let fresh = try TextEngine()
        let sequential = try requests.map { try fresh.layout($0).jsonLine() }
        XCTAssertEqual(concurrent, sequential)
    }
}

/// Results written from many threads.
final class Results: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [String]
    init(count: Int) { storage = Array(repeating: "", count: count) }
    func set(_ index: Int, _ value: String) { lock.lock(); storage[index] = value; lock.unlock() }
    var values: [String] { lock.lock(); defer { lock.unlock() }; return storage }
}
