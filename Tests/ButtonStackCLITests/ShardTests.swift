import Foundation
import Testing

/// `--shard I/N` and `merge`, as a CI matrix uses them: the parts are disjoint, together they are
/// the whole, byte for byte, and merging them gives the unsharded run's folder.
@Suite(.serialized) struct ShardTests {
    let specs = ["Examples/readme.yaml", "Examples/styles.yaml"]

    func pngs(_ folder: URL) throws -> [String: Data] {
        var result: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where name.hasSuffix(".png") {
            result[name] = try Data(contentsOf: folder.appendingPathComponent(name))
        }
        return result
    }

    @Test func threeShardsAreTheWholeRunByteForByteAndMergeIntoIt() throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let options = ["--text-sizes", "large,accessibilityLarge", "--quiet"]
        #expect(try runCLI(["render"] + specs + ["--out", root.appendingPathComponent("all").path] + options).status == 0)
        var union: [String: Data] = [:]
        for index in 1...3 {
            let out = root.appendingPathComponent("shard\(index)")
            let result = try runCLI(["render"] + specs + ["--out", out.path, "--shard", "\(index)/3"] + options)
            #expect(result.status == 0, "\(result.stderr)")
            let images = try pngs(out)
            #expect(!images.isEmpty)
            #expect(Set(images.keys).isDisjoint(with: union.keys), "shards overlap")
            union.merge(images) { first, _ in first }
            // Each shard's manifest stands alone: it lists exactly its own images.
            let manifest = try JSONSerialization.jsonObject(with: Data(contentsOf: out.appendingPathComponent("manifest.json"))) as? [String: Any]
            let files = (manifest?["files"] as? [[String: Any]])?.compactMap { $0["file"] as? String } ?? []
            #expect(Set(files) == Set(images.keys))
        }
        let whole = try pngs(root.appendingPathComponent("all"))
        #expect(union == whole, "\(union.count) sharded images against \(whole.count)")
        let merged = root.appendingPathComponent("merged")
        let merge = try runCLI(["merge", merged.path] + (1...3).map { root.appendingPathComponent("shard\($0)").path } + ["--quiet"])
        #expect(merge.status == 0, "\(merge.stderr)")
        #expect(try pngs(merged) == whole)
        #expect(try Data(contentsOf: merged.appendingPathComponent("manifest.json")) == Data(contentsOf: root.appendingPathComponent("all/manifest.json")))
        // The same shard twice is refused, and nothing is merged.
        let twice = try runCLI(["merge", root.appendingPathComponent("twice").path, root.appendingPathComponent("shard1").path,
                                root.appendingPathComponent("all").path])
        #expect(twice.status == 2 && twice.stderr.contains("is of another run") && twice.stderr.split(separator: "\n").count == 1, "\(twice.stderr)")
        let again = try runCLI(["merge", root.appendingPathComponent("again").path, root.appendingPathComponent("shard1").path,
                                root.appendingPathComponent("shard2").path, root.appendingPathComponent("all").path])
        #expect(again.status == 2 && again.stderr.split(separator: "\n").count == 1, "\(again.stderr)")
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("twice").path))
    }

    @Test func verifyAndLintShardsCoverEverySnapshotAndFindingOnce() throws {
        func count(_ output: String) -> Int { Int(output.split(separator: "\n").last?.split(separator: " ").first ?? "") ?? -1 }
        let whole = count(try runCLI(["verify", "Examples/readme.yaml", "--quiet"]).stdout)
        let parts = try (1...3).map { count(try runCLI(["verify", "Examples/readme.yaml", "--shard", "\($0)/3", "--quiet"]).stdout) }
        #expect(whole > 100 && parts.allSatisfy { $0 > 0 } && parts.reduce(0, +) == whole, "\(parts) of \(whole)")
        func findings(_ arguments: [String]) throws -> Set<String> {
            let result = try runCLI(["lint", "Tests/Fixtures/lint-violations.yaml", "--json"] + arguments)
            let json = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
            return Set((json?["findings"] as? [[String: Any]] ?? []).map { "\($0["stack"] ?? "")|\($0["locale"] ?? "")|\($0["rule"] ?? "")|\($0["button"] ?? "")" })
        }
        let all = try findings([])
        let sharded = try (1...3).map { try findings(["--shard", "\($0)/3"]) }
        #expect(sharded.reduce(Set<String>()) { $0.union($1) } == all && sharded.map(\.count).reduce(0, +) == all.count)
    }

    @Test(arguments: ["0/3", "4/3", "1/0", "a/b", "1/1001", "2"])
    func aBadShardIsOneLineAndStatusTwo(shard: String) throws {
        for command in [["render", "Examples/readme.yaml", "--out", "/tmp/never-\(getpid())"], ["verify"], ["record"], ["lint", "Examples"]] {
            let result = try runCLI(command + ["--shard", shard])
            #expect(result.status == 2 && result.stderr.contains("--shard: '\(shard)' is not a shard I/N"), "\(command[0]): \(result.stderr)")
        }
        #expect(!FileManager.default.fileExists(atPath: "/tmp/never-\(getpid())"))
    }
}
