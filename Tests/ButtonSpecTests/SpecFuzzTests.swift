import PropertyBased
import Testing
@testable import ButtonSpec

/// Garbage in a spec file gives a SpecError, never a crash.
@Suite struct SpecFuzzTests {
    static let fragments = ["stacks:", "\n", "  - ", "name: a", "buttons:", "title: A", "{", "}", "[", "]", ":", ",", "&x ", "*x",
                            "icon: plus", "title: {en: A, de: B}", "- ", "'", "\"", "#", "\t", "spacing: -1", "policy: {fit: [1, 9]}", "…"]
    static let document = Gen.element(of: fragments).compactMap { $0 }.array(of: 0...30).map { $0.joined() }

    @Test func randomDocumentsNeverCrash() async {
        await propertyCheck(count: 500, input: Self.document) { text in
            do {
                let spec = try SpecParser.parse(text, file: "fuzz.yaml")
                #expect(!spec.stacks.isEmpty)
            } catch let error as SpecError {
                #expect(!"\(error)".contains("\n"), "\(error)")
                #expect("\(error)".hasPrefix("fuzz.yaml"))
            }
        }
    }
}
