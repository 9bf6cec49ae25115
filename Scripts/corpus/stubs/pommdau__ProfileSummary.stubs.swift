// corpus: stubs-from pommdau__LandmarkRow.stubs.swift
// Stubs of the app's own views used by ProfileSummary.swift.

struct HikeBadge: View {
    var name: String
    var body: some View {
        VStack {
            Image(systemName: "star.fill").font(.largeTitle)
            Text(name).font(.caption)
        }
    }
}

struct HikeView: View {
    var hike: Hike
    var body: some View { Text(hike.name).font(.headline) }
}
