import Foundation
import Testing
import Vitro

/// Idioms common in SwiftUI code compile and render unchanged.
@MainActor
@Suite struct CommonIdiomsTests {
    struct Profile: View {
        let names = ["Ada", "Grace", "Alan"]
        var body: some View {
            VStack(spacing: 0) {
                HStack {
                    Image(systemName: "person.crop.circle")
                        .font(.largeTitle)
                        .imageScale(.large)
                        .foregroundStyle(.blue)
                    VStack(alignment: .leading) {
                        Text("Profile").font(.title.bold())
                        Text("Three people").font(.headline.weight(.semibold)).foregroundColor(.secondary)
                    }
                    Spacer(minLength: 0)
                }
                .padding(.vertical)
                ForEach(names, id: \.self) { name in
                    Text(name)
                        .frame(maxWidth: .infinity, alignment: .leading)
                        .padding(.horizontal)
                }
                Circle().fill(.blue.gradient).frame(width: 24, height: 24)
                RoundedRectangle(cornerRadius: 25, style: .continuous)
                    .stroke(.white.opacity(0.3), lineWidth: 1)
                    .frame(height: 20)
            }
            .padding()
            .background(.ultraThinMaterial)
            .clipShape(.rect(cornerRadius: 12))
            .overlay { RoundedRectangle(cornerRadius: 12).strokeBorder(.separator) }
            .shadow(color: .black.opacity(0.2), radius: 10, x: 0, y: 5)
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .background(
                LinearGradient(colors: [.teal, .indigo], startPoint: .top, endPoint: .bottom).ignoresSafeArea())
        }
    }

    @Test func aTypicalScreenRenders() throws {
        let r = ImageRenderer(content: Profile().frame(width: 320, height: 320))
        r.scale = 2
        let image = try r.render()
        #expect(image.width == 640 && image.height == 640)
        #expect(r.displayList.description.contains("text \"Grace\""))
        // The subtitle keeps one line: the spacer only takes what the texts leave.
        let list = r.displayList.description.split(separator: "\n")
        func top(_ word: String) -> Double? {
            guard
                let line = list.first(where: { $0.trimmingCharacters(in: .whitespaces).hasPrefix("text \"\(word)\"") })
            else {
                return nil
            }
            let numbers = line.split(separator: "(")[1].split(separator: ",")
            return Double(numbers[1].trimmingCharacters(in: .whitespaces))
        }
        let three = try #require(top("Three")), people = try #require(top("people"))
        #expect(abs(three - people) < 4, "\(three) vs \(people)")
    }
}
