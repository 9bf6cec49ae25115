// UIKit's names that SwiftUI code reaches without importing UIKit (on iOS, `import SwiftUI`
// brings UIKit): the screen, the app, the device, images, fonts and haptics. `UIColor` is
// VitroCore's own, as `Color(uiColor:)` needs it.
@_exported import VitroCore
