import Foundation

/// File dialogs, find and rename with SwiftUI's signatures. They present system panels that a
/// still image of the view does not show: each is recorded on the view's node by name.
extension View {
    /// SwiftUI's `findNavigator` (recorded: the system panel is not drawn).
    public func findNavigator(isPresented: Binding<Bool>) -> some View { record("findNavigator") }

    /// SwiftUI's `findDisabled` (recorded: the system panel is not drawn).
    public func findDisabled(_ isDisabled: Bool = true) -> some View { record("findDisabled") }

    /// SwiftUI's `replaceDisabled` (recorded: the system panel is not drawn).
    public func replaceDisabled(_ isDisabled: Bool = true) -> some View { record("replaceDisabled") }

    /// SwiftUI's `fileDialogDefaultDirectory` (recorded: the system panel is not drawn).
    public func fileDialogDefaultDirectory(_ defaultDirectory: URL?) -> some View {
        record("fileDialogDefaultDirectory")
    }

    /// SwiftUI's `fileDialogCustomizationID` (recorded: the system panel is not drawn).
    public func fileDialogCustomizationID(_ id: String) -> some View { record("fileDialogCustomizationID") }

    /// SwiftUI's `fileDialogMessage` (recorded: the system panel is not drawn).
    public func fileDialogMessage(_ message: Text?) -> some View { record("fileDialogMessage") }

    /// SwiftUI's `fileDialogMessage` (recorded: the system panel is not drawn).
    public func fileDialogMessage(_ messageKey: LocalizedStringKey) -> some View { record("fileDialogMessage") }

    /// SwiftUI's `fileDialogMessage` (recorded: the system panel is not drawn).
    @_disfavoredOverload
    public func fileDialogMessage<S>(_ message: S) -> some View where S: StringProtocol { record("fileDialogMessage") }

    /// SwiftUI's `fileDialogConfirmationLabel` (recorded: the system panel is not drawn).
    @_disfavoredOverload
    public func fileDialogConfirmationLabel<S>(_ label: S) -> some View where S: StringProtocol {
        record("fileDialogConfirmationLabel")
    }

    /// SwiftUI's `fileDialogConfirmationLabel` (recorded: the system panel is not drawn).
    public func fileDialogConfirmationLabel(_ label: Text?) -> some View { record("fileDialogConfirmationLabel") }

    /// SwiftUI's `fileDialogConfirmationLabel` (recorded: the system panel is not drawn).
    public func fileDialogConfirmationLabel(_ labelKey: LocalizedStringKey) -> some View {
        record("fileDialogConfirmationLabel")
    }

    /// SwiftUI's `fileExporterFilenameLabel` (recorded: the system panel is not drawn).
    public func fileExporterFilenameLabel(_ label: Text?) -> some View { record("fileExporterFilenameLabel") }

    /// SwiftUI's `fileExporterFilenameLabel` (recorded: the system panel is not drawn).
    public func fileExporterFilenameLabel(_ labelKey: LocalizedStringKey) -> some View {
        record("fileExporterFilenameLabel")
    }

    /// SwiftUI's `fileExporterFilenameLabel` (recorded: the system panel is not drawn).
    @_disfavoredOverload
    public func fileExporterFilenameLabel<S>(_ label: S) -> some View where S: StringProtocol {
        record("fileExporterFilenameLabel")
    }

    /// SwiftUI's `fileDialogURLEnabled` (recorded: the system panel is not drawn).
    public func fileDialogURLEnabled(_ predicate: Predicate<URL>) -> some View { record("fileDialogURLEnabled") }

    /// SwiftUI's `fileDialogImportsUnresolvedAliases` (recorded: the system panel is not drawn).
    public func fileDialogImportsUnresolvedAliases(_ imports: Bool) -> some View {
        record("fileDialogImportsUnresolvedAliases")
    }

    /// SwiftUI's `dialogSuppressionToggle` (recorded: the system panel is not drawn).
    public func dialogSuppressionToggle(_ titleKey: LocalizedStringKey, isSuppressed: Binding<Bool>) -> some View {
        record("dialogSuppressionToggle")
    }

    /// SwiftUI's `dialogSuppressionToggle` (recorded: the system panel is not drawn).
    @_disfavoredOverload
    public func dialogSuppressionToggle<S>(_ title: S, isSuppressed: Binding<Bool>) -> some View
    where S: StringProtocol { record("dialogSuppressionToggle") }

    /// SwiftUI's `dialogSuppressionToggle` (recorded: the system panel is not drawn).
    public func dialogSuppressionToggle(_ label: Text, isSuppressed: Binding<Bool>) -> some View {
        record("dialogSuppressionToggle")
    }

    /// SwiftUI's `dialogSuppressionToggle` (recorded: the system panel is not drawn).
    public func dialogSuppressionToggle(isSuppressed: Binding<Bool>) -> some View { record("dialogSuppressionToggle") }

    /// SwiftUI's `fileImporter` (recorded: the system panel is not drawn).
    public func fileImporter(
        isPresented: Binding<Bool>, allowedContentTypes: [UTType], allowsMultipleSelection: Bool,
        onCompletion: @escaping (_ result: Result<[URL], any Error>) -> Void, onCancellation: @escaping () -> Void
    ) -> some View { record("fileImporter") }

    /// SwiftUI's `fileMover` (recorded: the system panel is not drawn).
    public func fileMover<C>(
        isPresented: Binding<Bool>, files: C, onCompletion: @escaping (_ result: Result<[URL], any Error>) -> Void
    ) -> some View where C: Collection, C.Element == URL { record("fileMover") }

    /// SwiftUI's `fileMover` (recorded: the system panel is not drawn).
    public func fileMover(
        isPresented: Binding<Bool>, file: URL?, onCompletion: @escaping (Result<URL, any Error>) -> Void,
        onCancellation: @escaping () -> Void
    ) -> some View { record("fileMover") }

    /// SwiftUI's `fileMover` (recorded: the system panel is not drawn).
    public func fileMover<C>(
        isPresented: Binding<Bool>, files: C, onCompletion: @escaping (Result<[URL], any Error>) -> Void,
        onCancellation: @escaping () -> Void
    ) -> some View where C: Collection, C.Element == URL { record("fileMover") }

    /// SwiftUI's `fileExporter` (recorded: the system panel is not drawn).
    public func fileExporter<T>(
        isPresented: Binding<Bool>, item: T?, contentTypes: [UTType] = [], defaultFilename: String? = nil,
        onCompletion: @escaping (Result<URL, any Error>) -> Void, onCancellation: @escaping () -> Void = {}
    ) -> some View where T: Transferable { record("fileExporter") }

    /// SwiftUI's `fileExporter` (recorded: the system panel is not drawn).
    public func fileExporter<C, T>(
        isPresented: Binding<Bool>, items: C, contentTypes: [UTType] = [],
        onCompletion: @escaping (Result<[URL], any Error>) -> Void, onCancellation: @escaping () -> Void = {}
    ) -> some View where C: Collection, T: Transferable, T == C.Element { record("fileExporter") }

    /// SwiftUI's `fileExporter` (recorded: the system panel is not drawn).
    public func fileExporter<C>(
        isPresented: Binding<Bool>, documents: C, contentTypes: [UTType] = [],
        onCompletion: @escaping (Result<[URL], any Error>) -> Void, onCancellation: @escaping () -> Void = {}
    ) -> some View where C: Collection, C.Element: FileDocument { record("fileExporter") }

    /// SwiftUI's `fileExporter` (recorded: the system panel is not drawn).
    public func fileExporter<C>(
        isPresented: Binding<Bool>, documents: C, contentTypes: [UTType] = [],
        onCompletion: @escaping (Result<[URL], any Error>) -> Void, onCancellation: @escaping () -> Void = {}
    ) -> some View where C: Collection, C.Element: ReferenceFileDocument { record("fileExporter") }

    /// SwiftUI's `renameAction` (recorded: the system panel is not drawn).
    public func renameAction(_ isFocused: FocusState<Bool>.Binding) -> some View { record("renameAction") }

    /// SwiftUI's `renameAction` (recorded: the system panel is not drawn).
    public func renameAction(_ action: @escaping () -> Void) -> some View { record("renameAction") }
}
