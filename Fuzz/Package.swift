// swift-tools-version: 6.1
// libFuzzer targets for Vitro's image readers, compositor, layout and icon readers. Built by Scripts/fuzz.sh with
// `swift build --sanitize fuzzer --sanitize address`, so the library's own manifest carries
// no sanitizer flags.
import PackageDescription

let package = Package(
    name: "VitroFuzz",
    dependencies: [.package(name: "Vitro", path: "..")],
    targets: [
        .executableTarget(name: "FuzzPNG", dependencies: [.product(name: "Vitro", package: "Vitro")]),
        .executableTarget(name: "FuzzJPEG", dependencies: [.product(name: "Vitro", package: "Vitro")]),
        // The compositor and layout targets link the decoders the property tests use
        // (symbolic links into Tests/VitroRasterTestSupport/Fuzz/ and Tests/VitroTestSupport/Fuzz/), so a fuzz crash replays as a seeded
        // test input.
        .executableTarget(name: "FuzzCompositor", dependencies: [.product(name: "Vitro", package: "Vitro")]),
        .executableTarget(name: "FuzzLayout", dependencies: [.product(name: "Vitro", package: "Vitro")]),
        // The readers of Icon Composer bundles: icon.json, and SVG layers through librsvg.
        .executableTarget(name: "FuzzIconJSON", dependencies: [.product(name: "VitroIcon", package: "Vitro")]),
        .executableTarget(name: "FuzzIconSVG", dependencies: [.product(name: "VitroIcon", package: "Vitro")]),
    ],
    swiftLanguageModes: [.v6]
)
