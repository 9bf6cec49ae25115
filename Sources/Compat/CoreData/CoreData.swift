// A stand-in for Apple's Core Data on Linux, for files that `import CoreData` beside SwiftUI:
// managed objects, contexts, fetch requests and containers over a store kept in memory (what a
// preview's in-memory container does), with no model files and nothing written to disk. Add the
// `VitroCompat` product on Linux only.
@_exported import Foundation
@_exported import VitroCoreData
