// corpus: stubs-from pommdau__LandmarkRow.stubs.swift
// Stubs of the app's own views used by LandmarkList.swift.

struct LandmarkRow: View {
    var landmark: Landmark
    var body: some View {
        HStack {
            landmark.image.resizable().frame(width: 50, height: 50)
            Text(landmark.name)
            Spacer()
        }
    }
}

struct LandmarkDetail: View {
    var landmark: Landmark
    var body: some View { Text(landmark.name) }
}

/// The app's focused-value key for the selected landmark (macOS menu commands).
struct SelectedLandmarkKey: FocusedValueKey {
    typealias Value = Binding<Landmark>
}

extension FocusedValues {
    var selectedLandmark: Binding<Landmark>? {
        get { self[SelectedLandmarkKey.self] }
        set { self[SelectedLandmarkKey.self] = newValue }
    }
}
