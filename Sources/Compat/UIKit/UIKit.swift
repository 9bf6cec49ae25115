// A stand-in for Apple's UIKit on Linux, for files that `import UIKit` beside SwiftUI for the
// few names SwiftUI code uses: `UIScreen.main` (the rendering device's bounds and scale),
// `UIApplication.shared` (URLs to open are recorded), `UIDevice`, `UIColor`, `UIImage`,
// `UIFont` and the feedback generators (recorded). It brings Vitro, as UIKit code on iOS sits
// beside SwiftUI. Add the `VitroCompat` product on Linux only.
@_exported import Vitro
