import Vitro

/// A name field and a greeting that follows it: click the field in a live preview, then type.
struct GreetingForm: View {
    @State private var name = ""

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            TextField("Your name", text: $name).textFieldStyle(.roundedBorder)
            Text(name.isEmpty ? "Hello!" : "Hello, \(name)!").font(.title2)
        }
        .padding()
    }
}

#Preview("Greeting", traits: .sizeThatFitsLayout) {
    GreetingForm().frame(width: 320)
}

#Preview("Long list") {
    ScrollView {
        VStack(alignment: .leading, spacing: 0) {
            ForEach(1...40, id: \.self) { row in
                Text("Row \(row)").padding().frame(maxWidth: .infinity, alignment: .leading)
                Divider()
            }
        }
    }
}
