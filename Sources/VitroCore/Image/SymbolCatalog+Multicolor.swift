import Foundation
import VitroSymbols

extension SymbolCatalog {
    /// The colors symbols draw in with `.multicolor`, by layer (primary first); nil keeps the
    /// foreground style for that layer. These are the symbols SF Symbols draws in their own
    /// colors that apps use most, in iOS's system colors; every other symbol draws monochrome.
    static let multicolor: [String: [Color?]] = [
        "heart": [.red], "heart.fill": [.red], "heart.circle.fill": [.white, .red],
        "flame": [.orange], "flame.fill": [.orange],
        "leaf": [.green], "leaf.fill": [.green],
        "sun.max": [.yellow], "sun.max.fill": [.yellow],
        "checkmark.circle.fill": [.white, .green],
        "plus.circle.fill": [.white, .green],
        "minus.circle.fill": [.white, .red],
        "xmark.circle.fill": [.white, .gray],
    ]
}
