import Foundation

#if !canImport(Darwin)
    /// Records changes so they can be undone and redone, as Foundation's `UndoManager` on Apple's
    /// platforms (Linux's Foundation lacks it): what `EnvironmentValues/undoManager` holds.
    ///
    /// Actions are kept in groups; `undo()` runs the newest group's actions newest first, and
    /// whatever they register while undoing becomes one group `redo()` runs. Registering outside
    /// an undo or redo clears the redo stack. Without an explicit `beginUndoGrouping()`, each
    /// registration is a group of its own: there is no run loop event to gather them by.
    open class UndoManager: NSObject, @unchecked Sendable {
        /// One undoable step: its actions, in the order they were registered, and its name.
        struct Group {
            var actions: [() -> Void] = []
            var name = ""
        }

        var undoStack: [Group] = []
        var redoStack: [Group] = []
        /// The groups being built by `beginUndoGrouping()`, innermost last.
        var openGroups: [Group] = []
        var disabledCount = 0

        /// Whether `undo()` is running.
        open private(set) var isUndoing = false
        /// Whether `redo()` is running.
        open private(set) var isRedoing = false
        /// Whether registrations made during one event are grouped (always true here: each
        /// registration outside an explicit group is a group of its own).
        open var groupsByEvent = true
        /// How many steps are kept; 0 (the default) keeps every one.
        open var levelsOfUndo = 0 {
            didSet { trim() }
        }

        /// An undo manager with nothing to undo.
        public override init() { super.init() }

        /// Whether there is a step to undo.
        open var canUndo: Bool { !undoStack.isEmpty || openGroups.contains { !$0.actions.isEmpty } }
        /// Whether there is a step to redo.
        open var canRedo: Bool { !redoStack.isEmpty }
        /// How deeply `beginUndoGrouping()` calls are nested.
        open var groupingLevel: Int { openGroups.count }
        /// Whether registrations are recorded (`disableUndoRegistration()` turns them off).
        open var isUndoRegistrationEnabled: Bool { disabledCount == 0 }
        /// The name of the step `undo()` would undo.
        open var undoActionName: String { undoStack.last?.name ?? "" }
        /// The name of the step `redo()` would redo.
        open var redoActionName: String { redoStack.last?.name ?? "" }
        /// "Undo" followed by the name of the step to undo, for a menu item.
        open var undoMenuItemTitle: String { undoMenuTitle(forUndoActionName: undoActionName) }
        /// "Redo" followed by the name of the step to redo, for a menu item.
        open var redoMenuItemTitle: String { redoMenuTitle(forUndoActionName: redoActionName) }

        /// "Undo" followed by `actionName`, when it is not empty.
        open func undoMenuTitle(forUndoActionName actionName: String) -> String {
            actionName.isEmpty ? "Undo" : "Undo \(actionName)"
        }

        /// "Redo" followed by `actionName`, when it is not empty.
        open func redoMenuTitle(forUndoActionName actionName: String) -> String {
            actionName.isEmpty ? "Redo" : "Redo \(actionName)"
        }

        /// Records `handler`, called with `target`, as the way to undo a change (or to redo it,
        /// when registered while undoing).
        open func registerUndo<TargetType: AnyObject>(
            withTarget target: TargetType, handler: @escaping (TargetType) -> Void
        ) {
            guard isUndoRegistrationEnabled else { return }
            let action = { handler(target) }
            if !openGroups.isEmpty {
                openGroups[openGroups.count - 1].actions.append(action)
            } else if isUndoing {
                appendToLast(&redoStack, action)
            } else if isRedoing {
                appendToLast(&undoStack, action)
            } else {
                redoStack.removeAll()
                undoStack.append(Group(actions: [action]))
                trim()
            }
        }

        /// Adds `action` to the group an undo or redo is collecting (the last of `stack`).
        private func appendToLast(_ stack: inout [Group], _ action: @escaping () -> Void) {
            stack[stack.count - 1].actions.append(action)
        }

        /// Starts a group: registrations until `endUndoGrouping()` undo as one step.
        open func beginUndoGrouping() {
            openGroups.append(Group())
        }

        /// Ends the group `beginUndoGrouping()` started; a nested group joins its outer one.
        open func endUndoGrouping() {
            guard let group = openGroups.popLast() else { return }
            if !openGroups.isEmpty {
                openGroups[openGroups.count - 1].actions += group.actions
                if openGroups[openGroups.count - 1].name.isEmpty {
                    openGroups[openGroups.count - 1].name = group.name
                }
            } else if !group.actions.isEmpty {
                if !isUndoing && !isRedoing { redoStack.removeAll() }
                undoStack.append(group)
                trim()
            }
        }

        /// Names the step being recorded (the open group, or the last one), for menu titles.
        open func setActionName(_ actionName: String) {
            if !openGroups.isEmpty {
                openGroups[openGroups.count - 1].name = actionName
            } else if isUndoing, !redoStack.isEmpty {
                redoStack[redoStack.count - 1].name = actionName
            } else if !undoStack.isEmpty {
                undoStack[undoStack.count - 1].name = actionName
            }
        }

        /// Undoes the newest step: closes an open group first, then runs the step's actions,
        /// newest first. What they register becomes the step `redo()` runs.
        open func undo() {
            while !openGroups.isEmpty { endUndoGrouping() }
            undoNestedGroup()
        }

        /// Undoes the newest step without closing open groups.
        open func undoNestedGroup() {
            guard let group = undoStack.popLast() else { return }
            isUndoing = true
            redoStack.append(Group(name: group.name))
            for action in group.actions.reversed() { action() }
            if redoStack.last?.actions.isEmpty == true { redoStack.removeLast() }
            isUndoing = false
        }

        /// Redoes the step the last `undo()` undid.
        open func redo() {
            guard let group = redoStack.popLast() else { return }
            isRedoing = true
            undoStack.append(Group(name: group.name))
            for action in group.actions.reversed() { action() }
            if undoStack.last?.actions.isEmpty == true { undoStack.removeLast() }
            isRedoing = false
        }

        /// Stops recording registrations until a matching `enableUndoRegistration()`.
        open func disableUndoRegistration() { disabledCount += 1 }

        /// Resumes recording after `disableUndoRegistration()`.
        open func enableUndoRegistration() { disabledCount = max(0, disabledCount - 1) }

        /// Forgets every step to undo and redo.
        open func removeAllActions() {
            undoStack.removeAll()
            redoStack.removeAll()
            openGroups.removeAll()
        }

        /// Drops the oldest steps beyond `levelsOfUndo`.
        private func trim() {
            if levelsOfUndo > 0, undoStack.count > levelsOfUndo {
                undoStack.removeFirst(undoStack.count - levelsOfUndo)
            }
        }
    }
#endif
