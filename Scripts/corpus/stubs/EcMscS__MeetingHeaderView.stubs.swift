// Stubs of the app's own modules (Enumerations, Resources, ViewComponents) used by MeetingHeaderView.swift.
// corpus: drop-import Enumerations
// corpus: drop-import Resources
// corpus: drop-import ViewComponents
import Foundation
import Vitro

enum Theme: String {
    case bubblegum, orange, poppy
    var mainColor: Color { Color(red: 0.93, green: 0.55, blue: 0.73) }
    var accentColor: Color { .black }
}

/// The app's SF Symbols names, as its Resources module lists them.
enum SFSymbol: String {
    case hourglassBottom = "hourglass.bottomhalf.fill"
    case hourglassTop = "hourglass.tophalf.fill"
    case person3 = "person.3"
    case clock = "clock"
}

extension Label where Title == Text, Icon == Image {
    init(_ title: String, symbol: SFSymbol) {
        self.init(title, systemImage: symbol.rawValue)
    }
}

/// The app's label style that puts the icon after the title (its ViewComponents module).
struct TrailingIconLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.title
            configuration.icon
        }
    }
}

extension LabelStyle where Self == TrailingIconLabelStyle {
    static var trailingIcon: Self { TrailingIconLabelStyle() }
}

extension LocalizedStringKey {
    static let timeRemaining: LocalizedStringKey = "Time remaining"
    static let secondsElapsed: LocalizedStringKey = "Seconds Elapsed"
    static let secondsRemaining: LocalizedStringKey = "Seconds Remaining"
    static func timeRemaining(minutes: Int) -> LocalizedStringKey { "\(minutes) minutes" }
}

/// The app's progress style: a capsule track in the theme's color (its ViewComponents module).
struct RoundedProgressViewStyle: ProgressViewStyle {
    var background: Color
    func makeBody(configuration: Configuration) -> some View {
        ProgressView(configuration).padding(8).background(background, in: Capsule())
    }
}

extension ProgressViewStyle where Self == RoundedProgressViewStyle {
    static func rounded(background: Color) -> Self { RoundedProgressViewStyle(background: background) }
}

extension TimeInterval {
    var minutes: Int { Int(self / 60) }
}
