import StackEngine
import ButtonLayout
import ButtonStackBase
import ButtonStackService
import ButtonSpec
import ButtonStackKit
import Foundation
import Rasterizer
import Typesetter

// Benchmarks that print figures; nothing here asserts a time. Run with:
//   swift run -c release button-stack-bench            (all)
//   swift run -c release button-stack-bench typesetter (or: layout, render, images, process, png, strings)
// Each figure is the median of several rounds on one core, so the other core's noise matters less.

let which = Set(CommandLine.arguments.dropFirst())
func wanted(_ name: String) -> Bool { which.isEmpty || which.contains(name) }

// As `button-stack` does at start.
ProcessMemory.reuseLargeBlocks()
// A child the strings benchmark started to measure one reader's peak memory.
if let request = ProcessInfo.processInfo.environment[CatalogReaderComparison.probeVariable] { CatalogReaderComparison.probe(request) }
let engine = try ButtonStackEngine.bundled()
let typesetter = engine.typesetter

if wanted("typesetter") { try TypesetterBenchmark.run(typesetter) }
if wanted("layout") { try LayoutBenchmark.run(engine) }
if wanted("render") { try RenderBenchmark.run(engine) }
/// The repository's top folder, found from this file's path.
let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
if wanted("images") { try ImagesBenchmark.run(root: root) }
if wanted("process") { try ProcessBenchmark.run(root: root) }
if wanted("png") { try PNGBenchmark.run(root: root) }
if wanted("strings") { try StringsBenchmark.run() }
if wanted("incremental") { try IncrementalBenchmark.run(root: root) }
if wanted("sheets") { try SheetsBenchmark.run(root: root) }
