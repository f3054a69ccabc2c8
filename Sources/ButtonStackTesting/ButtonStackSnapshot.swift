import ButtonStackRenderer
import ButtonStackOutput
import StackEngine
import ButtonStackBase
import ButtonLayout
import ButtonSpec
import ButtonStackKit
import Foundation
import Rasterizer

/// One stack configuration to snapshot: a stack of a spec file in a locale, text size, width,
/// scale, appearance and (optionally forced) mode.
public struct ButtonStackSnapshot: Sendable, Hashable {
    /// The spec file's path.
    public var spec: String
    /// The stack's name; nil takes the spec's first stack.
    public var stack: String?
    /// Locale of the titles.
    public var locale: String
    /// Dynamic Type size.
    public var textSize: ContentSizeCategory
    /// Width in points.
    public var width: Double
    /// Display scale.
    public var scale: Double
    /// Light or dark.
    public var appearance: Appearance
    /// A forced mode, or nil for the natural one.
    public var mode: StackMode?

    /// A snapshot of `stack` in `spec`; the defaults are en, large, 390 pt, @2x, light, natural.
    public init(
        spec: String, stack: String? = nil, locale: String = "en", textSize: ContentSizeCategory = .large, width: Double = 390,
        scale: Double = 2, appearance: Appearance = .light, mode: StackMode? = nil
    ) {
        self.spec = spec
        self.stack = stack
        self.locale = locale
        self.textSize = textSize
        self.width = width
        self.scale = scale
        self.appearance = appearance
        self.mode = mode
    }

    /// The render job, named as `button-stack render` names its files.
    public func job() throws -> RenderJob {
        let loaded = try SpecParser.load(path: spec)
        let chosen = try loaded.chooseStack(stack)
        var options = RenderOptions()
        options.stackName = chosen.name
        options.locales = [locale]
        options.textSizes = [textSize]
        options.widths = [width]
        options.scales = [scale]
        options.appearances = [appearance]
        options.modes = mode.map { .forced([$0]) } ?? .natural
        return try RenderPlan.jobs(specs: [loaded], options: options)[0]
    }

    /// The picture and the layout it shows.
    public func render(engine: ButtonStackEngine) throws -> (canvas: Canvas, layout: TypesetLayout) {
        let job = try job()
        let laidOut = LaidOutJob(image: job, stack: try engine.layout(job.request))
        return (try RenderRunner(engine: engine).paint(laidOut, painter: Painter()), laidOut.stack.layout)
    }
}

/// The engine the assertions share, opened once.
enum SharedEngine {
    static let result: Result<ButtonStackEngine, RenderFailure> = {
        do { return .success(try ButtonStackEngine.bundled()) } catch { return .failure(RenderFailure(message: "\(error)")) }
    }()

    static func get() throws -> ButtonStackEngine { try result.get() }
}
