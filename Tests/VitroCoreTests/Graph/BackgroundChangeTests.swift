import Dispatch
import Foundation
import Testing
import Vitro
import VitroTestSupport

@_spi(Nodes) @testable import VitroCore
@testable import VitroRender

/// An `@Observable` model written from other threads. Its value sits behind a lock held across
/// the whole change (the observers' `willSet` included), so a reader sees it before or after a
/// change, never during, and the test races only the graph, not the model.
final class LockedCounter: Observable, @unchecked Sendable {
    private let registrar = ObservationRegistrar()
    private let lock = NSLock()
    private var stored = 0

    var value: Int {
        get {
            registrar.access(self, keyPath: \.value)
            return lock.withLock { stored }
        }
        set {
            lock.withLock {
                registrar.withMutation(of: self, keyPath: \.value) { stored = newValue }
            }
        }
    }
}

/// An `ObservableObject` written from other threads, its value behind a lock as `LockedCounter`'s.
final class LockedStore: ObservableObject, @unchecked Sendable {
    let objectWillChange = ObservableObjectPublisher()
    private let lock = NSLock()
    private var stored = 0

    var value: Int {
        get { lock.withLock { stored } }
        set {
            lock.withLock {
                objectWillChange.send()
                stored = newValue
            }
        }
    }
}

/// Work a body runs once, on another thread, waiting for it to finish: a change that lands
/// while the body is being evaluated, after it has read the value.
@MainActor
final class DuringBody {
    var work: (@Sendable () -> Void)?

    func run() {
        guard let work else { return }
        self.work = nil
        let done = DispatchSemaphore(value: 0)
        Thread {
            work()
            done.signal()
        }
        .start()
        done.wait()
    }
}

/// Models change on the threads their owners change them on; a change that arrives while the
/// main actor updates the view must not be lost.
@MainActor
struct BackgroundChangeTests {
    struct StoreLine: View {
        @ObservedObject var store: LockedStore
        var during: DuringBody?
        var body: some View {
            let value = store.value
            during?.run()
            return Text("store \(value)")
        }
    }

    struct CounterLine: View {
        let counter: LockedCounter
        var round = 0
        var during: DuringBody?
        var body: some View {
            let value = counter.value
            during?.run()
            return Text("counter \(value)")
        }
    }

    struct Both: View {
        let counter: LockedCounter
        let store: LockedStore
        var body: some View {
            VStack {
                CounterLine(counter: counter)
                StoreLine(store: store)
            }
        }
    }

    @Test func anObjectChangedOnAnotherThreadWhileTheBodyRunsIsShown() {
        let store = LockedStore()
        let during = DuringBody()
        during.work = { store.value = 2 }
        // The body reads 0, then the change lands: its mark outlives the evaluation.
        let host = ViewHost(StoreLine(store: store, during: during))
        #expect(texts(host) == ["store 2"])
    }

    @Test func anObservableChangedOnAnotherThreadWhileTheBodyRunsIsShown() {
        let counter = LockedCounter()
        let during = DuringBody()
        let host = ViewHost(CounterLine(counter: counter, during: during))
        #expect(texts(host) == ["counter 0"])
        // A new view value evaluates the body again; the change lands after it read 0 and before
        // its own tracking is installed, so the tracking of the evaluation before sees it.
        during.work = { counter.value = 5 }
        host.content = CounterLine(counter: counter, round: 1, during: during)
        #expect(texts(host) == ["counter 5"])
    }

    @Test func manyChangesFromOtherThreadsDuringUpdatesEndOnTheLastValue() async throws {
        let counter = LockedCounter()
        let store = LockedStore()
        let host = ViewHost(Both(counter: counter, store: store))
        #expect(texts(host) == ["counter 0", "store 0"])

        // Two writers, one on a dispatch queue and one in a detached task, each make `changes`
        // changes to their model while the main actor updates the view, at least `updates` times,
        // until both are done. Each pauses a few microseconds between changes: a writer that takes
        // its model's lock again at once can keep the main actor waiting for seconds. The writers
        // stop after their changes and the updates do not yield: a writer that ran until the
        // updates were done, behind the other tests' turns on the main actor, kept two threads
        // and libdispatch's timer thread busy for minutes.
        let changes = 2_000
        let updates = 40
        let storeValue = Locked(0)
        let storeDone = Locked(false)
        DispatchQueue.global().async {
            for value in 1...changes {
                storeValue.value = value
                store.value = value
                usleep(5)
            }
            storeDone.value = true
        }
        let counterValue = Locked(0)
        let counterWriter = Task.detached {
            for value in 1...changes {
                counterValue.value = value
                counter.value = value
                try? await Task.sleep(nanoseconds: 5_000)
            }
        }
        var updated = 0
        let deadline = Date().addingTimeInterval(60)
        while updated < updates || !storeDone.value || counterValue.value < changes, Date() < deadline {
            _ = host.displayList
            updated += 1
            if updated.isMultiple(of: 10) { _ = try host.render() }
        }
        await counterWriter.value
        while !storeDone.value { await Task.yield() }
        let counterLast = counterValue.value
        let storeLast = storeValue.value
        #expect(counterLast >= changes && storeLast >= changes)
        // The object's subscription outlives each evaluation, so its last change is never lost.
        // Observation's tracking is installed only once a body has returned, so a change that
        // lands between a read and that install notifies nobody: the counter's line is checked
        // after one more change, made while no update runs.
        _ = try host.render()
        #expect(texts(host).last == "store \(storeLast)")

        await Task.detached {
            counter.value = counterLast + 1
            store.value = storeLast + 1
        }
        .value
        _ = try host.render()
        #expect(texts(host) == ["counter \(counterLast + 1)", "store \(storeLast + 1)"])
    }
}
