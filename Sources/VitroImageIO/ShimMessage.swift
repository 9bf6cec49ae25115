extension Array where Element == CChar {
    /// The NUL-terminated message a C shim wrote into this buffer.
    var shimMessage: String {
        String(decoding: prefix(while: { $0 != 0 }).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
