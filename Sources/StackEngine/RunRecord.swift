import ButtonSpec
import ButtonStackBase
import ButtonStackSystem

/// Which run a manifest belongs to, so that `merge` can tell shards of one run from shards of
/// different ones, and a missing shard from a complete set: a digest of the whole plan (before
/// sharding) and, for a shard, its `I/N`.
public struct RunRecord: Codable, Sendable, Equatable {
    /// The version of what goes into ``digest``: a change of how images are made changes it.
    public static let formatVersion = "button-stack run 1"

    /// 16 hex digits: FNV-1a (64-bit) of the tool's format version, every stack of every spec
    /// (its buttons, titles, icons, styles, theme, font, and the names of its strings files),
    /// and the file name of every image of the unsharded plan (its locales, text sizes, widths,
    /// scales, appearances and modes). The same on every machine for the same specs and options.
    public var digest: String
    /// `I/N` for a shard's manifest; absent for a whole run (and a merged one).
    public var shard: String?

    /// The record of `jobs`, the whole plan of `specs`, rendered as `shard` (or whole).
    init(specs: [Spec], jobs: [PlannedImage], shard: Shard?) {
        var text = Self.formatVersion + "\n"
        for spec in specs {
            text += "spec " + FileNames.shardKey(spec: spec.file, file: "") + "\n"
            for var stack in spec.stacks {
                // Strings are named by their files (their tables are dictionaries, whose order
                // differs from process to process); the texts reach the images' titles anyway.
                // The font and lint settings are written out by hand for the same reason.
                let strings = stack.strings?.paths.map(Self.fileName) ?? []
                let font = stack.font.map(Self.describe) ?? ""
                let lint = (stack.lint?.levels ?? [:]).sorted { $0.key.rawValue < $1.key.rawValue }
                    .map { "\($0.key.rawValue)=\($0.value?.rawValue ?? "off")" }.joined(separator: ",")
                stack.strings = nil
                stack.font = nil
                stack.lint = nil
                text += String(reflecting: stack) + "\nstrings " + strings.joined(separator: ",") + "\nfont " + font + "\nlint " + lint + "\n"
            }
        }
        for job in jobs { text += job.fileName + "\n" }
        digest = String(Shard.hash(text), radix: 16).leftPadded(to: 16)
        self.shard = shard?.description
    }

    /// A path's last part: the same file named from another checkout gives the same digest.
    private static func fileName(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }

    /// A font choice in a stable order.
    private static func describe(_ font: FontSpec) -> String {
        let files = [font.regular] + (font.bold.map { [$0] } ?? [])
        let faces = files.map { file in
            let axes = file.axes.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ",")
            return "\(fileName(file.path))#\(file.faceIndex) \(file.instance ?? "") \(axes)"
        }
        let tracking = (font.tracking ?? [:]).sorted { $0.key < $1.key }.map { "\($0.key):\($0.value)" }.joined(separator: ",")
        return faces.joined(separator: " / ") + " tracking " + tracking
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
