import Foundation

extension View {
    /// Runs `action` when the view appears, and again (cancelling the last run) when `value`
    /// changes, preferring `taskExecutor` to run it on, as SwiftUI's
    /// `task(id:name:executorPreference:priority:file:line:_:)`. The name, file and line label
    /// the task for debugging tools.
    public func task<T: Equatable>(
        id value: T, name: String? = nil, executorPreference taskExecutor: any TaskExecutor,
        priority: TaskPriority = .userInitiated, file: String = #fileID, line: Int = #line,
        @_inheritActorContext _ action: @escaping @isolated(any) @Sendable () async -> Void
    ) -> some View {
        let run: @Sendable () async -> Void = {
            await withTaskExecutorPreference(taskExecutor) { await action() }
        }
        return modifier(TaskModifier(id: value, action: run))
    }
}
