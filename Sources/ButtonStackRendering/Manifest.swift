import ButtonStackLint
import StackEngine
import ButtonStackBase
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
    public var version = 1
    /// True only when the run that wrote it finished: every image it was asked for is listed.
    /// A run that failed or was interrupted leaves `false`, with exactly the images it wrote.
    public var complete: Bool
    /// One entry per image, sorted by file name.
    public var files: [ManifestEntry]

    /// A manifest of `files`, sorted by file name.
    public init(files: [ManifestEntry], complete: Bool = true) {
        self.complete = complete
        self.files = files.sorted { $0.file < $1.file }
    }

    /// Writes the manifest to `folder/manifest.json` atomically.
    public func write(toFolder folder: String) throws {
        let text = try JSONOutput.string(self)
        try AtomicFile.write(text, to: folder + "/manifest.json")
    }
}

/// One image of the manifest.
public struct ManifestEntry: Codable, Sendable, Equatable {
    /// The image file name.
    public var file: String
    /// The spec file.
    public var spec: String
    /// The stack's name.
    public var stack: String
    /// Locale tag.
    public var locale: String
    /// Text size category.
    public var textSize: String
    /// Title point size.
    public var pointSize: Double
    /// Width in points.
    public var width: Double
    /// Display scale.
    public var scale: Double
    /// `light` or `dark`.
    public var appearance: String
    /// `ltr` or `rtl`.
    public var direction: String
    /// `natural` or the forced mode's number.
    public var requestedMode: String
    /// The mode, 1–4.
    public var mode: Int
    /// The mode measuring chose for the width.
    public var measuredMode: Int
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

    /// The entry of `job`, drawn from `stack` at `pixelWidth` × `pixelHeight`, with its lint findings.
    init(job: RenderJob, stack: LaidOutStack, pixelWidth: Int, pixelHeight: Int) {
        let layout = stack.layout
        file = job.fileName
        spec = job.request.file
        self.stack = job.request.stack.name
        locale = job.request.locale
        textSize = job.request.textSize.rawValue
        pointSize = job.request.textSize.bodyPointSize
        width = job.request.width
        scale = job.request.scale
        appearance = job.appearance.rawValue
        direction = job.request.resolvedDirection.rawValue
        requestedMode = job.modeLabel
        mode = layout.mode.rawValue
        measuredMode = layout.measuredMode.rawValue
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        truncated = layout.buttons.contains(where: \.brokeInsideWord)
        clipped = layout.buttons.contains(where: \.clipped)
        missingGlyphs = layout.buttons.reduce(0) { $0 + $1.missingGlyphs }
        findings = Lint.findings(stack)
    }
}
