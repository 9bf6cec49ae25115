import Foundation

extension Font.TextStyle {
    /// Point size at the default dynamic type size on `platform`, from the Human Interface
    /// Guidelines' typography specifications (each platform's built-in text styles at its
    /// default size):
    ///
    /// - iOS, iPadOS, visionOS: `size` (body 17).
    /// - macOS: large title 26, title 22, title2 17, title3 15, headline and body 13, callout 12,
    ///   subheadline 11, footnote and both captions 10.
    /// - tvOS: title 76 (also the large title), title2 57, title3 48, headline 38, subheadline
    ///   (tvOS's "Subtitle 1") 38, callout 31, body 29, caption 25, caption2 and footnote 23.
    /// - watchOS (the default size of current 41–46 mm watches): large title 36, title 34,
    ///   title2 27, title3 19, headline and body 16, callout and subheadline 15, caption 15,
    ///   caption2 14, footnote 13.
    ///
    /// The HIG's default text sizes per platform (iOS 17, macOS 13, tvOS 29, visionOS 17,
    /// watchOS 16 pt, "Typography") are these tables' body sizes.
    func size(on platform: Device.Platform) -> CGFloat {
        switch platform {
        case .iOS, .iPadOS, .visionOS: size
        case .macOS: macOSSize
        case .tvOS: tvOSSize
        case .watchOS: watchOSSize
        }
    }

    private var macOSSize: CGFloat {
        switch self {
        case .largeTitle: 26
        case .title: 22
        case .title2: 17
        case .title3: 15
        case .headline, .body: 13
        case .callout: 12
        case .subheadline: 11
        case .footnote, .caption, .caption2: 10
        }
    }

    private var tvOSSize: CGFloat {
        switch self {
        case .largeTitle, .title: 76
        case .title2: 57
        case .title3: 48
        case .headline, .subheadline: 38
        case .callout: 31
        case .body: 29
        case .caption: 25
        case .caption2, .footnote: 23
        }
    }

    private var watchOSSize: CGFloat {
        switch self {
        case .largeTitle: 36
        case .title: 34
        case .title2: 27
        case .title3: 19
        case .headline, .body: 16
        case .callout, .subheadline, .caption: 15
        case .caption2: 14
        case .footnote: 13
        }
    }

    /// The weight of the style on `platform` when none is asked for: the headline is semibold,
    /// bold on macOS (its Headline style); tvOS draws its text styles medium.
    func defaultWeight(on platform: Device.Platform) -> Int {
        switch (self, platform) {
        case (.headline, .macOS): 700
        case (.headline, _): 600
        case (_, .tvOS): 500
        default: 400
        }
    }
}
