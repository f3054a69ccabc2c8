import StackEngine
import ButtonSpec
import Foundation
@testable import ButtonStackKit

let sharedEngine: ButtonStackEngine = {
    do { return try ButtonStackEngine.bundled() } catch { fatalError("cannot open Fonts/: \(error)") }
}()

let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// A spec from YAML text.
func spec(_ text: String) throws -> Spec { try SpecParser.parse(text, file: "test.yaml") }

/// The example spec at `Examples/name`.
func example(_ name: String) throws -> Spec { try SpecParser.load(path: packageRoot.appendingPathComponent("Examples/\(name)").path) }
