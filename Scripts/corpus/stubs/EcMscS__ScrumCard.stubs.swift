// Stubs of the app's own modules (Extensions, Models, Resources, ViewComponents) used by ScrumCard.swift.
// corpus: drop-import Extensions
// corpus: drop-import Models
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

struct DailyScrum: Identifiable {
    struct Attendee: Identifiable { var id = UUID(); var name: String }
    var id = UUID()
    var title = "Design"
    var attendees = [Attendee(name: "Cathy"), Attendee(name: "Daisy"), Attendee(name: "Simon")]
    var length: TimeInterval = 600
    var theme = Theme.bubblegum
}

extension TimeInterval {
    var minutes: Int { Int(self / 60) }
}

extension LocalizedStringKey {
    static func attendeeCount(_ count: Int) -> LocalizedStringKey { "\(count) attendees" }
    static func meetingLength(_ minutes: Int) -> LocalizedStringKey { "\(minutes) minute meeting" }
}

// corpus: render ScrumCard(DailyScrum()).background(Theme.bubblegum.mainColor).frame(height: 120)
