import Foundation
import VitroRaster

/// Why an `.icon` bundle could not be read or drawn. Every case names the file at fault.
public enum IconError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The bundle has no `icon.json` (or it cannot be read).
    case missingManifest(file: String)
    /// `icon.json` is not JSON, or a value has the wrong type; `path` is where (`groups[1].layers[0].fill`).
    case malformedJSON(file: String, path: String, reason: String)
    /// A layer names an image that is not in the bundle's `Assets` folder.
    case missingAsset(file: String, referencedAt: String)
    /// An SVG layer that would reach outside its file (an external reference) or declares XML
    /// entities (the billion-laughs bomb), or that librsvg cannot draw.
    case badSVG(file: String, reason: String)
    /// A PNG layer that cannot be decoded.
    case badImage(file: String, reason: String)
    /// A layer image larger than the pixel limit.
    case imageTooLarge(file: String, pixels: Int, limit: Int)
    /// A size or option out of range (output size in pixels, say).
    case invalidRequest(String)

    public var description: String {
        switch self {
        case .missingManifest(let f): "\(f): missing icon.json (an .icon bundle is a folder with icon.json and Assets/)"
        case .malformedJSON(let f, let p, let r): "\(f): \(p.isEmpty ? "" : "at \(p): ")\(r)"
        case .missingAsset(let f, let p): "\(f): missing asset (referenced at \(p) in icon.json)"
        case .badSVG(let f, let r): "\(f): SVG rejected: \(r)"
        case .badImage(let f, let r): "\(f): unreadable image: \(r)"
        case .imageTooLarge(let f, let n, let l): "\(f): image of \(n) pixels is over the limit of \(l)"
        case .invalidRequest(let r): r
        }
    }
}

/// A transparent pixmap, or an error saying the size is out of range.
func blankPixmap(_ width: Int, _ height: Int) throws(IconError) -> Pixmap {
    do {
        return try Pixmap(width: width, height: height)
    } catch {
        throw .invalidRequest("cannot make a \(width)×\(height) px image: \(error)")
    }
}
