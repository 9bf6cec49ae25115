// swift-tools-version: 6.1
import CompilerPluginSupport
import PackageDescription

let package = Package(
    name: "Vitro",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "Vitro", targets: ["Vitro"]),
        .library(name: "VitroSnapshotTesting", targets: ["VitroSnapshotTesting"]),
        // What `vitro preview` runs: finding, building and rendering a package's previews.
        .library(name: "VitroPreviewKit", targets: ["VitroPreviewKit"]),
        // The legibility audit behind `vitro audit`, for tests of one's own views.
        .library(name: "VitroAudit", targets: ["VitroAudit"]),
        // Icon Composer's `.icon` bundles; a product of its own so librsvg stays out of `Vitro`.
        .library(name: "VitroIcon", targets: ["VitroIcon", "VitroIconUI"]),
        // Stand-ins for Apple's Combine, CoreData, CoreGraphics and UIKit, for pasted files that
        // import them beside SwiftUI. Add this product on Linux only:
        // `.product(name: "VitroCompat", package: "Vitro", condition: .when(platforms: [.linux]))`.
        .library(name: "VitroCompat", targets: ["Combine", "CoreData", "CoreGraphics", "UIKit"]),
        .executable(name: "vitro", targets: ["vitro"]),
    ],
    // `#Preview` and `@Previewable` are macros, and a macro's plug-in is built with swift-syntax:
    // minutes of compiling on a first build, in debug and more in release. They are on by default,
    // as in SwiftUI; a package that does not use them drops them, and swift-syntax's build, with
    // `.package(path: "../Vitro", traits: [])`.
    traits: [
        .trait(
            name: "Previews",
            description: "The #Preview and @Previewable macros (builds swift-syntax for their plug-in)."),
        .default(enabledTraits: ["Previews"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.0"),
        .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0"),
        // `vitro preview --watch`'s web server: no dependencies of its own (SwiftNIO's
        // servers cost minutes more on a first build); only the `vitro` tool links it.
        .package(url: "https://github.com/swhitty/FlyingFox", from: "0.27.0"),
        // `#Preview` is a macro: its plug-in is built with swift-syntax.
        .package(url: "https://github.com/swiftlang/swift-syntax", "600.0.0"..<"604.0.0"),
        // `swift package generate-documentation` (a command plug-in: no target depends on it, so
        // it stays out of every product's build graph).
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.4.0"),
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
        // Hot pixel kernels, built for AVX2 and for baseline x86-64 and chosen at run time, with
        // the bytes of their Swift references on every path.
        .target(name: "CVitroKernels"),
        .target(
            name: "VitroRaster",
            dependencies: ["VitroColor", "VitroGeometry", "CFreeType", "CFontconfig", "CVitroKernels"]),
        .target(name: "VitroImageIO", dependencies: ["VitroRaster", "VitroColor", "CVitroShims"]),
        // Vitro's own symbols, by their SF Symbols names: outlines in a unit square (data).
        .target(name: "VitroSymbols", dependencies: ["VitroGeometry", "VitroRaster"]),
        // SwiftUI's core: views, the view graph, state, environment (devices and platforms),
        // preferences, layout, modifiers, animation, text, shapes, styles, glass, the display list.
        .target(
            name: "VitroCore",
            dependencies: [
                "VitroColor", "VitroGeometry", "VitroRaster", "VitroImageIO", "VitroSymbols",
                .product(name: "OpenCombine", package: "OpenCombine"),
            ]),
        // The system's surfaces on the core: navigation, lists, tab views, toolbars, search,
        // presentations, split views and the controls.
        .target(name: "VitroSurfaces", dependencies: ["VitroCore", "VitroColor", "VitroGeometry", "VitroRaster"]),
        // Frames: the display list painted through the compositor, ImageRenderer, the ViewHost
        // that keeps a graph alive between frames, previews and apps.
        .target(
            name: "VitroRender",
            dependencies: [
                "VitroCore", "VitroSurfaces", "VitroColor", "VitroGeometry", "VitroRaster", "VitroImageIO",
                .product(name: "OpenCombine", package: "OpenCombine"),
            ]),
        // UIKit's and CoreGraphics' names that SwiftUI code reaches through `import SwiftUI`.
        .target(name: "VitroUIKit", dependencies: ["VitroCore", "VitroImageIO"]),
        .target(name: "VitroCoreGraphics", dependencies: ["VitroCore", "VitroImageIO", "VitroRaster"]),
        // Core Data's managed objects, contexts and containers over an in-memory store, for
        // `@FetchRequest` and the `CoreData` stand-in.
        .target(name: "VitroCoreData", dependencies: [.product(name: "OpenCombine", package: "OpenCombine")]),
        // The module SwiftUI's core types are declared in on Apple platforms, for qualified names.
        .target(
            name: "SwiftUICore", dependencies: ["VitroCore", "VitroSurfaces", "VitroRender"],
            path: "Sources/Compat/SwiftUICore"),
        .macro(
            name: "VitroMacros",
            dependencies: [
                .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
                .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
            ]),
        // Everything `import Vitro` brings but the macros: what the `vitro` tool is built on, so
        // its first build needs no swift-syntax.
        .target(
            name: "VitroBase",
            dependencies: [
                "VitroColor", "VitroGeometry", "VitroRaster", "VitroImageIO", "VitroCore", "VitroSurfaces",
                "VitroRender", "VitroUIKit", "VitroCoreGraphics", "VitroCoreData",
                .target(name: "SwiftUICore", condition: .when(platforms: [.linux])),
                .product(name: "OpenCombine", package: "OpenCombine"),
                .product(name: "OpenCombineFoundation", package: "OpenCombine"),
                .product(name: "OpenCombineDispatch", package: "OpenCombine"),
            ]),
        // Finds, builds and renders a package's previews; on VitroBase, so `vitro` needs no swift-syntax.
        .target(name: "VitroPreviewKit", dependencies: ["VitroBase", "VitroAudit"]),
        .target(
            name: "VitroPreviewServer",
            dependencies: [
                "VitroPreviewKit", .product(name: "FlyingFox", package: "FlyingFox"),
                .product(name: "FlyingSocks", package: "FlyingFox"),
            ]),
        .target(
            name: "Vitro",
            dependencies: ["VitroBase", .target(name: "VitroMacros", condition: .when(traits: ["Previews"]))]),
        .target(
            name: "VitroIcon",
            dependencies: ["VitroColor", "VitroGeometry", "VitroRaster", "VitroImageIO", "CVitroSVG"]),
        .target(name: "VitroIconUI", dependencies: ["VitroBase", "VitroIcon"]),
        .target(
            name: "Combine",
            dependencies: [
                .product(name: "OpenCombine", package: "OpenCombine"),
                .product(name: "OpenCombineFoundation", package: "OpenCombine"),
                .product(name: "OpenCombineDispatch", package: "OpenCombine"),
            ], path: "Sources/Compat/Combine"),
        .target(name: "CoreData", dependencies: ["VitroCoreData"], path: "Sources/Compat/CoreData"),
        .target(name: "CoreGraphics", dependencies: ["VitroCoreGraphics"], path: "Sources/Compat/CoreGraphics"),
        .target(name: "UIKit", dependencies: ["Vitro"], path: "Sources/Compat/UIKit"),
        .target(
            name: "VitroSnapshotTesting",
            dependencies: [
                "Vitro", "VitroPreviewKit", .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ]
        ),
        // The legibility audit: renders views and measures their text against what is beneath it.
        .target(name: "VitroAudit", dependencies: ["VitroBase", "VitroCore", "VitroRender"]),
        .executableTarget(
            name: "vitro",
            dependencies: [
                "VitroBase", "VitroPreviewKit", "VitroPreviewServer", "VitroAudit", "VitroIcon", "VitroIconUI",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),

        // What the tests of the modules below the seam share: seeded random numbers, the fuzz
        // bytes and the draw-command decoder (Fuzz/ links the same files), the pinned system
        // face. It knows no view, so those tests build without the UI modules.
        .target(
            name: "VitroRasterTestSupport", dependencies: ["VitroColor", "VitroGeometry", "VitroRaster"],
            path: "Tests/VitroRasterTestSupport"),
        // What the UI modules' tests share besides: the view-tree decoder, layout and glass
        // probes, host texts. Not a product; no `@testable` imports, so it builds in release too.
        .target(
            name: "VitroTestSupport",
            dependencies: [
                "Vitro", "VitroColor", "VitroGeometry", "VitroRaster", "VitroCore", "VitroRender",
                "VitroRasterTestSupport",
            ],
            path: "Tests/VitroTestSupport"),
        .testTarget(
            name: "VitroColorTests", dependencies: ["VitroColor", "VitroRasterTestSupport"],
            resources: [.copy("Fixtures")]),
        .testTarget(name: "VitroGeometryTests", dependencies: ["VitroGeometry"]),
        .testTarget(
            name: "VitroRasterTests",
            dependencies: ["VitroRaster", "VitroImageIO", "CFreeType", "CVitroKernels", "VitroRasterTestSupport"],
            resources: [.copy("Fixtures")]),
        .testTarget(
            name: "VitroImageIOTests", dependencies: ["VitroImageIO", "VitroRasterTestSupport"],
            resources: [.copy("Fixtures")]),
        // One test target per UI module, its folders those of the module. A test may render
        // through VitroRender; it sits with the module whose behavior it checks.
        .testTarget(
            name: "VitroSymbolsTests",
            dependencies: ["Vitro", "VitroCore", "VitroSurfaces", "VitroRender", "VitroSymbols"]),
        .testTarget(
            name: "VitroCoreTests",
            dependencies: [
                "Vitro", "VitroCore", "VitroSurfaces", "VitroRender", "VitroSymbols", "CFreeType", "VitroTestSupport",
            ],
            resources: [.copy("Fixtures")]),
        .testTarget(
            name: "VitroSurfacesTests",
            dependencies: ["Vitro", "VitroCore", "VitroSurfaces", "VitroRender", "VitroSymbols", "VitroTestSupport"]),
        .testTarget(
            name: "VitroRenderTests",
            dependencies: ["Vitro", "VitroCore", "VitroSurfaces", "VitroRender", "VitroSymbols", "VitroTestSupport"],
            resources: [.copy("Fixtures")]),
        .testTarget(name: "VitroCLITests", dependencies: ["vitro", "VitroBase"], resources: [.copy("Fixtures")]),
        .testTarget(name: "VitroPreviewKitTests", dependencies: ["VitroPreviewKit", "VitroBase", "VitroAudit"]),
        .testTarget(
            name: "VitroAuditTests", dependencies: ["VitroAudit", "VitroBase"], resources: [.copy("Fixtures")]),
        .testTarget(name: "VitroIconTests", dependencies: ["VitroIcon"]),
        // Files in the style of pasted code that import Combine, CoreData, CoreGraphics and UIKit.
        .testTarget(
            name: "CompatTests", dependencies: ["Combine", "CoreData", "CoreGraphics", "UIKit", "VitroTestSupport"],
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
