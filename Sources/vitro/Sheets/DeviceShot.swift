import Vitro

/// One screen of `device` in a thin dark bezel (6 pt on an iPhone, 10 pt on larger devices), in
/// `scheme`, rendered by a ``ViewHost`` after `interact` has run on it, so that presentations,
/// taps, swipes and scrolls are drawn as a person's would leave them. The demo sheets share it.
@MainActor
func deviceShot<Content: View>(
    _ device: Device, _ content: Content, _ scheme: ColorScheme, scale: CGFloat,
    interact: (ViewHost<AnyView>) throws -> Void = { _ in }
) throws -> RasterImage {
    let corner = device.cornerRadius
    let bezel: CGFloat = device == .iPhone ? 6 : 10
    let host = ViewHost(
        AnyView(
            DeviceScreen(device: device) { content }
                .clipShape(RoundedRectangle(cornerRadius: corner, style: .continuous))
                .padding(bezel)
                .background(Color(white: 0.1), in: RoundedRectangle(cornerRadius: corner + bezel, style: .continuous))))
    host.environment(\.colorScheme, scheme)
    host.scale = scale
    try interact(host)
    return try host.render()
}
