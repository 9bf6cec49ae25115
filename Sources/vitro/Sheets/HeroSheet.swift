import VitroBase

/// The README's opening picture: the flagship iPad scene — a landmarks app whose floating Liquid
/// Glass sidebar and inspector sit over a hero image extended under them by
/// `backgroundExtensionEffect()` — then an iPhone music app scrolled under its soft scroll edge
/// with its floating tab bar, a map with glass buttons and a half sheet, and an alert over
/// dimmed content; each in light and dark.
@MainActor
struct HeroSheet {
    let scale: CGFloat

    func render() throws -> Pixmap {
        let pads = try [ColorScheme.light, .dark].map { try screen(.iPadPro11, $0) { LandmarksApp() } }
        var phones: [RasterImage] = []
        for scheme in [ColorScheme.light, .dark] {
            // Scrolled under the navigation bar's soft edge, as the surfaces sheet shows it.
            phones.append(
                try screen(.iPhone, scheme, { MusicApp() }) {
                    try $0.scroll("albums", by: CGPoint(x: 0, y: 330))
                    try $0.scroll("albums", by: CGPoint(x: 0, y: -60))
                })
        }
        for scheme in [ColorScheme.light, .dark] {
            phones.append(try screen(.iPhone, scheme) { TrailMapScreen() })
        }
        for scheme in [ColorScheme.light, .dark] {
            phones.append(try screen(.iPhone, scheme) { AlertScreen() })
        }
        let sheet = VStack(spacing: 40) {
            HStack(spacing: 40) {
                ForEach(0..<pads.count, id: \.self) { framed(pads[$0]) }
            }
            HStack(spacing: 36) {
                ForEach(0..<phones.count, id: \.self) { framed(phones[$0]) }
            }
        }
        .padding(40)
        .background(Color(white: 0.86))
        let renderer = ImageRenderer(content: sheet)
        renderer.scale = scale
        return try renderer.renderPixmap()
    }

    /// A rendered screen at its size in points.
    func framed(_ image: RasterImage) -> some View {
        Image(image).resizable()
            .frame(width: CGFloat(image.width) / scale, height: CGFloat(image.height) / scale)
    }

    /// One screen of `device` in light or dark, after `interact` has run on it.
    func screen<Content: View>(
        _ device: Device, _ scheme: ColorScheme, @ViewBuilder _ content: () -> Content,
        interact: (ViewHost<AnyView>) throws -> Void = { _ in }
    ) throws -> RasterImage {
        try deviceShot(device, content(), scheme, scale: scale, interact: interact)
    }
}
