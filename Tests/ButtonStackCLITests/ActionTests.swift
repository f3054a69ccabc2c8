import Foundation
import Testing

/// `action.yml`, the GitHub Action a team uses from its own repository: GitHub's action schema
/// accepts it, the README's team workflow is `docs/workflows/buttons.yml` and uses only its inputs,
/// this repository's workflow uses it, and its scripts, run here as a runner runs them, gate an
/// app and hand back the new references laid out as its snapshots folder.
@Suite(.serialized) struct ActionTests {
    static let action = packageRoot.appendingPathComponent("action.yml")
    static let teamWorkflow = packageRoot.appendingPathComponent("docs/workflows/buttons.yml")

    @Test(WorkflowTests.needsChecker) func gitHubsActionSchemaAcceptsTheAction() throws {
        let checker = try #require(WorkflowTests.checker)
        let result = try WorkflowTests.run(checker, ["--builtin-schema", "vendor.github-actions", Self.action.path])
        #expect(result.status == 0 && result.stdout.contains("ok -- validation done"), "\(result.stdout)\(result.stderr)")
        let workflows = try WorkflowTests.checkWorkflow(Self.teamWorkflow)
        #expect(workflows.status == 0, "\(workflows.stdout)\(workflows.stderr)")
        let own = try WorkflowTests.checkWorkflow(packageRoot.appendingPathComponent(".github/workflows/button-stack.yml"))
        #expect(own.status == 0, "\(own.stdout)\(own.stderr)")
    }

    /// The checker can say no to an action: one without `runs` is refused.
    @Test(WorkflowTests.needsChecker) func aBrokenActionIsRejected() throws {
        let checker = try #require(WorkflowTests.checker)
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let text = try String(contentsOf: Self.action, encoding: .utf8)
        let broken = folder.appendingPathComponent("action.yml")
        try String(text[..<text.range(of: "\nruns:")!.lowerBound]).write(to: broken, atomically: true, encoding: .utf8)
        let result = try WorkflowTests.run(checker, ["--builtin-schema", "vendor.github-actions", broken.path])
        #expect(result.status != 0, "\(result.stdout)")
    }

    @Test func theREADMEShowsTheTeamWorkflowAndItUsesTheActionsInputs() throws {
        let shown = try WorkflowTests.yamlBlock(under: "## In CI", in: "README.md")
        let workflow = try String(contentsOf: Self.teamWorkflow, encoding: .utf8)
        #expect(shown == workflow)
        #expect(workflow.split(separator: "\n").count <= 16, "about 15 lines")
        let action = try String(contentsOf: Self.action, encoding: .utf8)
        let inputs = Set(Self.keys(under: "inputs:", in: action, indent: 2))
        let given = Self.keys(under: "with:", in: workflow, indent: 10)
        #expect(!given.isEmpty)
        for key in given { #expect(inputs.contains(key), "the action has no input '\(key)'") }
        for input in ["spec", "snapshots", "baseline", "allow-text-changes", "shard"] { #expect(inputs.contains(input)) }
        let own = try String(contentsOf: packageRoot.appendingPathComponent(".github/workflows/button-stack.yml"), encoding: .utf8)
        #expect(own.contains("      - uses: ./\n"), "this repository's workflow uses its own action")
    }

    @Test func everyCommandAndFlagTheActionRunsExists() throws {
        let invocations = WorkflowTests.invocations(try String(contentsOf: Self.action, encoding: .utf8))
        #expect(Set(invocations.map(\.command)) == ["lint", "verify", "record"], "\(invocations)")
        for invocation in invocations {
            let help = try runCLI([invocation.command, "--help"]).stdout
            for flag in invocation.flags {
                let known = help.range(of: NSRegularExpression.escapedPattern(for: flag) + "(?![a-z0-9-])", options: .regularExpression) != nil
                #expect(known, "button-stack \(invocation.command) has no \(flag): \(invocation)")
            }
        }
    }

    /// The action's own scripts, run with bash as a runner runs them (`-eo pipefail`) on the gate
    /// fixture after a translation update that breaks a button: lint and verify fail, the step
    /// summary names the text change, and the new references, unpacked over the repository,
    /// make verify pass.
    @Test func theActionsScriptsGateAnAppAndHandBackItsNewReferences() throws {
        let work = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: work) }
        try FileManager.default.copyItem(at: packageRoot.appendingPathComponent("Tests/Fixtures/gate"), to: work.appendingPathComponent("app"))
        #expect(try runCLI(["record", "app/app.yaml", "--snapshots", "Snapshots", "--quiet"], in: work).status == 0)
        let strings = work.appendingPathComponent("app/Resources/fr.lproj/Localizable.strings")
        try String(contentsOf: strings, encoding: .utf8).replacingOccurrences(of: "\"Effacer\"", with: "\"Supprimerdéfinitivementtouslesdocuments\"")
            .write(to: strings, atomically: true, encoding: .utf8)

        let scripts = WorkflowTests.runScripts(try String(contentsOf: Self.action, encoding: .utf8))
        let gate = try #require(scripts.first { $0.contains("button-stack verify") })
        let newReferences = try #require(scripts.first { $0.contains("button-stack record") })
        let failing = try #require(scripts.first { $0.contains("VERIFY_STATUS") })
        let temp = work.appendingPathComponent("runner-temp")
        try FileManager.default.createDirectory(at: temp, withIntermediateDirectories: true)
        let output = work.appendingPathComponent("github-output"), summary = work.appendingPathComponent("step-summary.md")
        var environment = [
            "PATH": URL(fileURLWithPath: cliPath).deletingLastPathComponent().path + ":/usr/bin:/bin",
            "RUNNER_TEMP": temp.path, "GITHUB_OUTPUT": output.path, "GITHUB_STEP_SUMMARY": summary.path, "GITHUB_WORKSPACE": work.path,
            "SPEC": "app/app.yaml", "SNAPSHOTS": "Snapshots", "BASELINE": "", "ALLOW_TEXT_CHANGES": "true", "LINT": "true", "SHARD": "",
        ]
        func bash(_ script: String) throws -> CLIResult {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/bin/bash")
            process.arguments = ["--noprofile", "--norc", "-eo", "pipefail", "-c", script]
            process.currentDirectoryURL = work
            process.environment = environment
            return try runToEnd(process)
        }
        let gated = try bash(gate)
        #expect(gated.status == 0, "the step records the statuses and goes on: \(gated.stderr)")
        let outputs = try String(contentsOf: output, encoding: .utf8)
        #expect(outputs.contains("lint=1\n") && outputs.contains("verify=1\n"), "\(outputs)")
        let stepSummary = try String(contentsOf: summary, encoding: .utf8)
        #expect(stepSummary.contains("### Text changes that broke a button"))
        #expect(stepSummary.contains("Effacer → Supprimerdéfinitivementtouslesdocuments"))
        #expect(stepSummary.contains("### button-stack lint (exit 1)"))

        // A spec the commands cannot take (a key the strings lack): exit 2, and the one line that
        // says why is in the step summary, not only in the log.
        let broken = work.appendingPathComponent("app/broken.yaml")
        try "strings: Resources\nstacks:\n  - name: a\n    buttons: [{title: {key: NO_SUCH_KEY}}, {title: B}]\n"
            .write(to: broken, atomically: true, encoding: .utf8)
        try "".write(to: summary, atomically: true, encoding: .utf8)
        environment["SPEC"] = "app/broken.yaml"
        #expect(try bash(gate).status == 0)
        let brokenSummary = try String(contentsOf: summary, encoding: .utf8)
        #expect(brokenSummary.contains("### button-stack lint (exit 2)") && brokenSummary.contains("### button-stack verify (exit 2)"), "\(brokenSummary)")
        #expect(brokenSummary.contains("no key 'NO_SUCH_KEY'"), "\(brokenSummary)")
        environment["SPEC"] = "app/app.yaml"
        try? FileManager.default.removeItem(at: broken)

        #expect(try bash(newReferences).status == 0)
        let handedBack = work.appendingPathComponent(".button-stack/new-references/Snapshots/app")
        let names = try FileManager.default.contentsOfDirectory(atPath: handedBack.path)
        #expect(names.contains("layouts.json"))
        #expect(names.contains("reader-actions_fr_large_320pt_@2x_light_natural.png"))
        #expect(!names.contains { $0.contains("_de_") || $0.contains("_ja_") }, "only what changed: \(names.sorted())")

        environment["LINT_STATUS"] = "1"
        environment["VERIFY_STATUS"] = "1"
        let failed = try bash(failing)
        #expect(failed.status == 1 && failed.stdout.contains("button-stack-new-references"))

        // A Mac developer unpacks the artifact over a checkout whose references are those from
        // before the update: verify passes.
        let checkout = work.appendingPathComponent("checkout")
        try FileManager.default.createDirectory(at: checkout, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: work.appendingPathComponent("app"), to: checkout.appendingPathComponent("app"))
        try FileManager.default.copyItem(at: work.appendingPathComponent(".button-stack/before/snapshots"), to: checkout.appendingPathComponent("Snapshots"))
        #expect(try runCLI(["verify", "app/app.yaml", "--snapshots", "Snapshots", "--artifacts", "a", "--quiet"], in: checkout).status == 1)
        for name in names {
            let target = checkout.appendingPathComponent("Snapshots/app").appendingPathComponent(name)
            try? FileManager.default.removeItem(at: target)
            try FileManager.default.copyItem(at: handedBack.appendingPathComponent(name), to: target)
        }
        let unpacked = try runCLI(["verify", "app/app.yaml", "--snapshots", "Snapshots", "--artifacts", "a", "--quiet"], in: checkout)
        #expect(unpacked.status == 0, "\(unpacked.stdout)")
    }

    /// The keys of the mapping under the first line `key` (at any indent), at `indent` spaces.
    static func keys(under key: String, in yaml: String, indent: Int) -> [String] {
        let lines = yaml.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let at = lines.firstIndex(where: { $0.trimmingCharacters(in: .whitespaces) == key }) else { return [] }
        var keys: [String] = []
        for line in lines[(at + 1)...] {
            let spaces = line.prefix { $0 == " " }.count
            if line.trimmingCharacters(in: .whitespaces).isEmpty { continue }
            if spaces < indent { break }
            if spaces == indent, let colon = line.firstIndex(of: ":") { keys.append(String(line[line.index(line.startIndex, offsetBy: spaces)..<colon])) }
        }
        return keys
    }
}
