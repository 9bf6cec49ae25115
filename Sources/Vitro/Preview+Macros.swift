// `#Preview` and `@Previewable`, as SwiftUI declares them. Each `#Preview` in a module becomes a
// view type and a record that `PreviewRegistry.previews` finds at run time, so every preview of
// a program can be rendered to PNG with `Preview.render(on:)`. They come with the `Previews`
// trait, on by default (Package.swift).

#if Previews

    /// Declares a preview of a view, optionally named: `#Preview { ContentView() }`,
    /// `#Preview("Dark") { … }`. Collected by `PreviewRegistry`.
    @freestanding(declaration)
    public macro Preview(_ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> any View) =
        #externalMacro(module: "VitroMacros", type: "PreviewMacro")

    /// Declares a preview with traits: `#Preview("Row", traits: .sizeThatFitsLayout) { … }`.
    /// Layout and orientation traits are honored by `Preview.render(on:)`.
    @freestanding(declaration)
    public macro Preview(
        _ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>,
        _ additionalTraits: PreviewTrait<Preview.ViewTraits>...,
        @ViewBuilder body: @escaping @MainActor () -> any View
    ) = #externalMacro(module: "VitroMacros", type: "PreviewMacro")

    /// Marks a property declared in a `#Preview` body, such as `@Previewable @State var on = true`;
    /// the preview's view owns it as a stored property.
    @attached(peer)
    public macro Previewable() = #externalMacro(module: "VitroMacros", type: "PreviewableMacro")
#endif
