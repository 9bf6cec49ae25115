// SwiftUI declares its core types in a module named SwiftUICore (iOS 18 and later), which
// SwiftUI re-exports; code sometimes names a type through it (`SwiftUICore.GlassEffectContainer`).
// On Linux this module re-exports Vitro's view modules, so those names resolve; `import Vitro`
// brings it.
@_exported import VitroCore
@_exported import VitroRender
@_exported import VitroSurfaces
