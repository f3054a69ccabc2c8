import Foundation
import Testing

/// A shard's folder comes from anyone (a CI artifact of a pull request): `merge` writes only plain
/// file names into OUT, copies only regular files, never merges a folder into itself, and tells
/// a missing shard or a shard of another run.
@Suite(.serialized) struct MergeSecurityTests {
    /// A spec of four images in `folder/tiny.yaml`.
    func tinySpec(in folder: URL, title: String = "Add") throws -> String {
        let spec = folder.appendingPathComponent("tiny.yaml").path
        try """
            stacks:
              - name: pair
                locales: [en, de]
                widths: [320, 390]
                textSizes: [large]
                buttons:
                  - icon: plus
                    title: {en: \(title), de: Hinzufügen}
            """.write(toFile: spec, atomically: true, encoding: .utf8)
        return spec
    }

    /// Shard `index` of `count` of `spec` rendered into `folder/name`.
    func shard(_ spec: String, _ index: Int, of count: Int, into folder: URL, name: String) throws -> URL {
        let out = folder.appendingPathComponent(name)
        let result = try runCLI(["render", spec, "--out", out.path, "--shard", "\(index)/\(count)", "--quiet"])
        #expect(result.status == 0, "\(result.stderr)")
        return out
    }

    /// Replaces the first listed file name of `shard`'s manifest by `name`.
    func plant(_ name: String, in shard: URL) throws {
        let manifest = shard.appendingPathComponent("manifest.json")
        var object = try JSONSerialization.jsonObject(with: Data(contentsOf: manifest)) as! [String: Any]
        var files = object["files"] as! [[String: Any]]
        files[0]["file"] = name
        object["files"] = files
        try JSONSerialization.data(withJSONObject: object).write(to: manifest)
    }

    @Test(arguments: ["../victim.png", "../../../../../../../../../../../../tmp/merge-victim.png", "/tmp/merge-victim.png", "a/b.png",
                      ".hidden.png", "..", "", "x\u{7}.png"])
    func aFileNameThatIsNotPlainIsRefusedAndNothingIsWritten(name: String) throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let spec = try tinySpec(in: root)
        let shard = try shard(spec, 1, of: 1, into: root, name: "shard")
        // A private file where the name would lead.
        let victim = root.appendingPathComponent("victim.png")
        try Data("private".utf8).write(to: victim)
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: victim.path)
        try plant(name, in: shard)
        let out = shard.appendingPathComponent("merged")
        let result = try runCLI(["merge", out.path, shard.path])
        #expect(result.status == 2, "\(result.stderr)")
        #expect(result.stderr.contains("not a plain file name") && result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: out.path))
        #expect(try Data(contentsOf: victim) == Data("private".utf8))
        #expect((try FileManager.default.attributesOfItem(atPath: victim.path)[.posixPermissions] as? Int) == 0o600)
        #expect(!FileManager.default.fileExists(atPath: "/tmp/merge-victim.png"))
    }

    @Test func aListedImageThatIsALinkIsNotCopied() throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let shard = try shard(try tinySpec(in: root), 1, of: 1, into: root, name: "shard")
        let secret = root.appendingPathComponent("secret.txt")
        try Data("secret".utf8).write(to: secret)
        let listed = try FileManager.default.contentsOfDirectory(atPath: shard.path).filter { $0.hasSuffix(".png") }.sorted()[0]
        try FileManager.default.removeItem(at: shard.appendingPathComponent(listed))
        try FileManager.default.createSymbolicLink(atPath: shard.appendingPathComponent(listed).path, withDestinationPath: secret.path)
        let out = root.appendingPathComponent("merged")
        let result = try runCLI(["merge", out.path, shard.path])
        #expect(result.status == 2 && result.stderr.contains("is a symbolic link"), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent(listed).path))
    }

    @Test func mergingIntoALinkToAShardIsRefused() throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let shard = try shard(try tinySpec(in: root), 1, of: 1, into: root, name: "shard")
        let before = try FileManager.default.contentsOfDirectory(atPath: shard.path).sorted()
        let link = root.appendingPathComponent("link")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: shard.path)
        let result = try runCLI(["merge", link.path, shard.path])
        #expect(result.status == 2 && result.stderr.contains("is the output folder too"), "\(result.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: shard.path).sorted() == before)
    }

    @Test func aMissingShardMakesTheMergeIncompleteAndSaysWhich() throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let spec = try tinySpec(in: root)
        let first = try shard(spec, 1, of: 3, into: root, name: "s1")
        let third = try shard(spec, 3, of: 3, into: root, name: "s3")
        let out = root.appendingPathComponent("merged")
        let result = try runCLI(["merge", out.path, first.path, third.path, "--quiet"])
        #expect(result.status == 0)
        #expect(result.stderr == "button-stack: merge: shard 2/3 of the run missing; \(out.path)/manifest.json says complete: false\n")
        let manifest = try JSONSerialization.jsonObject(with: Data(contentsOf: out.appendingPathComponent("manifest.json"))) as? [String: Any]
        #expect(manifest?["complete"] as? Bool == false)
        // With the missing shard, the merge is whole.
        let second = try shard(spec, 2, of: 3, into: root, name: "s2")
        let whole = try runCLI(["merge", root.appendingPathComponent("whole").path, first.path, second.path, third.path, "--quiet"])
        #expect(whole.status == 0 && whole.stderr.isEmpty, "\(whole.stderr)")
        let complete = try JSONSerialization.jsonObject(with: Data(contentsOf: root.appendingPathComponent("whole/manifest.json"))) as? [String: Any]
        #expect(complete?["complete"] as? Bool == true)
        #expect((complete?["run"] as? [String: Any])?["shard"] == nil)
    }

    @Test func shardsOfDifferentRunsAreRefused() throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let spec = try tinySpec(in: root)
        let first = try shard(spec, 1, of: 2, into: root, name: "s1")
        // The spec changed between the shards: another run.
        _ = try tinySpec(in: root, title: "Add item")
        let second = try shard(spec, 2, of: 2, into: root, name: "s2")
        let out = root.appendingPathComponent("merged")
        let result = try runCLI(["merge", out.path, first.path, second.path])
        #expect(result.status == 2 && result.stderr.contains("is of another run than"), "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1)
        #expect(!FileManager.default.fileExists(atPath: out.path))
        // Shards of another count are another run too.
        let other = try shard(spec, 2, of: 3, into: root, name: "t2")
        let mixed = try runCLI(["merge", out.path, second.path, other.path])
        #expect(mixed.status == 2 && mixed.stderr.contains("is of another run than"), "\(mixed.stderr)")
    }

    @Test func mergedFilesTakeTheCallersUmask() throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let shard = try shard(try tinySpec(in: root), 1, of: 1, into: root, name: "shard")
        let out = root.appendingPathComponent("merged")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "umask 077 && exec '\(cliPath)' merge '\(out.path)' '\(shard.path)' --quiet"]
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        for name in try FileManager.default.contentsOfDirectory(atPath: out.path) {
            let mode = try FileManager.default.attributesOfItem(atPath: out.appendingPathComponent(name).path)[.posixPermissions] as? Int
            #expect(mode == 0o600, "\(name): \(String(mode ?? 0, radix: 8))")
        }
    }
}
