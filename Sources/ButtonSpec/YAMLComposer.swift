import CYAML

/// A document libyaml could not parse, or one this reader refuses: one line, with the place.
struct YAMLSyntaxError: Error, CustomStringConvertible {
    /// The line the problem is on, counted from 1.
    let line: Int
    /// The column, counted from 1, when libyaml names one.
    var column: Int? = nil
    /// What is wrong, e.g. "did not find expected key while parsing a block mapping".
    let problem: String

    /// The problem with its column, for a message that names the line elsewhere.
    var problemWithColumn: String { column.map { "column \($0): \(problem)" } ?? problem }

    var description: String { "line \(line)\(column.map { ", column \($0)" } ?? ""): \(problem)" }
}

/// Builds the node tree of a YAML document from libyaml's parser events.
///
/// libyaml is the reference YAML 1.1 parser (the one Yams wraps), so JSON and every YAML form
/// people write in a spec read as before; this file only turns its events into ``YAMLNode``s.
/// It reads a spec in a fraction of a millisecond and needs no Foundation, which keeps a
/// one-image `button-stack render` process quick to start.
enum YAMLComposer {
    /// The most nodes a document may expand to. Aliases copy the node they name, so a few lines
    /// of nested aliases could otherwise stand for billions of nodes.
    static let maximumNodes = 1_000_000
    /// The deepest nesting of lists and mappings a document may have. A spec needs six levels;
    /// the limit keeps a hostile file from taking time or stack in proportion to its depth.
    static let maximumDepth = 100

    /// The root node of the only document in `text`; `nil` when the text holds no document
    /// (empty, or only comments).
    static func compose(_ text: String) throws(YAMLSyntaxError) -> YAMLNode? {
        var bytes = Array(text.utf8)
        bytes.append(0)  // never an empty buffer, whose base address would be nil
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else { throw YAMLSyntaxError(line: 1, problem: "the YAML parser could not start") }
        defer { yaml_parser_delete(&parser) }
        return try bytes.withUnsafeBufferPointer { (buffer) throws(YAMLSyntaxError) -> YAMLNode? in
            yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count - 1)
            var builder = TreeBuilder()
            while true {
                var event = yaml_event_t()
                guard yaml_parser_parse(&parser, &event) == 1 else { throw syntaxError(parser) }
                defer { yaml_event_delete(&event) }
                if event.type == YAML_STREAM_END_EVENT { return builder.root }
                try builder.take(event)
            }
        }
    }

    /// libyaml's problem and context as one line.
    static func syntaxError(_ parser: yaml_parser_t) -> YAMLSyntaxError {
        let problem = parser.problem.map { String(cString: $0) } ?? "unreadable input"
        var text = problem
        if let context = parser.context {
            text += " \(String(cString: context)) (from line \(parser.context_mark.line + 1))"
        }
        return YAMLSyntaxError(line: Int(parser.problem_mark.line) + 1, column: Int(parser.problem_mark.column) + 1, problem: text)
    }
}

/// The nodes still open while events arrive: a stack of unfinished lists and mappings.
private struct TreeBuilder {
    /// A list or mapping whose end event has not come yet.
    struct OpenNode {
        var isMapping: Bool
        var line: Int
        var anchor: String?
        var items: [YAMLNode] = []
        /// Nodes inside so far, itself included (aliases count every node they copy).
        var count = 1
    }

    var open: [OpenNode] = []
    var anchors: [String: (node: YAMLNode, count: Int)] = [:]
    var root: YAMLNode?
    var documents = 0
    var nodes = 0

    mutating func take(_ event: yaml_event_t) throws(YAMLSyntaxError) {
        let line = Int(event.start_mark.line) + 1
        switch event.type {
        case YAML_DOCUMENT_START_EVENT:
            documents += 1
            guard documents == 1 else {
                throw YAMLSyntaxError(line: line, problem: "a spec is one YAML document, and a second one starts here")
            }
        case YAML_SCALAR_EVENT:
            let scalar = event.data.scalar
            let text = String(decoding: UnsafeBufferPointer(start: scalar.value, count: scalar.length), as: UTF8.self)
            try finish(.scalar(text, line: line), count: 1, added: 1, anchor: string(scalar.anchor))
        case YAML_SEQUENCE_START_EVENT:
            try checkDepth(line: line)
            open.append(OpenNode(isMapping: false, line: line, anchor: string(event.data.sequence_start.anchor)))
        case YAML_MAPPING_START_EVENT:
            try checkDepth(line: line)
            open.append(OpenNode(isMapping: true, line: line, anchor: string(event.data.mapping_start.anchor)))
        case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
            guard let node = open.popLast() else { return }
            // Its items were counted as they arrived: only the list or mapping itself is new.
            try finish(node.isMapping ? .mapping(pairs(node.items), line: node.line) : .sequence(node.items, line: node.line),
                       count: node.count, added: 1, anchor: node.anchor)
        case YAML_ALIAS_EVENT:
            let name = string(event.data.alias.anchor) ?? ""
            guard let (node, count) = anchors[name] else {
                throw YAMLSyntaxError(line: line, problem: "alias *\(name) names no anchor before it")
            }
            try finish(node, count: count, added: count, anchor: nil)
        default:
            break
        }
    }

    /// Refuses a list or mapping that would open deeper than ``YAMLComposer/maximumDepth``.
    func checkDepth(line: Int) throws(YAMLSyntaxError) {
        guard open.count < YAMLComposer.maximumDepth else {
            throw YAMLSyntaxError(line: line, problem: "lists and mappings are nested more than \(YAMLComposer.maximumDepth) deep")
        }
    }

    /// Adds a finished node (`count` nodes in all, `added` of them not yet counted) to the list or
    /// mapping it sits in, or makes it the root.
    mutating func finish(_ node: YAMLNode, count: Int, added: Int, anchor: String?) throws(YAMLSyntaxError) {
        nodes += added
        guard nodes <= YAMLComposer.maximumNodes else {
            throw YAMLSyntaxError(line: node.line, problem: "the document expands to more than \(YAMLComposer.maximumNodes) nodes")
        }
        if let anchor { anchors[anchor] = (node, count) }
        if open.isEmpty {
            root = node
        } else {
            open[open.count - 1].items.append(node)
            open[open.count - 1].count += count
        }
    }

    /// Alternating keys and values as pairs (libyaml always sends them in pairs).
    func pairs(_ items: [YAMLNode]) -> [YAMLPair] {
        stride(from: 0, to: items.count - 1, by: 2).map { YAMLPair(key: items[$0], value: items[$0 + 1]) }
    }

    func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
        pointer.map { String(cString: $0) }
    }
}
