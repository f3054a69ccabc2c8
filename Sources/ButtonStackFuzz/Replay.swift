#if !FUZZING
import Foundation

/// Without the fuzzer runtime: replays the inputs named on the command line (files, or folders of
/// files) through the same entry point, one by one, so a corpus can be rerun in any build.
@main
struct Replay {
    static func main() {
        var replayed = 0
        for path in CommandLine.arguments.dropFirst() {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
                print("button-stack-fuzz: \(path): no such file or folder")
                exit(2)
            }
            let files = isFolder.boolValue
                ? ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted().map { path + "/" + $0 }
                : [path]
            for file in files {
                guard let data = FileManager.default.contents(atPath: file) else { continue }
                Array(data).withUnsafeBufferPointer(FuzzInput.run)
                replayed += 1
            }
        }
        print("replayed \(replayed) input(s)")
    }
}
#endif
