/// A render that failed.
public struct RenderFailure: Error, CustomStringConvertible, Sendable {
    /// One line that says what failed.
    public var message: String

    /// A failure that says `message`.
    public init(message: String) { self.message = message }

    public var description: String { message }
}
