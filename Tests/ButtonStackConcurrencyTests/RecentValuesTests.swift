import ButtonStackConcurrency
import Testing

@Suite struct RecentValuesTests {
    @Test func theOldestValuesGoFirstOnceTheCountIsReached() {
        let recent = RecentValues<String, [UInt8]>(byteBudget: 1_000, entryLimit: 3) { $0.count }
        for key in ["a", "b", "c", "d"] { recent.keep([1, 2], for: key) }
        #expect(recent.value(for: "a") == nil)
        #expect(recent.value(for: "b") == [1, 2])
        #expect(recent.value(for: "d") == [1, 2])
        #expect(recent.count == 3)
    }

    @Test func theBudgetInBytesIsNeverPassed() {
        let recent = RecentValues<Int, [UInt8]>(byteBudget: 10, entryLimit: 100) { $0.count }
        recent.keep([UInt8](repeating: 1, count: 4), for: 1)
        recent.keep([UInt8](repeating: 2, count: 4), for: 2)
        // 4 + 4 + 4 > 10: the oldest goes to make room.
        recent.keep([UInt8](repeating: 3, count: 4), for: 3)
        #expect(recent.value(for: 1) == nil)
        #expect(recent.value(for: 2)?.first == 2)
        #expect(recent.value(for: 3)?.first == 3)
        // A value larger than the whole budget is not kept, and lets nothing go.
        recent.keep([UInt8](repeating: 9, count: 11), for: 9)
        #expect(recent.value(for: 9) == nil)
        #expect(recent.count == 2)
    }

    @Test func theFirstValueKeptForAKeyStands() {
        let recent = RecentValues<String, String>(byteBudget: 100, entryLimit: 10) { $0.utf8.count }
        recent.keep("first", for: "k")
        recent.keep("second", for: "k")
        #expect(recent.value(for: "k") == "first")
        #expect(recent.count == 1)
    }

    @Test func equalKeysOnlyShareAValue() {
        // Keys that hash alike are still told apart by equality.
        struct Colliding: Hashable, Sendable {
            var name: String
            func hash(into hasher: inout Hasher) { hasher.combine(0) }
        }
        let recent = RecentValues<Colliding, String>(byteBudget: 100, entryLimit: 10) { $0.utf8.count }
        recent.keep("one", for: Colliding(name: "one"))
        #expect(recent.value(for: Colliding(name: "two")) == nil)
        #expect(recent.value(for: Colliding(name: "one")) == "one")
    }

    @Test func threadsKeepAndTakeAtOnceWithinTheLimits() async {
        let recent = RecentValues<Int, [UInt8]>(byteBudget: 64, entryLimit: 8) { $0.count }
        await withTaskGroup(of: Void.self) { group in
            for task in 0..<8 {
                group.addTask {
                    for key in (task * 100)..<(task * 100 + 100) {
                        recent.keep([UInt8(key % 256)], for: key)
                        if let value = recent.value(for: key - 1) { #expect(value == [UInt8((key - 1) % 256)]) }
                    }
                }
            }
        }
        #expect(recent.count <= 8)
    }
}
