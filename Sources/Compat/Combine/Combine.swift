// A stand-in for Apple's Combine on Linux, for files that `import Combine` beside SwiftUI:
// OpenCombine's API (publishers, subscribers, `@Published`, `ObservableObject`,
// `AnyCancellable`), with Foundation's publishers (`Timer.publish(every:on:in:)`,
// `NotificationCenter.default.publisher(for:)`, `URLSession`'s) and the dispatch scheduler
// (`DispatchQueue.main` as a scheduler). Add the `VitroCompat` product on Linux only; on Apple
// platforms the real Combine is used.
@_exported import Foundation
@_exported import OpenCombine
@_exported import OpenCombineDispatch
@_exported import OpenCombineFoundation
