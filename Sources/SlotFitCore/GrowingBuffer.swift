/// ICU's convention for a C function that writes into the caller's buffer:
/// it returns the length the whole result needs and, when that does not
/// fit, reports `U_BUFFER_OVERFLOW_ERROR` (or only the longer length). The
/// call is made again with the size asked for. (SlotFitCore does not link
/// ICU: the function is the caller's closure.)
package enum GrowingBuffer {
    /// ICU's `U_BUFFER_OVERFLOW_ERROR`.
    package static let overflow: Int32 = 15

    /// Calls `body(buffer, capacity, &status)` with a buffer of `capacity`
    /// units (and `spare` more, for a terminator), again with the length it
    /// asked for while it asks for more: the buffer, the length written and
    /// the last status (an ICU error when greater than zero).
    package static func filled<Unit: FixedWidthInteger>(capacity: Int32, spare: Int = 0,
                                                        _ body: (UnsafeMutablePointer<Unit>, Int32, inout Int32) -> Int32)
        -> (units: [Unit], length: Int32, status: Int32) {
        var capacity = capacity
        while true {
            var buffer = [Unit](repeating: 0, count: Int(capacity) + spare)
            var status: Int32 = 0
            let length = buffer.withUnsafeMutableBufferPointer { body($0.baseAddress!, capacity, &status) }
            if status == overflow || length > capacity {
                capacity = length + 1
                continue
            }
            return (buffer, length, status)
        }
    }

    /// The NUL-terminated UTF-8 text `body` writes (see `filled`), or `nil`
    /// when it reports an error.
    package static func cString(capacity: Int32 = 64, _ body: (UnsafeMutablePointer<CChar>, Int32, inout Int32) -> Int32) -> String? {
        let result = filled(capacity: capacity, spare: 1, body)
        return result.status > 0 ? nil : String(nulTerminated: result.units)
    }

    /// The UTF-16 text `body` writes (see `filled`), or `nil` when it
    /// reports an error, with the error's code.
    package static func utf16(capacity: Int32 = 64, _ body: (UnsafeMutablePointer<UInt16>, Int32, inout Int32) -> Int32) -> Result<String, ICUStatus> {
        let result = filled(capacity: capacity, body)
        guard result.status <= 0 else { return .failure(ICUStatus(code: result.status)) }
        return .success(String(decoding: result.units[0..<Int(result.length)], as: UTF16.self))
    }

    /// An ICU error code, as a failure.
    package struct ICUStatus: Error {
        /// The `UErrorCode`.
        package var code: Int32
    }
}
