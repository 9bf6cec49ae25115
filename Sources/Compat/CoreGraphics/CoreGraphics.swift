// A stand-in for Apple's CoreGraphics on Linux, for files that `import CoreGraphics`: its
// geometry (`CGFloat`, `CGPoint`, `CGSize`, `CGRect`, `CGAffineTransform`, from Foundation),
// `CGVector`, and `CGColor`/`CGImage` where SwiftUI views read them. Add the `VitroCompat`
// product on Linux only.
@_exported import Foundation
@_exported import VitroCoreGraphics
