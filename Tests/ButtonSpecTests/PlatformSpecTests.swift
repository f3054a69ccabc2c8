import ButtonStackBase
import Foundation
import Testing
@testable import ButtonSpec

/// The keys of today's iOS: `platform`, `shape`, the glass styles and a theme's `backdrop`; a wrong
/// value is one line that names the file, line and path.
@Suite struct PlatformSpecTests {
    func parse(_ text: String) throws -> Spec { try SpecParser.parse(text, file: "p.yaml") }

    @Test func platformShapesStylesAndBackdropsAreRead() throws {
        let spec = try parse("""
        platform: {iOS: "17.0"}
        stacks:
          - name: a
            shape: capsule
            theme: {backdrop: {gradient: ["#000000", "#FFFFFF80"]}, dark: {backdrop: "#101010"}}
            buttons:
              - {title: A, style: glass, shape: {roundedRectangle: 6}}
              - {title: B, style: glassProminent, shape: circle}
              - {title: C, style: prominentGlass}
              - {title: D, style: clearGlass, shape: roundedRectangle}
              - {title: E, style: prominentClearGlass, shape: automatic}
          - name: b
            platform: {iOS: 26}
            buttons: [{title: F}]
        """)
        let a = try #require(spec.stack(named: "a")), b = try #require(spec.stack(named: "b"))
        #expect(a.platform?.iOS == OSVersion(major: 17) && b.platform?.iOS == OSVersion(major: 26) && b.platform?.drawsLiquidGlass == true)
        #expect(a.shape == .capsule)
        #expect(a.buttons.map(\.style) == [.glass, .glassProminent, .glassProminent, .clearGlass, .prominentClearGlass])
        #expect(a.buttons.map(\.shape) == [.roundedRectangle(radius: 6), .circle, nil, .roundedRectangle(radius: nil), .automatic])
        #expect(a.theme?.backdrop == .gradient([0x0000_00FF, 0xFFFF_FF80]) && a.darkTheme?.backdrop == .color(0x1010_10FF))
        #expect(b.platform != nil && a.platform?.drawsLiquidGlass == false)
    }

    @Test func withoutPlatformNothingIsSet() throws {
        let spec = try parse("stacks: [{name: a, buttons: [{title: A}]}]")
        #expect(spec.stacks[0].platform == nil && spec.stacks[0].shape == nil && spec.stacks[0].buttons[0].shape == nil)
    }

    @Test func badValuesAreOneLineErrors() {
        let cases: [(String, String)] = [
            ("platform: {iOS: seventeen}\nstacks: [{name: a, buttons: [{title: A}]}]", "p.yaml:1: platform.iOS: 'seventeen' is not an iOS release"),
            ("platform: {iOS: \"12.0\"}\nstacks: [{name: a, buttons: [{title: A}]}]", "p.yaml:1: platform.iOS: iOS 12.0 is out of range"),
            ("platform: {android: 14}\nstacks: [{name: a, buttons: [{title: A}]}]", "p.yaml:1: platform: unknown key 'android'"),
            ("stacks:\n  - name: a\n    buttons: [{title: A, shape: oval}]", "p.yaml:3: stacks[0].buttons[0].shape: 'oval' is not one of automatic, capsule"),
            ("stacks:\n  - name: a\n    shape: {roundedRectangle: -2}\n    buttons: [{title: A}]", "p.yaml:3: stacks[0].shape.roundedRectangle: -2 is out of range"),
            ("stacks:\n  - name: a\n    buttons: [{title: A, style: liquid}]", "p.yaml:3: stacks[0].buttons[0].style: 'liquid' is not one of"),
            ("stacks:\n  - name: a\n    theme: {backdrop: {gradient: [\"#000000\"]}}\n    buttons: [{title: A}]", "p.yaml:3: stacks[0].theme.backdrop.gradient: has 1 colours"),
            ("stacks:\n  - name: a\n    theme: {backdrop: blue}\n    buttons: [{title: A}]", "p.yaml:3: stacks[0].theme.backdrop: 'blue' is not a colour"),
            ("stacks:\n  - name: a\n    theme: {backdrop: {image: nowhere.png}}\n    buttons: [{title: A}]", "p.yaml:3: stacks[0].theme.backdrop.image: nowhere.png: no such file"),
        ]
        for (text, expected) in cases {
            do {
                _ = try parse(text)
                Issue.record("accepted: \(text)")
            } catch {
                let message = "\(error)"
                #expect(message.hasPrefix(expected), "\(message)")
                #expect(!message.contains("\n"), "\(message)")
            }
        }
    }

    @Test func aBackdropThatIsNoPNGIsRefusedWithItsLine() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("backdrop-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("not a picture".utf8).write(to: folder.appendingPathComponent("b.png"))
        // A PNG header claiming 100,000 pixels a side.
        var huge: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
        huge += [0, 1, 0x86, 0xA0, 0, 1, 0x86, 0xA0, 8, 6, 0, 0, 0]
        try Data(huge).write(to: folder.appendingPathComponent("huge.png"))
        for (file, problem) in [("b.png", "is not a PNG file"), ("huge.png", "is 100000×100000 pixels")] {
            let spec = folder.appendingPathComponent("s.yaml")
            try Data("stacks:\n  - name: a\n    theme:\n      backdrop: {image: \(file)}\n    buttons: [{title: A}]\n".utf8).write(to: spec)
            #expect(throws: SpecError.self) { try SpecParser.load(path: spec.path) }
            do { _ = try SpecParser.load(path: spec.path) } catch {
                #expect("\(error)".hasPrefix("\(spec.path):4: stacks[0].theme.backdrop.image: \(folder.path)/\(file): \(problem)"), "\(error)")
            }
        }
    }
}
