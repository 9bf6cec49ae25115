import Foundation
import Testing
@_spi(Nodes) @testable import VitroCore
@testable import VitroRender
@testable import VitroSurfaces
@testable import VitroSymbols

private struct TraceKey: TransactionKey {
    static let defaultValue = "none"
}

@MainActor
@Suite(.serialized) struct TransactionTests {
    @Test func currentIsSetOnlyWhileTheBodyRuns() {
        #expect(Transaction.current == nil)
        let seen = withAnimation(.easeIn) { Transaction.current?.animation }
        #expect(seen == .easeIn)
        #expect(Transaction.current == nil)
    }

    @Test func nestedCallsSeeTheInnermostAndRestoreTheOuter() {
        var log: [String] = []
        withAnimation(.linear) {
            log.append(Transaction.current?.animation?.description ?? "nil")
            withTransaction(\.disablesAnimations, true) {
                log.append("disables \(Transaction.current?.disablesAnimations == true)")
                withAnimation(.bouncy) { log.append(Transaction.current?.animation == .bouncy ? "bouncy" : "?") }
                log.append("after inner \(Transaction.current?.disablesAnimations == true)")
            }
            withAnimation(nil) { log.append(Transaction.current?.animation == nil ? "no animation" : "?") }
            log.append(Transaction.current?.animation?.description ?? "nil")
        }
        #expect(log == ["linear(0.35)", "disables true", "bouncy", "after inner true", "no animation", "linear(0.35)"])
        #expect(Transaction.current == nil)
    }

    @Test func anErrorRestoresTheOuterTransaction() {
        struct Failure: Error {}
        withAnimation(.snappy) {
            #expect(throws: Failure.self) { try withAnimation(.linear) { throw Failure() } }
            #expect(Transaction.current?.animation == .snappy)
        }
    }

    @Test func withAnimationReturnsTheBodysResult() {
        let answer = withAnimation { 42 }
        #expect(answer == 42)
        #expect(withTransaction(Transaction(animation: .smooth)) { "done" } == "done")
    }

    @Test func customKeysTravelWithTheTransaction() {
        var transaction = Transaction()
        #expect(transaction[TraceKey.self] == "none")
        transaction[TraceKey.self] = "tap"
        withTransaction(transaction) {
            #expect(Transaction.current?[TraceKey.self] == "tap")
            withAnimation { #expect(Transaction.current?[TraceKey.self] == "tap") }
        }
    }

    @Test func completionsRunAtOnceWithoutAHost() {
        var ran: [String] = []
        withAnimation(.default, completionCriteria: .removed) {
            ran.append("body")
        } completion: {
            ran.append("completion")
        }
        #expect(ran == ["body", "completion"])
    }

    @Test func aHostReceivesEachTransactionWithItsCompletions() {
        var committed: [Transaction] = []
        Transaction.didCommit = { committed.append($0) }
        defer { Transaction.didCommit = nil }
        var ran = false
        withAnimation(.bouncy) {
            withAnimation(.linear, { () }, completion: { ran = true })
        }
        #expect(!ran)
        #expect(committed.count == 2)
        #expect(committed[0].animation == .linear && committed[0].animationCompletions.count == 1)
        #expect(committed[1].animation == .bouncy && committed[1].animationCompletions.isEmpty)
        #expect(committed[0].animationCompletions[0].criteria == .logicallyComplete)
        committed[0].animationCompletions[0].run()
        #expect(ran)
    }
}
