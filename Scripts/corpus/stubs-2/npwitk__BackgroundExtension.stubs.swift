// The app's asset catalog symbol for the image "ApplePark", as Xcode generates it.
import Vitro

extension ImageResource {
    static let applePark = ImageResource(name: "ApplePark", bundle: .main)
}
