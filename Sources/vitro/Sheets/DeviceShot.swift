import VitroBase

/// One screen of `device` in a thin dark bezel (6 pt on an iPhone, 10 pt on larger devices; a Mac
/// window gets a hairline rim and a shadow in that margin instead), in
/// `scheme`, rendered by a ``ViewHost`` after `interact` has run on it, so that presentations,
/// taps, swipes and scrolls are drawn as a person's would leave them. The demo sheets share it.
@MainActor
func deviceShot<Content: View>(
    _ device: Device, _ content: Content, _ scheme: ColorScheme, scale: CGFloat,
    interact: (ViewHost<AnyView>) throws -> Void = { _ in }
) throws -> RasterImage {
    let corner = device.cornerRadius
    let bezel: CGFloat = device == .iPhone ? 6 : 10
    let screen = DeviceScreen(device: device) { content }
        .clipShape(RoundedRectangle(cornerRadius: corner, style: .continuous))
    // A Mac window has no bezel: a hairline rim and its drop shadow, in the same margin.
    let framed =
        device.platform == .macOS
        ? AnyView(
            screen.overlay(
                RoundedRectangle(cornerRadius: corner, style: .continuous).strokeBorder(
                    Color.black.opacity(0.25), lineWidth: 0.5)
            )
            .shadow(color: .black.opacity(0.3), radius: 6, y: 3)
            .padding(bezel))
        : AnyView(
            screen.padding(bezel)
                .background(Color(white: 0.1), in: RoundedRectangle(cornerRadius: corner + bezel, style: .continuous)))
    let host = ViewHost(framed)
    host.environment(\.colorScheme, scheme)
    host.scale = scale
    try interact(host)
    return try host.render()
}

/// A sheet of iPhone shots (``deviceShot(_:_:_:scale:interact:)``) in rows, each shot at the
/// iPhone's size in its 6 pt bezel, 48 pt apart on a light gray page, rendered at `scale`.
@MainActor
func phoneGrid(_ rows: [[RasterImage]], scale: CGFloat) throws -> Pixmap {
    let size = Device.iPhone.size
    let bezel: CGFloat = 6
    let sheet = VStack(spacing: 48) {
        ForEach(0..<rows.count, id: \.self) { row in
            HStack(spacing: 48) {
                ForEach(0..<rows[row].count, id: \.self) { column in
                    Image(rows[row][column]).resizable()
                        .frame(width: size.width + 2 * bezel, height: size.height + 2 * bezel)
                }
            }
        }
    }
    .padding(48)
    .background(Color(white: 0.86))
    let renderer = ImageRenderer(content: sheet)
    renderer.scale = scale
    return try renderer.renderPixmap()
}
