import ButtonStackBase
import StackEngine

/// A manifest entry read from its JSON text with the package's own scanner: an incremental run
/// reads every entry of the earlier manifest (2,856 for an app of two stacks), and Foundation's
/// decoder took an eighth of such a run's time doing it.
///
/// Only entries as a render writes them are read here, every member present and of its type and
/// no lint finding; anything else (findings, a member missing or of another type, a value no
/// enum has) gives nil, and the entry is decoded by `JSONDecoder` as before, so the two ways
/// never differ in what they accept. A test reads a render's whole manifest both ways.
enum ManifestEntryReading {
    /// The entry `bytes` hold, or nil when it is not one this reader takes.
    static func entry(_ bytes: ArraySlice<UInt8>) -> ManifestEntry? {
        guard case .object(let members)? = try? JSONDocument.parse(Array(bytes)) else { return nil }
        // Each member once, by its name (a later one of the same name wins, as in `JSONDecoder`).
        var fields: [String: JSONValue] = [:]
        fields.reserveCapacity(members.count)
        for member in members { fields[member.key] = member.value }
        guard let combination = combination(fields),
              case .string(let file)? = fields["file"], let pointSize = number(fields["pointSize"]),
              case .string(let directionName)? = fields["direction"], let direction = LayoutDirection(rawValue: directionName),
              let mode = integer(fields["mode"]).flatMap(StackMode.init(rawValue:)),
              let measuredMode = integer(fields["measuredMode"]).flatMap(StackMode.init(rawValue:)),
              let pixelWidth = integer(fields["pixelWidth"]), let pixelHeight = integer(fields["pixelHeight"]),
              case .bool(let truncated)? = fields["truncated"], case .bool(let clipped)? = fields["clipped"],
              let missingGlyphs = integer(fields["missingGlyphs"]),
              case .array(let findings)? = fields["findings"], findings.isEmpty else { return nil }
        let digest: String?
        switch fields["digest"] {
        case nil, .null?: digest = nil
        case .string(let text)?: digest = text
        default: return nil
        }
        return ManifestEntry(file: file, combination: combination, pointSize: pointSize, direction: direction, mode: mode,
                             measuredMode: measuredMode, pixelWidth: pixelWidth, pixelHeight: pixelHeight, truncated: truncated,
                             clipped: clipped, missingGlyphs: missingGlyphs, findings: [], digest: digest)
    }

    /// The combination whose members stand in the entry (``Combination``'s own decoding: scale 2,
    /// light and `natural` when absent).
    private static func combination(_ fields: [String: JSONValue]) -> Combination? {
        guard case .string(let spec)? = fields["spec"], case .string(let stack)? = fields["stack"],
              case .string(let locale)? = fields["locale"],
              case .string(let size)? = fields["textSize"], let textSize = ContentSizeCategory(rawValue: size),
              let width = number(fields["width"]) else { return nil }
        let scale: Double, appearance: Appearance, mode: StackMode?
        if let member = fields["scale"] { guard let read = number(member) else { return nil }; scale = read } else { scale = 2 }
        switch fields["appearance"] {
        case nil: appearance = .light
        case .string(let name)?:
            guard let read = Appearance(rawValue: name) else { return nil }
            appearance = read
        default: return nil
        }
        switch fields["requestedMode"] {
        case nil: mode = nil
        case .string(let label)?:
            guard let labelled = Combination.mode(labelled: label) else { return nil }
            mode = labelled
        default: return nil
        }
        return Combination(spec: spec, stack: stack, locale: locale, textSize: textSize, width: width, scale: scale,
                           appearance: appearance, mode: mode)
    }

    private static func number(_ value: JSONValue?) -> Double? {
        if case .number(let number)? = value { return number }
        return nil
    }

    /// A whole number that fits an `Int`, as `JSONDecoder` takes one.
    private static func integer(_ value: JSONValue?) -> Int? {
        guard let number = number(value), number.rounded() == number, abs(number) < 9.0e15 else { return nil }
        return Int(number)
    }
}
