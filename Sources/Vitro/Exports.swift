// The umbrella module: `import Vitro` where SwiftUI code says `import SwiftUI`. Everything but
// the preview macros is in VitroBase (Sources/VitroBase/Exports.swift).
@_exported import VitroBase
