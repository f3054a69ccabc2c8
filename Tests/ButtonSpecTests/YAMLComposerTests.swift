import Foundation
import Testing
@testable import ButtonSpec

/// The YAML reader: libyaml's events turned into nodes, with lines, aliases and limits.
@Suite struct YAMLComposerTests {
    @Test func blockAndFlowStylesGiveTheSameTree() throws {
        let block = try YAMLComposer.compose("""
        stacks:
          - name: a
            buttons:
              - title: "Add"
        """)
        let flow = try YAMLComposer.compose(#"{"stacks": [{"name": "a", "buttons": [{"title": "Add"}]}]}"#)
        #expect(strippingLines(block) == strippingLines(flow))
    }

    @Test func nodesKnowTheLineTheyStartOn() throws {
        let root = try #require(try YAMLComposer.compose("# comment\nstacks:\n  - name: a\n    buttons: []\n"))
        guard case .mapping(let pairs, let line) = root else { Issue.record("not a mapping: \(root)"); return }
        #expect(line == 2)
        #expect(pairs[0].key == .scalar("stacks", line: 2))
        guard case .sequence(let stacks, _) = pairs[0].value, case .mapping(let stack, let stackLine) = stacks[0] else {
            Issue.record("unexpected tree \(root)")
            return
        }
        #expect(stackLine == 3)
        #expect(stack[1].key.line == 4)
    }

    @Test func scalarsStayText() throws {
        let root = try #require(try YAMLComposer.compose("[1.0, true, ~, '', 0x10, 整理, تنظيم]"))
        guard case .sequence(let items, _) = root else { Issue.record("not a list"); return }
        #expect(items.map(\.string) == ["1.0", "true", "~", "", "0x10", "整理", "تنظيم"])
    }

    @Test func aliasesCopyTheAnchoredNode() throws {
        let root = try #require(try YAMLComposer.compose("a: &t {en: Add, de: Hinzufügen}\nb: *t\n"))
        guard case .mapping(let pairs, _) = root else { Issue.record("not a mapping"); return }
        #expect(strippingLines(pairs[0].value) == strippingLines(pairs[1].value))
    }

    @Test func emptyAndCommentOnlyTextHoldNoDocument() throws {
        #expect(try YAMLComposer.compose("") == nil)
        #expect(try YAMLComposer.compose("# nothing here\n\n") == nil)
    }

    @Test(arguments: [
        ("stacks: [a, b", "line 2, column 1: did not find expected ',' or ']'"),
        ("a: 1\n b: 2\n", "line 2, column 3: mapping values are not allowed in this context"),
        ("a: *missing\n", "line 1: alias *missing names no anchor before it"),
        ("a: 1\n---\nb: 2\n", "line 2: a spec is one YAML document, and a second one starts here"),
        ("a: \"unterminated\n", "found unexpected end of stream"),
    ])
    func syntaxErrorsSayWhereInOneLine(text: String, expected: String) {
        #expect {
            _ = try YAMLComposer.compose(text)
        } throws: { error in
            let message = "\(error)"
            return message.contains(expected) && !message.contains("\n")
        }
    }

    @Test func nestedAliasesCannotExplode() {
        // Nine levels of nine aliases each would be 387 million nodes.
        var text = "a0: &a0 [x, x, x, x, x, x, x, x, x]\n"
        for level in 1...9 {
            text += "a\(level): &a\(level) [" + Array(repeating: "*a\(level - 1)", count: 9).joined(separator: ", ") + "]\n"
        }
        #expect {
            _ = try YAMLComposer.compose(text)
        } throws: { error in
            "\(error)".contains("expands to more than 1000000 nodes")
        }
    }

    /// The tree with every line set to 0, to compare shapes written differently.
    private func strippingLines(_ node: YAMLNode?) -> YAMLNode? {
        guard let node else { return nil }
        switch node {
        case .scalar(let text, _): return .scalar(text, line: 0)
        case .sequence(let items, _): return .sequence(items.map { strippingLines($0)! }, line: 0)
        case .mapping(let pairs, _):
            return .mapping(pairs.map { YAMLPair(key: strippingLines($0.key)!, value: strippingLines($0.value)!) }, line: 0)
        }
    }
}

/// Syntax errors reach the user as spec errors with the file and line in front.
@Suite struct YAMLSyntaxInSpecTests {
    @Test func aSyntaxErrorNamesTheFileAndLine() {
        do {
            _ = try SpecParser.parse("stacks:\n  - name: a\n    buttons: [{title: A}\n  - name: b\n", file: "s.yaml")
            Issue.record("parsed")
        } catch let error as SpecError {
            #expect(error.line == 4, "\(error)")
            #expect("\(error)".hasPrefix("s.yaml:4: is not valid YAML or JSON (column "), "\(error)")
        } catch {
            Issue.record("wrong error \(error)")
        }
    }
}

/// Hostile nesting: refused at a documented depth, quickly, with the line.
@Suite struct YAMLLimitTests {
    /// How long refusing takes is the benchmarks' business; this checks that it is refused, with
    /// the limit named (a deep document used to overflow the stack).
    @Test func nestingDeeperThanTheLimitIsRefused() throws {
        for depth in [101, 3_000, 160_000] {
            let text = "stacks: " + String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
            #expect(throws: YAMLSyntaxError.self) { try YAMLComposer.compose(text) }
            do { _ = try YAMLComposer.compose(text) } catch {
                #expect(error.problem == "lists and mappings are nested more than \(YAMLComposer.maximumDepth) deep")
                #expect(error.line == 1)
            }
        }
        let block = "stacks:\n" + (1...200).map { String(repeating: "  ", count: $0) + "- " }.joined(separator: "\n") + "x\n"
        #expect(throws: YAMLSyntaxError.self) { try YAMLComposer.compose(block) }
    }

    @Test func nestingUpToTheLimitIsRead() throws {
        let depth = YAMLComposer.maximumDepth - 1
        let text = "stacks: " + String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        #expect(try YAMLComposer.compose(text) != nil)
    }

    /// Each node counts once: a 6 KB file nested 99 deep with siblings at every level is far below
    /// the node limit (it used to count every subtree again at every level).
    @Test func nodesAreCountedOnce() throws {
        var text = "x"
        for _ in 0..<99 { text = "[a, b, c, \(text)]" }
        let root = try #require(try YAMLComposer.compose(text))
        func count(_ node: YAMLNode) -> Int {
            switch node {
            case .scalar: return 1
            case .sequence(let items, _): return 1 + items.map(count).reduce(0, +)
            case .mapping(let pairs, _): return 1 + pairs.map { count($0.key) + count($0.value) }.reduce(0, +)
            }
        }
        #expect(count(root) == 99 * 4 + 1)
    }
}
