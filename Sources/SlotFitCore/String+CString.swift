extension String {
    /// The UTF-8 text a C function wrote into `buffer`, up to its first NUL
    /// (all of it when there is none); ill-formed bytes become U+FFFD.
    package init(nulTerminated buffer: [CChar]) {
        let end = buffer.firstIndex(of: 0) ?? buffer.endIndex
        self = buffer[..<end].withUnsafeBytes { String(decoding: $0, as: UTF8.self) }
    }
}
