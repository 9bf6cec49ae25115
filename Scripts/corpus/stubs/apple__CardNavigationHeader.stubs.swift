// Stubs of the app's own types used by CardNavigationHeader.swift (Panel is Sidebar.swift's,
// TruckCardHeaderNavigation TruckView.swift's, the label style CardNavigationHeaderLabelStyle.swift's).
import Vitro

enum Panel: Hashable {
    case truck, orders, socialFeed
}

enum TruckCardHeaderNavigation {
    case navigationLink
    case selection(Binding<Panel?>)
}

struct CardNavigationHeaderLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.icon.foregroundStyle(.secondary)
            configuration.title.font(.headline)
        }
    }
}

extension LabelStyle where Self == CardNavigationHeaderLabelStyle {
    static var cardNavigationHeader: CardNavigationHeaderLabelStyle { CardNavigationHeaderLabelStyle() }
}
