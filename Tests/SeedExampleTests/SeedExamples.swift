import Vitro

// The usage examples of SwiftUI's Liquid Glass pages (docs/reference/seeds.md#glass-api), as
// written there apart from `import Vitro`, each wrapped in a view with only the declarations it
// assumes.

/// ConcentricRectangle, example 2. Assumes `padding`. (`Color.cyan.fill(_:)` is not SwiftUI;
/// Vitro accepts it as written, meaning `.rect(...).fill(Color.cyan)`.)
struct ConcentricExample: View {
    let padding: CGFloat = 16

    var body: some View {
        ZStack {
            Color.cyan
                .fill(.rect(corners: .concentric(minimum: 12), isUniform: false))
                .padding(.all, padding)
        }
        .containerShape(.rect(cornerRadius: 24))
    }
}

/// ConcentricRectangle, example 3, shown filled in its container.
struct ConcentricCornersExample: View {
    var body: some View {
        ConcentricRectangle(
            topLeadingCorner: 0,
            topTrailingCorner: 28,
            bottomLeadingCorner: .concentric,
            bottomTrailingCorner: .concentric(minimum: 12)
        )
        .fill(.orange)
        .padding(16)
        .containerShape(.rect(cornerRadius: 24))
    }
}

/// Glass, example; glassEffect(_:in:), example.
struct HelloGlassExample: View {
    var body: some View {
        Text("Hello, World!")
            .font(.title)
            .padding()
            .glassEffect()
    }
}

/// Material, example 1.
struct MaterialTealExample: View {
    var body: some View {
        ZStack {
            Color.teal
            Label("Flag", systemImage: "flag.fill")
                .padding()
                .background(.regularMaterial)
        }
    }
}

/// Material, example 2. Assumes an image resource named "chili_peppers".
struct MaterialChiliExample: View {
    var body: some View {
        ZStack {
            Image("chili_peppers")
                .resizable()
                .aspectRatio(contentMode: .fit)
            Label("Flag", systemImage: "flag.fill")
                .padding()
                .background(.regularMaterial)
        }
    }
}

/// Material, example 3.
struct MaterialRoundedExample: View {
    var body: some View {
        ZStack {
            Color.teal
            Label("Flag", systemImage: "flag.fill")
                .padding()
                .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 8))
        }
    }
}

/// Applying Liquid Glass to custom views, example 1: three glass variants.
struct GlassVariantsExample: View {
    var body: some View {
        VStack {
            Text("Hello, World!")
                .font(.title)
                .padding()
                .glassEffect()

            Text("Hello, World!")
                .font(.title)
                .padding()
                .glassEffect(in: .rect(cornerRadius: 16.0))

            Text("Hello, World!")
                .font(.title)
                .padding()
                .glassEffect(.regular.tint(.orange).interactive())
        }
    }
}

/// Applying Liquid Glass to custom views, example 2: a container of two symbols.
struct GlassContainerExample: View {
    var body: some View {
        GlassEffectContainer(spacing: 40.0) {
            HStack(spacing: 40.0) {
                Image(systemName: "scribble.variable")
                    .frame(width: 80.0, height: 80.0)
                    .font(.system(size: 36))
                    .glassEffect()

                Image(systemName: "eraser.fill")
                    .frame(width: 80.0, height: 80.0)
                    .font(.system(size: 36))
                    .glassEffect()

                    // An `offset` shows how Liquid Glass effects react to each other in a container.
                    // Use animations and components appearing and disappearing to obtain effects that look purposeful.
                    .offset(x: -40.0, y: 0.0)
            }
        }
    }
}

/// Applying Liquid Glass to custom views, example 3: unions. Assumes a `@Namespace`.
struct GlassUnionExample: View {
    @Namespace private var namespace

    var body: some View {
        let symbolSet: [String] = ["cloud.bolt.rain.fill", "sun.rain.fill", "moon.stars.fill", "moon.fill"]

        GlassEffectContainer(spacing: 20.0) {
            HStack(spacing: 20.0) {
                ForEach(symbolSet.indices, id: \.self) { item in
                    Image(systemName: symbolSet[item])
                        .frame(width: 80.0, height: 80.0)
                        .font(.system(size: 36))
                        .glassEffect()
                        .glassEffectUnion(id: item < 2 ? "1" : "2", namespace: namespace)
                }
            }
        }
    }
}

/// Applying Liquid Glass to custom views, example 4: morphing by identity.
struct GlassMorphExample: View {
    @State private var isExpanded: Bool = false
    @Namespace private var namespace

    var body: some View {
        GlassEffectContainer(spacing: 40.0) {
            HStack(spacing: 40.0) {
                Image(systemName: "scribble.variable")
                    .frame(width: 80.0, height: 80.0)
                    .font(.system(size: 36))
                    .glassEffect()
                    .glassEffectID("pencil", in: namespace)

                if isExpanded {
                    Image(systemName: "eraser.fill")
                        .frame(width: 80.0, height: 80.0)
                        .font(.system(size: 36))
                        .glassEffect()
                        .glassEffectID("eraser", in: namespace)
                }
            }
        }

        Button("Toggle") {
            withAnimation {
                isExpanded.toggle()
            }
        }
        .buttonStyle(.glass)
    }
}
