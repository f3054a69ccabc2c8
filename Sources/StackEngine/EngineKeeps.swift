import ButtonStackConcurrency

/// What the stages below the engine keep for as long as the engine lives — render workers, decoded
/// backdrop images — one value of each kind, made on first use: caches the engine owns, not
/// globals, so that two engines (two tests, two font settings of a service) never share one, and a
/// warm engine (a `serve` child's, a test suite's) keeps them warm.
public final class EngineKeeps: Sendable {
    /// The kept values, by their type.
    private let values = Locked<[ObjectIdentifier: any Sendable]>([:])

    /// Nothing kept yet.
    public init() {}

    /// The kept value of type `Kept`, made by `make` the first time it is asked for.
    public func value<Kept: AnyObject & Sendable>(_ make: () throws -> Kept) rethrows -> Kept {
        try values.withLock { values in
            if let kept = values[ObjectIdentifier(Kept.self)] as? Kept { return kept }
            let made = try make()
            values[ObjectIdentifier(Kept.self)] = made
            return made
        }
    }
}
