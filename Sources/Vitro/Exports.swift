// The umbrella module: `import Vitro` where SwiftUI code says `import SwiftUI`.
@_exported import VitroColor
@_exported import VitroGeometry
@_exported import VitroImageIO
@_exported import VitroRaster
@_exported import VitroUI
