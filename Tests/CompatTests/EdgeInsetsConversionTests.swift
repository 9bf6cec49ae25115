import Foundation
import Testing
import Vitro

/// `EdgeInsets` made from UIKit's `NSDirectionalEdgeInsets` and back.
@Suite struct EdgeInsetsConversionTests {
    @Test func directionalInsetsConvert() {
        let ui = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        let insets = EdgeInsets(ui)
        #expect(insets == EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        #expect(NSDirectionalEdgeInsets(insets) == ui)
        #expect(EdgeInsets(NSDirectionalEdgeInsets.zero) == EdgeInsets())
    }
}
