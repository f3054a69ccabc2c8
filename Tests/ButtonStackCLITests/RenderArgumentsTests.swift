import ArgumentParser
import Foundation
import Testing
@testable import ButtonStackCLI

/// `render`'s command line read the plain way (``RenderArguments``) against swift-argument-parser:
/// whatever the plain reader reads, the parser reads the same, and every option the command
/// declares is one the plain reader knows.
struct RenderArgumentsTests {
    /// What the parser makes of `arguments` (its command's settings), or nil when it refuses them.
    private func parserCommand(_ arguments: [String]) -> RenderSettings? {
        ((try? ButtonStackCommand.parseAsRoot(arguments)) as? RenderCommand)?.settings
    }

    /// Every value the settings hold, in words.
    private func described(_ settings: RenderSettings) -> String { String(describing: settings) }

    /// Whether the plain reader is right about `arguments`: it gives up, or reads what the parser reads.
    private func agrees(_ arguments: [String]) -> Bool {
        guard let plain = RenderArguments.settings(arguments) else { return true }
        guard let parsed = parserCommand(arguments) else { return false }
        return described(plain) == described(parsed)
    }

    @Test(arguments: [
        ["render", "Examples/readme.yaml"],
        ["render", "Examples/readme.yaml", "--stack", "actions", "--locales", "en", "--widths", "390", "--text-sizes", "large", "--jobs", "1",
         "--quiet", "--fresh", "--out", "/tmp/o"],
        ["render", "Examples/app", "Examples/languages.yaml", "--locales", "ar,zh-Hans, de ,HE", "--text-sizes", "all", "--appearances",
         "light,dark", "--jobs", "2", "--sheet", "--html"],
        ["render", "--out=shots", "Examples/readme.yaml", "--modes=all", "--scales", "1,3", "--sheet-columns", "widths", "--sheet-scale", "0.5"],
        ["render", "a.yaml", "--modes", "2,4", "--shard", "2/3", "--widths", "320,390.5", "--watch"],
        ["render", "a.yaml", "--text-sizes", "extraSmall,accessibilityExtraExtraExtraLarge", "--appearances", "dark", "--sheet-columns", "MODES"],
    ])
    func readsPlainCommandLinesAsTheParserDoes(arguments: [String]) throws {
        let plain = try #require(RenderArguments.settings(arguments), "a plain command line is read without the parser")
        let parsed = try #require(parserCommand(arguments))
        #expect(described(plain) == described(parsed))
    }

    @Test(arguments: [
        ["render"],
        ["render", "--help"],
        ["render", "-h", "a.yaml"],
        ["render", "a.yaml", "--"],
        ["render", "a.yaml", "--", "--sheet"],
        ["render", "a.yaml", "--jobs", "0"],
        ["render", "a.yaml", "--jobs"],
        ["render", "a.yaml", "--jobs", "--sheet"],
        ["render", "a.yaml", "--locales", "en,en"],
        ["render", "a.yaml", "--locales", ""],
        ["render", "a.yaml", "--out", "a", "--out", "b"],
        ["render", "a.yaml", "--sheet", "--sheet"],
        ["render", "a.yaml", "--sheet=true"],
        ["render", "a.yaml", "--unknown"],
        ["render", "a.yaml", "--widths", "-5"],
        ["render", "a.yaml", "--widths=-5"],
        ["render", "a.yaml", "--text-sizes", "huge"],
        ["render", "a.yaml", "--generate-completion-script", "bash"],
        ["render", "a.yaml", "--experimental-dump-help"],
        ["layout", "a.yaml"],
        ["help", "render"],
    ])
    func leavesEverythingElseToTheParser(arguments: [String]) {
        #expect(RenderArguments.settings(arguments) == nil)
    }

    /// Command lines made of every option, good and bad values, flags written wrongly, specs,
    /// `--` and `-h`, in any order: 3,000 of them, the same ones every run.
    @Test func agreesWithTheParserOnMixedCommandLines() {
        let words: [[String]] = [
            ["a.yaml"], ["b/"], ["--out", "o"], ["--out=o2"], ["--stack", "s"], ["--locales", "de,fr"], ["--locales", "xx!"],
            ["--locales=all"], ["--text-sizes", "all"], ["--text-sizes", "large,small"], ["--widths", "390"], ["--widths", "0"],
            ["--shard", "1/2"], ["--shard", "3/2"], ["--scales", "2"], ["--scales", "4"], ["--appearances", "light"], ["--modes", "natural"],
            ["--modes", "5"], ["--jobs", "2"], ["--jobs", "300"], ["--sheet-columns", "sizes"], ["--sheet-scale", "2"], ["--sheet-scale", "9"],
            ["--sheet"], ["--html"], ["--fresh"], ["--watch"], ["--quiet"], ["--quiet=1"], ["--"], ["-h"], ["-x"], ["--out"], ["=x"], ["-"],
            [""], ["--out="], ["--sheet="], ["-out", "o"], ["--stack=a=b"], ["render"], ["help"], ["layout"], ["é.yaml"], ["--é"],
            ["--out", ""], ["--stack", "--"], ["-\u{301}"],
        ]
        var generator = SplitMix64(seed: 38)
        var disagreements: [[String]] = []
        for _ in 0..<3_000 {
            var arguments = ["render"]
            for _ in 0..<Int(generator.next() % 6) { arguments += words[Int(generator.next() % UInt64(words.count))] }
            if !agrees(arguments) { disagreements.append(arguments) }
        }
        #expect(disagreements.isEmpty, "read differently: \(disagreements.prefix(5))")
    }

    @Test func knowsEveryOptionRenderDeclares() throws {
        var dump = ""
        do {
            _ = try ButtonStackCommand.parseAsRoot(["render", "--experimental-dump-help"])
        } catch {
            dump = ButtonStackCommand.fullMessage(for: error)
        }
        let json = try #require(try JSONSerialization.jsonObject(with: Data(dump.utf8)) as? [String: Any])
        let command = try #require(json["command"] as? [String: Any])
        let arguments = try #require(command["arguments"] as? [[String: Any]])
        var declared: [String: String] = [:]
        for argument in arguments {
            let kind = argument["kind"] as? String ?? ""
            guard kind != "positional" else { continue }
            let names = (argument["names"] as? [[String: Any]] ?? []).filter { $0["kind"] as? String == "long" }.compactMap { $0["name"] as? String }
            for name in names where name != "help" { declared[name] = kind }
        }
        let known = RenderArguments.options.mapValues { reading -> String in
            switch reading {
            case .value: return "option"
            case .flag: return "flag"
            }
        }
        #expect(!declared.isEmpty)
        #expect(known == declared)
    }
}

/// A small seeded generator (SplitMix64): the same numbers on every machine and run.
private struct SplitMix64 {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
