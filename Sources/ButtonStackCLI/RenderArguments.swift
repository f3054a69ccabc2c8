/// `render`'s command line read the plain way, without swift-argument-parser's reflection.
///
/// swift-argument-parser reads a command's options by reflecting on its property wrappers: on a
/// cold start that is the Swift runtime's first look-up of every option's generic type and of each
/// type's conformances, some 3.5 ms of a one-image render's 13 (docs/benchmarks.md, "Issue 38,
/// tenth session"). Every `render` a user or a script types is a list of `--name value`,
/// `--name=value`, flags and spec paths, so that list is read here first, with the very
/// transforms the options declare (``OptionValue``), into the same ``RenderSettings`` the
/// parsed ``RenderCommand`` hands on (the command's property wrappers are not made either).
///
/// It reads only what it is sure the parser reads the same way, and gives up on anything else:
/// an option it does not know, one given twice, an empty value or one that starts with `-`, `--`,
/// `-h`, a value an option's transform refuses, no spec at all. The whole command line then goes to
/// swift-argument-parser as before, which prints help, completions and every error in its own
/// words. `RenderArgumentsTests` holds the two readers equal on many command lines, and this
/// table to the options `RenderCommand` declares.
enum RenderArguments {
    /// How an option's text is set on the settings.
    enum Reading: Sendable {
        /// `--name VALUE` or `--name=VALUE`, read by the option's own transform.
        case value(@Sendable (inout RenderSettings, String) throws -> Void)
        /// `--name`, which turns it on.
        case flag(@Sendable (inout RenderSettings) -> Void)
    }

    /// Every option `render` declares, by its long name.
    static let options: [String: Reading] = [
        "out": .value { $0.out = $1 },
        "stack": .value { $0.stack = $1 },
        "locales": .value { $0.combinations.locales = try OptionValue.list($1) },
        "text-sizes": .value { $0.combinations.textSizes = try OptionValue.textSizes($1) },
        "widths": .value { $0.combinations.widths = try OptionValue.list($1) },
        "shard": .value { $0.combinations.shard = try OptionValue.one($1) },
        "scales": .value { $0.scales = try OptionValue.list($1) },
        "appearances": .value { $0.appearances = try OptionValue.list($1) },
        "modes": .value { $0.modes = try OptionValue.modes($1) },
        "jobs": .value { $0.jobs = try ThreadOptions.readJobs($1) },
        "sheet-columns": .value { $0.sheetColumns = try OptionValue.one($1) },
        "sheet-scale": .value { $0.sheetScale = try OptionValue.one($1) },
        "sheet": .flag { $0.sheet = true },
        "html": .flag { $0.html = true },
        "fresh": .flag { $0.fresh = true },
        "watch": .flag { $0.watch = true },
        "quiet": .flag { $0.quiet = true },
    ]

    /// What `arguments` (a whole command line after the program's name, `render` first) ask
    /// for, validated, or nil when swift-argument-parser is to read them.
    static func settings(_ arguments: [String]) -> RenderSettings? {
        guard arguments.first == "render" else { return nil }
        var settings = RenderSettings(specs: [])
        var specs: [String] = [], given = Set<String>()
        var rest = arguments.dropFirst()
        while let argument = rest.popFirst() {
            guard argument.hasPrefix("-") else {
                specs.append(argument)
                continue
            }
            // `--name` or `--name=value`; `-h`, `--` and the like are the parser's.
            guard argument.hasPrefix("--"), argument.count > 2 else { return nil }
            let label = argument.dropFirst(2)
            let name = String(label.prefix { $0 != "=" })
            let attached = label.firstIndex(of: "=").map { String(label[label.index(after: $0)...]) }
            guard let reading = options[name], given.insert(name).inserted else { return nil }
            switch reading {
            case .flag(let turnOn):
                guard attached == nil else { return nil }
                turnOn(&settings)
            case .value(let set):
                guard let value = attached ?? rest.popFirst(), !value.isEmpty, !value.hasPrefix("-") else { return nil }
                do { try set(&settings, value) } catch { return nil }
            }
        }
        guard !specs.isEmpty else { return nil }
        settings.specs = specs
        do { try settings.validate() } catch { return nil }
        return settings
    }
}
