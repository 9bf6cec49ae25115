import Foundation

extension Device {
    /// An Apple TV screen: 1920×1080 pt at 1× (a 4K set shows it at 2×), with tvOS's safe
    /// area for overscan, 60 pt above and below and 80 pt at the sides (Human Interface
    /// Guidelines, "Layout", tvOS). A television has square corners.
    public static let appleTV = Device(
        name: "Apple TV", size: CGSize(width: 1920, height: 1080), scale: 1,
        safeAreaInsets: EdgeInsets(top: 60, leading: 80, bottom: 60, trailing: 80), cornerRadius: 0,
        platform: .tvOS)

    /// The 46 mm Apple Watch (Series 10): 208×248 pt at 2×. The 31 pt top inset holds the
    /// time; the 44 pt display corner radius is an estimate of the rounded display.
    public static let appleWatch = Device(
        name: "Apple Watch 46 mm", size: CGSize(width: 208, height: 248), scale: 2,
        safeAreaInsets: EdgeInsets(top: 31, leading: 0, bottom: 0, trailing: 0), cornerRadius: 44,
        platform: .watchOS)
}
