import ButtonStackBase
import ButtonSpec
import ButtonStrings
import Typesetter

/// One fuzz input, and what it feeds. The first byte, modulo 4, chooses:
/// - 0: the spec reader (`SpecParser.parse`), the rest as UTF-8 text (a spec file that is not
///   UTF-8 never reaches the parser: `SpecParser.load` refuses it first);
/// - 1: the typesetter, the rest after the second byte as UTF-8 text (invalid sequences
///   repaired), set in a locale and wrapped to a width both taken from the second byte, so line
///   breaking and shaping see every scalar value;
/// - 2: the `.strings` reader, the rest as the file's bytes (any encoding);
/// - 3: the String Catalog reader, the rest as the file's bytes, then every key of what it read
///   resolved in every locale with arguments taken from the input, through the format filler and
///   the CLDR plural rules.
/// - and a first byte of 0xF0 or more: the `.stringsdict` reader, the rest as the file's bytes,
///   then every key resolved as for a catalog (self-referencing and deeply nested substitutions
///   and property lists are what it looks for).
/// A thrown error is a refused input, which is fine; a crash, a hang or a sanitizer report is a
/// finding.
enum FuzzInput {
    /// Locales that steer bidi, script itemization, font choice and line breaking differently.
    static let locales = ["en", "ar", "he", "zh-Hans", "zh-Hant", "ja", "hi", "th", "de", "ur"]

    /// The fonts, opened once for the whole run.
    static let typesetter: Typesetter? = try? Typesetter.bundled()

    static func run(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let selector = bytes.first else { return }
        if selector >= 0xF0 {
            guard let table = try? StringTables.stringsDict(Array(bytes.dropFirst()), file: "fuzz.stringsdict", locale: "ru") else { return }
            resolveEveryKey(of: table, selector: selector)
            return
        }
        switch selector % 4 {
        case 0:
            guard let text = String(validating: bytes.dropFirst(), as: UTF8.self) else { return }
            _ = try? SpecParser.parse(text, file: "fuzz.yaml")
        case 1:
            guard bytes.count > 1, let typesetter else { return }
            let knob = Int(bytes[1])
            let text = String(decoding: bytes.dropFirst(2), as: UTF8.self)
            let style = TextStyle(size: 17, locale: LanguageTag(locales[knob % locales.count]))
            _ = try? typesetter.layout(text, style: style, maxWidth: Double(8 + (knob >> 3) * 12))
        case 2:
            _ = try? StringsFileParser.parse(Array(bytes.dropFirst()))
        default:
            guard let table = try? StringTables.catalog(Array(bytes.dropFirst()), file: "fuzz.xcstrings") else { return }
            resolveEveryKey(of: table, selector: selector)
        }
    }

    /// Resolves (up to) every key of `table` in every locale, with arguments from the input.
    static func resolveEveryKey(of table: StringTable, selector: UInt8) {
        var tables = StringTables()
        tables.tables[table.name] = table
        let arguments: [FormatArgument] = [.integer(Int(selector)), .text("x"), .decimal(1.5, written: "1.5")]
        for key in table.keys.keys.sorted().prefix(20) {
            for locale in table.locales.prefix(10) {
                _ = try? tables.resolve(key: key, table: table.name, locale: locale, arguments: arguments)
            }
        }
    }
}

#if FUZZING
/// libFuzzer's entry point (built with `-sanitize=fuzzer`).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    FuzzInput.run(UnsafeBufferPointer(start: data, count: size))
    return 0
}

/// libFuzzer's driver, which parses the fuzzer's flags and runs the inputs.
@_silgen_name("LLVMFuzzerRunDriver")
func runFuzzerDriver(
    _ argc: UnsafeMutablePointer<Int32>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>, Int) -> Int32
) -> Int32

/// The program's entry point: SwiftPM links an executable target's `main` to
/// `<module>_main`, so the fuzzer build defines it to hand over to libFuzzer's driver.
@_cdecl("ButtonStackFuzz_main")
public func fuzzerMain(
    _ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
) -> Int32 {
    var count = argc
    var arguments = argv
    return runFuzzerDriver(&count, &arguments, fuzzOneInput)
}
#endif
