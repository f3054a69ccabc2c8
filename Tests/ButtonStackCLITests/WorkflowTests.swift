import Foundation
import Testing

/// `docs/workflows/sharded.yml`, the workflow docs/commands.md shows for splitting a run across
/// machines: GitHub's workflow schema accepts it (checked with PyPI's check-jsonschema, whose copy
/// of the schema ships inside it, so no network), every `button-stack` command and flag it runs
/// exists, and it never records.
@Suite struct WorkflowTests {
    static let workflow = packageRoot.appendingPathComponent("docs/workflows/sharded.yml")
    static let isCI = ProcessInfo.processInfo.environment["CI"] != nil

    /// The first `check-jsonschema` on the PATH that answers `--version` (a stale pyenv shim does not).
    static let checker: String? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        for folder in path.split(separator: ":") where !folder.isEmpty {
            let candidate = "\(folder)/check-jsonschema"
            guard FileManager.default.isExecutableFile(atPath: candidate),
                  let result = try? run(candidate, ["--version"]), result.status == 0 else { continue }
            return candidate
        }
        return nil
    }()

    static let needsChecker = Testing.ConditionTrait.enabled(
        if: checker != nil || isCI,
        "needs check-jsonschema (`PIPX_BIN_DIR=/usr/local/bin pipx install check-jsonschema`; the README's quick start installs it)")

    /// Runs a program to its end and captures what it prints.
    static func run(_ executable: String, _ arguments: [String]) throws -> CLIResult {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = packageRoot
        return try runToEnd(process)
    }

    /// check-jsonschema's verdict on `file` against GitHub's workflow schema.
    static func checkWorkflow(_ file: URL) throws -> CLIResult {
        let checker = try #require(checker, "check-jsonschema is not installed, and CI must have it (the README's quick start installs it)")
        return try run(checker, ["--builtin-schema", "vendor.github-workflows", file.path])
    }

    @Test(needsChecker) func gitHubsWorkflowSchemaAcceptsTheWorkflow() throws {
        let result = try Self.checkWorkflow(Self.workflow)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("ok -- validation done"), "\(result.stdout)")
    }

    /// The checker can say no: the README's old matrix sketch is not even YAML, and the workflow
    /// without its `runs-on` lines is YAML that GitHub would refuse.
    @Test(needsChecker) func brokenWorkflowsAreRejected() throws {
        let sketch = try Self.checkWorkflow(packageRoot.appendingPathComponent("Tests/Fixtures/workflows/readme-sketch.yml"))
        #expect(sketch.status != 0)
        #expect((sketch.stdout + sketch.stderr).contains("Failed to parse"), "\(sketch.stdout)\(sketch.stderr)")

        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let text = try String(contentsOf: Self.workflow, encoding: .utf8)
        let withoutRunsOn = text.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("runs-on:") }
            .joined(separator: "\n")
        #expect(withoutRunsOn != text)
        let broken = folder.appendingPathComponent("button-stack.yml")
        try withoutRunsOn.write(to: broken, atomically: true, encoding: .utf8)
        let result = try Self.checkWorkflow(broken)
        #expect(result.status != 0)
        #expect(result.stdout.contains("'runs-on' is a required property"), "\(result.stdout)\(result.stderr)")
    }

    /// One `button-stack` command line of a `run:` script.
    struct Invocation: CustomStringConvertible {
        var command: String
        var arguments: [String]
        var flags: [String] { arguments.filter { $0.hasPrefix("--") }.map { String($0.prefix { $0 != "=" }) } }
        var description: String { "button-stack \(command) \(arguments.joined(separator: " "))" }
    }

    /// The scripts of every `run:` key: the value on its line, or the indented block under `run: |`.
    static func runScripts(_ yaml: String) -> [String] {
        let lines = yaml.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var scripts: [String] = []
        var index = 0
        while index < lines.count {
            let line = lines[index]
            index += 1
            guard let key = line.range(of: #"^\s*(- )?run:"#, options: .regularExpression) else { continue }
            let keyIndent = line.distance(from: line.startIndex, to: line.range(of: "run:")!.lowerBound)
            let value = line[key.upperBound...].trimmingCharacters(in: .whitespaces)
            guard value.hasPrefix("|") || value.hasPrefix(">") else { scripts.append(value); continue }
            var block: [String] = []
            while index < lines.count {
                let next = lines[index]
                let indent = next.prefix { $0 == " " }.count
                guard next.trimmingCharacters(in: .whitespaces).isEmpty || indent > keyIndent else { break }
                block.append(next.trimmingCharacters(in: .whitespaces))
                index += 1
            }
            scripts.append(block.joined(separator: "\n"))
        }
        return scripts
    }

    /// Every `button-stack COMMAND …` (or `swift run … button-stack COMMAND …`) among the simple
    /// commands of the workflow's scripts.
    static func invocations(_ yaml: String) -> [Invocation] {
        runScripts(yaml).flatMap { script in
            script.replacingOccurrences(of: "\\\n", with: " ")
                .components(separatedBy: CharacterSet(charactersIn: "\n;&|"))
                .compactMap { simple -> Invocation? in
                    let words = simple.split(whereSeparator: \.isWhitespace).map(String.init)
                    let isTool = { (word: String) in word == "button-stack" || word.hasSuffix("/button-stack") }
                    guard let first = words.first else { return nil }
                    let at = isTool(first) ? 0 : (first == "swift" && words.dropFirst().first == "run" ? words.firstIndex(where: isTool) : nil)
                    guard let at, at + 1 < words.count else { return nil }
                    return Invocation(command: words[at + 1], arguments: Array(words[(at + 2)...]))
                }
        }
    }

    @Test func theParserFindsCommandsInEveryFormOfRunScript() {
        let yaml = """
            steps:
              - run: mkdir -p v && bin/button-stack verify --shard ${{ matrix.shard }}/3 --report v/r.html
              - run: chmod +x bin/button-stack
              - name: block
                run: |
                  button-stack merge out a b --sheet
                  swift run -c release button-stack lint Examples \\
                    --json
            """
        let found = Self.invocations(yaml)
        #expect(found.map(\.command) == ["verify", "merge", "lint"])
        #expect(found.map(\.flags) == [["--shard", "--report"], ["--sheet"], ["--json"]])
    }

    @Test func everyCommandAndFlagTheWorkflowUsesExists() throws {
        let invocations = Self.invocations(try String(contentsOf: Self.workflow, encoding: .utf8))
        #expect(Set(invocations.map(\.command)) == ["verify", "render", "merge"], "\(invocations)")
        var helps: [String: String] = [:]
        for invocation in invocations {
            if helps[invocation.command] == nil {
                let help = try runCLI([invocation.command, "--help"])
                // An unknown command's --help prints the top-level help and exits 0: ask for its usage line.
                #expect(help.stdout.contains("USAGE: button-stack \(invocation.command) "), "no command '\(invocation.command)': \(invocation)")
                helps[invocation.command] = help.stdout
            }
            let help = helps[invocation.command] ?? ""
            for flag in invocation.flags {
                let known = help.range(of: NSRegularExpression.escapedPattern(for: flag) + "(?![a-z0-9-])", options: .regularExpression) != nil
                #expect(known, "button-stack \(invocation.command) has no \(flag): \(invocation)")
            }
        }
    }

    /// verify and render run one shard per matrix job, and nothing in CI writes references.
    @Test func verifyAndRenderAreShardedAndNothingRecords() throws {
        let text = try String(contentsOf: Self.workflow, encoding: .utf8)
        let invocations = Self.invocations(text)
        for command in ["verify", "render"] {
            let runs = invocations.filter { $0.command == command }
            #expect(!runs.isEmpty, "the workflow does not run \(command)")
            for invocation in runs {
                let shard = invocation.arguments.firstIndex(of: "--shard").map { invocation.arguments[($0 + 1)...].joined(separator: " ") } ?? ""
                #expect(shard.hasPrefix("${{ matrix.shard }}/${{ strategy.job-total }}"), "\(invocation)")
            }
        }
        #expect(!invocations.contains { $0.command == "record" })
        #expect(!text.contains("button-stack record"))
        let verify = try #require(invocations.first { $0.command == "verify" })
        #expect(verify.flags.contains("--report") && verify.flags.contains("--artifacts"))
        #expect(invocations.first { $0.command == "render" }?.flags.contains("--html") == true)
        #expect(invocations.first { $0.command == "merge" }?.flags.contains("--sheet") == true)
    }

    /// docs/commands.md shows the sharded workflow as committed, so it can be copied from either.
    @Test func theCommandsGuideShowsTheWorkflowAsCommitted() throws {
        let shown = try Self.yamlBlock(under: "## Splitting a run across machines", in: "docs/commands.md")
        #expect(shown == (try String(contentsOf: Self.workflow, encoding: .utf8)))
    }

    /// The first ```yaml block under the heading line `heading` of the Markdown file at `path`
    /// (relative to the package), with its final newline.
    static func yamlBlock(under heading: String, in path: String) throws -> String {
        let text = try String(contentsOf: packageRoot.appendingPathComponent(path), encoding: .utf8)
        let section = try #require(text.range(of: "\n" + heading + "\n"), "\(path) has no '\(heading)'")
        let start = try #require(text.range(of: "\n```yaml\n", range: section.upperBound..<text.endIndex))
        let end = try #require(text.range(of: "\n```\n", range: start.upperBound..<text.endIndex))
        return String(text[start.upperBound..<end.lowerBound]) + "\n"
    }
}
