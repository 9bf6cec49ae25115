// What `import Vitro` brings, but the preview macros (Sources/Vitro/Preview+Macros.swift).
// SwiftUI code relies on CGFloat, CGSize, CGRect and friends without importing Foundation.
@_exported import Foundation
@_exported import VitroColor
@_exported import VitroGeometry
@_exported import VitroImageIO
@_exported import VitroRaster
@_exported import VitroCore
@_exported import VitroRender
@_exported import VitroSurfaces
// SwiftUI re-exports Combine and Observation: app code uses `ObservableObject`, `@Published`,
// `sink` and `@Observable` with only `import SwiftUI`. OpenCombine is Combine's API on Linux.
@_exported import Observation
@_exported import OpenCombine
