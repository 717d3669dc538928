import CICU

/// Small helpers around the C shim's conventions.
enum ICU {
    static func errorName(_ code: Int32) -> String {
        String(cString: sf_error_name(code))
    }

    static func failed(_ code: Int32) -> Bool { code > 0 }

    /// The Unicode version of the ICU SlotFit runs on, e.g. "15.0".
    static var unicodeVersion: String {
        var buffer = [CChar](repeating: 0, count: 32)
        sf_unicode_version(&buffer, 32)
        return String(nulTerminated: buffer)
    }

    /// Calls an ICU string-returning function with a growing buffer.
    static func string(_ body: (UnsafeMutablePointer<CChar>, Int32, inout Int32) -> Int32) -> String? {
        GrowingBuffer.cString(capacity: 64, body)
    }
}
