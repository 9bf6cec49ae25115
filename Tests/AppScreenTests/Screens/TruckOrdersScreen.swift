// An order dashboard in the style of pasted app code: a flow layout of tags (as Apple's Food
// Truck sample writes its `FlowLayout`, calling its subviews from the layout's nonisolated
// methods), a paging carousel, a grid with spanning cells, a gauge with marks, a share link with
// a preview, a timer publisher and a toolbar with an `if` around an item. The import is the
// only line that differs from the SwiftUI original.
import Vitro

struct FlowLayout: Layout {
    var alignment: Alignment = .center
    var spacing: CGFloat?

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        let result = FlowResult(
            in: proposal.replacingUnspecifiedDimensions().width, subviews: subviews, spacing: spacing)
        return result.bounds
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        let result = FlowResult(in: bounds.width, subviews: subviews, spacing: spacing)
        for (index, row) in result.rows.enumerated() {
            let rowXOffset = (bounds.width - row.frame.width) * alignment.horizontal.percent
            for index in row.range {
                let xPos = rowXOffset + row.frame.minX + row.xOffsets[index - row.range.lowerBound] + bounds.minX
                let rowYAlignment =
                    (row.frame.height - subviews[index].sizeThatFits(.unspecified).height)
                    * alignment.vertical.percent
                let yPos = row.frame.minY + rowYAlignment + bounds.minY
                subviews[index].place(at: CGPoint(x: xPos, y: yPos), anchor: .topLeading, proposal: .unspecified)
            }
            _ = index
        }
    }

    struct FlowResult {
        var bounds = CGSize.zero
        var rows = [Row]()

        struct Row {
            var range: Range<Int>
            var xOffsets: [Double]
            var frame: CGRect
        }

        init(in maxPossibleWidth: Double, subviews: Subviews, spacing: CGFloat?) {
            var itemsInRow = 0
            var remainingWidth = maxPossibleWidth.isFinite ? maxPossibleWidth : .greatestFiniteMagnitude
            var rowMinY = 0.0
            var rowHeight = 0.0
            var xOffsets: [Double] = []
            for (index, subview) in zip(subviews.indices, subviews) {
                let idealSize = subview.sizeThatFits(.unspecified)
                if index != 0 && widthInRow(index: index, idealWidth: idealSize.width) > remainingWidth {
                    finalizeRow(index: max(index - 1, 0), idealSize: idealSize)
                }
                addToRow(index: index, idealSize: idealSize)
                if index == subviews.count - 1 {
                    finalizeRow(index: index, idealSize: idealSize)
                }
            }

            func spacingBefore(index: Int) -> Double {
                guard itemsInRow > 0 else { return 0 }
                return spacing ?? subviews[index - 1].spacing.distance(to: subviews[index].spacing, along: .horizontal)
            }

            func widthInRow(index: Int, idealWidth: Double) -> Double {
                idealWidth + spacingBefore(index: index)
            }

            func addToRow(index: Int, idealSize: CGSize) {
                let width = widthInRow(index: index, idealWidth: idealSize.width)
                xOffsets.append(maxPossibleWidth - remainingWidth + spacingBefore(index: index))
                remainingWidth -= width
                rowHeight = max(rowHeight, idealSize.height)
                itemsInRow += 1
            }

            func finalizeRow(index: Int, idealSize: CGSize) {
                let rowWidth = maxPossibleWidth - remainingWidth
                rows.append(
                    Row(
                        range: index - max(itemsInRow - 1, 0)..<index + 1,
                        xOffsets: xOffsets,
                        frame: CGRect(x: 0, y: rowMinY, width: rowWidth, height: rowHeight)
                    )
                )
                bounds.width = max(bounds.width, rowWidth)
                let ySpacing = spacing ?? ViewSpacing().distance(to: ViewSpacing(), along: .vertical)
                bounds.height += rowHeight + (rows.count > 1 ? ySpacing : 0)
                rowMinY += rowHeight + ySpacing
                itemsInRow = 0
                rowHeight = 0
                xOffsets.removeAll()
                remainingWidth = maxPossibleWidth
            }
        }
    }
}

private extension HorizontalAlignment {
    var percent: Double {
        switch self {
        case .leading: return 0
        case .trailing: return 1
        default: return 0.5
        }
    }
}

private extension VerticalAlignment {
    var percent: Double {
        switch self {
        case .top: return 0
        case .bottom: return 1
        default: return 0.5
        }
    }
}

/// A custom guide, as apps declare one.
private struct BadgeCenter: AlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { d[HorizontalAlignment.center] }
}

/// A press-to-trigger style, as apps write primitive styles.
struct TapOnlyButtonStyle: PrimitiveButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding(.horizontal, 14).padding(.vertical, 8)
            .background(.tint.opacity(0.15), in: Capsule())
            .onTapGesture { configuration.trigger() }
    }
}

@Animatable
struct Blob: Shape {
    var wobble: CGFloat
    @AnimatableIgnored var points: Int = 6

    func path(in rect: CGRect) -> Path {
        Path(ellipseIn: rect.insetBy(dx: wobble, dy: 0))
    }
}

struct OrderSummary: Equatable, View {
    let count: Int
    var body: some View { Text("\(count) orders today").font(.headline) }
}

enum Topping: String, CaseIterable, Identifiable {
    case cheese, onion, pepper, mushroom, olive, basil, tomato
    var id: String { rawValue }

    /// A view from a plain enum, built with a view builder as apps do.
    @ViewBuilder var badge: some View {
        switch self {
        case .cheese: Label("Cheese", systemImage: "star.fill")
        default: Text(rawValue.capitalized)
        }
    }
}

struct TruckOrdersScreen: View {
    @State private var showsShare = true
    @State private var ticks = 0
    @State private var selection: String?
    @ScaledMetric private var badgeSize: CGFloat = 28
    let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
    let screenWidth = UIScreen.main.bounds.width

    var body: some View {
        NavigationStack {
            ScrollViewReader { proxy in
                ScrollView {
                    VStack(alignment: .leading, spacing: 16) {
                        OrderSummary(count: 42).equatable()
                        FlowLayout(alignment: .leading, spacing: 6) {
                            ForEach(Topping.allCases) { topping in
                                topping.badge
                                    .padding(.horizontal, 10).padding(.vertical, 4)
                                    .background(Gradient(colors: [.orange, .pink]), in: Capsule())
                                    .foregroundStyle(.white)
                            }
                        }
                        ScrollView(.horizontal) {
                            LazyHStack(spacing: 10) {
                                ForEach(0..<4) { index in
                                    RoundedRectangle(cornerRadius: 16)
                                        .fill(.blue.gradient)
                                        .containerRelativeFrame(.horizontal, count: 2, spacing: 10)
                                        .frame(height: 90)
                                        .overlay { Text("Special \(index + 1)").foregroundStyle(.white) }
                                }
                            }
                            .scrollTargetLayout()
                        }
                        .scrollTargetBehavior(.viewAligned)
                        .safeAreaPadding(.horizontal, 4)
                        Grid(horizontalSpacing: 8, verticalSpacing: 8) {
                            GridRow {
                                Text("Item").bold()
                                Text("Qty").bold()
                                Text("Total").bold()
                            }
                            Divider().gridCellUnsizedAxes(.horizontal)
                            GridRow {
                                Text("Margherita")
                                Text("2")
                                Text("$18")
                            }
                            GridRow {
                                Text("Delivery fee").gridCellColumns(2)
                                Text("$3")
                            }
                        }
                        Gauge(value: 0.7) {
                            Text("Daily goal")
                        } currentValueLabel: {
                            Text("70%")
                        } minimumValueLabel: {
                            Text("0")
                        } maximumValueLabel: {
                            Text("100")
                        } markedValueLabels: {
                            Text("50")
                        }
                        ProgressView(value: 0.4).progressViewStyle(LinearProgressViewStyle(tint: .green))
                        Canvas { context, size in
                            context.fill(
                                Path(CGRect(origin: .zero, size: size)),
                                with: .linearGradient(
                                    Gradient(colors: [.purple, .teal]), startPoint: .zero,
                                    endPoint: CGPoint(x: size.width, y: 0)))
                        }
                        .frame(height: 24)
                        HStack {
                            AnyShape(Capsule()).fill(.mint).frame(width: 60, height: 24)
                            Rectangle().rotation(.degrees(20)).fill(.orange).frame(width: 24, height: 24)
                            Circle().offset(x: 4).fill(.red).frame(width: 24, height: 24)
                            Blob(wobble: 4).fill(.yellow).frame(width: 40, height: 24)
                            Image(systemName: "heart.fill").renderingMode(.original)
                            Text("hidden").hidden()
                        }
                        VStack(alignment: HorizontalAlignment(BadgeCenter.self)) {
                            Text("Badge").frame(width: badgeSize * 3)
                                .alignmentGuide(HorizontalAlignment(BadgeCenter.self)) { d in d.width / 2 }
                        }
                        Text("Settings").padding().backgroundStyle(.yellow).background(in: Capsule())
                        ShareLink(item: URL(string: "https://example.com/menu")!, preview: SharePreview("Menu"))
                        Button("Cancel order", systemImage: "xmark", role: .destructive) { proxy.scrollTo(0) }
                            .buttonStyle(TapOnlyButtonStyle())
                    }
                    .padding()
                    .id(0)
                }
                .scrollPosition(id: $selection)
            }
            .navigationTitle("Orders")
            .toolbarRole(.editor)
            .toolbarBackgroundVisibility(.visible, for: .navigationBar)
            .toolbar {
                if showsShare {
                    ToolbarItem(placement: .topBarTrailing) {
                        Button("Share", systemImage: "square.and.arrow.up") {}
                    }
                } else {
                    ToolbarItem(placement: .topBarTrailing) { EmptyView() }
                }
                ToolbarItem(placement: .topBarLeading) {
                    Button("Refresh") { UIImpactFeedbackGenerator(style: .light).impactOccurred() }
                }
            }
            .onReceive(timer) { _ in ticks += 1 }
            .onChange(of: ticks) { newValue in selection = "\(newValue)" }
            .headerProminence(.increased)
        }
    }
}
