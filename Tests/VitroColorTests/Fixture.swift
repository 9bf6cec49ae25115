import Foundation

/// Loads a JSON fixture committed beside the tests.
enum Fixture {
    static func json(_ name: String) throws -> Any {
        guard let url = Bundle.module.url(forResource: name, withExtension: "json", subdirectory: "Fixtures") else {
            throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: "Fixtures/\(name).json"])
        }
        return try JSONSerialization.jsonObject(with: Data(contentsOf: url))
    }
}

extension Array where Element == Any {
    var doubles: [Double] { map { ($0 as! NSNumber).doubleValue } }
}

/// The largest absolute difference between two component vectors.
func maxError(_ a: SIMD3<Double>, _ b: SIMD3<Double>) -> Double {
    let d = a - b
    return Swift.max(Swift.abs(d.x), Swift.abs(d.y), Swift.abs(d.z))
}
