import ButtonStackSnapshots
import ButtonStackKit
import Foundation
import PNGFiles
import Rasterizer
@_spi(Internals) import SnapshotTesting
import Testing
import XCTest

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
    /// A configuration that cannot be rendered (a bad spec, say) fails the assertion with its
    /// error and records nothing: `assertSnapshot(of:as:)` and `verifySnapshot(of:as:)` of a
    /// ``ButtonStackSnapshot`` resolve to this module's overloads, which lay it out first. Reached
    /// some other way (`assertSnapshots`), it is reported as an issue here and snapshots as a
    /// 1 × 1 transparent image, which no real reference matches.
    public static func buttonStack(_ comparison: ImageDiffing = .exact) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .buttonStackImage(comparison)) { snapshot in
            do {
                return try snapshot.render(engine: try SharedEngine.get()).canvas
            } catch {
                reportUnrenderable("\(error)")
                return Canvas.placeholder
            }
        }
    }
}

/// An issue in the running test (Swift Testing or XCTest), where no assertion's place is known.
private func reportUnrenderable(_ message: String) {
    if Test.current != nil {
        Issue.record(Comment(rawValue: message))
    } else {
        XCTFail(message)
    }
}
