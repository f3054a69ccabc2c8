/// A spec's YAML as a plain tree, for tools that edit specs and keep what a user wrote in them
/// (`scan` carries a user's widths, sizes and styles over to the spec it writes again).
public indirect enum SpecTree: Hashable, Sendable {
    /// Text, quoted or not (numbers and booleans stay text, as the spec reader takes them).
    case scalar(String)
    /// A list.
    case list([SpecTree])
    /// Keys and values in the order written.
    case map([(key: String, value: SpecTree)])

    public static func == (lhs: SpecTree, rhs: SpecTree) -> Bool {
        switch (lhs, rhs) {
        case (.scalar(let a), .scalar(let b)): return a == b
        case (.list(let a), .list(let b)): return a == b
        case (.map(let a), .map(let b)): return a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        default: return false
        }
    }

    public func hash(into hasher: inout Hasher) {
        switch self {
        case .scalar(let text): hasher.combine(0); hasher.combine(text)
        case .list(let items): hasher.combine(1); hasher.combine(items)
        case .map(let pairs): hasher.combine(2); for pair in pairs { hasher.combine(pair.key); hasher.combine(pair.value) }
        }
    }

    /// The value of `key` in a map; nil for a missing key or another kind of node.
    public subscript(key: String) -> SpecTree? {
        guard case .map(let pairs) = self else { return nil }
        return pairs.first { $0.key == key }?.value
    }

    /// The text of a scalar.
    public var text: String? {
        if case .scalar(let text) = self { return text }
        return nil
    }

    /// The items of a list.
    public var items: [SpecTree]? {
        if case .list(let items) = self { return items }
        return nil
    }
}

/// Reading a spec's text as a ``SpecTree``.
public enum SpecDocument {
    /// The tree of `text` (YAML or JSON), nil when it holds no document.
    /// - Throws: ``SpecError`` naming `file` and the line when it is not valid YAML.
    public static func tree(_ text: String, file: String) throws -> SpecTree? {
        let root: YAMLNode?
        do { root = try YAMLComposer.compose(text) } catch {
            throw SpecError(file: file, path: "", line: error.line, problem: "is not valid YAML or JSON (\(error.problemWithColumn))")
        }
        return root.map(convert)
    }

    private static func convert(_ node: YAMLNode) -> SpecTree {
        switch node {
        case .scalar(let text, _): return .scalar(text)
        case .sequence(let items, _): return .list(items.map(convert))
        case .mapping(let pairs, _): return .map(pairs.map { (key: $0.key.string ?? "", value: convert($0.value)) })
        }
    }
}
