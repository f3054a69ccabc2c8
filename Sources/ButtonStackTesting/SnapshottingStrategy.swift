import ButtonStackKit
import Foundation
import Rasterizer
import SnapshotTesting

extension Diffing where Value == Canvas {
    /// PNG images compared with ``ImageDiffing`` (exact by default); a failure attaches the diff image.
    public static func buttonStackImage(_ comparison: ImageDiffing = .exact) -> Diffing {
        .diff(
            toData: { canvas in (try? Data(PNGCodec.encode(canvas))) ?? Data() },
            fromData: { data in (try? PNGCodec.decode(Array(data))) ?? Canvas.placeholder },
            diffV2: { reference, actual in
                guard let difference = comparison.compare(reference, actual) else { return nil }
                let diff = (try? Data(PNGCodec.encode(difference.diffImage))) ?? Data()
                return ("Button stack images differ: \(difference.summary)", [.data(diff, name: "difference.png")])
            }
        )
    }
}

extension Snapshotting where Value == ButtonStackSnapshot, Format == Canvas {
    /// Renders a stack configuration to a PNG, for
    /// `assertSnapshot(of: ButtonStackSnapshot(spec: …), as: .buttonStack())` on Linux, where
    /// swift-snapshot-testing's own image strategies do not exist.
    ///
    /// A configuration that cannot be rendered (a bad spec, say) snapshots as a 1 × 1 transparent
    /// image, so the assertion fails with a size change instead of crashing the test run.
    public static func buttonStack(_ comparison: ImageDiffing = .exact) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .buttonStackImage(comparison)) { snapshot in
            guard let engine = try? SharedEngine.get(), let rendered = try? snapshot.render(engine: engine) else {
                return Canvas.placeholder
            }
            return rendered.canvas
        }
    }
}
