import ButtonStackBase
import Testing
@testable import ButtonSpec

@Suite struct SpecParserTests {
    @Test func theMinimalFormWorksAsWritten() throws {
        let spec = try SpecParser.parse("""
        stacks:
          - name: actions
            buttons:
              - icon: plus                  # an SF Symbols name (or a Material Symbols name)
                title: Add
              - icon: folder
                title: {en: Organise, de: Organisieren, ar: تنظيم, zh-Hans: 整理}
        """, file: "a.yaml")
        let stack = try #require(spec.stack(named: "actions"))
        #expect(stack.buttons.count == 2)
        #expect(stack.buttons[0].icon == "plus")
        #expect(stack.buttons[1].title.text(for: "de") == "Organisieren")
        #expect(stack.buttons[1].title.text(for: "de-AT") == "Organisieren")
        #expect(stack.buttons[1].title.text(for: "zh-Hans") == "整理")
        #expect(stack.buttons[1].title.text(for: "zh-CN") == "整理")
        #expect(stack.buttons[1].title.text(for: "fr") == "Organise", "falls back to en")
        #expect(stack.buttons[0].title.text(for: "ar") == "Add")
    }

    /// `lineBreakStrategy` matches a label's: `standard` (UIKit's default) or `none` (`[]`), per stack.
    @Test func aStackChoosesItsLineBreakStrategy() throws {
        let spec = try SpecParser.parse("""
        stacks:
          - name: plain
            lineBreakStrategy: none
            buttons: [{title: Add}]
          - name: label
            lineBreakStrategy: standard
            buttons: [{title: Add}]
          - name: unsaid
            buttons: [{title: Add}]
        """, file: "s.yaml")
        #expect(spec.stack(named: "plain")?.lineBreakStrategy == LineBreakStrategy.none)
        #expect(spec.stack(named: "label")?.lineBreakStrategy == .standard)
        #expect(spec.stack(named: "unsaid")?.lineBreakStrategy == nil, "the engine takes standard")
        do {
            _ = try SpecParser.parse("stacks:\n  - name: x\n    lineBreakStrategy: pushOut\n    buttons: [{title: Add}]\n", file: "t.yaml")
            Issue.record("an unknown strategy was accepted")
        } catch let error as SpecError {
            #expect(error.path == "stacks[0].lineBreakStrategy")
            #expect(error.line == 3)
            #expect(error.problem.contains("standard") && error.problem.contains("none"), "\(error)")
        }
    }

    @Test func aListValuedKeyTakesOneValueAsAListOfOne() throws {
        let spec = try SpecParser.parse("""
        stacks:
          - name: one
            locales: all
            textSizes: large
            widths: 390
            buttons:
              - title: Add
          - name: many
            locales: [en, de]
            textSizes: [large, accessibilityLarge]
            widths: [320, 390]
            buttons:
              - title: Add
        """, file: "a.yaml")
        #expect(spec.stacks[0].locales == ["all"])
        #expect(spec.stacks[0].textSizes == [.large])
        #expect(spec.stacks[0].widths == [390])
        #expect(spec.stacks[1].locales == ["en", "de"])
        #expect(spec.stacks[1].widths == [320, 390])
        #expect(throws: SpecError(file: "b.yaml", path: "stacks[0].widths", line: 3, problem: "expected a list or one value")) {
            try SpecParser.parse("stacks:\n  - name: x\n    widths: {a: 1}\n    buttons: [{title: A}]\n", file: "b.yaml")
        }
    }

    @Test func jsonIsAcceptedToo() throws {
        let spec = try SpecParser.parse(#"{"stacks": [{"name": "a", "buttons": [{"title": {"fr": "Ajouter", "de": "Hinzufügen"}}]}]}"#, file: "a.json")
        #expect(spec.stacks[0].buttons[0].title.text(for: "ja") == "Ajouter", "falls back to the first entry")
    }

    @Test func unknownKeysAreNamedWithASuggestion() {
        let text = """
        stacks:
          - name: one
            buttons: [{title: A}]
          - name: two
            buttons:
              - titel: Add
        """
        do {
            _ = try SpecParser.parse(text, file: "Examples/x.yaml")
            Issue.record("parsed")
        } catch let error as SpecError {
            #expect(error.path == "stacks[1].buttons[0]")
            #expect("\(error)".hasPrefix("Examples/x.yaml:6: stacks[1].buttons[0]: unknown key 'titel' (did you mean 'title'?)"))
            #expect(!"\(error)".contains("\n"))
        } catch {
            Issue.record("wrong error \(error)")
        }
    }

    @Test(arguments: [
        ("stacks: []", "stacks", "has no stacks"),
        ("stacks: [{buttons: [{title: A}]}]", "stacks[0]", "missing key 'name'"),
        ("stacks: [{name: a, buttons: []}]", "stacks[0].buttons", "at least one button"),
        ("stacks: [{name: a, spacing: -3, buttons: [{title: A}]}]", "stacks[0].spacing", "out of range"),
        ("stacks: [{name: a, buttons: [{title: A, style: shiny}]}]", "stacks[0].buttons[0].style", "is not one of"),
        ("stacks: [{name: a, buttons: [{title: ''}]}]", "stacks[0].buttons[0].title", "is empty"),
        ("stacks: [{name: a, buttons: [{title: A}]}, {name: a, buttons: [{title: B}]}]", "stacks[1].name", "already the name"),
        ("stacks: [{name: a, textSizes: [huge], buttons: [{title: A}]}]", "stacks[0].textSizes[0]", "is not one of"),
        ("stacks: {name: a}", "stacks", "expected a list"),
        ("stacks: [{name: a, buttons: [{title: A}]", "", "is not valid YAML"),
    ])
    func badSpecsNameThePathAndTheProblem(text: String, path: String, problem: String) {
        do {
            _ = try SpecParser.parse(text, file: "s.yaml")
            Issue.record("parsed \(text)")
        } catch let error as SpecError {
            #expect(error.path == path, "\(error)")
            #expect(error.problem.contains(problem), "\(error)")
            #expect(!"\(error)".contains("\n"))
        } catch {
            Issue.record("wrong error \(error)")
        }
    }

    @Test func missingAndEmptyFilesAreErrors() {
        #expect(throws: SpecError.self) { try SpecParser.load(path: "/no/such/spec.yaml") }
        #expect(throws: SpecError.self) { try SpecParser.parse("", file: "empty.yaml") }
        #expect(throws: SpecError.self) { try SpecParser.load(path: "/tmp") }
    }

    @Test func suggestionsFindCloseNames() {
        #expect(EditDistance.suggestions(for: "titel", among: ["title", "subtitle", "icon"]) == ["title"])
        #expect(EditDistance.suggestions(for: "zzzzzz", among: ["title", "icon"]).isEmpty)
    }
}

@Suite struct ThemeParsingTests {
    @Test func themeOverridesAreRead() throws {
        let spec = try SpecParser.parse("""
        stacks:
          - name: s
            theme: {tint: "#E8590C", cornerRadius: 22, dark: {tint: "#FF922B80"}}
            buttons: [{title: A}]
        """, file: "t.yaml")
        #expect(spec.stacks[0].theme?.tint == 0xE8590CFF)
        #expect(spec.stacks[0].theme?.cornerRadius == 22)
        #expect(spec.stacks[0].darkTheme?.tint == 0xFF922B80)
    }

    @Test func badColoursNameTheirPath() {
        do {
            _ = try SpecParser.parse("stacks: [{name: s, theme: {tint: orange}, buttons: [{title: A}]}]", file: "t.yaml")
            Issue.record("parsed")
        } catch let error as SpecError {
            #expect(error.path == "stacks[0].theme.tint")
            #expect(error.problem.contains("not a colour"))
        } catch {
            Issue.record("\(error)")
        }
    }
}
