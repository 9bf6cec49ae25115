import Foundation
import Testing
import Vitro
import VitroTestSupport

/// `SubscriptionView` draws its content and runs its action with the publisher's values.
@MainActor
@Suite struct SubscriptionViewTests {
    final class Seen { var values: [Int] = [] }

    @Test func subscriptionViewReceives() {
        let subject = PassthroughSubject<Int, Never>()
        let seen = Seen()
        let host = ViewHost(SubscriptionView(content: Text("Feed"), publisher: subject) { seen.values.append($0) })
        _ = host.displayList
        #expect(texts(host) == ["Feed"])
        subject.send(4)
        subject.send(7)
        #expect(seen.values == [4, 7])
    }
}
