// swift-tools-version: 6.1
// Benchmarks live in their own package so their needs stay out of the library's build.
import Foundation
import PackageDescription

// A path dependency is known by its folder's name, whatever the clone is called.
let vitro = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().lastPathComponent

let package = Package(
    name: "VitroBenchmarks",
    platforms: [.macOS(.v14)],
    // Without the `Previews` trait: the benchmark uses no `#Preview`, and so builds no swift-syntax.
    dependencies: [.package(path: "../", traits: [])],
    targets: [
        .executableTarget(
            name: "vitro-bench",
            dependencies: [.product(name: "Vitro", package: vitro)]
        )
    ],
    swiftLanguageModes: [.v6]
)
