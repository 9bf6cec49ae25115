// The app's asset catalog symbol for the image "pic", as Xcode generates it.
import Vitro

extension ImageResource {
    static let pic = ImageResource(name: "pic", bundle: .main)
}
