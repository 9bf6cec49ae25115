// swift-tools-version: 6.1
// A small app package whose previews `vitro preview` renders: two libraries and an app, with
// `#Preview` in its forms, a `PreviewProvider`, `@Previewable` state and traits.
import PackageDescription

let package = Package(
    name: "PreviewSample",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "SampleCards", targets: ["SampleCards"]),
        .library(name: "SampleControls", targets: ["SampleControls"]),
    ],
    dependencies: [.package(name: "Vitro", path: "../..")],
    targets: [
        .target(name: "SampleCards", dependencies: [.product(name: "Vitro", package: "Vitro")]),
        .target(name: "SampleControls", dependencies: [.product(name: "Vitro", package: "Vitro")]),
        .executableTarget(name: "SampleApp", dependencies: ["SampleCards", "SampleControls"]),
    ]
)
