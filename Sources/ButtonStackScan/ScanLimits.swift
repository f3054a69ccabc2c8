/// The bounds `scan` keeps whatever its input: sources come from anyone (a pull request), so no
/// file, nesting, inlining or folder can make it take memory or time out of proportion.
public struct ScanLimits: Sendable {
    /// The largest Swift file read; a larger one is skipped with one line.
    public var maximumFileSize = 2 << 20
    /// The most Swift files read.
    public var maximumFiles = 20_000
    /// The deepest folder walked below a named folder.
    public var maximumFolderDepth = 32
    /// The deepest nesting of brackets the parser follows (deeper code is read as an error node).
    public var maximumNestingLevel = 100
    /// The deepest syntax tree walked (chains nest without brackets); a deeper file is skipped with one line.
    public var maximumTreeDepth = 1_000
    /// How many helper functions, properties or views deep a button is followed.
    public var maximumInliningDepth = 6
    /// The most variants (branches of `if`/ternaries) kept for one group.
    public var maximumVariants = 8
    /// The seconds a scan may take; files not reached by then are named as skipped.
    public var maximumSeconds: Double = 60
    /// The most elements of a stated list (an enum's cases, a literal list) a `ForEach` is
    /// unrolled into: more buttons than any group a screen shows, and each one more copied the
    /// group's buttons again (20,000 cases took 8 s).
    public var maximumUnrolledElements = 500

    /// The standard bounds.
    public init() {}
}
