import ButtonSpec
import ButtonStackBase

/// Which run a manifest belongs to, so that `merge` can tell shards of one run from shards of
/// different ones, and a missing shard from a complete set: a digest of the whole plan (before
/// sharding) and, for a shard, its `I/N`.
public struct RunRecord: Codable, Sendable, Equatable {
    /// The version of what goes into ``digest``: a change of how images are made changes it.
    public static let formatVersion = "button-stack run 1"

    /// 16 hex digits: FNV-1a (64-bit) of the tool's format version, every stack of every spec
    /// (as ``StackDigest`` reduces it, its titles as written, and the names of its strings files),
    /// and the file name of every image of the unsharded plan (its locales, text sizes, widths,
    /// scales, appearances and modes). The same on every machine for the same specs and options.
    public var digest: String
    /// `I/N` for a shard's manifest; absent for a whole run (and a merged one).
    public var shard: String?
    /// Each stack's part of a digest (``StackDigest``), by ``StackDigest/key(file:stack:)``,
    /// worked out here once for the run's image digests too; never written.
    package var stackParts: [String: UInt64] = [:]

    private enum CodingKeys: String, CodingKey {
        case digest, shard
    }

    /// Two records of the same run (and shard) are equal, whatever either worked out beside.
    public static func == (a: RunRecord, b: RunRecord) -> Bool { a.digest == b.digest && a.shard == b.shard }

    /// The record of `jobs`, the whole plan of `specs`, rendered as `shard` (or whole).
    init(specs: [Spec], jobs: [PlannedImage], shard: Shard?) {
        var text = Self.formatVersion + "\n"
        var parts: [String: UInt64] = [:]
        for spec in specs {
            text += "spec " + FileNames.shardKey(spec: spec.file, file: "") + "\n"
            for stack in spec.stacks {
                // The stack as every digest reduces it (``StackDigest``), with its titles as the
                // spec writes them (an image's digest takes their texts in its locale instead),
                // and its strings files by name: the texts reach the images' titles anyway.
                let titles = stack.buttons.map { button in
                    [button.title, button.subtitle, button.loadingTitle].map { $0.map { Self.digest(of: $0) } ?? "-" }.joined(separator: "|")
                }
                let strings = stack.strings?.paths.map(Self.fileName) ?? []
                let part = StackDigest.part(stack)
                parts[StackDigest.key(file: spec.file, stack: stack)] = part
                text += "stack \(part)\ntitles " + titles.joined(separator: "\n") + "\nstrings " + strings.joined(separator: ",") + "\n"
            }
        }
        for job in jobs { text += job.fileName + "\n" }
        digest = String(Shard.hash(text), radix: 16).leftPadded(to: 16)
        self.shard = shard?.description
        stackParts = parts
    }

    /// A title as written (key and table, or its texts by locale), as 16 hex digits.
    private static func digest(of text: LocalizedText) -> String {
        var hasher = DigestHasher()
        hasher.add(text)
        return hasher.hex
    }

    /// A path's last part: the same file named from another checkout gives the same digest.
    private static func fileName(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }

    /// The record of the whole run this shard's record belongs to.
    public var whole: RunRecord {
        var record = self
        record.shard = nil
        return record
    }
}

extension String {
    /// The text with zeros in front up to `count` characters.
    fileprivate func leftPadded(to count: Int) -> String {
        String(repeating: "0", count: Swift.max(0, count - self.count)) + self
    }
}
