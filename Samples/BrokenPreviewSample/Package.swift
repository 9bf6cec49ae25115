// swift-tools-version: 6.1
// A package that does not compile: `vitro preview` must show the compiler's diagnostics, point
// to the first error and exit non-zero.
import PackageDescription

let package = Package(
    name: "BrokenPreviewSample",
    platforms: [.macOS(.v14)],
    products: [.library(name: "BrokenViews", targets: ["BrokenViews"])],
    dependencies: [.package(name: "Vitro", path: "../..")],
    targets: [
        .target(name: "BrokenViews", dependencies: [.product(name: "Vitro", package: "Vitro")])
    ]
)
