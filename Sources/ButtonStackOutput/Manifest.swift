import ButtonStackLint
import StackEngine
import ButtonStackBase
import ButtonStackFiles
import ButtonLayout
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Rasterizer

/// `manifest.json` beside the images: for each file its combination, the mode chosen, its pixel
/// size, and whether any title was truncated, clipped or missing glyphs.
public struct Manifest: Codable, Sendable {
    /// Format version.
    public var version = Manifest.currentVersion
    /// The format version this build writes.
    public static let currentVersion = 1
    /// True only when the run that wrote it finished: every image it was asked for is listed.
    /// A run that failed or was interrupted leaves `false`, with exactly the images it wrote.
    public var complete: Bool
    /// One entry per image, sorted by file name.
    public var files: [ManifestEntry]
    /// The run that wrote it: a digest of the whole plan and the shard (`merge` checks that its
    /// shards are of one run and all there). Absent in manifests of older versions.
    public var run: RunRecord?
    /// How the run's contact sheets were made, written once every page is in place (absent when
    /// it made none, or stopped before they were all written): a later run keeps a page whose
    /// images and layout are unchanged only when its sheets are made alike.
    public var sheets: SheetSettings?
    private enum CodingKeys: String, CodingKey {
        case version, complete, files, run, sheets
    }

    /// A manifest of `files` of `run`, sorted by file name, with its `sheets` when it made them.
    public init(files: [ManifestEntry], complete: Bool = true, run: RunRecord? = nil, sheets: SheetSettings? = nil) {
        self.complete = complete
        self.files = files.sorted { $0.file < $1.file }
        self.run = run
        self.sheets = sheets
    }

    /// Writes the manifest to `folder/manifest.json` atomically.
    public func write(toFolder folder: String) throws {
        try AtomicFile.write(try JSONOutput.string(self), to: folder + "/manifest.json")
    }

    /// Writes the manifest of `encoded` (entries whose JSON text was made on the threads that
    /// drew their images: encoding every entry at the end on one thread took ~0.1 ms an entry)
    /// to `folder/manifest.json` atomically, a piece at a time and without a ``Manifest`` value
    /// (whose ``files`` would copy every entry): the text ``text(encoded:complete:run:)`` gives.
    /// Texts set aside in a spill file are read back one by one; one that cannot be leaves the
    /// manifest as it was and throws.
    public static func write(encoded: [EncodedManifestEntry], complete: Bool, run: RunRecord?, sheets: SheetSettings? = nil,
                             toFolder folder: String) throws {
        let sorted = encoded.sorted { $0.entry.file < $1.entry.file }
        let run = try runText(run) + (try membersText("sheets", sheets))
        var failure: FileSystemError?
        do {
            try AtomicFile.write(to: folder + "/manifest.json") { chunks in
                writePieces(complete: complete, count: sorted.count, text: { index in
                    // After one text could not be read back, the file is given up: no more reads.
                    guard failure == nil else { return "" }
                    do throws(FileSystemError) { return try sorted[index].text } catch {
                        failure = error
                        chunks.fail()
                        return ""
                    }
                }, run: run, version: currentVersion, to: chunks.write)
            }
        } catch {
            // The text that could not be read back is the cause to tell.
            throw failure ?? error
        }
    }

    /// The manifest of `encoded` as JSON (pretty-printed, keys sorted): the entries' own texts
    /// joined, the same text `JSONOutput` gives for the ``Manifest`` of their entries.
    /// - Throws: ``FileSystemError`` when a text set aside cannot be read back.
    public static func text(encoded: [EncodedManifestEntry], complete: Bool, run: RunRecord? = nil) throws -> String {
        let texts = try encoded.sorted { $0.entry.file < $1.entry.file }.map { entry throws(FileSystemError) in try entry.text }
        var text = ""
        writePieces(complete: complete, count: texts.count, text: { texts[$0] }, run: try runText(run), version: currentVersion) { text += $0 }
        return text
    }

    /// Hands `write` a manifest's text in order: the `count` entries' own texts (`text` of each
    /// index) between the members' (`run` the run's member as ``runText(_:)`` makes it).
    private static func writePieces(complete: Bool, count: Int, text: (Int) -> String, run: String, version: Int, to write: (String) -> Void) {
        // The encoder's layout: two spaces a level, " : ", an empty array as "[", an empty line, "]".
        write("{\n  \"complete\" : \(complete),\n  \"files\" : [\n")
        for index in 0..<count {
            if index > 0 { write(",\n") }
            write(text(index))
        }
        write("\n  ],\n\(run)  \"version\" : \(version)\n}\n")
    }
}

extension Manifest {
    /// The `"run"` member as the encoder writes it inside the manifest (indented one level), or
    /// nothing when there is no run.
    fileprivate static func runText(_ run: RunRecord?) throws -> String {
        try membersText("run", run)
    }

    /// The member `name` as the encoder writes it inside the manifest (indented one level), or
    /// nothing when there is no value.
    fileprivate static func membersText(_ name: String, _ value: (some Encodable)?) throws -> String {
        guard let value else { return "" }
        let lines = try JSONOutput.string(value).split(separator: "\n")
        return "  \"\(name)\" : " + lines.enumerated().map { $0.offset == 0 ? String($0.element) : "  " + $0.element }.joined(separator: "\n") + ",\n"
    }
}

/// A manifest entry with its JSON text, indented as it stands in the manifest's list of files.
///
/// A class: a run holds its entries in several lists (by plan, by drawing order, kept from an
/// earlier run), and a reference is 8 bytes where the entry is 180.
public final class EncodedManifestEntry: Sendable {
    /// The entry.
    public let entry: ManifestEntry
    /// Its text, or where it was set aside.
    private let storage: Storage

    private enum Storage: Sendable {
        case memory(String)
        case spilled(EntryTextSpill, Range<Int>, folder: String)
    }

    /// Its JSON text, pretty-printed with sorted keys, each line indented two levels, no final
    /// line break.
    /// - Throws: ``FileSystemError`` when the text was set aside in a run's spill file and cannot
    ///   be read back.
    public var text: String {
        get throws(FileSystemError) {
            switch storage {
            case .memory(let text): return text
            case .spilled(let spill, let range, let folder): return try spill.text(at: range, folder: folder)
            }
        }
    }

    /// `entry` and its text, set aside in `spill` (of the run into `folder`) when there is one.
    convenience init(_ entry: ManifestEntry, spill: EntryTextSpill?, folder: String) throws {
        let text = try Self.encode(entry)
        if let spill, let range = spill.keep(text) {
            self.init(entry: entry, storage: .spilled(spill, range, folder: folder))
        } else {
            self.init(entry: entry, storage: .memory(text))
        }
    }

    /// `entry` and its text.
    public convenience init(_ entry: ManifestEntry) throws {
        self.init(entry: entry, storage: .memory(try Self.encode(entry)))
    }

    private init(entry: ManifestEntry, storage: Storage) {
        self.entry = entry
        self.storage = storage
    }

    /// `entry`'s text.
    private static func encode(_ entry: ManifestEntry) throws -> String {
        // Line by line over the UTF-8 bytes: splitting the String by Character took two thirds
        // of this (200,000 instructions an entry).
        let lines = try JSONOutput.string(entry).utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).dropLast()
        var bytes: [UInt8] = []
        for (index, line) in lines.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: "\n")) }
            if !line.isEmpty { bytes += "    ".utf8; bytes += line }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `entry` with its text said to lie at `range` of `spill` (a test's way to a text that
    /// cannot be read back).
    convenience init(entry: ManifestEntry, spilledAt range: Range<Int>, in spill: EntryTextSpill, folder: String) {
        self.init(entry: entry, storage: .spilled(spill, range, folder: folder))
    }

    /// `entry` with `text`, its JSON as an earlier manifest holds it (``EarlierRun``).
    convenience init(entry: ManifestEntry, text: String) {
        self.init(entry: entry, storage: .memory(text))
    }
}

/// One image of the manifest: its combination (whose members stand beside the entry's own, see
/// ``Combination``), what the layout chose, and what is wrong with it.
public struct ManifestEntry: Codable, Sendable, Equatable {
    /// The image file name.
    public var file: String
    /// Which picture it is.
    public var combination: Combination
    /// Title point size.
    public var pointSize: Double
    /// `ltr` or `rtl`.
    public var direction: LayoutDirection
    /// The mode.
    public var mode: StackMode
    /// The mode measuring chose for the width.
    public var measuredMode: StackMode
    /// Image width in pixels.
    public var pixelWidth: Int
    /// Image height in pixels.
    public var pixelHeight: Int
    /// A title was set with a word broken inside, because the word alone is wider than the button.
    public var truncated: Bool
    /// A title or icon does not fit inside its button.
    public var clipped: Bool
    /// Characters no font covers.
    public var missingGlyphs: Int
    /// Lint findings for this combination.
    public var findings: [LintFinding]
    /// What the image and this entry depend on (``ImageDigests``): a later render into the
    /// folder draws the image again only when this changes. Absent in manifests of older versions.
    public var digest: String?

    /// The entry of `image`, drawn from `stack` at `pixelWidth` × `pixelHeight`, with the lint
    /// `findings` of its layout and the image's `digest`.
    public init(image: PlannedImage, stack: LaidOutStack, pixelWidth: Int, pixelHeight: Int, findings: [LintFinding], digest: String? = nil) {
        let layout = stack.layout
        file = image.fileName
        combination = image.combination
        pointSize = image.request.textSize.bodyPointSize
        direction = image.request.resolvedDirection
        mode = layout.mode
        measuredMode = layout.measuredMode
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        truncated = layout.buttons.contains(where: \.brokeInsideWord)
        clipped = layout.buttons.contains(where: \.clipped)
        missingGlyphs = layout.buttons.reduce(0) { $0 + $1.missingGlyphs }
        self.findings = findings
        self.digest = digest
    }

    /// The entry of each member given (``ManifestEntryReading``).
    init(file: String, combination: Combination, pointSize: Double, direction: LayoutDirection, mode: StackMode, measuredMode: StackMode,
         pixelWidth: Int, pixelHeight: Int, truncated: Bool, clipped: Bool, missingGlyphs: Int, findings: [LintFinding], digest: String?) {
        self.file = file
        self.combination = combination
        self.pointSize = pointSize
        self.direction = direction
        self.mode = mode
        self.measuredMode = measuredMode
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        self.truncated = truncated
        self.clipped = clipped
        self.missingGlyphs = missingGlyphs
        self.findings = findings
        self.digest = digest
    }

    private enum CodingKeys: String, CodingKey {
        case file, pointSize, direction, mode, measuredMode, pixelWidth, pixelHeight, truncated, clipped, missingGlyphs, findings, digest
    }

    public init(from decoder: any Decoder) throws {
        combination = try Combination(from: decoder)
        let container = try decoder.container(keyedBy: CodingKeys.self)
        file = try container.decode(String.self, forKey: .file)
        pointSize = try container.decode(Double.self, forKey: .pointSize)
        direction = try container.decode(LayoutDirection.self, forKey: .direction)
        mode = try container.decode(StackMode.self, forKey: .mode)
        measuredMode = try container.decode(StackMode.self, forKey: .measuredMode)
        pixelWidth = try container.decode(Int.self, forKey: .pixelWidth)
        pixelHeight = try container.decode(Int.self, forKey: .pixelHeight)
        truncated = try container.decode(Bool.self, forKey: .truncated)
        clipped = try container.decode(Bool.self, forKey: .clipped)
        missingGlyphs = try container.decode(Int.self, forKey: .missingGlyphs)
        findings = try container.decode([LintFinding].self, forKey: .findings)
        digest = try container.decodeIfPresent(String.self, forKey: .digest)
    }

    public func encode(to encoder: any Encoder) throws {
        try combination.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(file, forKey: .file)
        try container.encode(pointSize, forKey: .pointSize)
        try container.encode(direction, forKey: .direction)
        try container.encode(mode, forKey: .mode)
        try container.encode(measuredMode, forKey: .measuredMode)
        try container.encode(pixelWidth, forKey: .pixelWidth)
        try container.encode(pixelHeight, forKey: .pixelHeight)
        try container.encode(truncated, forKey: .truncated)
        try container.encode(clipped, forKey: .clipped)
        try container.encode(missingGlyphs, forKey: .missingGlyphs)
        try container.encode(findings, forKey: .findings)
        try container.encodeIfPresent(digest, forKey: .digest)
    }
}
