import Testing
import Foundation
@testable import ButtonSpec
import ButtonStackBase
@testable import StackEngine

/// What a stack's digest takes of its spec: every property accounted for, looks in, texts and lines out.
@Suite struct StackDigestTests {
    private static let stackText = """
        stacks:
          - name: actions
            spacing: 12
            theme: {tint: "#FF0000", backdrop: {gradient: ["#00FF00", "#0000FF"]}}
            buttons:
              - {icon: star, title: Favourite, style: filled}
              - {icon: trash, title: Delete, role: destructive}
        """

    private func part(_ text: String) throws -> UInt64 { StackDigest.part(try spec(text).stacks[0]) }

    /// Every stored property of a stack, a button and a theme is either fed or said to be left out:
    /// a property added later fails here until the digest takes it (or says why not).
    @Test func everyPropertyIsAccountedFor() throws {
        var stack = try spec(Self.stackText).stacks[0]
        stack.theme = ThemeOverrides()
        let reference = StringReference(key: "k", table: "t", arguments: [], line: 1)
        let font = FontSpec.File(path: "f.ttf")
        let names = Set(properties(of: stack, type: "StackSpec") + properties(of: stack.buttons[0], type: "ButtonSpec")
                        + properties(of: ThemeOverrides(), type: "ThemeOverrides")
                        + properties(of: Platform(iOS: OSVersion(major: 26)), type: "Platform")
                        + properties(of: OSVersion(major: 26), type: "OSVersion")
                        + properties(of: EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4), type: "EdgeInsets")
                        + properties(of: Size(width: 1, height: 2), type: "Size")
                        + properties(of: LocalizedText("x"), type: "LocalizedText")
                        + properties(of: LocalizedText.Entry(locale: "en", text: "x"), type: "Entry")
                        + properties(of: reference, type: "StringReference")
                        + properties(of: FontSpec(regular: font, bold: nil, tracking: nil, path: "p"), type: "FontSpec")
                        + properties(of: font, type: "File"))
        #expect(names.subtracting(StackDigest.fields.keys).sorted() == [], "properties no digest accounts for")
        #expect(Set(StackDigest.fields.keys).subtracting(names).sorted() == [], "fields listed that the types do not have")
    }

    @Test func looksChangeTheDigest() throws {
        let base = try part(Self.stackText)
        let changes = [
            ("spacing: 12", "spacing: 13"), ("#FF0000", "#FF0001"), ("#00FF00", "#00FF01"),
            ("style: filled", "style: tinted"), ("role: destructive", "role: cancel"), ("icon: star", "icon: heart"),
        ]
        for (old, new) in changes {
            #expect(try part(Self.stackText.replacingOccurrences(of: old, with: new)) != base, "\(old) → \(new)")
        }
    }

    /// Titles reach an image's digest in its locale, and lines reach none: a stack moved down its
    /// file or retitled keeps its part.
    @Test func titlesAndLinesLeaveThePartAlone() throws {
        let base = try part(Self.stackText)
        #expect(try part(Self.stackText.replacingOccurrences(of: "Favourite", with: "Star")) == base)
        #expect(try part("# a comment line\n" + Self.stackText) == base)
    }

    /// The same stack gives the same part in every process and on every machine: no hashing
    /// seeded per process, no order of a dictionary (a manifest written here is read elsewhere).
    @Test func thePartIsAFixedNumber() throws {
        #expect(try String(part(Self.stackText), radix: 16) == "2d0b6e7bac06f2e2")
        #expect(try part(Self.stackText) != part(Self.stackText.replacingOccurrences(of: "actions", with: "other")))
    }

    private func properties(of value: Any, type: String) -> [String] {
        Mirror(reflecting: value).children.compactMap { $0.label.map { "\(type).\($0)" } }
    }
}
