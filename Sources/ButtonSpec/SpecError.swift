/// A problem in a spec file: one line naming the file, the path inside it and what is wrong,
/// e.g. `Examples/a.yaml: stacks[1].buttons[0]: unknown key 'titel' (did you mean 'title'?)`.
public struct SpecError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The spec file as the user named it.
    public var file: String
    /// Where in the file: `stacks[1].buttons[0].title`; empty for the whole file.
    public var path: String
    /// The 1-based line, when known.
    public var line: Int?
    /// What is wrong.
    public var problem: String

    /// An error at `path` in `file`.
    public init(file: String, path: String, line: Int? = nil, problem: String) {
        self.file = file
        self.path = path
        self.line = line
        self.problem = problem
    }

    public var description: String {
        let location = line.map { "\(file):\($0)" } ?? file
        return path.isEmpty ? "\(location): \(problem)" : "\(location): \(path): \(problem)"
    }
}

/// Several problems found in one pass (every unknown icon of the specs, say), one line each.
public struct SpecErrors: Error, Equatable, Sendable, CustomStringConvertible {
    /// The problems, in file order.
    public var errors: [SpecError]

    /// The problems `errors`.
    public init(_ errors: [SpecError]) { self.errors = errors }

    public var description: String { errors.map(\.description).joined(separator: "\n") }
}
