// swift-tools-version: 6.1
import CompilerPluginSupport
import PackageDescription

let package = Package(
    name: "Vitro",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "Vitro", targets: ["Vitro"]),
        .library(name: "VitroSnapshotTesting", targets: ["VitroSnapshotTesting"]),
        // Stand-ins for Apple's Combine, CoreGraphics and UIKit, for pasted files that import
        // them beside SwiftUI. Add this product on Linux only:
        // `.product(name: "VitroCompat", package: "Vitro", condition: .when(platforms: [.linux]))`.
        .library(name: "VitroCompat", targets: ["Combine", "CoreGraphics", "UIKit"]),
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
        // The C functions that own every setjmp, so no longjmp ever crosses a Swift frame.
        .target(name: "CVitroShims", dependencies: ["CPNG", "CJPEG"]),

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
        // UIKit's and CoreGraphics' names that SwiftUI code reaches through `import SwiftUI`.
        .target(name: "VitroUIKit", dependencies: ["VitroUI", "VitroImageIO"]),
        .target(name: "VitroCoreGraphics", dependencies: ["VitroUI", "VitroImageIO", "VitroRaster"]),
        // The module SwiftUI's core types are declared in on Apple platforms, for qualified names.
        .target(name: "SwiftUICore", dependencies: ["VitroUI"], path: "Sources/Compat/SwiftUICore"),
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
                "VitroUIKit", "VitroCoreGraphics",
                .target(name: "SwiftUICore", condition: .when(platforms: [.linux])),
                .product(name: "OpenCombine", package: "OpenCombine"),
                .product(name: "OpenCombineFoundation", package: "OpenCombine"),
                .product(name: "OpenCombineDispatch", package: "OpenCombine"),
            ]),
        .target(
            name: "Combine",
            dependencies: [
                .product(name: "OpenCombine", package: "OpenCombine"),
                .product(name: "OpenCombineFoundation", package: "OpenCombine"),
                .product(name: "OpenCombineDispatch", package: "OpenCombine"),
            ], path: "Sources/Compat/Combine"),
        .target(name: "CoreGraphics", dependencies: ["VitroCoreGraphics"], path: "Sources/Compat/CoreGraphics"),
        .target(name: "UIKit", dependencies: ["Vitro"], path: "Sources/Compat/UIKit"),
        .target(
            name: "VitroSnapshotTesting",
            dependencies: ["Vitro", .product(name: "SnapshotTesting", package: "swift-snapshot-testing")]
        ),
        .executableTarget(
            name: "vitro",
            dependencies: ["Vitro", .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),

        .testTarget(name: "VitroColorTests", dependencies: ["VitroColor"], resources: [.copy("Fixtures")]),
        .testTarget(name: "VitroGeometryTests", dependencies: ["VitroGeometry"]),
        .testTarget(
            name: "VitroRasterTests", dependencies: ["VitroRaster", "VitroImageIO", "CFreeType"],
            resources: [.copy("Fixtures")]),
        .testTarget(name: "VitroImageIOTests", dependencies: ["VitroImageIO"], resources: [.copy("Fixtures")]),
        .testTarget(name: "VitroUITests", dependencies: ["Vitro", "CFreeType"], resources: [.copy("Fixtures")]),
        .testTarget(name: "VitroCLITests", dependencies: ["vitro"]),
        // Files in the style of pasted code that import Combine, CoreGraphics and UIKit.
        .testTarget(
            name: "CompatTests", dependencies: ["Combine", "CoreGraphics", "UIKit"],
            swiftSettings: [.swiftLanguageMode(.v5)]),
        // Ordinary app screens, compiled as an app target compiles them (Swift 5 mode).
        .testTarget(
            name: "AppScreenTests", dependencies: ["Vitro"], swiftSettings: [.swiftLanguageMode(.v5)]),
        .testTarget(
            name: "SeedExampleTests", dependencies: ["Vitro", "VitroSnapshotTesting"],
            exclude: ["__Snapshots__"], resources: [.copy("Resources")]),
    ],
    swiftLanguageModes: [.v6]
)
