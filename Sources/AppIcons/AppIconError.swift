/// An app's icon file or catalog that cannot be used: the file and the problem, one line.
public struct AppIconError: Error, CustomStringConvertible, Sendable, Equatable {
    /// The file or folder, as the spec named it (joined onto the spec's folder).
    public var file: String
    /// What is wrong, in words.
    public var problem: String

    /// `file`: `problem`.
    public init(file: String, problem: String) {
        self.file = file
        self.problem = problem
    }

    public var description: String { "\(file): \(problem)" }
}
