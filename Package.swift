// swift-tools-version: 6.1
import CompilerPluginSupport
import PackageDescription

let package = Package(
    name: "Vitro",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "Vitro", targets: ["Vitro"]),
        .library(name: "VitroSnapshotTesting", targets: ["VitroSnapshotTesting"]),
        // Icon Composer's `.icon` bundles; a product of its own so librsvg stays out of `Vitro`.
        .library(name: "VitroIcon", targets: ["VitroIcon", "VitroIconUI"]),
        .executable(name: "vitro", targets: ["vitro"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.0"),
        .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0"),
        // `#Preview` is a macro: its plug-in is built with swift-syntax.
        .package(url: "https://github.com/swiftlang/swift-syntax", "600.0.0"..<"604.0.0"),
    ],
    targets: [
        // System libraries, found through pkg-config (Debian: libpng-dev, libjpeg62-turbo-dev,
        // libfreetype-dev, libfontconfig-dev).
        .systemLibrary(name: "CPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"])]),
        .systemLibrary(name: "CJPEG", pkgConfig: "libjpeg", providers: [.apt(["libjpeg62-turbo-dev"])]),
        .systemLibrary(name: "CFreeType", pkgConfig: "freetype2", providers: [.apt(["libfreetype-dev"])]),
        .systemLibrary(name: "CFontconfig", pkgConfig: "fontconfig", providers: [.apt(["libfontconfig-dev"])]),
        .systemLibrary(name: "CRSVG", pkgConfig: "librsvg-2.0", providers: [.apt(["librsvg2-dev"])]),
        // The C functions that own every setjmp, so no longjmp ever crosses a Swift frame.
        .target(name: "CVitroShims", dependencies: ["CPNG", "CJPEG"]),

        // SVG layers of icons, drawn by librsvg into a caller's buffer.
        .target(name: "CVitroSVG", dependencies: ["CRSVG"]),

        .target(name: "VitroColor"),
        .target(name: "VitroGeometry"),
        .target(name: "VitroRaster", dependencies: ["VitroColor", "VitroGeometry", "CFreeType", "CFontconfig"]),
        .target(name: "VitroImageIO", dependencies: ["VitroRaster", "VitroColor", "CVitroShims"]),
        .target(
            name: "VitroUI",
            dependencies: [
                "VitroColor", "VitroGeometry", "VitroRaster", "VitroImageIO",
                .product(name: "OpenCombine", package: "OpenCombine"),
            ]),
        .macro(
            name: "VitroMacros",
            dependencies: [
                .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
                .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
            ]),
        .target(
            name: "Vitro",
            dependencies: [
                "VitroColor", "VitroGeometry", "VitroRaster", "VitroImageIO", "VitroUI", "VitroMacros",
                .product(name: "OpenCombine", package: "OpenCombine"),
            ]),
        .target(
            name: "VitroIcon",
            dependencies: ["VitroColor", "VitroGeometry", "VitroRaster", "VitroImageIO", "CVitroSVG"]),
        .target(name: "VitroIconUI", dependencies: ["Vitro", "VitroIcon"]),
        .target(
            name: "VitroSnapshotTesting",
            dependencies: ["Vitro", .product(name: "SnapshotTesting", package: "swift-snapshot-testing")]
        ),
        .executableTarget(
            name: "vitro",
            dependencies: [
                "Vitro", "VitroIcon", "VitroIconUI", .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),

        .testTarget(name: "VitroColorTests", dependencies: ["VitroColor"], resources: [.copy("Fixtures")]),
        .testTarget(name: "VitroGeometryTests", dependencies: ["VitroGeometry"]),
        .testTarget(
            name: "VitroRasterTests", dependencies: ["VitroRaster", "VitroImageIO", "CFreeType"],
            resources: [.copy("Fixtures")]),
        .testTarget(name: "VitroImageIOTests", dependencies: ["VitroImageIO"], resources: [.copy("Fixtures")]),
        .testTarget(name: "VitroIconTests", dependencies: ["VitroIcon"]),
        .testTarget(name: "VitroUITests", dependencies: ["Vitro", "CFreeType"], resources: [.copy("Fixtures")]),
        .testTarget(name: "VitroCLITests", dependencies: ["vitro"]),
        // Ordinary app screens, compiled as an app target compiles them (Swift 5 mode).
        .testTarget(
            name: "AppScreenTests", dependencies: ["Vitro"], swiftSettings: [.swiftLanguageMode(.v5)]),
        .testTarget(
            name: "SeedExampleTests", dependencies: ["Vitro", "VitroSnapshotTesting"],
            exclude: ["__Snapshots__"], resources: [.copy("Resources")]),
    ],
    swiftLanguageModes: [.v6]
)
