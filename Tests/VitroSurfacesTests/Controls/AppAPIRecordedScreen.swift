import Foundation
import Vitro

/// A screen that uses the modifiers with no still-image effect, as app code does.
struct RecordedModifiersScreen: View {
    @State var amount = ""
    @State var showsAlert = false
    @State var showsSheet = true
    @State var count = 0
    @GestureState var dragOffset: CGSize = .zero
    @GestureState var isPressing = false

    var body: some View {
        VStack {
            Text("Total")
                .accessibilityElement(children: .combine)
                .accessibilityAddTraits(.isHeader)
                .accessibilityValue("12 dollars")
                .accessibilityAction { count += 1 }
                .help("The total")
            TextField("Amount", text: $amount)
                .keyboardType(.decimalPad)
                .submitLabel(.done)
                .textInputAutocapitalization(.never)
                .autocorrectionDisabled()
                .onSubmit { count += 1 }
            Image(systemName: "heart.fill")
                .symbolEffect(.bounce.up, value: count)
                .contentTransition(.symbolEffect(.replace))
                .gesture(
                    DragGesture(minimumDistance: 0)
                        .updating($dragOffset) { value, state, _ in state = value.translation }
                        .onEnded { _ in count += 1 }
                )
                .simultaneousGesture(MagnifyGesture().onChanged { _ in })
                .highPriorityGesture(RotateGesture().onEnded { _ in })
                .sensoryFeedback(.success, trigger: count)
            Text("\(count)")
                .contentTransition(.numericText())
                .badge(3)
                .swipeActions(edge: .trailing) {
                    Button("Delete", role: .destructive) {}
                }
                .contextMenu {
                    Button("Copy") {}
                }
        }
        .refreshable {}
        .searchable(text: $amount, prompt: "Search")
        .alert("Error", isPresented: $showsAlert) {
            Button("OK") {}
        } message: {
            Text("Something went wrong")
        }
        .sheet(isPresented: $showsSheet) {
            Text("Sheet")
        }
        .confirmationDialog("Delete?", isPresented: $showsAlert, titleVisibility: .visible) {
            Button("Delete", role: .destructive) {}
        }
        .fullScreenCover(isPresented: $showsAlert) { Text("Cover") }
        .popover(isPresented: $showsAlert) { Text("Popover") }
        .statusBarHidden()
    }
}
