import ButtonStackOutput
import ButtonStackRenderer
import StackEngine
import ButtonStackBase
import ButtonLayout
import ButtonSpec
import Rasterizer

/// One stack configuration to snapshot: the one value that names an image everywhere
/// (``Combination``), made with the snapshot library's defaults.
public typealias ButtonStackSnapshot = Combination

extension Combination {
    /// A snapshot of `stack` in `spec` (nil: the spec's first stack); the defaults are en, large,
    /// 390 pt, @2x, light, natural.
    public init(
        spec: String, stack: String? = nil, locale: String = "en", textSize: ContentSizeCategory = .large, width: Double = 390,
        scale: Double = 2, appearance: Appearance = .light, mode: StackMode? = nil
    ) {
        self.init(spec: spec, stack: stack ?? "", locale: locale, textSize: textSize, width: width, scale: scale,
                  appearance: appearance, mode: mode)
    }

    /// The planned image, named as `button-stack render` names its files: the spec loaded, its
    /// stack chosen (an empty name: its first), the plan made as every command makes it.
    public func plannedImage() throws -> PlannedImage {
        let loaded = try SpecParser.load(path: spec)
        let chosen = try loaded.chooseStack(stack.isEmpty ? nil : stack)
        var options = RenderOptions()
        options.stackName = chosen.name
        options.locales = [locale]
        options.textSizes = [textSize]
        options.widths = [width]
        options.scales = [scale]
        options.appearances = [appearance]
        options.modes = mode.map { .forced([$0]) } ?? .natural
        return try RenderPlan.images(specs: [loaded], options: options)[0]
    }

    /// The picture and the layout it shows, drawn by the plan's executor as every command draws.
    public func render(engine: ButtonStackEngine) throws -> (canvas: Canvas, layout: TypesetLayout) {
        let image = try RenderRunner(engine: engine).render([try plannedImage()], threads: 1)[0]
        return (image.canvas, image.layout)
    }
}

/// The engine the assertions share, opened once.
enum SharedEngine {
    static let result: Result<ButtonStackEngine, RenderFailure> = {
        do { return .success(try ButtonStackEngine.bundled()) } catch { return .failure(RenderFailure(message: "\(error)")) }
    }()

    static func get() throws -> ButtonStackEngine { try result.get() }
}
