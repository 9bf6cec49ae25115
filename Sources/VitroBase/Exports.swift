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
// Combine's Foundation publishers, as SwiftUI code writes them: `Timer.publish(every:on:in:)`,
// `NotificationCenter.default.publisher(for:)`, and `DispatchQueue.main` as a scheduler.
@_exported import OpenCombineDispatch
@_exported import OpenCombineFoundation
// UIKit's and CoreGraphics' names that `import SwiftUI` brings on iOS (`UIScreen.main`,
// `UIApplication.shared`, `UIImage`, `CGColor`…).
@_exported import VitroCoreGraphics
@_exported import VitroUIKit

// SwiftUI brings `URLSession`; on Linux it lives in FoundationNetworking.
#if canImport(FoundationNetworking)
    @_exported import FoundationNetworking
#endif
// Qualified names such as `SwiftUICore.GlassEffectContainer`.
#if os(Linux)
    @_exported import SwiftUICore
#endif
// Core Data's types that `@FetchRequest` and `managedObjectContext` speak of (on Linux, where
// Core Data does not exist; `import CoreData` brings the same module through VitroCompat).
#if !canImport(Darwin)
    @_exported import VitroCoreData
#endif
