// Stubs of the app's demo screens listed by ContentView.swift (each another file of the app),
// as plain stand-ins.
import Vitro

struct AnimatableMacro: View { var body: some View { Text("AnimatableMacro") } }
struct NormalView: View { var body: some View { Text("NormalView") } }
struct BackgroundExtension: View { var body: some View { Text("BackgroundExtension") } }
struct ConcentricRectangleView2: View { var body: some View { Text("ConcentricRectangle") } }
struct FoundationModels: View { var body: some View { Text("FoundationModels") } }
struct GlassEffectContainerView: View { var body: some View { Text("GlassEffectContainer") } }
struct LiquidGlass: View { var body: some View { Text("LiquidGlass") } }
struct ListSectionLabel: View { var body: some View { Text("ListSectionLabel") } }
struct Miscellaneous: View { var body: some View { Text("Miscellaneous") } }
struct NativeWebView: View { var body: some View { Text("NativeWebView") } }
struct Navigation: View { var body: some View { Text("Navigation") } }
struct NewTabView: View { var body: some View { Text("NewTabView") } }
struct RichTextEditor: View { var body: some View { Text("RichTextEditor") } }
struct ScenePadding: View { var body: some View { Text("ScenePadding") } }
struct SFSymbolEffects: View { var body: some View { Text("SFSymbolEffects") } }
struct SwiftCharts3D: View { var body: some View { Text("SwiftCharts3D") } }
struct ToolBarSpacer: View { var body: some View { Text("ToolBarSpacer") } }
