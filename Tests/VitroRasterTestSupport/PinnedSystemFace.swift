import Foundation

/// Every test renders with DejaVu Sans as the system face, whether or not Inter is installed, so
/// pixels and text metrics are the same on every machine.
///
/// The pin is set as the test program loads (an `.init_array` entry runs before any test), and
/// reaches every suite: all test targets are linked into one test program. Programs the tests
/// start inherit it.
@section(".init_array") @used
private let pinSystemFace: @convention(c) () -> Void = pinSystemFaceToDejaVuSans

private func pinSystemFaceToDejaVuSans() {
    setenv("VITRO_SYSTEM_FONT", "DejaVu Sans", 1)
}
