// A photo grid that opens a photo in a sheet, as an app writes it. The import is the only line
// that differs from the SwiftUI original.
import Vitro

struct Photo: Identifiable {
    let id: Int
    let color: Color
    let place: String
}

struct PhotoGridScreen: View {
    let photos: [Photo] = (0..<15).map { index in
        let colors: [Color] = [.orange, .teal, .pink, .indigo, .mint, .yellow, .purple, .blue, .green, .red]
        let places = ["Harbour", "Roof", "Garden", "Ferry", "Lookout"]
        return Photo(id: index, color: colors[index % colors.count], place: places[index % places.count])
    }
    @State private var selected: Photo?

    var body: some View {
        NavigationStack {
            ScrollView {
                LazyVGrid(columns: [GridItem(.adaptive(minimum: 110), spacing: 2)], spacing: 2) {
                    ForEach(photos) { photo in
                        Rectangle()
                            .fill(photo.color.gradient)
                            .aspectRatio(1, contentMode: .fit)
                            .overlay(alignment: .bottomLeading) {
                                Text("\(photo.id + 1)")
                                    .font(.caption.bold())
                                    .foregroundStyle(.white)
                                    .padding(6)
                            }
                            .onTapGesture { selected = photo }
                    }
                }
            }
            .navigationTitle("Library")
            .sheet(item: $selected) { photo in
                PhotoDetail(photo: photo)
                    .presentationDetents([.medium, .large])
                    .presentationDragIndicator(.visible)
            }
        }
    }
}

struct PhotoDetail: View {
    let photo: Photo
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            RoundedRectangle(cornerRadius: 24, style: .continuous)
                .fill(photo.color.gradient)
                .frame(height: 200)
            Text(photo.place).font(.title2.bold())
            Text("Photo \(photo.id + 1)").foregroundStyle(.secondary)
            Button("Done") { dismiss() }
                .buttonStyle(.glassProminent)
        }
        .padding(24)
    }
}
