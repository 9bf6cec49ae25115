// Data flow the way most shipped apps still write it: an ObservableObject owned by the screen,
// passed down, bound to controls.
#if canImport(SwiftUI)
    import Combine
    import SwiftUI
#else
    import Vitro
#endif

final class OrderModel: ObservableObject {
    @Published var quantity = 2
    @Published var express = false
    @Published var note = ""
    var total: Double { Double(quantity) * 4.5 + (express ? 3 : 0) }
}

struct OrderSummary: View {
    @ObservedObject var model: OrderModel

    var body: some View {
        HStack {
            Text("Total")
            Spacer()
            Text(model.total, format: .currency(code: "EUR"))
                .monospacedDigit()
                .bold()
        }
    }
}

struct QuantityRow: View {
    @Binding var quantity: Int

    var body: some View {
        Stepper(value: $quantity, in: 1...12) {
            Label("\(quantity) coffees", systemImage: "cup.and.saucer")
        }
    }
}

struct OrderModelScreen: View {
    @StateObject private var model = OrderModel()
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            QuantityRow(quantity: $model.quantity)
            Toggle("Express delivery", isOn: $model.express)
            TextField("Note for the barista", text: $model.note, axis: .vertical)
                .textFieldStyle(.roundedBorder)
            ProgressView(value: Double(model.quantity), total: 12) {
                Text("Daily limit")
            }
            Divider()
            OrderSummary(model: model)
            Button("Place Order") { dismiss() }
                .buttonStyle(.borderedProminent)
                .frame(maxWidth: .infinity)
        }
        .padding()
    }
}

struct OrderModelScreen_Previews: PreviewProvider {
    static var previews: some View {
        OrderModelScreen()
    }
}
