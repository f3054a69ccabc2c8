import ButtonStackLint
import ButtonStackOutput
import ButtonStackRenderer
import StackEngine
import ButtonStackBase
import ButtonStackFiles
import ButtonLayout
import ButtonSpec
import Foundation
import PNGFiles
import Rasterizer
import Testing
@testable import ButtonStackKit

@Suite struct RenderTests {
    func jobs(_ options: RenderOptions = RenderOptions()) throws -> [PlannedImage] {
        try RenderPlan.images(specs: [example("readme.yaml")], options: options)
    }

    @Test func sameInputSameBytesWhateverTheThreadCount() throws {
        let plan = try jobs()
        let runner = RenderRunner(engine: sharedEngine)
        let single = try runner.render(plan, threads: 1).map { try PNGCodec.encode($0.canvas) }
        let again = try runner.render(plan, threads: 1).map { try PNGCodec.encode($0.canvas) }
        let parallel = try runner.render(plan, threads: 4).map { try PNGCodec.encode($0.canvas) }
        #expect(single == again)
        #expect(single == parallel)
    }

    @Test func keptWorkersWriteTheBytesOfNewOnesRunAfterRun() throws {
        // Render workers (painters, encoders) are kept between runs of a process and handed to
        // other threads: run after run, with 1, 3 and 2 threads, in five scripts, light and dark,
        // every file is what a new painter and encoder make.
        let specs = try SpecSources.load([packageRoot.appendingPathComponent("Tests/Fixtures/bench/mixed-scripts.yaml").path])
        var options = RenderOptions()
        options.appearances = [.light, .dark]
        let all = try RenderPlan.images(specs: specs, options: options)
        let plan = stride(from: 0, to: all.count, by: 5).map { all[$0] }  // every stack, locale, size, both appearances
        let painter = try Painter(glyphCache: nil)
        let expected = try plan.map { job in
            let renderer = StackRenderer(theme: .standard(job.appearance, stack: job.request.stack))
            return try PNGEncoder().encode(try painter.paint(try renderer.drawList(try sharedEngine.layout(job.request))))
        }
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("kept-workers-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: base) }
        for (run, threads) in [1, 3, 2].enumerated() {
            let folder = base + "/\(run)"
            _ = try RenderOutput(folder: folder, engine: sharedEngine).write(plan, threads: threads, sheets: false)
            for (job, bytes) in zip(plan, expected) {
                #expect(try FileContents.read(folder + "/" + job.fileName) == bytes, "run \(run), \(threads) threads: \(job.fileName)")
            }
        }
    }

    @Test func aPictureDrawnAgainIsWrittenWithTheBytesOfItsOwnDrawing() throws {
        // en-GB and en-AU have en's strings: their pictures repeat en's, and a run writes them from
        // the file it just encoded. Each file is still what painting and encoding its own job gives,
        // on one thread or two, with sheets (which shrink the pixels) or without.
        var options = RenderOptions()
        options.locales = ["en", "en-GB", "de", "en-AU"]
        options.appearances = [.light, .dark]
        let plan = try jobs(options)
        let lists = try plan.map { image in
            let laidOut = LaidOutImage(image: image, stack: try sharedEngine.layout(image.request))
            return try Drawing(laidOut, engine: sharedEngine).drawList(laidOut)
        }
        #expect(Set(lists).count < lists.count, "the plan repeats no picture: nothing would be written from a file kept")
        let painter = try Painter(glyphCache: nil)
        let expected = try lists.map { try PNGEncoder().encode(try painter.paint($0)) }
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("repeats-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: base) }
        for (threads, sheets) in [(1, false), (2, false), (2, true)] {
            let folder = base + "/\(threads)-\(sheets)"
            _ = try RenderOutput(folder: folder, engine: sharedEngine).write(plan, threads: threads, sheets: sheets)
            for (job, bytes) in zip(plan, expected) {
                #expect(try FileContents.read(folder + "/" + job.fileName) == bytes, "\(threads) threads, sheets \(sheets): \(job.fileName)")
            }
        }
    }

    @Test func aManifestJoinedFromEntryTextsIsTheManifestEncodedWhole() throws {
        var options = RenderOptions()
        options.locales = ["en", "ar", "zh-Hans"]
        var entries = try RenderRunner(engine: sharedEngine).render(jobs(options), threads: 2).map(\.entry)
        #expect(entries.count >= 6)
        // Findings (a nested list, escapes, a missing button) in some entries, none in the others.
        let findings = try JSONDecoder().decode([LintFinding].self, from: Data(#"""
            [{"rule": "title-truncated", "severity": "warning", "button": 1, "message": "\"Weiter\" / ends in …"},
             {"rule": "untranslated", "severity": "note", "message": "x", "fallback": "pt"}]
            """#.utf8))
        entries[1].findings = findings
        entries[entries.count - 1].findings = Array(findings.prefix(1))
        let encoded = try entries.reversed().map(EncodedManifestEntry.init)
        for complete in [true, false] {
            #expect(try Manifest.text(encoded: encoded, complete: complete) == JSONOutput.string(Manifest(files: entries, complete: complete)))
        }
        #expect(try Manifest.text(encoded: [], complete: false) == JSONOutput.string(Manifest(files: [], complete: false)))
        // Written to a file a piece at a time, a manifest far past the writer's 64 KB, with its
        // run's record, is the text encoded whole.
        let many = (0..<400).map { index in
            var entry = entries[index % entries.count]
            entry.file = "\(index)-" + entry.file
            return entry
        }
        let run = try JSONDecoder().decode(RunRecord.self, from: Data(#"{"digest": "0123456789abcdef", "shard": "2/3"}"#.utf8))
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("manifest-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Manifest.write(encoded: try many.map(EncodedManifestEntry.init), complete: true, run: run, toFolder: folder)
        let written = try FileContents.read(folder + "/manifest.json")
        #expect(written.count > 200_000)
        #expect(written == Array(try JSONOutput.string(Manifest(files: many, complete: true, run: run)).utf8))
    }

    @Test func imagesHaveTheStackSizePlusMarginsAtTheScale() throws {
        var options = RenderOptions()
        options.stackName = "actions"
        options.locales = ["en"]
        options.scales = [1, 2, 3]
        let images = try RenderRunner(engine: sharedEngine).render(jobs(options), threads: 2)
        for image in images {
            let scale = image.image.request.scale
            #expect(image.canvas.width == Int((352 * scale).rounded(.up)))
            #expect(image.canvas.height == Int(((image.layout.size.height + 32) * scale).rounded(.up)))
            #expect(image.entry.pixelWidth == image.canvas.width)
        }
    }

    @Test func darkAppearanceIsDark() throws {
        var options = RenderOptions()
        options.stackName = "actions"
        options.locales = ["en"]
        options.appearances = [.light, .dark]
        let images = try RenderRunner(engine: sharedEngine).render(jobs(options), threads: 2)
        #expect(images[0].canvas.pixel(x: 1, y: 1) == Color(hex: 0xFFFFFF))
        #expect(images[1].canvas.pixel(x: 1, y: 1) == Color(hex: 0x000000))
    }

    @Test func fileNamesStayInsideTheOutputFolder() throws {
        let hostile = try spec("stacks: [{name: ../../x, buttons: [{title: A}]}, {name: /etc/passwd, buttons: [{title: B}]}]")
        let plan = try RenderPlan.images(specs: [hostile], options: RenderOptions())
        for job in plan {
            #expect(!job.fileName.contains("/"))
            #expect(!job.fileName.hasPrefix("."))
            #expect(!job.fileName.contains(".."))
        }
    }

    @Test func everyModeCanBeForced() throws {
        var options = RenderOptions()
        options.stackName = "actions"
        options.locales = ["de"]
        options.modes = .forced(StackMode.allCases)
        let images = try RenderRunner(engine: sharedEngine).render(jobs(options), threads: 2)
        #expect(images.map(\.layout.mode) == StackMode.allCases)
        #expect(images.map(\.entry.combination.modeLabel) == ["1", "2", "3", "4"])
        #expect(images[0].entry.clipped, "German does not fit a row beside its icons")
        #expect(!images[2].entry.clipped)
    }

    @Test func titleTextIsDrawnInTheTitleFrame() throws {
        // Ink of the title lies inside the title's frame (plus margins), nowhere else in the button.
        var options = RenderOptions()
        options.stackName = "add-organise"
        options.locales = ["ar"]
        let image = try #require(RenderRunner(engine: sharedEngine).render(jobs(options), threads: 1).first)
        let scale = image.image.request.scale
        let button = image.layout.buttons[0]
        let title = button.title
        var inkInside = 0, inkOutside = 0
        for y in Int((button.frame.y + 16) * scale)..<Int((button.frame.maxY + 16) * scale) {
            for x in Int((button.frame.x + 16) * scale)..<Int((button.frame.maxX + 16) * scale) {
                let pixel = image.canvas.pixel(x: x, y: y)
                guard pixel.red < 100 && pixel.blue < 100 else { continue } // dark title ink, not the blue icon
                let px = Double(x) / scale - 16, py = Double(y) / scale - 16
                if px >= title.x - 1 && px <= title.maxX + 1 && py >= title.y - 1 && py <= title.maxY + 1 { inkInside += 1 } else { inkOutside += 1 }
            }
        }
        #expect(inkInside > 50)
        #expect(inkOutside == 0)
    }
}

extension RenderTests {
    @Test func emojiAreDrawnInTheirOwnColoursAndDimmedWhenDisabled() throws {
        var options = RenderOptions()
        options.locales = ["en"]
        options.textSizes = [.large]
        options.widths = [390]
        let plan = try RenderPlan.images(specs: [example("emoji.yaml")], options: options)
        let image = try #require(try RenderRunner(engine: sharedEngine).render(plan, threads: 1).first)
        func reds(in frame: Rect) -> Int {
            let scale = image.image.request.scale
            var count = 0
            for y in Int((frame.minY + 16) * scale)..<Int((frame.maxY + 16) * scale) {
                for x in Int((frame.minX + 16) * scale)..<Int((frame.maxX + 16) * scale) {
                    let pixel = image.canvas.pixel(x: x, y: y)
                    if pixel.red > 200 && pixel.green < 90 && pixel.blue < 90 { count += 1 }
                }
            }
            return count
        }
        // "Like ❤️": a black title and a blue icon, and a red heart.
        let buttons = image.layout.buttons
        #expect(reds(in: buttons[0].frame) > 200)
        #expect(image.entry.missingGlyphs == 0)
        // The disabled button's skin-tone thumb and keycap are there but pale: nothing saturated.
        #expect(reds(in: buttons[3].frame) == 0)
    }
}

/// A run too large to keep its layouts until drawing checks them in chunks and lays each image out
/// again as it is drawn: the same folder, byte for byte, and the same first failure.
@Suite struct LayoutsLetGoTests {
    func files(_ folder: String) throws -> [String: [UInt8]] {
        var files: [String: [UInt8]] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder) { files[name] = try FileContents.read(folder + "/" + name) }
        return files
    }

    @Test func imagesLaidOutAgainAreTheImagesOfKeptLayouts() throws {
        var options = RenderOptions()
        options.locales = ["en", "ar", "zh-Hans", "th"]
        options.textSizes = [.small, .large, .accessibilityExtraExtraExtraLarge]
        options.appearances = [.light, .dark]
        let plan = try RenderPlan.images(specs: [example("readme.yaml")], options: options)
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("layouts-let-go-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: base) }
        let kept = try RenderOutput(folder: base + "/kept", engine: sharedEngine).write(plan, threads: 2, sheets: true)
        // Chunks of one image's layouts at a time: every layout let go before the next is made.
        let again = try RenderOutput(folder: base + "/again", engine: try ButtonStackEngine.bundled())
            .write(plan, threads: 2, sheets: true, keepingLayouts: 0)
        #expect(kept.redrawn == plan.count && again.redrawn == plan.count)
        #expect(!again.sheets.isEmpty && again.sheets == kept.sheets)
        #expect(try files(base + "/again") == (try files(base + "/kept")))
    }

    @Test func theFirstFailureInPlanOrderStopsTheRunBeforeAnythingIsWritten() throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("layouts-let-go-fail-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: base, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: base) }
        // 4,000 pt @3x with twelve buttons in a column: over the area an image may have.
        let buttons = (0..<12).map { "      - icon: plus\n        title: Button number \($0) with a long title" }.joined(separator: "\n")
        try "stacks:\n  - name: big\n    widths: [4000]\n    textSizes: [accessibilityExtraExtraExtraLarge]\n    buttons:\n\(buttons)\n"
            .write(toFile: base + "/big.yaml", atomically: true, encoding: .utf8)
        var options = RenderOptions()
        options.locales = ["en", "de"]
        options.scales = [3]
        let good = try RenderPlan.images(specs: [example("readme.yaml")], options: options)
        let big = try RenderPlan.images(specs: try SpecSources.load([base + "/big.yaml"]), options: options)
        let plan = good + [big[0]] + good.reversed()
        for keeping in [RenderOutput.layoutsKept, 0] {
            let folder = base + "/out-\(keeping)"
            #expect {
                _ = try RenderOutput(folder: folder, engine: sharedEngine).write(plan, threads: 2, sheets: false, keepingLayouts: keeping)
            } throws: { error in
                "\(error)".hasPrefix(big[0].fileName + ":") && "\(error)".contains("16 Mpx")
            }
            #expect(!FileManager.default.fileExists(atPath: folder))
        }
    }
}
