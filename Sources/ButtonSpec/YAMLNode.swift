/// One node of a YAML (or JSON) document as the spec reader sees it.
///
/// Every scalar stays text, quoted or not: the reader parses numbers and booleans itself, so
/// `title: 1.0` is the title "1.0" and `spacing: 1.0` the number 1. Each node keeps the line it
/// starts on (counted from 1) for error messages.
enum YAMLNode: Sendable, Equatable {
    /// Text.
    case scalar(String, line: Int)
    /// A list.
    case sequence([YAMLNode], line: Int)
    /// Keys and values in the order they were written (duplicates kept, for the reader to report).
    case mapping([YAMLPair], line: Int)

    /// The line the node starts on, counted from 1.
    var line: Int {
        switch self {
        case .scalar(_, let line), .sequence(_, let line), .mapping(_, let line): line
        }
    }

    /// The text of a scalar; `nil` for a list or a mapping.
    var string: String? {
        if case .scalar(let text, _) = self { return text }
        return nil
    }
}

/// A key and its value in a ``YAMLNode/mapping(_:line:)``.
struct YAMLPair: Sendable, Equatable {
    /// The key node (a scalar in every valid spec).
    var key: YAMLNode
    /// The value node.
    var value: YAMLNode
}
